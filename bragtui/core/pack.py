"""The pack: dealt from the top, used cards returned to the bottom.

Brag packs are usually not shuffled between hands, so the pack is a real
ordered object that lives from one deal to the next.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import filterfalse
from typing import Any

from bragtui.core.cards import CARDS, Card
from bragtui.core.words import counted

_CARD = CARDS.__getitem__


def standard_pack(jokers: int = 0) -> list[Card]:
    """A new pack in a fixed order: 52 natural cards and up to two jokers."""
    return list(CARDS[:52 + jokers])


def _unpickled(order: bytes, version: int, words: bytes, gauss: float | None) -> Pack:
    """A pack as :meth:`Pack.__reduce__` pickled it."""
    rng = random.Random(0)
    rng.setstate((version, tuple(array("Q", words)), gauss))
    return Pack(order, rng)


class Pack:
    """An ordered pack, top card first: dealt from the top, used cards returned to the bottom.

    The order is kept as a tuple, replaced (never changed in place) whenever
    the pack changes. A checker that proved one order complete can therefore
    tell that the pack is unchanged by identity alone.
    """

    __slots__ = ("_rng", "order")

    def __init__(self, cards: Iterable[int] = (), rng: random.Random | None = None):
        self.order: tuple[Card, ...] = tuple(map(_CARD, cards))
        """The cards from top to bottom."""
        self._rng = rng if rng is not None else random.Random()

    def __len__(self) -> int:
        return len(self.order)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.order)

    def __getitem__(self, index: int) -> Card:
        return self.order[index]

    def __repr__(self) -> str:
        return f"Pack({list(self.order)!r})"

    def __reduce__(self) -> tuple[Callable[..., Pack], tuple[Any, ...]]:
        # A review copies games through pickle by the thousand: the cards and the generator's state
        # go as blocks of bytes, not number by number (and no new generator seeds itself from the
        # system on the way back).
        version, words, gauss = self._rng.getstate()
        return _unpickled, (bytes(self.order), version, array("Q", words).tobytes(), gauss)

    @property
    def cards(self) -> list[Card]:
        """The cards from top to bottom, as a new list."""
        return list(self.order)

    def shuffle(self) -> None:
        """Shuffle with the injected generator: the same seed gives the same order."""
        cards = list(self.order)
        self._rng.shuffle(cards)
        self.order = tuple(cards)

    def deal(self) -> Card:
        """Take the top card."""
        if not self.order:
            raise IndexError("the pack is empty")
        top = self.order[0]
        self.order = self.order[1:]
        return top

    def deal_hands(self, hands: int, each: int) -> list[tuple[Card, ...]]:
        """Deal ``each`` cards to ``hands`` hands, one card at a time round the hands in turn."""
        count = hands * each
        order = self.order
        if count > len(order):
            raise IndexError(f"the pack has {counted(len(order), 'card')}, not {count}")
        dealt = order[:count]
        self.order = order[count:]
        # The k-th card off the pack goes to hand k, round and round.
        return [dealt[index::hands] for index in range(hands)]

    def put_bottom(self, cards: Iterable[int]) -> None:
        """Return used cards to the bottom, keeping their order."""
        self.order += tuple(map(_CARD, cards))

    def take_out(self, cards: Iterable[int]) -> None:
        """Remove the given cards, wherever they lie (cards kept off the pack from an earlier deal)."""
        gone = set(map(_CARD, cards))
        self.order = tuple(filterfalse(gone.__contains__, self.order))

    def move_to_top(self, cards: Sequence[int]) -> None:
        """Bring the given cards to the top, in the order given (for recorded deals)."""
        wanted = set(cards)
        if len(wanted) != len(cards):
            # A card named twice would be put on top twice and the pack would grow by a card.
            twice = sorted({c for c in cards if list(cards).count(c) > 1})
            raise ValueError("named twice: " + " ".join(str(CARDS[c]) for c in twice))
        missing = wanted - set(self.order)
        if missing:
            raise ValueError("not in the pack: " + " ".join(str(CARDS[c]) for c in sorted(missing)))
        self.order = tuple(map(_CARD, cards)) + tuple(filterfalse(wanted.__contains__, self.order))
