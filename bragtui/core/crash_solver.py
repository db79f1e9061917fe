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
from typing import NamedTuple

from bragtui.core import ranking
from bragtui.core.arrangement import CRASH, STREET_POINTS, Layout, order_hands
from bragtui.core.cards import CARDS, Card

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


def legal_groups(cards: Sequence[Card], layout: Layout = CRASH) -> list[Group]:
    """Every three of ``cards`` that may be set (in Crash: a pair or better), strongest first."""
    pair = ranking.table().first_of_type[ranking.PAIR] if layout.pair_or_better else 0
    groups = []
    for a, b, c in combinations(cards, 3):
        strength = ranking.strength3(a, b, c)
        if strength >= pair:
            groups.append(Group(strength, (1 << a) | (1 << b) | (1 << c), (a, b, c)))
    groups.sort(key=lambda g: -g.strength)
    return groups


def greedy_arrangement(cards: Sequence[Card], layout: Layout = CRASH) -> list[list[Card]]:
    """The simple way: take the strongest hand the cards make, then the strongest of the rest.

    Without Crash's pair-or-better rule any three cards left make a hand, so this
    always sets every hand a layout asks for."""
    chosen: list[list[Card]] = []
    used = 0
    for group in legal_groups(cards, layout):
        if not group.mask & used:
            chosen.append(list(group.cards))
            used |= group.mask
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


def both_positions(cards: Sequence[Card], opponents: int, layout: Layout) -> list[list[Card]]:
    """Two hands from ``cards``, strongest first, most likely to win both positions (Seven Card
    Brag, where winning one of two wins nothing): every way to keep six and split them is tried."""
    below = win_tables(layout).below
    best: list[list[Card]] = []
    best_chance = -1.0
    for kept in combinations(cards, 6):
        for first in combinations(kept, 3):
            if first[0] != kept[0]:
                break  # each split once: the first kept card is always in the first group tried
            pair = order_hands([first, [c for c in kept if c not in first]])
            chance = 1.0
            for position, group in enumerate(pair):
                chance *= below[position][ranking.strength3(*group)] ** opponents
            if chance > best_chance:
                best, best_chance = pair, chance
    return best


def suggest(cards: Sequence[Card], opponents: int = 1, scoring: str = "points",
            layout: Layout = CRASH) -> list[list[Card]]:
    """The legal arrangement of ``cards`` with the most expected points (positions won; in Seven
    Card Brag the best chance of winning both), strongest hand first."""
    if layout.all_or_nothing and layout.hands == 2:
        return both_positions(cards, opponents, layout)
    groups = legal_groups(cards, layout)
    if not groups:
        return []
    positions = layout.hands
    complete = 0 if layout.fewer_allowed else positions
    weights = _weights(scoring, layout)
    below = win_tables(layout).below
    value = [[weights[p] * below[p][g.strength] ** opponents for g in groups] for p in range(positions)]
    masks = [g.mask for g in groups]
    count = len(groups)
    has_four, bonus = _four_bonus_of_mask(cards, layout)

    def bound(start: int, position: int) -> float:
        # The k-th hand still to set can be no stronger than the k-th next candidate.
        total = 0.0
        for k, p in enumerate(range(position, positions)):
            if start + k >= count:
                break
            total += value[p][start + k]
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

    def search(start: int, position: int, used: int, so_far: float) -> None:
        nonlocal best_value, best, steps
        steps += 1
        score = so_far + bonus(used)
        if score > best_value and position >= complete:
            best_value, best = score, list(path)
        if position == positions:
            return
        for i in range(start, count):
            # A hand sharing a card is passed over before its bound is asked: the bounds only
            # fall as i grows, so the next hand's bound prunes wherever this one's would.
            if masks[i] & used:
                continue
            if so_far + bound_at(position, i) <= best_value or (steps > SEARCH_STEPS and best):
                return
            path.append(i)
            search(i + 1, position + 1, used | masks[i], so_far + value[position][i])
            path.pop()

    search(0, 0, 0, 0.0)
    return [list(groups[i].cards) for i in best]
