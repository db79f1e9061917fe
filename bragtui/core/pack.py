"""The pack: dealt from the top, used cards returned to the bottom.

Brag packs are usually not shuffled between hands, so the pack is a real
ordered object that lives from one deal to the next.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Iterator

from bragtui.core.cards import CARDS, Card


def standard_pack(jokers: int = 0) -> list[Card]:
    """A new pack in a fixed order: 52 natural cards and up to two jokers."""
    return list(CARDS[:52 + jokers])


class Pack:
    """An ordered pack. The top card is dealt first."""

    def __init__(self, cards: Iterable[int], rng: random.Random | None = None):
        self._cards: deque[Card] = deque(CARDS[c] for c in cards)
        self._rng = rng if rng is not None else random.Random()

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        """The cards from top to bottom, without copying them."""
        return iter(self._cards)

    @property
    def cards(self) -> list[Card]:
        """The cards from top to bottom."""
        return list(self._cards)

    def shuffle(self) -> None:
        """Shuffle with the injected generator: the same seed gives the same order."""
        cards = list(self._cards)
        self._rng.shuffle(cards)
        self._cards = deque(cards)

    def deal(self) -> Card:
        """Take the top card."""
        if not self._cards:
            raise IndexError("the pack is empty")
        return self._cards.popleft()

    def put_bottom(self, cards: Iterable[int]) -> None:
        """Return used cards to the bottom, keeping their order."""
        self._cards.extend(CARDS[c] for c in cards)

    def move_to_top(self, cards: list[int]) -> None:
        """Bring the given cards to the top, in the order given (for recorded deals)."""
        wanted = set(cards)
        missing = wanted - set(self._cards)
        if missing:
            raise ValueError("not in the pack: " + " ".join(str(CARDS[c]) for c in sorted(missing)))
        rest = [c for c in self._cards if c not in wanted]
        self._cards = deque([CARDS[c] for c in cards] + rest)
