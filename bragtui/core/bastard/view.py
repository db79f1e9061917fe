"""What one seat may know in Bastard Brag: the betting table's view, the centre hand and the exchanges."""

from __future__ import annotations

from typing import Any

from bragtui.core.brag.view import BragView, table_fields
from bragtui.core.cards import Card
from bragtui.core.record import Record
from bragtui.core.view import PHASE_OVER, PHASE_WAITING, common_fields


class CentreView(Record, frozen=True):
    """One centre card as a seat sees it: the card if face up or put there by this seat."""

    card: Card | None
    face_up: bool
    yours: bool
    """Face down, but this seat put it there and so knows it."""


class BastardView(BragView, frozen=True, kw_only=True):
    """Bastard Brag: the betting table's view plus the centre hand and the exchanges."""

    lives: tuple[int, ...] = ()
    """Lives left per seat in the game for lives; empty in the money game."""
    centre: tuple[CentreView, ...] = ()
    taken: Card | None = None
    """With ``peek``: the face-down centre card this seat has just taken and looked at."""
    taken_position: int | None = None
    """Where that card lies in the centre."""
    knocker: str | None = None
    turns_left: int | None = None
    """After a knock: turns still to come before the showdown or the betting."""
    round: int = 0
    peek: bool = False

    @property
    def centre_cards(self) -> tuple[Card | None, ...]:
        return tuple(slot.card for slot in self.centre)


# The builders below are called by the BastardGame controller with itself: the view sits below the
# controller, which imports it, so the game is not typed here (no import circle).

def _centre(game: Any, seat: int | None) -> tuple[CentreView, ...]:
    # Face-down centre cards are never turned up, not even when the hand is over.
    return tuple(CentreView(slot.card if (slot.face_up or (seat is not None and slot.placed_by == seat)) else None,
                            slot.face_up, seat is not None and slot.placed_by == seat and not slot.face_up)
                 for slot in game.hand.centre)


def _exchange_fields(game: Any, seat: int | None) -> dict[str, Any]:
    hand = game.hand
    fields: dict[str, Any] = {"lives": tuple(game.lives), "peek": game.rules.peek}
    if hand is None:
        return fields
    fields.update(centre=_centre(game, seat), round=hand.round)
    if hand.taken is not None and game.to_act == seat:
        fields.update(taken=hand.centre[hand.taken].card, taken_position=hand.taken)
    if hand.knocker is not None:
        fields["knocker"] = game.players[hand.knocker]
        if hand.phase == "exchange":
            fields["turns_left"] = (hand.order.index(hand.knocker) - hand.position) % len(hand.order)
    return fields


def bastard_view(game: Any, seat: int | None) -> BastardView:
    """The view of ``seat`` (``None``: the public view) in Bastard Brag."""
    hand = game.hand
    phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else hand.phase
    table = table_fields(game, seat)
    if hand is not None and seat is not None and seat in hand.holdings:
        # Every Bastard Brag hand is open to its owner from the deal.
        table["cards"] = tuple(hand.holdings[seat].cards)
    return BastardView(**common_fields(game, seat, phase), **table, **_exchange_fields(game, seat))
