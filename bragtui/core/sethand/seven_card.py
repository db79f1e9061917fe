"""Seven Card Brag: seven cards, one discarded, six set as two hands; win both or the pot is carried.

Every player antes into the pot before the deal. The first hands are compared,
then the second; a player who wins both outright (no tie) takes the pot,
otherwise it stays on the table and everyone antes again into it next deal.
A player whose first hand is weaker than their second has fouled and cannot
win the pot this deal.
"""

from __future__ import annotations

from typing import Any

from bragtui.core.actions import Action
from bragtui.core.errors import IllegalAction
from bragtui.core.events import PotCarried
from bragtui.core.results import HandResult
from bragtui.core.sethand.arrangement import SEVEN
from bragtui.core.sethand.arrangement_game import ArrangeHand, ArrangementGame


class AntedGame(ArrangementGame):
    """A set-hand game for money: everyone dealt in antes; the pots are kept here."""

    pot = 0
    """Chips in the pot (carried ones included)."""

    def _dealt(self, hand: ArrangeHand) -> None:
        for seat in hand.order:
            self.money.pay(seat, self._ante_each())
        self.pot += self._ante_each() * len(hand.order)

    def _ante_each(self) -> int:
        return self.rules.ante

    def chips_in_pots(self) -> int:
        return self.pot

    def view_fields(self) -> dict[str, Any]:
        hand = self.hand
        live = hand is not None and hand.result is None
        return {"seats": self.seat_views(), "pot": self.pot if live else 0, "carried_pot": 0 if live else self.pot}


TWO_HANDS = ('Seven Card Brag is played as two hands at this table: each player sets them (betting is for '
             'seven_as = "one-hand")')


class SevenCardGame(AntedGame):
    """A game of Seven Card Brag among two to seven named players, for money."""

    layout = SEVEN

    # The betting verbs are those of the game played as one hand (seven_one_hand.py).
    def why_not(self, seat: int, verb: str) -> str:
        return TWO_HANDS if verb != "set" else super().why_not(seat, verb)

    def _check_phase(self, action: Action) -> None:
        if action.verb != "set":
            raise IllegalAction(TWO_HANDS)
        super()._check_phase(action)

    def _showdown(self, hand: ArrangeHand) -> None:
        positions = []
        winners = []
        for position in range(self.layout.hands):
            best, record = self._turn_up(hand, position, 1)
            winners.append(self.only(best))
            positions.append(record)
        taker = winners[0] if winners[0] is not None and all(w == winners[0] for w in winners) else None
        pot = self.pot
        self._return_cards(hand)
        if taker is not None:
            self.money.receive(taker, pot)
            self.pot = 0
        else:
            self._emit(PotCarried(pot))
        names = self.players
        self._finish(hand, HandResult(
            hand.number, names[hand.dealer], "showdown" if taker is not None else "carried",
            names[taker] if taker is not None else None, pot, self._shown(hand, positions),
            positions=tuple(positions), fouls=self._foul_names(hand)))
