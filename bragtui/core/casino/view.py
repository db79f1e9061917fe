"""What one seat may know in Casino Brag: its cards, everyone's stakes, the house's hand at the end."""

from __future__ import annotations

from bragtui.core.cards import Card
from bragtui.core.record import Record
from bragtui.core.view import GameView

HOUSE = "house"
"""The house's name where a result lists hands by name (its hand among the players' in ``shown``)."""


class CasinoSeat(Record, frozen=True, kw_only=True):
    """One player's stakes against the house, in public."""

    name: str
    ante: int
    pair_plus: int
    status: str
    """``waiting`` (to stake), ``staked``, ``played``, ``folded`` or ``pair plus alone`` (no ante, by house rule)."""
    balance: int
    dealer: bool = False
    """Never: the house deals (kept so that every seat list reads alike)."""

    @property
    def stack(self) -> None:
        """Never: Casino Brag is played from the pocket."""
        return None

    @property
    def paid(self) -> int:
        """Chips staked this hand: the ante, the pair plus, and the play bet (the ante again) once played."""
        return self.ante * (2 if self.status == "played" else 1) + self.pair_plus


class CasinoView(GameView, frozen=True, kw_only=True):
    """Casino Brag: this seat's cards once dealt, everyone's stakes, and the house's hand at the end."""

    seats: tuple[CasinoSeat, ...] = ()
    cards: tuple[Card, ...] = ()
    """This seat's cards, once every player has staked (empty before)."""
    house: tuple[Card, ...] = ()
    """The house's cards, shown once the hand is over."""
    house_balance: int = 0
    """What the house has won (below zero: lost) over the game."""

    @property
    def has_private_cards(self) -> bool:
        return bool(self.cards)
