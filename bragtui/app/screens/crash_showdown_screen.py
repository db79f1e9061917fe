"""The showdown of the set-hand games: positions turned up one by one, who won each (points,
tricks, pots), ties, fouls, and Crash's crashes and bonuses."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from bragtui.app.screens.arrange_screen import scores_line
from bragtui.app.screens.base import EndingScreen
from bragtui.app.variant_screens import for_money
from bragtui.card_render import hand_text
from bragtui.core import ranking
from bragtui.core.cards import Card
from bragtui.core.results import HandResult, PositionResult, outcome_lines
from bragtui.core.view import ArrangeView


def position_cell(cards: tuple[Card, ...] | None, won: bool, ascii: bool, foul: bool = False) -> str:
    """One player's hand at a position and its kind, starred if it won, marked if it is a foul's;
    a dash if none was set."""
    if cards is None:
        return "—"
    kind = ranking.TYPE_NAMES[ranking.hand_type(ranking.strength3(*cards))]
    return f"{hand_text(cards, ascii)}{' ★' if won else ''}\n{kind}{' (foul)' if foul else ''}"


def position_outcome(result: HandResult, position: PositionResult) -> str:
    """Who won a position: Crash's points and stick-ups, Fifteen Card Brag's tricks, or the name."""
    crash = result.points is not None and result.tricks is None
    if position.winner is None:
        return "stick-up" if crash else "tie"
    if crash:
        return f"{position.winner} +{position.points}"
    return f"{position.winner} (trick)" if result.tricks is not None else position.winner


class CrashShowdownScreen(EndingScreen):
    """The showdown of every set-hand game: only the positions the rules turn up (Crash stops
    once someone reaches the target)."""

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(id="showdown"):
            yield Static(id="crash-positions")
            yield Static(id="crash-result")
            yield Static(id="crash-scores")

    def heading(self, view: ArrangeView) -> str:
        assert view.result is not None
        if for_money(view):
            pot = "main pot" if view.result.named_pots else "pot"
            return f"Hand {view.result.number}: showdown · {pot} {view.result.pot}"
        return f"Hand {view.result.number}: showdown · first to {view.target}"

    def draw(self, view: ArrangeView) -> None:
        """The positions turned up, what happened, and the scores."""
        assert view.result is not None
        self.query_one("#crash-positions", Static).update(self._positions(view))
        lines = outcome_lines(view.result)
        if view.game_winner:
            lines.append(f"{view.game_winner} wins the game!")
        self.query_one("#crash-result", Static).update("\n".join(lines))
        self.query_one("#crash-scores", Static).update(scores_line(view, self.app.away()))

    def _positions(self, view: ArrangeView) -> Table | str:
        """A row per position turned up: each player's hand there and who scored (nothing after a redeal)."""
        result = view.result
        assert result is not None
        if not view.positions:
            # No position turned up (a redeal, a run, every other player fouled): the hands shown.
            if not result.fouls:
                return ""
            ascii = self.app.ascii
            return "\n".join(f"{name}: " + " / ".join(hand_text(group, ascii) for group in groups)
                             for name, groups in result.shown.items())
        table = Table(box=None, expand=True, header_style="bold")
        table.add_column("#")
        for name in view.players:
            table.add_column(name)
        table.add_column("Result")
        for position in view.positions:
            table.add_row(str(position.position), *self._cells(view, position), position_outcome(result, position))
        return table

    def _cells(self, view: ArrangeView, position: PositionResult) -> list[str]:
        fouls = view.result.fouls or () if view.result is not None else ()
        return [position_cell(position.hands.get(name), position.winner == name, self.app.ascii, name in fouls)
                for name in view.players]
