"""Seven Card Brag played as one hand (house rule ``seven_as = "one-hand"``).

Each player is dealt seven cards and plays the best three of them: an open player
discards four on looking, a blind player's best three count. Ties between equal
threes are broken by the discards, highest first, as in Four and Five Card Brag.
The betting, blind play, seeing and carried pots are Three Card Brag's, so the
controller is :class:`~bragtui.core.brag.brag_game.BragGame` dealing seven.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bragtui.core.actions import Action
from bragtui.core.brag.brag_game import BragGame
from bragtui.core.errors import IllegalAction
from bragtui.core.hands import HandValue
from bragtui.core.pack import standard_pack
from bragtui.core.rules import Rules

SEVEN = 7
ONE_HAND = 'Seven Card Brag is played as one hand at this table (seven_as = "one-hand"): nothing is set'


def _order(value: HandValue) -> tuple[int, int, tuple[int, ...]]:
    """Every discard counts in a tie (the packed score keeps only the two highest)."""
    return (value.strength, -value.wilds, value.discards)


class SevenOneHandGame(BragGame):
    """Seven Card Brag as one hand: seven cards dealt, the best three played, Three Card Brag's betting."""

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.cards_each = SEVEN

    def why_not(self, seat: int, verb: str) -> str:
        return ONE_HAND if verb == "set" else super().why_not(seat, verb)

    def _check_phase(self, action: Action) -> None:
        if action.verb == "set":
            raise IllegalAction(ONE_HAND)
        super()._check_phase(action)

    def _rank_key(self, seat: int) -> Any:
        return _order(self.value_of(seat))

    def _can_carry(self) -> bool:
        """A pot is carried only into a deal the pack can make: seven cards to everyone seated and
        the kept blind hand beside them (at a full table of seven it cannot, and the blind player
        takes the pot)."""
        cards = len(standard_pack(self.jokers()))
        return super()._can_carry() and (len(self.seated()) + 1) * SEVEN <= cards

