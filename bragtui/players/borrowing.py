"""Borrowing (house rule ``borrow``) for the betting players: when to ask for a loan or say
"lend or show", and how to answer either.

A short player borrows only what the least bet lacks, and only when the same decision with
the chips in hand would go on betting; with nothing else left but to fold it says "lend or
show", which costs nothing. A lender looks at the borrower's cards (it is free) and lends to
a hand good enough to win and repay; asked to lend or show, a player lends when its own hand
is the likelier winner (the short player's chips then go in, and are owed if they lose), and
shows a weaker one, losing no more than the pot.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from bragtui.core.actions import Action, Bet, Choice, Fold, See
from bragtui.core.brag.actions import Borrow, Decline, Inspect, Lend, LendOrShow, Show
from bragtui.core.brag.view import BragView
from bragtui.players.strength import percentile

LEND_TO = 0.7
"""The percentile of the borrower's hand (about a pair of sevens or better) a lender backs."""

Decide = Callable[[Mapping[str, Choice]], Action]
"""The seat's usual betting decision over a set of legal choices."""


def answer(view: BragView, verbs: Mapping[str, Choice], chance: Callable[[], float], wild: str) -> Action | None:
    """The answer to a request for a loan, if one waits for this seat; ``chance`` gives the
    seat's own chance to win, for "lend or show"."""
    seat, loan = view.seat or 0, view.loan
    if loan is None or loan.lender != view.name:
        return None
    if loan.kind == "lend-or-show":
        return Lend(seat) if "lend" in verbs and chance() >= 0.5 else Show(seat)
    if "inspect" in verbs:
        return Inspect(seat)
    cards = view.private.cards if view.private is not None else ()
    good = bool(cards) and percentile(cards, max(3, len(cards)), wild) >= LEND_TO
    return Lend(seat) if good and "lend" in verbs else Decline(seat)


def ask(view: BragView, verbs: Mapping[str, Choice], decide: Decide) -> Action | None:
    """A loan for the least bet, if the seat would bet with it, or "lend or show" rather than a
    fold; ``None`` when borrowing does not come into it."""
    borrow, seat = verbs.get("borrow"), view.seat or 0
    if borrow is not None and "bet" not in verbs:
        least = _least_bet(view)
        room = _room(view, view.name)
        lacking = least - room
        if 1 <= lacking <= (borrow.most or 0) and isinstance(decide({**verbs, "bet": Choice("bet", least, least)}),
                                                             (Bet, See)):
            lender = max(borrow.options, key=lambda name: _room(view, name))
            return Borrow(seat, max(1, min(lacking, _room(view, lender))), lender)
    if "lend-or-show" in verbs and isinstance(decide(verbs), Fold):
        return LendOrShow(seat)
    return None


def _least_bet(view: BragView) -> int:
    """The least bet now, as this seat pays it (half, rounded up, while blind)."""
    least = view.stake if view.bet_made else 1
    return -(-least // 2) if view.cards is None and view.seats[view.seat or 0].status == "blind" else least


def _room(view: BragView, name: str) -> int:
    """What the named seat may still pay before its credit runs out."""
    balance = next(seat.balance for seat in view.seats if seat.name == name)
    return balance + (view.credit or 0)
