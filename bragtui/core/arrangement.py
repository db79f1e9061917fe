"""Arrangement rules of Crash: pure functions of cards, shared by the controller and the app.

Up to four three-card hands are set from thirteen cards, each a pair or better,
strongest first; the cards left over are discarded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bragtui.core import ranking
from bragtui.core.cards import Card, cards_text
from bragtui.core.errors import IllegalAction

CARDS_EACH = 13
POSITIONS = 4
STREET_POINTS = (4, 3, 2, 1)
# Fours rank with 4-4-4-4 on top, then aces down to twos.
FOUR_ORDER = {4: 20, **{rank: rank for rank in range(2, 15) if rank != 4}}


def is_pair_or_better(cards: Sequence[int]) -> bool:
    return ranking.hand_type(ranking.strength3(*cards)) >= ranking.PAIR


def order_hands(groups: Sequence[Sequence[Card]]) -> list[list[Card]]:
    """Set hands strongest first (equal hands keep the order given)."""
    return sorted((list(g) for g in groups), key=lambda g: -ranking.strength3(*g))


def check_arrangement(cards: Sequence[Card], groups: Sequence[Sequence[Card]]) -> list[list[Card]]:
    """Refuse an arrangement the rules do not allow; return it strongest first."""
    if len(groups) > POSITIONS:
        raise IllegalAction(f"set at most {POSITIONS} hands, not {len(groups)}")
    used: set[int] = set()
    for number, group in enumerate(groups, start=1):
        if len(group) != 3:
            raise IllegalAction(f"hand {number} has {len(group)} cards; each set hand has 3")
        for card in group:
            if card not in cards:
                raise IllegalAction(f"you do not hold {card}")
            if card in used:
                raise IllegalAction(f"{card} is used twice")
            used.add(card)
        if not is_pair_or_better(group):
            described = ranking.describe(ranking.strength3(*group))
            described = described[0].lower() + described[1:]
            raise IllegalAction(f"hand {number} ({cards_text(group)}) is only {described}: "
                                "each set hand must be a pair or better")
    return order_hands(groups)


def pair_count(cards: Sequence[Card]) -> int:
    """Pairs among the cards: two of a rank make one, four of a rank make two."""
    return sum(n // 2 for n in Counter(c.rank for c in cards).values())


def is_thirteen_card_run(cards: Sequence[Card]) -> bool:
    return len(cards) == CARDS_EACH and {c.rank for c in cards} == set(range(2, 15))


def set_fours(groups: Sequence[Sequence[Card]]) -> list[int]:
    """Ranks of which all four cards are in the set hands."""
    counts = Counter(c.rank for group in groups for c in group)
    return [rank for rank, n in counts.items() if n == 4]
