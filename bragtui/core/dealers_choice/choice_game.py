"""Dealer's choice: before each deal the dealer picks the game, and the table plays one hand of it.

Each deal is played by the chosen variant's own controller, made afresh for the
deal (a fresh, seeded shuffle) with the session's ledger, so money carries from
deal to deal. A pot carried out of a deal (a blind player left alone in Three,
Four or Five Card Brag) goes into the next deal whatever its game; the blind
hand itself is not kept, since the next deal may be another game. Between deals
the dealer's one action is ``pick``; a hand history records the choice as the
hand's ``variant`` instead.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from typing import Any

from bragtui.core.actions import Action, Choice
from bragtui.core.cards import Card
from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.dealers_choice.events import GameChosen
from bragtui.core.dealers_choice.view import PickView
from bragtui.core.errors import IllegalAction
from bragtui.core.events import Dealt, HandOver
from bragtui.core.factory import new_game
from bragtui.core.game import HandRecord
from bragtui.core.results import HandResult, result_cards
from bragtui.core.rules import Rules, load_rules
from bragtui.core.table import Table
from bragtui.core.variants import get_variant, title_of
from bragtui.core.view import PHASE_WAITING, SeatView, common_fields


class DealersChoiceGame(Table):
    """A session of dealer's choice among two to eight players, for pocket money."""

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        if pack is not None:
            raise IllegalAction("dealer's choice shuffles afresh for every deal: give a seed, not a pack")
        super().__init__(variant, players, rules, dealer=dealer, seed=seed)
        self.rules_for = {key: load_rules(key) for key in self.rules.choices}
        """The house rules each game is played by: its shipped rules."""
        self.inner: Any = None
        """The controller of the latest deal."""
        self.inner_variant: str | None = None
        self.picking = False
        """The dealer of the next deal is choosing its game."""
        self.next_dealer_seat = dealer
        self.chosen: str | None = None
        self._pending: tuple[Any, Any] = (None, None)
        self._records: list[HandRecord] = []
        self._seen = 0
        """How many of the latest deal's events are already in the session's."""
        self._seeds = random.Random(self.seed)

    @property
    def game_over(self) -> bool:
        return False

    def choices_for_table(self) -> tuple[str, ...]:
        """The games the dealer may pick: the rules' choices that seat this many players."""
        count = len(self.players)
        return tuple(key for key in self.rules.choices
                     if get_variant(key).players[0] <= count <= get_variant(key).players[1])

    # --- the deal ------------------------------------------------------------------------------

    def choose_next(self, key: str) -> None:
        """Name the next deal's game before it is dealt (a hand history's ``variant``)."""
        if key not in self.choices_for_table():
            raise IllegalAction(f"{key!r} is not one of the games to choose from: "
                                + ", ".join(self.choices_for_table()))
        self.chosen = key

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Deal the game already chosen, or let the dealer pick it first."""
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        self._pending = (deal, centre)
        if self.chosen is not None:
            self._deal(self.chosen)
        else:
            self.picking = True

    def _deal(self, key: str) -> None:
        """Make the chosen game's controller for this deal, carry the ledger and any pot in, deal."""
        previous = self.inner
        inner: Any = new_game(key, self.players, self.rules_for[key], dealer=self.next_dealer_seat,
                              seed=self._seeds.randrange(2**32))
        inner.money = self.money
        inner.computer_seats = self.computer_seats
        inner.first_hand_number = self.next_hand_number()
        if previous is not None:
            inner.carried_pot, previous.carried_pot = getattr(previous, "carried_pot", 0), 0
            self._records += [dataclasses.replace(r, variant=self.inner_variant) for r in previous.hand_records()]
        deal, centre = self._pending
        inner.start_hand(deal, centre)
        if not self.keep_history:
            self.events_dropped += len(self.events)
            self.events.clear()
            self._records.clear()
        # The choice is told just after the deal's heading (its Dealt event), before its play.
        opening = inner.events_since(0)
        heading = next((i for i, event in enumerate(opening) if isinstance(event, Dealt)), -1) + 1
        self.events.extend((*opening[:heading], GameChosen(self.next_dealer_seat, title_of(key))))
        self.inner, self.inner_variant, self._seen = inner, key, heading
        # The deal's hand is the session's hand too (a copy to look ahead from keeps it).
        if self.keep_history:
            self.hands.append(inner.hand)
        else:
            self.hands[:] = [inner.hand]
        self.hand = inner.hand
        self.picking, self.chosen, self._pending = False, None, (None, None)
        self.next_dealer_seat = (self.next_dealer_seat + 1) % len(self.players)
        self._sync()

    def next_hand_number(self) -> int:
        inner = self.inner
        return inner.hand.number + 1 if inner is not None and inner.hand is not None else 1

    def _sync(self) -> None:
        """Take the latest deal's new events into the session's, and its result once it ends."""
        inner = self.inner
        if inner.result is not None and inner.result.variant is None:
            # Marked with the game it was, for the history's JSON and the way an ending is told.
            inner.hand.result = dataclasses.replace(inner.result, variant=self.inner_variant)
            self._keep_result(inner.hand.result)
        self.events.extend(HandOver(self.results[-1]) if isinstance(event, HandOver) else event
                           for event in inner.events_since(self._seen))
        self._seen = inner.event_count

    # --- whose turn, and what they may do -----------------------------------------------------

    @property
    def hand_over(self) -> bool:
        return not self.picking and (self.inner is None or self.inner.hand_over)

    @property
    def result(self) -> HandResult | None:
        if self.picking or self.inner is None or self.inner.result is None:
            return None
        return self.results[-1]

    @property
    def to_act(self) -> int | None:
        if self.picking:
            return self.next_dealer_seat
        return self.inner.to_act if self.inner is not None else None

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        if self.picking:
            if seat is not None and seat != self.next_dealer_seat:
                return ()
            return (Choice("pick", options=self.choices_for_table()),)
        return self.inner.legal_actions(seat) if self.inner is not None else ()

    def refusals(self, seat: int) -> Mapping[str, str]:
        if self.picking or self.inner is None:
            return super().refusals(seat)
        return self.inner.refusals(seat)

    def why_not(self, seat: int, verb: str) -> str:
        return "the dealer first picks the game of this deal"

    def check_turn(self, seat: int) -> None:
        if self.picking and seat != self.next_dealer_seat:
            raise IllegalAction(f"{self.players[self.next_dealer_seat]}, the dealer, first picks the game of "
                                "this deal")
        super().check_turn(seat)

    def apply(self, action: Action) -> None:
        if self.picking:
            if not isinstance(action, Action):
                raise IllegalAction("unknown action: the dealer picks the game of this deal")
            self.check_turn(action.seat)
            if not isinstance(action, Pick):
                raise IllegalAction("the dealer first picks the game of this deal")
            self.choose_next(action.game)
            self._deal(action.game)
            return
        if self.inner is None:
            raise IllegalAction("no hand is being played")
        self.inner.apply(action)
        self._sync()

    # --- what is on the table -----------------------------------------------------------------

    def pack_order(self) -> tuple[Card, ...]:
        return self.inner.pack_order() if self.inner is not None else self.pack.order

    def card_groups(self) -> list[Sequence[Card]]:
        return self.inner.card_groups() if self.inner is not None else []

    def card_layout(self) -> tuple[object, ...]:
        return (self.inner_variant, self.inner.card_layout()) if self.inner is not None else ()

    def chips_in_pots(self) -> int:
        return self.inner.chips_in_pots() if self.inner is not None else 0

    def hand_records(self, start: int = 0) -> list[HandRecord]:
        current = [dataclasses.replace(record, variant=self.inner_variant)
                   for record in self.inner.hand_records()] if self.inner is not None else []
        return (self._records + current)[start:]

    def view(self, seat: int | None) -> Any:
        if self.picking or self.inner is None:
            return pick_view(self, seat)
        return self.inner.view(seat)

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """What the game of this deal lets ``seat`` see; while the dealer picks, the last result's cards."""
        if self.picking or self.inner is None:
            return result_cards(self.results[-1] if self.results else None)
        return self.inner.visible_cards(seat)


def pick_view(game: DealersChoiceGame, seat: int | None) -> PickView:
    """Between deals: the games to pick from, and the ledger."""
    dealer = game.next_dealer_seat
    seats = tuple(SeatView(name=name, status="out", paid=0, balance=game.money.balances[s], stack=None,
                           dealer=s == dealer, two_hands=False) for s, name in enumerate(game.players))
    phase = "pick" if game.picking else PHASE_WAITING
    carried = game.inner.chips_in_pots() if game.inner is not None else 0
    return PickView(**common_fields(game, seat, phase), seats=seats, choices=game.choices_for_table(),
                    dealer=dealer, carried_pot=carried)
