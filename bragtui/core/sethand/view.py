"""What one seat may know in the set-hand games (Crash, Seven, Nine and Fifteen Card Brag)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from bragtui.core.cards import Card
from bragtui.core.results import PositionResult
from bragtui.core.sethand.arrangement import CRASH, Layout
from bragtui.core.view import PHASE_OVER, PHASE_WAITING, GameView, SeatView, common_fields


class ArrangeView(GameView, frozen=True, kw_only=True):
    """The set-hand games (Crash, Seven, Nine and Fifteen Card Brag): this seat's cards and set
    hands, and how everyone stands (scores, or balances and pots)."""

    layout: Layout = CRASH
    """How many cards are dealt and how many hands are set."""
    dealer: int | None = None
    cards: tuple[Card, ...] = ()
    """This seat's dealt cards."""
    my_set: tuple[tuple[Card, ...], ...] | None = None
    """This seat's set hands once set, as placed."""
    has_set: tuple[bool, ...] = ()
    out: tuple[bool, ...] = ()
    """Seats out of the game for good (a Crash foul)."""
    scores: tuple[int, ...] = ()
    """Points, in a game for points."""
    target: int = 0
    positions: tuple[PositionResult, ...] = ()
    """After the showdown: each position turned up, in order (hidden until then)."""
    points: Mapping[str, int] = msgspec.field(default_factory=dict)
    seats: tuple[SeatView, ...] = ()
    """In a game for money: each seat's balance."""
    pot: int = 0
    """In a game for money: the chips in play this deal."""
    carried_pot: int = 0
    """In a game for money: a pot carried to the next deal (Nine Card Brag's main pot)."""

    @property
    def has_private_cards(self) -> bool:
        return bool(self.cards)


# The builders below are called by the ArrangementGame controller with itself: the view sits below the
# controller, which imports it, so the game is not typed here (no import circle).

def arrange_view(game: Any, seat: int | None) -> ArrangeView:
    """The view of ``seat`` (``None``: the public view) in a set-hand game."""
    hand = game.hand
    phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else "arrange"
    fields: dict[str, Any] = {"layout": game.layout, "scores": tuple(game.scores), "target": game.rules.target,
                              "has_set": tuple(False for _ in game.players),
                              "out": tuple(s in game.out for s in range(len(game.players))),
                              **game.view_fields()}
    if hand is not None:
        fields.update(dealer=hand.dealer, has_set=tuple(s in hand.sets for s in range(len(game.players))))
        if seat is not None:
            fields["cards"] = tuple(hand.deal.get(seat, ()))
            if seat in hand.sets:
                fields["my_set"] = tuple(tuple(group) for group in hand.sets[seat])
        if hand.result is not None:
            fields.update(positions=hand.result.positions, points=dict(hand.result.points or {}))
    return ArrangeView(**common_fields(game, seat, phase), **fields)
