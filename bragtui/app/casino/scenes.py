"""Casino Brag's screens in known states: deciding, and the showdown against the house."""

from __future__ import annotations

from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.scene_kit import Scene, scene_game, scene_rules


def _casino_app() -> BragApp:
    """Ann and Bob against the house, their stakes down: Ann is to play or fold."""
    game = scene_game("casino", "Ann Bob", scene_rules("casino"), dealer=1, seed=5)
    game.start_hand({"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})
    for text in ("Ann ante 5", "Bob pairplus 2", "Bob ante 5"):
        game.act(text)
    return make_app(game)


def _casino_showdown_app() -> BragApp:
    game = scene_game("casino", "Ann Bob", scene_rules("casino"), dealer=1, seed=5)
    game.start_hand({"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})
    for text in ("Ann ante 5", "Bob pairplus 2", "Bob ante 5", "Ann play", "Bob play"):
        game.act(text)
    return make_app(game)


SCENES: tuple[Scene, ...] = (
    Scene("casino", _casino_app, ("enter", "o")),
    Scene("casino-showdown", _casino_showdown_app, ()),
)
"""The family's screens, each reached by keys from a fixed game."""
