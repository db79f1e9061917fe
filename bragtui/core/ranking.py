"""Three-card Brag hand ranking by table lookup.

All 22,100 natural three-card hands are ranked once, on first use, into a flat
table indexed by :func:`hand_key`, ``(a * 52 + b) * 52 + c`` for the card
numbers ``a, b, c`` in any order. A hand's *strength* is its place among the 741 distinct hand values,
0 for the weakest (5-3-2 high card) up to 740 for 3-3-3, so equal hands have
equal strength and a larger strength always wins.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from itertools import combinations, permutations

from bragtui.core.cards import NATURAL_CARDS, RANK_NAMES, RANK_TEXT, Card

HIGH_CARD, PAIR, FLUSH, RUN, RUNNING_FLUSH, PRIAL = range(6)
TYPE_NAMES = ("high card", "pair", "flush", "run", "running flush", "prial")
"""Hand type names, indexed by type number (weakest first)."""

TOTAL_HANDS = 22100
"""The number of distinct three-card hands in a 52-card pack."""

# The flat table has one place per ordered triple of natural card numbers: a three-digit
# number in base 52, so each card's number is one digit.
_STRIDE_B = len(NATURAL_CARDS)
_STRIDE_A = _STRIDE_B * _STRIDE_B

# A-2-3 is the best run; 15 places it above A-K-Q (whose top card is 14).
_ACE_TWO_THREE = 15
# 3-3-3 is the best prial; 15 places it above A-A-A.
_THREES = 15


Value = tuple[int, int, int, int]
"""A hand's ordering key, ``(type, t1, t2, t3)``: larger wins, equal ties."""


def hand_value(ranks: Sequence[int], suits: Sequence[int]) -> Value:
    """The ordering key of three natural cards: ``(type, t1, t2, t3)``.

    Computed from first principles; the table is built from this and the
    tests check the table against it.
    """
    high, middle, low = sorted(ranks, reverse=True)
    if high == low:
        return (PRIAL, _THREES if high == 3 else high, 0, 0)
    if middle in (high, low):
        return _pair_value(high, middle, low)
    flush = suits[0] == suits[1] == suits[2]
    top = _run_top(high, middle, low)
    if top is not None:
        return (RUNNING_FLUSH if flush else RUN, top, 0, 0)
    return (FLUSH if flush else HIGH_CARD, high, middle, low)


def _pair_value(high: int, middle: int, low: int) -> Value:
    """The value of a pair; the ranks are sorted highest first, so the pair is at one end."""
    pair, kicker = (high, low) if high == middle else (middle, high)
    return (PAIR, pair, kicker, 0)


def _run_top(high: int, middle: int, low: int) -> int | None:
    """The top of the run three different ranks (highest first) make, or ``None`` if they make none."""
    if (high, middle, low) == (14, 3, 2):
        return _ACE_TWO_THREE
    if high - middle == 1 and middle - low == 1:
        return high
    return None


class _Table:
    """The lookup table and what is derived from it, built once on first use."""

    def __init__(self) -> None:
        values: dict[Value, list[tuple[Card, Card, Card]]] = {}
        for a, b, c in combinations(NATURAL_CARDS, 3):
            value = hand_value((a.rank, b.rank, c.rank), (a.suit, b.suit, c.suit))
            values.setdefault(value, []).append((a, b, c))
        ordered = sorted(values)
        self.values: list[Value] = ordered  # strength -> value
        flat = [-1] * (_STRIDE_B * _STRIDE_A)
        counts: list[int] = []
        for strength, value in enumerate(ordered):
            hands = values[value]
            counts.append(len(hands))
            for hand in hands:
                for x, y, z in permutations(hand):
                    flat[hand_key(x, y, z)] = strength
        self.flat = flat
        self.counts = counts  # strength -> number of hands with that value
        below = [0]
        for n in counts:
            below.append(below[-1] + n)
        self.below = below  # strength -> number of hands strictly weaker
        self.first_of_type = [bisect_left(ordered, (t, 0, 0, 0)) for t in range(6)] + [len(ordered)]


_table: _Table | None = None


def table() -> _Table:
    """The ranking table, built on first call (about a tenth of a second)."""
    # A module global rather than functools.cache: strength3 reads it on every lookup,
    # and a plain global is a third quicker than calling a cached function.
    global _table  # noqa: PLW0603
    if _table is None:
        _table = _Table()
    return _table


def strength3(a: int, b: int, c: int) -> int:
    """Strength of three natural cards, given as card numbers in any order."""
    return (_table or table()).flat[a * _STRIDE_A + b * _STRIDE_B + c]


def hand_key(a: int, b: int, c: int) -> int:
    """The table index of three natural card numbers, for use with :func:`strengths`.

    Each order of the same three cards has its own index, and all hold the same strength.
    """
    return a * _STRIDE_A + b * _STRIDE_B + c


def strengths(keys: Iterable[int]) -> list[int]:
    """Strengths of many hands given by :func:`hand_key`, for bulk work."""
    return list(map((_table or table()).flat.__getitem__, keys))


def reading_order(cards: Sequence[Card]) -> list[Card]:
    """Three cards in the order their hand is read: a pair before its kicker, a run from its top
    (3-2-A), anything else highest first (``J♥ 10♥ Q♥`` reads ``Q♥ J♥ 10♥``)."""
    by_rank = sorted(cards, key=lambda card: (-card.rank, card.suit))  # as the dealt cards are sorted
    ranks = [card.rank for card in by_rank]
    if len(ranks) == 3 and (ranks == [14, 3, 2] or ranks[0] != ranks[1] == ranks[2]):
        return [*by_rank[1:], by_rank[0]]  # the ace low in 3-2-A; the kicker after its pair
    return by_rank


def max_strength() -> int:
    """The strength of 3-3-3, the best hand."""
    return len(table().values) - 1


def prial_strength(rank: int) -> int:
    """The strength of the prial of this rank."""
    return bisect_left(table().values, (PRIAL, _THREES if rank == 3 else rank, 0, 0))


def hand_type(strength: int) -> int:
    """The type number (``PRIAL`` … ``HIGH_CARD``) of a strength."""
    return table().values[strength][0]


def hands_beaten(strength: int) -> int:
    """How many of the 22,100 hands are strictly weaker than this strength."""
    return table().below[strength]


def type_counts() -> dict[str, int]:
    """Number of the 22,100 hands of each type, best type first, counted from the table."""
    t = table()
    counts = {}
    for kind in reversed(range(6)):
        counts[TYPE_NAMES[kind]] = sum(t.counts[t.first_of_type[kind]:t.first_of_type[kind + 1]])
    return counts


def describe(strength: int) -> str:
    """A readable description such as ``Running flush, 3-2-A`` or ``Pair of nines, K kicker``."""
    kind, t1, t2, t3 = table().values[strength]

    def name(rank: int) -> str:
        return RANK_NAMES[3 if rank == _THREES else rank]

    def plural(rank: int) -> str:
        word = name(rank)
        return word + ("es" if word == "six" else "s")

    def run_text(top: int) -> str:
        if top == _ACE_TWO_THREE:
            return "3-2-A"
        return "-".join(RANK_TEXT[r] for r in (top, top - 1, top - 2))

    if kind == PRIAL:
        return f"Prial of {plural(t1)}"
    if kind in (RUNNING_FLUSH, RUN):
        return f"{TYPE_NAMES[kind].capitalize()}, {run_text(t1)}"
    if kind == PAIR:
        return f"Pair of {plural(t1)}, {RANK_TEXT[t2]} kicker"
    return f"{TYPE_NAMES[kind].capitalize()}, {RANK_TEXT[t1]}-{RANK_TEXT[t2]}-{RANK_TEXT[t3]}"
