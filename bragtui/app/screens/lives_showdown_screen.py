"""Bastard Brag for lives: every hand shown, the lowest marked, a life lost."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from bragtui.app.screens.base import EndingScreen
from bragtui.card_render import hand_text
from bragtui.core.bastard.view import BastardView
from bragtui.core.hands import evaluate
from bragtui.core.results import HandResult, outcome_lines, shown_cards


def lives_row(lives: tuple[int, ...], ascii: bool) -> tuple[str, ...]:
    """Each player's lives as hearts (a number with ``ascii``), or ``out``."""
    if ascii:
        return tuple(str(left) if left else "out" for left in lives)
    return tuple(("♥ " * left).strip() or "out" for left in lives)


class LivesShowdownScreen(EndingScreen[BastardView]):
    """The showdown of the game for lives: public, so shown to everyone at once."""

    view_type = BastardView

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(id="showdown"):
            yield Static(id="lives-hands")
            with Vertical():
                yield Static(id="lives-result")
                yield Static(id="lives-table")

    def heading(self, view: BastardView) -> str:
        assert view.result is not None
        return f"Hand {view.result.number}: showdown · dealt by {view.result.dealer}"

    def draw(self, view: BastardView) -> None:
        """Every hand with the lowest marked, who lost a life and who is out, and the lives left."""
        assert view.result is not None
        self.query_one("#lives-hands", Static).update(self._hands(view.result))
        lines = outcome_lines(view.result)
        # Told once, in the hand that took the last life; the lives table marks them out after.
        loser = view.result.life_lost
        if loser in view.players and view.lives[view.players.index(loser)] == 0:
            lines.append(f"{loser} has no lives left and is out of the game.")
        if view.game_winner:
            lines.append(f"{view.game_winner} is the last player with lives left and wins the game!")
        self.query_one("#lives-result", Static).update("\n".join(lines))
        table = Table(box=None, header_style="bold")
        table.add_column("Lives")
        for name in view.players:
            table.add_column(name)
        table.add_row("", *lives_row(view.lives, self.app.ascii))
        self.query_one("#lives-table", Static).update(table)

    def _hands(self, result: HandResult) -> Table:
        hands = Table(box=None, expand=True, header_style="bold")
        for column in ("Player", "Hand", "Value", ""):
            hands.add_column(column)
        for name, groups in result.shown.items():
            cards = shown_cards(groups)
            lowest = name == result.life_lost
            hands.add_row(name, hand_text(cards, self.app.ascii), evaluate(cards).describe(),
                          "lowest: loses a life" if lowest else "", style="bold red" if lowest else "")
        return hands
