"""The app as its screens and game sources see it: what they read from it, typed without
importing it (they ask it to do things by posting :mod:`bragtui.app.messages`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from textual.app import App

from bragtui.core.game import Game
from bragtui.players import ComputerPlayer

if TYPE_CHECKING:
    from bragtui.app.ledger import HandRow
    from bragtui.players import Review


class Watched(Protocol):
    """How someone else's turn shows a family's seats and table, and what the ledger adds (a family's
    ``AppFamily`` is one)."""

    @property
    def watch_seats(self) -> Callable[[Any, Sequence[bool]], str]:
        """The seat list (a view, and which seats are away), as markup."""

    @property
    def table_line(self) -> Callable[[Any, bool], str]:
        """What lies on the table (a view, ASCII or not): pot, stake or centre."""

    @property
    def names_hand(self) -> bool:
        """Whether a watcher's own cards are shown with the hand they make."""

    @property
    def ledger_note(self) -> Callable[[Any], str]:
        """A line the ledger adds for a view (the betting table's debts), or ""."""


class Shell(Protocol):
    """What a screen may read from the app: the game, the display options, and who is where."""

    @property
    def game(self) -> Game | None:
        """The game on the table (``None`` before one is set up)."""

    @property
    def ascii(self) -> bool:
        """Cards and symbols drawn in plain ASCII."""

    @property
    def fold_warning(self) -> bool:
        """Ask before a player who has looked folds a hand better than a pair."""

    @property
    def held(self) -> int | None:
        """The seat whose own screen stays up after its action (new cards to see)."""

    @property
    def computers(self) -> Mapping[int, ComputerPlayer]:
        """The computer player at each computer seat."""

    @property
    def coach(self) -> bool:
        """The coach's panel is shown on a person's own turn screen."""

    @property
    def review_playouts(self) -> int:
        """Play-outs of each decision a review opened at the game's end plays out."""

    @property
    def coach_allowed(self) -> bool:
        """The coach may be used here (a hosted table's house rule says)."""

    @property
    def starts_games(self) -> bool:
        """A new game may be started here (not by a seat joined to a host: the host's game is its own)."""

    @property
    def hosts_table(self) -> bool:
        """This terminal is the host's own seat: quitting it stops the table for everyone."""


    def note_for(self, seat: int) -> str: ...
    def watcher(self) -> int | None: ...
    def reviewable(self) -> list[int]:
        """The seats whose review this terminal may open at the game's end."""
    def review_of(self, seat: int) -> Review:
        """The review of the person at ``seat``, from what this terminal holds of the game."""
    def away(self) -> tuple[bool, ...]: ...
    def seat_connected(self, seat: int) -> bool: ...
    def computer_names(self) -> list[str]: ...
    def computer_label(self, seat: int) -> str: ...
    def hand_rows(self) -> list[HandRow]: ...
    def look_needs_confirming(self) -> bool: ...
    def watched(self, variant: str) -> Watched: ...
    def owed_view(self, seat: int) -> Any: ...


class Host(Shell, Protocol):
    """What a game source drives in the app: the flow, when the game moves on elsewhere."""

    def start_game(self, game: Game, save_path: Path) -> None: ...
    def source_changed(self) -> None: ...
    def source_refused(self, reason: str) -> None: ...
    def allow_coach(self, allowed: bool) -> None: ...


if TYPE_CHECKING:
    class ShellApp(App[None], Shell):
        """A Textual app that is also the shell (for typing only)."""

    class HostApp(App[None], Host):
        """A Textual app that a game source drives (for typing only)."""
