"""The showdown of the set-hand games: who won each position (points, tricks, pots), ties, fouls,
and Crash's crashes and bonuses. Crash turns its positions up one by one, a key press each."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from bragtui.app.screens.arrange_screen import scores_line
from bragtui.app.screens.base import EndingScreen
from bragtui.app.variant_screens import for_money
from bragtui.card_render import hand_text
from bragtui.core import ranking
from bragtui.core.cards import Card
from bragtui.core.results import HandResult, PositionResult, outcome_lines
from bragtui.core.sethand.view import ArrangeView

FACE_DOWN = "░░ ░░ ░░"
"""A hand at a position not yet turned up (``ASCII_FACE_DOWN`` with ``--ascii``)."""
ASCII_FACE_DOWN = "## ## ##"


def position_cell(cards: tuple[Card, ...] | None, won: bool, ascii: bool, foul: bool = False) -> str:
    """One player's hand at a position and its kind, starred if it won, marked if it is a foul's;
    a dash if none was set."""
    if cards is None:
        return "—"
    kind = ranking.TYPE_NAMES[ranking.hand_type(ranking.strength3(*cards))]
    return f"{hand_text(ranking.reading_order(cards), ascii)}{' ★' if won else ''}\n{kind}{' (foul)' if foul else ''}"


def face_down_cell(cards: tuple[Card, ...] | None, ascii: bool) -> str:
    """A hand set at a position not yet turned up: its backs (a dash if none was set there)."""
    if cards is None:
        return "—"
    return f"{ASCII_FACE_DOWN if ascii else FACE_DOWN}\nface down"


def turned_one_by_one(result: HandResult) -> bool:
    """Crash (not Fifteen Card Brag, which also scores) turns its positions up one at a time."""
    return result.points is not None and result.tricks is None and bool(result.positions)


def position_outcome(result: HandResult, position: PositionResult) -> str:
    """Who won a position: Crash's points and stick-ups, Fifteen Card Brag's tricks, or the name."""
    crash = result.points is not None and result.tricks is None
    if position.winner is None:
        return "stick-up" if crash else "tie"
    if crash:
        return f"{position.winner} +{position.points}"
    return f"{position.winner} (trick)" if result.tricks is not None else position.winner


class CrashShowdownScreen(EndingScreen[ArrangeView]):
    """The showdown of every set-hand game: only the positions the rules turn up (Crash stops
    once someone reaches the target). In Crash Enter turns up the next position; what the hand
    scored is told once the last is up, and Enter then goes on."""

    view_type = ArrangeView

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "turn_up", "Turn up the next", priority=True),
        Binding("enter", "next", "Continue", priority=True),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.turned = 0
        """How many positions of the hand on screen are turned up."""
        self._hand: int | None = None
        """The number of the hand on screen (the screen is reused for every hand)."""

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

    def face_down(self) -> int:
        """How many positions of the hand on screen are still face down."""
        view = self._drawn
        return len(view.positions) - self.turned if view is not None else 0

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Enter turns up a position while one is face down, and goes on only after the last.
        if action == "turn_up":
            return self.face_down() > 0
        if action == "next":
            return self.face_down() == 0
        return True

    def action_turn_up(self) -> None:
        if self.face_down() > 0 and self._drawn is not None:
            self.turned += 1
            self.draw(self._drawn)

    def draw(self, view: ArrangeView) -> None:
        """The positions turned up so far; once all are, what happened, and the scores."""
        result = view.result
        assert result is not None
        if result.number != self._hand:
            self._hand = result.number
            self.turned = 1 if turned_one_by_one(result) else len(view.positions)
        self.query_one("#crash-positions", Static).update(self._positions(view))
        if self.turned < len(view.positions):
            self.query_one("#crash-result", Static).update(
                f"Position {self.turned} of {len(view.positions)} is up: Enter turns up the next.")
            self.query_one("#crash-scores", Static).update("")
        else:
            lines = outcome_lines(result)
            if view.game_winner:
                lines.append(f"{view.game_winner} wins the game!")
            self.query_one("#crash-result", Static).update("\n".join(lines))
            self.query_one("#crash-scores", Static).update(scores_line(view, self.app.away()))
        self.refresh_bindings()

    def _positions(self, view: ArrangeView) -> Table | str:
        """A row per position turned up: each player's hand there and who scored (nothing after a redeal);
        the positions still face down show their backs."""
        result = view.result
        assert result is not None
        if not view.positions:
            # No position turned up (a redeal, a run, every other player fouled): the hands shown.
            if not result.fouls:
                return ""
            ascii = self.app.ascii
            return "\n".join(f"{name}: " + " / ".join(hand_text(ranking.reading_order(group), ascii)
                                                      for group in groups)
                             for name, groups in result.shown.items())
        table = Table(box=None, expand=True, header_style="bold")
        table.add_column("#")
        for name in view.players:
            table.add_column(name)
        table.add_column("Result")
        for index, position in enumerate(view.positions):
            if index < self.turned:
                table.add_row(str(position.position), *self._cells(view, position),
                              position_outcome(result, position))
            else:
                table.add_row(str(position.position),
                              *(face_down_cell(position.hands.get(name), self.app.ascii) for name in view.players),
                              "")
        return table

    def _cells(self, view: ArrangeView, position: PositionResult) -> list[str]:
        fouls = view.result.fouls or () if view.result is not None else ()
        return [position_cell(position.hands.get(name), position.winner == name, self.app.ascii, name in fouls)
                for name in view.players]
