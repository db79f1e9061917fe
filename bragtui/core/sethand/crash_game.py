"""Crash (Thirteen-Card Brag): thirteen cards set into up to four Brag hands, scored by position.

Each player sets up to four three-card hands, each a pair or better, strongest
first. Positions are compared one by one and the strongest hand at a position
scores (a tie is a stick-up and scores nothing). Winning every position is a
crash and wins the game; so does a thirteen-card run. The game also ends the
moment a player reaches the target, and no later position is turned up.

Hands set out of order are a foul: that player loses the game and takes no
further part. The others' hands are compared as usual; when one player is
left, they win the game (when none is, nobody does).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from bragtui.core.actions import Choice
from bragtui.core.errors import IllegalAction
from bragtui.core.results import HandResult, Payment, PositionResult
from bragtui.core.sethand.actions import Redeal
from bragtui.core.sethand.arrangement import (
    CRASH,
    FOUR_ORDER,
    STREET_POINTS,
    is_thirteen_card_run,
    pair_count,
    set_fours,
)
from bragtui.core.sethand.arrangement_game import ArrangeHand, ArrangementGame
from bragtui.core.sethand.events import Crashed, FourOfAKindScored, PointsScored, Redealt, ThirteenCardRun


class _Tally:
    """The scoring of one showdown as it goes, position by position."""

    def __init__(self, order: list[int]):
        self.points = dict.fromkeys(order, 0)
        self.won_outright = dict.fromkeys(order, 0)
        self.positions: list[PositionResult] = []


class CrashGame(ArrangementGame):
    """A game of Crash among two to four named players, for points and, with a stake, money."""

    layout = CRASH

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._payments: list[Payment] = []
        """Payments made in the hand being settled."""
        self._instant = False
        """The game was won at once (a crash, a thirteen-card run, everyone else fouling)."""
        self._six_pairs: set[int] = set()
        """Seats dealt six pairs this deal, who may call for a new one."""

    def standing(self) -> Mapping[str, Any]:
        return {"scores": dict(zip(self.players, self.scores, strict=True)), "game_winner": self.game_winner}

    # --- dealing and six pairs ---------------------------------------------------------------------

    def _dealt(self, hand: ArrangeHand) -> None:
        # Who may call for a new deal is asked at every turn; a deal never changes, so its pairs
        # are counted once.
        self._six_pairs = {seat for seat in hand.order if pair_count(hand.deal[seat]) >= 6}
        runner = next((seat for seat in hand.order if is_thirteen_card_run(hand.deal[seat])), None)
        if runner is not None:
            self._thirteen_card_run(hand, runner)

    def _more_choices(self, seat: int) -> tuple[Choice, ...]:
        return (Choice("redeal"),) if seat in self._six_pairs else ()

    def why_not(self, seat: int, verb: str) -> str:
        if verb == "redeal":
            return "only a player with six pairs may call for a new deal"
        return super().why_not(seat, verb)

    def _do_redeal(self, action: Redeal) -> None:
        hand, seat = self.hand, action.seat
        if seat not in self._six_pairs:
            raise IllegalAction("only a player with six pairs may call for a new deal")
        hand.actions.append(action)
        self._emit(Redealt(seat))
        self._return_cards(hand)
        name = self.players[seat]
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "redeal", None, 0,
                                      {name: (tuple(hand.deal[seat]),)},
                                      points={self.players[s]: 0 for s in hand.order}, redealt_by=name,
                                      fouls=()))

    # --- the showdown -------------------------------------------------------------------------------

    def _position_points(self, position: int) -> int:
        return STREET_POINTS[position] if self.rules.scoring == "street" else 1

    def _compare_position(self, hand: ArrangeHand, position: int, tally: _Tally) -> int | None:
        """Turn up one position and score it; the winner's seat, or ``None`` for a stick-up."""
        worth = self._position_points(position)
        best, record = self._turn_up(hand, position, worth)
        winner = self.only(best)
        if winner is not None:
            tally.points[winner] += worth
            tally.won_outright[winner] += 1
            self.scores[winner] += worth
        tally.positions.append(record)
        return winner

    def _showdown(self, hand: ArrangeHand) -> None:
        self.out.update(hand.fouls)
        left = self.seats_in()
        if len(left) < 2:
            self._won_by_fouls(hand, left)
            return
        tally = _Tally(hand.order)
        self._turn_up_positions(hand, tally)
        crash = next((s for s, n in tally.won_outright.items() if n == self.layout.hands), None)
        if crash is not None:
            self.winner = crash
            self._instant = True
            self._emit(Crashed(crash))
        four = self._four_of_a_kind_bonus(hand, tally) if self.winner is None else None
        self._return_cards(hand)
        for seat in hand.order:
            if tally.points[seat]:
                self._emit(PointsScored(seat, tally.points[seat], self.scores[seat]))
        self._finish(hand, self._showdown_result(hand, tally, crash, four))

    def _turn_up_positions(self, hand: ArrangeHand, tally: _Tally) -> None:
        """Score the positions in order until none is left or someone reaches the target."""
        for position in range(self.layout.hands):
            if not any(len(hand.sets[s]) > position for s in hand.order):
                break
            winner = self._compare_position(hand, position, tally)
            if winner is not None and self.scores[winner] >= self.rules.target:
                self.winner = winner  # the game ends at once: no later position is turned up
                break

    def _won_by_fouls(self, hand: ArrangeHand, left: list[int]) -> None:
        """Every other player fouled: the one left wins the game unscored (if none is left, nobody
        does). The hands are shown; no position is scored."""
        if left:
            self.winner = left[0]
            self._instant = True
        else:
            self.ended = True
        self._return_cards(hand)
        names = self.players
        shown = {names[s]: tuple(tuple(group) for group in hand.sets[s]) for s in hand.order if hand.sets[s]}
        self._finish(hand, HandResult(
            hand.number, names[hand.dealer], "showdown", self.game_winner, 0, shown,
            points={names[s]: 0 for s in sorted(hand.order)}, fouls=self._foul_names(hand)))

    def _showdown_result(self, hand: ArrangeHand, tally: _Tally, crash: int | None,
                         four: tuple[int, int] | None) -> HandResult:
        names = self.players
        return HandResult(
            hand.number, names[hand.dealer], "showdown", self._hand_winner(hand, tally), 0,
            self._shown(hand, tally.positions),
            points={names[s]: tally.points[s] for s in sorted(hand.order)}, positions=tuple(tally.positions),
            crash=names[crash] if crash is not None else None,
            four_of_a_kind=(names[four[0]], four[1]) if four is not None else None,
            fouls=self._foul_names(hand))

    def _hand_winner(self, hand: ArrangeHand, tally: _Tally) -> str | None:
        """The game's winner if it is over, else the one player who scored most this hand, if any."""
        if self.winner is not None:
            return self.players[self.winner]
        most = max(tally.points.values())
        leaders = [s for s in hand.order if tally.points[s] == most]
        return self.players[leaders[0]] if most and len(leaders) == 1 else None

    def _four_of_a_kind_bonus(self, hand: ArrangeHand, tally: _Tally) -> tuple[int, int] | None:
        """Score the highest four of a kind with all four cards set, if any: its holder and rank."""
        best: tuple[int, int] | None = None
        for seat in (s for s in hand.order if s not in hand.fouls):
            for rank in set_fours(hand.sets[seat]):
                if best is None or FOUR_ORDER[rank] > FOUR_ORDER[best[1]]:
                    best = (seat, rank)
        if best is None:
            return None
        seat = best[0]
        self._emit(FourOfAKindScored(seat, best[1]))
        if self.rules.four_fee:
            for other in hand.order:
                if other != seat:
                    self._pay(other, seat, self.rules.four_fee, "four")
        tally.points[seat] += 1
        self.scores[seat] += 1
        if self.scores[seat] >= self.rules.target:
            self.winner = seat
        return best

    def _thirteen_card_run(self, hand: ArrangeHand, seat: int) -> None:
        self.winner = seat
        self._instant = True
        name = self.players[seat]
        self._emit(ThirteenCardRun(seat))
        self._return_cards(hand)
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "showdown", name, 0,
                                      {name: (tuple(hand.deal[seat]),)},
                                      points={self.players[s]: 0 for s in hand.order}, thirteen_card_run=name,
                                      fouls=()))

    # --- money ----------------------------------------------------------------------------------------

    def _pay(self, payer: int, payee: int, amount: int, reason: str) -> None:
        self.money.pay(payer, amount)
        self.money.receive(payee, amount)
        self._payments.append(Payment(self.players[payer], self.players[payee], amount, reason))

    def _settle(self) -> None:
        """At the end of a game with a stake each loser pays the winner: the stake, or the stake for
        every point behind (as if the winner had ``target`` points after an instant win); under
        street scoring a loser with no points pays double."""
        rules, winner = self.rules, self.winner
        if not rules.stake or winner is None:
            return
        top = rules.target if self._instant else self.scores[winner]
        for seat in range(len(self.players)):
            if seat == winner:
                continue
            owed = rules.stake if rules.settle == "fixed" else rules.stake * max(0, top - self.scores[seat])
            if rules.scoring == "street" and self.scores[seat] == 0:
                owed *= 2
            if owed:
                self._pay(seat, winner, owed, "game")

    def _finish(self, hand: ArrangeHand, result: HandResult) -> None:
        if self.winner is not None:
            self._settle()
        if self._payments:
            result = msgspec.structs.replace(result, payments=tuple(self._payments))
            self._payments = []
        super()._finish(hand, result)

    def view_fields(self) -> dict[str, Any]:
        return {"seats": self.seat_views()} if self.rules.stake or self.rules.four_fee else {}
