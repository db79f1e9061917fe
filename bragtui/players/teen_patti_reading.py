"""What a Teen Patti seat may work out from its view: its hand's strength in the game's order, and
each opponent's play this hand read back from the public log.

A hand's *percentile* is its chance to beat one opposing hand dealt from the same pack (a tie
counting half), in the order of the game being played: muflis turned over, the wild cards of
AK47, the joker game's rank or Brag's ``wild`` option making opponents' hands stronger too. It is
read from the sorted values of every three-card hand of the pack, made once per order.

The log tells chaals blind from seen. A blind chaal is made without looking, so it says nothing
about the cards; a seen chaal says the hand is good enough to pay for at the pot odds, a raise of
the stake more, and surviving an accepted sideshow that the hand beat the loser's.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from bragtui.core.actions import whole_number
from bragtui.core.cards import CARDS, NATURAL_CARDS, Card
from bragtui.core.hands import JOKERS_IN_PACK
from bragtui.core.rules import Rules, load_rules
from bragtui.core.teen_patti.hand_order import HandOrder
from bragtui.core.teen_patti.view import BLIND, PACKED, TeenPattiView
from bragtui.players.brag import narrowed_floor
from bragtui.players.levels import READING
from bragtui.players.reading import SeatPlay, implied_floor, split_line
from bragtui.players.strength import beat_all, beat_narrowed

SURVIVOR_GAIN = 0.3
"""How much of the gap between the loser's floor and the best hand an accepted sideshow's winner is
taken to be above: its hand beat the loser's, which was itself above that floor."""


@lru_cache(maxsize=1)
def _shipped_rules() -> Rules:
    return load_rules("teen-patti")


def order_of(view: TeenPattiView, rules: Rules | None) -> HandOrder:
    """The order of hands the seat's game is played in: the view's ``game`` and joker card, with
    ``a23`` and Brag's ``wild`` from the house rules (public; the shipped ones if not known)."""
    known = rules if rules is not None else _shipped_rules()
    order = HandOrder.of(known.replace(game=view.game), view.joker)
    jokers = frozenset(c for c in view.cards or () if CARDS[c].is_joker)
    return HandOrder(order.a23, order.low, order.wild | jokers) if jokers - order.wild else order


@lru_cache(maxsize=32)
def _scores(order: HandOrder, jokers: int, turned: Card | None) -> tuple[int, ...]:
    """The value of every hand of three that the pack (less the joker game's turned card) holds, sorted."""
    pack = [c for c in (*NATURAL_CARDS, *CARDS[52:52 + jokers]) if c != turned]
    return tuple(sorted(order.value(hand).score for hand in combinations(pack, 3)))


def percentile(cards: Sequence[Card], order: HandOrder, view: TeenPattiView, rules: Rules | None) -> float:
    """The chance that ``cards`` beat one random hand in ``order`` (ties counting half)."""
    known = rules if rules is not None else _shipped_rules()
    jokers = JOKERS_IN_PACK.get(known.wild, 0) if view.game not in ("ak47", "joker") else 0
    table = _scores(order, jokers, view.joker)
    score = order.value(cards).score
    below, upto = bisect_left(table, score), bisect_right(table, score)
    return (below + upto) / (2 * len(table))


@dataclass(slots=True)
class TeenRead:
    """Every seat's play this hand as the log tells it."""

    seats: list[SeatPlay]
    beaten: list[float]
    """For each seat, the floor of the hand it beat in an accepted sideshow (0: none)."""
    stake: int = 0
    pot: int = 0
    live: set[int] = field(default_factory=set)
    seen: set[int] = field(default_factory=set)
    """Seats that have looked."""
    asking: tuple[int, int] | None = None
    """The asker and the asked seat of the sideshow last accepted or asked."""


def read_hand(view: TeenPattiView) -> TeenRead:
    """Each seat's play this hand from the view's log (the current hand's lines)."""
    names = tuple(view.players)
    longest = tuple(sorted(names, key=len, reverse=True))
    dealt = {s for s, seat in enumerate(view.seats) if seat.status != "out"}
    paid = sum(seat.paid for seat in view.seats)
    read = TeenRead([SeatPlay() for _ in names], [0.0] * len(names), stake=view.boot,
                    pot=view.pot - paid, live=dealt)
    for line in view.log:
        parts = _parsed(line, longest)
        if parts is not None and parts[0] in names:
            _read_words(read, view, names.index(parts[0]), parts[1])
    return read


@lru_cache(maxsize=8192)
def _parsed(line: str, longest: tuple[str, ...]) -> tuple[str, tuple[str, ...]] | None:
    """A log line as its player's name and the words after it (each line is read once)."""
    return split_line(line, longest)


def _read_words(read: TeenRead, view: TeenPattiView, seat: int, words: tuple[str, ...]) -> None:
    verb = words[0] if words else ""
    if verb == "looks":
        read.seats[seat].looked = True
        read.seen.add(seat)
    elif verb == "packs" or words[:3] == ("loses", "the", "sideshow"):
        _packed(read, view, seat, words[0] == "loses")
    elif verb == "chaals" and len(words) > 2:
        _chaal(read, view, seat, whole_number(words[1]) or 0, words[2] == "blind:")
        if "sideshow:" in words:
            read.asking = (seat, -1)
    elif verb in ("accepts", "refuses") and read.asking is not None:
        read.asking = (read.asking[0], seat) if verb == "accepts" else None


def _packed(read: TeenRead, view: TeenPattiView, seat: int, lost_sideshow: bool) -> None:
    if lost_sideshow and read.asking is not None:
        winner = read.asking[1] if seat == read.asking[0] else read.asking[0]
        loser_floor = seat_floor(read, view, seat)
        if winner >= 0:
            read.beaten[winner] = max(read.beaten[winner], loser_floor + (1 - loser_floor) * SURVIVOR_GAIN)
        read.asking = None
    read.live.discard(seat)


def _chaal(read: TeenRead, view: TeenPattiView, seat: int, amount: int, blind: bool) -> None:
    play, pot = read.seats[seat], read.pot
    read.pot += amount
    if blind:
        play.blind_bets += 1
        read.stake = amount
        return
    stake = amount // 2
    play.open_bets += 1
    play.implied = max(play.implied, implied_floor(amount, pot, len(read.live)))
    others = read.live - {seat}
    if len(others) == 1 and others <= read.seen:
        play.bet_over_see += 1  # chaaled on where a show was open at the same price
    if stake > read.stake:
        play.raises += 1
        play.raised_by += (stake - read.stake) / max(1, read.stake)
    read.stake = stake


def opponents(view: TeenPattiView) -> list[int]:
    """The other seats still in the hand."""
    return [s for s, seat in enumerate(view.seats)
            if s != view.seat and seat.status not in (PACKED, "out")]


def seat_floor(read: TeenRead, view: TeenPattiView, seat: int) -> float:
    """The percentile ``seat``'s hand is taken to be above: nothing for a blind player's chaals,
    Brag's reading of open bets for a seen player's chaals, or above the hand it beat in a sideshow."""
    status = "seen" if seat in read.seen else BLIND
    return max(narrowed_floor(read.seats[seat], status), read.beaten[seat])


def beats(q: float, read: TeenRead | None, view: TeenPattiView, seat: int) -> float:
    """The chance a hand of percentile ``q`` beats ``seat``'s: against a random hand without a
    reading (``read`` is ``None``), else against the hand its play shows."""
    if read is None:
        return q
    return beat_narrowed(q, seat_floor(read, view, seat), READING.loose)


def win_chance(q: float, read: TeenRead | None, view: TeenPattiView) -> float:
    """The chance a hand of percentile ``q`` beats every opponent still in."""
    others = opponents(view)
    if read is None:
        return beat_all(q, len(others))
    chance = 1.0
    for seat in others:
        chance *= beats(q, read, view, seat)
    return chance
