"""Events: what happened at the table, in public, as frozen records.

Every controller appends an event for each change anyone at the table could
see. The table's log, the showdown screens and ``brag replay`` narrate them
through :func:`describe`. Events of more than one family are here; each family's
own are in its package (``bragtui.core.bastard.events``, …). An event never holds a card that is not face up
for everyone (a face-down exchange names no card).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

import msgspec

from bragtui.core.results import HandResult, outcome_lines


class Event(msgspec.Struct, frozen=True):
    """Something that happened; ``logged`` events are the lines of the table's log."""

    logged: ClassVar[bool] = True


class Shuffled(Event, frozen=True):
    """The pack was shuffled before a deal."""

    logged: ClassVar[bool] = False


class Dealt(Event, frozen=True):
    """A hand was dealt: its number, the dealer and the seats dealt in, clockwise from the dealer's left."""

    number: int
    dealer: int
    seats: tuple[int, ...]
    logged: ClassVar[bool] = False


class Looked(Event, frozen=True):
    """A blind player looked (at the ``old`` or ``new`` one of two blind hands, if ``which``)."""

    seat: int
    which: str | None = None


class BetPlaced(Event, frozen=True):
    """A bet of ``amount`` chips (the half paid, if ``blind``)."""

    seat: int
    amount: int
    blind: bool


class Folded(Event, frozen=True):
    seat: int


class Saw(Event, frozen=True):
    """``seat`` paid ``cost`` to see ``seen``."""

    seat: int
    seen: int
    cost: int
    blind: bool


class Covered(Event, frozen=True):
    """``seat`` covered the pot with its last ``chips``."""

    seat: int
    chips: int


class AllIn(Event, frozen=True):
    """Table stakes: the ante of ``chips`` was ``seat``'s last; it is in the hand all in, as if covered."""

    seat: int
    chips: int


class HandOver(Event, frozen=True):
    """The hand ended: the showdown, a fold-out or a carried pot, as ``result`` tells."""

    result: HandResult
    logged: ClassVar[bool] = False


class PotCarried(Event, frozen=True):
    """The pot of ``amount`` stays on the table for the next deal."""

    amount: int
    logged: ClassVar[bool] = False


# Debts stand in the shared ledger (house rule ``borrow``), so their events are shared too.

class Lent(Event, frozen=True):
    """A loan given: it stands in the ledger until the borrower's winnings repay it. ``forced``:
    the richest player, who must lend."""

    seat: int
    borrower: int
    amount: int
    forced: bool = False


class Repaid(Event, frozen=True):
    """Out of their winnings a borrower repaid ``amount`` of a debt to ``lender``."""

    seat: int
    lender: int
    amount: int


def _lent(e: Lent, p: Sequence[str]) -> str:
    must = " (the richest player must lend)" if e.forced else ""
    return f"{actor_name(e, p)} lends {p[e.borrower]} {e.amount}{must}"


def describe(event: Event, players: Sequence[str]) -> str:
    """The event as one sentence of the table's log (names from ``players``, by seat)."""
    if isinstance(event, HandOver):
        return " ".join(outcome_lines(event.result))
    describer = _DESCRIBERS.get(type(event))
    if describer is None:
        raise TypeError(f"no description for {type(event).__name__}")
    return describer(event, players)


def actor_name(event: Any, players: Sequence[str]) -> str:
    """The name of the player the event is about (its ``seat``)."""
    return players[event.seat]


def lives_text(count: int) -> str:
    """``1 life``, ``2 lives``."""
    return f"{count} {'life' if count == 1 else 'lives'}"


_DESCRIBERS: dict[type[Event], Callable[[Any, Sequence[str]], str]] = {
    Shuffled: lambda e, p: "The pack is shuffled",
    Dealt: lambda e, p: f"Hand {e.number}: {p[e.dealer]} deals",
    Looked: lambda e, p: f"{actor_name(e, p)} looks" + (f" at the {e.which} hand" if e.which else ""),
    BetPlaced: lambda e, p: f"{actor_name(e, p)} bets {e.amount}{' blind' if e.blind else ''}",
    Folded: lambda e, p: f"{actor_name(e, p)} folds",
    Saw: lambda e, p: f"{actor_name(e, p)} pays {e.cost}{' blind' if e.blind else ''} to see {p[e.seen]}",
    Covered: lambda e, p: f"{actor_name(e, p)} covers the pot with " + (
        "their last chip" if e.chips == 1 else f"their last {e.chips} chips" if e.chips else "no chips left"),
    AllIn: lambda e, p: f"{actor_name(e, p)} is all in: the ante took " + (
        "their last chip" if e.chips == 1 else f"their last {e.chips} chips"),
    PotCarried: lambda e, p: f"The pot of {e.amount} is carried to the next deal",
    Lent: _lent,
    Repaid: lambda e, p: f"{actor_name(e, p)} repays {e.amount} to {p[e.lender]} from the winnings",
}


def register_describers(describers: Mapping[type[Event], Callable[[Any, Sequence[str]], str]]) -> None:
    """Add the tellings of a family's own events (its ``events`` module calls this when loaded)."""
    _DESCRIBERS.update(describers)


def table_log(events: Sequence[Event], players: Sequence[str]) -> tuple[str, ...]:
    """The lines of the table's log for ``events``: the logged ones, described."""
    return tuple(describe(event, players) for event in events if event.logged)
