"""Confirm quitting; the game is already saved."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from bragtui.app.screens.base import screen_css
from bragtui.app.widgets.key_bar import KeyBar, keys_text


class QuitModal(ModalScreen[bool]):
    """Ask before quitting, and say where the game is saved."""

    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Quit"),
        Binding("n,escape", "answer(False)", "Stay"),
    ]

    def __init__(self, save_path: Path | None, over: bool = False, stops_table: bool = False):
        super().__init__()
        self.save_path = save_path
        self.over = over
        """The game is over: its history is kept, but there is nothing to continue."""
        self.stops_table = stops_table
        """This is the host's own seat: quitting ends the game for every seat."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static("Quit bragtui?", classes="dialog-title")
            if self.stops_table and not self.over:
                yield Static("This stops the table for everyone. The game is saved on this machine; "
                             "the command to carry it on is shown when you quit.")
            if self.save_path is not None:
                # A path is shown as it is: brackets in it are not style tags.
                later = "" if self.over else "\nContinue it later with: brag resume"
                yield Static(f"The game is saved in {self.save_path}.{later}", markup=False)
            yield Static("y: quit    n: keep playing")
        yield KeyBar(keys_text(self))

    def action_answer(self, quit_now: bool) -> None:
        self.dismiss(quit_now)
