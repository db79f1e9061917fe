"""The variant registry: every game bragtui plays, one static line each.

A line names the game (its key, title, player range and usual table size) and the
family package that plays it. Listing the games (``--variant`` choices, the setup
screen, ``brag rules``) reads only these lines; the family module is imported when
its game is first used, and supplies the rest: the controller, the verbs of its
actions, what it is played for, its view records and its random player's choices.
Its house rules are in ``options.py`` beside it, which the rules read without the games.
Adding a variant means one line here, its game in a family's ``family.py``, its options
in that family's ``options.py`` and its table in ``rules.toml``.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, TypeAlias

from bragtui.core.errors import IllegalAction

MONEY, LIVES, POINTS = "money", "lives", "points"
"""What a variant is played for: chips in a ledger, lives (won outright), or points (won outright)."""

Picker: TypeAlias = "Callable[[Any, int, Any, random.Random], Any]"
"""The random player's way to fill in a step that needs the seat's cards or a choice between
hands: given the game, the seat, the legal choice and a random stream, a legal action, or
``None`` to leave the turn to the random player's usual betting.

The registry sits below the game protocol, the actions and the rules (the rules read it), so it
names none of them: the families' own pickers and :func:`~bragtui.core.factory.new_game` are typed."""


@dataclass(frozen=True)
class GameSpec:
    """What a family knows of one of its games."""

    controller: type[Any]
    """The controller class (a :class:`~bragtui.core.game.Game`)."""
    verbs: tuple[str, ...]
    """The verbs of its actions in hand histories."""
    played_for: str
    """``money``, ``lives`` or ``points``; games for lives or points are won outright."""
    deal_keys: tuple[str, ...] = ()
    """Keys a hand-history ``[[hand]]`` table may hold beside ``deal`` (Bastard Brag's ``centre``)."""
    in_deal: tuple[str, ...] = ()
    """Hands a ``deal`` names beside the players' (Casino Brag's ``house``)."""
    unseen_exchanges: bool = False
    """Whether a seat's exchanges move cards it never saw (Bastard Brag's face-down centre cards), so
    that a seat's own record cannot say where every card it saw was dealt: a review of such a game
    rebuilds its deals by relabelling."""
    by_rules: Callable[[Any], type[Any]] | None = None
    """Given the house rules in force, the controller class that plays them, where a house rule
    makes another game of it (Seven Card Brag played as one hand); ``None``: always ``controller``."""


@dataclass(frozen=True)
class Family:
    """One family of games: the games it plays, by variant key, and what they share."""

    games: Mapping[str, GameSpec]
    records: tuple[type, ...] = ()
    """The records its views are made of (beside the shared ones), for views sent over the network."""
    pickers: Mapping[str, Picker] = field(default_factory=dict)
    """The random player's choices for the steps that need cards, by the verb that calls for them."""


@dataclass(frozen=True)
class Variant:
    """One playable game, as the registry lists it."""

    key: str
    """The id used on the command line, in ``rules.toml`` tables and in hand histories."""
    title: str
    players: tuple[int, int]
    """The fewest and the most players the game seats."""
    default_players: int
    """How many seats a simulation or a quick game takes when not told."""
    family: str
    """The module of the family that plays it (a package's ``family.py``), imported on first use."""
    rules_table: str = ""
    """The table of ``rules.toml`` whose house rules this variant takes (its own key if not given)."""

    def __post_init__(self) -> None:
        if not self.rules_table:
            object.__setattr__(self, "rules_table", self.key)

    @property
    def options_module(self) -> str:
        """The module of its family's house rules: ``options.py`` beside ``family.py``, which the rules
        load without the family's games."""
        return self.family.rpartition(".")[0] + ".options"

    def family_of(self) -> Family:
        """The family that plays this game, imported on first use."""
        family = _FAMILIES.get(self.family)
        if family is None:
            family = _FAMILIES[self.family] = import_module(self.family).FAMILY
        return family

    @property
    def spec(self) -> GameSpec:
        """What the family knows of this game."""
        spec = self.family_of().games.get(self.key)
        if spec is None:
            raise IllegalAction(f"the family {self.family} does not play {self.key!r}")
        return spec

    @property
    def verbs(self) -> tuple[str, ...]:
        """The verbs of its actions in hand histories."""
        return self.spec.verbs

    @property
    def played_for(self) -> str:
        """``money``, ``lives`` or ``points``."""
        return self.spec.played_for

    @property
    def deal_keys(self) -> tuple[str, ...]:
        """Keys a hand-history ``[[hand]]`` table may hold beside ``deal``."""
        return self.spec.deal_keys

    @property
    def in_deal(self) -> tuple[str, ...]:
        """Hands a ``deal`` names beside the players'."""
        return self.spec.in_deal

    @property
    def won_outright(self) -> bool:
        """The game ends with one winner (lives, points), not only when money runs out."""
        return self.played_for != MONEY

    def controller_class(self, rules: Any = None) -> type[Any]:
        """The controller class, imported with its family on first use; given the house rules in
        force, the one that plays them."""
        spec = self.spec
        if rules is not None and spec.by_rules is not None:
            return spec.by_rules(rules)
        return spec.controller


_FAMILIES: dict[str, Family] = {}
"""Each family module's family, once imported."""

_BRAG = "bragtui.core.brag.family"
_BASTARD = "bragtui.core.bastard.family"
_SET_HANDS = "bragtui.core.sethand.family"

REGISTRY: dict[str, Variant] = {v.key: v for v in (
    Variant("three-card", "Three Card Brag", (2, 10), 6, _BRAG),
    Variant("four-card", "Four Card Brag", (2, 10), 6, _BRAG),
    Variant("five-card", "Five Card Brag", (2, 10), 6, _BRAG),
    Variant("bastard", "Bastard Brag for lives", (3, 10), 6, _BASTARD),
    Variant("bastard-money", "Bastard Brag for money", (3, 10), 6, _BASTARD),
    Variant("crash", "Crash (Thirteen-Card Brag)", (2, 4), 4, _SET_HANDS),
    Variant("seven-card", "Seven Card Brag", (2, 7), 4, _SET_HANDS),
    Variant("nine-card", "Nine Card Brag", (2, 5), 4, _SET_HANDS),
    Variant("fifteen-card", "Fifteen Card Brag", (2, 3), 3, _SET_HANDS),
    Variant("draw", "Draw Brag", (2, 8), 5, "bragtui.core.draw.family"),
    Variant("casino", "Casino Brag", (1, 6), 3, "bragtui.core.casino.family"),
    Variant("dealers-choice", "Dealer's choice", (2, 8), 4, "bragtui.core.dealers_choice.family"),
    Variant("teen-patti", "Teen Patti", (2, 10), 5, "bragtui.core.teen_patti.family"),
)}
"""Every playable variant by its key, in the order menus list them."""


def loaded_families() -> list[Family]:
    """The families imported so far in this process, each once."""
    modules = dict.fromkeys(v.family for v in REGISTRY.values())
    return [sys.modules[name].FAMILY for name in modules if name in sys.modules]


def every_family() -> list[Family]:
    """Every registered family, importing those not yet loaded."""
    modules = dict.fromkeys(v.family for v in REGISTRY.values())
    return [import_module(name).FAMILY for name in modules]


def variant_keys() -> tuple[str, ...]:
    """The keys of every registered variant, in menu order (read afresh: tests may add one)."""
    return tuple(REGISTRY)


def get_variant(key: str) -> Variant:
    """The registered variant ``key``, or an error listing the ones there are."""
    variant = REGISTRY.get(key)
    if variant is None:
        raise IllegalAction(f"unknown variant {key!r}; expected one of {', '.join(REGISTRY)}")
    return variant


def title_of(key: str) -> str:
    """A variant's friendly name (its key if it is not registered)."""
    variant = REGISTRY.get(key)
    return variant.title if variant is not None else key


def family_name(key: str) -> str:
    """The name of the family of games that plays variant ``key`` (``brag``, ``bastard``,
    ``sethand``, ``draw``, ``casino``, ``dealers_choice``, ``teen_patti``): the key the layers above the core
    look their own family modules up by. It is the name of the family's package, read from the
    registry line without importing the family."""
    return get_variant(key).family.rsplit(".", 2)[-2]
