"""The end of the game: the winner, the final ledger hand by hand, and what next."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.messages import PlayAgain
from bragtui.app.screens.base import BragScreen, screen_css
from bragtui.app.screens.ledger_modal import hands_table
from bragtui.app.variant_screens import no_winner_line, standing
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import Column, seats_markup
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.core.results import HandResult
from bragtui.core.variants import title_of
from bragtui.core.view import View

LATEST_HANDS = 8
"""The most hands listed; the ledger (g) has them all."""


def winner_line(view: View, last: HandResult | None = None) -> str:
    """Who won the game, in words, and how when the ``last`` hand won it outright in Crash (a crash
    or a thirteen-card run)."""
    if not view.game_winner:
        return no_winner_line(view)
    how = ""
    if last is not None and last.crash == view.game_winner:
        how = f" with a crash in hand {last.number}: all four positions"
    elif last is not None and last.thirteen_card_run == view.game_winner:
        how = f" with a thirteen-card run in hand {last.number}"
    return f"{view.game_winner} wins the game{how}!"


class GameOverScreen(BragScreen):
    """Shown once no further hand can be dealt: play again with the same players, or quit."""

    DEFAULT_CSS = screen_css("showdown.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("n", "again", "Play again")]

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with VerticalScroll(id="game-over"):
            yield Static(id="game-over-winner")
            yield Static(id="game-over-standing")
            yield Static(id="game-over-hands")
            yield Static(id="game-over-next")
        yield KeyBar(keys_text(self))

    def refresh_view(self) -> None:
        game = self.game
        view = game.view(None)
        hands = len(game.results)
        self.query_one("#title", TitleBar).show(f"Game over · {title_of(view.variant)} · "
                                                f"{hands} hand{'s' if hands != 1 else ''}")
        last = game.results[-1] if game.results else None
        self.query_one("#game-over-winner", Static).update(f"[b $accent]{escape(winner_line(view, last))}[/]")
        stand = standing(view)
        styles = tuple("b" if name == view.game_winner else "dim" if out else ""
                       for name, out in zip(view.players, stand.out, strict=False))
        self.query_one("#game-over-standing", Static).update(
            seats_markup((Column("Player", view.players), *stand.columns), styles))
        self.query_one("#game-over-hands", Static).update(
            hands_table(self.app.hand_rows(), view.players, LATEST_HANDS))
        names = ", ".join(view.players)
        self.query_one("#game-over-next", Static).update(
            f"Seed {game.seed}: the same seed deals the same cards.\n"
            f"n: play again with the same players ({escape(names)});  q: quit.")

    def action_again(self) -> None:
        self.post_move(PlayAgain(self.game, self.done_moving))
