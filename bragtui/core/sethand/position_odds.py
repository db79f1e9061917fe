"""How often set hands win their positions: seeded play-outs of the cards a seat cannot see.

The seat's own hands are fixed. Each play-out deals one opponent's cards from the
rest of the pack and sets them the greedy way (the strongest hand, then the
strongest of the rest): how ``medium`` sets them, and the opponent the solver's
own tables assume. A position is turned up as the games do it: the one strongest
hand there wins it, a tie wins nothing, and a player with no hand there (Crash)
does not compete.

Setting each opponent as ``hard`` does, by the solver, would take half a
millisecond a play-out: 200 of them take twice the coach's 50 ms. Against
such opponents, who spread their strength over the positions, the chance at
each position reads some ten points out on average; the chance of winning every
position, a few points.

Against several opponents the play-outs are taken as independent, so the chance
of beating them all is the chance of beating one raised to their number (as the
solver reckons too): the work stays that of one opponent's play-outs however
many sit at the table. On seeded positions of every game, with two to six
opponents, the chances came within about a point on average (five at most) of
those found by dealing every opponent's cards together.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from math import ceil
from random import Random

from bragtui.core import ranking
from bragtui.core.cards import NATURAL_CARDS, Card
from bragtui.core.sethand.arrangement import CRASH, FIFTEEN, FOUR_ORDER, STREET_POINTS, Layout, set_fours
from bragtui.core.sethand.crash_solver import ranked_threes

PLAY_OUTS = 200
"""The fewest play-outs (one opponent's cards dealt and set) a reckoning makes."""
SEED = 33
"""The play-outs' seed: the same cards always get the same chances."""

Dealt = tuple[tuple[int, ...], int]
"""An opponent's set: each position's strength (-1: no hand there), and the place in
:data:`FOUR_ORDER` of a four of a kind all in their set hands (0: none, or not asked)."""


@dataclass(frozen=True, slots=True)
class PositionOdds:
    """A set of hands' chances against the players still in."""

    wins: tuple[float, ...]
    """For each set hand, strongest first, the chance it wins its position outright."""
    every: float
    """The chance of winning every position of the layout outright (Seven Card Brag's pot, Nine
    Card Brag's main pot, a crash)."""
    most: float | None
    """The chance of winning more positions than any other player (Fifteen Card Brag's point;
    ``None`` in the other games, which do not score it)."""
    points: float
    """The positions won on average; in Crash the points (each position's points, and the four
    of a kind's point)."""
    play_outs: int


class _Threes:
    """Every three-card hand a layout lets a player set, strongest first (equal hands in
    ``combinations`` order), and for each card the hands holding it, as the bits of an int.

    A hand's greedy set is then a few operations on whole ints rather than a loop over its
    threes (Crash's thirteen cards make 286): the hands its cards make are those holding no other card, the
    strongest is the lowest bit left, and setting it clears every hand sharing one of its cards."""

    def __init__(self, layout: Layout):
        ranked = ranked_threes(NATURAL_CARDS, layout)
        self.strengths = [strength for strength, _ in ranked]
        self.cards = [three for _, three in ranked]
        marks = [bytearray((len(ranked) + 7) // 8) for _ in NATURAL_CARDS]
        for index, three in enumerate(self.cards):
            for card in three:
                marks[card][index >> 3] |= 1 << (index & 7)
        self.holding = [int.from_bytes(mark, "little") for mark in marks]
        self.all = (1 << len(ranked)) - 1

    def holding_any(self, cards: Sequence[Card]) -> int:
        """The hands holding any of ``cards``."""
        bits = 0
        for card in cards:
            bits |= self.holding[card]
        return bits

    def greedy(self, others: int, hands: int) -> list[int]:
        """The greedy set of the player holding every card but those of the hands ``others``: the
        places of its hands in :attr:`cards`, strongest first."""
        free = self.all & ~others
        picks: list[int] = []
        while free and len(picks) < hands:
            index = (free & -free).bit_length() - 1
            picks.append(index)
            a, b, c = self.cards[index]
            free &= ~(self.holding[a] | self.holding[b] | self.holding[c])
        return picks


@cache
def threes_of(layout: Layout) -> _Threes:
    """A layout's hands as bits, worked out on its first play-outs (a tenth of a second) and kept."""
    return _Threes(layout)


def _strengths(groups: Sequence[Sequence[Card]], layout: Layout) -> tuple[int, ...]:
    """Set hands as the play-outs compare them: each position's strength, -1 where none is set."""
    return tuple(ranking.strength3(*group) for group in groups) + (-1,) * (layout.hands - len(groups))


def _four_place(groups: Sequence[Sequence[Card]]) -> int:
    """The place in :data:`FOUR_ORDER` of the highest four of a kind all in ``groups`` (0: none)."""
    return max((FOUR_ORDER[rank] for rank in set_fours(groups)), default=0)


def _shuffle_sets(unseen: list[Card], seat: int, layout: Layout, rng: Random, fours: bool) -> list[Dealt]:
    """Shuffle the ``unseen`` cards, cut them into as many whole hands as they hold (each one
    opponent's cards, as likely as any other) and set each the greedy way (``seat``: the hands
    holding the seat's own cards)."""
    rng.shuffle(unseen)
    each = layout.cards_each
    blocks = [unseen[i * each:(i + 1) * each] for i in range(len(unseen) // each)]
    threes = threes_of(layout)
    held = [threes.holding_any(block) for block in blocks]
    rest = seat | threes.holding_any(unseen[len(blocks) * each:])
    sets = []
    for j in range(len(blocks)):
        others = rest
        for k, bits in enumerate(held):
            if k != j:
                others |= bits
        picks = threes.greedy(others, layout.hands)
        strengths = tuple(threes.strengths[i] for i in picks) + (-1,) * (layout.hands - len(picks))
        sets.append((strengths, _four_place([threes.cards[i] for i in picks]) if fours else 0))
    return sets


def opponent_sets(cards: Sequence[Card], layout: Layout, fours: bool = False,
                  play_outs: int = PLAY_OUTS) -> list[Dealt]:
    """At least ``play_outs`` opponents' sets, each dealt from the cards not in ``cards`` (seeded)."""
    held = set(cards)
    unseen = [card for card in NATURAL_CARDS if card not in held]
    per_shuffle = len(unseen) // layout.cards_each
    rng = Random(SEED)
    seat = threes_of(layout).holding_any(cards)
    return [found for _ in range(ceil(play_outs / per_shuffle))
            for found in _shuffle_sets(unseen, seat, layout, rng, fours)]


def _most(own: Sequence[int], sets: Sequence[Dealt], opponents: int) -> float:
    """The chance of winning more positions than any opponent: each play-out's opponents are
    the next ``opponents`` sets found."""
    count = len(sets)
    most = 0
    for first in range(count):
        strengths = [own, *(sets[(first + k) % count][0] for k in range(opponents))]
        tricks = [0] * len(strengths)
        for there in zip(*strengths, strict=True):
            top = max(there)
            if top >= 0 and there.count(top) == 1:
                tricks[there.index(top)] += 1
        most += tricks[0] > max(tricks[1:])
    return most / count


def _beaten(own: Sequence[int], sets: Sequence[Dealt]) -> tuple[list[float], float]:
    """The share of the play-outs whose opponent the seat beats at each position (none where the
    seat has no hand), and at every position."""
    n = len(sets)
    below = [sum(theirs[p] < mine for theirs, _ in sets) / n if mine >= 0 else 0.0 for p, mine in enumerate(own)]
    if min(own) < 0:
        return below, 0.0
    return below, sum(all(t < m for t, m in zip(theirs, own, strict=True)) for theirs, _ in sets) / n


def position_odds(arrangement: Sequence[Sequence[Card]], cards: Sequence[Card], opponents: int,
                  layout: Layout = CRASH, scoring: str = "points", play_outs: int = PLAY_OUTS) -> PositionOdds:
    """The chances of the hands ``arrangement`` (strongest first, set from the seat's ``cards``)
    against ``opponents`` players dealt from the cards the seat cannot see."""
    opponents = max(1, opponents)
    own_four = _four_place(arrangement) if layout == CRASH else 0
    own = _strengths(arrangement, layout)
    sets = opponent_sets(cards, layout, own_four > 0, play_outs)
    below, everywhere = _beaten(own, sets)
    wins = tuple(share ** opponents for share in below[:len(arrangement)])
    # The four of a kind's point: the seat's set four is the highest set.
    fours = (sum(four < own_four for _, four in sets) / len(sets)) ** opponents if own_four else 0.0
    weights = STREET_POINTS if scoring == "street" and layout == CRASH else (1,) * layout.hands
    points = sum(w * chance for w, chance in zip(weights, wins, strict=False)) + fours
    most = _most(own, sets, opponents) if layout == FIFTEEN else None
    return PositionOdds(wins, everywhere ** opponents, most, points, len(sets))
