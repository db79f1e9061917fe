"""The hand-off screen: pass the terminal to the next player. Shows nothing private."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Static

from bragtui.app.screens.base import BragScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar


class HandoffScreen(BragScreen):
    """An opaque screen asking for the terminal to be passed to one player."""

    DEFAULT_CSS = screen_css("handoff.tcss")

    BINDINGS = [Binding("enter", "ready", "I am ready", priority=True)]

    def __init__(self) -> None:
        super().__init__()
        self.player_name = ""
        self.seat = -1

    def compose(self) -> ComposeResult:
        with Middle(id="handoff"):
            with Center():
                yield Static(id="handoff-title")
            with Center():
                yield Static(id="handoff-hint")
        yield KeyBar()

    def hand_to(self, name: str, seat: int) -> None:
        """Ask for the terminal to be passed to ``name``."""
        self.player_name = name
        self.seat = seat
        if self.is_mounted:
            self._show_name()

    def on_mount(self) -> None:
        self._show_name()

    def _show_name(self) -> None:
        self.query_one("#handoff-title", Static).update(f"Pass the terminal to {self.player_name}")
        self.query_one("#handoff-hint", Static).update(
            f"{self.player_name}: press Enter when only you can see the screen.")

    def action_ready(self) -> None:
        self.app.handed_over(self.seat)  # type: ignore[attr-defined]
