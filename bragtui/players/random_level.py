"""The ``random`` level: the simulator's random player, given only a view.

:func:`bragtui.core.simulate.random_action` asks a game for the seat's legal
actions and, when it must pick cards, for the seat's view. :class:`SeatWindow`
answers those two questions from the view and the legal actions alone, so the
random level makes exactly the simulator's choices from the same random
stream, and the simulator itself is untouched.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from bragtui.core.actions import Action, Choice
from bragtui.core.game import Game
from bragtui.core.simulate import random_action
from bragtui.core.view import View


class SeatWindow:
    """One seat's view and legal actions, answering as a game would for that seat only."""

    __slots__ = ("_legal", "_view")

    def __init__(self, view: View, legal: Sequence[Choice]) -> None:
        self._view = view
        self._legal = tuple(legal)

    @property
    def variant(self) -> str:
        """The game's variant, which the random player asks for its family's choices."""
        return str(self._view.variant)

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        return self._legal if seat is None or seat == self._view.seat else ()

    def view(self, seat: int | None) -> View:
        if seat != self._view.seat:
            raise PermissionError("a computer player sees only its own seat's view")
        return self._view


def choose_random(view: View, legal: Sequence[Choice], rng: random.Random) -> Action:
    """The simulator's random choice for the seat of ``view``."""
    if view.seat is None:
        raise ValueError("the public view has no seat to choose for")
    return random_action(cast(Game, SeatWindow(view, legal)), view.seat, rng)
