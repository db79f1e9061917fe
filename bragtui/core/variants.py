"""The variant registry: every game bragtui plays, one entry each.

The command line, the app, the hand-history reader, the simulator and the rules
loader all read this list; nothing else names the variants. Adding a variant
means one entry here, one controller and (in the app) its screens.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from bragtui.core.errors import IllegalAction

if TYPE_CHECKING:
    from bragtui.core.game import Game

MONEY, LIVES, POINTS = "money", "lives", "points"
"""What a variant is played for: chips in a ledger, lives (won outright), or points (won outright)."""

BETTING_VERBS = ("bet", "fold", "see", "cover")
BRAG_VERBS = ("look", "keep", "throw", "choose", "discard", *BETTING_VERBS)
EXCHANGE_VERBS = ("take", "give", "swap", "knock", "pass")
DRAW_VERBS = ("look", "check", "bet", "call", "raise", "fold", "draw")
CASINO_VERBS = ("ante", "pairplus", "play", "fold")


@dataclass(frozen=True)
class Variant:
    """One playable game."""

    key: str
    """The id used on the command line, in ``rules.toml`` tables and in hand histories."""
    title: str
    controller: str
    """The controller class, as ``module:Class``; imported only when a game is made."""
    players: tuple[int, int]
    """The fewest and the most players the game seats."""
    default_players: int
    """How many seats a simulation or a quick game takes when not told."""
    rules_table: str
    """The table of ``rules.toml`` whose house rules this variant takes."""
    verbs: tuple[str, ...]
    """The verbs of its actions in hand histories."""
    played_for: str
    """``money``, ``lives`` or ``points``; games for lives or points are won outright."""
    deal_keys: tuple[str, ...] = ()
    """Keys a hand-history ``[[hand]]`` table may hold beside ``deal`` (Bastard Brag's ``centre``)."""
    in_deal: tuple[str, ...] = ()
    """Hands a ``deal`` names beside the players' (Casino Brag's ``house``)."""

    @property
    def won_outright(self) -> bool:
        """The game ends with one winner (lives, points), not only when money runs out."""
        return self.played_for != MONEY

    def controller_class(self) -> type[Game]:
        """The controller class, imported on first use."""
        module, name = self.controller.split(":")
        controller: type[Game] = getattr(import_module(module), name)
        return controller


_BRAG_CONTROLLER = "bragtui.core.brag_game:BragGame"
_BASTARD_CONTROLLER = "bragtui.core.bastard_game:BastardGame"

REGISTRY: dict[str, Variant] = {v.key: v for v in (
    Variant("three-card", "Three Card Brag", _BRAG_CONTROLLER, (2, 10), 6, "three-card", BRAG_VERBS, MONEY),
    Variant("four-card", "Four Card Brag", _BRAG_CONTROLLER, (2, 10), 6, "four-card", BRAG_VERBS, MONEY),
    Variant("five-card", "Five Card Brag", _BRAG_CONTROLLER, (2, 10), 6, "five-card", BRAG_VERBS, MONEY),
    Variant("bastard", "Bastard Brag for lives", _BASTARD_CONTROLLER, (3, 10), 6, "bastard",
            EXCHANGE_VERBS + BETTING_VERBS, LIVES, deal_keys=("centre",)),
    Variant("bastard-money", "Bastard Brag for money", _BASTARD_CONTROLLER, (3, 10), 6, "bastard-money",
            EXCHANGE_VERBS + BETTING_VERBS, MONEY, deal_keys=("centre",)),
    Variant("crash", "Crash (Thirteen-Card Brag)", "bragtui.core.crash_game:CrashGame", (2, 4), 4, "crash",
            ("set", "redeal"), POINTS),
    Variant("seven-card", "Seven Card Brag", "bragtui.core.seven_card:SevenCardGame", (2, 7), 4, "seven-card",
            ("set",), MONEY),
    Variant("nine-card", "Nine Card Brag", "bragtui.core.nine_card:NineCardGame", (2, 5), 4, "nine-card",
            ("set",), MONEY),
    Variant("fifteen-card", "Fifteen Card Brag", "bragtui.core.fifteen_card:FifteenCardGame", (2, 3), 3,
            "fifteen-card", ("set",), POINTS),
    Variant("draw", "Draw Brag", "bragtui.core.draw_game:DrawGame", (2, 8), 5, "draw", DRAW_VERBS, MONEY),
    Variant("casino", "Casino Brag", "bragtui.core.casino_game:CasinoGame", (1, 6), 3, "casino", CASINO_VERBS,
            MONEY, in_deal=("house",)),
    Variant("dealers-choice", "Dealer's choice", "bragtui.core.dealers_choice:DealersChoiceGame", (2, 8), 4,
            "dealers-choice", ("pick", *dict.fromkeys(BRAG_VERBS + EXCHANGE_VERBS + DRAW_VERBS)), MONEY,
            deal_keys=("centre",)),
)}
"""Every playable variant by its key, in the order menus list them."""


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


_CONTROLLER_FAMILIES = {
    "bragtui.core.brag_game": "brag",
    "bragtui.core.bastard_game": "bastard",
    "bragtui.core.crash_game": "sethand",
    "bragtui.core.seven_card": "sethand",
    "bragtui.core.nine_card": "sethand",
    "bragtui.core.fifteen_card": "sethand",
    "bragtui.core.draw_game": "draw",
    "bragtui.core.casino_game": "casino",
    "bragtui.core.dealers_choice": "dealers_choice",
}
"""The family each controller's module belongs to."""


def family_name(key: str) -> str:
    """The name of the family of games that plays variant ``key`` (``brag``, ``bastard``,
    ``sethand``, ``draw``, ``casino``, ``dealers_choice``): the key the layers above the core
    look their own family modules up by."""
    return _CONTROLLER_FAMILIES[get_variant(key).controller.split(":")[0]]
