"""Events of Draw Brag: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from bragtui.core.events import Event, actor_name, register_describers
from bragtui.core.words import counted as _plural


class BlindPosted(Event, frozen=True):
    """Draw Brag: a forced ``small`` or ``big`` blind of ``amount`` before the deal."""

    seat: int
    size: str
    amount: int


class Checked(Event, frozen=True):
    seat: int


class Called(Event, frozen=True):
    """Draw Brag: a call of ``amount`` chips (the half paid, if ``blind``)."""

    seat: int
    amount: int
    blind: bool


class Raised(Event, frozen=True):
    """Draw Brag: a raise; ``amount`` is what the player put in."""

    seat: int
    amount: int


class Drew(Event, frozen=True):
    """Draw Brag: a player gave up ``count`` cards for as many new ones."""

    seat: int
    count: int


class RoundBegun(Event, frozen=True):
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
