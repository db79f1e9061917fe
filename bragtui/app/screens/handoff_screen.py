"""The hand-off screen: pass the terminal to the next player. Shows nothing private."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Footer, Static

from bragtui.app.screens.base import BragScreen


class HandoffScreen(BragScreen):
    """An opaque screen asking for the terminal to be passed to one player."""

    BINDINGS = [Binding("enter", "ready", "I am ready", priority=True)]

    def __init__(self, name: str, seat: int):
        super().__init__()
        self.player_name = name
        self.seat = seat

    def compose(self) -> ComposeResult:
        yield from self.compose_too_small()
        with Middle(id="handoff"):
            with Center():
                yield Static(f"Pass the terminal to {self.player_name}", id="handoff-title")
            with Center():
                yield Static(f"{self.player_name}: press Enter when only you can see the screen.",
                             id="handoff-hint")
        yield Footer()

    def action_ready(self) -> None:
        self.app.handed_over(self.seat)  # type: ignore[attr-defined]
