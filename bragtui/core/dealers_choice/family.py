"""Dealer's choice: between deals the dealer picks one of the other families' games."""

from __future__ import annotations

from bragtui.core.bastard.family import EXCHANGE_VERBS
from bragtui.core.bastard.family import FAMILY as BASTARD
from bragtui.core.brag.family import BRAG_VERBS
from bragtui.core.brag.family import FAMILY as BRAG
from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.dealers_choice.choice_game import DealersChoiceGame
from bragtui.core.dealers_choice.view import PickView
from bragtui.core.draw.family import DRAW_VERBS
from bragtui.core.draw.family import FAMILY as DRAW
from bragtui.core.variants import MONEY, Family, GameSpec, Picker

_CHOSEN = (BRAG, BASTARD, DRAW)
"""The families whose games a dealer may choose: each deal is played by that game's own controller."""

PICKERS: dict[str, Picker] = {
    **{verb: picker for family in _CHOSEN for verb, picker in family.pickers.items()},
    "pick": lambda game, seat, choice, rng: Pick(seat, rng.choice(choice.options)),
}
"""The random player's choices: the chosen game's own, and the dealer's pick of a game."""

FAMILY = Family(
    games={"dealers-choice": GameSpec(DealersChoiceGame,
                                      ("pick", *dict.fromkeys(BRAG_VERBS + EXCHANGE_VERBS + DRAW_VERBS)), MONEY,
                                      deal_keys=("centre",))},
    records=(PickView, *dict.fromkeys(record for family in _CHOSEN for record in family.records)),
    pickers=PICKERS,
)
