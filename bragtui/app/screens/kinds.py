"""Each screen opened by a key or at the game's end, with its class imported when it is first shown.

These are the app's lazy imports kept for start-up time: a game may never open a dialog, so its
screen is never imported (ruff's PLC0415 is off for this module alone, in ``pyproject.toml``). A
turn's screen and a hand's ending screen come from the family's ``family.py``
(:mod:`bragtui.app.families`), loaded when the family is first played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bragtui.app.screens.game_over_screen import GameOverScreen
    from bragtui.app.screens.ledger_modal import LedgerModal
    from bragtui.app.screens.quit_modal import QuitModal
    from bragtui.app.screens.rankings_modal import RankingsModal
    from bragtui.app.screens.rules_modal import RulesModal
    from bragtui.app.screens.talk_modal import TalkModal


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
