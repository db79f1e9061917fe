"""Borrowing (house rule ``borrow``, pocket money only): loans, "lend or show", and debts.

With ``borrow`` no balance may fall below ``-credit``. A player short of what they
could want to pay may ask for a loan: with ``lender = "asked"`` from a player who
has folded this hand, who may first look at the borrower's cards (they alone) and
then lends or declines; with ``lender = "richest"`` the player with the highest
balance must lend what is asked, up to their own credit. With two players left, a
player who cannot pay for a see may say "lend or show": the other lends the chips
for the see, or shows and wins unless the short player's hand is better. A loan
moves chips between balances and stands as a debt (``Money.debts``) until the
borrower's next winnings repay it.

The controller mixes this in: it keeps the request in play on the hand
(``hand.loan``) and asks here who answers it, what each seat may do and why not.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bragtui.core.actions import Action, Choice
from bragtui.core.betting import FOLDED
from bragtui.core.brag.actions import Borrow, Decline, Inspect, Lend, LendOrShow, Show
from bragtui.core.brag.events import Declined, Inspected, LoanAsked, Showed
from bragtui.core.cards import Card
from bragtui.core.errors import IllegalAction
from bragtui.core.events import Lent, Repaid
from bragtui.core.table import Table

BORROW_VERBS = ("borrow", "inspect", "lend", "decline", "lend-or-show", "show")
"""The verbs of borrowing: a game without the house rule has none of them."""
ANSWERS = ("inspect", "lend", "decline", "show")
"""The verbs that answer a request for a loan."""
_INSPECT, _DECLINE, _SHOW, _LEND_OR_SHOW = Choice("inspect"), Choice("decline"), Choice("show"), Choice("lend-or-show")


@dataclass(frozen=True, slots=True)
class Loan:
    """A request waiting for its answer: ``kind`` is ``borrow`` (asked of ``lender``) or
    ``lend-or-show`` (``lender`` is the other player left; ``amount`` what the see lacks)."""

    borrower: int
    lender: int
    amount: int
    kind: str = "borrow"
    inspected: bool = False


class Borrowing(Table):
    """Loans and debts for a betting controller: its hand holds ``loan`` (the request waiting,
    or ``None``) and ``declined`` (who refused whom this hand)."""

    def standing(self) -> Mapping[str, Any]:
        """With borrowing: the debts standing, oldest first (``brag replay --json``'s ``debts``)."""
        if self.money.credit is None:
            return {}
        names = self.players
        return {"debts": [{"borrower": names[b], "lender": names[lender], "amount": amount}
                          for (b, lender), amount in self.money.debts.items()]}

    # --- who may do what -------------------------------------------------------------------------

    def loan_answerer(self) -> int | None:
        """The seat that must answer a request for a loan now, if one waits."""
        loan = self.hand.loan
        return loan.lender if loan is not None else None

    def richest(self, borrower: int) -> int | None:
        """The player other than ``borrower`` with the highest balance (ties: the first clockwise
        from the borrower's left)."""
        count = len(self.players)
        others = [(borrower + step) % count for step in range(1, count)]
        return max(others, key=lambda seat: self.money.balances[seat]) if others else None

    def lenders(self, borrower: int) -> list[int]:
        """The seats ``borrower`` may ask for a loan now."""
        hand, money = self.hand, self.money
        if self.rules.lender == "richest":
            richest = self.richest(borrower)
            return [richest] if richest is not None and (money.room(richest) or 0) > 0 else []
        return [seat for seat in hand.order if hand.betting.status.get(seat) == FOLDED
                and (borrower, seat) not in hand.declined and (money.room(seat) or 0) > 0]

    def shortfall(self, seat: int) -> int:
        """How many chips ``seat`` lacks of the most it could want to pay now (0: none)."""
        return max(0, self.hand.betting.most_wanted(seat) - (self.money.room(seat) or 0))

    def borrow_choices(self, seat: int) -> list[Choice]:
        """Borrowing's choices for the seat to bet: a loan from those who may lend, lend or show."""
        if not self.rules.borrow:
            return []
        choices = []
        short, lenders = self.shortfall(seat), self.lenders(seat)
        if short and lenders:
            choices.append(Choice("borrow", least=1, most=short, options=tuple(self.players[s] for s in lenders)))
        if self.why_not_lend_or_show(seat) is None:
            choices.append(_LEND_OR_SHOW)
        return choices

    def answer_choices(self) -> list[Choice]:
        """What the seat asked may answer."""
        loan = self.hand.loan
        lend = Choice("lend", least=loan.amount, most=loan.amount)
        if loan.kind == "borrow":
            return [*(() if loan.inspected else (_INSPECT,)), lend, _DECLINE]
        return [lend, _SHOW] if self._can_lend(loan.lender, loan.amount) else [_SHOW]

    def _can_lend(self, lender: int, amount: int) -> bool:
        room = self.money.room(lender)
        return room is None or room >= amount

    def why_not_borrow(self, seat: int) -> str:
        """Why the seat to bet may not borrow now."""
        if not self.shortfall(seat):
            return "you can already pay the most the rules allow now: no loan is needed"
        if self.rules.lender == "richest":
            richest = self.richest(seat)
            name = self.players[richest] if richest is not None else "nobody"
            return f"the richest player, {name}, has no credit left to lend"
        if not any(status == FOLDED for status in self.hand.betting.status.values()):
            return "only a player who has folded this hand may lend, and nobody has folded yet"
        return "nobody who has folded this hand can lend to you now"

    def why_not_lend_or_show(self, seat: int) -> str | None:
        """Why the seat to bet may not say "lend or show", or ``None`` if it may."""
        betting = self.hand.betting
        if len(betting.live) != 2:
            return "lend or show is only for when two players are left"
        if not betting.bet_made:
            return "lend or show comes only after a bet has been made"
        cost, room = betting.see_cost(seat), self.money.room(seat)
        if room is None or room >= cost:
            return f"you can pay the {cost} a see costs: lend or show is for a player who cannot"
        return None

    def why_not_answer(self, verb: str) -> str:
        """Why ``verb`` (an answer to a loan) may not be used now."""
        loan = self.hand.loan
        if loan is None:
            return f"{verb} answers a request for a loan, and none is waiting"
        if verb == "inspect":
            return ("you have already looked at the borrower's cards" if loan.kind == "borrow"
                    else "only a player asked for a loan may look at the borrower's cards")
        if verb == "decline":
            return "after \"lend or show\" you lend or show: you cannot decline"
        if verb == "show":
            return "show answers \"lend or show\"; a loan asked for is lent or declined"
        return f"you can lend at most {self.money.room(loan.lender)}: show"

    def inspected_cards(self, seat: int) -> tuple[Card, ...]:
        """The borrower's cards that ``seat`` is looking at as the lender asked, if it is."""
        hand = self.hand
        loan = getattr(hand, "loan", None)
        if loan is None or not loan.inspected or loan.lender != seat or hand.result is not None:
            return ()
        old = hand.old.get(loan.borrower)
        return tuple(hand.holdings[loan.borrower].kept) + (old.cards if old is not None else ())

    # --- the handlers ----------------------------------------------------------------------------

    def _check_loan_phase(self, action: Action) -> None:
        """While a request waits, only its answers; and no answer without one."""
        loan = self.hand.loan
        if loan is not None and action.verb not in ANSWERS:
            what = "for a loan" if loan.kind == "borrow" else "to lend or show"
            raise IllegalAction(f"first answer {self.players[loan.borrower]}'s request {what}")
        if loan is None and action.verb in ANSWERS:
            raise IllegalAction(self.why_not_answer(action.verb))

    def _do_borrow(self, action: Borrow) -> None:
        seat = action.seat
        lender = self.seat_of(action.lender)
        problem = self._borrow_problem(seat, lender, action.amount)
        if problem is not None:
            raise IllegalAction(problem)
        self._emit(LoanAsked(seat, lender, action.amount))
        if self.rules.lender == "richest":
            self._give(lender, seat, min(action.amount, self.money.room(lender) or 0), forced=True)
        else:
            self.hand.loan = Loan(seat, lender, action.amount)

    def _borrow_problem(self, seat: int, lender: int, amount: int) -> str | None:
        """What is wrong with ``seat`` asking ``lender`` for ``amount``, or ``None``."""
        short = self.shortfall(seat)
        if not short or not self.lenders(seat):
            return self.why_not_borrow(seat)
        if not 1 <= amount <= short:
            return f"you may borrow from 1 to {short}: what you lack of the most you could pay now"
        return self._lender_problem(seat, lender, amount)

    def _lender_problem(self, seat: int, lender: int, amount: int) -> str | None:
        """What is wrong with asking ``lender`` in particular, or ``None``."""
        name = self.players[lender]
        if lender in self.lenders(seat):
            room = self.money.room(lender) or 0
            if self.rules.lender == "asked" and amount > room:
                return f"{name} can lend at most {room}: their credit of {self.money.credit} allows no more"
            return None
        if lender == seat:
            return "you cannot borrow from yourself"
        if self.rules.lender == "richest":
            return f'with lender = "richest" the richest player lends: {self.players[self.richest(seat) or 0]}'
        if self.hand.betting.status.get(lender) != FOLDED:
            return f"{name} has not folded this hand: only a player who has folded may lend"
        if (seat, lender) in self.hand.declined:
            return f"{name} has already declined to lend to you this hand"
        return f"{name} has no credit left to lend"

    def _do_inspect(self, action: Inspect) -> None:
        loan = self.hand.loan
        if loan.kind != "borrow" or loan.inspected:
            raise IllegalAction(self.why_not_answer("inspect"))
        self.hand.loan = replace(loan, inspected=True)
        self._emit(Inspected(action.seat, loan.borrower))

    def _do_lend(self, action: Lend) -> None:
        loan = self.hand.loan
        if action.amount is not None and action.amount != loan.amount:
            raise IllegalAction(f"the loan asked for is {loan.amount}, not {action.amount}")
        if not self._can_lend(action.seat, loan.amount):
            raise IllegalAction(self.why_not_answer("lend"))
        self.hand.loan = None
        self._give(action.seat, loan.borrower, loan.amount, forced=False)

    def _do_decline(self, action: Decline) -> None:
        loan = self.hand.loan
        if loan.kind != "borrow":
            raise IllegalAction(self.why_not_answer("decline"))
        self.hand.loan = None
        self.hand.declined.add((loan.borrower, action.seat))
        self._emit(Declined(action.seat, loan.borrower))

    def _do_show(self, action: Show) -> None:
        loan = self.hand.loan
        if loan.kind != "lend-or-show":
            raise IllegalAction(self.why_not_answer("show"))
        self.hand.loan = None
        self._emit(Showed(action.seat, loan.borrower))
        self.hand.betting.show(loan.borrower)

    def _do_lend_or_show(self, action: LendOrShow) -> None:
        seat, betting = action.seat, self.hand.betting
        problem = self.why_not_lend_or_show(seat)
        if problem is not None:
            raise IllegalAction(problem)
        other = betting.opponent(seat)
        short = betting.see_cost(seat) - (self.money.room(seat) or 0)
        self.hand.loan = Loan(seat, other, short, "lend-or-show")
        self._emit(LoanAsked(seat, other, short, "lend-or-show"))

    def _give(self, lender: int, borrower: int, amount: int, *, forced: bool) -> None:
        self.money.lend(lender, borrower, amount)
        self._emit(Lent(lender, borrower, amount, forced))

    def _pay_winnings(self, seat: int, amount: int) -> None:
        """Pay a pot to ``seat``; any debts it owes are repaid from it, oldest first."""
        money = self.money
        money.receive(seat, amount)
        if money.debts:
            for lender, repaid in money.repay(seat, amount):
                self._emit(Repaid(seat, lender, repaid))


# A verb with a hyphen has no method name of its own: the table finds the handler by the verb.
setattr(Borrowing, "_do_lend-or-show", Borrowing._do_lend_or_show)
