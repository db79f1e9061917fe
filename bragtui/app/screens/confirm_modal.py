"""Ask before something that cannot be undone: y goes ahead, n or Escape does not."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Static

from bragtui.app.screens.css import screen_css
from bragtui.app.screens.sized import SizedModal
from bragtui.app.widgets.key_bar import KeyBar, keys_text


class ConfirmModal(SizedModal[bool]):
    """A yes-or-no question."""

    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("y", "answer(True)", "Yes"),
                                             Binding("n,escape", "answer(False)", "No")]

    def __init__(self, question: str):
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-title", markup=False)
            yield Static("y: yes    n: no")
        yield KeyBar(keys_text(self))

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
