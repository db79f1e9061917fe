"""What every scene is made of: a name, an app in a known state and the keys that bring it to one
screen, and the seeded games the scenes start from."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from bragtui.app.brag_app import BragApp
from bragtui.core.factory import new_game
from bragtui.core.game import Game
from bragtui.core.rules import Rules, load_rules


class Scene(NamedTuple):
    """An app in a known state and the keys that bring it to one screen."""

    name: str
    build: Callable[[], BragApp]
    keys: tuple[str, ...]


def scene_rules(variant: str, **overrides: object) -> Rules:
    """The house rules of ``variant`` with ``overrides``."""
    return load_rules(variant, table=overrides)


def scene_game(variant: str, players: str, rules: Rules, dealer: int, seed: int) -> Game:
    """A new game of ``variant`` by the registry's controller (``players`` separated by spaces)."""
    return new_game(variant, players.split(), rules, dealer=dealer, seed=seed)
