"""Crash (Thirteen-Card Brag): thirteen cards set into up to four Brag hands, scored by position.

Each player sets up to four three-card hands, each a pair or better; the core
keeps them strongest first, so a set can never be out of order. Positions are
compared one by one and the strongest hand at a position scores (a tie is a
stick-up and scores nothing). Winning every position is a crash and wins the
game; so does a thirteen-card run. The game also ends the moment a player
reaches the target, and no later position is turned up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bragtui.core import ranking
from bragtui.core.actions import Action, Choice, Redeal, SetHands
from bragtui.core.arrangement import (
    CARDS_EACH,
    FOUR_ORDER,
    POSITIONS,
    STREET_POINTS,
    check_arrangement,
    is_thirteen_card_run,
    pair_count,
    set_fours,
)
from bragtui.core.cards import CARDS, Card, parse_cards
from bragtui.core.errors import IllegalAction
from bragtui.core.events import (
    Crashed,
    Dealt,
    Event,
    FourOfAKindScored,
    HandOver,
    HandsSet,
    PointsScored,
    Redealt,
    Shuffled,
    ThirteenCardRun,
)
from bragtui.core.game import HandRecord
from bragtui.core.results import HandResult, PositionResult
from bragtui.core.rules import Rules
from bragtui.core.table import Table
from bragtui.core.view import CrashView, crash_view


class CrashHand:
    """The state of one Crash deal."""

    def __init__(self, number: int, dealer: int, order: list[int]):
        self.number = number
        self.dealer = dealer
        self.order = order
        self.deal: dict[int, tuple[Card, ...]] = {}
        self.sets: dict[int, list[list[Card]]] = {}
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.result: HandResult | None = None


class _Tally:
    """The scoring of one showdown as it goes, position by position."""

    def __init__(self, order: list[int]):
        self.points = dict.fromkeys(order, 0)
        self.won_outright = dict.fromkeys(order, 0)
        self.positions: list[PositionResult] = []


class CrashGame(Table):
    """A game of Crash among two to four named players."""

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.scores = [0] * len(self.players)
        self.winner: int | None = None

    # --- the table ---------------------------------------------------------------------------

    @property
    def game_over(self) -> bool:
        return self.winner is not None

    @property
    def game_winner(self) -> str | None:
        return self.players[self.winner] if self.winner is not None else None

    def standing(self) -> Mapping[str, Any]:
        return {"scores": dict(zip(self.players, self.scores, strict=True)), "game_winner": self.game_winner}

    def next_dealer(self) -> int:
        """The first dealer, then the next seat clockwise; the same dealer again after a redeal."""
        if not self.hands:
            return self.first_dealer
        last = self.hands[-1]
        if last.result is not None and last.result.end == "redeal":
            return last.dealer
        return (last.dealer + 1) % len(self.players)

    # --- dealing ------------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Shuffle and deal thirteen cards each; the rest of the pack is not used."""
        if centre is not None:
            raise IllegalAction("a centre hand is only for Bastard Brag")
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        if self.game_over:
            raise IllegalAction(f"the game is over: {self.game_winner} won")
        dealer = self.next_dealer()
        seats = list(range(len(self.players)))
        order = seats[dealer + 1:] + seats[:dealer + 1]
        hand = CrashHand(self.next_hand_number(), dealer, order)
        shuffled = bool(self.hands) or self.given_pack is None
        if shuffled:
            self.pack.shuffle()
        if deal is not None:
            self._arrange(order, deal)
        hand.deal.update(zip(order, self.pack.deal_hands(len(order), CARDS_EACH), strict=True))
        self._keep_hand(hand)
        if shuffled:
            self._emit(Shuffled())
        self._emit(Dealt(hand.number, hand.dealer, tuple(order)))
        runner = next((seat for seat in order if is_thirteen_card_run(hand.deal[seat])), None)
        if runner is not None:
            self._thirteen_card_run(hand, runner)

    def _arrange(self, order: list[int], deal: Mapping[str, Sequence[int] | str]) -> None:
        cards: dict[int, list[Card]] = {}
        for name, given in deal.items():
            seat = self.seat_of(name)
            held = parse_cards(given, what=f"{name}'s deal") if isinstance(given, str) else [CARDS[c] for c in given]
            if len(held) != CARDS_EACH:
                raise IllegalAction(f"{name} is dealt {len(held)} cards; Crash deals {CARDS_EACH}")
            cards[seat] = held
        if set(cards) != set(order):
            raise IllegalAction("the deal must give cards to every player")
        sequence = [cards[seat][i] for i in range(CARDS_EACH) for seat in order]
        if len(set(sequence)) != len(sequence):
            raise IllegalAction("the deal gives the same card twice")
        self.pack.move_to_top(sequence)

    def _return_cards(self, hand: CrashHand) -> None:
        for seat in hand.order:
            self.pack.put_bottom(hand.deal[seat])

    # --- whose turn -----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The next player to set, clockwise from the dealer's left (sets stay hidden)."""
        hand = self.hand
        if hand is None or hand.result is not None:
            return None
        return next(seat for seat in hand.order if seat not in hand.sets)

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        actor = self.to_act
        if actor is None or (seat is not None and seat != actor):
            return ()
        choices = [Choice("set", most=POSITIONS)]
        if pair_count(self.hand.deal[actor]) >= 6:
            choices.append(Choice("redeal"))
        return tuple(choices)

    def why_not(self, seat: int, verb: str) -> str:
        if verb == "redeal":
            return "only a player with six pairs may call for a new deal"
        return super().why_not(seat, verb)

    # --- actions ----------------------------------------------------------------------------------

    def _after_action(self, action: Action) -> None:
        hand = self.hand
        if isinstance(action, SetHands) and len(hand.sets) == len(hand.order):
            self._showdown(hand)

    def _do_set(self, action: SetHands) -> None:
        hand, seat = self.hand, action.seat
        ordered = check_arrangement(hand.deal[seat], action.hands)
        hand.sets[seat] = ordered
        hand.actions.append(SetHands(seat, tuple(tuple(group) for group in ordered)))
        self._emit(HandsSet(seat, len(ordered)))

    def _do_redeal(self, action: Redeal) -> None:
        hand, seat = self.hand, action.seat
        if pair_count(hand.deal[seat]) < 6:
            raise IllegalAction("only a player with six pairs may call for a new deal")
        hand.actions.append(action)
        self._emit(Redealt(seat))
        self._return_cards(hand)
        name = self.players[seat]
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "redeal", None, 0,
                                      {name: (tuple(hand.deal[seat]),)},
                                      points={self.players[s]: 0 for s in hand.order}, redealt_by=name))

    # --- the showdown -------------------------------------------------------------------------------

    def _position_points(self, position: int) -> int:
        return STREET_POINTS[position] if self.rules.scoring == "street" else 1

    def _compare_position(self, hand: CrashHand, position: int, tally: _Tally) -> int | None:
        """Turn up one position and score it; the winner's seat, or ``None`` for a stick-up."""
        contenders = [s for s in hand.order if len(hand.sets[s]) > position]
        strengths = {s: ranking.strength3(*hand.sets[s][position]) for s in contenders}
        top = max(strengths.values())
        best = [s for s in contenders if strengths[s] == top]
        worth = self._position_points(position)
        winner = best[0] if len(best) == 1 else None
        if winner is not None:
            tally.points[winner] += worth
            tally.won_outright[winner] += 1
            self.scores[winner] += worth
        tally.positions.append(PositionResult(
            position + 1, {self.players[s]: tuple(hand.sets[s][position]) for s in contenders},
            self.players[winner] if winner is not None else None, worth))
        return winner

    def _showdown(self, hand: CrashHand) -> None:
        tally = _Tally(hand.order)
        for position in range(POSITIONS):
            if not any(len(hand.sets[s]) > position for s in hand.order):
                break
            winner = self._compare_position(hand, position, tally)
            if winner is not None and self.scores[winner] >= self.rules.target:
                self.winner = winner  # the game ends at once: no later position is turned up
                break
        crash = next((s for s, n in tally.won_outright.items() if n == POSITIONS), None)
        if crash is not None:
            self.winner = crash
            self._emit(Crashed(crash))
        four = self._four_of_a_kind_bonus(hand, tally) if self.winner is None else None
        self._return_cards(hand)
        for seat in hand.order:
            if tally.points[seat]:
                self._emit(PointsScored(seat, tally.points[seat], self.scores[seat]))
        self._finish(hand, self._showdown_result(hand, tally, crash, four))

    def _showdown_result(self, hand: CrashHand, tally: _Tally, crash: int | None,
                         four: tuple[int, int] | None) -> HandResult:
        names = self.players
        shown: dict[str, tuple[tuple[Card, ...], ...]] = {}
        for position in tally.positions:
            for name, cards in position.hands.items():
                shown[name] = (*shown.get(name, ()), cards)
        return HandResult(
            hand.number, names[hand.dealer], "showdown", self._hand_winner(hand, tally), 0,
            {names[s]: shown[names[s]] for s in hand.order if names[s] in shown},
            points={names[s]: tally.points[s] for s in sorted(hand.order)}, positions=tuple(tally.positions),
            crash=names[crash] if crash is not None else None,
            four_of_a_kind=(names[four[0]], four[1]) if four is not None else None)

    def _hand_winner(self, hand: CrashHand, tally: _Tally) -> str | None:
        """The game's winner if it is over, else the one player who scored most this hand, if any."""
        if self.winner is not None:
            return self.players[self.winner]
        most = max(tally.points.values())
        leaders = [s for s in hand.order if tally.points[s] == most]
        return self.players[leaders[0]] if most and len(leaders) == 1 else None

    def _four_of_a_kind_bonus(self, hand: CrashHand, tally: _Tally) -> tuple[int, int] | None:
        """Score the highest four of a kind with all four cards set, if any: its holder and rank."""
        best: tuple[int, int] | None = None
        for seat in hand.order:
            for rank in set_fours(hand.sets[seat]):
                if best is None or FOUR_ORDER[rank] > FOUR_ORDER[best[1]]:
                    best = (seat, rank)
        if best is None:
            return None
        seat = best[0]
        self._emit(FourOfAKindScored(seat, best[1]))
        tally.points[seat] += 1
        self.scores[seat] += 1
        if self.scores[seat] >= self.rules.target:
            self.winner = seat
        return best

    def _thirteen_card_run(self, hand: CrashHand, seat: int) -> None:
        self.winner = seat
        name = self.players[seat]
        self._emit(ThirteenCardRun(seat))
        self._return_cards(hand)
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "showdown", name, 0,
                                      {name: (tuple(hand.deal[seat]),)},
                                      points={self.players[s]: 0 for s in hand.order}, thirteen_card_run=name))

    def _finish(self, hand: CrashHand, result: HandResult) -> None:
        hand.result = result
        self._keep_result(result)
        self._emit(HandOver(result))

    # --- what is on the table ------------------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        """The thirteen cards of each player while a hand is on; nothing between hands."""
        hand = self.hand
        if hand is None or hand.result is not None:
            return []
        return [hand.deal[seat] for seat in hand.order]

    def chips_in_pots(self) -> int:
        return 0

    def hand_records(self) -> list[HandRecord]:
        return [HandRecord(hand.number, hand.deal, {}, tuple(hand.actions)) for hand in self.hands]

    def view(self, seat: int | None) -> CrashView:
        return crash_view(self, seat)
