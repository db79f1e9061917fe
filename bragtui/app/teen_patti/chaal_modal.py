"""Choosing a chaal (or a sideshow's chaal) within its range: any whole number blind, an even one seen."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import Input, Static

from bragtui.app.screens.bet_modal import BetModal
from bragtui.core.actions import whole_number


class ChaalModal(BetModal):
    """The betting prompt with Teen Patti's words and steps: an amount from the least to the most in
    steps of ``step`` (2 for a seen chaal, whose amounts are even)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "more", "More", priority=True),
        Binding("down", "less", "Less", priority=True),
        Binding("pageup", "more_5", "Much more", priority=True),
        Binding("pagedown", "less_5", "Much less", priority=True),
        Binding("enter", "confirm", "Chaal", priority=True),
        Binding("escape", "cancel", "Cancel"),
    ]

    def __init__(self) -> None:
        self.step = 1
        self.what = "chaal"
        super().__init__(title="Your chaal")

    def set_terms(self, least: int, most: int, step: int, what: str) -> ChaalModal:
        """Set the range and step of the next amount, and what it is for (``chaal``, ``sideshow``)."""
        self.step, self.what = step, what
        self.configure(least, most, False, None)
        return self

    def _show_bounds(self) -> None:
        super()._show_bounds()
        how = "any whole number" if self.step == 1 else "an even number"
        bounds = f"{how.capitalize()} from {self.least} to {self.most} chips."
        if self.step == 1:
            bounds += " You are blind: the stake becomes what you pay."
        else:
            bounds += " You have seen your cards: the stake becomes half what you pay."
        if self.what == "sideshow":
            bounds += " You also ask the previous player still in for a sideshow."
        self.query_one("#bet-bounds", Static).update(bounds)

    def amount(self) -> int | None:
        value = whole_number(self.query_one("#bet-amount", Input).value.strip())
        fits = value is not None and self.least <= value <= self.most and (value - self.least) % self.step == 0
        return value if fits else None

    def on_input_changed(self, event: Input.Changed) -> None:
        event.prevent_default()  # the betting prompt's own words are for any whole number
        how = "a whole number" if self.step == 1 else "an even number"
        error = "" if self.amount() is not None else f"Enter {how} from {self.least} to {self.most}."
        self.query_one("#bet-error", Static).update(error)
        self.refresh_bindings()

    def change(self, step: int) -> None:
        super().change(step * self.step)
