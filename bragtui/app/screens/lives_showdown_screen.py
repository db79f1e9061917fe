"""Bastard Brag for lives: every hand shown, the lowest marked, a life lost."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from bragtui.app.screens.base import BragScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.card_render import hand_text
from bragtui.core.cards import parse_cards
from bragtui.core.hands import evaluate


class LivesShowdownScreen(BragScreen):
    """The showdown of the game for lives: public, so shown to everyone at once."""

    DEFAULT_CSS = screen_css("cards.tcss", "showdown.tcss")

    BINDINGS = [Binding("enter", "next", "Next deal", priority=True)]

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with VerticalScroll(id="showdown"):
            yield Static(id="lives-hands")
            with Vertical():
                yield Static(id="lives-result")
                yield Static(id="lives-table")
        yield KeyBar()

    def refresh_view(self) -> None:
        game = self.game
        result = game.results[-1]
        ascii = self.app.ascii  # type: ignore[attr-defined]
        self.query_one("#title", TitleBar).show(f"Hand {result.number}: showdown · dealt by {result.dealer}")
        hands = Table(box=None, expand=True, header_style="bold")
        for column in ("Player", "Hand", "Value", ""):
            hands.add_column(column)
        for name, text in result.shown.items():
            cards = parse_cards(text)
            lowest = name == result.life_lost
            hands.add_row(name, hand_text(cards, ascii), evaluate(cards).describe(),
                          "lowest: loses a life" if lowest else "", style="bold red" if lowest else "")
        self.query_one("#lives-hands", Static).update(hands)
        lines = []
        if result.suit_decided:
            lines.append("The lowest hands were equal: the suit of the highest card decided "
                         "(spades, hearts, diamonds, clubs, highest first).")
        lines.append(f"{result.life_lost} loses a life.")
        out = [name for name, left in zip(game.players, game.lives) if left == 0]
        if out:
            lines.append("Out of the game: " + ", ".join(out) + ".")
        if game.game_winner:
            lines.append(f"{game.game_winner} is the last player with lives left and wins the game!")
        self.query_one("#lives-result", Static).update("\n".join(lines))
        table = Table(box=None, header_style="bold")
        table.add_column("Lives")
        for name in game.players:
            table.add_column(name)
        table.add_row("", *(("♥ " * left).strip() or "out" for left in game.lives) if not ascii else
                      (str(left) if left else "out" for left in game.lives))
        self.query_one("#lives-table", Static).update(table)

    def action_next(self) -> None:
        self.app.advance()  # type: ignore[attr-defined]
