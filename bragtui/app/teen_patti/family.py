"""The app's side of Teen Patti: a plain turn screen for now, how a hand ended and a computer's turn."""

from __future__ import annotations

from collections.abc import Sequence

from bragtui.app.families import AppFamily
from bragtui.app.screens.computer_screen import own_seat_bold, seat_names
from bragtui.app.screens.showdown_screen import ShowdownScreen
from bragtui.app.teen_patti.placeholder import TeenPattiTurnScreen
from bragtui.app.variant_screens import standing
from bragtui.core.teen_patti.view import TeenPattiView


def _watch_seats(view: TeenPattiView, away: Sequence[bool]) -> str:
    return own_seat_bold((seat_names(view, away), *standing(view).columns), view)


def _table_line(view: TeenPattiView, ascii: bool) -> str:
    return f"Pot {view.pot}   stake {view.stake}"


FAMILY = AppFamily(
    turn_screens={"betting": ("teen-patti", TeenPattiTurnScreen),
                  "sideshow": ("teen-patti", TeenPattiTurnScreen)},
    ending=lambda variant: ("showdown", ShowdownScreen),
    watch_seats=_watch_seats,
    table_line=_table_line,
)
