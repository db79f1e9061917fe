"""The app's side of the betting games (Three, Four and Five Card Brag): the betting table and the
showdown."""

from __future__ import annotations

from bragtui.app.families import AppFamily
from bragtui.app.screens.borrowing_words import debts_note
from bragtui.app.screens.computer_screen import rows_with_state
from bragtui.app.screens.showdown_screen import ShowdownScreen
from bragtui.app.screens.table_screen import TableScreen, pot_line, seat_columns

FAMILY = AppFamily(
    turn_screens={"betting": ("table", TableScreen)},
    ending=lambda variant: ("showdown", ShowdownScreen),
    watch_seats=lambda view, away: rows_with_state(seat_columns(view, away), view),
    table_line=pot_line,
    ledger_note=debts_note,
    lessons=("ante", "betting", "blind", "stake", "seeing", "ties", "alone", "pack"),
)
