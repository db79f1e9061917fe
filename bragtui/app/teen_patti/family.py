"""The app's side of Teen Patti: its table (a turn, or the answer to a sideshow), the sideshow's
private screen, how a hand ended, and a computer's turn."""

from __future__ import annotations

from collections.abc import Sequence

from textual.markup import escape

from bragtui.app.families import AppFamily
from bragtui.app.teen_patti.ending import TeenPattiShowdownScreen
from bragtui.app.teen_patti.sideshow_screen import SideshowScreen, private_moment
from bragtui.app.teen_patti.table_screen import TeenPattiTableScreen
from bragtui.app.teen_patti.words import game_line, packed, pot_line, seat_columns
from bragtui.app.widgets.seats_table import seat_styles, seats_markup
from bragtui.card_render import hand_text
from bragtui.core.teen_patti.view import TeenPattiView


def _watch_seats(view: TeenPattiView, away: Sequence[bool]) -> str:
    return seats_markup(seat_columns(view, away), seat_styles(view.seats, view.seat, packed(view)))


def _table_line(view: TeenPattiView, ascii: bool) -> str:
    """The pot and stake, the game (the joker card face up), and the other hand of a sideshow the
    watcher has just taken part in (its view alone holds it)."""
    lines = [f"[b]{escape(pot_line(view))}[/b]", escape(game_line(view, ascii))]
    if view.private is not None:
        lines.append(f"[b $warning]Only you see this: {escape(view.private.seat)} holds "
                     f"{hand_text(list(view.private.cards), ascii)}[/]")
    return "\n".join(line for line in lines if line)


FAMILY = AppFamily(
    turn_screens={"betting": ("teen-patti", TeenPattiTableScreen),
                  "sideshow": ("teen-patti", TeenPattiTableScreen)},
    ending=lambda variant: ("teen-patti-showdown", TeenPattiShowdownScreen),
    watch_seats=_watch_seats,
    table_line=_table_line,
    names_hand=False,  # Brag's names are not Teen Patti's: the table and the endings name hands
    private_moment=private_moment,
    reveal_screen=("teen-patti-sideshow", SideshowScreen),
)
