"""The app's side of the set-hand games (Crash, Seven, Nine and Fifteen Card Brag): setting the
hands, and the showdown position by position."""

from __future__ import annotations

from collections.abc import Sequence

from bragtui.app.families import AppFamily
from bragtui.app.screens.arrange_screen import ArrangeScreen
from bragtui.app.screens.computer_screen import own_seat_bold, seat_names
from bragtui.app.screens.crash_showdown_screen import CrashShowdownScreen
from bragtui.app.variant_screens import standing
from bragtui.app.widgets.seats_table import Column
from bragtui.core.sethand.view import ArrangeView


def _watch_seats(view: ArrangeView, away: Sequence[bool]) -> str:
    """Who is to act, who has set their hands, and each seat's standing."""
    sets = Column("Hands", tuple("set" if done else "" for done in view.has_set))
    return own_seat_bold((seat_names(view, away), sets, *standing(view).columns), view)


FAMILY = AppFamily(
    turn_screens={"arrange": ("arrange", ArrangeScreen)},
    ending=lambda variant: ("points-showdown", CrashShowdownScreen),
    watch_seats=_watch_seats,
    table_line=lambda view, ascii: f"Pot {view.pot}" if view.pot else "",
    names_hand=False,
    lessons=("setting", "crash"),
)
