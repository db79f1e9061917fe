"""The computer player: a name, a level and a style, and ``choose(view, legal, rng)``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from bragtui.core.actions import Action, Choice
from bragtui.core.rules import Rules
from bragtui.core.seats import DEFAULT_LEVEL, DEFAULT_STYLE, LEVELS, STYLES, PlayerError, parse_seat, seat_label
from bragtui.core.view import View
from bragtui.players.base import STYLE_TABLE, Profile
from bragtui.players.families import decider
from bragtui.players.random_level import choose_random


@dataclass(frozen=True)
class ComputerPlayer:
    """A computer player of one level and style.

    It decides from what its seat may know: :meth:`choose` takes the seat's view
    (``game.view(seat)``), the legal actions (``view.legal``) and a random stream,
    and returns a typed action for the game's ``apply``. It keeps nothing between
    calls, so the same view, legal actions and random state give the same action.
    """

    level: str = DEFAULT_LEVEL
    style: str = DEFAULT_STYLE
    name: str = ""
    rules: Rules | None = field(default=None, compare=False)
    """The house rules in force (public), for wild cards and Crash scoring; ``None``: the defaults."""

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise PlayerError(f"unknown level {self.level!r}; expected one of {', '.join(LEVELS)}")
        if self.style not in STYLES:
            raise PlayerError(f"unknown style {self.style!r}; expected one of {', '.join(STYLES)}")

    @classmethod
    def from_spec(cls, spec: str, name: str = "", rules: Rules | None = None) -> ComputerPlayer:
        """A player from ``"hard"``, ``"hard:bold"`` or ``"medium bold"``."""
        level, style = parse_seat(spec)
        return cls(level, style, name, rules)

    @property
    def label(self) -> str:
        """The level, then the style if not the default: how a hand history records the seat."""
        return seat_label(self.level, self.style)

    @property
    def profile(self) -> Profile:
        return Profile(self.level, STYLE_TABLE[self.style], self.rules)

    def choose(self, view: View, legal: Sequence[Choice], rng: random.Random) -> Action:
        """The action this player takes, given only its seat's view and legal actions."""
        if not legal:
            raise PlayerError("it is not this player's turn: there is nothing to choose")
        if self.level == "random":
            return choose_random(view, legal, rng)
        return decider(view.variant)(view, legal, rng, self.profile)
