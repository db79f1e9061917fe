"""Events of Casino Brag: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from dataclasses import dataclass

from bragtui.core.events import Event, actor_name, register_describers


@dataclass(frozen=True, slots=True)
class StakePlaced(Event):
    """Casino Brag: a player put ``amount`` on the ``ante`` or the ``pairplus``."""

    seat: int
    bet: str
    amount: int


@dataclass(frozen=True, slots=True)
class Played(Event):
    """Casino Brag: a player plays against the house, with a play bet of ``amount``."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Stood(Event):
    """Casino Brag: a player stands on a pair plus alone, with no ante."""

    seat: int


register_describers({
    Stood: lambda e, p: f"{actor_name(e, p)} stands on the pair plus alone",
    StakePlaced: lambda e, p: (f"{actor_name(e, p)} antes {e.amount}" if e.bet == "ante"
                               else f"{actor_name(e, p)} puts {e.amount} on the pair plus"),
    Played: lambda e, p: f"{actor_name(e, p)} plays ({e.amount} more)",
})
