"""Probabilities of Brag hands: the table of hand types, and a hand's chance to be best.

Against one opponent every possible opposing hand is counted exactly; against
more, deals are sampled with a seeded generator and the error is reported.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations, starmap
from typing import Final, NamedTuple

from bragtui.core import ranking
from bragtui.core.errors import CardError
from bragtui.core.hands import JOKERS_IN_PACK, WILD_OPTIONS, evaluate, natural_score


class TypeRow:
    """One line of the odds table: a hand type, how many hands are of it, and the chance of one.

    A plain class rather than a named tuple, whose ``count`` would hide ``tuple.count``, or a
    dataclass, whose module costs the core a quarter of its import time.
    """

    __slots__ = ("count", "name", "probability")

    def __init__(self, name: str, count: int, probability: float) -> None:
        self.name: Final = name
        self.count: Final = count
        self.probability: Final = probability

    def __repr__(self) -> str:
        return f"TypeRow(name={self.name!r}, count={self.count!r}, probability={self.probability!r})"

    @property
    def odds_against(self) -> float:
        """Odds against being dealt this type, as ``n`` in "n to 1"."""
        return (ranking.TOTAL_HANDS - self.count) / self.count


def type_table() -> list[TypeRow]:
    """Count every type of hand over all 22,100 three-card hands, best first.

    Prials of threes, the best hand, are listed apart from the other prials.
    """
    counts = ranking.type_counts()
    threes = ranking.table().counts[ranking.max_strength()]
    rows = [("prial of threes", threes), ("other prial", counts["prial"] - threes)]
    rows += [(name, n) for name, n in counts.items() if name != "prial"]
    return [TypeRow(name, n, n / ranking.TOTAL_HANDS) for name, n in rows]


class HandOdds(NamedTuple):
    """How often a hand is the best at the table."""

    players: int
    method: str
    """``exact`` (every deal counted) or ``simulation`` (random deals)."""
    deals: int
    win: float
    """Chance of being the best hand alone."""
    tie: float
    """Chance of sharing the best hand with another player."""
    lose: float
    error: float
    """Margin of error at 95% confidence for each figure (0 when exact)."""
    seed: int | None

    def as_dict(self) -> dict[str, object]:
        return self._asdict()


# Five-card hands with wild cards are too slow to count exhaustively in Python.
_EXACT_LIMIT = 250_000


Scorer = Callable[[Sequence[int]], int]
"""A hand's score in some game's order: larger wins, equal ties."""


def _scorer(wild: str) -> Scorer:
    if wild == "none":
        return natural_score
    wild_cards = WILD_OPTIONS[wild]
    return lambda cards: evaluate(cards, wild_cards).score


def hand_odds(cards: Sequence[int], players: int = 2, *, wild: str = "none",
              trials: int = 20_000, seed: int = 0, scorer: Scorer | None = None,
              face_up: Sequence[int] = ()) -> HandOdds:
    """The chance that ``cards`` is the best of ``players`` hands of the same size.

    The other hands come from the rest of the pack (with the option's jokers), less the
    ``face_up`` cards (Teen Patti's joker card). Hands are scored in Brag's order, or by
    ``scorer`` (Teen Patti's order, say) if given.
    """
    if not 2 <= players <= 10:
        raise CardError(f"players must be 2 to 10, not {players}")
    rest = [card for card in _rest_of_pack(cards, players, wild) if card not in face_up]
    if players == 2 and (scorer is not None or wild == "none" or math.comb(len(rest), len(cards)) <= _EXACT_LIMIT):
        return _exact_odds(cards, rest, wild, scorer)
    return _simulated_odds(cards, rest, players, scorer or _scorer(wild), trials, seed)


def _rest_of_pack(cards: Sequence[int], players: int, wild: str) -> list[int]:
    """The cards the other hands are dealt from, refused if too few for them all."""
    pack_size = 52 + JOKERS_IN_PACK.get(wild, 0)
    held = set(cards)
    rest = [c for c in range(pack_size) if c not in held]
    if len(rest) < len(cards) * (players - 1):
        raise CardError(f"the pack has too few cards for {players} hands of {len(cards)}")
    return rest


def _exact_odds(cards: Sequence[int], rest: Sequence[int], wild: str, scorer: Scorer | None = None) -> HandOdds:
    """Against one opponent: every hand the rest of the pack can make, counted."""
    if len(cards) == 3 and wild == "none" and scorer is None:
        # Natural three-card hands compare by strength alone: look each up directly.
        i, j, k = cards
        mine = ranking.strength3(i, j, k)
        others: Iterator[int] = starmap(ranking.strength3, combinations(rest, 3))
    else:
        score = scorer or _scorer(wild)
        mine = score(cards)
        others = map(score, combinations(rest, len(cards)))
    wins = ties = deals = 0
    for other in others:
        deals += 1
        if other < mine:
            wins += 1
        elif other == mine:
            ties += 1
    return HandOdds(2, "exact", deals, wins / deals, ties / deals, (deals - wins - ties) / deals, 0.0, None)


def _simulated_odds(cards: Sequence[int], rest: Sequence[int], players: int, score: Scorer,
                    trials: int, seed: int) -> HandOdds:
    """Against several opponents: ``trials`` random deals from a generator seeded with ``seed``."""
    mine = score(cards)
    size = len(cards)
    rng = random.Random(seed)
    wins = ties = 0
    needed = size * (players - 1)
    for _ in range(trials):
        drawn = rng.sample(rest, needed)
        best_other = max(score(drawn[i:i + size]) for i in range(0, needed, size))
        if best_other < mine:
            wins += 1
        elif best_other == mine:
            ties += 1
    win, tie = wins / trials, ties / trials
    error = _margin_of_error(win, tie, trials)
    return HandOdds(players, "simulation", trials, win, tie, 1 - win - tie, error, seed)


def _margin_of_error(win: float, tie: float, trials: int) -> float:
    """The 95% margin of error of the least certain of the three figures."""
    worst_p = max(win, tie, 1 - win - tie, key=lambda p: p * (1 - p))
    return 1.96 * math.sqrt(worst_p * (1 - worst_p) / trials)
