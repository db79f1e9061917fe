"""What one seat may know in Three, Four and Five Card Brag: the betting table's view."""

from __future__ import annotations

from typing import Any

import msgspec

from bragtui.core.cards import Card
from bragtui.core.record import Record
from bragtui.core.view import (
    PHASE_OVER,
    PHASE_WAITING,
    GameView,
    PrivateCards,
    SeatView,
    common_fields,
    seat_fields,
    shared_part,
)


class Debt(Record, frozen=True, kw_only=True):
    """A loan standing in the ledger (house rule ``borrow``): public, as every balance is."""

    borrower: str
    lender: str
    amount: int


class LoanRequest(Record, frozen=True, kw_only=True):
    """A request waiting for its answer: a loan asked of ``lender`` (``kind`` ``borrow``) or
    "lend or show" (``kind`` ``lend-or-show``, ``amount`` the chips the see lacks)."""

    borrower: str
    lender: str
    amount: int
    kind: str
    inspected: bool


class BragView(GameView, frozen=True, kw_only=True):
    """A betting table: Three, Four and Five Card Brag, and Bastard Brag's betting."""

    seats: tuple[SeatView, ...] = ()
    pot: int = 0
    side_pot: int = 0
    stake: int = 0
    bet_made: bool = False
    cards: tuple[Card, ...] | None = None
    """This seat's cards (kept ones, once discarded) if it has looked; ``None`` while blind."""
    discarded: tuple[Card, ...] = ()
    card_count: int = 0
    """How many cards this seat holds face down (shown as backs while blind)."""
    carried_pot: int = 0
    proposer: str | None = None
    """Showdown by agreement (house rule): who proposed the showdown the table is being asked about."""
    conceded: tuple[Card, ...] | None = None
    """Once the hand is over: this seat's own cards, if it saw or covered and conceded, so its
    hand was shown to nobody else (the seat may learn what it held, even if it never looked)."""
    open_pack: Card | None = None
    """``open_pack``: the card showing on the face-up pack (the bottom card, or the last card of the
    latest folded hand), public to every seat."""
    partner: tuple[Card, ...] = ()
    """``blind_alone = "face-up"``: the hand dealt face up beside a kept blind hand this deal, public."""
    partner_seat: int | None = None
    wild: str = "none"
    """The wild-card rule of this deal (public; in dealer's choice the dealer may have set it)."""
    credit: int | None = None
    """House rule ``borrow``: how far below zero a balance may go; ``None`` without the rule."""
    debts: tuple[Debt, ...] = ()
    """Loans standing, oldest first."""
    loan: LoanRequest | None = None
    """A request for a loan waiting for its answer."""
    private: PrivateCards | None = None
    """The borrower's cards, in the view of the lender who inspects them, while they decide."""

    @property
    def has_private_cards(self) -> bool:
        # A lender asked for a loan may look at the borrower's cards during the turn: the terminal
        # is handed over to them first.
        asked = self.loan is not None and self.loan.kind == "borrow" and self.loan.lender == self.name
        return bool(self.cards) or bool(self.conceded) or self.private is not None or asked


# The builders below are called by the BragGame controller with itself: the view sits below the
# controller, which imports it, so the game is not typed here (no import circle).

def _seat_view(game: Any, seat: int) -> SeatView:
    hand = game.hand
    money = game.money
    name, balance, stack = game.players[seat], money.balances[seat], money.available(seat)
    buy_ins = money.buy_ins[seat]
    if hand is None:
        return SeatView(name=name, status="out", paid=0, balance=balance, stack=stack, buy_ins=buy_ins,
                        dealer=False, two_hands=False)
    betting = hand.betting
    return SeatView(name=name, status=game.seat_status(seat), paid=betting.paid.get(seat, 0),
                    balance=balance, stack=stack, buy_ins=buy_ins, dealer=hand.dealer == seat,
                    two_hands=seat in hand.old)


def _own_cards(game: Any, seat: int | None) -> tuple[tuple[Card, ...] | None, tuple[Card, ...], int]:
    """The seat's cards as it may see them, its discards, and how many it holds."""
    hand = game.hand
    holding = hand.holdings.get(seat) or hand.folded.get(seat) if seat is not None else None
    if holding is None:
        return None, (), 0
    count = len(holding.cards)
    if hand.peeking is not None and hand.peeking[0] == seat:
        looked_at = hand.old[seat] if hand.peeking[1] == "old" else holding
        return tuple(looked_at.cards), (), count
    if seat not in hand.looked:
        return None, (), count
    if holding.discarded:
        return tuple(holding.kept), tuple(holding.discarded), count
    return tuple(holding.cards), (), count


def table_fields(game: Any, seat: int | None) -> dict[str, Any]:
    """The betting table's fields: seats, pot, stake and this seat's own cards."""
    return {**shared_part(game, "table", lambda: _public_table_fields(game)), **_own_table_fields(game, seat)}


def _own_table_fields(game: Any, seat: int | None) -> dict[str, Any]:
    """The part of :func:`table_fields` that is the seat's own: its cards."""
    if game.hand is None:
        return {}
    cards, discarded, count = _own_cards(game, seat)
    return {"cards": cards, "discarded": discarded, "card_count": count, "conceded": _conceded(game, seat)}


def _public_table_fields(game: Any) -> dict[str, Any]:
    """The part of :func:`table_fields` that is the same in every seat's view."""
    hand = game.hand
    seats = tuple(_seat_view(game, s) for s in range(len(game.players)))
    if hand is None:
        return {"seats": seats, "carried_pot": game.carried_pot, "wild": game.rules.wild}
    betting = hand.betting
    live = hand.result is None
    return {"seats": seats, "pot": betting.pot if live else 0, "side_pot": betting.side_pot if live else 0,
            "stake": betting.stake, "bet_made": betting.bet_made, "carried_pot": game.carried_pot,
            "open_pack": hand.pack_shown[-1] if hand.pack_shown else None,
            "partner": hand.partner[1] if hand.partner is not None else (),
            "partner_seat": hand.partner[0] if hand.partner is not None else None, "wild": game.rules.wild,
            "proposer": game.players[hand.proposer] if hand.proposer is not None else None}


def _conceded(game: Any, seat: int | None) -> tuple[Card, ...] | None:
    """A seer's or coverer's own hand after the hand, when it was shown to nobody else."""
    result = game.hand.result
    if seat is None or result is None:
        return None
    name = game.players[seat]
    if name in result.shown or (name != result.seer and name not in result.coverers):
        return None
    holding = game.hand.holdings.get(seat)
    return tuple(holding.kept) if holding is not None else None


def borrowing_fields(game: Any, seat: int | None) -> dict[str, Any]:
    """House rule ``borrow``: the credit, the debts, the request waiting and the lender's look."""
    money, names = game.money, game.players
    if money.credit is None:
        return {}
    debts = tuple(Debt(borrower=names[b], lender=names[lender], amount=amount)
                  for (b, lender), amount in money.debts.items())
    loan = _loan(game)
    request = None if loan is None else LoanRequest(
        borrower=names[loan.borrower], lender=names[loan.lender], amount=loan.amount, kind=loan.kind,
        inspected=loan.inspected)
    return {"credit": money.credit, "debts": debts, "loan": request, **_lenders_look(game, seat)}


def _loan(game: Any) -> Any:
    hand = game.hand
    return hand.loan if hand is not None and hand.result is None else None


def _lenders_look(game: Any, seat: int | None) -> dict[str, Any]:
    """The part of :func:`borrowing_fields` that is the seat's own: the borrower's cards, to the
    lender who asked to see them."""
    if game.money.credit is None:
        return {}
    loan = _loan(game)
    cards = game.inspected_cards(seat) if seat is not None and loan is not None else ()
    return {"private": PrivateCards(seat=game.players[loan.borrower], cards=cards, why="inspect")
            if cards and loan else None}


def brag_view(game: Any, seat: int | None) -> BragView:
    """The view of ``seat`` (``None``: the public view) in Three, Four or Five Card Brag: the public
    view (built once for every seat of one moment, :func:`~bragtui.core.view.one_moment`) with
    the seat's own fields put in."""
    public = shared_part(game, "brag", lambda: _public_view(game))
    if seat is None:
        return public
    return msgspec.structs.replace(public, **seat_fields(game, seat), **_own_table_fields(game, seat),
                                   **_lenders_look(game, seat))


def _public_view(game: Any) -> BragView:
    hand = game.hand
    phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else "betting"
    return BragView(**common_fields(game, None, phase), **table_fields(game, None), **borrowing_fields(game, None))
