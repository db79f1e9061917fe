"""Bastard Brag, for lives or for money: exchanges with the centre hand, then a showdown or betting."""

from __future__ import annotations

import random
from typing import Any

from bragtui.core.actions import Action
from bragtui.core.bastard.actions import Give, Knock, Pass, Swap, Take
from bragtui.core.bastard.bastard_game import BastardGame
from bragtui.core.bastard.view import BastardView, CentreView
from bragtui.core.betting import BETTING_VERBS
from bragtui.core.brag.actions import AGREE_VERBS
from bragtui.core.brag.family import PICKERS as BRAG_PICKERS
from bragtui.core.brag.view import BragView
from bragtui.core.variants import LIVES, MONEY, Family, GameSpec, Picker

EXCHANGE_VERBS = ("take", "give", "swap", "knock", "pass")


def random_exchange(view: Any, rng: random.Random) -> Action:
    """A random legal Bastard Brag exchange, knock or pass; face-down cards chosen by position."""
    legal = {choice.verb for choice in view.legal}
    seat = view.seat
    if "give" in legal:
        return Give(seat, rng.choice(view.cards))
    if "knock" in legal and rng.random() < 0.35:
        return Knock(seat)
    if "pass" in legal and rng.random() < 0.3:
        return Pass(seat)
    if rng.random() < 0.25:
        return Swap(seat, rng.choice(view.cards))
    position = rng.randrange(len(view.centre))
    if view.peek and not view.centre[position].face_up and rng.random() < 0.5:
        return Take(seat, position)
    return Take(seat, position, give=rng.choice(view.cards))


PICKERS: dict[str, Picker] = {
    **dict.fromkeys(EXCHANGE_VERBS, lambda game, seat, choice, rng: random_exchange(game.view(seat), rng)),
    **{verb: BRAG_PICKERS[verb] for verb in ("propose", "agree")},
}
"""The random player's steps that need the seat's cards (every exchange), and a showdown by agreement's."""

FAMILY = Family(
    games={"bastard": GameSpec(BastardGame, EXCHANGE_VERBS + BETTING_VERBS, LIVES, deal_keys=("centre",),
                                unseen_exchanges=True),
           "bastard-money": GameSpec(BastardGame, EXCHANGE_VERBS + BETTING_VERBS + AGREE_VERBS, MONEY,
                                     deal_keys=("centre",), unseen_exchanges=True)},
    records=(BragView, BastardView, CentreView),
    pickers=PICKERS,
)
