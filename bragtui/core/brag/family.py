"""Three, Four and Five Card Brag: the betting games, one controller for all three."""

from __future__ import annotations

import random

from bragtui.core.actions import Action, Choice
from bragtui.core.betting import BETTING_VERBS
from bragtui.core.brag.actions import AGREE_VERBS, Agree, Choose, Disagree, Discard, Keep, Propose, Throw
from bragtui.core.brag.brag_game import BragGame
from bragtui.core.brag.view import BragView
from bragtui.core.game import Game
from bragtui.core.hands import find_box
from bragtui.core.simulate import random_betting
from bragtui.core.variants import MONEY, Family, GameSpec, Picker

BRAG_VERBS = ("look", "keep", "throw", "choose", "discard", *BETTING_VERBS, *AGREE_VERBS)
"""Every verb of these games; a controller drops the agreement's (:data:`AGREE_VERBS`) without the house rule."""


def _random_discard(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    cards = game.view(seat).cards
    # Down to four means a box is held (house rule): it is kept whole, only the other cards may go.
    box = find_box(cards) if len(cards) - (choice.cards or 0) == 4 else ()
    return Discard(seat, tuple(rng.sample([card for card in cards if card not in box], choice.cards or 0)))


PROPOSE_CHANCE = 0.1
"""How often the random player proposes a showdown by agreement when it may (else it bets as usual)."""


def _random_propose(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    if rng.random() < PROPOSE_CHANCE:
        return Propose(seat)
    return random_betting(seat, {c.verb: c for c in game.legal_actions(seat) if c.verb != "propose"}, rng)


PICKERS: dict[str, Picker] = {
    "propose": _random_propose,
    "agree": lambda game, seat, choice, rng: (Agree if rng.random() < 0.5 else Disagree)(seat),
    "choose": lambda game, seat, choice, rng: Choose(seat, rng.choice(("old", "new"))),
    "keep": lambda game, seat, choice, rng: (Keep if rng.choice(("keep", "throw")) == "keep" else Throw)(seat),
    "discard": _random_discard,
}
"""The random player's steps that need the seat's cards or a choice between hands."""

FAMILY = Family(
    games={key: GameSpec(BragGame, BRAG_VERBS, MONEY) for key in ("three-card", "four-card", "five-card")},
    records=(BragView,),
    pickers=PICKERS,
)
