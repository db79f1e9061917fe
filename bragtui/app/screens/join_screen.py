"""The join screen: the address and code of a hosted table and a name, then that seat's table.

It is the only screen a browser page served by ``brag serve`` starts on: nothing
here opens a file, a saved game or a hot-seat table.
"""

from __future__ import annotations

from typing import ClassVar, NamedTuple

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Input, Static

from bragtui.app.screens.base import SizedScreen, screen_css
from bragtui.app.screens.typed import after_typing
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.core.seats import NAME_LENGTH, name_problem


class JoinRequest(NamedTuple):
    """What the join screen asks for."""

    url: str
    code: str
    name: str


def join_problem(url: str, code: str, name: str) -> str | None:
    """Why these cannot be used to join, or ``None`` (the host checks the rest)."""
    if not url.startswith(("ws://", "wss://")) or len(url) < 8:
        return "the address is the host's first line, such as ws://192.168.1.20:8765"
    if not code:
        return "the code is on the host's first line, after the address"
    return name_problem(name)


class JoinScreen(SizedScreen[JoinRequest]):
    """Ask for a hosted table's address and code, and a name to sit down as."""

    DEFAULT_CSS = screen_css("dialog.tcss") + """
    JoinScreen { align: center middle; }
    JoinScreen Input { margin-bottom: 1; }
    JoinScreen #join-name { margin-bottom: 0; }
    #join-error { color: $error; height: auto; min-height: 2; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "join", "Join", priority=True),
        # The fields take every letter, so leaving is on Escape.
        Binding("escape", "leave", "Quit"),
    ]

    def __init__(self, url: str = "ws://") -> None:
        super().__init__()
        self.url = url

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="join-box"):
            yield Static("Join a table", classes="dialog-title")
            yield Static("The host's address and code, and your name:")
            # Not selected on focus: the first key goes after the "ws://" already there, not over it.
            yield Input(self.url, placeholder="ws://192.168.1.20:8765", id="join-url", select_on_focus=False)
            yield Input(placeholder="code", id="join-code", max_length=40)
            yield Input(placeholder="your name", id="join-name", max_length=NAME_LENGTH)
            yield Static("", id="join-error")
        yield KeyBar(keys_text(self))

    def _value(self, name: str) -> str:
        return self.query_one(f"#join-{name}", Input).value.strip()

    def action_join(self) -> None:
        after_typing(self, self._join)

    def _join(self) -> None:
        if not self.is_current:
            return
        url, code, name = self._value("url"), self._value("code"), self._value("name")
        problem = join_problem(url, code, name)
        if problem is not None:
            self.query_one("#join-error", Static).update(problem[0].upper() + problem[1:] + ".")
            return
        self.dismiss(JoinRequest(url, code, name))

    def action_leave(self) -> None:
        self.app.exit()
