"""The house rules in force."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from bragtui.app.screens.base import screen_css
from bragtui.app.screens.sized import SizedModal
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.core.rules import Rules, option_of
from bragtui.core.variants import title_of


def rules_table(rules: Rules) -> Table:
    """The rules in force as a two-column table of key, value and meaning."""
    table = Table(box=None, expand=True, header_style="bold")
    table.add_column("Rule", no_wrap=True)
    table.add_column("Value", no_wrap=True)
    table.add_column("Meaning")
    for key, value in rules.as_dict().items():
        if isinstance(value, dict):  # a pay table: one hand type and its odds a line
            shown = "\n".join(f"{name} {pays}:1" for name, pays in value.items())
        else:
            shown = str(value).lower() if isinstance(value, bool) else str(value)
        table.add_row(key, shown, option_of(key, rules.variant).help)
    return table


class RulesModal(SizedModal[None]):
    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Close"),
                                             Binding("q", "app.request_quit", "Quit")]

    def __init__(self, rules: Rules):
        super().__init__()
        self.rules = rules

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog wide"):
            yield Static(f"House rules in force: {title_of(self.rules.variant)}", classes="dialog-title")
            yield Static(rules_table(self.rules))
        yield KeyBar(keys_text(self))

    def action_close(self) -> None:
        self.dismiss(None)
