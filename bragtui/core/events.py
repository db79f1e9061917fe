"""Events: what happened at the table, in public, as frozen records.

Every controller appends an event for each change anyone at the table could
see. The table's log, the showdown screens and ``brag replay`` narrate them
through :func:`describe`. An event never holds a card that is not face up
for everyone (a face-down exchange names no card).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from bragtui.core.cards import RANK_NAMES, Card
from bragtui.core.results import HandResult, outcome_lines
from bragtui.core.words import counted as _plural


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened; ``logged`` events are the lines of the table's log."""

    logged: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """The pack was shuffled before a deal."""

    logged: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A hand was dealt: its number, the dealer and the seats dealt in, clockwise from the dealer's left."""

    number: int
    dealer: int
    seats: tuple[int, ...]
    logged: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class BoughtIn(Event):
    """Table stakes with ``rebuy``: a player who could not pay the ante bought in again for ``chips``."""

    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class Looked(Event):
    """A blind player looked (at the ``old`` or ``new`` one of two blind hands, if ``which``)."""

    seat: int
    which: str | None = None


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
class BetPlaced(Event):
    """A bet of ``amount`` chips (the half paid, if ``blind``)."""

    seat: int
    amount: int
    blind: bool


@dataclass(frozen=True, slots=True)
class Folded(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Saw(Event):
    """``seat`` paid ``cost`` to see ``seen``."""

    seat: int
    seen: int
    cost: int
    blind: bool


@dataclass(frozen=True, slots=True)
class Covered(Event):
    """``seat`` covered the pot with its last ``chips``."""

    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class AllIn(Event):
    """Table stakes: the ante of ``chips`` was ``seat``'s last; it is in the hand all in, as if covered."""

    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    """Bastard Brag with ``peek``: a player took a face-down centre card and looked at it."""

    seat: int


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """Bastard Brag: one card exchanged. ``taken`` and ``given`` are named only when face up."""

    seat: int
    taken: Card | None
    given: Card | None


@dataclass(frozen=True, slots=True)
class SwappedAll(Event):
    """Bastard Brag: a whole hand exchanged for the centre, ``shown`` turned face up."""

    seat: int
    shown: Card


@dataclass(frozen=True, slots=True)
class Knocked(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class HandsSet(Event):
    """The set-hand games: a player set ``count`` hands, face down."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class Redealt(Event):
    """Crash: a player declared six pairs."""

    seat: int


@dataclass(frozen=True, slots=True)
class Crashed(Event):
    """Crash: a player won all four positions."""

    seat: int


@dataclass(frozen=True, slots=True)
class FourOfAKindScored(Event):
    """Crash: the highest four of a kind set in full scored a point."""

    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class ThirteenCardRun(Event):
    """Crash: a player was dealt a thirteen-card run and wins the game."""

    seat: int


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    """The hand ended: the showdown, a fold-out or a carried pot, as ``result`` tells."""

    result: HandResult
    logged: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class LifeLost(Event):
    """Bastard Brag for lives: ``seat`` had the lowest hand and has ``left`` lives."""

    seat: int
    left: int
    logged: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class PointsScored(Event):
    """Crash and Fifteen Card Brag: ``seat`` scored ``points`` this hand and has ``total``."""

    seat: int
    points: int
    total: int
    logged: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class PotCarried(Event):
    """The pot of ``amount`` stays on the table for the next deal."""

    amount: int
    logged: ClassVar[bool] = False


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


@dataclass(frozen=True, slots=True)
class GameChosen(Event):
    """Dealer's choice: the dealer chose the game of the next deal (its variant's title)."""

    seat: int
    title: str


def describe(event: Event, players: Sequence[str]) -> str:
    """The event as one sentence of the table's log (names from ``players``, by seat)."""
    if isinstance(event, HandOver):
        return " ".join(outcome_lines(event.result))
    describer = _DESCRIBERS.get(type(event))
    if describer is None:
        raise TypeError(f"no description for {type(event).__name__}")
    return describer(event, players)


def _name(event: Any, players: Sequence[str]) -> str:
    return players[event.seat]


def _lives(count: int) -> str:
    return f"{count} {'life' if count == 1 else 'lives'}"


_DESCRIBERS: dict[type[Event], Callable[[Any, Sequence[str]], str]] = {
    Shuffled: lambda e, p: "The pack is shuffled",
    Dealt: lambda e, p: f"Hand {e.number}: {p[e.dealer]} deals",
    BoughtIn: lambda e, p: f"{_name(e, p)} buys in again for {e.chips}",
    Looked: lambda e, p: f"{_name(e, p)} looks" + (f" at the {e.which} hand" if e.which else ""),
    Kept: lambda e, p: f"{_name(e, p)} keeps the {e.which} hand and folds the other unseen",
    Threw: lambda e, p: f"{_name(e, p)} folds the {e.which} hand and stays blind with the other",
    Chose: lambda e, p: f"{_name(e, p)} keeps the {e.which} hand unseen",
    Discarded: lambda e, p: f"{_name(e, p)} discards {_plural(e.count, 'card')}",
    BetPlaced: lambda e, p: f"{_name(e, p)} bets {e.amount}{' blind' if e.blind else ''}",
    Folded: lambda e, p: f"{_name(e, p)} folds",
    Saw: lambda e, p: f"{_name(e, p)} pays {e.cost}{' blind' if e.blind else ''} to see {p[e.seen]}",
    Covered: lambda e, p: f"{_name(e, p)} covers the pot with " + (
        "their last chip" if e.chips == 1 else f"their last {e.chips} chips" if e.chips else "no chips left"),
    AllIn: lambda e, p: f"{_name(e, p)} is all in: the ante took " + (
        "their last chip" if e.chips == 1 else f"their last {e.chips} chips"),
    Peeked: lambda e, p: f"{_name(e, p)} takes a face-down card and looks at it",
    Exchanged: lambda e, p: (f"{_name(e, p)} takes {e.taken} and gives {e.given}, face up" if e.taken is not None
                             else f"{_name(e, p)} exchanges a card with a face-down card"),
    SwappedAll: lambda e, p: f"{_name(e, p)} exchanges all three cards, showing {e.shown}",
    Knocked: lambda e, p: f"{_name(e, p)} knocks",
    Passed: lambda e, p: f"{_name(e, p)} passes",
    HandsSet: lambda e, p: f"{_name(e, p)} sets {_plural(e.count, 'hand')}",
    Redealt: lambda e, p: f"{_name(e, p)} declares six pairs: the same dealer deals again",
    Crashed: lambda e, p: f"{_name(e, p)} wins all four positions: a crash",
    FourOfAKindScored: lambda e, p: f"{_name(e, p)} has all four {RANK_NAMES[e.rank]}s set: one more point",
    ThirteenCardRun: lambda e, p: f"{_name(e, p)} holds a thirteen-card run and wins the game",
    LifeLost: lambda e, p: f"{_name(e, p)} loses a life ({_lives(e.left)} left)",
    PointsScored: lambda e, p: f"{_name(e, p)} scores {e.points} ({e.total} in all)",
    PotCarried: lambda e, p: f"The pot of {e.amount} is carried to the next deal",
    StakePlaced: lambda e, p: (f"{_name(e, p)} antes {e.amount}" if e.bet == "ante"
                               else f"{_name(e, p)} puts {e.amount} on the pair plus"),
    Played: lambda e, p: f"{_name(e, p)} plays ({e.amount} more)",
    BlindPosted: lambda e, p: f"{_name(e, p)} posts the {e.size} blind of {e.amount}",
    Checked: lambda e, p: f"{_name(e, p)} checks",
    Called: lambda e, p: f"{_name(e, p)} calls {e.amount}{' blind' if e.blind else ''}",
    Raised: lambda e, p: f"{_name(e, p)} raises (puts in {e.amount})",
    Drew: lambda e, p: (f"{_name(e, p)} draws {_plural(e.count, 'card')}" if e.count
                        else f"{_name(e, p)} stands pat"),
    RoundBegun: lambda e, p: "The draw is over: the second round of betting",
    GameChosen: lambda e, p: f"{_name(e, p)} deals {e.title}",
}


def table_log(events: Sequence[Event], players: Sequence[str]) -> tuple[str, ...]:
    """The lines of the table's log for ``events``: the logged ones, described."""
    return tuple(describe(event, players) for event in events if event.logged)
