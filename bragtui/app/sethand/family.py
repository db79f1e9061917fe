"""The app's side of the set-hand games (Crash, Seven, Nine and Fifteen Card Brag): setting the
hands, and the showdown position by position."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bragtui.app.brag.family import FAMILY as BETTING
from bragtui.app.families import AppFamily
from bragtui.app.screens.arrange_screen import ArrangeScreen
from bragtui.app.screens.computer_screen import own_seat_bold, seat_names
from bragtui.app.screens.crash_showdown_screen import CrashShowdownScreen
from bragtui.app.variant_screens import standing
from bragtui.app.widgets.seats_table import Column
from bragtui.core.brag.view import BragView
from bragtui.core.sethand.view import ArrangeView
from bragtui.core.view import View

if TYPE_CHECKING:
    from bragtui.app.screens.base import EndingScreen


def _watch_seats(view: ArrangeView | BragView, away: Sequence[bool]) -> str:
    """Who is to act, who has set their hands, and each seat's standing (Seven Card Brag as one hand:
    the betting table's seats)."""
    if isinstance(view, BragView):
        return BETTING.watch_seats(view, away)
    sets = Column("Hands", tuple("set" if done else "" for done in view.has_set))
    return own_seat_bold((seat_names(view, away), sets, *standing(view).columns), view)


def _table_line(view: ArrangeView | BragView, ascii: bool) -> str:
    if isinstance(view, BragView):
        return BETTING.table_line(view, ascii)
    return f"Pot {view.pot}" if view.pot else ""


def _ending(view: View) -> tuple[str, type[EndingScreen]]:
    """Seven Card Brag as one hand ends as a betting game does; the rest position by position."""
    if isinstance(view, BragView):
        return BETTING.ending(view.variant)
    return "points-showdown", CrashShowdownScreen


FAMILY = AppFamily(
    # Seven Card Brag played as one hand (house rule) is played at the betting table.
    turn_screens={"arrange": ("arrange", ArrangeScreen), **BETTING.turn_screens},
    ending=lambda variant: ("points-showdown", CrashShowdownScreen),
    watch_seats=_watch_seats,
    table_line=_table_line,
    names_hand=False,
    ending_of_view=_ending,
    lessons=("setting", "positions", "crash"),
)
