"""Three-card Brag hand ranking by table lookup.

All 22,100 natural three-card hands are ranked once, on first use, into a flat
table indexed by :func:`hand_key`, ``(a * 52 + b) * 52 + c`` for the card
numbers ``a, b, c`` in any order. A hand's *strength* is its place among the 741 distinct hand values,
0 for the weakest (5-3-2 high card) up to 740 for 3-3-3, so equal hands have
equal strength and a larger strength always wins.

The module's functions rank in Brag's order. Another :class:`Order` of the same hands (Teen
Patti's, where A-A-A is the best trail and A-2-3 may rank second or lowest among the sequences)
has a table of its own, :func:`table_for`, with the same methods.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from itertools import combinations, permutations
from typing import NamedTuple

from bragtui.core.cards import NATURAL_CARDS, RANK_NAMES, RANK_TEXT, Card

HIGH_CARD, PAIR, FLUSH, RUN, RUNNING_FLUSH, PRIAL = range(6)
TYPE_NAMES = ("high card", "pair", "flush", "run", "running flush", "prial")
"""Hand type names, indexed by type number (weakest first)."""
TEEN_PATTI_NAMES = ("high card", "pair", "colour", "sequence", "pure sequence", "trail")
"""The same types by their Teen Patti names, indexed by type number (weakest first)."""

TOTAL_HANDS = 22100
"""The number of distinct three-card hands in a 52-card pack."""

# The flat table has one place per ordered triple of natural card numbers: a three-digit
# number in base 52, so each card's number is one digit.
_STRIDE_B = len(NATURAL_CARDS)
_STRIDE_A = _STRIDE_B * _STRIDE_B

# 3-3-3 is Brag's best prial; 15 places it above A-A-A.
_THREES = 15
# The place of a run above every other: A-2-3 in Brag's order, A-K-Q with A-2-3 second.
_BEST_RUN = 15

A23_PLACES = ("top", "second", "low")
"""Where A-2-3 may rank among the runs: the best, second to A-K-Q, or the lowest."""


class Order(NamedTuple):
    """An order of the three-card hands. The hand types rank alike in every order; where 3-3-3 and
    A-2-3 rank differs. Brag's order is the default."""

    threes_top: bool = True
    """3-3-3 is the best prial (Brag), or it ranks by its rank, below 4-4-4 (Teen Patti)."""
    ace_two_three: str = "top"
    """Where A-2-3 ranks among the runs: one of :data:`A23_PLACES`."""

    def run_place(self, high: int, middle: int, low: int) -> int | None:
        """The place of the run three different ranks (highest first) make, or ``None`` if they make
        none: the top card's rank, with A-2-3 and A-K-Q put where this order ranks them."""
        if (high, middle, low) == (14, 3, 2):
            return {"top": _BEST_RUN, "second": 14, "low": 3}[self.ace_two_three]
        if high - middle == 1 and middle - low == 1:
            return _BEST_RUN if high == 14 and self.ace_two_three == "second" else high
        return None

    def run_text(self, place: int) -> str:
        """The run at ``place`` as read from its top: ``Q-J-10``, ``3-2-A``."""
        ace_two_three = {"top": _BEST_RUN, "second": 14, "low": 3}[self.ace_two_three]
        if place == ace_two_three:
            return "3-2-A"
        top = 14 if place == _BEST_RUN else place
        return "-".join(RANK_TEXT[r] for r in (top, top - 1, top - 2))

    def prial_place(self, rank: int) -> int:
        """The place of the prial of ``rank``."""
        return _THREES if rank == 3 and self.threes_top else rank

    def prial_rank(self, place: int) -> int:
        """The rank of the prial at ``place``."""
        return 3 if place == _THREES and self.threes_top else place


BRAG_ORDER = Order()
"""Brag's order: 3-3-3 the best prial, A-2-3 the best run."""

Value = tuple[int, int, int, int]
"""A hand's ordering key, ``(type, t1, t2, t3)``: larger wins, equal ties."""


def hand_value(ranks: Sequence[int], suits: Sequence[int], order: Order = BRAG_ORDER) -> Value:
    """The ordering key of three natural cards in ``order``: ``(type, t1, t2, t3)``.

    Computed from first principles; the table is built from this and the
    tests check the table against it.
    """
    high, middle, low = sorted(ranks, reverse=True)
    if high == low:
        return (PRIAL, order.prial_place(high), 0, 0)
    if middle in (high, low):
        return _pair_value(high, middle, low)
    flush = suits[0] == suits[1] == suits[2]
    place = order.run_place(high, middle, low)
    if place is not None:
        return (RUNNING_FLUSH if flush else RUN, place, 0, 0)
    return (FLUSH if flush else HIGH_CARD, high, middle, low)


def _pair_value(high: int, middle: int, low: int) -> Value:
    """The value of a pair; the ranks are sorted highest first, so the pair is at one end."""
    pair, kicker = (high, low) if high == middle else (middle, high)
    return (PAIR, pair, kicker, 0)


class _Table:
    """The lookup table of one order and what is derived from it, built once on first use."""

    def __init__(self, order: Order = BRAG_ORDER) -> None:
        self.order = order
        values: dict[Value, list[tuple[Card, Card, Card]]] = {}
        for a, b, c in combinations(NATURAL_CARDS, 3):
            value = hand_value((a.rank, b.rank, c.rank), (a.suit, b.suit, c.suit), order)
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

    def strength3(self, a: int, b: int, c: int) -> int:
        """Strength of three natural cards, given as card numbers in any order."""
        return self.flat[a * _STRIDE_A + b * _STRIDE_B + c]

    def max_strength(self) -> int:
        """The strength of the best hand."""
        return len(self.values) - 1

    def prial_strength(self, rank: int) -> int:
        """The strength of the prial of this rank."""
        return bisect_left(self.values, (PRIAL, self.order.prial_place(rank), 0, 0))

    def hand_type(self, strength: int) -> int:
        """The type number (``PRIAL`` … ``HIGH_CARD``) of a strength."""
        return self.values[strength][0]

    def describe(self, strength: int, names: Sequence[str] = TYPE_NAMES) -> str:
        """A readable description such as ``Running flush, 3-2-A`` or ``Pair of nines, K kicker``,
        the types called by ``names`` (:data:`TYPE_NAMES` or :data:`TEEN_PATTI_NAMES`)."""
        kind, t1, t2, t3 = self.values[strength]
        if kind == PRIAL:
            return f"{names[PRIAL].capitalize()} of {_plural(self.order.prial_rank(t1))}"
        if kind in (RUNNING_FLUSH, RUN):
            return f"{names[kind].capitalize()}, {self.order.run_text(t1)}"
        if kind == PAIR:
            return f"Pair of {_plural(t1)}, {RANK_TEXT[t2]} kicker"
        return f"{names[kind].capitalize()}, {RANK_TEXT[t1]}-{RANK_TEXT[t2]}-{RANK_TEXT[t3]}"


Ranks = _Table
"""The ranking table of one order (see :func:`table_for`)."""


def _plural(rank: int) -> str:
    word = RANK_NAMES[rank]
    return word + ("es" if word == "six" else "s")


_table: _Table | None = None
_other_tables: dict[Order, _Table] = {}


def table() -> _Table:
    """The ranking table, built on first call (about a tenth of a second)."""
    # A module global rather than functools.cache: strength3 reads it on every lookup,
    # and a plain global is a third quicker than calling a cached function.
    global _table  # noqa: PLW0603
    if _table is None:
        _table = _Table()
    return _table


def table_for(order: Order) -> Ranks:
    """The ranking table of ``order``, built on first call (Brag's is :func:`table`)."""
    if order == BRAG_ORDER:
        return table()
    found = _other_tables.get(order)
    if found is None:
        found = _other_tables[order] = _Table(order)
    return found


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
    return table().max_strength()


def prial_strength(rank: int) -> int:
    """The strength of the prial of this rank."""
    return table().prial_strength(rank)


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
    return table().describe(strength)
