"""Computer players for Teen Patti: for now one plain way at every level (the family's own
players come later). It answers a sideshow no, chaals the least until it has put in four boots,
asks for a show once it may, looks only when it must, and else packs."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bragtui.core.actions import Action, Choice, Look
from bragtui.core.teen_patti.actions import Chaal, PackHand, Refuse, Show
from bragtui.core.teen_patti.view import TeenPattiView
from bragtui.players.base import Profile


def choose(view: TeenPattiView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """Refuse a sideshow; ask for a show when it may; chaal the least up to four boots in; look when
    blind chaals have run out; else pack."""
    seat = view.seat or 0
    verbs = {choice.verb: choice for choice in legal}
    paid = view.seats[seat].paid
    if "refuse" in verbs:
        return Refuse(seat)
    if "show" in verbs:
        return Show(seat)
    if "chaal" in verbs and paid < 4 * view.boot:
        return Chaal(seat, verbs["chaal"].least or 0)
    if "look" in verbs and "chaal" not in verbs and "pack" in verbs and paid < 4 * view.boot:
        return Look(seat)
    return PackHand(seat)
