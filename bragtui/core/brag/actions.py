"""Actions of Three, Four and Five Card Brag: typed records and how a hand history's words are read (see
:mod:`bragtui.core.actions`)."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core.actions import Action, read_amount, register_actions, whole_number
from bragtui.core.cards import Card, parse_cards
from bragtui.core.errors import CardError, IllegalAction


class Keep(Action, frozen=True):
    """Keep the one of two blind hands just looked at; the other is folded unseen."""

    verb: ClassVar[str] = "keep"


class Throw(Action, frozen=True):
    """Fold the one of two blind hands just looked at; stay blind with the other."""

    verb: ClassVar[str] = "throw"


class Choose(Action, frozen=True):
    """Keep the ``old`` or the ``new`` of two blind hands, unseen."""

    which: str
    verb: ClassVar[str] = "choose"

    def words(self) -> tuple[str, ...]:
        return (self.which,)


class Discard(Action, frozen=True):
    """Four and Five Card Brag: put cards aside, down to three."""

    cards: tuple[Card, ...]
    verb: ClassVar[str] = "discard"

    def words(self) -> tuple[str, ...]:
        return tuple(str(card) for card in self.cards)

    def unseen_cards(self) -> tuple[Card, ...]:
        """The discarded cards: put aside face down, the other seats told only how many."""
        return self.cards


class Borrow(Action, frozen=True):
    """House rule ``borrow``: ask ``lender`` (a name) for a loan of ``amount`` chips."""

    amount: int
    lender: str
    verb: ClassVar[str] = "borrow"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount), "from", self.lender)


class Inspect(Action, frozen=True):
    """A player asked for a loan looks at the borrower's cards first (they alone see them)."""

    verb: ClassVar[str] = "inspect"


class Lend(Action, frozen=True):
    """Give the loan asked for, or the chips for a see after "lend or show" (``amount``, if given,
    must be what is owed)."""

    amount: int | None = None
    verb: ClassVar[str] = "lend"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),) if self.amount is not None else ()


class Decline(Action, frozen=True):
    """Refuse the loan asked for."""

    verb: ClassVar[str] = "decline"


class LendOrShow(Action, frozen=True):
    """Two left, short of the cost of a see: the other player must lend the chips for it or show."""

    verb: ClassVar[str] = "lend-or-show"


class Show(Action, frozen=True):
    """Answer "lend or show" by showing: the hand wins unless the short player's is better."""

    verb: ClassVar[str] = "show"


class Propose(Action, frozen=True):
    """Showdown by agreement (house rule): at one's turn, before acting, propose that every hand still
    in be shown."""

    verb: ClassVar[str] = "propose"


class Agree(Action, frozen=True):
    """Agree to a proposed showdown."""

    verb: ClassVar[str] = "agree"


class Disagree(Action, frozen=True):
    """Refuse a proposed showdown: the proposal ends and the proposer acts as usual."""

    verb: ClassVar[str] = "disagree"


AGREE_VERBS = ("propose", "agree", "disagree")
"""The verbs of a showdown by agreement, open only with the house rule ``agreed_showdown``."""


def _old_or_new(name: str, verb: str, args: tuple[str, ...]) -> str:
    if len(args) != 1 or args[0] not in ("old", "new"):
        raise IllegalAction(f"say which hand: \"{name} {verb} old\" or \"... new\"")
    return args[0]


def _read_choose(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Choose(seat, _old_or_new(name, verb, args))


def _read_discard(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    try:
        return Discard(seat, tuple(parse_cards(args, what="the discard")))
    except CardError as error:
        raise IllegalAction(str(error)) from None


def _read_borrow(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    amount = whole_number(args[0]) if args else None
    if amount is None or len(args) < 3 or args[1] != "from":
        raise IllegalAction(f"borrow takes a number of chips and a lender, e.g. \"{name} borrow 10 from Dan\"")
    return Borrow(seat, amount, " ".join(args[2:]))


def _read_lend(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Lend(seat, read_amount(name, verb, args) if args else None)


register_actions((Keep, Throw, Choose, Discard, Borrow, Inspect, Lend, Decline, LendOrShow, Show, Propose, Agree,
                  Disagree),
                 {"choose": _read_choose, "discard": _read_discard, "borrow": _read_borrow, "lend": _read_lend})
