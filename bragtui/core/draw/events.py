"""Events of Draw Brag: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from dataclasses import dataclass

from bragtui.core.events import Event, actor_name, register_describers
from bragtui.core.words import counted as _plural


@dataclass(frozen=True, slots=True)
class BlindPosted(Event):
    """Draw Brag: a forced ``small`` or ``big`` blind of ``amount`` before the deal."""

    seat: int
    size: str
    amount: int


@dataclass(frozen=True, slots=True)
class Checked(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Called(Event):
    """Draw Brag: a call of ``amount`` chips (the half paid, if ``blind``)."""

    seat: int
    amount: int
    blind: bool


@dataclass(frozen=True, slots=True)
class Raised(Event):
    """Draw Brag: a raise; ``amount`` is what the player put in."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """Draw Brag: a player gave up ``count`` cards for as many new ones."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class RoundBegun(Event):
    """Draw Brag: the second betting round begins."""

    number: int


register_describers({
    BlindPosted: lambda e, p: f"{actor_name(e, p)} posts the {e.size} blind of {e.amount}",
    Checked: lambda e, p: f"{actor_name(e, p)} checks",
    Called: lambda e, p: f"{actor_name(e, p)} calls {e.amount}{' blind' if e.blind else ''}",
    Raised: lambda e, p: f"{actor_name(e, p)} raises (puts in {e.amount})",
    Drew: lambda e, p: (f"{actor_name(e, p)} draws {_plural(e.count, 'card')}" if e.count
                        else f"{actor_name(e, p)} stands pat"),
    RoundBegun: lambda e, p: "The draw is over: the second round of betting",
})
