"""The ``name`` drill: name the type of a three-card hand (one key for each of the six types)."""

from __future__ import annotations

from random import Random

from bragtui.core import ranking
from bragtui.core.hands import evaluate
from bragtui.core.practice.pool import random_hand_of_type
from bragtui.core.practice.question import Choice, Mark, Question

NAME = "name"
FAMILIES = tuple(name.replace(" ", "-") for name in ranking.TYPE_NAMES)
"""One family per hand type, so the rare types come up as often as the common ones."""
CHOICES = tuple(Choice(str(kind + 1), name) for kind, name in enumerate(ranking.TYPE_NAMES))


def ask(rng: Random, family: str | None = None) -> Question:
    """A hand of the type ``family`` (a random type when ``None``) to be named."""
    family = family or rng.choice(FAMILIES)
    kind = FAMILIES.index(family)
    hand = random_hand_of_type(rng, kind)
    return Question(NAME, family, "What type of hand is this?", (tuple(hand),), CHOICES, str(kind + 1),
                    (f"Beats {ranking.hands_beaten(ranking.strength3(*hand)):,} of the "
                     f"{ranking.TOTAL_HANDS:,} hands.",))


_WHY = {
    ranking.PRIAL: "three cards of one rank make a prial, the best type",
    ranking.RUNNING_FLUSH: "three cards in sequence, all of one suit, make a running flush",
    ranking.RUN: "three cards in sequence, not all of one suit, make a run",
    ranking.FLUSH: "three cards of one suit, not in sequence, make a flush",
    ranking.PAIR: "two cards of one rank make a pair",
    ranking.HIGH_CARD: "no pair, run or flush: the hand is valued by its high card",
}


def mark(question: Question, given: str) -> Mark:
    """Mark the type named with a key ``1`` (high card) to ``6`` (prial)."""
    value = evaluate(question.hands[0])
    kind = ranking.hand_type(value.strength)
    why = f"It is a {value.type_name} ({value.describe()}): {_WHY[kind]}"
    if given != question.answer and given in {c.key for c in CHOICES}:
        why += f"; it is not a {question.choice_label(given)}"
    return Mark(given == question.answer, why, question.choice_label(question.answer), question.choice_label(given))
