"""Arrangement rules of the set-hand games: pure functions of cards, shared by the
controllers, the solver and the app.

Crash, Seven, Nine and Fifteen Card Brag all deal a handful of cards that each
player sets as three-card hands, strongest first. A :class:`Layout` says how
many cards are dealt, how many hands are set, whether fewer may be set and
whether each must be a pair or better; everything else here takes a layout.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import pairwise

from bragtui.core import ranking
from bragtui.core.cards import Card, cards_text
from bragtui.core.errors import IllegalAction
from bragtui.core.record import Record
from bragtui.core.words import counted


class Layout(Record, frozen=True):
    """How a set-hand game arranges its cards."""

    cards_each: int
    """Cards dealt to each player."""
    hands: int
    """Three-card hands each player sets (the most, when ``fewer_allowed``)."""
    fewer_allowed: bool = False
    """A player may set fewer hands (Crash); otherwise exactly ``hands`` are set."""
    pair_or_better: bool = False
    """Every set hand must be a pair or better (Crash)."""
    all_or_nothing: bool = False
    """Only winning every position wins anything (Seven Card Brag's pot)."""

    @property
    def discards(self) -> int:
        """Cards left over when every hand is set (Seven Card Brag's one discard)."""
        return self.cards_each - 3 * self.hands


CRASH = Layout(13, 4, fewer_allowed=True, pair_or_better=True)
SEVEN = Layout(7, 2, all_or_nothing=True)
NINE = Layout(9, 3)
FIFTEEN = Layout(15, 5)

CARDS_EACH = CRASH.cards_each
POSITIONS = CRASH.hands
STREET_POINTS = (4, 3, 2, 1)
# Fours rank with 4-4-4-4 on top, then aces down to twos.
FOUR_ORDER = {4: 20, **{rank: rank for rank in range(2, 15) if rank != 4}}


def is_pair_or_better(cards: Sequence[int]) -> bool:
    return ranking.hand_type(ranking.strength3(*cards)) >= ranking.PAIR


def order_hands(groups: Sequence[Sequence[Card]]) -> list[list[Card]]:
    """Set hands strongest first (equal hands keep the order given)."""
    return sorted((list(g) for g in groups), key=lambda g: -ranking.strength3(*g))


def in_order(groups: Sequence[Sequence[Card]]) -> bool:
    """Whether each hand is at least as strong as the one after it (equal hands are in order)."""
    strengths = [ranking.strength3(*group) for group in groups]
    return all(a >= b for a, b in pairwise(strengths))


def _check_count(groups: Sequence[Sequence[Card]], layout: Layout) -> None:
    if len(groups) > layout.hands:
        raise IllegalAction(f"set at most {layout.hands} hands, not {len(groups)}")
    if not layout.fewer_allowed and len(groups) != layout.hands:
        raise IllegalAction(f"set {layout.hands} hands, not {len(groups)}")


def check_groups(cards: Sequence[Card], groups: Sequence[Sequence[Card]], layout: Layout = CRASH,
                 whole: bool = True) -> None:
    """Refuse hands the rules do not allow: the wrong number (unless not ``whole``: some of a
    set), cards not held or used twice, a hand of other than three cards, or (where the layout
    asks) one weaker than a pair. The order of the hands is not checked here: out of order is
    a foul, not an illegal act."""
    if whole:
        _check_count(groups, layout)
    used: set[int] = set()
    for number, group in enumerate(groups, start=1):
        if len(group) != 3:
            raise IllegalAction(f"hand {number} has {counted(len(group), 'card')}; each set hand has 3")
        for card in group:
            if card not in cards:
                raise IllegalAction(f"you do not hold {card}")
            if card in used:
                raise IllegalAction(f"{card} is used twice")
            used.add(card)
        if layout.pair_or_better and not is_pair_or_better(group):
            described = ranking.describe(ranking.strength3(*group))
            described = described[0].lower() + described[1:]
            raise IllegalAction(f"hand {number} ({cards_text(group)}) is only {described}: "
                                "each set hand must be a pair or better")


def check_arrangement(cards: Sequence[Card], groups: Sequence[Sequence[Card]],
                      layout: Layout = CRASH) -> list[list[Card]]:
    """Refuse an arrangement the rules do not allow; return it strongest first."""
    check_groups(cards, groups, layout)
    return order_hands(groups)


def pair_count(cards: Sequence[Card]) -> int:
    """Pairs among the cards: two of a rank make one, four of a rank make two."""
    return sum(n // 2 for n in Counter(c.rank for c in cards).values())


def is_thirteen_card_run(cards: Sequence[Card]) -> bool:
    return len(cards) == CARDS_EACH and {c.rank for c in cards} == set(range(2, 15))


def set_fours(groups: Sequence[Sequence[Card]]) -> list[int]:
    """Ranks of which all four cards are in the set hands."""
    counts = Counter(c.rank for group in groups for c in group)
    return [rank for rank, n in counts.items() if n == 4]
