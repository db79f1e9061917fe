"""The app's side of Bastard Brag: the exchanges, then (in the money game) the betting table; the
lowest hand's showdown in the game for lives, the money showdown in the other."""

from __future__ import annotations

from collections.abc import Sequence

from bragtui.app.families import AppFamily
from bragtui.app.screens.base import EndingScreen
from bragtui.app.screens.computer_screen import rows_with_state
from bragtui.app.screens.exchange_screen import ExchangeScreen
from bragtui.app.screens.exchange_screen import seat_columns as exchange_columns
from bragtui.app.screens.lives_showdown_screen import LivesShowdownScreen
from bragtui.app.screens.showdown_screen import ShowdownScreen
from bragtui.app.screens.table_screen import TableScreen, pot_line, seat_columns
from bragtui.card_render import hand_text
from bragtui.core.bastard.view import BastardView
from bragtui.core.variants import LIVES, get_variant


def _ending(variant: str) -> tuple[str, type[EndingScreen]]:
    if get_variant(variant).played_for == LIVES:
        return "lives-showdown", LivesShowdownScreen
    return "showdown", ShowdownScreen


def _watch_seats(view: BastardView, away: Sequence[bool]) -> str:
    columns = exchange_columns(view, away) if view.phase == "exchange" else seat_columns(view, away)
    return rows_with_state(columns, view)


def _table_line(view: BastardView, ascii: bool) -> str:
    """The centre cards during the exchanges; the pot and stake in the money game's betting."""
    if view.phase == "exchange":
        centre = " ".join(hand_text([c.card], ascii) if c.card is not None and c.face_up else "▒▒"
                          for c in view.centre)
        return f"Centre: {centre}"
    return pot_line(view)


FAMILY = AppFamily(
    turn_screens={"exchange": ("exchange", ExchangeScreen), "betting": ("table", TableScreen)},
    ending=_ending,
    watch_seats=_watch_seats,
    table_line=_table_line,
    lessons=("exchanges", "knocking", "lives"),
)
