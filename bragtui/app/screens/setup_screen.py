"""Setting up a game: the variant, 2 to 10 names, and the house rules in force."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.markup import escape
from textual.widgets import Input, Select, Static

from bragtui.app.screens.base import SizedScreen, screen_css
from bragtui.app.screens.rules_modal import rules_table
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.core.errors import IllegalAction
from bragtui.core.rules import Rules
from bragtui.core.table import check_players
from bragtui.core.variants import title_of, variant_keys

Setup = tuple[str, list[str]]
"""The variant chosen and the players' names, clockwise."""


class SetupScreen(SizedScreen[Setup | None]):
    """Choose the game and type the players' names, clockwise from the first dealer."""

    DEFAULT_CSS = screen_css("setup.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "start", "Start", priority=True), Binding("escape", "leave", "Quit")]

    def __init__(self, rules_for: dict[str, Rules]):
        super().__init__()
        self.rules_for = rules_for
        self.variants = [v for v in variant_keys() if v in rules_for]
        """The registered variants there are rules for, in the registry's order."""

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with Vertical(id="setup"):
            yield Select([(title_of(v), v) for v in self.variants], value=self.variants[0],
                         allow_blank=False, id="variant")
            yield Input(placeholder="Names, clockwise, separated by commas (the first deals first)", id="names")
            yield Static("", id="setup-error")
            with VerticalScroll(id="setup-rules"):
                yield Static(id="rules-in-force")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#title", TitleBar).show("New game of Brag")
        self._show_rules()
        self.query_one("#names", Input).focus()

    def _variant(self) -> str:
        return str(self.query_one("#variant", Select).value)

    def _show_rules(self) -> None:
        self.query_one("#rules-in-force", Static).update(rules_table(self.rules_for[self._variant()]))

    def on_select_changed(self, event: Select.Changed) -> None:
        self._show_rules()

    def names(self) -> list[str]:
        """The names typed, clockwise."""
        return [n.strip() for n in self.query_one("#names", Input).value.split(",")]

    def action_start(self) -> None:
        variant = self._variant()
        names = self.names()
        error = self.query_one("#setup-error", Static)
        if any(not n for n in names):
            error.update("[b red]Every player needs a name: no empty names between commas.[/]")
            return
        try:
            check_players(names, variant, self.rules_for[variant])
        except IllegalAction as refusal:
            error.update(f"[b red]{escape(str(refusal))}.[/]")
            return
        self.dismiss((variant, names))

    def action_leave(self) -> None:
        self.dismiss(None)
