"""Actions of Draw Brag: typed records and how a hand history's words are read (see
:mod:`bragtui.core.actions`)."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core.actions import Action, register_actions
from bragtui.core.cards import Card, parse_cards
from bragtui.core.errors import CardError, IllegalAction


class Check(Action, frozen=True):
    """Draw Brag: bet nothing when nothing is owed."""

    verb: ClassVar[str] = "check"


class Call(Action, frozen=True):
    """Draw Brag: put in what is owed (half of it while blind)."""

    verb: ClassVar[str] = "call"


class Raise(Action, frozen=True):
    """Draw Brag: put in what is owed and one more bet of the round's size."""

    verb: ClassVar[str] = "raise"


class DrawCards(Action, frozen=True):
    """Draw Brag: give up ``cards`` (none at all stays blind) for as many from the pack."""

    cards: tuple[Card, ...] = ()
    verb: ClassVar[str] = "draw"

    def words(self) -> tuple[str, ...]:
        return tuple(str(card) for card in self.cards)


def _read_draw(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    try:
        return DrawCards(seat, tuple(parse_cards(args, what="the cards given up", count=(0, 1, 2, 3))))
    except CardError as error:
        raise IllegalAction(str(error)) from None


register_actions((Check, Call, Raise, DrawCards), {"draw": _read_draw}, counted={"draw": "cards"})
