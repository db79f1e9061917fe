"""Where the app's game comes from: the one interface behind the hot-seat and the remote game.

The screens draw views and hand typed actions to the app; the app hands them to
its :class:`GameSource`. A :class:`LocalSource` holds the game in this process
(hot-seat: the app deals, plays the computer seats and saves); a remote source
(``app/remote.py``) mirrors one seat of a game held by ``brag host``, where
actions travel to the host and the state comes back later. Neither the screens
nor the flow's steps know which they are fed from.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from bragtui.app.ledger import hand_rows
from bragtui.players import review
from bragtui.store.histories import save_history

if TYPE_CHECKING:
    from textual.app import App

    from bragtui.app.ledger import HandRow
    from bragtui.core.actions import Action
    from bragtui.players import Review, Reviewer


class GameSource(Protocol):
    """What the app asks of wherever its game is held."""

    drives_turns: bool
    """The app deals and plays the computer seats itself (``False``: another program does)."""
    talks: bool
    """Others elsewhere hear table talk (``say``)."""
    stops_table: bool
    """Quitting this terminal ends the game for everyone at the table (the host's own seat)."""

    def attach(self, app: App[None]) -> None:
        """The app has started: begin feeding it."""

    def submit(self, game: Any, action: Action) -> bool:
        """Hand over a seat's action: ``True`` if applied now, ``False`` if sent (its outcome comes
        back later); an illegal action raises :class:`~bragtui.core.errors.BragError`, unchanged."""

    def deal(self, game: Any) -> bool:
        """Ask for the next hand: ``True`` if dealt now, ``False`` if it comes later."""

    def seats_here(self, game: Any) -> list[int]:
        """The people's seats played at this terminal."""

    def save(self, game: Any, path: Path | None) -> None:
        """Keep the game after a change (where it is held)."""

    def hand_rows(self, game: Any, rows: list[HandRow]) -> list[HandRow]:
        """The ledger's row for every hand ended so far (``rows``: those made before)."""

    def say(self, text: str) -> bool:
        """Send a line of table talk; ``False`` if it could not be sent."""

    def review(self, game: Any, seat: int, playouts: int) -> Review:
        """The review of the person at ``seat``, from what this terminal holds of the game, worked
        out by the reviewer the source was made with (called away from the screen's thread; a
        :class:`~bragtui.core.errors.BragError` or an :class:`OSError` says why there is none)."""


class LocalSource:
    """The hot-seat game, held and played in this process."""

    drives_turns = True
    talks = False
    stops_table = False

    def __init__(self, reviewer: Reviewer = review) -> None:
        """``reviewer``: what works out a review of the game held here (``brag play`` hands in one
        on every core)."""
        self.reviewer = reviewer

    def attach(self, app: App[None]) -> None:
        """Nothing to start: the app already holds the game (or its setup screen makes one)."""

    def submit(self, game: Any, action: Action) -> bool:
        game.apply(action)
        return True

    def deal(self, game: Any) -> bool:
        game.start_hand()
        return True

    def seats_here(self, game: Any) -> list[int]:
        return [seat for seat in range(len(game.players)) if seat not in game.computer_seats]

    def save(self, game: Any, path: Path | None) -> None:
        if path is not None:
            save_history(game, path)

    def hand_rows(self, game: Any, rows: list[HandRow]) -> list[HandRow]:
        return hand_rows(game, rows)

    def say(self, text: str) -> bool:
        return False  # everyone is at this terminal already

    def review(self, game: Any, seat: int, playouts: int) -> Review:
        return self.reviewer(game, [seat], playouts)  # the whole game is held here
