"""Draw Brag: blinds, two fixed-limit betting rounds and a draw between them."""

from __future__ import annotations

import random

from bragtui.core.actions import Action, Bet, Choice, Fold, Look
from bragtui.core.draw.actions import Call, Check, DrawCards, Raise
from bragtui.core.draw.draw_game import DrawGame
from bragtui.core.draw.view import DrawSeat, DrawView
from bragtui.core.game import Game
from bragtui.core.variants import MONEY, Family, GameSpec, Picker

DRAW_VERBS = ("look", "check", "bet", "call", "raise", "fold", "draw")


def _random_draw_betting(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    """Draw Brag's betting: look sometimes, raise or bet now and then, call or check mostly."""
    legal = {c.verb: c for c in game.legal_actions(seat)}
    if "look" in legal and rng.random() < 0.3:
        return Look(seat)
    roll = rng.random()
    if roll < 0.15 and "raise" in legal:
        return Raise(seat)
    if roll < 0.15 and "bet" in legal:
        return Bet(seat, legal["bet"].least or 0)
    if roll < 0.3 and "fold" in legal:
        return Fold(seat)
    return Check(seat) if "check" in legal else Call(seat)


def _random_draw(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    """Give up none to three cards; a blind player most often stays blind."""
    view = game.view(seat)
    if view.cards is None:
        if "look" in {c.verb for c in game.legal_actions(seat)} and rng.random() < 0.4:
            return Look(seat)
        return DrawCards(seat)
    return DrawCards(seat, tuple(rng.sample(list(view.cards), rng.randint(0, 3))))


PICKERS: dict[str, Picker] = {"check": _random_draw_betting, "call": _random_draw_betting, "draw": _random_draw}
"""The random player's steps: the betting rounds (its own weights) and the draw."""

FAMILY = Family(
    games={"draw": GameSpec(DrawGame, DRAW_VERBS, MONEY)},
    records=(DrawView, DrawSeat),
    pickers=PICKERS,
)
