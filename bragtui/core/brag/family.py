"""Three, Four and Five Card Brag: the betting games, one controller for all three."""

from __future__ import annotations

import random

from bragtui.core.actions import Action, Choice
from bragtui.core.betting import BETTING_VERBS
from bragtui.core.brag.actions import Choose, Discard, Keep, Throw
from bragtui.core.brag.borrowing import BORROW_VERBS
from bragtui.core.brag.brag_game import BragGame
from bragtui.core.brag.view import BragView, Debt, LoanRequest
from bragtui.core.game import Game
from bragtui.core.variants import MONEY, Family, GameSpec, Picker

BRAG_VERBS = ("look", "keep", "throw", "choose", "discard", *BETTING_VERBS, *BORROW_VERBS)
"""Every verb of these games; a game without the house rule ``borrow`` drops borrowing's."""


def _random_discard(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    cards = game.view(seat).cards
    return Discard(seat, tuple(rng.sample(list(cards), choice.cards or 0)))


PICKERS: dict[str, Picker] = {
    "choose": lambda game, seat, choice, rng: Choose(seat, rng.choice(("old", "new"))),
    "keep": lambda game, seat, choice, rng: (Keep if rng.choice(("keep", "throw")) == "keep" else Throw)(seat),
    "discard": _random_discard,
}
"""The random player's steps that need the seat's cards or a choice between hands."""

FAMILY = Family(
    games={key: GameSpec(BragGame, BRAG_VERBS, MONEY) for key in ("three-card", "four-card", "five-card")},
    records=(BragView, Debt, LoanRequest),
    pickers=PICKERS,
)
