"""What a seat joined to another's table keeps of the game, for its own review.

A seat at a hosted table (``brag join``) holds no record of the game: the host
has the deal and every action. What it may keep is what it was sent, its own
views, and those are all it keeps here: for each hand, its view at each of its
turns and the latest view of the hand (its ending, once over). A view holds the
seat's own cards as it saw them, the public table and the hand's log, never a
card the seat may not see, so nothing kept here shows one either.
:mod:`bragtui.players.seat_review` rebuilds each turn's position from these
views alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bragtui.core.errors import HistoryError
from bragtui.core.rules import Rules, load_rules
from bragtui.core.view import View
from bragtui.core.wire import WireError, to_wire, view_from_wire

FORMAT = "brag-seat/1"
"""The ``format`` of a kept record written to a file."""


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
        """Whether this record may be carried on by ``other``'s seat: the same game, the same player."""
        return (self.variant, self.name) == (other.variant, other.name)

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

    def as_dict(self) -> dict[str, Any]:
        """The record as plain JSON data (a file of kept views)."""
        return {"format": FORMAT, "variant": self.variant, "players": list(self.players),
                "seat": self.players[self.seat], "rules": self.rules.differences(),
                "computer": {self.players[seat]: label for seat, label in sorted(self.computer.items())},
                "hands": [{"number": hand.number, "turns": [to_wire(view) for view in hand.turns],
                           "last": to_wire(hand.last)} for hand in self.hands]}


def is_kept_record(data: object) -> bool:
    """Whether parsed JSON data is a kept record (rather than some other file)."""
    return isinstance(data, Mapping) and data.get("format") == FORMAT


def record_from(data: Mapping[str, Any], source: str = "kept record") -> SeatRecord:
    """A kept record read back from :meth:`SeatRecord.as_dict`'s data; a
    :class:`~bragtui.core.errors.HistoryError` naming ``source`` if it is not one."""
    try:
        players = [str(name) for name in data["players"]]
        variant = str(data["variant"])
        rules = load_rules(variant, table=data.get("rules") or {}, table_source=f"{source}'s rules")
        computer = {players.index(name): str(label) for name, label in (data.get("computer") or {}).items()}
        hands = [_hand(entry) for entry in data.get("hands", [])]
        return SeatRecord(variant, players, players.index(str(data["seat"])), rules, computer, hands)
    except (KeyError, ValueError, TypeError, AttributeError, WireError) as problem:
        raise HistoryError(f"{source}: not a seat's kept record ({problem.__class__.__name__}: {problem})") from None


def _hand(entry: Mapping[str, Any]) -> KeptHand:
    turns: Sequence[Any] = entry.get("turns", [])
    views = [_view(item) for item in turns]
    return KeptHand(int(entry["number"]), _view(entry["last"]), views)


def _view(data: object) -> View:
    return view_from_wire(data)
