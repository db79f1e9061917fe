"""What the set-hand games share: deal a handful of cards, each player sets three-card hands
face down, then every hand is turned up and compared position by position.

Crash, Seven, Nine and Fifteen Card Brag differ in their :class:`Layout` (how
many cards, how many hands, pair or better or not) and in what a showdown wins:
points, a pot, several pots or tricks. Each is a subclass that says how its
showdown scores; the dealing, the turn order, the checking of a set and the
comparing of one position are here.

Hands set out of order are a foul, not an illegal action: the set stands, the
seat is listed in the hand's ``fouls``, and its hands win nothing (each game
says what more a foul costs).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from bragtui.core import ranking
from bragtui.core.actions import Action, Choice
from bragtui.core.cards import Card
from bragtui.core.errors import IllegalAction
from bragtui.core.events import Dealt, Event, Shuffled
from bragtui.core.game import HandRecord
from bragtui.core.results import Groups, HandResult, PositionResult, result_cards
from bragtui.core.rules import Rules
from bragtui.core.sethand.actions import SetHands
from bragtui.core.sethand.arrangement import Layout, check_groups, in_order
from bragtui.core.sethand.events import HandsSet
from bragtui.core.sethand.view import ArrangeView, arrange_view
from bragtui.core.table import Table, refuse_repeats
from bragtui.core.view import SeatView


class ArrangeHand:
    """The state of one deal of a set-hand game."""

    def __init__(self, number: int, dealer: int, order: list[int]):
        self.number = number
        self.dealer = dealer
        self.order = order
        """The seats dealt in, clockwise from the dealer's left: the order they set in."""
        self.deal: dict[int, tuple[Card, ...]] = {}
        self.sets: dict[int, list[list[Card]]] = {}
        """Each seat's set hands, as placed."""
        self.fouls: list[int] = []
        """Seats whose hands are out of order, in the order they set."""
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.result: HandResult | None = None


class ArrangementGame(Table):
    """The shared part of the set-hand games; a subclass gives the layout and the showdown."""

    layout: ClassVar[Layout]

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.scores = [0] * len(self.players)
        """Points in a game for points (Crash, Fifteen Card Brag); all nought in a game for money."""
        self.winner: int | None = None
        self.out: set[int] = set()
        """Seats out of the game for good (a Crash foul)."""
        self.ended = False
        """The game is over (with a winner, or none left to win it)."""

    # --- the table ---------------------------------------------------------------------------

    @property
    def game_over(self) -> bool:
        return self.ended or self.winner is not None

    @property
    def game_winner(self) -> str | None:
        return self.players[self.winner] if self.winner is not None else None

    def seats_in(self) -> list[int]:
        """Seats still in the game, clockwise from seat 0."""
        return [seat for seat in range(len(self.players)) if seat not in self.out]

    def next_dealer(self) -> int:
        """The first dealer, then the next seat clockwise still in the game (or the same dealer,
        when the last deal is to be dealt again)."""
        if not self.hands:
            return self.first_dealer
        last = self.hands[-1]
        if last.result is not None and last.result.end == "redeal":
            return last.dealer
        seats = len(self.players)
        return next(seat for seat in ((last.dealer + step) % seats for step in range(1, seats + 1))
                    if seat not in self.out)

    # --- dealing ------------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Shuffle and deal each player in their cards; the rest of the pack is not used."""
        if centre is not None:
            raise IllegalAction("a centre hand is only for Bastard Brag")
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        if self.game_over:
            raise IllegalAction(f"the game is over: {self.game_winner} won" if self.game_winner
                                else "the game is over")
        dealer = self.next_dealer()
        seats = len(self.players)
        order = [s for s in ((dealer + step) % seats for step in range(1, seats + 1)) if s not in self.out]
        hand = ArrangeHand(self.next_hand_number(), dealer, order)
        shuffled = bool(self.hands) or self.given_pack is None
        if shuffled:
            self.pack.shuffle()
        if deal is not None:
            self._arrange(order, deal)
        hand.deal.update(zip(order, self.pack.deal_hands(len(order), self.layout.cards_each), strict=True))
        self._keep_hand(hand)
        if shuffled:
            self._emit(Shuffled())
        self._emit(Dealt(hand.number, hand.dealer, tuple(order)))
        self._dealt(hand)

    def _dealt(self, hand: ArrangeHand) -> None:
        """What happens once the cards are out (antes, a thirteen-card run): nothing by default."""

    def _arrange(self, order: list[int], deal: Mapping[str, Sequence[int] | str]) -> None:
        cards: dict[int, list[Card]] = {}
        each = self.layout.cards_each
        for name, given in deal.items():
            seat = self.seat_of(name)
            cards[seat] = self._recorded_hand(name, given, each)
        if set(cards) != set(order):
            raise IllegalAction("the deal must give cards to every player")
        sequence = [cards[seat][i] for i in range(each) for seat in order]
        refuse_repeats(sequence)
        self.pack.move_to_top(sequence)

    def _return_cards(self, hand: ArrangeHand) -> None:
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
        least = None if self.layout.fewer_allowed else self.layout.hands
        return (Choice("set", least=least, most=self.layout.hands), *self._more_choices(actor))

    def _more_choices(self, seat: int) -> tuple[Choice, ...]:
        """Actions beside ``set`` open to the seat to act (Crash's six pairs): none by default."""
        return ()

    # --- actions ----------------------------------------------------------------------------------

    def _after_action(self, action: Action) -> None:
        hand = self.hand
        if isinstance(action, SetHands) and len(hand.sets) == len(hand.order):
            self._showdown(hand)

    def _do_set(self, action: SetHands) -> None:
        hand, seat = self.hand, action.seat
        check_groups(hand.deal[seat], action.hands, self.layout)
        groups = [list(group) for group in action.hands]
        if not in_order(groups):
            hand.fouls.append(seat)
        hand.sets[seat] = groups
        hand.actions.append(SetHands(seat, tuple(tuple(group) for group in groups)))
        self._emit(HandsSet(seat, len(groups)))

    # --- the showdown -------------------------------------------------------------------------------

    def _showdown(self, hand: ArrangeHand) -> None:
        """Compare the hands and settle the deal (each game says how)."""
        raise NotImplementedError

    def _turn_up(self, hand: ArrangeHand, position: int, worth: int) -> tuple[list[int], PositionResult]:
        """Turn up one position: the seats whose hands there are strongest (one, several tied, or
        none when no hand there may win), and the record of it, which names a winner only when
        one hand is strongest. A foul's hands are shown but never win."""
        present = [s for s in hand.order if len(hand.sets[s]) > position]
        strengths = {s: ranking.strength3(*hand.sets[s][position]) for s in present if s not in hand.fouls}
        best: list[int] = []
        if strengths:
            top = max(strengths.values())
            best = [s for s, strength in strengths.items() if strength == top]
        winner = self.players[best[0]] if len(best) == 1 else None
        return best, PositionResult(
            position + 1, {self.players[s]: tuple(hand.sets[s][position]) for s in present}, winner, worth)

    @staticmethod
    def only(best: list[int]) -> int | None:
        """The one seat of ``best``, or ``None`` for a tie (or nobody)."""
        return best[0] if len(best) == 1 else None

    def _shown(self, hand: ArrangeHand, positions: Sequence[PositionResult]) -> dict[str, Groups]:
        """Every hand turned up, by player, strongest set first."""
        shown: dict[str, Groups] = {}
        for position in positions:
            for name, cards in position.hands.items():
                shown[name] = (*shown.get(name, ()), cards)
        names = self.players
        return {names[s]: shown[names[s]] for s in hand.order if names[s] in shown}

    def _foul_names(self, hand: ArrangeHand) -> tuple[str, ...]:
        return tuple(self.players[s] for s in hand.fouls)

    def _finish(self, hand: ArrangeHand, result: HandResult) -> None:
        self._end_hand(hand, result)

    # --- what is on the table ------------------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        """The cards of each player while a hand is on; nothing between hands."""
        hand = self.hand
        if hand is None or hand.result is not None:
            return []
        return [hand.deal[seat] for seat in hand.order]

    def chips_in_pots(self) -> int:
        return 0

    def hand_records(self, start: int = 0) -> list[HandRecord]:
        return [HandRecord(hand.number, hand.deal, {}, tuple(hand.actions)) for hand in self.hands[start:]]

    def view(self, seat: int | None) -> ArrangeView:
        return arrange_view(self, seat)

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """Its own dealt cards, and every hand turned up at the showdown."""
        hand = self.hand
        if hand is None:
            return frozenset()
        return result_cards(hand.result) | frozenset(hand.deal.get(seat, ()))

    def view_fields(self) -> dict[str, Any]:
        """What a game adds to its views (scores, pots): nothing by default."""
        return {}

    def seat_views(self) -> tuple[SeatView, ...]:
        """Each seat's balance, for a game played for money."""
        hand = self.hand
        dealer = hand.dealer if hand is not None else None
        return tuple(SeatView(name=name, status="in" if hand is not None and seat in hand.order else "out",
                              paid=0, balance=self.money.balances[seat], stack=None, dealer=seat == dealer,
                              two_hands=False)
                     for seat, name in enumerate(self.players))
