"""Events of Casino Brag: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from bragtui.core.events import Event, actor_name, register_describers


class StakePlaced(Event, frozen=True):
    """Casino Brag: a player put ``amount`` on the ``ante`` or the ``pairplus``."""

    seat: int
    bet: str
    amount: int


class Played(Event, frozen=True):
    """Casino Brag: a player plays against the house, with a play bet of ``amount``."""

    seat: int
    amount: int


class Stood(Event, frozen=True):
    """Casino Brag: a player stands on a pair plus alone, with no ante."""

    seat: int


register_describers({
    Stood: lambda e, p: f"{actor_name(e, p)} stands on the pair plus alone",
    StakePlaced: lambda e, p: (f"{actor_name(e, p)} antes {e.amount}" if e.bet == "ante"
                               else f"{actor_name(e, p)} puts {e.amount} on the pair plus"),
    Played: lambda e, p: f"{actor_name(e, p)} plays ({e.amount} more)",
})
