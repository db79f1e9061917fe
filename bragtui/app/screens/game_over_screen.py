"""The end of the game: the winner, the final ledger hand by hand, and what next."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.markup import escape
from textual.widgets import Static
from textual.worker import get_current_worker
from textual_plotext import PlotextPlot

from bragtui.app.ledger import HandRow
from bragtui.app.messages import PlayAgain
from bragtui.app.screens.base import BragScreen, screen_css
from bragtui.app.screens.ledger_modal import hands_table
from bragtui.app.screens.review_screen import ReviewHandoffScreen, ReviewScreen
from bragtui.app.variant_screens import no_winner_line, standing, tally_kind
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import Column, seats_markup
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.core.errors import BragError
from bragtui.core.results import HandResult
from bragtui.core.variants import title_of
from bragtui.core.view import View

LATEST_HANDS = 8
"""The most hands listed; the ledger (g) has them all."""
HOSTED_AGAIN = "Another game: the host runs brag host again, and you join it."
"""What a seat joined to a host does for another game (the host plays no game twice)."""
HOSTING_AGAIN = "Another game: quit, then run brag host again for the others to join."
"""What the host's own seat does for another game."""


def another_hosted_game(hosting: bool) -> str:
    """How another game is played at a hosted table, told to the host's own seat (``hosting``) or
    to a seat joined to it."""
    return HOSTING_AGAIN if hosting else HOSTED_AGAIN


def draw_standings(widget: PlotextPlot, view: View, rows: Sequence[HandRow]) -> None:
    """Each player's balance, lives or points hand by hand (from before the first hand), as a chart,
    from the ledger's rows (a game held here or by a host alike)."""
    _, what = tally_kind(view)
    plot = widget.plt
    plot.clear_figure()
    plot.title(f"{what} after each hand")
    if not rows:
        widget.refresh()
        return
    opening = tuple(total - change for total, change in zip(rows[0].totals, rows[0].changes, strict=True))
    totals = [opening, *(row.totals for row in rows)]
    hands = [float(number) for number in range(len(totals))]
    for seat, name in enumerate(view.players):
        plot.plot(hands, [row[seat] for row in totals], label=name, marker="braille")
    plot.xticks(hands)
    low, high = min(min(row) for row in totals), max(max(row) for row in totals)
    if high - low <= 6:  # as many whole numbers as the chart has rows for
        plot.yticks([float(count) for count in range(low, high + 1)])  # whole chips, lives or points
    widget.refresh()


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

    BINDINGS: ClassVar[list[BindingType]] = [Binding("n", "again", "Play again"),
                                             Binding("v", "review", "Review")]

    reviewed = 0
    """How many reviews were opened: in hot seat, whose review the next ``v`` opens."""

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with VerticalScroll(id="game-over"):
            yield Static(id="game-over-winner")
            yield Static(id="game-over-standing")
            yield Static(id="game-over-hands")
            yield Static(id="game-over-next")
            yield PlotextPlot(id="game-over-chart")
        yield KeyBar(keys_text(self))

    def refresh_view(self) -> None:
        game = self.game
        view = game.view(None)
        # The latest hand's number, as the host's views carry it: a seat that joined again has
        # seen fewer hands end than the game played.
        hands = view.hand_number or len(game.results)
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
        self.query_one("#game-over-next", Static).update(self._next_text())
        draw_standings(self.query_one("#game-over-chart", PlotextPlot), view, self.app.hand_rows())

    def _next_text(self) -> str:
        """What may be done next: play again (where this terminal holds the game), review, quit."""
        game = self.game
        if not self.app.starts_games:
            # A joined seat is never told the host's seed, and cannot start the host's game again.
            return f"v: review your decisions;  q: quit.\n{another_hosted_game(self.app.hosts_table)}"
        names = ", ".join(game.players)
        return (f"Seed {game.seed}: the same seed deals the same cards.\n" if game.seed is not None else "") + \
            f"n: play again with the same players ({escape(names)});  v: review your decisions;  q: quit."

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Play again only where the game is held here: a joined seat's n is not offered (nor taken).
        return super().check_action(action, parameters) and (action != "again" or self.app.starts_games)

    def action_review(self) -> None:
        """Open the next person's review; with several people here, behind a hand-off to them."""
        people = self.app.reviewable()
        if not people:
            self.notify("No review here: only the people playing at this terminal have one.")
            return
        seat = people[self.reviewed % len(people)]
        self.reviewed += 1
        name = self.game.players[seat]
        if len(people) == 1:
            self._open_review(seat)
        else:
            self.app.push_screen(ReviewHandoffScreen(name, lambda: self._open_review(seat)))

    def _open_review(self, seat: int) -> None:
        """Work the review out away from the screen's thread, then show it."""
        self.notify(f"Reviewing {self.game.players[seat]}'s decisions…", timeout=2)
        asked = self.reviewed
        self.run_worker(lambda: self._show_review(seat, asked), thread=True, exclusive=True, group="review",
                        exit_on_error=False)

    def _show_review(self, seat: int, asked: int) -> None:
        game = self.game
        try:
            result = self.app.review_of(seat)
        except (BragError, OSError) as problem:
            # A kept record that cannot be rebuilt, or worker processes that cannot start: said, not fatal.
            self.app.call_from_thread(self.notify, f"No review: {problem}", severity="error", timeout=8)
            return
        kind, _ = tally_kind(game.view(None))
        worker = get_current_worker()
        self.app.call_from_thread(self._put_up, ReviewScreen(game.players[seat], result, kind),
                                  worker.is_cancelled, asked)

    def _put_up(self, screen: ReviewScreen, cancelled: bool, asked: int) -> None:
        """Show a review worked out, unless another was asked for since (in hot seat the next person
        may be at the terminal by now) or the game over screen has gone (play again)."""
        if not cancelled and asked == self.reviewed and self.app.screen is self:
            self.app.push_screen(screen)

    def action_again(self) -> None:
        self.post_move(PlayAgain(self.game, self.done_moving))
