"""Crash's showdown: positions turned up one by one, points, stick-ups, crashes and bonuses."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from bragtui.app.screens.arrange_screen import scores_line
from bragtui.app.screens.base import EndingScreen
from bragtui.card_render import hand_text
from bragtui.core import ranking
from bragtui.core.cards import Card
from bragtui.core.results import PositionResult, outcome_lines
from bragtui.core.view import ArrangeView


def position_cell(cards: tuple[Card, ...] | None, won: bool, ascii: bool) -> str:
    """One player's hand at a position and its kind, starred if it won; a dash if none was set."""
    if cards is None:
        return "—"
    kind = ranking.TYPE_NAMES[ranking.hand_type(ranking.strength3(*cards))]
    return f"{hand_text(cards, ascii)}{' ★' if won else ''}\n{kind}"


class CrashShowdownScreen(EndingScreen):
    """Only the positions the rules turn up (play stops once someone reaches the target)."""

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(id="showdown"):
            yield Static(id="crash-positions")
            yield Static(id="crash-result")
            yield Static(id="crash-scores")

    def heading(self, view: ArrangeView) -> str:
        assert view.result is not None
        return f"Hand {view.result.number}: showdown · first to {view.target}"

    def draw(self, view: ArrangeView) -> None:
        """The positions turned up, what happened, and the scores."""
        assert view.result is not None
        self.query_one("#crash-positions", Static).update(self._positions(view))
        lines = outcome_lines(view.result)
        if view.game_winner:
            lines.append(f"{view.game_winner} wins the game!")
        self.query_one("#crash-result", Static).update("\n".join(lines))
        self.query_one("#crash-scores", Static).update(scores_line(view))

    def _positions(self, view: ArrangeView) -> Table | str:
        """A row per position turned up: each player's hand there and who scored (nothing after a redeal)."""
        if not view.positions:
            return ""
        table = Table(box=None, expand=True, header_style="bold")
        table.add_column("#")
        for name in view.players:
            table.add_column(name)
        table.add_column("Result")
        for position in view.positions:
            table.add_row(str(position.position), *self._cells(view, position),
                          f"{position.winner} +{position.points}" if position.winner else "stick-up")
        return table

    def _cells(self, view: ArrangeView, position: PositionResult) -> list[str]:
        return [position_cell(position.hands.get(name), position.winner == name, self.app.ascii)
                for name in view.players]
