"""The app's side of Draw Brag: one table for the betting rounds and the draw, and the showdown."""

from __future__ import annotations

from bragtui.app.families import AppFamily
from bragtui.app.screens.computer_screen import rows_with_state
from bragtui.app.screens.draw_screen import DrawScreen, draw_columns, pot_text
from bragtui.app.screens.showdown_screen import ShowdownScreen

FAMILY = AppFamily(
    turn_screens={"draw-betting": ("draw-table", DrawScreen), "draw": ("draw-table", DrawScreen)},
    ending=lambda variant: ("showdown", ShowdownScreen),
    watch_seats=lambda view, away: rows_with_state(draw_columns(view, away), view),
    table_line=lambda view, ascii: pot_text(view),
    lessons=("draw",),
)
