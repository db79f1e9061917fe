"""The ledger: who is up and who is down."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from bragtui.app.screens.base import screen_css
from bragtui.app.widgets.key_bar import KeyBar


class LedgerModal(ModalScreen[None]):
    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS = [Binding("escape", "close", "Close")]

    def compose(self) -> ComposeResult:
        game = self.app.game  # type: ignore[attr-defined]
        table = Table(box=None, expand=True, header_style="bold")
        table.add_column("Player")
        if game.variant == "crash":
            title = f"Scores (first to {game.rules.target})"
            table.add_column("Points", justify="right")
            for name, score in zip(game.players, game.scores):
                table.add_row(name, str(score))
        elif getattr(game, "for_lives", False):
            title = "Lives"
            table.add_column("Lives left", justify="right")
            for name, left in zip(game.players, game.lives):
                table.add_row(name, str(left) if left else "out")
        else:
            title = "Ledger"
            stacks = game.money.stacks
            table.add_column("Net", justify="right")
            if stacks:
                table.add_column("Stack", justify="right")
            for seat, name in enumerate(game.players):
                row = [name, f"{game.money.balances[seat]:+d}"]
                if stacks:
                    row.append(str(game.money.available(seat)))
                table.add_row(*row)
        with Vertical(classes="dialog"):
            yield Static(title, classes="dialog-title")
            yield Static(table)
            extra = f"Hands played: {len(game.results)}."
            if getattr(game, "carried_pot", 0):
                extra += f" A pot of {game.carried_pot} is carried to the next deal."
            yield Static(extra)
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
