"""A line of table talk, typed and sent to everyone at a hosted table."""

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

TALK_LENGTH = 200


class TalkModal(SizedModal[str | None]):
    """Type a line (at most 200 characters); Enter says it, Escape does not."""

    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "say", "Say", priority=True),
        Binding("escape", "cancel", "Cancel"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static("Say to the table", classes="dialog-title")
            yield Input(max_length=TALK_LENGTH, id="talk-line")
        yield KeyBar()

    def action_say(self) -> None:
        after_typing(self, self._say)

    def _say(self) -> None:
        if self.is_current:
            self.dismiss(self.query_one("#talk-line", Input).value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
