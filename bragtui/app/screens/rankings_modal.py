"""Hand rankings with the odds of each type, computed over all 22,100 hands."""

from __future__ import annotations

from typing import ClassVar

from rich.console import JustifyMethod
from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from bragtui.app.screens.base import screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.core.odds import type_table

EXAMPLES = {"prial of threes": "3 3 3", "other prial": "A A A … 2 2 2", "running flush": "3 2 A of a suit, A K Q … 4 3 2",
            "run": "3 2 A, A K Q … 4 3 2", "flush": "three of a suit", "pair": "pair, then the odd card",
            "high card": "highest, middle, lowest"}

COLUMNS: tuple[tuple[str, JustifyMethod], ...] = (("Hand", "left"), ("Examples", "left"), ("Hands", "right"),
                                                   ("Chance", "right"))


class RankingsModal(ModalScreen[None]):
    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Close")]

    def compose(self) -> ComposeResult:
        table = Table(box=None, expand=True, header_style="bold")
        for column, justify in COLUMNS:
            table.add_column(column, justify=justify)
        for row in type_table():
            table.add_row(row.name.capitalize(), EXAMPLES[row.name], f"{row.count:,}", f"{100 * row.probability:.2f}%")
        with VerticalScroll(classes="dialog wide"):
            yield Static("Hand rankings, best first", classes="dialog-title")
            yield Static(table)
            yield Static("K A 2 is not a run. Suits have no order: equal hands are possible, and a player "
                         "who pays to see an equal hand loses.")
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
