"""Events of the set-hand games: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core.cards import RANK_NAMES
from bragtui.core.events import Event, actor_name, register_describers
from bragtui.core.words import counted as _plural


class HandsSet(Event, frozen=True):
    """The set-hand games: a player set ``count`` hands, face down."""

    seat: int
    count: int


class Redealt(Event, frozen=True):
    """Crash: a player declared six pairs."""

    seat: int


class Crashed(Event, frozen=True):
    """Crash: a player won all four positions."""

    seat: int


class FourOfAKindScored(Event, frozen=True):
    """Crash: the highest four of a kind set in full scored a point."""

    seat: int
    rank: int


class ThirteenCardRun(Event, frozen=True):
    """Crash: a player was dealt a thirteen-card run and wins the game."""

    seat: int


class PointsScored(Event, frozen=True):
    """Crash and Fifteen Card Brag: ``seat`` scored ``points`` this hand and has ``total``."""

    seat: int
    points: int
    total: int
    logged: ClassVar[bool] = False


register_describers({
    HandsSet: lambda e, p: f"{actor_name(e, p)} sets {_plural(e.count, 'hand')}",
    Redealt: lambda e, p: f"{actor_name(e, p)} declares six pairs: the same dealer deals again",
    Crashed: lambda e, p: f"{actor_name(e, p)} wins all four positions: a crash",
    FourOfAKindScored: lambda e, p: f"{actor_name(e, p)} has all four {RANK_NAMES[e.rank]}s set: one more point",
    ThirteenCardRun: lambda e, p: f"{actor_name(e, p)} holds a thirteen-card run and wins the game",
    PointsScored: lambda e, p: f"{actor_name(e, p)} scores {e.points} ({e.total} in all)",
})
