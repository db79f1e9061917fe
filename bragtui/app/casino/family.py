"""The app's side of Casino Brag: one table for staking and deciding, and the showdown against the
house."""

from __future__ import annotations

from bragtui.app.casino.ending import CasinoShowdownScreen
from bragtui.app.families import AppFamily
from bragtui.app.screens.casino_screen import CasinoScreen, casino_columns
from bragtui.app.screens.computer_screen import rows_with_state

FAMILY = AppFamily(
    turn_screens={"stake": ("casino", CasinoScreen), "decide": ("casino", CasinoScreen)},
    ending=lambda variant: ("casino-showdown", CasinoShowdownScreen),
    watch_seats=lambda view, away: rows_with_state(casino_columns(view, away), view),
    table_line=lambda view, ascii: "",
    lessons=("house",),
)
