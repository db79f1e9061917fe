"""How a hand of Casino Brag ended: the showdown screen, its house hand marked with whether it
qualified, since that decides how the ante and play bets are paid."""

from __future__ import annotations

from collections.abc import Sequence

from bragtui.app.screens.showdown_screen import ShowdownScreen
from bragtui.core.cards import Card
from bragtui.core.casino.casino_odds import house_qualifies
from bragtui.core.casino.view import HOUSE

QUALIFYING_WORDS = {True: "qualifies", False: "does not qualify", None: ""}
"""Whether the house's hand qualified, in words ("" when the house plays any hand)."""


class CasinoShowdownScreen(ShowdownScreen):
    """The showdown against the house: a player who plays beats a house hand that does not qualify
    whatever it holds, so the house's hand says which it was."""

    def hand_label(self, name: str, cards: Sequence[Card], made: str) -> str:
        word = QUALIFYING_WORDS[house_qualifies(cards, self.game.rules.qualify)] if name == HOUSE else ""
        return f"{made} · {word}" if word else made
