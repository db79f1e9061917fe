"""The pack: dealt from the top, used cards returned to the bottom.

Brag packs are usually not shuffled between hands, so the pack is a real
ordered object that lives from one deal to the next.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable

from bragtui.core.cards import CARDS, Card

_CARD = CARDS.__getitem__


def standard_pack(jokers: int = 0) -> list[Card]:
    """A new pack in a fixed order: 52 natural cards and up to two jokers."""
    return list(CARDS[:52 + jokers])


class Pack(deque):
    """An ordered pack, top card first: dealt from the left, used cards returned on the right.

    It is a deque of cards, so counting, reading and comparing the pack run at
    the speed of the built-in type; the methods below are the ways play changes it.
    """

    def __init__(self, cards: Iterable[int] = (), rng: random.Random | None = None):
        super().__init__(map(_CARD, cards))
        self._rng = rng if rng is not None else random.Random()

    @property
    def cards(self) -> list[Card]:
        """The cards from top to bottom."""
        return list(self)

    def shuffle(self) -> None:
        """Shuffle with the injected generator: the same seed gives the same order."""
        cards = list(self)
        self._rng.shuffle(cards)
        self.clear()
        self.extend(cards)

    def deal(self) -> Card:
        """Take the top card."""
        if not self:
            raise IndexError("the pack is empty")
        return self.popleft()

    def deal_hands(self, hands: int, each: int) -> list[list[Card]]:
        """Deal ``each`` cards to ``hands`` hands, one card at a time round the hands in turn."""
        count = hands * each
        if count > len(self):
            raise IndexError(f"the pack has {len(self)} cards, not {count}")
        take = self.popleft
        dealt = [take() for _ in range(count)]
        # The k-th card off the pack goes to hand k, round and round.
        return [dealt[index::hands] for index in range(hands)]

    def put_bottom(self, cards: Iterable[int]) -> None:
        """Return used cards to the bottom, keeping their order."""
        self.extend(map(_CARD, cards))

    def move_to_top(self, cards: list[int]) -> None:
        """Bring the given cards to the top, in the order given (for recorded deals)."""
        wanted = set(cards)
        missing = wanted - set(self)
        if missing:
            raise ValueError("not in the pack: " + " ".join(str(CARDS[c]) for c in sorted(missing)))
        rest = [c for c in self if c not in wanted]
        self.clear()
        self.extend(map(_CARD, cards))
        self.extend(rest)
