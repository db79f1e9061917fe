"""The ``best-three`` drill: four or five cards; pick the three to keep.

The best three are found by :func:`bragtui.core.hands.evaluate`; a pick is right when
it scores as much as they do (the same strength, and so the same discards).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from random import Random

from bragtui.core import ranking
from bragtui.core.cards import Card, cards_text
from bragtui.core.hands import evaluate, make_score
from bragtui.core.practice.pool import random_hand_of_type
from bragtui.core.practice.question import Mark, Question, deal

NAME = "best-three"
OVER_A_PAIR = "over-a-pair"
FAMILIES = ("high-card", "pair", OVER_A_PAIR, "flush", "run", "running-flush", "prial")
"""By the type of the best three; ``over-a-pair``: a pair is held, yet a flush or run beats it."""
_TRIES = 400


def family_of(cards: Sequence[Card]) -> str:
    """The family of a deal: the type of its best three, or ``over-a-pair``."""
    kind = ranking.hand_type(evaluate(cards).strength)
    has_pair = any(n >= 2 for n in Counter(c.rank for c in cards).values())
    if has_pair and kind in (ranking.FLUSH, ranking.RUN, ranking.RUNNING_FLUSH):
        return OVER_A_PAIR
    return ranking.TYPE_NAMES[kind].replace(" ", "-")


def _deal_of(rng: Random, family: str, size: int) -> list[Card]:
    """Four or five cards of ``family``: sampled, or built around a hand of its type when rare."""
    for _ in range(_TRIES):
        cards = deal(rng, size)
        if family_of(cards) == family:
            return cards
    kind = ranking.RUN if family == OVER_A_PAIR else ranking.TYPE_NAMES.index(family.replace("-", " "))
    three = random_hand_of_type(rng, kind)
    cards = three + deal(rng, size - 3, three)
    rng.shuffle(cards)
    return cards


def ask(rng: Random, family: str | None = None) -> Question:
    """Four or five cards of ``family`` (random when ``None``) to keep the best three of."""
    family = family or rng.choice(FAMILIES)
    cards = _deal_of(rng, family, rng.choice((4, 5)))
    best = evaluate(cards)
    return Question(NAME, family_of(cards), f"Keep the best three of these {len(cards)} cards.", (tuple(cards),),
                    (), (tuple(best.best),), (f"Best three: {cards_text(best.best)}, {best.describe()}.",))


def _score_of_pick(cards: Sequence[Card], kept: Sequence[Card]) -> int:
    discards = sorted((c.rank for c in cards if c not in kept), reverse=True)
    return make_score(ranking.strength3(*kept), 0, discards)


def mark(question: Question, given: Sequence[Sequence[Card]]) -> Mark:
    """Mark the three cards kept (``given`` holds one group of three of the cards shown)."""
    cards = question.hands[0]
    best = evaluate(cards)
    kept = list(given[0]) if given else []
    spare = sorted((c for c in cards if c not in best.best), key=lambda c: -c.rank)
    tie_break = f"Against an equal three the discards ({cards_text(spare)}) decide, highest first."
    expected = f"{cards_text(best.best)} ({best.describe()})"
    if len(kept) != 3 or len(set(kept)) != 3 or not set(kept) <= set(cards):
        return Mark(False, f"Keep three of the cards shown: {expected} is the best. {tie_break}", expected,
                    cards_text(kept))
    mine = ranking.strength3(*kept)
    given_text = f"{cards_text(kept)} ({ranking.describe(mine)})"
    right = _score_of_pick(cards, kept) == best.score
    if right:
        why = f"{cards_text(kept)} makes a {best.type_name} ({ranking.describe(mine)}), the best three. {tie_break}"
    else:
        why = (f"{cards_text(best.best)} makes a {best.type_name} ({best.describe()}); "
               f"{cards_text(kept)} makes only a {ranking.TYPE_NAMES[ranking.hand_type(mine)]}"
               f" ({ranking.describe(mine)}). {tie_break}")
    return Mark(right, why, expected, given_text)
