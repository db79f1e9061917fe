"""Nine Card Brag: nine cards set as three hands; three set pots won each deal and a main pot
carried until one player wins all three sets.

Each player pays four antes: one into each set pot and one into the main pot.
The first hands are compared for set 1, the second for set 2, the third for
set 3; the strongest takes that set's pot, a tie splits it and the odd chips
go to the main pot. A player who wins all three sets outright takes the main
pot as well; otherwise it is carried to the next deal. A foul (hands out of
order) takes nothing this deal.
"""

from __future__ import annotations

from typing import Any

from bragtui.core.events import PotCarried
from bragtui.core.results import HandResult, NamedPot
from bragtui.core.sethand.arrangement import NINE
from bragtui.core.sethand.arrangement_game import ArrangeHand
from bragtui.core.sethand.seven_card import AntedGame


class NineCardGame(AntedGame):
    """A game of Nine Card Brag among two to five named players, for money."""

    layout = NINE

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.set_pots = [0] * self.layout.hands
        """This deal's set pots; ``pot`` is the main pot."""

    def _dealt(self, hand: ArrangeHand) -> None:
        ante = self.rules.ante
        for seat in hand.order:
            self.money.pay(seat, ante * (self.layout.hands + 1))
        self.pot += ante * len(hand.order)
        self.set_pots = [ante * len(hand.order)] * self.layout.hands

    def chips_in_pots(self) -> int:
        return self.pot + sum(self.set_pots)

    def _showdown(self, hand: ArrangeHand) -> None:
        names = self.players
        pots: list[NamedPot] = []
        positions = []
        outright = []
        for position, amount in enumerate(self.set_pots):
            best, record = self._turn_up(hand, position, amount)
            positions.append(record)
            outright.append(self.only(best))
            pots.append(NamedPot(f"set {position + 1}", tuple(names[s] for s in best), amount))
            self._split(amount, best)
        self.set_pots = [0] * self.layout.hands
        taker = outright[0] if outright[0] is not None and all(s == outright[0] for s in outright) else None
        main = self.pot
        self._return_cards(hand)
        if taker is not None:
            self.money.receive(taker, main)
            self.pot = 0
        else:
            self._emit(PotCarried(main))
        pots.append(NamedPot("main", (names[taker],) if taker is not None else (), main))
        self._finish(hand, HandResult(
            hand.number, names[hand.dealer], "showdown" if taker is not None else "carried",
            names[taker] if taker is not None else None, main, self._shown(hand, positions),
            positions=tuple(positions), fouls=self._foul_names(hand), named_pots=tuple(pots)))

    def _split(self, amount: int, best: list[int]) -> None:
        """Share a set pot among the strongest; the odd chips (all, if nobody may win) go to the main pot."""
        share = amount // len(best) if best else 0
        for seat in best:
            self.money.receive(seat, share)
        self.pot += amount - share * len(best)

    def view_fields(self) -> dict[str, Any]:
        fields = super().view_fields()
        hand = self.hand
        if hand is not None and hand.result is None:
            fields["pot"] = self.chips_in_pots()
            fields["carried_pot"] = 0
        return fields
