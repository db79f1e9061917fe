"""Evaluating a player's cards: best three of three, four or five, with wild cards.

Builds on :mod:`bragtui.core.ranking`. A :class:`HandValue` orders hands
completely: first the three-card strength, then fewer wild cards (a natural
hand beats an equal one made with a wild card), then the discarded cards of
Four and Five Card Brag, highest first.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import prod
from typing import NamedTuple

from bragtui.core import ranking
from bragtui.core.cards import CARDS, NATURAL_CARDS, Card, make_card
from bragtui.core.errors import CardError

WILD_OPTIONS: dict[str, frozenset[int]] = {
    "none": frozenset(),
    "twos": frozenset(make_card(2, s) for s in range(4)),
    "black-twos": frozenset({make_card(2, 0), make_card(2, 3)}),
    "one-eyed-jacks": frozenset({make_card(11, 2), make_card(11, 3)}),
    "suicide-king": frozenset({make_card(13, 2)}),
    "joker": frozenset({52}),
    "jokers": frozenset({52, 53}),
}
"""The wild-card house rules and the cards each makes wild."""

JOKERS_IN_PACK = {"joker": 1, "jokers": 2}
"""How many jokers each wild option adds to the pack (none for the others)."""


class HandValue(NamedTuple):
    """The value of a hand: what it is, the three cards that make it, what was discarded."""

    strength: int
    """Three-card strength (0 weakest … 740 for 3-3-3), wild cards already used at best."""
    wilds: int
    """Wild cards among the three that count."""
    discards: tuple[int, ...]
    """Ranks of the discarded cards, highest first (jokers count 0)."""
    best: tuple[Card, ...]
    """The three cards that make the hand, in the order they were held."""

    @property
    def score(self) -> int:
        """One integer that orders hands of the same size: larger wins, equal ties."""
        padded = (self.discards + (0, 0))[:2]
        return ((self.strength * 4 + 3 - self.wilds) << 8) | (padded[0] << 4) | padded[1]

    @property
    def type_name(self) -> str:
        return ranking.TYPE_NAMES[ranking.hand_type(self.strength)]

    def describe(self) -> str:
        """E.g. ``Running flush, 3-2-A`` or ``Prial of kings (1 wild)``."""
        text = ranking.describe(self.strength)
        if self.wilds:
            text += f" ({self.wilds} wild)"
        return text


_one_wild_cache: dict[tuple[int, int], int] = {}


def _strength_with_wilds(naturals: Sequence[int], wilds: int) -> int:
    """The best strength three cards can make when ``wilds`` of them are wild."""
    if wilds == 0:
        return ranking.strength3(*naturals)
    if wilds >= 2:
        # Two wild cards turn any card into a prial, and no prial of another rank is
        # reachable; three wild cards make the best hand, 3-3-3.
        return ranking.max_strength() if wilds == 3 else ranking.prial_strength(CARDS[naturals[0]].rank)
    a, b = sorted(naturals)
    cached = _one_wild_cache.get((a, b))
    if cached is None:
        cached = max(ranking.strength3(a, b, c) for c in NATURAL_CARDS if c != a and c != b)
        _one_wild_cache[(a, b)] = cached
    return cached


_TRIPLES = {n: [(i, j, k, tuple(x for x in range(n) if x not in (i, j, k)))
                for i, j, k in combinations(range(n), 3)] for n in (4, 5)}


def _best_natural(held: Sequence[Card]) -> tuple[int, tuple[int, int, int]]:
    """Best three of four or five natural cards: ``(strength << 8 | discard ranks, indices)``."""
    flat = ranking.table().flat
    ranks = [(c >> 2) + 2 for c in held]
    best = -1
    best_chosen = (0, 1, 2)
    for i, j, k, rest in _TRIPLES[len(held)]:
        score = flat[held[i] * 2704 + held[j] * 52 + held[k]] << 8
        if len(rest) == 1:
            score |= ranks[rest[0]] << 4
        else:
            d1, d2 = ranks[rest[0]], ranks[rest[1]]
            score |= (d1 << 4 | d2) if d1 >= d2 else (d2 << 4 | d1)
        if score > best:
            best, best_chosen = score, (i, j, k)
    return best, best_chosen


# Keys for memoising four- and five-card scores. The score depends only on the
# ranks and on which cards belong to a suit held three or more times (at most
# one suit can be), so each card maps to a prime for its rank, from a second
# set of primes when it is in that suit; the product of a hand's primes is
# then the same exactly for hands that must score the same.
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41,
           43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101)
_PLAIN_PRIME = [_PRIMES[c >> 2] for c in range(52)]
_FLUSH_PRIME = [[_PRIMES[13 + (c >> 2)] if c & 3 == suit else _PRIMES[c >> 2] for c in range(52)]
                for suit in range(4)]
_SUIT_COUNT_BIT = [1 << ((c & 3) << 2) for c in range(52)]
# (suit counts + 5 in each nibble) sets a nibble's top bit exactly when that suit is held 3+ times.
_FLUSH_SUIT_OF_BIT = {0x8: 0, 0x80: 1, 0x800: 2, 0x8000: 3}
_score_cache: dict[int, int] = {}


def natural_score(cards: Sequence[int]) -> int:
    """The :attr:`HandValue.score` of 3 to 5 natural cards (no wild rule), computed quickly."""
    if len(cards) == 3:
        return (ranking.strength3(*cards) * 4 + 3) << 8
    flush_bit = (sum(map(_SUIT_COUNT_BIT.__getitem__, cards)) + 0x5555) & 0x8888
    if flush_bit:
        key = prod(map(_FLUSH_PRIME[_FLUSH_SUIT_OF_BIT[flush_bit]].__getitem__, cards))
    else:
        key = prod(map(_PLAIN_PRIME.__getitem__, cards))
    score = _score_cache.get(key)
    if score is None:
        best, _ = _best_natural([CARDS[c] for c in cards])
        score = _score_cache[key] = (((best >> 8) * 4 + 3) << 8) | (best & 0xFF)
    return score


def evaluate(cards: Sequence[int], wild: frozenset[int] | str = frozenset()) -> HandValue:
    """Value three, four or five cards, choosing the best three.

    ``wild`` is a set of card numbers that are wild, or a wild option name.
    """
    wild_cards = WILD_OPTIONS[wild] if isinstance(wild, str) else wild
    held = [CARDS[c] for c in cards]
    if len(held) not in (3, 4, 5):
        raise CardError(f"a hand has 3, 4 or 5 cards, not {len(held)}")
    if len(set(held)) != len(held):
        raise CardError("a hand cannot hold the same card twice")
    if not wild_cards:
        if any(c.is_joker for c in held):
            raise CardError("a joker is only playable when jokers are wild")
        if len(held) == 3:
            return HandValue(ranking.strength3(*held), 0, (), tuple(held))
        score, chosen = _best_natural(held)
        discards = tuple(sorted((held[i].rank for i in range(len(held)) if i not in chosen), reverse=True))
        return HandValue(score >> 8, 0, discards, tuple(held[i] for i in chosen))
    best_key: tuple[int, int, tuple[int, ...]] | None = None
    best_value: HandValue | None = None
    for chosen in combinations(range(len(held)), 3):
        three = [held[i] for i in chosen]
        naturals = [c for c in three if c not in wild_cards]
        if any(c.is_joker for c in naturals):
            raise CardError("a joker is only playable when jokers are wild")
        n_wild = 3 - len(naturals)
        strength = _strength_with_wilds(naturals, n_wild)
        discards = tuple(sorted((held[i].rank for i in range(len(held)) if i not in chosen), reverse=True))
        key = (strength, -n_wild, discards)
        if best_key is None or key > best_key:
            best_key = key
            best_value = HandValue(strength, n_wild, discards, tuple(three))
    assert best_value is not None
    return best_value


def lowest_hand_key(cards: Sequence[int], wild: frozenset[int] | str = frozenset()) -> tuple[int, int]:
    """Ordering for Bastard Brag's lowest hand: the value, then the suit of the highest card.

    Equal hands are told apart by the suit of each hand's highest card (aces high),
    spades above hearts above diamonds above clubs; the lower suit loses.
    """
    value = evaluate(cards, wild)
    naturals = [CARDS[c] for c in cards if not CARDS[c].is_joker]
    top = max(naturals, key=lambda c: (c.rank, c.suit)) if naturals else None
    return (value.score, top.suit if top is not None else -1)
