"""Money at the table: pocket money with a running ledger, or table stakes.

Every chip a player pays goes into a pot and every pot is paid out to players,
so at any moment the players' net balances plus the chips in pots sum to zero.
"""

from __future__ import annotations

from bragtui.core.errors import IllegalAction


class Money:
    """What each seat has paid and received. Seats are numbered clockwise from 0."""

    def __init__(self, seats: int, mode: str = "pocket", buy_in: int = 0,
                 balances: list[int] | None = None):
        self.stacks = mode == "stacks"
        """True with table stakes: a seat can pay only what is in front of it."""
        self.buy_in = buy_in
        self.balances = list(balances) if balances is not None else [0] * seats
        """Net chips per seat: everything received less everything paid."""
        self.buy_ins = [1] * seats
        """How many times each seat has bought in (table stakes)."""

    def available(self, seat: int) -> int | None:
        """Chips the seat can still put in; ``None`` when there is no limit (pocket money)."""
        return self.buy_in * self.buy_ins[seat] + self.balances[seat] if self.stacks else None

    def buy_again(self, seat: int) -> int:
        """Table stakes: the seat buys in once more; returns the chips it gets."""
        self.buy_ins[seat] += 1
        return self.buy_in

    def pay(self, seat: int, amount: int) -> None:
        if amount < 0:
            raise ValueError("a payment cannot be negative")
        left = self.available(seat)
        if left is not None and amount > left:
            raise IllegalAction(f"you have only {left} chips")
        self.balances[seat] -= amount

    def receive(self, seat: int, amount: int) -> None:
        self.balances[seat] += amount
