"""Crash's showdown: positions turned up one by one, points, stick-ups, crashes and bonuses."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from bragtui.app.screens.base import BragScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.card_render import hand_text
from bragtui.core import ranking
from bragtui.core.cards import parse_cards


class CrashShowdownScreen(BragScreen):
    """Only the positions the rules turn up (play stops once someone reaches the target)."""

    DEFAULT_CSS = screen_css("cards.tcss", "showdown.tcss")

    BINDINGS = [Binding("enter", "next", "Next deal", priority=True)]

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with VerticalScroll(id="showdown"):
            yield Static(id="crash-positions")
            yield Static(id="crash-result")
            yield Static(id="crash-scores")
        yield KeyBar()

    def refresh_view(self) -> None:
        game = self.game
        view = game.view(0)
        result = view.result
        ascii = self.app.ascii  # type: ignore[attr-defined]
        self.query_one("#title", TitleBar).show(f"Hand {result.number}: showdown · first to {view.target}")
        table = Table(box=None, expand=True, header_style="bold")
        table.add_column("#")
        for name in view.players:
            table.add_column(name)
        table.add_column("Result")
        for position in view.positions:
            cells = []
            for name in view.players:
                text = position.hands.get(name)
                if text is None:
                    cells.append("—")
                    continue
                cards = parse_cards(text)
                kind = ranking.TYPE_NAMES[ranking.hand_type(ranking.strength3(*cards))]
                mark = " ★" if position.winner == name else ""
                cells.append(f"{hand_text(cards, ascii)}{mark}\n{kind}")
            outcome = f"{position.winner} +{position.points}" if position.winner else "stick-up"
            table.add_row(str(position.position), *cells, outcome)
        if result.end == "redeal":
            table = Table(box=None)
            table.add_row(game.hand.public_log[-1])
        self.query_one("#crash-positions", Static).update(table)
        extra = [line for line in view.log if "crash" in line or "all four" in line or "thirteen" in line]
        if result.points and result.end != "redeal":
            extra.append("This hand: " + ", ".join(f"{name} {n}" for name, n in result.points.items()) + ".")
        if view.game_winner:
            extra.append(f"{view.game_winner} wins the game!")
        self.query_one("#crash-result", Static).update("\n".join(extra))
        scores = "   ".join(f"{name} {score}" for name, score in zip(view.players, view.scores))
        self.query_one("#crash-scores", Static).update(f"Scores (first to {view.target}): {scores}")

    def action_next(self) -> None:
        self.app.advance()  # type: ignore[attr-defined]
