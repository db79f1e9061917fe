"""How strong a hand is: the share of opposing hands it beats, and its chance against several.

A hand's *percentile* is the chance that it beats one random opposing hand of
the same size (a tie counts half). For three cards it is read exactly from the
ranking table; for the best three of four or five cards, from a table of the
best-three strengths of seeded random deals, built once on first use. Against
``n`` independent opponents the chance of being best is the percentile to the
power ``n``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from bragtui.core import ranking
from bragtui.core.cards import Card
from bragtui.core.hands import evaluate, natural_score, strength_from_score

SAMPLE_DEALS = 40_000
SAMPLE_SEED = 31


@cache
def percentile_table(cards_each: int) -> tuple[float, ...]:
    """For each three-card strength, the chance it beats one random hand of ``cards_each`` cards
    (best three of them), ties counting half."""
    tab = ranking.table()
    size = len(tab.values)
    if cards_each == 3:
        counts = [float(n) for n in tab.counts]
        total = float(ranking.TOTAL_HANDS)
    else:
        rng = random.Random(SAMPLE_SEED + cards_each)
        pack = list(range(52))
        counts = [0.0] * size
        # The quick score takes up to five cards; seven (Seven Card Brag as one hand) are evaluated.
        strength_of = (lambda cards: strength_from_score(natural_score(cards))) if cards_each <= 5 else \
            (lambda cards: evaluate(cards).strength)
        for _ in range(SAMPLE_DEALS if cards_each <= 5 else SAMPLE_DEALS // 8):
            counts[strength_of(rng.sample(pack, cards_each))] += 1
        total = float(sum(counts))
    below = 0.0
    table = []
    for strength in range(size):
        table.append((below + counts[strength] / 2) / total)
        below += counts[strength]
    return tuple(table)


def best_strength(cards: Sequence[Card], wild: str = "none") -> int:
    """The three-card strength of the best three of ``cards``."""
    if wild == "none" and len(cards) == 3:
        return ranking.strength3(*cards)
    return evaluate(cards, wild).strength


def percentile(cards: Sequence[Card], cards_each: int = 3, wild: str = "none") -> float:
    """The chance that ``cards`` (their best three) beat one random hand of ``cards_each`` cards."""
    return percentile_table(cards_each)[best_strength(cards, wild)]


def best_three(cards: Sequence[Card], wild: str = "none") -> tuple[Card, ...]:
    """The three of ``cards`` that make the best hand (the rest are the ones to discard)."""
    return tuple(evaluate(cards, wild).best)


def beat_all(q: float, opponents: int) -> float:
    """The chance a hand of percentile ``q`` beats ``opponents`` independent random hands."""
    return q ** opponents


def beat_narrowed(q: float, floor: float, loose: float) -> float:
    """The chance a hand of percentile ``q`` beats one opponent whose hand is above the
    percentile ``floor`` (their betting says so), except with chance ``loose`` that they bet
    regardless of their cards.

    Within the narrowed range every percentile is equally likely, so the chance is the
    share of ``[floor, 1]`` below ``q``: exact over that range, with no sampling noise.
    """
    narrowed = 0.0 if q <= floor else (q - floor) / (1.0 - floor) if floor < 1.0 else 0.0
    return loose * q + (1.0 - loose) * narrowed
