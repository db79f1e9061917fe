"""What a computer player is: a level, a style and a name, and one method, ``choose``.

A computer player is handed only its seat's view and the legal actions, as a
person at the table is; it never sees the game object. The level says how well
it plays, the style how tight and how aggressive it plays at that level.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from bragtui.core.actions import Action, Choice
from bragtui.core.rules import Rules
from bragtui.core.view import View


@dataclass(frozen=True, slots=True)
class Style:
    """How a style shifts a level's play."""

    tightness: float
    """Multiplies the chance to win that a player needs to stay in (above 1: folds more)."""
    aggression: float
    """0 to 1: how much of the allowed raise a strong hand puts in, and how readily it bets over seeing."""
    bluffing: float
    """Multiplies the level's bluffing rate."""
    nerve: float
    """Shifts the Bastard Brag knocking threshold and the share of blind play (positive: bolder)."""


STYLE_TABLE = {
    "cautious": Style(tightness=1.3, aggression=0.2, bluffing=0.5, nerve=-0.05),
    "steady": Style(tightness=1.0, aggression=0.45, bluffing=1.0, nerve=0.0),
    "bold": Style(tightness=0.8, aggression=0.75, bluffing=1.6, nerve=0.05),
}


@dataclass(frozen=True, slots=True)
class Profile:
    """Everything a decision needs to know about the player making it."""

    level: str
    style: Style
    rules: Rules | None = None
    """The house rules in force, if known (public: agreed before play). Used for wild cards and
    Crash scoring; ``None`` means the shipped defaults."""

    @property
    def reads(self) -> bool:
        """Whether the player narrows opponents' hands from their play (``hard``)."""
        return self.level == "hard"

    @property
    def wild(self) -> str:
        return self.rules.wild if self.rules is not None else "none"


class Decider(Protocol):
    """A decision function for one kind of view."""

    def __call__(self, view: View, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action: ...
