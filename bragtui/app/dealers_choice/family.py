"""The app's side of Dealer's choice: the dealer's pick between deals (each deal is shown by the
picked game's own family), and the money showdown."""

from __future__ import annotations

from collections.abc import Sequence

from bragtui.app.families import AppFamily
from bragtui.app.screens.computer_screen import own_seat_bold, seat_names
from bragtui.app.screens.pick_screen import PickScreen
from bragtui.app.screens.showdown_screen import ShowdownScreen
from bragtui.app.variant_screens import standing
from bragtui.core.dealers_choice.view import PickView


def _watch_seats(view: PickView, away: Sequence[bool]) -> str:
    return own_seat_bold((seat_names(view, away), *standing(view).columns), view)


FAMILY = AppFamily(
    turn_screens={"pick": ("pick", PickScreen)},
    ending=lambda variant: ("showdown", ShowdownScreen),
    watch_seats=_watch_seats,
    table_line=lambda view, ascii: "",
)
