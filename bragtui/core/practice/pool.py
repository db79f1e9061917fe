"""Every three-card hand, grouped by type, so that a drill can ask about rare types as often as common ones."""

from __future__ import annotations

from functools import cache
from itertools import combinations
from random import Random

from bragtui.core import ranking
from bragtui.core.cards import NATURAL_CARDS, Card, make_card


@cache
def hands_of_type(kind: int) -> tuple[tuple[Card, Card, Card], ...]:
    """Every natural three-card hand of the type ``kind`` (``ranking.PAIR`` …)."""
    return tuple(hand for hand in combinations(NATURAL_CARDS, 3)
                 if ranking.hand_type(ranking.strength3(*hand)) == kind)


def random_hand_of_type(rng: Random, kind: int, used: set[int] | frozenset[int] = frozenset()) -> list[Card]:
    """A random hand of the type ``kind`` holding none of the cards ``used``, in a shuffled order."""
    choices = [hand for hand in hands_of_type(kind) if not used.intersection(hand)]
    hand = list(rng.choice(choices))
    rng.shuffle(hand)
    return hand


def with_suits(rng: Random, ranks: tuple[int, ...], used: set[int], *, same_suit: bool | None = None) -> list[Card]:
    """Cards of these ranks in random suits, none in ``used``: all one suit when ``same_suit``,
    never all one suit when it is ``False`` (``None``: either). Returns ``[]`` if none can be found."""
    for _ in range(200):
        if same_suit:
            suit = rng.randrange(4)
            suits = [suit] * len(ranks)
        else:
            suits = [rng.randrange(4) for _ in ranks]
        if same_suit is False and len(set(suits)) == 1:
            continue
        cards = [make_card(rank, suit) for rank, suit in zip(ranks, suits, strict=True)]
        if len(set(cards)) == len(cards) and not used.intersection(cards):
            return cards
    return []
