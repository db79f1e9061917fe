"""Events of Bastard Brag: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core.cards import Card
from bragtui.core.events import Event, actor_name, lives_text, register_describers


class Peeked(Event, frozen=True):
    """Bastard Brag with ``peek``: a player took a face-down centre card and looked at it."""

    seat: int


class Exchanged(Event, frozen=True):
    """Bastard Brag: one card exchanged. ``taken`` and ``given`` are named only when face up."""

    seat: int
    taken: Card | None
    given: Card | None


class SwappedAll(Event, frozen=True):
    """Bastard Brag: a whole hand exchanged for the centre, ``shown`` turned face up."""

    seat: int
    shown: Card


class Knocked(Event, frozen=True):
    seat: int


class Passed(Event, frozen=True):
    seat: int


class LifeLost(Event, frozen=True):
    """Bastard Brag for lives: ``seat`` had the lowest hand and has ``left`` lives."""

    seat: int
    left: int
    logged: ClassVar[bool] = False


register_describers({
    Peeked: lambda e, p: f"{actor_name(e, p)} takes a face-down card and looks at it",
    Exchanged: lambda e, p: (f"{actor_name(e, p)} takes {e.taken} and gives {e.given}, face up" if e.taken is not None
                             else f"{actor_name(e, p)} exchanges a card with a face-down card"),
    SwappedAll: lambda e, p: f"{actor_name(e, p)} exchanges all three cards, showing {e.shown}",
    Knocked: lambda e, p: f"{actor_name(e, p)} knocks",
    Passed: lambda e, p: f"{actor_name(e, p)} passes",
    LifeLost: lambda e, p: f"{actor_name(e, p)} loses a life ({lives_text(e.left)} left)",
})
