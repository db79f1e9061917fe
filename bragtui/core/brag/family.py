"""Three, Four and Five Card Brag: the betting games, one controller for all three."""

from __future__ import annotations

import random

from bragtui.core.actions import Action, Choice
from bragtui.core.betting import BETTING_VERBS
from bragtui.core.brag.actions import (
    AGREE_VERBS,
    Agree,
    Borrow,
    Choose,
    Decline,
    Disagree,
    Discard,
    Inspect,
    Keep,
    Lend,
    LendOrShow,
    Propose,
    Show,
    Throw,
)
from bragtui.core.brag.borrowing import BORROW_VERBS
from bragtui.core.brag.brag_game import BragGame
from bragtui.core.brag.view import BragView, Debt, LoanRequest
from bragtui.core.game import Game
from bragtui.core.hands import find_box
from bragtui.core.simulate import random_betting
from bragtui.core.variants import MONEY, Family, GameSpec, Picker
from bragtui.core.view import narrowed

BRAG_VERBS = ("look", "keep", "throw", "choose", "discard", *BETTING_VERBS, *BORROW_VERBS, *AGREE_VERBS)
"""Every verb of these games; a game without the house rule ``borrow`` drops borrowing's, and a
controller drops the agreement's (:data:`AGREE_VERBS`) without ``agreed_showdown``."""


def _random_discard(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    cards = game.view(seat).cards or ()
    # Down to four means a box is held (house rule): it is kept whole, only the other cards may go.
    box = find_box(cards) if len(cards) - (choice.cards or 0) == 4 else ()
    return Discard(seat, tuple(rng.sample([card for card in cards if card not in box], choice.cards or 0)))


PROPOSE_CHANCE = 0.1
"""How often the random player proposes a showdown by agreement when it may (else it bets as usual)."""


def _random_propose(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    if rng.random() < PROPOSE_CHANCE:
        return Propose(seat)
    return random_betting(seat, {c.verb: c for c in game.legal_actions(seat) if c.verb != "propose"}, rng)


def _random_borrow(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action | None:
    """Half the time, a loan of up to what the seat lacks from one of those who may lend; else
    nothing special (the seat bets, sees or folds as usual)."""
    if rng.random() >= 0.5:
        return None
    view = narrowed(game.view(seat), BragView)
    lender = rng.choice(choice.options)
    room = next(s.balance for s in view.seats if s.name == lender) + (view.credit or 0)
    return Borrow(seat, 1 + int(rng.random() * min(choice.most or 1, room)), lender)


def _random_answer(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    """An answer to a request for a loan: look first most times, then lend, decline or show."""
    if choice.verb == "inspect" and rng.random() < 0.7:
        return Inspect(seat)
    verbs = {c.verb for c in game.legal_actions(seat)} - {"inspect"}
    verb = rng.choice(sorted(verbs))
    return {"lend": Lend, "decline": Decline, "show": Show}[verb](seat)


PICKERS: dict[str, Picker] = {
    "propose": _random_propose,
    "agree": lambda game, seat, choice, rng: (Agree if rng.random() < 0.5 else Disagree)(seat),
    "choose": lambda game, seat, choice, rng: Choose(seat, rng.choice(("old", "new"))),
    "keep": lambda game, seat, choice, rng: (Keep if rng.choice(("keep", "throw")) == "keep" else Throw)(seat),
    "discard": _random_discard,
    "borrow": _random_borrow,
    "lend-or-show": lambda game, seat, choice, rng: LendOrShow(seat) if rng.random() < 0.5 else None,
    "inspect": _random_answer,
    "lend": _random_answer,
    "show": _random_answer,
}
"""The random player's steps that need the seat's cards, a choice between hands or a lender."""

FAMILY = Family(
    games={key: GameSpec(BragGame, BRAG_VERBS, MONEY) for key in ("three-card", "four-card", "five-card")},
    records=(BragView, Debt, LoanRequest),
    pickers=PICKERS,
)
