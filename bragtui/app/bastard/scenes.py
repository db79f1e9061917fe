"""Bastard Brag's screens in known states: the exchanges and the showdown for lives."""

from __future__ import annotations

from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.scene_kit import Scene, scene_game, scene_rules


def _bastard_app() -> BragApp:
    game = scene_game("bastard", "Ann Bob Cy", scene_rules("bastard"), dealer=2, seed=5)
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}, "4h 6s Qc")
    for text in ("Ann take Qc give 2c", "Bob take @1 give 3d", "Cy swap show Jd"):
        game.act(text)
    return make_app(game)


def _lives_showdown_app() -> BragApp:
    game = scene_game("bastard", "Ann Bob Cy", scene_rules("bastard", knock_after=0), dealer=2, seed=5)
    game.start_hand({"Ann": "Qs 9d 4c", "Bob": "Ks Kh 3d", "Cy": "Qc 9h 4d"}, "2h 2d 2s")
    for text in ("Ann knock", "Bob take @1 give 3d", "Cy take @2 give Qc"):
        game.act(text)
    return make_app(game)


SCENES: tuple[Scene, ...] = (
    Scene("exchange", _bastard_app, ("enter", "2", "b")),
    Scene("lives-showdown", _lives_showdown_app, ()),
)
"""The family's screens, each reached by keys from a fixed game."""
