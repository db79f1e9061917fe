"""Suggesting an arrangement for the set-hand games (Crash, Seven, Nine and Fifteen Card Brag):
the set hands that win the most positions (Crash: points) on average.

A position is won against one opponent when that opponent has no hand there or
a weaker one. How often that happens for a hand of each strength at each
position is estimated once per layout, on first use, from seeded random deals
arranged greedily. The search then tries every legal arrangement, strongest
hand first, cutting off branches that cannot beat the best found so far; a game
that must set every hand counts only complete arrangements.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations
from operator import itemgetter
from typing import NamedTuple

from bragtui.core import ranking
from bragtui.core.cards import CARDS, Card
from bragtui.core.sethand.arrangement import CRASH, STREET_POINTS, Layout, order_hands

SAMPLE_DEALS = 3000
SAMPLE_SEED = 13
OTHER_SAMPLE_DEALS = 1000
"""Fewer deals for the other layouts: their tables are as steady with fewer, and Fifteen Card
Brag's larger hands take longer to arrange."""
SEARCH_STEPS = 60_000
"""The most arrangements the search looks at before it settles for the best found (only
Fifteen Card Brag's many ways to set fifteen cards come near it)."""


class Group(NamedTuple):
    """A candidate set hand: its strength, its cards as a bit mask, and the cards."""

    strength: int
    mask: int
    cards: tuple[Card, ...]


def _least_strength(layout: Layout) -> int:
    """The weakest hand a layout lets a player set: a pair in Crash, anything elsewhere."""
    return ranking.table().first_of_type[ranking.PAIR] if layout.pair_or_better else 0


def ranked_threes(cards: Sequence[Card], layout: Layout = CRASH) -> list[tuple[int, tuple[Card, ...]]]:
    """Every three of ``cards`` that may be set (in Crash: a pair or better) with its strength,
    strongest first (equal hands in the order ``combinations`` gives them)."""
    least = _least_strength(layout)
    ranked: list[tuple[int, tuple[Card, ...]]] = [(ranking.strength3(*three), three)
                                                  for three in combinations(cards, 3)]
    if least:
        ranked = [pair for pair in ranked if pair[0] >= least]
    # A stable sort, reversed, keeps equal hands in the order found, as a sort on the negated
    # strength would.
    ranked.sort(key=itemgetter(0), reverse=True)
    return ranked


def legal_groups(cards: Sequence[Card], layout: Layout = CRASH) -> list[Group]:
    """Every three of ``cards`` that may be set (in Crash: a pair or better), strongest first
    (equal hands in the order ``combinations`` gives them)."""
    return [Group(strength, (1 << a) | (1 << b) | (1 << c), (a, b, c))
            for strength, (a, b, c) in ranked_threes(cards, layout)]


def greedy_arrangement(cards: Sequence[Card], layout: Layout = CRASH) -> list[list[Card]]:
    """The simple way: take the strongest hand the cards make, then the strongest of the rest.

    Without Crash's pair-or-better rule any three cards left make a hand, so this
    always sets every hand a layout asks for."""
    chosen: list[list[Card]] = []
    used: set[Card] = set()
    for _, three in ranked_threes(cards, layout):
        if used.isdisjoint(three):
            chosen.append(list(three))
            used.update(three)
            if len(chosen) == layout.hands:
                break
    return chosen


class _WinTables:
    """For each position, the chance that one random opponent's hand there is absent or weaker."""

    def __init__(self, layout: Layout, deals: int = SAMPLE_DEALS, seed: int = SAMPLE_SEED):
        rng = random.Random(seed)
        size = len(ranking.table().values)
        positions = layout.hands
        counts = [[0] * size for _ in range(positions)]
        absent = [0] * positions
        pack = list(CARDS[:52])
        for _ in range(deals):
            hands = greedy_arrangement(rng.sample(pack, layout.cards_each), layout)
            for position in range(positions):
                if position < len(hands):
                    counts[position][ranking.strength3(*hands[position])] += 1
                else:
                    absent[position] += 1
        self.below: list[list[float]] = []
        for position in range(positions):
            running = absent[position]
            row = []
            for strength in range(size):
                row.append(running / deals)
                running += counts[position][strength]
            self.below.append(row)


@cache
def win_tables(layout: Layout = CRASH) -> _WinTables:
    """The win chances of a layout, estimated on the first call (a few hundred milliseconds) and kept."""
    return _WinTables(layout, SAMPLE_DEALS if layout == CRASH else OTHER_SAMPLE_DEALS)


def _weights(scoring: str, layout: Layout) -> tuple[int, ...]:
    return STREET_POINTS if scoring == "street" and layout == CRASH else (1,) * layout.hands


def position_chance(position: int, strength: int, opponents: int, layout: Layout = CRASH) -> float:
    """The chance that a hand of ``strength`` at ``position`` beats every opponent there."""
    return win_tables(layout).below[position][strength] ** opponents


@cache
def position_values(layout: Layout, opponents: int, scoring: str) -> tuple[tuple[float, ...], ...]:
    """For each position, what a hand of each strength set there is worth on average: its
    position's weight times its chance of winning there. Worked out once per table and kept,
    since the search looks up every candidate hand at every position."""
    weights = _weights(scoring, layout)
    return tuple(tuple(weights[position] * position_chance(position, strength, opponents, layout)
                       for strength in range(len(ranking.table().values)))
                 for position in range(layout.hands))


def _four_bonus(cards_used: Sequence[Card], layout: Layout) -> int:
    if layout != CRASH:  # only Crash scores a four of a kind
        return 0
    counts = Counter(c.rank for c in cards_used)
    return 1 if any(n == 4 for n in counts.values()) else 0


def expected_points(arrangement: Sequence[Sequence[Card]], opponents: int = 1,
                    scoring: str = "points", layout: Layout = CRASH) -> float:
    """Average points (positions won, outside Crash) of an arrangement, strongest first, against
    random opponents."""
    weights = _weights(scoring, layout)
    total = 0.0
    for position, group in enumerate(arrangement):
        total += weights[position] * position_chance(position, ranking.strength3(*group), opponents, layout)
    return total + _four_bonus([c for group in arrangement for c in group], layout)


def _four_bonus_of_mask(cards: Sequence[Card], layout: Layout) -> tuple[bool, Callable[[int], int]]:
    """Whether the cards hold a four of a kind Crash would score, and the bonus of the cards
    chosen by a bit mask."""
    rank_of = {1 << c: CARDS[c].rank for c in cards}
    has_four = layout == CRASH and any(n == 4 for n in Counter(c.rank for c in cards).values())

    def bonus(mask: int) -> int:
        if not has_four:
            return 0
        used = Counter(rank for bit, rank in rank_of.items() if mask & bit)
        return 1 if any(n == 4 for n in used.values()) else 0

    return has_four, bonus


def both_chance(pair: Sequence[Sequence[Card]], opponents: int, layout: Layout) -> float:
    """The chance that two hands, strongest first, each beat every opponent at their position."""
    below = win_tables(layout).below
    chance = 1.0
    for position, group in enumerate(pair):
        chance *= below[position][ranking.strength3(*group)] ** opponents
    return chance


def both_positions(cards: Sequence[Card], opponents: int, layout: Layout) -> list[list[Card]]:
    """Two hands from ``cards``, strongest first, most likely to win both positions (Seven Card
    Brag, where winning one of two wins nothing): every way to keep six and split them is tried."""
    best: list[list[Card]] = []
    best_chance = -1.0
    for kept in combinations(cards, 6):
        for first in combinations(kept, 3):
            if first[0] != kept[0]:
                break  # each split once: the first kept card is always in the first group tried
            pair = order_hands([first, [c for c in kept if c not in first]])
            chance = both_chance(pair, opponents, layout)
            if chance > best_chance:
                best, best_chance = pair, chance
    return best


def _candidates_using(cards: Sequence[Card], threes: Sequence[tuple[Card, ...]]) -> dict[Card, int]:
    """For each card, the set of candidate hands that use it, as an int whose bit ``i`` stands
    for ``threes[i]``."""
    using = dict.fromkeys(cards, 0)
    bit = 1
    for three in threes:
        for card in three:
            using[card] |= bit
        bit <<= 1
    return using


def suggest(cards: Sequence[Card], opponents: int = 1, scoring: str = "points",
            layout: Layout = CRASH) -> list[list[Card]]:
    """The legal arrangement of ``cards`` with the most expected points (positions won; in Seven
    Card Brag the best chance of winning both), strongest hand first."""
    if layout.all_or_nothing and layout.hands == 2:
        return both_positions(cards, opponents, layout)
    ranked = ranked_threes(cards, layout)
    if not ranked:
        return []
    strengths = [strength for strength, _ in ranked]
    threes = [three for _, three in ranked]
    positions = layout.hands
    complete = 0 if layout.fewer_allowed else positions
    # What candidate i is worth at position p is worth[p][strengths[i]]; the search asks for few.
    worth = position_values(layout, opponents, scoring)
    count = len(ranked)
    has_four, bonus = _four_bonus_of_mask(cards, layout)

    def bound(start: int, position: int) -> float:
        # The k-th hand still to set can be no stronger than the k-th next candidate.
        total = 0.0
        for k, p in enumerate(range(position, positions)):
            if start + k >= count:
                break
            total += worth[p][strengths[start + k]]
        return total + (1 if has_four else 0)

    # The search asks for the same bounds again and again: work each out once, when first asked
    # (a search with many candidates asks for few of them).
    bounds: list[list[float | None]] = [[None] * count for _ in range(positions)]

    def bound_at(position: int, start: int) -> float:
        known = bounds[position][start]
        if known is None:
            known = bounds[position][start] = bound(start, position)
        return known

    best_value = -1.0
    best: list[int] = []
    path: list[int] = []
    steps = 0
    # The candidates left to try are a set of candidates in the bits of an int (see
    # _candidates_using): setting a hand clears the bits of every candidate using one of its
    # cards, however few candidates are left.
    using = _candidates_using(cards, threes)

    def search(left: int, position: int, used: int, so_far: float) -> None:
        nonlocal best_value, best, steps
        steps += 1
        score = so_far + bonus(used)
        if score > best_value and position >= complete:
            best_value, best = score, list(path)
        if position == positions:
            return
        # ``left`` holds the candidates after the last hand set that share no card with a hand
        # set, tried in order. Passing over the others unasked is safe: the bounds only fall
        # along the list, so the next hand's bound prunes wherever a passed one's would.
        while left:
            lowest = left & -left
            left ^= lowest
            i = lowest.bit_length() - 1
            if so_far + bound_at(position, i) <= best_value or (steps > SEARCH_STEPS and best):
                return
            a, b, c = threes[i]
            path.append(i)
            search(left & ~(using[a] | using[b] | using[c]), position + 1, used | (1 << a) | (1 << b) | (1 << c),
                   so_far + worth[position][strengths[i]])
            path.pop()

    search((1 << count) - 1, 0, 0, 0.0)
    return [list(threes[i]) for i in best]
