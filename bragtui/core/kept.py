"""What a seat joined to another's table keeps of the game, for its own review.

A seat at a hosted table (``brag join``) holds no record of the game: the host
has the deal and every action. What it may keep is what it was sent, its own
views, and those are all it keeps here: for each hand, its view at each of its
turns and the latest view of the hand (its ending, once over). A view holds the
seat's own cards as it saw them, the public table and the hand's log, never a
card the seat may not see, so nothing kept here shows one either.
:mod:`bragtui.players.seat_review` rebuilds each turn's position from these
views alone.

Written down, a record is a list of entries, one JSON object a line: first the
game's setup (its ``format``, variant, players, seat, rules and computer seats),
then each hand's views. :class:`KeptJournal` says which entries a hand just
ended adds, so the file grows by that hand alone: a hand written again (a
dealer's choice pick kept with it after its end) or a setup written again (the
players as the game has them) replace the earlier entry when read back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bragtui.core.errors import HistoryError
from bragtui.core.rules import Rules, load_rules
from bragtui.core.view import View
from bragtui.core.wire import WireError, to_wire, view_from_wire

FORMAT = "brag-seat/2"
"""The ``format`` of a kept record's setup entry, the first line of its file."""
FORMATS = frozenset({FORMAT, "brag-seat/1"})
"""The formats read back: ``brag-seat/1`` is one JSON object whose setup holds every hand."""


@dataclass
class KeptHand:
    """One hand as the seat saw it: its views at its turns, and the hand's latest view."""

    number: int
    last: View
    turns: list[View] = field(default_factory=list)


@dataclass
class SeatRecord:
    """One seat's record of a game held elsewhere: the game's setup and the views it was sent."""

    variant: str
    players: list[str]
    seat: int
    rules: Rules
    computer: dict[int, str] = field(default_factory=dict)
    hands: list[KeptHand] = field(default_factory=list)

    @property
    def name(self) -> str:
        """The seat's player."""
        return self.players[self.seat]

    def belongs_to(self, other: SeatRecord) -> bool:
        """Whether this record may be carried on by ``other``'s seat: the same game, the same player
        in the same seat (a new game at the table that seats them elsewhere starts a record of its own)."""
        return (self.variant, self.seat, self.name) == (other.variant, other.seat, other.name)

    def keep(self, view: View) -> bool:
        """Take in a view the seat was sent; whether a hand just ended with it (worth writing down).
        A hand numbered below the latest kept one is a new game at the table: the old one is dropped."""
        if view.hand_number < 1 or view.seat != self.seat:
            return False
        self.players = list(view.players)
        if self.hands and view.hand_number < self.hands[-1].number:
            self.hands = []
        if not self.hands or self.hands[-1].number != view.hand_number:
            self.hands.append(KeptHand(view.hand_number, view))
        hand = self.hands[-1]
        ended = view.result is not None and hand.last.result is None
        hand.last = view
        if view.to_act == self.seat and view.legal and (not hand.turns or hand.turns[-1] != view):
            hand.turns.append(view)
        return ended

    def setup(self) -> dict[str, Any]:
        """The record's setup entry (the first line of its file): the game, the seat, who is a computer."""
        return {"format": FORMAT, "variant": self.variant, "players": list(self.players),
                "seat": self.players[self.seat], "rules": self.rules.differences(),
                "computer": {self.players[seat]: label for seat, label in sorted(self.computer.items())}}

    def entries(self) -> list[dict[str, Any]]:
        """The whole record as its file holds it: the setup, then each hand."""
        return [self.setup(), *(hand_entry(hand) for hand in self.hands)]


def hand_entry(hand: KeptHand) -> dict[str, Any]:
    """A hand's entry in a kept record's file: its number, its views at the seat's turns, its latest."""
    return {"number": hand.number, "turns": [to_wire(view) for view in hand.turns], "last": to_wire(hand.last)}


class KeptJournal:
    """What of a record its file holds already, so that each hand adds only its own entries.

    :meth:`due` says what to write; :meth:`written` is told once it is. The file is
    begun again (written whole) the first time, after :meth:`forget` (a write that
    failed part way, a file read back), and when a new game at the table drops the
    hands written."""

    def __init__(self) -> None:
        self._setup: dict[str, Any] | None = None
        self._hands: dict[int, tuple[int, View]] = {}
        """Each hand written: how many turns it had then, and its latest view."""

    def forget(self) -> None:
        """The file is no longer known to hold what was written: begin it again next time."""
        self._setup, self._hands = None, {}

    def due(self, record: SeatRecord) -> tuple[bool, list[dict[str, Any]]]:
        """Whether the file must be begun again, and the entries to write: the whole record then,
        else the setup if it changed and each hand new or changed since it was written."""
        numbers = {hand.number for hand in record.hands}
        if self._setup is None or not numbers.issuperset(self._hands):
            return True, record.entries()
        setup = record.setup()
        changed = [hand_entry(hand) for hand in record.hands
                   if self._hands.get(hand.number) != (len(hand.turns), hand.last)]
        return False, ([setup] if setup != self._setup else []) + changed

    def written(self, record: SeatRecord) -> None:
        """The entries :meth:`due` gave are in the file."""
        self._setup = record.setup()
        self._hands = {hand.number: (len(hand.turns), hand.last) for hand in record.hands}


def is_kept_record(entries: Sequence[object]) -> bool:
    """Whether a file's entries (its lines' JSON data) are a kept record (rather than some other file)."""
    return bool(entries) and isinstance(entries[0], Mapping) and entries[0].get("format") in FORMATS


def record_from(entries: Sequence[object], source: str = "kept record") -> SeatRecord:
    """A kept record read back from its file's entries (:meth:`SeatRecord.entries`, then those
    :class:`KeptJournal` added: a later setup or hand of the same number replaces the earlier); a
    :class:`~bragtui.core.errors.HistoryError` naming ``source`` if it is not one."""
    try:
        setup = entries[0]
        if not isinstance(setup, Mapping):
            raise TypeError(f"its first entry is {type(setup).__name__}, not an object")
        hands: dict[int, KeptHand] = {}
        for entry in (*setup.get("hands", []), *entries[1:]):
            if not isinstance(entry, Mapping):
                raise TypeError(f"an entry is {type(entry).__name__}, not an object")
            if "format" in entry:
                setup = entry
                continue
            hand = _hand(entry)
            hands[hand.number] = hand
        return _record(setup, source, list(hands.values()))
    except (KeyError, ValueError, TypeError, AttributeError, IndexError, WireError) as problem:
        raise HistoryError(f"{source}: not a seat's kept record ({problem.__class__.__name__}: {problem})") from None


def _record(setup: Mapping[str, Any], source: str, hands: list[KeptHand]) -> SeatRecord:
    """The record of a setup entry and its hands."""
    players = [str(name) for name in setup["players"]]
    variant = str(setup["variant"])
    rules = load_rules(variant, table=setup.get("rules") or {}, table_source=f"{source}'s rules")
    computer = {players.index(name): str(label) for name, label in (setup.get("computer") or {}).items()}
    return SeatRecord(variant, players, players.index(str(setup["seat"])), rules, computer, hands)


def _hand(entry: Mapping[str, Any]) -> KeptHand:
    turns: Sequence[Any] = entry.get("turns", [])
    return KeptHand(int(entry["number"]), view_from_wire(entry["last"]), [view_from_wire(item) for item in turns])
