"""The hand-off screen: pass the terminal to the next player. Shows nothing private."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.messages import HandedOver
from bragtui.app.screens.base import BragScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar, keys_text


class HandoffScreen(BragScreen):
    """An opaque screen asking for the terminal to be passed to one player."""

    DEFAULT_CSS = screen_css("handoff.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "ready", "I am ready", priority=True)]

    def __init__(self) -> None:
        super().__init__()
        self.player_name = ""
        self.seat = -1

    def compose(self) -> ComposeResult:
        # One centred text: the screen comes up between every two turns, so it stays light.
        yield Static(self._message(), id="handoff")
        yield KeyBar(keys_text(self))

    def hand_to(self, name: str, seat: int) -> None:
        """Ask for the terminal to be passed to ``name``."""
        self.player_name = name
        self.seat = seat
        if self.is_mounted:
            self._show_name()

    def _show_name(self) -> None:
        self.query_one("#handoff", Static).update(self._message(), layout=False)

    def _message(self) -> str:
        name = escape(self.player_name)
        return (f"[b $accent]Pass the terminal to {name}[/]\n\n"
                f"{name}: press Enter when only you can see the screen.")

    def action_ready(self) -> None:
        self.post_move(HandedOver(self.seat, self.done_moving))
