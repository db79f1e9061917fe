"""The ledger: how every seat stands in the game (balances, lives or points)."""

from __future__ import annotations

from typing import ClassVar

from textual import getters
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from bragtui.app.brag_app import BragApp
from bragtui.app.screens.base import screen_css
from bragtui.app.variant_screens import standing
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.seats_table import Column, SeatsTable


class LedgerModal(ModalScreen[None]):
    """Every player's standing, from the public view: nothing private is shown over a turn."""

    DEFAULT_CSS = screen_css("dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Close")]

    app = getters.app(BragApp)

    def compose(self) -> ComposeResult:
        game = self.app.game
        assert game is not None, "the ledger opens only once there is a game"
        view = game.view(None)
        stand = standing(view)
        with Vertical(classes="dialog"):
            yield Static(stand.title, classes="dialog-title")
            yield SeatsTable((Column("Player", view.players), *stand.columns),
                             tuple("dim" if out else "" for out in stand.out))
            yield Static(" ".join(filter(None, (f"Hands played: {len(game.results)}.", stand.note))))
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
