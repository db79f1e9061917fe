"""Which module decides for each family of games: the only place the players tell families apart.

Each family module has ``choose(view, legal, rng, profile)``, the decision of a
seat of that family's games; a view is sent to its family by its variant, whose
family the core's registry names. A module is imported when its family is first
played.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from bragtui.core.actions import Action, Choice
from bragtui.core.seats import PlayerError
from bragtui.core.variants import family_name
from bragtui.players.base import Profile

Decide = Callable[[Any, Sequence[Choice], random.Random, Profile], Action]
"""A family's decision: from a seat's view, its legal actions, a random stream and a profile, an action."""

FAMILIES: dict[str, str] = {
    "brag": "bragtui.players.brag",
    "bastard": "bragtui.players.bastard",
    "sethand": "bragtui.players.sethand",
    "draw": "bragtui.players.draw",
    "casino": "bragtui.players.casino",
    "dealers_choice": "bragtui.players.dealers_choice",
    "teen_patti": "bragtui.players.teen_patti",
}
"""By the core's family name: the module holding that family's decisions."""


Tell = Callable[[Any, Profile], Any]
"""A family's facts for the coach: from a seat's view and a profile, a :class:`~bragtui.players.facts.Facts`."""


def _module(variant: str) -> Any:
    """The module of the family playing ``variant``, imported on first use."""
    module = FAMILIES.get(family_name(variant))
    if module is None:
        raise PlayerError(f"no computer player for {variant!r}")
    return import_module(module)


def teller(variant: str) -> Tell:
    """The coach's facts of the family playing ``variant`` (each family module's ``facts``)."""
    facts: Tell = _module(variant).facts
    return facts


def decider(variant: str) -> Decide:
    """The decision of the family playing ``variant`` (a view's ``variant``)."""
    choose: Decide = _module(variant).choose
    return choose
