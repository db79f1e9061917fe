"""Fifteen Card Brag: a family game for points. Fifteen cards are set as five hands; each
position is a trick, and the player who wins the most tricks scores a point.

The strongest hand at a position wins its trick (a tie: nobody). The player
with the most tricks, alone, scores a point that deal; a tie for most scores
nobody. A foul (hands out of order) wins no tricks. The first to ``target``
points wins the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bragtui.core.results import HandResult
from bragtui.core.sethand.arrangement import FIFTEEN
from bragtui.core.sethand.arrangement_game import ArrangeHand, ArrangementGame
from bragtui.core.sethand.events import PointsScored


class FifteenCardGame(ArrangementGame):
    """A game of Fifteen Card Brag among two or three named players, for points."""

    layout = FIFTEEN

    def standing(self) -> Mapping[str, Any]:
        return {"scores": dict(zip(self.players, self.scores, strict=True)), "game_winner": self.game_winner}

    def _showdown(self, hand: ArrangeHand) -> None:
        tricks = dict.fromkeys(hand.order, 0)
        positions = []
        for position in range(self.layout.hands):
            best, record = self._turn_up(hand, position, 1)
            positions.append(record)
            if self.only(best) is not None:
                tricks[best[0]] += 1
        most = max(tricks.values())
        leaders = [seat for seat, n in tricks.items() if n == most]
        scorer = leaders[0] if most and len(leaders) == 1 else None
        self._return_cards(hand)
        if scorer is not None:
            self.scores[scorer] += 1
            self._emit(PointsScored(scorer, 1, self.scores[scorer]))
            if self.scores[scorer] >= self.rules.target:
                self.winner = scorer
        names = self.players
        self._finish(hand, HandResult(
            hand.number, names[hand.dealer], "showdown", names[scorer] if scorer is not None else None, 0,
            self._shown(hand, positions), points={names[s]: int(s == scorer) for s in sorted(hand.order)},
            positions=tuple(positions), fouls=self._foul_names(hand),
            tricks={names[s]: tricks[s] for s in sorted(hand.order)}))
