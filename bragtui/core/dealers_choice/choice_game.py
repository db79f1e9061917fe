"""Dealer's choice: before each deal the dealer picks the game, and the table plays one hand of it.

Each deal is played by the chosen variant's own controller, made afresh for the
deal (a fresh, seeded shuffle) with the session's ledger, so money carries from
deal to deal. A pot carried out of a deal (a blind player left alone in Three,
Four or Five Card Brag) goes into the next deal whatever its game; the blind
hand itself stays with its player when the next deal is the same game, and is
folded unseen when it is another. Between deals the dealer's one action is
``pick``; a hand history records the choice as the hand's ``variant`` instead.

With ``choose_after_circle`` the first game of ``choices`` is dealt until the deal
has gone a full circle; after that the dealer picks the game and then, for Three,
Four and Five Card Brag, its wild cards and blind play, each with one more
``pick`` (a hand history records these as the hand's ``rules`` table).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from bragtui.core.actions import Action, Choice
from bragtui.core.cards import Card
from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.dealers_choice.events import BlindHandFolded, GameChosen
from bragtui.core.dealers_choice.view import PickView
from bragtui.core.errors import IllegalAction
from bragtui.core.events import Dealt, Event, HandOver
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
        self.inner: Any = None
        """The controller of the latest deal."""
        super().__init__(variant, players, rules, dealer=dealer, seed=seed)
        self.rules_for = {key: load_rules(key) for key in self.rules.choices}
        """The house rules each game is played by: its shipped rules."""
        self.inner_variant: str | None = None
        self.inner_settings: Mapping[str, Any] | None = None
        """The dealer's settings for the latest deal (``choose_after_circle``), as a history records them."""
        self.picking = False
        """The dealer of the next deal is choosing its game (and then, maybe, its settings)."""
        self.picked: dict[str, Any] = {}
        """What the dealer has picked so far for the next deal: ``game``, then ``wild``, ``blind``."""
        self._chosen_settings: Mapping[str, Any] | None = None
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

    def jokers(self) -> int:
        """The jokers in the latest deal's pack (a dealer may set jokers wild)."""
        return self.inner.jokers() if self.inner is not None else 0

    def in_circle(self) -> bool:
        """``choose_after_circle``: the next deal is within the first circle, dealt as the first game."""
        return self.rules.choose_after_circle and self.next_hand_number() <= len(self.players)

    def choices_for_table(self) -> tuple[str, ...]:
        """The games the dealer may pick: the rules' choices that seat this many players."""
        count = len(self.players)
        return tuple(key for key in self.rules.choices
                     if get_variant(key).players[0] <= count <= get_variant(key).players[1])

    # --- the deal ------------------------------------------------------------------------------

    def choose_next(self, key: str, settings: Mapping[str, Any] | None = None) -> None:
        """Name the next deal's game, and any settings of the dealer's, before it is dealt (a hand
        history's ``variant`` and ``rules``)."""
        if self.in_circle():
            first = self.choices_for_table()[0]
            if key != first:
                raise IllegalAction(f"until the deal has gone a full circle every deal is {title_of(first)}, "
                                    f"not {key!r}")
            if settings:
                raise IllegalAction("the dealer sets no rules until the deal has gone a full circle")
        elif key not in self.choices_for_table():
            raise IllegalAction(f"{key!r} is not one of the games to choose from: "
                                + ", ".join(self.choices_for_table()))
        self._chosen_settings = check_settings(self.rules, key, settings) if settings else None
        self.chosen = key

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Deal the game already chosen, or let the dealer pick it first."""
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        self._pending = (deal, centre)
        if self.chosen is not None:
            self._deal(self.chosen, self._chosen_settings)
        elif self.in_circle():
            self._deal(self.choices_for_table()[0], None)
        else:
            self.picking, self.picked = True, {}

    def _deal(self, key: str, settings: Mapping[str, Any] | None) -> None:
        """Make the chosen game's controller for this deal, carry the ledger and any pot in, deal."""
        previous = self.inner
        rules = self.rules_for[key]
        if settings:
            rules = rules.replace(**{name: settings[name] for name in ("wild", "blind") if name in settings})
        inner: Any = new_game(key, self.players, rules, dealer=self.next_dealer_seat,
                              seed=self._seeds.randrange(2**32))
        inner.money = self.money
        inner.computer_seats = self.computer_seats
        inner.first_hand_number = self.next_hand_number()
        folded: list[BlindHandFolded] = []
        if previous is not None:
            inner.carried_pot, previous.carried_pot = getattr(previous, "carried_pot", 0), 0
            folded = self._carry_blind_hand(previous, inner, key)
            self._records += [msgspec.structs.replace(r, variant=self.inner_variant, settings=self.inner_settings)
                              for r in previous.hand_records()]
        deal, centre = self._pending
        inner.start_hand(deal, centre)
        told = [GameChosen(self.next_dealer_seat, deal_title(key, settings)), *folded]
        _tell_at_the_table(inner, told)
        if not self.keep_history:
            self.events_dropped += len(self.events)
            self.events.clear()
            self._records.clear()
        # The choice is told just after the deal's heading (its Dealt event), before its play.
        opening = inner.events_since(0)
        heading = next((i for i, event in enumerate(opening) if isinstance(event, Dealt)), -1) + 1
        self.events.extend((*opening[:heading], *told))
        self.inner, self.inner_variant, self.inner_settings, self._seen = inner, key, settings, heading
        # The deal's hand is the session's hand too (a copy to look ahead from keeps it).
        if self.keep_history:
            self.hands.append(inner.hand)
        else:
            self.hands[:] = [inner.hand]
        self.hand = inner.hand
        self.picking, self.chosen, self._pending, self._chosen_settings = False, None, (None, None), None
        self.picked = {}
        self.next_dealer_seat = (self.next_dealer_seat + 1) % len(self.players)
        self._sync()

    def _carry_blind_hand(self, previous: Any, inner: Any, key: str) -> list[BlindHandFolded]:
        """A blind hand kept after a carried pot stays with its player when this deal is the same
        game (its cards taken out of the new pack); with another game it is folded unseen."""
        retained = getattr(previous, "retained", None)
        if retained is None:
            return []
        previous.retained = None
        seat, cards = retained
        if key == self.inner_variant and set(cards) <= set(inner.pack.order):
            inner.pack.take_out(cards)
            inner.retained = retained
            return []
        # (Or the same game with fewer jokers in its pack than the kept hand holds.)
        return [BlindHandFolded(seat, title_of(key))]

    def next_hand_number(self) -> int:
        inner = self.inner
        return inner.hand.number + 1 if inner is not None and inner.hand is not None else 1

    def _sync(self) -> None:
        """Take the latest deal's new events into the session's, and its result once it ends."""
        inner = self.inner
        if inner.result is not None and inner.result.variant is None:
            # Marked with the game it was, for the history's JSON and the way an ending is told.
            inner.hand.result = msgspec.structs.replace(inner.result, variant=self.inner_variant)
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

    def pick_step(self) -> str:
        """What the dealer picks now: ``game``, then (``choose_after_circle``) ``wild`` and ``blind``."""
        return "wild" if "game" in self.picked and "wild" not in self.picked else \
            "blind" if "game" in self.picked else "game"

    def pick_options(self) -> tuple[str, ...]:
        """The words the dealer may pick from now."""
        step = self.pick_step()
        if step == "game":
            return self.choices_for_table()
        return self.rules.choice_wild if step == "wild" else BLIND_WORDS

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        if self.picking:
            if seat is not None and seat != self.next_dealer_seat:
                return ()
            return (Choice("pick", options=self.pick_options()),)
        return self.inner.legal_actions(seat) if self.inner is not None else ()

    def refusals(self, seat: int) -> Mapping[str, str]:
        if self.picking or self.inner is None:
            return super().refusals(seat)
        return self.inner.refusals(seat)

    def why_not(self, seat: int, verb: str) -> str:
        return f"the dealer first picks {self._picking_what()}"

    def _picking_what(self) -> str:
        """What the dealer is picking now, in words."""
        step = self.pick_step() if self.picking else "game"
        return {"wild": "the wild cards for this deal", "blind": "blind play for this deal"}.get(
            step, "the game of this deal")

    def check_turn(self, seat: int) -> None:
        if self.picking and seat != self.next_dealer_seat:
            raise IllegalAction(f"{self.players[self.next_dealer_seat]}, the dealer, first picks "
                                f"{self._picking_what()}")
        super().check_turn(seat)

    def apply(self, action: Action) -> None:
        if self.picking:
            if not isinstance(action, Action):
                raise IllegalAction("unknown action: the dealer picks the game of this deal")
            self.check_turn(action.seat)
            if not isinstance(action, Pick):
                raise IllegalAction(f"the dealer first picks {self._picking_what()}")
            self._pick(action.game)
            return
        if self.inner is None:
            raise IllegalAction("no hand is being played")
        self.inner.apply(action)
        self._sync()

    def _pick(self, word: str) -> None:
        """One of the dealer's picks: the game, then any settings still to pick; deal once all are."""
        step, options = self.pick_step(), self.pick_options()
        if word not in options:
            what = {"game": "games to choose from", "wild": "wild cards the dealer may set",
                    "blind": "ways to play"}[step]
            raise IllegalAction(f"{word!r} is not one of the {what}: " + ", ".join(options))
        picked = {**self.picked, step: word if step != "blind" else word == BLIND_WORDS[0]}
        game = picked["game"]
        if self.rules.choose_after_circle and game in SETTABLE and not self._settings_complete(picked):
            self.picked = picked
            return
        settings: dict[str, Any] = {}
        if "wild" in picked:
            settings = {"wild": picked["wild"], **({"blind": picked["blind"]} if self.rules.choice_blind else {}),
                        "cards": SETTABLE[game]}
        self.choose_next(game, settings or None)
        self._deal(game, self._chosen_settings)

    def _settings_complete(self, picked: dict[str, Any]) -> bool:
        """Fill in the settings the rules leave no choice about (one wild-card rule, blind play
        the dealer may not set); whether any is still to pick."""
        rules = self.rules
        if "wild" not in picked and len(rules.choice_wild) == 1:
            picked["wild"] = rules.choice_wild[0]
        if "blind" not in picked and "wild" in picked and not rules.choice_blind:
            picked["blind"] = self.rules_for[picked["game"]].blind
        return "wild" in picked and "blind" in picked

    # --- what is on the table -----------------------------------------------------------------

    def pack_order(self) -> tuple[Card, ...]:
        return self.inner.pack_order() if self.inner is not None else self.pack.order

    def stack_pack(self, cards: Sequence[Card]) -> None:
        if self.inner is not None:
            self.inner.stack_pack(cards)
        else:
            super().stack_pack(cards)

    def held_over(self) -> Mapping[int, tuple[Card, ...]]:
        return self.inner.held_over() if self.inner is not None else {}

    def hold_over(self, cards: Mapping[int, Sequence[Card]]) -> None:
        if self.inner is not None:
            self.inner.hold_over(cards)
        else:
            super().hold_over(cards)

    def card_groups(self) -> list[Sequence[Card]]:
        return self.inner.card_groups() if self.inner is not None else []

    def card_layout(self) -> tuple[object, ...]:
        return (self.inner_variant, self.inner.card_layout()) if self.inner is not None else ()

    def chips_in_pots(self) -> int:
        return self.inner.chips_in_pots() if self.inner is not None else 0

    def hand_records(self, start: int = 0) -> list[HandRecord]:
        current = [msgspec.structs.replace(record, variant=self.inner_variant, settings=self.inner_settings)
                   for record in self.inner.hand_records()] if self.inner is not None else []
        return (self._records + current)[start:]

    def view(self, seat: int | None) -> Any:
        if self.picking or self.inner is None:
            return pick_view(self, seat)
        return self.inner.view(seat)

    def seat_status(self, seat: int) -> str:
        """The latest deal's game's answer; ``out`` for everyone between deals (as the pick's rows say)."""
        if self.picking or self.inner is None:
            return "out"
        return self.inner.seat_status(seat)

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """What the game of this deal lets ``seat`` see; while the dealer picks, the last result's cards."""
        if self.picking or self.inner is None:
            return result_cards(self.results[-1] if self.results else None)
        return self.inner.visible_cards(seat)


def _tell_at_the_table(inner: Any, told: list[Event]) -> None:
    """Put events of the session (the dealer's pick, a kept blind hand folded) into the deal's own
    log too, just after the deal's heading: the table's log is the deal's, so a seat at this
    terminal reads there what a seat over the network reads in the session's events."""
    events = inner.hand.events
    at = next((i for i, event in enumerate(events) if isinstance(event, Dealt)), -1) + 1
    events[at:at] = told


SETTABLE = {"three-card": 3, "four-card": 4, "five-card": 5}
"""The games whose wild cards and blind play a dealer sets after the circle, with the cards each deals."""
BLIND_WORDS = ("blind", "open")
"""The dealer's pick of blind play: allowed, or everyone plays open."""


def check_settings(rules: Rules, key: str, settings: Mapping[str, Any]) -> dict[str, Any]:
    """A dealer's settings for a deal of ``key`` (a hand history's ``rules`` table), checked against
    ``choose_after_circle``, ``choice_wild`` and ``choice_blind``."""
    if not rules.choose_after_circle:
        raise IllegalAction("the dealer sets a deal's rules only with choose_after_circle")
    if key not in SETTABLE:
        raise IllegalAction(f"the dealer sets wild cards and blind play only in {', '.join(SETTABLE)}, not {key}")
    allowed = {"wild": lambda value: isinstance(value, str) and value in rules.choice_wild,
               "blind": lambda value: isinstance(value, bool) and rules.choice_blind,
               "cards": lambda value: not isinstance(value, bool) and value == SETTABLE[key]}
    for name, value in settings.items():
        if name not in allowed or not allowed[name](value):
            raise IllegalAction(_setting_problem(rules, key, name, value))
    return dict(settings)


def _setting_problem(rules: Rules, key: str, name: str, value: Any) -> str:
    """Why one of a dealer's settings is refused, in a player's words."""
    if name == "wild":
        return f"wild = {value!r} is not one of choice_wild: " + ", ".join(rules.choice_wild)
    if name == "blind":
        return "blind must be true or false" if rules.choice_blind else \
            "the dealer may not set blind play: choice_blind is off"
    if name == "cards":
        return f"cards = {value!r} does not match the game: {title_of(key)} deals {SETTABLE[key]}"
    return f"unknown setting {name!r}: a dealer sets wild, blind and cards"


def deal_title(key: str, settings: Mapping[str, Any] | None) -> str:
    """The game of a deal as the table is told it, with the dealer's settings."""
    if not settings:
        return title_of(key)
    parts = []
    if "wild" in settings:
        parts.append("no wild cards" if settings["wild"] == "none" else f"wild {settings['wild']}")
    if "blind" in settings:
        parts.append("blind play allowed" if settings["blind"] else "no blind play")
    return f"{title_of(key)} ({', '.join(parts)})"


def pick_view(game: DealersChoiceGame, seat: int | None) -> PickView:
    """Between deals: the games to pick from, and the ledger."""
    dealer = game.next_dealer_seat
    seats = tuple(SeatView(name=name, status="out", paid=0, balance=game.money.balances[s], stack=None,
                           dealer=s == dealer, two_hands=False) for s, name in enumerate(game.players))
    phase = "pick" if game.picking else PHASE_WAITING
    carried = game.inner.chips_in_pots() if game.inner is not None else 0
    return PickView(**common_fields(game, seat, phase), seats=seats, choices=game.pick_options(),
                    dealer=dealer, carried_pot=carried, step=game.pick_step() if game.picking else "game",
                    game=game.picked.get("game"))
