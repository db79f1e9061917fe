"""Suggesting a Crash arrangement: the set hands that score the most points on average.

A position is won against one opponent when that opponent has no hand there or
a weaker one. How often that happens for a hand of each strength at each
position is estimated once, on first use, from seeded random deals arranged
greedily. The search then tries every legal arrangement, strongest hand first,
cutting off branches that cannot beat the best found so far.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations
from typing import NamedTuple

from bragtui.core import ranking
from bragtui.core.arrangement import POSITIONS, STREET_POINTS
from bragtui.core.cards import CARDS, Card

SAMPLE_DEALS = 3000
SAMPLE_SEED = 13


class Group(NamedTuple):
    """A candidate set hand: its strength, its cards as a bit mask, and the cards."""

    strength: int
    mask: int
    cards: tuple[Card, ...]


def legal_groups(cards: Sequence[Card]) -> list[Group]:
    """Every three of ``cards`` that is a pair or better, strongest first."""
    pair = ranking.table().first_of_type[ranking.PAIR]
    groups = []
    for a, b, c in combinations(cards, 3):
        strength = ranking.strength3(a, b, c)
        if strength >= pair:
            groups.append(Group(strength, (1 << a) | (1 << b) | (1 << c), (a, b, c)))
    groups.sort(key=lambda g: -g.strength)
    return groups


def greedy_arrangement(cards: Sequence[Card]) -> list[list[Card]]:
    """The simple way: take the strongest hand the cards make, then the strongest of the rest."""
    chosen: list[list[Card]] = []
    used = 0
    for group in legal_groups(cards):
        if not group.mask & used:
            chosen.append(list(group.cards))
            used |= group.mask
            if len(chosen) == POSITIONS:
                break
    return chosen


class _WinTables:
    """For each position, the chance that one random opponent's hand there is absent or weaker."""

    def __init__(self, deals: int = SAMPLE_DEALS, seed: int = SAMPLE_SEED):
        rng = random.Random(seed)
        size = len(ranking.table().values)
        counts = [[0] * size for _ in range(POSITIONS)]
        absent = [0] * POSITIONS
        pack = list(CARDS[:52])
        for _ in range(deals):
            hands = greedy_arrangement(rng.sample(pack, 13))
            for position in range(POSITIONS):
                if position < len(hands):
                    counts[position][ranking.strength3(*hands[position])] += 1
                else:
                    absent[position] += 1
        self.below: list[list[float]] = []
        for position in range(POSITIONS):
            running = absent[position]
            row = []
            for strength in range(size):
                row.append(running / deals)
                running += counts[position][strength]
            self.below.append(row)


@cache
def win_tables() -> _WinTables:
    """The win chances, estimated on the first call (a few hundred milliseconds) and kept."""
    return _WinTables()


def _weights(scoring: str) -> tuple[int, ...]:
    return STREET_POINTS if scoring == "street" else (1,) * POSITIONS


def position_chance(position: int, strength: int, opponents: int) -> float:
    """The chance that a hand of ``strength`` at ``position`` beats every opponent there."""
    return win_tables().below[position][strength] ** opponents


def _four_bonus(cards_used: Sequence[Card]) -> int:
    counts = Counter(c.rank for c in cards_used)
    return 1 if any(n == 4 for n in counts.values()) else 0


def expected_points(arrangement: Sequence[Sequence[Card]], opponents: int = 1,
                    scoring: str = "points") -> float:
    """Average points of an arrangement (strongest first) against random opponents."""
    weights = _weights(scoring)
    total = 0.0
    for position, group in enumerate(arrangement):
        total += weights[position] * position_chance(position, ranking.strength3(*group), opponents)
    return total + _four_bonus([c for group in arrangement for c in group])


def suggest(cards: Sequence[Card], opponents: int = 1, scoring: str = "points") -> list[list[Card]]:
    """The legal arrangement of ``cards`` with the most expected points, strongest hand first."""
    groups = legal_groups(cards)
    if not groups:
        return []
    weights = _weights(scoring)
    below = win_tables().below
    value = [[weights[p] * below[p][g.strength] ** opponents for g in groups] for p in range(POSITIONS)]
    masks = [g.mask for g in groups]
    count = len(groups)
    rank_of = {1 << c: CARDS[c].rank for c in cards}
    has_four = any(n == 4 for n in Counter(c.rank for c in cards).values())

    def bonus(mask: int) -> int:
        if not has_four:
            return 0
        used = Counter(rank for bit, rank in rank_of.items() if mask & bit)
        return 1 if any(n == 4 for n in used.values()) else 0

    def bound(start: int, position: int) -> float:
        # The k-th hand still to set can be no stronger than the k-th next candidate.
        total = 0.0
        for k, p in enumerate(range(position, POSITIONS)):
            if start + k >= count:
                break
            total += value[p][start + k]
        return total + (1 if has_four else 0)

    # The search asks for the same bounds again and again: work each out once.
    bounds = [[bound(start, position) for start in range(count)] for position in range(POSITIONS)]

    best_value = -1.0
    best: list[int] = []
    path: list[int] = []

    def search(start: int, position: int, used: int, so_far: float) -> None:
        nonlocal best_value, best
        score = so_far + bonus(used)
        if score > best_value:
            best_value, best = score, list(path)
        if position == POSITIONS:
            return
        for i in range(start, count):
            if so_far + bounds[position][i] <= best_value:
                return
            if masks[i] & used:
                continue
            path.append(i)
            search(i + 1, position + 1, used | masks[i], so_far + value[position][i])
            path.pop()

    search(0, 0, 0, 0.0)
    return [list(groups[i].cards) for i in best]
