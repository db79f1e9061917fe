"""The set-hand games: Crash, Seven, Nine and Fifteen Card Brag, on one base controller."""

from __future__ import annotations

import random
from typing import Any

from bragtui.core.actions import Action
from bragtui.core.brag.family import BRAG_VERBS
from bragtui.core.brag.family import PICKERS as BRAG_PICKERS
from bragtui.core.brag.view import BragView
from bragtui.core.cards import Card
from bragtui.core.rules import Rules
from bragtui.core.sethand.actions import Redeal, SetHands
from bragtui.core.sethand.arrangement import Layout, order_hands
from bragtui.core.sethand.crash_game import CrashGame
from bragtui.core.sethand.fifteen_card import FifteenCardGame
from bragtui.core.sethand.nine_card import NineCardGame
from bragtui.core.sethand.seven_card import SevenCardGame
from bragtui.core.sethand.seven_one_hand import SevenOneHandGame
from bragtui.core.sethand.view import ArrangeView
from bragtui.core.variants import MONEY, POINTS, Family, GameSpec, Picker


def random_arrangement(view: Any, rng: random.Random) -> Action:
    """A set-hand game's player: sometimes declares six pairs (Crash), else sets the solver's,
    the greedy or a random set. Most random sets are put in order; the rest are set as picked,
    which may be a foul."""
    from bragtui.core.sethand.crash_solver import greedy_arrangement, suggest

    if any(c.verb == "redeal" for c in view.legal) and rng.random() < 0.5:
        return Redeal(view.seat)
    layout = view.layout
    roll = rng.random()
    if roll < 0.4:
        groups = suggest(list(view.cards), len(view.players) - 1, layout=layout)
    elif roll < 0.7:
        groups = greedy_arrangement(list(view.cards), layout)
    else:
        groups = _random_groups(view, rng)
        if roll < 0.9:
            groups = order_hands(groups)
    return SetHands(view.seat, tuple(tuple(group) for group in groups))


def _random_groups(view: Any, rng: random.Random) -> list[list[Card]]:
    """Hands picked at random: in Crash among its pair-or-better hands, else any cards."""
    from bragtui.core.sethand.crash_solver import legal_groups

    layout = view.layout
    if not layout.fewer_allowed:
        cards = rng.sample(list(view.cards), 3 * layout.hands)
        return [cards[i:i + 3] for i in range(0, len(cards), 3)]
    groups: list[list[Card]] = []
    used = 0
    candidates = legal_groups(list(view.cards), layout)
    for group in rng.sample(candidates, k=min(12, len(candidates))):
        if not group.mask & used and len(groups) < layout.hands:
            groups.append(list(group.cards))
            used |= group.mask
    return groups


def seven_card_controller(rules: Rules) -> type:
    """The controller of Seven Card Brag under ``rules``: Three Card Brag's, dealing seven, when it is
    played as one hand."""
    return SevenOneHandGame if rules.seven_as == "one-hand" else SevenCardGame


PICKERS: dict[str, Picker] = {"set": lambda game, seat, choice, rng: random_arrangement(game.view(seat), rng),
                              **BRAG_PICKERS}
"""The random player's step that needs the seat's cards: setting its hands (or asking for a redeal)."""

FAMILY = Family(
    games={"crash": GameSpec(CrashGame, ("set", "redeal"), POINTS),
           "seven-card": GameSpec(SevenCardGame, ("set", *BRAG_VERBS), MONEY, by_rules=seven_card_controller),
           "nine-card": GameSpec(NineCardGame, ("set",), MONEY),
           "fifteen-card": GameSpec(FifteenCardGame, ("set",), POINTS)},
    records=(ArrangeView, Layout, BragView),
    pickers=PICKERS,
)
