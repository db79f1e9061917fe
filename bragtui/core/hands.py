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
from bragtui.core.cards import CARDS, NATURAL_CARDS, RANK_NAMES, Card, make_card
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


# A score packs, from the most significant bits down: the strength; then 3 minus the
# number of wild cards (two bits), so fewer wild cards score more; then the two highest
# discarded ranks, four bits each (ranks go up to 14).
_WILD_BITS = 2
_RANK_BITS = 4
_DISCARD_BITS = 2 * _RANK_BITS
_MOST_WILDS = 3


def make_score(strength: int, wilds: int, discards: Sequence[int]) -> int:
    """The :attr:`HandValue.score` of a hand: its strength, wild cards and discarded ranks (highest first)."""
    first, second = (*discards, 0, 0)[:2]
    wild_part = (strength << _WILD_BITS) | (_MOST_WILDS - wilds)
    return (wild_part << _DISCARD_BITS) | (first << _RANK_BITS) | second


def strength_from_score(score: int) -> int:
    """The three-card strength inside a :attr:`HandValue.score`."""
    return score >> (_WILD_BITS + _DISCARD_BITS)


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
        return make_score(self.strength, self.wilds, self.discards)

    @property
    def type_name(self) -> str:
        if self.strength > ranking.max_strength():
            return "box"
        return ranking.TYPE_NAMES[ranking.hand_type(self.strength)]

    @property
    def prial_or_box(self) -> bool:
        """A prial, or a box (four of a kind): what a see must be won with to shuffle the pack."""
        return self.strength > ranking.max_strength() or ranking.hand_type(self.strength) == ranking.PRIAL

    def describe(self) -> str:
        """E.g. ``Running flush, 3-2-A``, ``Prial of kings (1 wild)`` or ``Box of fours``."""
        if self.strength > ranking.max_strength():
            return f"Box of {_plural(box_rank_of(self.strength))}"
        text = ranking.describe(self.strength)
        if self.wilds:
            text += f" ({self.wilds} wild)"
        return text


def _plural(rank: int) -> str:
    word = RANK_NAMES[rank]
    return word + ("es" if word == "six" else "s")


# A box (Four and Five Card Brag, by option) ranks above every three-card hand: 4-4-4-4 best, then
# A-A-A-A down to 2-2-2-2. Its strength is past 3-3-3's, 4-4-4-4 given the place above the aces.
_BOX_FOURS = 15


def box_strength(rank: int) -> int:
    """The strength of a box (four of a kind) of ``rank``: above every three-card hand."""
    return ranking.max_strength() + (_BOX_FOURS if rank == 4 else rank)


def box_rank_of(strength: int) -> int:
    """The rank of the box of ``strength`` (see :func:`box_strength`)."""
    place = strength - ranking.max_strength()
    return 4 if place == _BOX_FOURS else place


def find_box(cards: Sequence[int], wild: frozenset[int] | str = frozenset()) -> tuple[Card, ...]:
    """The four natural cards of one rank among ``cards``, in the order held, or ``()``: wild cards
    never make a box."""
    wild_cards = WILD_OPTIONS[wild] if isinstance(wild, str) else wild
    naturals = [CARDS[c] for c in cards if c not in wild_cards and not CARDS[c].is_joker]
    for rank in {card.rank for card in naturals}:
        four = tuple(card for card in naturals if card.rank == rank)
        if len(four) == 4:
            return four
    return ()


def box_value(cards: Sequence[int], wild: frozenset[int] | str = frozenset()) -> HandValue | None:
    """A box's value, if ``cards`` hold one (the other cards count as discards), else ``None``."""
    four = find_box(cards, wild)
    if not four:
        return None
    rest = tuple(sorted((CARDS[c].rank for c in cards if c not in four), reverse=True))
    return HandValue(box_strength(four[0].rank), 0, rest, four)


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
        cached = max(ranking.strength3(a, b, c) for c in NATURAL_CARDS if c not in (a, b))
        _one_wild_cache[(a, b)] = cached
    return cached


_ordered_wild_cache: dict[tuple[ranking.Order, bool, tuple[int, ...]], int] = {}


def strength_with_wilds(naturals: Sequence[int], wilds: int, ranks: ranking.Ranks | None = None,
                        lowest: bool = False) -> int:
    """The best strength three cards can make when ``wilds`` of them are wild (the lowest, if
    ``lowest``: a game where low wins), in the order of ``ranks`` (Brag's if not given)."""
    if ranks is None and not lowest:
        return _strength_with_wilds(naturals, wilds)
    ranks = ranks if ranks is not None else ranking.table()
    if wilds == 0:
        return ranks.strength3(*naturals)
    if wilds == 3:
        return 0 if lowest else ranks.max_strength()
    if wilds == 2 and not lowest:
        return ranks.prial_strength(CARDS[naturals[0]].rank)
    return _searched_strength(naturals, wilds, ranks, lowest)


def _searched_strength(naturals: Sequence[int], wilds: int, ranks: ranking.Ranks, lowest: bool) -> int:
    """The best (or lowest) strength over every card the wild ones could stand for, kept once found."""
    key = (ranks.order, lowest, tuple(sorted(naturals)))
    found = _ordered_wild_cache.get(key)
    if found is None:
        others = [c for c in NATURAL_CARDS if c not in naturals]
        pick = min if lowest else max
        found = _ordered_wild_cache[key] = pick(ranks.strength3(*naturals, *extra)
                                                for extra in combinations(others, wilds))
    return found


# Every way to keep three of n cards: the indices kept and the indices discarded.
_SPLITS = {n: [(kept, tuple(i for i in range(n) if i not in kept)) for kept in combinations(range(n), 3)]
           for n in (3, 4, 5, 7)}


def _discard_ranks(held: Sequence[Card], discarded: Sequence[int]) -> tuple[int, ...]:
    """The ranks of the cards at the ``discarded`` indices, highest first."""
    return tuple(sorted((held[i].rank for i in discarded), reverse=True))


def _best_natural(held: Sequence[Card]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """Best three of four or five natural cards: ``(strength, discarded ranks, indices kept)``.

    Of equal choices the first found is kept.
    """
    best: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    for kept, discarded in _SPLITS[len(held)]:
        i, j, k = kept
        choice = (ranking.strength3(held[i], held[j], held[k]), _discard_ranks(held, discarded), kept)
        if best is None or choice[:2] > best[:2]:
            best = choice
    assert best is not None
    return best


# Keys for memoising four- and five-card scores. The score depends only on the
# ranks and on which cards belong to a suit held three or more times (at most
# one suit can be), so each card maps to a prime for its rank, from a second
# set of primes when it is in that suit; the product of a hand's primes is
# then the same exactly for hands that must score the same.
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41,
           43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101)
_PLAIN_PRIME = [_PRIMES[card.rank - 2] for card in NATURAL_CARDS]
_FLUSH_PRIME = [[_PRIMES[13 + card.rank - 2] if card.suit == suit else _PRIMES[card.rank - 2]
                 for card in NATURAL_CARDS]
                for suit in range(4)]
# Each card adds one to its suit's four-bit count.
_SUIT_COUNT_BIT = [1 << (card.suit * 4) for card in NATURAL_CARDS]
# (suit counts + 5 in each nibble) sets a nibble's top bit exactly when that suit is held 3+ times.
_FLUSH_SUIT_OF_BIT = {0x8: 0, 0x80: 1, 0x800: 2, 0x8000: 3}
_score_cache: dict[int, int] = {}


def natural_score(cards: Sequence[int]) -> int:
    """The :attr:`HandValue.score` of 3 to 5 natural cards (no wild rule), computed quickly."""
    if len(cards) == 3:
        return make_score(ranking.strength3(*cards), 0, ())
    flush_bit = (sum(map(_SUIT_COUNT_BIT.__getitem__, cards)) + 0x5555) & 0x8888
    if flush_bit:
        key = prod(map(_FLUSH_PRIME[_FLUSH_SUIT_OF_BIT[flush_bit]].__getitem__, cards))
    else:
        key = prod(map(_PLAIN_PRIME.__getitem__, cards))
    score = _score_cache.get(key)
    if score is None:
        strength, discards, _ = _best_natural([CARDS[c] for c in cards])
        score = _score_cache[key] = make_score(strength, 0, discards)
    return score


def evaluate(cards: Sequence[int], wild: frozenset[int] | str = frozenset(), *, box: bool = False) -> HandValue:
    """Value three, four, five or seven cards, choosing the best three.

    ``wild`` is a set of card numbers that are wild, or a wild option name. With ``box`` (the house
    rule), four natural cards of one rank make a box, which beats any three.
    """
    wild_cards = WILD_OPTIONS[wild] if isinstance(wild, str) else wild
    held = _checked_hand(cards, wild_cards)
    if box and len(held) >= 4:
        found = box_value(held, wild_cards)
        if found is not None:
            return found
    if wild_cards:
        return _best_with_wilds(held, wild_cards)
    if len(held) == 3:
        return HandValue(ranking.strength3(*held), 0, (), tuple(held))
    strength, discards, kept = _best_natural(held)
    return HandValue(strength, 0, discards, tuple(held[i] for i in kept))


def _checked_hand(cards: Sequence[int], wild_cards: frozenset[int]) -> list[Card]:
    """The cards of a hand, refused if there are too few or too many, a card twice or an idle joker."""
    held = [CARDS[c] for c in cards]
    if len(held) not in (3, 4, 5, 7):
        raise CardError(f"a hand has 3, 4, 5 or 7 cards, not {len(held)}")
    if len(set(held)) != len(held):
        raise CardError("a hand cannot hold the same card twice")
    if any(c.is_joker and c not in wild_cards for c in held):
        raise CardError("a joker is only playable when jokers are wild")
    return held


def _best_with_wilds(held: Sequence[Card], wild_cards: frozenset[int]) -> HandValue:
    """The best three of ``held`` when some cards may be wild: the highest strength, then the
    fewest wild cards, then the highest discards; of equal choices the first found."""
    best: HandValue | None = None
    for kept, discarded in _SPLITS[len(held)]:
        three = tuple(held[i] for i in kept)
        naturals = [c for c in three if c not in wild_cards]
        wilds = len(three) - len(naturals)
        strength = _strength_with_wilds(naturals, wilds)
        value = HandValue(strength, wilds, _discard_ranks(held, discarded), three)
        if best is None or _wild_order(value) > _wild_order(best):
            best = value
    assert best is not None
    return best


def _wild_order(value: HandValue) -> tuple[int, int, tuple[int, ...]]:
    return (value.strength, -value.wilds, value.discards)


def lowest_hand_key(cards: Sequence[int], wild: frozenset[int] | str = frozenset()) -> tuple[int, int]:
    """Ordering for Bastard Brag's lowest hand: the value, then the suit of the highest card.

    Equal hands are told apart by the suit of each hand's highest card (aces high),
    spades above hearts above diamonds above clubs; the lower suit loses.
    """
    value = evaluate(cards, wild)
    naturals = [CARDS[c] for c in cards if not CARDS[c].is_joker]
    top = max(naturals, key=lambda c: (c.rank, c.suit)) if naturals else None
    return (value.score, top.suit if top is not None else -1)
