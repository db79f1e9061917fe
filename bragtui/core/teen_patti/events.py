"""Teen Patti's events, in public: a sideshow's request, answer and who packed, never its cards (see
:mod:`bragtui.core.events`). Looking is the shared :class:`~bragtui.core.events.Looked`."""

from __future__ import annotations

from collections.abc import Sequence

from bragtui.core.cards import RANK_TEXT, Card
from bragtui.core.events import Event, actor_name, register_describers


class BootsIn(Event, frozen=True):
    """Every player dealt in put in the ``boot``."""

    boot: int
    players: int


class JokerTurned(Event, frozen=True):
    """The joker game: ``card`` was turned face up after the deal; every card of its rank is wild."""

    card: Card


class Chaaled(Event, frozen=True):
    """``seat`` paid a chaal of ``amount`` (``blind`` or seen), which set the stake to ``stake``."""

    seat: int
    amount: int
    blind: bool
    stake: int


class Packed(Event, frozen=True):
    """``seat`` packed (gave up the hand)."""

    seat: int


class ShowAsked(Event, frozen=True):
    """``seat`` paid ``cost`` (``blind`` or seen) for a show against ``other``."""

    seat: int
    other: int
    cost: int
    blind: bool


class SideshowAsked(Event, frozen=True):
    """``seat`` paid a seen chaal of ``amount`` (the stake is now ``stake``) and asked ``other`` for a sideshow."""

    seat: int
    other: int
    amount: int
    stake: int


class SideshowAnswered(Event, frozen=True):
    """``seat``, asked by ``asker``, accepted or refused the sideshow."""

    seat: int
    asker: int
    accepted: bool


class SideshowLost(Event, frozen=True):
    """After an accepted sideshow, ``seat`` (the lower hand, or the asker with equal hands) packed."""

    seat: int


class PotLimitReached(Event, frozen=True):
    """The pot reached the limit of ``limit`` chips: every hand still in is shown."""

    pot: int
    limit: int


def _chaal_text(event: Chaaled, players: Sequence[str]) -> str:
    how = "blind" if event.blind else "seen"
    return f"{actor_name(event, players)} chaals {event.amount} {how}: the stake is {event.stake}"


register_describers({
    BootsIn: lambda e, p: f"Each of the {e.players} players puts in the boot of {e.boot}",
    JokerTurned: lambda e, p: f"The joker card is {e.card}: every {RANK_TEXT[e.card.rank]} is wild",
    Chaaled: _chaal_text,
    Packed: lambda e, p: f"{actor_name(e, p)} packs",
    ShowAsked: lambda e, p: f"{actor_name(e, p)} pays {e.cost}{' blind' if e.blind else ''} for a show "
                            f"with {p[e.other]}",
    SideshowAsked: lambda e, p: f"{actor_name(e, p)} chaals {e.amount} seen and asks {p[e.other]} for a "
                                f"sideshow: the stake is {e.stake}",
    SideshowAnswered: lambda e, p: f"{actor_name(e, p)} {'accepts' if e.accepted else 'refuses'} "
                                   f"{p[e.asker]}'s sideshow",
    SideshowLost: lambda e, p: f"{actor_name(e, p)} loses the sideshow and packs",
    PotLimitReached: lambda e, p: f"The pot of {e.pot} has reached the limit of {e.limit}: every hand "
                                  "still in is shown",
})
