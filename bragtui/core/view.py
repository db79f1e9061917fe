"""What one seat may know: the only window the app and computer players have on a game.

A view holds the seat's own cards once looked at, never another player's
(hands the rules expose at a showdown are in its ``result``), and everything
public: bets, pot, stake, who is blind, folded or covering, the centre hand's
face-up cards, the log, and the reason for every action the seat may not take
now. The view for no seat (``seat=None``) is the public one, which showdown
screens draw.

This module holds what every variant's view shares; each family's own view records
(``BragView``, ``ArrangeView``, …) live in its package beside its controller.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bragtui.core.actions import Choice
from bragtui.core.events import table_log
from bragtui.core.results import HandResult

PHASE_WAITING, PHASE_OVER = "waiting", "over"
"""Phases of every variant: before the first deal, and once a hand has ended."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatView:
    """The public state of one seat."""

    name: str
    status: str
    """``blind``, ``open``, ``folded``, ``covering``, ``all in`` (the ante took the last chip: as if
    covering), or ``out`` (not dealt in)."""
    paid: int
    """Chips bet this hand (antes not included)."""
    balance: int
    """Net chips won or lost in the game so far."""
    stack: int | None
    """Chips in front of the player with table stakes; ``None`` with pocket money."""
    buy_ins: int = 1
    """How many times the player has bought in (table stakes with ``rebuy``)."""
    dealer: bool
    two_hands: bool
    """Holding a retained blind hand beside the new one."""


@dataclass(frozen=True, slots=True, kw_only=True)
class GameView:
    """What every variant's view holds."""

    variant: str
    seat: int | None
    """The seat this view is for; ``None`` for the public view."""
    name: str
    """That seat's player ("" for the public view)."""
    players: tuple[str, ...]
    hand_number: int
    to_act: int | None
    phase: str
    """``waiting``, ``betting``, ``exchange``, ``arrange`` or ``over``: which screen a turn needs."""
    legal: tuple[Choice, ...] = ()
    refused: Mapping[str, str] = field(default_factory=dict)
    """Each verb of the variant this seat may not use now, with the reason."""
    log: tuple[str, ...] = ()
    result: HandResult | None = None
    game_over: bool = False
    game_winner: str | None = None

    @property
    def has_private_cards(self) -> bool:
        """Whether the view shows any card that only its seat may see."""
        return False


# --- building views ------------------------------------------------------------------------------

def common_fields(game: Any, seat: int | None, phase: str) -> dict[str, Any]:
    """The fields every variant's view shares, for the views built in each family's package."""
    hand = game.hand
    acting = seat is not None and seat == game.to_act
    return {
        "variant": game.variant, "seat": seat, "name": game.players[seat] if seat is not None else "",
        "players": tuple(game.players), "hand_number": hand.number if hand is not None else 0,
        "to_act": game.to_act, "phase": phase,
        "legal": game.legal_actions(seat) if acting else (),
        "refused": game.refusals(seat) if seat is not None else {},
        "log": table_log(hand.events, game.players) if hand is not None else (),
        "result": hand.result if hand is not None else None,
        "game_over": game.game_over, "game_winner": game.game_winner,
    }

