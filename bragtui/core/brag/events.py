"""Events of Three, Four and Five Card Brag: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from dataclasses import dataclass

from bragtui.core.events import Event, actor_name, register_describers
from bragtui.core.words import counted as _plural


@dataclass(frozen=True, slots=True)
class BoughtIn(Event):
    """Table stakes with ``rebuy``: a player who could not pay the ante bought in again for ``chips``."""

    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class Kept(Event):
    """A player with two blind hands kept the one looked at and folded the other unseen."""

    seat: int
    which: str


@dataclass(frozen=True, slots=True)
class Threw(Event):
    """A player with two blind hands folded the one looked at and stays blind with the other."""

    seat: int
    which: str


@dataclass(frozen=True, slots=True)
class Chose(Event):
    """A player with two blind hands kept one of them, unseen."""

    seat: int
    which: str


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """A player discarded ``count`` cards, face down."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class Proposed(Event):
    """A player proposed a showdown by agreement."""

    seat: int


@dataclass(frozen=True, slots=True)
class Answered(Event):
    """A player asked about a proposed showdown agreed, or refused it (which ends the proposal)."""

    seat: int
    agreed: bool


register_describers({
    Proposed: lambda e, p: f"{actor_name(e, p)} proposes a showdown by agreement",
    Answered: lambda e, p: f"{actor_name(e, p)} {'agrees' if e.agreed else 'disagrees: no showdown'}",
    BoughtIn: lambda e, p: f"{actor_name(e, p)} buys in again for {e.chips}",
    Kept: lambda e, p: f"{actor_name(e, p)} keeps the {e.which} hand and folds the other unseen",
    Threw: lambda e, p: f"{actor_name(e, p)} folds the {e.which} hand and stays blind with the other",
    Chose: lambda e, p: f"{actor_name(e, p)} keeps the {e.which} hand unseen",
    Discarded: lambda e, p: f"{actor_name(e, p)} discards {_plural(e.count, 'card')}",
})
