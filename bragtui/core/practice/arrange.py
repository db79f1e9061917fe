"""The ``arrange`` drill: thirteen cards; set a Crash arrangement.

An arrangement is scored by :func:`bragtui.core.sethand.crash_solver.expected_points` (points on
average against one random opponent) and marked right when it comes within
``TOLERANCE`` of the solver's own arrangement (the question's answer). The mark gives the
points; the hands themselves, the player's and the solver's, are the screen's to show.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from random import Random

from bragtui.core import ranking
from bragtui.core.cards import Card, make_card
from bragtui.core.errors import IllegalAction
from bragtui.core.practice.question import Mark, Question, deal
from bragtui.core.sethand.arrangement import CARDS_EACH, check_arrangement
from bragtui.core.sethand.crash_solver import expected_points, suggest

NAME = "arrange"
TOLERANCE = 0.05
"""How far below the solver's expected points an arrangement may fall and still be marked right."""
FAMILIES = ("four-of-a-kind", "prial", "no-prial")
_TRIES = 60


def family_of(cards: Sequence[Card], best: Sequence[Sequence[Card]]) -> str:
    """The family of a deal: a four of a kind held, else a prial in the best set, else neither."""
    if 4 in Counter(c.rank for c in cards).values():
        return "four-of-a-kind"
    if any(ranking.hand_type(ranking.strength3(*group)) == ranking.PRIAL for group in best):
        return "prial"
    return "no-prial"


def _deal_of(rng: Random, family: str | None) -> list[Card]:
    """Thirteen cards, sorted by rank; with all four of one rank when ``family`` asks for it."""
    if family == "four-of-a-kind":
        rank = rng.randint(2, 14)
        four = [make_card(rank, suit) for suit in range(4)]
        cards = four + deal(rng, CARDS_EACH - 4, four)
    else:
        cards = deal(rng, CARDS_EACH)
    return sorted(cards, key=lambda c: (-c.rank, c.suit))


def ask(rng: Random, family: str | None = None) -> Question:
    """Thirteen cards of ``family`` (any when ``None``; if none is found in a few deals, the last)."""
    for _ in range(_TRIES):
        cards = _deal_of(rng, family)
        best = suggest(cards)
        if family is None or family_of(cards, best) == family:
            break
    points = expected_points(best)
    best_groups = tuple(tuple(g) for g in best)
    return Question(NAME, family_of(cards, best), "Set your Crash hands: up to four, each a pair or better.",
                    (tuple(cards),), (), best_groups, detail={"points": points})


def mark(question: Question, given: Sequence[Sequence[Card]]) -> Mark:
    """Mark an arrangement (groups of three of the cards shown) against the solver's expected points."""
    cards = question.hands[0]
    best_points: float = question.detail["points"]
    expected = f"the solver's set, {best_points:.2f} points"
    try:
        mine = check_arrangement(list(cards), [list(g) for g in given])
    except IllegalAction as refusal:
        return Mark(False, f"That set is not allowed: {refusal}. The solver's makes {best_points:.2f} points.",
                    expected, "a set not allowed")
    points = expected_points(mine)
    right = points >= best_points - TOLERANCE
    why = (f"On average against one random opponent, your hands make {points:.2f} points and the "
           f"solver's {best_points:.2f}.")
    return Mark(right, why, expected, f"{points:.2f} points")
