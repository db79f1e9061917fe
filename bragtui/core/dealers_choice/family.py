"""Dealer's choice: between deals the dealer picks one of the other families' games."""

from __future__ import annotations

from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.dealers_choice.choice_game import DealersChoiceGame
from bragtui.core.dealers_choice.options import ALLOWED
from bragtui.core.dealers_choice.view import PickView
from bragtui.core.variants import MONEY, Family, GameSpec, Picker, get_variant

_CHOSEN = [get_variant(key) for key in ALLOWED]
"""The games a dealer may choose: each deal is played by that game's own controller."""
_FAMILIES = list({id(family): family for family in (game.family_of() for game in _CHOSEN)}.values())
"""Their families, each once."""

PICKERS: dict[str, Picker] = {
    **{verb: picker for family in _FAMILIES for verb, picker in family.pickers.items()},
    "pick": lambda game, seat, choice, rng: Pick(seat, rng.choice(choice.options)),
}
"""The random player's choices: the chosen game's own, and the dealer's pick of a game."""

FAMILY = Family(
    games={"dealers-choice": GameSpec(DealersChoiceGame,
                                      ("pick", *dict.fromkeys(verb for game in _CHOSEN for verb in game.verbs)),
                                      MONEY, deal_keys=tuple(dict.fromkeys(
                                          key for game in _CHOSEN for key in game.deal_keys)))},
    records=(PickView, *dict.fromkeys(record for family in _FAMILIES for record in family.records)),
    pickers=PICKERS,
)
