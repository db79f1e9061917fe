"""Actions of Bastard Brag: typed records and how a hand history's words are read (see
:mod:`bragtui.core.actions`)."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core.actions import Action, read_card, register_actions, whole_number
from bragtui.core.cards import Card
from bragtui.core.errors import IllegalAction


class Take(Action, frozen=True):
    """Bastard Brag: take a centre card, named by ``position`` (0 to 2) or by ``card``, and
    give ``give`` for it; with ``give`` left out (the ``peek`` rule) look at it first."""

    position: int | None = None
    card: Card | None = None
    give: Card | None = None
    verb: ClassVar[str] = "take"

    def words(self) -> tuple[str, ...]:
        taken = f"@{self.position + 1}" if self.position is not None else str(self.card)
        return (taken, "give", str(self.give)) if self.give is not None else (taken,)


class Give(Action, frozen=True):
    """Bastard Brag with ``peek``: give a card for the face-down card just taken."""

    card: Card
    verb: ClassVar[str] = "give"

    def words(self) -> tuple[str, ...]:
        return (str(self.card),)


class Swap(Action, frozen=True):
    """Bastard Brag: exchange the whole hand for the centre, turning ``show`` face up."""

    show: Card
    verb: ClassVar[str] = "swap"

    def words(self) -> tuple[str, ...]:
        return ("show", str(self.show))


class Knock(Action, frozen=True):
    """Bastard Brag: call the last round of exchanges."""

    verb: ClassVar[str] = "knock"


class Pass(Action, frozen=True):
    """Bastard Brag: exchange nothing this turn, where the rules allow it."""

    verb: ClassVar[str] = "pass"


def _centre(token: str) -> tuple[int | None, Card | None]:
    """A centre card named by position, ``@1`` to ``@3``, or by the card itself."""
    if token.startswith("@"):
        position = whole_number(token[1:])
        if position is not None and 1 <= position <= 3:
            return position - 1, None
        raise IllegalAction(f"{token!r} is not a centre position: expected @1, @2 or @3 (from the left), or a card")
    return None, read_card(token)


def _read_take(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if len(args) == 1:
        position, card = _centre(args[0])
        return Take(seat, position, card)
    if len(args) != 3 or args[1] != "give":
        if "give" in args and (args.index("give") != 1 or len(args) != 3):
            raise IllegalAction("exchange one card or all three, not two: \"take CARD give CARD\"")
        raise IllegalAction("say \"take CARD give CARD\" (or \"swap show CARD\" for all three)")
    position, card = _centre(args[0])
    return Take(seat, position, card, read_card(args[2]))


def _read_give(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if len(args) != 1:
        raise IllegalAction("give one card: \"give CARD\"")
    return Give(seat, read_card(args[0]))


def _read_swap(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if len(args) != 2 or args[0] != "show":
        raise IllegalAction("say \"swap show CARD\": the card of your hand to turn face up")
    return Swap(seat, read_card(args[1]))


register_actions((Take, Give, Swap, Knock, Pass), {"take": _read_take, "give": _read_give, "swap": _read_swap})
