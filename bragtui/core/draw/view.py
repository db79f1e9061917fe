"""What one seat may know in Draw Brag."""

from __future__ import annotations

from bragtui.core.cards import Card
from bragtui.core.record import Record
from bragtui.core.view import GameView


class DrawSeat(Record, frozen=True, kw_only=True):
    """One Draw Brag player in public."""

    name: str
    status: str
    """``blind``, ``open``, ``folded`` or ``out``."""
    paid: int
    """Chips put in this hand, blinds included."""
    owed: int
    """What the player must put in to call (before halving for a blind player)."""
    drew: int | None
    """Cards given up at the draw, once drawn."""
    balance: int
    dealer: bool

    @property
    def stack(self) -> None:
        """Never: Draw Brag is played from the pocket."""
        return None


class DrawView(GameView, frozen=True, kw_only=True):
    """Draw Brag: this seat's cards once looked at, the pot, the round and what calling costs."""

    seats: tuple[DrawSeat, ...] = ()
    pot: int = 0
    round: int = 1
    """1 before the draw, 2 after it."""
    bet_size: int = 0
    """The size of a bet or a raise this round."""
    raises: int = 0
    raises_left: int | None = None
    """Raises still allowed this round (``None``: no limit, two players left)."""
    to_call: int = 0
    """What this seat pays to call now (already halved when blind)."""
    cards: tuple[Card, ...] | None = None
    """This seat's cards once looked at; ``None`` while blind."""
    card_count: int = 0

    @property
    def has_private_cards(self) -> bool:
        return bool(self.cards)

    @property
    def stake(self) -> int:
        return self.bet_size
