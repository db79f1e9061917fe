"""Hand rankings with the odds of each type, computed over all 22,100 hands."""

from __future__ import annotations

from typing import ClassVar

from rich.console import JustifyMethod
from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from bragtui.app.screens.base import screen_css
from bragtui.app.screens.sized import SizedModal
from bragtui.app.variant_screens import ranking_notes
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.core.odds import type_table
from bragtui.core.rules import Rules
from bragtui.core.variants import title_of

EXAMPLES = {"prial of threes": "3 3 3", "other prial": "A A A … 2 2 2",
            "running flush": "3 2 A of a suit, A K Q … 4 3 2", "run": "3 2 A, A K Q … 4 3 2",
            "flush": "three of a suit", "pair": "pair, then the odd card", "high card": "highest, middle, lowest"}

COLUMNS: tuple[tuple[str, JustifyMethod], ...] = (("Hand", "left"), ("Examples", "left"), ("Hands", "right"),
                                                   ("Chance", "right"))


class RankingsModal(SizedModal[None]):
    """The hand types best first, and the rules in force that rank or settle hands."""

    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Close"),
                                             Binding("q", "app.request_quit", "Quit")]

    def __init__(self, rules: Rules | None = None):
        super().__init__()
        self.rules = rules

    def compose(self) -> ComposeResult:
        table = Table(box=None, expand=True, header_style="bold")
        for column, justify in COLUMNS:
            table.add_column(column, justify=justify)
        for row in type_table():
            table.add_row(row.name.capitalize(), EXAMPLES[row.name], f"{row.count:,}", f"{100 * row.probability:.2f}%")
        rules = self.rules
        title = "Hand rankings, best first" + (f" · {title_of(rules.variant)}" if rules is not None else "")
        notes = (ranking_notes(rules.variant, rules.wild) if rules is not None
                 else ["K A 2 is not a run. Suits have no order: equal hands are possible."])
        with VerticalScroll(classes="dialog wide"):
            yield Static(title, classes="dialog-title")
            yield Static(table)
            yield Static(" ".join(notes), id="ranking-notes")
        yield KeyBar(keys_text(self))

    def action_close(self) -> None:
        self.dismiss(None)
