"""Computer players for Teen Patti: for now one plain way at every level (the family's own
players come later). It answers a sideshow no, looks when it must, and chaals the least."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bragtui.core.actions import Action, Choice, Look
from bragtui.core.teen_patti.actions import Chaal, PackHand, Refuse
from bragtui.core.teen_patti.view import TeenPattiView
from bragtui.players.base import Profile


def choose(view: TeenPattiView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """Refuse a sideshow; else chaal the least; else look (when blind chaals have run out); else pack."""
    seat = view.seat or 0
    verbs = {choice.verb: choice for choice in legal}
    if "refuse" in verbs:
        return Refuse(seat)
    if "chaal" in verbs:
        return Chaal(seat, verbs["chaal"].least or 0)
    if "look" in verbs:
        return Look(seat)
    return PackHand(seat)
