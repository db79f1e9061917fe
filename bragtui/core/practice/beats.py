"""The ``beats`` drill: roughly how many of the 22,100 three-card hands does this hand beat?"""

from __future__ import annotations

from random import Random

from bragtui.core import ranking
from bragtui.core.hands import evaluate
from bragtui.core.practice.name import FAMILIES
from bragtui.core.practice.pool import random_hand_of_type
from bragtui.core.practice.question import Choice, Mark, Question

NAME = "beats"
BANDS = ((0, 11_050), (11_050, 16_575), (16_575, 19_890), (19_890, 21_437), (21_437, ranking.TOTAL_HANDS))
"""The bands offered, as counts of hands beaten (half open: the lower end counts in the band):
below half, half to 75%, 75% to 90%, 90% to 97%, 97% and above."""
CHOICES = (Choice("1", "under 11,050 (below half)"), Choice("2", "11,050 to 16,574 (50-75%)"),
           Choice("3", "16,575 to 19,889 (75-90%)"), Choice("4", "19,890 to 21,436 (90-97%)"),
           Choice("5", "21,437 or more (top 3%)"))


def band_of(beaten: int) -> str:
    """The key of the band holding this count of hands beaten."""
    return next(str(i) for i, (low, high) in enumerate(BANDS, start=1) if low <= beaten < high)


def ask(rng: Random, family: str | None = None) -> Question:
    """A hand of the type ``family`` (random when ``None``): which band holds the count it beats?"""
    family = family or rng.choice(FAMILIES)
    hand = random_hand_of_type(rng, FAMILIES.index(family))
    beaten = ranking.hands_beaten(ranking.strength3(*hand))
    fact = f"It beats exactly {beaten:,} of the {ranking.TOTAL_HANDS:,} hands: better than " \
           f"{100 * beaten / ranking.TOTAL_HANDS:.1f}% of them."
    return Question(NAME, family, f"How many of the {ranking.TOTAL_HANDS:,} hands does this hand beat?",
                    (tuple(hand),), CHOICES, band_of(beaten), (fact,))


def mark(question: Question, given: str) -> Mark:
    """Mark the band chosen with a key ``1`` to ``5``."""
    value = evaluate(question.hands[0])
    beaten = ranking.hands_beaten(value.strength)
    share = 100 * beaten / ranking.TOTAL_HANDS
    why = f"{value.describe()} (a {value.type_name}) beats {beaten:,} hands, {share:.1f}%"
    if given != question.answer:
        why += f", not {question.choice_label(given)}"
    return Mark(given == question.answer, why, question.choice_label(question.answer), question.choice_label(given))
