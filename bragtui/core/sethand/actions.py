"""Actions of the set-hand games: typed records and how a hand history's words are read (see
:mod:`bragtui.core.actions`)."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core import ranking
from bragtui.core.actions import Action, register_actions
from bragtui.core.cards import Card, cards_text, parse_cards
from bragtui.core.errors import CardError, IllegalAction


class SetHands(Action, frozen=True):
    """The set-hand games: the hands set from the cards dealt, as placed (strongest first, or it is
    a foul); in Crash fewer hands, or none at all, may be set."""

    hands: tuple[tuple[Card, ...], ...]
    verb: ClassVar[str] = "set"

    def words(self) -> tuple[str, ...]:
        return tuple(" / ".join(cards_text(group) for group in self.hands).split())

    def read_words(self) -> tuple[str, ...]:
        # A history keeps each hand's cards as they were set; a person reads them as the hand is named.
        return SetHands(self.seat, tuple(tuple(ranking.reading_order(group)) for group in self.hands)).words()


class Redeal(Action, frozen=True):
    """Crash: declare six pairs, and the same dealer deals again."""

    verb: ClassVar[str] = "redeal"


def _read_set(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    """``C C C / C C C / …`` into hands; nothing at all sets no hand."""
    text = " ".join(args).replace("/", " / ").strip()
    if not text:
        return SetHands(seat, ())
    groups = []
    for number, part in enumerate(text.split("/"), start=1):
        if not part.strip():
            raise IllegalAction(f"hand {number} is empty: put three cards between the slashes")
        try:
            groups.append(tuple(parse_cards(part, what=f"hand {number}")))
        except CardError as error:
            raise IllegalAction(str(error)) from None
    return SetHands(seat, tuple(groups))


register_actions((SetHands, Redeal), {"set": _read_set}, counted={"set": "hands"})
