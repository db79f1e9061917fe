"""Each kind of turn or ending screen, and its class, imported when that kind is first shown.

These are the app's lazy imports kept for start-up time: a game needs one turn screen and one
ending screen of the eight, so the others are never imported (ruff's PLC0415 is off for this
module alone, in ``pyproject.toml``).
"""

from __future__ import annotations

from collections.abc import Callable

from bragtui.app.screens.base import EndingScreen, TurnScreen


def _table() -> type[TurnScreen]:
    from bragtui.app.screens.table_screen import TableScreen

    return TableScreen


def _exchange() -> type[TurnScreen]:
    from bragtui.app.screens.exchange_screen import ExchangeScreen

    return ExchangeScreen


def _arrange() -> type[TurnScreen]:
    from bragtui.app.screens.arrange_screen import ArrangeScreen

    return ArrangeScreen


def _draw_table() -> type[TurnScreen]:
    from bragtui.app.screens.draw_screen import DrawScreen

    return DrawScreen


def _casino() -> type[TurnScreen]:
    from bragtui.app.screens.casino_screen import CasinoScreen

    return CasinoScreen


def _pick() -> type[TurnScreen]:
    from bragtui.app.screens.pick_screen import PickScreen

    return PickScreen


def _showdown() -> type[EndingScreen]:
    from bragtui.app.screens.showdown_screen import ShowdownScreen

    return ShowdownScreen


def _lives_showdown() -> type[EndingScreen]:
    from bragtui.app.screens.lives_showdown_screen import LivesShowdownScreen

    return LivesShowdownScreen


def _points_showdown() -> type[EndingScreen]:
    from bragtui.app.screens.crash_showdown_screen import CrashShowdownScreen

    return CrashShowdownScreen


TURNS: dict[str, Callable[[], type[TurnScreen]]] = {
    "table": _table, "exchange": _exchange, "arrange": _arrange, "draw-table": _draw_table,
    "casino": _casino, "pick": _pick,
}
"""Each kind of turn screen (``variant_screens.turn_screen`` names the kind for a phase)."""

ENDINGS: dict[str, Callable[[], type[EndingScreen]]] = {
    "showdown": _showdown, "lives-showdown": _lives_showdown, "points-showdown": _points_showdown,
}
"""Each kind of ending screen (``variant_screens.ending_screen`` names the kind for a variant)."""


def turn_class(kind: str) -> type[TurnScreen]:
    """The class of the turn screen of ``kind``."""
    return TURNS[kind]()


def ending_class(kind: str) -> type[EndingScreen]:
    """The class of the ending screen of ``kind``."""
    return ENDINGS[kind]()
