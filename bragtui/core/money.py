"""Money at the table: pocket money with a running ledger, or table stakes.

Every chip a player pays goes into a pot and every pot is paid out to players,
so at any moment the players' net balances plus the chips in pots sum to zero.
With borrowing (pocket money with a ``credit`` floor) a loan moves chips from the
lender's balance to the borrower's and stands as a debt until the borrower's next
winnings repay it: the debts are a ledger of their own beside the balances.
"""

from __future__ import annotations

from bragtui.core.errors import IllegalAction


class Money:
    """What each seat has paid and received. Seats are numbered clockwise from 0."""

    def __init__(self, seats: int, mode: str = "pocket", buy_in: int = 0,
                 balances: list[int] | None = None, credit: int | None = None):
        self.stacks = mode == "stacks"
        """True with table stakes: a seat can pay only what is in front of it."""
        self.buy_in = buy_in
        self.balances = list(balances) if balances is not None else [0] * seats
        """Net chips per seat: everything received less everything paid."""
        self.buy_ins = [1] * seats
        """How many times each seat has bought in (table stakes)."""
        self.credit = None if self.stacks else credit
        """Pocket money with borrowing: no balance may fall below minus this; ``None``: no floor."""
        self.debts: dict[tuple[int, int], int] = {}
        """Loans standing, by (borrower, lender), oldest first: repaid in that order."""

    def available(self, seat: int) -> int | None:
        """Chips the seat can still put in; ``None`` when there is no limit (pocket money)."""
        return self.buy_in * self.buy_ins[seat] + self.balances[seat] if self.stacks else None

    def room(self, seat: int) -> int | None:
        """Chips the seat may still pay: its stack with table stakes, what its credit leaves with
        borrowing, ``None`` when there is no limit."""
        if self.stacks:
            return self.available(seat)
        return self.balances[seat] + self.credit if self.credit is not None else None

    def short_words(self, seat: int) -> str:
        """What limits the seat's payments, in words: ``you have only 3 chips``."""
        left = self.room(seat) or 0
        if self.credit is not None:
            return f"your credit of {self.credit} leaves you only {left}"
        return f"you have only {left} chip{'' if left == 1 else 's'}"

    def lend(self, lender: int, borrower: int, amount: int) -> None:
        """A loan: ``amount`` chips from the lender's balance to the borrower's, owed until repaid."""
        if amount <= 0:
            raise ValueError("a loan must be of one chip or more")
        self.pay(lender, amount)
        self.balances[borrower] += amount
        self.debts[borrower, lender] = self.debts.get((borrower, lender), 0) + amount

    def repay(self, borrower: int, winnings: int) -> list[tuple[int, int]]:
        """Out of ``winnings`` just received, the borrower repays its debts, oldest first, as far
        as they go; returns each ``(lender, amount)`` repaid."""
        repaid = []
        for (debtor, lender), owed in list(self.debts.items()):
            if debtor != borrower or winnings <= 0:
                continue
            amount = min(owed, winnings)
            winnings -= amount
            self.balances[borrower] -= amount
            self.balances[lender] += amount
            if amount == owed:
                del self.debts[debtor, lender]
            else:
                self.debts[debtor, lender] = owed - amount
            repaid.append((lender, amount))
        return repaid

    def owed_by(self, seat: int) -> int:
        """What the seat owes in all."""
        return sum(amount for (debtor, _), amount in self.debts.items() if debtor == seat)

    def buy_again(self, seat: int) -> int:
        """Table stakes: the seat buys in once more; returns the chips it gets."""
        self.buy_ins[seat] += 1
        return self.buy_in

    def pay(self, seat: int, amount: int) -> None:
        if amount < 0:
            raise ValueError("a payment cannot be negative")
        left = self.room(seat)
        if left is not None and amount > left:
            raise IllegalAction(self.short_words(seat))
        self.balances[seat] -= amount

    def receive(self, seat: int, amount: int) -> None:
        self.balances[seat] += amount
