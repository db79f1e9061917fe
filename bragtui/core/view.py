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
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from typing import Any, Protocol, TypeAlias, TypeVar

import msgspec

from bragtui.core.actions import Choice
from bragtui.core.cards import Card
from bragtui.core.record import Record
from bragtui.core.results import HandResult

PHASE_WAITING, PHASE_OVER = "waiting", "over"
"""Phases of every variant: before the first deal, and once a hand has ended."""


class SeatView(Record, frozen=True, kw_only=True):
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


class SeatRow(Protocol):
    """What every variant's row for one seat says in public."""

    @property
    def name(self) -> str: ...
    @property
    def status(self) -> str: ...
    @property
    def paid(self) -> int: ...
    @property
    def balance(self) -> int: ...
    @property
    def stack(self) -> int | None: ...
    @property
    def dealer(self) -> bool: ...


class PrivateCards(Record, frozen=True, kw_only=True):
    """Cards of another seat that the rules show to this seat alone, for this moment only: the
    borrower's hand a lender inspects (``why`` ``inspect``), the other hand of an accepted Teen Patti
    sideshow (``why`` ``sideshow``)."""

    seat: str
    """Whose cards they are."""
    cards: tuple[Card, ...]
    why: str


class GameView(Record, frozen=True, kw_only=True):
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
    refused: Mapping[str, str] = msgspec.field(default_factory=dict)
    """Each verb of the variant this seat may not use now, with the reason."""
    log: tuple[str, ...] = ()
    result: HandResult | None = None
    game_over: bool = False
    game_winner: str | None = None

    @property
    def has_private_cards(self) -> bool:
        """Whether the view shows any card that only its seat may see."""
        return False

    # What every view answers, whatever its variant: a variant's record holds those its game has
    # as fields of the same names; the others read as nothing (no cards, no seat rows, no pot).

    @property
    def cards(self) -> tuple[Card, ...] | None:
        """This seat's cards as it may see them; ``None`` while blind, or in a view with none."""
        return None

    @property
    def conceded(self) -> tuple[Card, ...] | None:
        """The betting games: this seat's own hand after a hand it conceded unseen by others."""
        return None

    @property
    def seats(self) -> Sequence[SeatRow]:
        """Each seat's public row; empty in a view without them (Crash played for points)."""
        return ()

    @property
    def pot(self) -> int:
        return 0

    @property
    def stake(self) -> int:
        """The bet to match (Draw Brag: the size of a bet this round)."""
        return 0

    @property
    def open_pack(self) -> Card | None:
        """The betting games with ``open_pack``: the card showing on the face-up pack (public)."""
        return None

    @property
    def between_deals(self) -> bool:
        """Dealer's choice between deals, while the next game is picked: no hand is in play."""
        return False

    @property
    def partner(self) -> tuple[Card, ...]:
        """Three Card Brag with ``blind_alone = "face-up"``: a kept blind hand's face-up partner (public)."""
        return ()

    @property
    def private(self) -> PrivateCards | None:
        """Another seat's cards the rules show this seat alone, for now (a lender's look, a sideshow)."""
        return None

    @property
    def carried_pot(self) -> int:
        """A pot carried to the next deal."""
        return 0

    @property
    def card_count(self) -> int:
        """How many cards this seat holds face down, where a blind seat is shown their backs."""
        return 0

    @property
    def dealer(self) -> int | None:
        """The dealing seat, in a view that names it beside the seat rows."""
        return None

    @property
    def my_set(self) -> tuple[tuple[Card, ...], ...] | None:
        """A set-hand game: this seat's set hands once set."""
        return None

    @property
    def has_set(self) -> tuple[bool, ...] | None:
        """A set-hand game: whether each seat has set; ``None`` in the other games."""
        return None

    @property
    def out(self) -> tuple[bool, ...]:
        """Seats out of the game for good, where a game puts any out."""
        return ()

    @property
    def scores(self) -> tuple[int, ...]:
        """Points per seat, in a game for points."""
        return ()

    @property
    def target(self) -> int:
        """The points that win a game for points."""
        return 0

    @property
    def lives(self) -> tuple[int, ...]:
        """Lives left per seat, in a game for lives."""
        return ()

    @property
    def centre_cards(self) -> tuple[Card | None, ...] | None:
        """Bastard Brag's centre hand as this seat sees it (``None`` for a face-down card it does
        not know); ``None`` in a game without one."""
        return None

    @property
    def house(self) -> tuple[Card, ...]:
        """Casino Brag: the house's cards, once shown."""
        return ()

    @property
    def house_balance(self) -> int | None:
        """Casino Brag: what the house has won over the game; ``None`` in a game without a house."""
        return None

    @property
    def to_call(self) -> int | None:
        """Draw Brag: what this seat pays to call now; ``None`` in the other games."""
        return None


View: TypeAlias = GameView
"""Any variant's view, as the game protocol gives it: the base record, with the fields above."""

AView = TypeVar("AView", bound=GameView)


def narrowed(view: View, kind: type[AView]) -> AView:
    """``view`` as the record ``kind``, for a screen or player made for one family's views; a view
    of another family is refused (a wrong screen for the game, never a player's doing)."""
    if not isinstance(view, kind):
        raise TypeError(f"expected a {kind.__name__}, not a {type(view).__name__}")
    return view


# --- building views ------------------------------------------------------------------------------

_MOMENT: ContextVar[tuple[Any, dict[str, Any]] | None] = ContextVar("view_moment", default=None)
"""The game whose views are being built together (:func:`one_moment`), and the parts built so far."""


@contextlib.contextmanager
def one_moment(game: Any) -> Iterator[None]:
    """Build several seats' views of ``game`` as it stands (it must not change meanwhile): the parts
    that no seat sees differently, the seats' rows, are built once for all of
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
    return {**shared_part(game, f"common {phase}", lambda: _public_common_fields(game, phase)),
            **seat_fields(game, seat)}


def seat_fields(game: Any, seat: int | None) -> dict[str, Any]:
    """The part of :func:`common_fields` that is the seat's own: who it is, and what it may do."""
    if seat is None:
        return {"seat": None, "name": "", "legal": (), "refused": {}}
    if seat == game.to_act:
        return {"seat": seat, "name": game.players[seat], "legal": game.legal_actions(seat),
                "refused": game.refusals(seat)}
    # Every seat that is not to act is refused alike (Game.refusals): worked out once a moment.
    return {"seat": seat, "name": game.players[seat], "legal": (),
            "refused": shared_part(game, "refused", lambda: game.refusals(seat))}


def _public_common_fields(game: Any, phase: str) -> dict[str, Any]:
    """The part of :func:`common_fields` that is the same in every seat's view."""
    hand = game.hand
    return {
        "variant": game.variant, "players": tuple(game.players),
        "hand_number": hand.number if hand is not None else 0, "to_act": game.to_act, "phase": phase,
        "log": game.hand_log(), "result": hand.result if hand is not None else None,
        "game_over": game.game_over, "game_winner": game.game_winner,
    }

