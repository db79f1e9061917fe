"""The ledger: how every seat stands in the game (balances, lives or points), hand by hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, cast

from rich.table import Table
from textual import getters
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from bragtui.app.ledger import HandRow
from bragtui.app.screens.base import screen_css
from bragtui.app.screens.sized import SizedModal
from bragtui.app.variant_screens import standing
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import Column, SeatsTable
from bragtui.app.wording import signed

if TYPE_CHECKING:
    from bragtui.app.shell import ShellApp


def hands_table(rows: Sequence[HandRow], players: Sequence[str], most: int = 0) -> Table | str:
    """A row per hand ended (the latest ``most``, if given): each player's change, and how it ended."""
    if not rows:
        return "No hand has ended yet."
    table = Table(box=None, expand=True, header_style="bold", pad_edge=False)
    table.add_column("Hand", justify="right", no_wrap=True)
    for name in players:
        table.add_column(name, justify="right", no_wrap=True)
    table.add_column("How", ratio=1)
    shown = rows[-most:] if most else rows
    if len(shown) < len(rows):
        table.add_row("…", *("" for _ in players), f"{len(rows) - len(shown)} earlier hands in the ledger (g)")
    for row in shown:
        table.add_row(str(row.number), *(signed(change) for change in row.changes), row.how)
    return table


class LedgerModal(SizedModal[None]):
    """Every player's standing and each hand's changes, from public views: nothing private is shown
    over a turn."""

    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Close"),
                                             Binding("q", "app.request_quit", "Quit")]

    app = getters.app(cast("type[ShellApp]", App))

    def compose(self) -> ComposeResult:
        game = self.app.game
        assert game is not None, "the ledger opens only once there is a game"
        view = game.view(None)
        stand = standing(view)
        with VerticalScroll(classes="dialog wide"):
            yield Static(stand.title, classes="dialog-title")
            yield SeatsTable((Column("Player", view.players), *stand.columns),
                             tuple("dim" if out else "" for out in stand.out))
            yield Static(" ".join(filter(None, (f"Hands played: {len(game.results)}.", stand.note,
                                                self.app.watched(view.variant).ledger_note(view)))))
            yield Static("Hand by hand", classes="dialog-title section")
            yield Static(hands_table(self.app.hand_rows(), view.players))
        yield KeyBar(keys_text(self))

    def action_close(self) -> None:
        self.dismiss(None)
