"""Fixed, seeded game situations showing every screen: for the gallery and the snapshot tests.

The screens shared by every game are here; each family of games brings its own
scenes (its folder's ``scenes.py``), found through the app's family registry.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from importlib import import_module
from pathlib import Path

from bragtui.app.brag.scenes import table_app
from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.families import FAMILIES
from bragtui.app.practice_scenes import menu_app, question_app
from bragtui.app.remote import RemoteSource
from bragtui.app.saves import SavedGame
from bragtui.app.scene_kit import Scene, scene_game, scene_rules
from bragtui.app.sethand.scenes import CRASH_DEAL
from bragtui.core.variants import variant_keys


def _setup_app() -> BragApp:
    variants = ("three-card", "four-card", "five-card")
    return make_app(None, rules_for={v: scene_rules(v) for v in variants}, seed=1, saved=[])


_SAVED_AT = time.mktime((2026, 1, 1, 20, 30, 0, 0, 0, -1))
"""A fixed time for the saved games shown (1 January 2026, 20:30 wherever the gallery is made)."""


def _saved_games_app() -> BragApp:
    four = ("Ann", "Bob", "Cy", "Dee")
    saved = [SavedGame(Path("three-card-20260101-193000.toml"), "three-card", four, 12, _SAVED_AT, False,
                       "Ann +14, Bob -3, Cy -6, Dee -5"),
             SavedGame(Path("three-card-20251231-190000.toml"), "three-card", four, 4, _SAVED_AT - 86_400, False,
                       "Ann -2, Bob +5, Cy -2, Dee -1"),
             SavedGame(Path("bastard-20251230-180000.toml"), "bastard", ("Ann", "Bob", "Cy"), 3,
                       _SAVED_AT - 2 * 86_400, False, "lives: Ann 3, Bob 1, Cy 2"),
             SavedGame(Path("crash-20251229-180000.toml"), "crash", ("Eve", "Flo"), 1, _SAVED_AT - 3 * 86_400, False,
                       "points: Eve 0, Flo 0")]
    return make_app(None, rules_for={v: scene_rules(v) for v in variant_keys()}, names=["Ann", "Bob", "Cy"],
                    saved=saved)


def _game_over_app() -> BragApp:
    """A game of Crash to one point, its only hand just shown: Enter brings the game over screen."""
    game = scene_game("crash", "Ann Bob", scene_rules("crash", target=1), dealer=1, seed=5)
    game.start_hand(CRASH_DEAL)
    game.act("Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c")
    game.act("Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    return make_app(game)


def _computer_turn_app() -> BragApp:
    """Ann alone against three computer players: Ivy, the computer, is to act after Hal's bet."""
    game = scene_game("three-card", "Ann Hal Ivy Max", scene_rules("three-card"), dealer=3, seed=11)
    game.computer_seats = {1: "medium", 2: "hard", 3: "medium bold"}
    game.start_hand({"Ann": "Qs Qd 4c", "Hal": "9h 8h 7h", "Ivy": "Kc 5d 2s", "Max": "Ah Kd Js"})
    for text in ("Ann look", "Ann bet 2", "Hal bet 1"):
        game.act(text)
    return make_app(game, pause=3600)  # the computer's turn stays on screen


def _practice_scenes() -> list[Scene]:
    return [Scene("practice-menu", menu_app, ()),
            Scene("practice-compare", question_app("compare"), ()),
            Scene("practice-right", question_app("compare", "right"), ()),
            Scene("practice-wrong", question_app("compare", "wrong"), ()),
            Scene("practice-name", question_app("name"), ()),
            Scene("practice-best-three", question_app("best-three"), ("1", "3")),
            Scene("practice-beats", question_app("beats", "right"), ()),
            Scene("practice-exchange", question_app("exchange", "wrong"), ()),
            Scene("practice-arrange", question_app("arrange"), ()),
            Scene("practice-arrange-answer", question_app("arrange", "wrong"), ()),
            Scene("practice-progress", menu_app, ("p",))]


class _NoLink:
    """The join page's connection in the gallery: never made (the page waits for its form)."""

    url, code = "ws://192.168.1.20:8765", "PLAYNOW"

    def send(self, message: dict[str, object]) -> bool:
        return False

    async def run(self, on_message: Callable[[dict[str, object]], None], on_status: Callable[[object], None]) -> None:
        """Nothing to run."""


def _join_app() -> BragApp:
    """The page brag serve offers: where to connect, and a name."""
    return make_app(None, source=RemoteSource(connect=lambda url, code, name: _NoLink()))


def _family_scenes() -> list[Scene]:
    """Every family's own scenes, in the registry's order."""
    return [scene for package in FAMILIES.values() for scene in import_module(f"{package}.scenes").SCENES]


SCENES: tuple[Scene, ...] = (
    Scene("setup", _setup_app, ()),
    Scene("saved-games", _saved_games_app, ()),
    Scene("handoff", table_app, ()),
    Scene("ledger", table_app, ("enter", "g")),
    Scene("rules", table_app, ("enter", "r")),
    Scene("rankings", table_app, ("enter", "h")),
    Scene("computer-turn", _computer_turn_app, ()),
    Scene("game-over", _game_over_app, ("enter",)),
    *_practice_scenes(),
    *_family_scenes(),
    Scene("join", _join_app, ()),
)
"""Every screen of the app, each reached by keys from a fixed game."""
