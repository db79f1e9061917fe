"""The game protocol: what every variant's controller answers and accepts.

A driver (the app, a computer player, the replayer, a test) asks who is to act
and what that seat may do, hands the controller typed actions, and reads
views and events; it never reaches into a controller's hand, betting round or
pack. :class:`~bragtui.core.table.Table` implements the shared part.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import msgspec

from bragtui.core.actions import Action, Choice
from bragtui.core.cards import Card
from bragtui.core.events import Event
from bragtui.core.money import Money
from bragtui.core.results import HandResult
from bragtui.core.rules import Rules
from bragtui.core.view import View

Deal = Mapping[str, Sequence[int] | str]
"""Recorded cards by player name (text such as ``"Ah Kd 7c"`` or card numbers)."""


class Game(Protocol):
    """A game of one variant among named players, seated clockwise."""

    variant: str
    players: list[str]
    rules: Rules
    seed: int
    first_dealer: int
    money: Money
    results: list[HandResult]
    standings: list[tuple[int, ...]]
    """Beside each kept result: every seat's count once that hand was over (see ``tallies``)."""
    keep_history: bool
    computer_seats: dict[int, str]

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None) -> None: ...

    @property
    def to_act(self) -> int | None:
        """The seat that must act now, or ``None`` between hands."""

    @property
    def hand_over(self) -> bool:
        """No hand is being played (none yet, or the last one has ended)."""

    @property
    def game_over(self) -> bool:
        """No further hand can be dealt."""

    @property
    def game_winner(self) -> str | None:
        """The player who won the game outright, once it is over."""

    @property
    def result(self) -> HandResult | None:
        """How the latest hand ended, or ``None`` while it is on (or before the first)."""

    def start_hand(self, deal: Deal | None = None, centre: Sequence[int] | str | None = None) -> None:
        """Deal the next hand; ``deal`` and ``centre`` give recorded cards (from a hand history)."""

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        """What ``seat`` (by default the seat to act) may do now; empty if it is not their turn."""

    def refusals(self, seat: int) -> Mapping[str, str]:
        """Each verb of the variant that ``seat`` may not use now, with the reason; every seat that is
        not to act gets the same answer."""

    def apply(self, action: Action) -> None:
        """Apply a legal action; refuse an illegal one with :class:`IllegalAction`, changing nothing."""

    def act(self, text: str) -> None:
        """Apply an action written as in a hand history, e.g. ``"Andy bet 2"``."""

    def view(self, seat: int | None) -> View:
        """What ``seat`` may know now; ``None`` for the public view (a view for no seat)."""

    def seat_status(self, seat: int) -> str:
        """The seat's status as its public row in a view says (``folded``, ``blind``…), without a view."""

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """Every card ``seat`` may see now: its own as the rules let it know them, and the public ones.
        No view of that seat holds any other card."""

    def events_since(self, index: int) -> tuple[Event, ...]:
        """Events from number ``index`` on (numbered from 0 over the whole game)."""

    @property
    def event_count(self) -> int:
        """How many events the game has had: the index the next one will get."""

    def standing(self) -> Mapping[str, Any]:
        """Where a game won outright stands: ``lives`` or ``scores`` by player, and ``game_winner``;
        empty for a game played for money (its balances are in ``money``)."""

    def tallies(self) -> tuple[int, ...]:
        """Each seat's count in the game now: its balance, lives left or points, as the variant
        is played for."""

    def opening_tallies(self) -> tuple[int, ...]:
        """Each seat's count before the first hand."""

    def copy(self) -> Game:
        """An independent copy, to look ahead from without touching this game."""

    def hand_records(self, start: int = 0) -> list[HandRecord]:
        """Every hand kept from the ``start``-th on (counting from 0), as a hand history records it."""

    def stack_pack(self, cards: Sequence[Card]) -> None:
        """Bring ``cards`` (all in the pack) to its top in the order given, between a deal and the
        hand's actions: the cards later draws and exchanges take are then these. A hand rebuilt from
        what one seat saw (:mod:`bragtui.players.seat_review`) gives that seat the cards it drew."""

    def held_over(self) -> Mapping[int, tuple[Card, ...]]:
        """Cards kept off the pack from one deal into the next, by seat: a blind hand kept for the
        next deal (Three, Four and Five Card Brag); none in most games."""

    def hold_over(self, cards: Mapping[int, Sequence[Card]]) -> None:
        """Between deals: each hand :meth:`held_over` names becomes ``cards[seat]`` (as many cards,
        from the pack or that hand), the cards it held going back to the pack. A hand rebuilt from
        what one seat saw, or a review's deal of the cards a seat never saw, puts there the cards it
        needs (the seat never saw those held)."""

    # --- for the invariant checker -------------------------------------------------------------

    def jokers(self) -> int: ...

    def pack_order(self) -> tuple[Card, ...]: ...

    def card_groups(self) -> list[Sequence[Card]]: ...

    def card_layout(self) -> tuple[object, ...]: ...

    def chips_in_pots(self) -> int: ...


class HandRecord(msgspec.Struct, frozen=True):
    """One hand as a hand history records it: the deal and every action, in order (made after
    every action by a host's save, so a struct, quick to make)."""

    number: int
    deal: Mapping[int, Sequence[Card]]
    """Each seat's dealt cards (a seat keeping a blind hand: only the new ones)."""
    extra: Mapping[str, Sequence[Card]]
    """Other dealt cards by hand-history key, such as Bastard Brag's ``centre``."""
    actions: tuple[Action, ...]
    variant: str | None = None
    """Dealer's choice: the variant the dealer chose for this hand."""
    settings: Mapping[str, object] | None = None
    """Dealer's choice with ``choose_after_circle``: the dealer's settings for this hand (``wild``,
    ``blind``, ``cards``), as the hand's ``rules`` table records them."""
