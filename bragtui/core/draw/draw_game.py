"""Draw Brag ("3 Card Brag Poker"): blinds, two fixed-limit betting rounds and a draw between them.

The two players left of the dealer post the small and the big blind; the big
blind is the first round's opening bet. Bets and raises are twice the big
blind in the first round and twice that in the second; a round allows at most
``raises`` raises while more than two players are in. Between the rounds each
player still in gives up none to three cards for new ones from the pack. A
player who has not looked calls for half (rounded up), may not bet or raise,
and may draw nothing and stay blind; giving up cards needs a look first.
The best hand left wins; equal best hands share the pot.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bragtui.core import ranking
from bragtui.core.actions import Action, Bet, Choice, Fold, Look, split_action
from bragtui.core.cards import Card
from bragtui.core.draw.actions import Call, Check, DrawCards, Raise
from bragtui.core.draw.events import BlindPosted, Called, Checked, Drew, Raised, RoundBegun
from bragtui.core.draw.view import DrawSeat, DrawView
from bragtui.core.errors import IllegalAction
from bragtui.core.events import BetPlaced, Dealt, Event, Folded, Looked, Shuffled
from bragtui.core.game import HandRecord
from bragtui.core.results import HandResult, result_cards
from bragtui.core.rules import Rules
from bragtui.core.table import Table
from bragtui.core.view import PHASE_OVER, PHASE_WAITING, common_fields

BETTING, DRAWING = "draw-betting", "draw"
"""The steps of a hand: a betting round, or the draw between the two (as the views' ``phase``
names them, so the app shows Draw Brag's own table rather than the Brag betting table)."""


class DrawHand:
    """The state of one Draw Brag hand."""

    def __init__(self, number: int, dealer: int, order: list[int]):
        self.number = number
        self.dealer = dealer
        self.order = order
        self.deal: dict[int, tuple[Card, ...]] = {}
        self.holdings: dict[int, tuple[Card, ...]] = {}
        self.looked: set[int] = set()
        self.folded: list[int] = []
        self.paid = dict.fromkeys(order, 0)
        """Chips each seat has put in this hand, blinds included."""
        self.carried = 0
        """A pot carried into this deal (dealer's choice, from a deal of another game)."""
        self.matched = dict.fromkeys(order, 0)
        """What each seat counts as having put in this round (a blind call counts in full)."""
        self.level = 0
        """What every seat must have matched this round to stay in."""
        self.raises = 0
        self.pending: set[int] = set(order)
        """Seats that must still act before the round ends."""
        self.round = 1
        self.phase = BETTING
        self.turn = order[0]
        self.drawn: dict[int, int] = {}
        self.discards: tuple[Card, ...] = ()
        """Cards given up at the draw, set aside until the hand ends."""
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.result: HandResult | None = None

    @property
    def live(self) -> list[int]:
        """Seats still in, clockwise from the dealer's left."""
        return [seat for seat in self.order if seat not in self.folded]

    @property
    def pot(self) -> int:
        return self.carried + sum(self.paid.values())


class DrawGame(Table):
    """A game of Draw Brag among two to eight players, for pocket money."""

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.carried_pot = 0
        """A pot waiting for the next deal (only ever set by dealer's choice: Draw Brag carries none)."""

    @property
    def game_over(self) -> bool:
        return False

    def bet_size(self, round_number: int) -> int:
        """The fixed size of a bet or a raise: twice the big blind, and twice that after the draw."""
        return 2 * self.rules.big_blind * round_number

    # --- dealing ------------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Shuffle, post the blinds and deal three cards each, face down."""
        if centre is not None:
            raise IllegalAction("a centre hand is only for Bastard Brag")
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        dealer = self.first_dealer if self.hand is None else (self.hand.dealer + 1) % len(self.players)
        seats = list(range(len(self.players)))
        order = seats[dealer + 1:] + seats[:dealer + 1]
        hand = DrawHand(self.next_hand_number(), dealer, order)
        hand.carried, self.carried_pot = self.carried_pot, 0
        shuffled = self.hand is not None or self.given_pack is None
        if shuffled:
            self.pack.shuffle()
        if deal is not None:
            self._move_deal_to_top(order, deal, 3)
        for seat, cards in zip(order, self.pack.deal_hands(len(order), 3), strict=True):
            hand.deal[seat] = hand.holdings[seat] = cards
        self._keep_hand(hand)
        if shuffled:
            self._emit(Shuffled())
        self._emit(Dealt(hand.number, dealer, tuple(order)))
        self._post_blinds(hand)

    def _post_blinds(self, hand: DrawHand) -> None:
        """The small and the big blind; the big blind is the round's opening bet."""
        order = hand.order
        for seat, size, amount in ((order[0], "small", self.rules.small_blind),
                                   (order[1 % len(order)], "big", self.rules.big_blind)):
            self._put_in(hand, seat, amount, amount)
            self._emit(BlindPosted(seat, size, amount))
        hand.level = self.rules.big_blind
        hand.turn = order[2 % len(order)]

    # --- whose turn, and what they may do -------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        hand = self.hand
        if hand is None or hand.result is not None:
            return None
        return hand.turn

    def owed(self, seat: int) -> int:
        """What ``seat`` must put in to call, before halving for a blind player."""
        hand = self.hand
        return hand.level - hand.matched[seat] if hand is not None and hand.phase == BETTING else 0

    def call_cost(self, seat: int) -> int:
        """What calling costs ``seat`` now: what it owes, or half of it rounded up while blind."""
        owed = self.owed(seat)
        return -(-owed // 2) if seat not in self.hand.looked else owed

    def may_raise(self) -> bool:
        """Whether the round allows another raise: under the limit, or only two players left."""
        hand = self.hand
        return hand.raises < self.rules.raises or len(hand.live) <= 2

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        actor = self.to_act
        if actor is None or (seat is not None and seat != actor):
            return ()
        hand = self.hand
        choices = [Choice("look")] if actor not in hand.looked else []
        if hand.phase == DRAWING:
            most = 3 if actor in hand.looked else 0
            return (*choices, Choice("draw", least=0, most=most))
        return (*choices, *self._betting_choices(hand, actor))

    def _betting_choices(self, hand: DrawHand, actor: int) -> list[Choice]:
        """Check and bet (or raise, after the big blind) when nothing is owed; else call, raise and fold."""
        size = self.bet_size(hand.round)
        open_player = actor in hand.looked
        choices = []
        if self.owed(actor) == 0:
            choices.append(Choice("check"))
            if open_player and hand.level == 0:
                choices.append(Choice("bet", least=size, most=size))
            elif open_player and self.may_raise():
                choices.append(Choice("raise", least=size, most=size))
            return choices
        cost = self.call_cost(actor)
        choices.append(Choice("call", least=cost, most=cost))
        if open_player and self.may_raise():
            choices.append(Choice("raise", least=cost + size, most=cost + size))
        choices.append(Choice("fold"))
        return choices

    def why_not(self, seat: int, verb: str) -> str:
        hand = self.hand
        if hand.phase == DRAWING and verb != "look":
            return "it is the draw: give up the cards you want to change, or none"
        reasons = {
            "look": "you have already looked at your cards",
            "draw": "the draw comes after the first round of betting",
            "check": "you owe chips: call, raise or fold",
            "call": "nothing is owed: check or bet",
            "fold": "nothing is owed: check (folding costs nothing to wait)",
            "bet": "a bet is already in: raise instead" if hand.level else "look at your cards before betting",
        }
        if verb == "raise":
            if seat not in hand.looked:
                return "a blind player may not raise: look first"
            return "no more raises this round" if not self.may_raise() else "nothing to raise: bet instead"
        if verb == "bet" and seat not in hand.looked and not hand.level:
            return "a blind player may not bet: look first"
        return reasons.get(verb, super().why_not(seat, verb))

    # --- applying actions ---------------------------------------------------------------------

    def act(self, text: str) -> None:
        """As every game reads a hand history's words, but a bet may leave out its amount: the
        bets are fixed, so ``"Ann bet"`` is the round's bet."""
        name, verb, args = split_action(text, self._names_longest_first)
        if verb == "bet" and not args and self.hand is not None:
            text = f"{name} bet {self.bet_size(self.hand.round)}"
        super().act(text)

    def _check_phase(self, action: Action) -> None:
        if self.hand.phase == DRAWING and action.verb not in ("draw", "look"):
            raise IllegalAction("it is the draw: give up the cards you want to change, or none")
        if self.hand.phase == BETTING and action.verb == "draw":
            raise IllegalAction("the draw comes after the first round of betting")

    def _after_action(self, action: Action) -> None:
        hand = self.hand
        hand.actions.append(action)
        if hand.result is not None or action.verb == "look":
            return
        if hand.phase == DRAWING:
            self._next_drawer(hand)
            return
        hand.pending.discard(action.seat)
        if len(hand.live) == 1:
            self._fold_out(hand)
        elif hand.pending:
            hand.turn = self._next_seat(hand, action.seat, hand.pending)
        elif hand.round == 1:
            self._begin_draw(hand)
        else:
            self._showdown(hand)

    def _next_seat(self, hand: DrawHand, after: int, among: set[int]) -> int:
        """The first seat of ``among`` clockwise after ``after``."""
        order = hand.order
        start = order.index(after)
        return next(order[(start + step) % len(order)] for step in range(1, len(order) + 1)
                    if order[(start + step) % len(order)] in among)

    def _put_in(self, hand: DrawHand, seat: int, chips: int, counted: int) -> None:
        self.money.pay(seat, chips)
        hand.paid[seat] += chips
        hand.matched[seat] += counted

    def _do_look(self, action: Look) -> None:
        hand, seat = self.hand, action.seat
        if seat in hand.looked:
            raise IllegalAction("you have already looked at your cards")
        if action.which is not None:
            raise IllegalAction("look takes nothing after it")
        hand.looked.add(seat)
        self._emit(Looked(seat))

    def _do_check(self, action: Check) -> None:
        if self.owed(action.seat):
            raise IllegalAction("you owe chips: call, raise or fold")
        self._emit(Checked(action.seat))

    def _do_call(self, action: Call) -> None:
        hand, seat = self.hand, action.seat
        owed = self.owed(seat)
        if not owed:
            raise IllegalAction("nothing is owed: check or bet")
        cost = self.call_cost(seat)
        self._put_in(hand, seat, cost, owed)
        self._emit(Called(seat, cost, seat not in hand.looked))

    def _raise_by(self, hand: DrawHand, seat: int) -> int:
        """Call what is owed and add one bet of the round's size; return the chips put in."""
        owed = self.owed(seat)
        chips = owed + self.bet_size(hand.round)
        self._put_in(hand, seat, chips, chips)
        hand.level = hand.matched[seat]
        hand.pending = set(hand.live) - {seat}
        return chips

    def _do_raise(self, action: Raise) -> None:
        hand, seat = self.hand, action.seat
        if seat not in hand.looked:
            raise IllegalAction("a blind player may not raise: look first")
        if not hand.level:
            raise IllegalAction("nothing to raise: bet instead")
        if not self.may_raise():
            raise IllegalAction("no more raises this round")
        hand.raises += 1
        self._emit(Raised(seat, self._raise_by(hand, seat)))

    def _do_bet(self, action: Bet) -> None:
        hand, seat = self.hand, action.seat
        if seat not in hand.looked:
            raise IllegalAction("a blind player may not bet: look first")
        if hand.level:
            raise IllegalAction("a bet is already in: raise instead")
        size = self.bet_size(hand.round)
        if action.amount != size:
            raise IllegalAction(f"bets are fixed: this round's bet is {size}, not {action.amount}")
        self._emit(BetPlaced(seat, self._raise_by(hand, seat), False))

    def _do_fold(self, action: Fold) -> None:
        hand, seat = self.hand, action.seat
        if not self.owed(seat):
            raise IllegalAction("nothing is owed: check (folding costs nothing to wait)")
        hand.folded.append(seat)
        self.pack.put_bottom(hand.holdings[seat])
        self._emit(Folded(seat))

    # --- the draw -----------------------------------------------------------------------------

    def _begin_draw(self, hand: DrawHand) -> None:
        hand.phase = DRAWING
        hand.turn = hand.live[0]

    def _do_draw(self, action: DrawCards) -> None:
        hand, seat = self.hand, action.seat
        given = action.cards
        if given and seat not in hand.looked:
            raise IllegalAction("look at your cards before giving any up (or draw none and stay blind)")
        held = hand.holdings[seat]
        for card in given:
            if card not in held:
                raise IllegalAction(f"you do not hold {card}")
        if len(given) > len(self.pack):
            raise IllegalAction("the pack has too few cards left")
        new = tuple(self.pack.deal() for _ in given)
        hand.holdings[seat] = tuple(c for c in held if c not in given) + new
        hand.discards += given
        hand.drawn[seat] = len(given)
        self._emit(Drew(seat, len(given)))

    def _next_drawer(self, hand: DrawHand) -> None:
        waiting = [seat for seat in hand.live if seat not in hand.drawn]
        if waiting:
            hand.turn = waiting[0]
            return
        hand.phase, hand.round, hand.level, hand.raises = BETTING, 2, 0, 0
        hand.matched = dict.fromkeys(hand.order, 0)
        hand.pending = set(hand.live)
        hand.turn = hand.live[0]
        self._emit(RoundBegun(2))

    # --- settling -----------------------------------------------------------------------------

    def _fold_out(self, hand: DrawHand) -> None:
        winner = hand.live[0]
        pot = hand.pot
        self.money.receive(winner, pot)
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "fold", self.players[winner], pot))

    def _showdown(self, hand: DrawHand) -> None:
        """The best hand left takes the pot; equal best hands share it, odd chips to the first clockwise."""
        names = self.players
        strengths = {seat: ranking.strength3(*hand.holdings[seat]) for seat in hand.live}
        best = max(strengths.values())
        winners = [seat for seat in hand.live if strengths[seat] == best]
        pot = hand.pot
        share, odd = divmod(pot, len(winners))
        for index, seat in enumerate(winners):
            self.money.receive(seat, share + (1 if index < odd else 0))
        shown = {names[seat]: (hand.holdings[seat],) for seat in hand.live}
        self._finish(hand, HandResult(
            hand.number, names[hand.dealer], "showdown", names[winners[0]] if len(winners) == 1 else None, pot,
            shown, winners=tuple(names[seat] for seat in winners) if len(winners) > 1 else ()))

    def _finish(self, hand: DrawHand, result: HandResult) -> None:
        for seat in hand.live:
            self.pack.put_bottom(hand.holdings[seat])
        self.pack.put_bottom(hand.discards)
        self._end_hand(hand, result)

    # --- what is on the table -----------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        hand = self.hand
        if hand is None or hand.result is not None:
            return []
        return [*(hand.holdings[seat] for seat in hand.live), hand.discards]

    def chips_in_pots(self) -> int:
        hand = self.hand
        return (hand.pot if hand is not None and hand.result is None else 0) + self.carried_pot

    def hand_records(self, start: int = 0) -> list[HandRecord]:
        return [HandRecord(hand.number, hand.deal, {}, tuple(hand.actions)) for hand in self.hands[start:]]

    def seat_status(self, seat: int) -> str:
        hand = self.hand
        if hand is None:
            return "out"
        return "folded" if seat in hand.folded else "open" if seat in hand.looked else "blind"

    def view(self, seat: int | None) -> DrawView:
        return draw_view(self, seat)

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """Its own cards once looked at, and every hand shown at the end."""
        hand = self.hand
        if hand is None:
            return frozenset()
        own = hand.holdings.get(seat, ()) if seat in hand.looked else ()
        return result_cards(hand.result) | frozenset(own)


def _draw_seat(game: DrawGame, seat: int) -> DrawSeat:
    hand = game.hand
    name, balance = game.players[seat], game.money.balances[seat]
    if hand is None:
        return DrawSeat(name=name, status="out", paid=0, owed=0, drew=None, balance=balance, dealer=False)
    return DrawSeat(name=name, status=game.seat_status(seat), paid=hand.paid[seat],
                    owed=game.owed(seat) if hand.result is None else 0,
                    drew=hand.drawn.get(seat), balance=balance, dealer=seat == hand.dealer)


def draw_view(game: DrawGame, seat: int | None) -> DrawView:
    """The view of ``seat`` (``None``: the public view) in Draw Brag."""
    hand = game.hand
    phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else hand.phase
    fields: dict[str, Any] = {"seats": tuple(_draw_seat(game, s) for s in range(len(game.players)))}
    if hand is not None:
        left = None if len(hand.live) <= 2 else max(0, game.rules.raises - hand.raises)
        fields.update(pot=hand.pot if hand.result is None else 0, round=hand.round,
                      bet_size=game.bet_size(hand.round), raises=hand.raises, raises_left=left)
        if seat is not None:
            fields.update(card_count=len(hand.holdings[seat]),
                          to_call=game.call_cost(seat) if hand.result is None else 0)
            if seat in hand.looked:
                fields["cards"] = tuple(hand.holdings[seat])
    return DrawView(**common_fields(game, seat, phase), **fields)
