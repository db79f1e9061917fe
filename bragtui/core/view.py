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

import contextlib
from collections.abc import Callable, Iterator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from bragtui.core.actions import Choice
from bragtui.core.cards import Card
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
class PrivateCards:
    """Cards of another seat that the rules show to this seat alone, for this moment only: the
    borrower's hand a lender inspects (``why`` ``inspect``)."""

    seat: str
    """Whose cards they are."""
    cards: tuple[Card, ...]
    why: str


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

_MOMENT: ContextVar[tuple[Any, dict[str, Any]] | None] = ContextVar("view_moment", default=None)
"""The game whose views are being built together (:func:`one_moment`), and the parts built so far."""


@contextlib.contextmanager
def one_moment(game: Any) -> Iterator[None]:
    """Build several seats' views of ``game`` as it stands (it must not change meanwhile): the parts
    that no seat sees differently, the table's log and the seats' rows, are built once for all of
    them (a host builds every seat's view after every action)."""
    token = _MOMENT.set((game, {}))
    try:
        yield
    finally:
        _MOMENT.reset(token)


def shared_part(game: Any, key: str, build: Callable[[], Any]) -> Any:
    """``build()``, or within :func:`one_moment` for ``game`` the value it gave the first time."""
    moment = _MOMENT.get()
    if moment is None or moment[0] is not game:
        return build()
    parts = moment[1]
    if key not in parts:
        parts[key] = build()
    return parts[key]


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
        "log": shared_part(game, "log", lambda: table_log(hand.events, game.players)) if hand is not None else (),
        "result": hand.result if hand is not None else None,
        "game_over": game.game_over, "game_winner": game.game_winner,
    }

