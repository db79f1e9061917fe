"""Teen Patti's order of hands: trail, pure sequence, sequence, colour, pair, high card.

It is Brag's ranking (:mod:`bragtui.core.ranking`) in another :class:`~bragtui.core.ranking.Order`:
A-A-A is the best trail (3-3-3 ranks by its rank), and A-2-3 ranks second among the sequences,
first or last by the ``a23`` option. Muflis turns the order over (the lowest hand wins); the AK47
and joker games and Brag's ``wild`` option make some cards wild, each taking the value that makes
the best hand (in muflis the lowest), and between otherwise equal hands fewer wild cards win.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from bragtui.core import explain, ranking
from bragtui.core.cards import CARDS, Card, make_card
from bragtui.core.errors import CardError
from bragtui.core.hands import WILD_OPTIONS, HandValue, make_score, strength_with_wilds
from bragtui.core.rules import Rules

AK47_RANKS = (14, 13, 4, 7)
"""The ranks wild in the AK47 game."""


class TeenValue(NamedTuple):
    """A Teen Patti hand's value in the game's order: a larger ``score`` wins, equal scores tie."""

    strength: int
    """The hand's place in the game's order (muflis turned over: larger is always better)."""
    wilds: int
    """Wild cards in the hand."""
    high_strength: int
    """Its strength in the classic order, which names it (the same as ``strength`` but in muflis)."""

    @property
    def score(self) -> int:
        """The strength, then fewer wild cards: larger wins."""
        return make_score(self.strength, self.wilds, ())


def wild_cards(rules: Rules, joker: Card | None = None) -> frozenset[int]:
    """The cards wild under ``rules``: Brag's ``wild`` option with classic and muflis, every ace,
    king, four and seven in AK47, every card of the turned card's rank in the joker game."""
    if rules.game == "ak47":
        return frozenset(make_card(rank, suit) for rank in AK47_RANKS for suit in range(4))
    if rules.game == "joker":
        return frozenset(make_card(joker.rank, suit) for suit in range(4)) if joker is not None else frozenset()
    return WILD_OPTIONS[rules.wild]


@dataclass(frozen=True)
class HandOrder:
    """How one Teen Patti game ranks hands: the order of its table, low or high, its wild cards."""

    a23: str = "second"
    low: bool = False
    """Muflis: the lowest hand wins."""
    wild: frozenset[int] = frozenset()

    @classmethod
    def of(cls, rules: Rules, joker: Card | None = None) -> HandOrder:
        """The order of the game ``rules`` set, with the joker card turned up (the joker game)."""
        return cls(rules.a23, rules.game == "muflis", wild_cards(rules, joker))

    @property
    def ranks(self) -> ranking.Ranks:
        """The ranking table of this order (the classic order of the types)."""
        return ranking.table_for(ranking.Order(threes_top=False, ace_two_three=self.a23))

    def value(self, cards: Sequence[int]) -> TeenValue:
        """The value of three cards."""
        if len(cards) != 3:
            raise CardError(f"a Teen Patti hand has 3 cards, not {len(cards)}")
        if len(set(cards)) != 3:
            raise CardError("a hand cannot hold the same card twice")
        naturals = [c for c in cards if c not in self.wild]
        if any(CARDS[c].is_joker for c in naturals):
            raise CardError("a joker is only playable when jokers are wild")
        ranks = self.ranks
        classic = strength_with_wilds(naturals, 3 - len(naturals), ranks, self.low)
        strength = ranks.max_strength() - classic if self.low else classic
        return TeenValue(strength, 3 - len(naturals), classic)

    def describe(self, value: TeenValue) -> str:
        """E.g. ``Trail of kings``, ``Pure sequence, 3-2-A (1 wild)``."""
        text = self.ranks.describe(value.high_strength, ranking.TEEN_PATTI_NAMES)
        return text + (f" ({value.wilds} wild)" if value.wilds else "")

    def type_name(self, value: TeenValue) -> str:
        """The hand's type by its Teen Patti name: ``trail``, ``pure sequence``, … ``high card``."""
        return ranking.TEEN_PATTI_NAMES[self.ranks.hand_type(value.high_strength)]

    def is_trail(self, value: TeenValue) -> bool:
        """Whether the hand is a trail (three of a kind, wild cards counted)."""
        return self.ranks.hand_type(value.high_strength) == ranking.PRIAL

    def hands_beaten(self, value: TeenValue) -> int:
        """How many of the 22,100 natural hands this one beats in this order (muflis: those above it
        in the classic order)."""
        ranks, strength = self.ranks, value.high_strength
        if self.low:
            return ranking.TOTAL_HANDS - ranks.below[strength] - ranks.counts[strength]
        return ranks.below[strength]

    def terms(self) -> explain.Terms:
        """How this order names and ranks hands, for the explanations of :mod:`bragtui.core.explain`."""
        return explain.Terms("Teen Patti", self.ranks, ranking.TEEN_PATTI_NAMES, explain.TEEN_PATTI_PLURALS,
                             "muflis" if self.low else "")

    def why_beats(self, winner: Sequence[Card], loser: Sequence[Card]) -> str:
        """Why the hand ``winner`` beats ``loser`` in this order (or why they are equal)."""
        return explain.why_beats(self._explained(winner), self._explained(loser), self.terms())

    def _explained(self, cards: Sequence[Card]) -> HandValue:
        value = self.value(cards)
        return HandValue(value.high_strength, value.wilds, (), tuple(cards))
