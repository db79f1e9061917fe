"""Reading the table: what each seat has done this hand, from the public log in a view.

The log's lines are the core's one telling of each event (``"Cy bets 4 blind"``,
``"Dee takes Kh and gives 3c, face up"``). Reading them back gives a computer
player exactly what a person at the table has seen: who looked, who bet blind
or open, how much and whether it raised, who exchanged and which face-up cards
they took. Lines it does not know are passed over.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from functools import lru_cache
from operator import attrgetter

from bragtui.core.actions import whole_number
from bragtui.core.brag.view import BragView
from bragtui.core.cards import Card, parse_card
from bragtui.core.errors import CardError


@dataclass(slots=True)
class SeatPlay:
    """What one seat has been seen to do this hand."""

    looked: bool = False
    blind_bets: int = 0
    open_bets: int = 0
    raises: int = 0
    raised_by: float = 0.0
    """The open raises added up, each as a share of the stake it raised (a raise of 2 on 4 is 0.5)."""
    implied: float = 0.0
    """The highest percentile floor its open bets imply for a player who bets only at the pot
    odds (see :func:`implied_floor`)."""
    bet_over_see: int = 0
    """Open bets made with two left when a see was open to it: betting on rather than seeing."""
    exchanges: int = 0
    knocked: bool = False
    holds: set[Card] = field(default_factory=set)
    """Cards this seat is known to hold: face-up centre cards it took and has not given back."""


@dataclass(slots=True)
class TableRead:
    """Every seat's play this hand, and the stake as it stands (an open player's amount)."""

    seats: list[SeatPlay]
    stake: int = 0
    pot: int = 0
    """The pot as the log is read: antes and any carried pot, then every bet."""
    live: int = 0
    """Players still betting as the log is read."""


def split_line(line: str, names_longest_first: Sequence[str]) -> tuple[str, tuple[str, ...]] | None:
    """A log line as its player's name and the words after it, or ``None``."""
    for name in names_longest_first:
        if line.startswith(name + " "):
            return name, tuple(line[len(name) + 1:].split())
    return None


@lru_cache(maxsize=8192)
def _parsed(line: str, players: tuple[str, ...]) -> tuple[int, tuple[str, ...], int | None] | None:
    """A log line as its player's seat, the words after the name and the number of chips a bet
    names (lines recur hand after hand, and every decision reads the whole hand's log: each is
    read once)."""
    parts = split_line(line, sorted(players, key=len, reverse=True))
    if parts is None or not parts[1]:
        return None
    words = parts[1]
    amount = whole_number(words[1]) if words[0] == "bets" and len(words) > 1 else None
    return players.index(parts[0]), words, amount


def _card(token: str) -> Card | None:
    try:
        return parse_card(token.rstrip(","))
    except CardError:
        return None


ASSUMED_MARGIN = 1.5
"""The multiple of the pot odds a sensible player is taken to need to bet on."""


def implied_floor(amount: int, pot: int, live: int) -> float:
    """The percentile a hand must be above for a bet of ``amount`` into ``pot`` with ``live``
    players in to pay at the pot odds: its chance against ``live - 1`` hands, ``q ** (live - 1)``,
    at least ``ASSUMED_MARGIN`` times the share of the pot the bet is."""
    need = min(1.0, ASSUMED_MARGIN * amount / max(1, pot + amount))
    return need ** (1.0 / max(1, live - 1))


def _bet(read: TableRead, play: SeatPlay, words: tuple[str, ...], amount: int) -> None:
    pot = read.pot
    read.pot += amount
    if words[-1] == "blind":
        play.blind_bets += 1
        read.stake = max(read.stake, 2 * amount if 2 * amount > read.stake + 1 else read.stake)
        return
    play.open_bets += 1
    play.implied = max(play.implied, implied_floor(amount, pot, read.live))
    if read.live == 2 and read.stake:
        play.bet_over_see += 1
    if amount > read.stake:
        if read.stake:
            play.raises += 1
            play.raised_by += (amount - read.stake) / read.stake
        read.stake = amount


def _take(play: SeatPlay, words: tuple[str, ...]) -> None:
    play.exchanges += 1
    # "takes Kh and gives 3c, face up": the taken card is now held; the given one is not.
    if len(words) >= 5 and words[2] == "and" and words[3] == "gives":
        taken, given = _card(words[1]), _card(words[4])
        if taken is not None:
            play.holds.add(taken)
        if given is not None:
            play.holds.discard(given)


def _leaves_betting(words: tuple[str, ...]) -> bool:
    """A fold, a cover, or all in from the ante (as if covered): no more bets from that seat."""
    return words == ("folds",) or words[0] == "covers" or words[:3] == ("is", "all", "in:")


def _read_words(read: TableRead, play: SeatPlay, words: tuple[str, ...], amount: int | None) -> None:
    verb = words[0]
    if verb == "looks" or (verb == "keeps" and words[-1] != "unseen"):
        play.looked = True
    elif _leaves_betting(words):
        read.live -= 1
    elif amount is not None:
        _bet(read, play, words, amount)
    elif verb == "takes" and "face-down" not in words:
        _take(play, words)
    elif verb == "exchanges":
        play.exchanges += 1
        if "all" in words:
            play.holds.clear()  # a whole new hand, of which only this reader's placed cards are known
    elif verb == "knocks":
        play.knocked = True


_LAST: list[tuple[tuple[str, ...], int, int, tuple[str, ...], TableRead] | None] = [None]
"""The last log read (players, pot, live, lines) and its reading: a hand's log only grows, and
every turn reads it whole, so the next reading of the same hand goes on from a copy of this one.
Replaced whole, never changed, so threads reading at once each see one consistent entry."""


_PLAY_VALUES = attrgetter(*(item.name for item in fields(SeatPlay)))


def _copied(read: TableRead) -> TableRead:
    seats = []
    for play in read.seats:
        copied = SeatPlay(*_PLAY_VALUES(play))
        copied.holds = set(play.holds)
        seats.append(copied)
    return TableRead(seats, read.stake, read.pot, read.live)


def read_log(log: Iterable[str], players: Sequence[str], pot: int = 0, live: int = 0) -> TableRead:
    """Each seat's play this hand from the view's log (the current hand's lines); ``pot`` and
    ``live`` are the pot and the players in before the first bet. The reading returned is the
    caller's to keep: it is not changed afterwards (nor may the caller change it)."""
    names, lines = tuple(players), tuple(log)
    last = _LAST[0]
    if last is not None and last[:3] == (names, pot, live) and lines[:len(last[3])] == last[3]:
        read, start = _copied(last[4]), len(last[3])
    else:
        read, start = TableRead([SeatPlay() for _ in players], pot=pot, live=live), 0
    for line in lines[start:]:
        parts = _parsed(line, names)
        if parts is not None:
            _read_words(read, read.seats[parts[0]], parts[1], parts[2])
    _LAST[0] = (names, pot, live, lines, read)
    return read


def read_view(view: BragView) -> TableRead:
    """:func:`read_log` for a betting table's view: the pot before the first bet is the pot
    now less every seat's bets, and every seat dealt in was in."""
    paid = sum(seat.paid for seat in view.seats)
    dealt = sum(1 for seat in view.seats if seat.status != "out")
    return read_log(view.log, view.players, view.pot + view.side_pot - paid, dealt)


def own_bets(read: TableRead, seat: int) -> int:
    """How many bets ``seat`` has made this hand, blind or open."""
    play = read.seats[seat]
    return play.blind_bets + play.open_bets
