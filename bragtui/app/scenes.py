"""Fixed, seeded game situations showing every screen: for the gallery and the snapshot tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from bragtui.app.brag_app import BragApp, make_app
from bragtui.core.brag_game import BragGame
from bragtui.core.rules import load_rules


class Scene(NamedTuple):
    """An app in a known state and the keys that bring it to one screen."""

    name: str
    build: Callable[[], BragApp]
    keys: tuple[str, ...]


def _rules(variant: str, **overrides: object):
    sets = [f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in overrides.items()]
    return load_rules(variant, use_user_config=False, overrides=sets)


def _four_at_the_table() -> BragGame:
    game = BragGame("three-card", ["Ann", "Bob", "Cy", "Dee"], _rules("three-card"), dealer=3, seed=11)
    game.start_hand({"Ann": "Qs Qd 4c", "Bob": "9h 8h 7h", "Cy": "Kc 5d 2s", "Dee": "Ah Kd Js"})
    for text in ("Ann look", "Ann bet 2", "Bob bet 1", "Cy look", "Cy fold"):
        game.act(text)
    return game


def _table_app() -> BragApp:
    return make_app(_four_at_the_table())


def _setup_app() -> BragApp:
    variants = ("three-card", "four-card", "five-card")
    return make_app(None, rules_for={v: _rules(v) for v in variants}, seed=1)


def _discard_app() -> BragApp:
    game = BragGame("four-card", ["Ann", "Bob"], _rules("four-card", blind=False), dealer=1, seed=3)
    game.start_hand({"Ann": "Ah Kh Qh 2c", "Bob": "9s 9h 3d 4c"})
    return make_app(game)


def _showdown_app() -> BragApp:
    game = _four_at_the_table()
    for text in ("Dee look", "Dee bet 2", "Ann bet 4", "Bob look", "Bob fold", "Dee bet 4", "Ann see"):
        game.act(text)
    return make_app(game)


SCENES: tuple[Scene, ...] = (
    Scene("setup", _setup_app, ()),
    Scene("handoff", _table_app, ()),
    Scene("table", _table_app, ("enter", "l")),
    Scene("table-blind", _table_app, ("enter",)),
    Scene("bet", _table_app, ("enter", "l", "b")),
    Scene("discard", _discard_app, ("enter", "d", "4")),
    Scene("showdown", _showdown_app, ()),
    Scene("ledger", _table_app, ("enter", "g")),
    Scene("rules", _table_app, ("enter", "r")),
    Scene("rankings", _table_app, ("enter", "h")),
)
"""Every screen of the app, each reached by keys from a fixed game."""
