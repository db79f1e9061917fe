"""The borrowing prompt: how much to ask for, and whom to ask when more than one may lend."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import Static

from bragtui.app.screens.bet_modal import BetModal


class BorrowModal(BetModal):
    """Ask for a loan: an amount from 1 to what the seat lacks (or less, when the lender's credit
    leaves less), from one of the lenders offered (left and right change the lender)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "previous_lender", "Previous lender", priority=True),
        Binding("right", "next_lender", "Next lender", priority=True),
        Binding("enter", "confirm", "Ask", priority=True),
    ]

    def __init__(self, limits: dict[str, int]):
        self.limits = limits
        """The most each lender may be asked for."""
        self.lenders = tuple(limits)
        self.lender = 0
        super().__init__(1, limits[self.lenders[0]], title="Borrow")

    def _show_bounds(self) -> None:
        super()._show_bounds()
        lender = self.lenders[self.lender]
        others = " (left and right: another lender)" if len(self.lenders) > 1 else ""
        self.query_one("#bet-bounds", Static).update(
            f"Ask {lender} for a loan of 1 to {self.most} chips{others}: no more than you lack of the "
            f"most you could pay now, nor than {lender}'s credit allows. It stands as a debt, repaid "
            "from your next winnings.")

    def action_previous_lender(self) -> None:
        self._move_lender(-1)

    def action_next_lender(self) -> None:
        self._move_lender(1)

    def _move_lender(self, step: int) -> None:
        self.lender = (self.lender + step) % len(self.lenders)
        self.most = self.limits[self.lenders[self.lender]]
        self._show_bounds()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("previous_lender", "next_lender"):
            return True if len(self.lenders) > 1 else None
        return super().check_action(action, parameters)

    def action_confirm(self) -> None:
        amount = self.amount()
        if amount is not None:
            self.dismiss((amount, self.lenders[self.lender]))  # type: ignore[arg-type]
