"""What one seat may know in dealer's choice between deals."""

from __future__ import annotations

from bragtui.core.view import GameView, SeatView


class PickView(GameView, frozen=True, kw_only=True):
    """Dealer's choice between deals: the dealer picks the next game from ``choices``."""

    seats: tuple[SeatView, ...] = ()
    choices: tuple[str, ...] = ()
    """The games the dealer may pick (variant keys), in the order offered."""
    dealer: int | None = None
    carried_pot: int = 0
    step: str = "game"
    """What the dealer picks now: ``game``, then with ``choose_after_circle`` ``wild`` (``choices``
    are wild-card rules) and ``blind`` (``blind`` or ``open``)."""
    game: str | None = None
    """The game already picked for the next deal, while its settings are picked."""

    @property
    def between_deals(self) -> bool:
        return True
