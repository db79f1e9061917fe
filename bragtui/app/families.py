"""The app's side of each family of games, and the only place the app tells families apart.

Each family of games (the core's registry names it for every variant) has a
folder of its own in the app: its ``family.py`` holds ``FAMILY``, an
:class:`AppFamily` (the screen for a turn in each of its phases, the screen
showing how one of its hands ended, and how a computer's turn shows its seats
and table), and its ``scenes.py`` the fixed situations showing its screens in
the gallery and the snapshot tests. A family is imported when it is first
played, so the app starts with none of the games' screens loaded.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

from bragtui.core.variants import family_name
from bragtui.core.view import View

if TYPE_CHECKING:
    from bragtui.app.screens.base import EndingScreen, TurnScreen


@dataclass(frozen=True)
class AppFamily:
    """What the app shows of one family of games."""

    turn_screens: Mapping[str, tuple[str, type[TurnScreen]]]
    """By the phase of the acting seat's view: the turn screen's name and its class."""
    ending: Callable[[str], tuple[str, type[EndingScreen]]]
    """For a variant of the family: the name and class of the screen showing how a hand ended."""
    watch_seats: Callable[[Any, Sequence[bool]], str]
    """The seat list during someone else's turn (a view, and which seats are away), as markup."""
    table_line: Callable[[Any, bool], str]
    """What lies on the table during someone else's turn (a view, ASCII or not): pot, stake or centre."""
    names_hand: bool = True
    """Whether a watcher's own cards are shown with the hand they make (not in the set-hand games)."""
    ledger_note: Callable[[Any], str] = lambda view: ""
    """A line the ledger adds for a view of the family (the betting table's debts), or ""."""
    ending_of_view: Callable[[View], tuple[str, type[EndingScreen]]] | None = None
    """Where a house rule makes another game of a variant (Seven Card Brag played as one hand): the
    ending screen by the public view of the hand that ended; ``None``: ``ending`` alone decides."""
    lessons: tuple[str, ...] = ()
    """The family's lessons for ``brag learn``, in the order taught: files ``lessons/NAME.toml`` in
    the family's folder (see :mod:`bragtui.app.learn.lesson`)."""
    private_moment: Callable[[Any], bool] | None = None
    """Whether a seat's view holds another seat's cards shown to it alone for this moment only (a
    Teen Patti sideshow): that seat is owed the ``reveal_screen`` before play goes on."""
    reveal_screen: tuple[str, type[TurnScreen]] | None = None
    """The name and class of the screen showing a seat its private moment."""


FAMILIES: dict[str, str] = {
    "brag": "bragtui.app.brag",
    "bastard": "bragtui.app.bastard",
    "sethand": "bragtui.app.sethand",
    "draw": "bragtui.app.draw",
    "casino": "bragtui.app.casino",
    "dealers_choice": "bragtui.app.dealers_choice",
    "teen_patti": "bragtui.app.teen_patti",
}
"""By the core's family name: the package holding the app's side of that family."""


def family_of(variant: str) -> AppFamily:
    """The app's side of the family playing ``variant`` (a game's or a view's ``variant``)."""
    family: AppFamily = import_module(f"{FAMILIES[family_name(variant)]}.family").FAMILY
    return family


def turn_screen(variant: str, phase: str) -> tuple[str, type[TurnScreen]]:
    """The name and class of the screen for a turn of ``variant`` in ``phase`` (a view's ``phase``)."""
    return family_of(variant).turn_screens[phase]


def ending_screen(variant: str, view: View | None = None) -> tuple[str, type[EndingScreen]]:
    """The name and class of the screen showing how a hand of ``variant`` ended (``view``: the public
    view of the hand, for a family that tells its games apart by it)."""
    family = family_of(variant)
    if view is not None and family.ending_of_view is not None:
        return family.ending_of_view(view)
    return family.ending(variant)
