"""Each kind of turn or ending screen, and each screen opened by a key or at the game's end, with
its class imported when it is first shown.

These are the app's lazy imports kept for start-up time: a game needs one turn screen and one
ending screen of the nine, and maybe never a dialog, so the others are never imported (ruff's
PLC0415 is off for this module alone, in ``pyproject.toml``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bragtui.app.screens.base import EndingScreen, TurnScreen

if TYPE_CHECKING:
    from bragtui.app.screens.game_over_screen import GameOverScreen
    from bragtui.app.screens.ledger_modal import LedgerModal
    from bragtui.app.screens.quit_modal import QuitModal
    from bragtui.app.screens.rankings_modal import RankingsModal
    from bragtui.app.screens.rules_modal import RulesModal
    from bragtui.app.screens.talk_modal import TalkModal


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


def game_over() -> type[GameOverScreen]:
    """The screen at the game's end."""
    from bragtui.app.screens.game_over_screen import GameOverScreen

    return GameOverScreen


def ledger_modal() -> type[LedgerModal]:
    """The ledger (g)."""
    from bragtui.app.screens.ledger_modal import LedgerModal

    return LedgerModal


def rules_modal() -> type[RulesModal]:
    """The rules in force (r)."""
    from bragtui.app.screens.rules_modal import RulesModal

    return RulesModal


def rankings_modal() -> type[RankingsModal]:
    """The hand rankings (h)."""
    from bragtui.app.screens.rankings_modal import RankingsModal

    return RankingsModal


def talk_modal() -> type[TalkModal]:
    """A line of table talk (/)."""
    from bragtui.app.screens.talk_modal import TalkModal

    return TalkModal


def quit_modal() -> type[QuitModal]:
    """The question before quitting (q)."""
    from bragtui.app.screens.quit_modal import QuitModal

    return QuitModal


def turn_class(kind: str) -> type[TurnScreen]:
    """The class of the turn screen of ``kind``."""
    return TURNS[kind]()


def ending_class(kind: str) -> type[EndingScreen]:
    """The class of the ending screen of ``kind``."""
    return ENDINGS[kind]()
