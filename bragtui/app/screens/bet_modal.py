"""The betting prompt: an amount within its bounds, raised and lowered by keys or typed."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Input, Static

from bragtui.app.screens.base import screen_css
from bragtui.app.screens.sized import SizedModal
from bragtui.app.screens.typed import after_typing
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.core.actions import whole_number


class BetModal(SizedModal[int | None]):
    """Choose how much to bet; only an amount within the bounds can be confirmed."""

    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        # Priority: the amount field would otherwise claim these keys for scrolling.
        Binding("up", "more", "+1", priority=True),
        Binding("down", "less", "-1", priority=True),
        Binding("pageup", "more_5", "+5", priority=True),
        Binding("pagedown", "less_5", "-5", priority=True),
        Binding("enter", "confirm", "Bet", priority=True),
        Binding("escape", "cancel", "Cancel"),
    ]

    def __init__(self, least: int = 1, most: int = 1, blind: bool = False, stake: int | None = None,
                 title: str = "Your bet"):
        super().__init__()
        self.title_text = title
        """What is asked for (Casino Brag asks for an ante or a pair plus bet)."""
        self.configure(least, most, blind, stake)

    def configure(self, least: int, most: int, blind: bool, stake: int | None) -> BetModal:
        """Set the bounds for the next bet; the prompt is built once and reused."""
        self.least = least
        self.most = most
        self.blind = blind
        self.stake = stake
        if self.is_mounted:
            self._show_bounds()
        return self

    def compose(self) -> ComposeResult:
        with Vertical(id="bet-box", classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            yield Static(id="bet-bounds")
            yield Input(type="integer", id="bet-amount")
            yield Static("", id="bet-error")
        yield KeyBar()

    def on_mount(self) -> None:
        self._show_bounds()

    def _show_bounds(self) -> None:
        bounds = (f"From {self.least} to {self.most} chips." if self.least != self.most
                  else f"Exactly {self.least} chip{'' if self.least == 1 else 's'}.")
        if self.blind:
            bounds += " You are blind: you pay half, and a bet of b counts as 2b."
        if self.stake is not None:
            bounds += f" The stake is {self.stake}."
        self.query_one("#bet-bounds", Static).update(bounds)
        field = self.query_one("#bet-amount", Input)
        field.value = str(self.least)
        field.focus()
        field.select_all()  # typing replaces the suggested amount
        self.query_one("#bet-error", Static).update("")

    def amount(self) -> int | None:
        text = self.query_one("#bet-amount", Input).value.strip()
        value = whole_number(text)
        return value if value is not None and self.least <= value <= self.most else None

    def on_input_changed(self, event: Input.Changed) -> None:
        error = "" if self.amount() is not None else f"Enter a whole number from {self.least} to {self.most}."
        self.query_one("#bet-error", Static).update(error)
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "confirm":
            return True if self.amount() is not None else None
        return True

    def action_more(self) -> None:
        self.change(1)

    def action_less(self) -> None:
        self.change(-1)

    def action_more_5(self) -> None:
        self.change(5)

    def action_less_5(self) -> None:
        self.change(-5)

    def change(self, step: int) -> None:
        """Move the amount by ``step``, staying within the bounds."""
        field = self.query_one("#bet-amount", Input)
        current = self.amount()
        base = current if current is not None else self.least
        field.value = str(min(self.most, max(self.least, base + step)))
        field.cursor_position = len(field.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter reaches the field itself while the amount there cannot be confirmed: the keys
        # typed just before it may have made one that can.
        event.stop()
        self._confirm()

    def action_confirm(self) -> None:
        after_typing(self, self._confirm)

    def _confirm(self) -> None:
        amount = self.amount()
        if amount is not None and self.is_current:
            self.dismiss(amount)

    def action_cancel(self) -> None:
        self.dismiss(None)
