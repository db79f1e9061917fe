"""What every full screen shares: a note instead of the game when the terminal is too small."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static


class BragScreen(Screen[None]):
    """A full screen drawn from the game, redrawn whenever it comes back into view.

    It asks for a larger window below 80x24 and never crashes on resize. Textual
    calls these handlers after a subclass's own ones, so subclasses only add to them.
    """

    @property
    def game(self):
        """The game being played (screens read it only through views)."""
        return self.app.game  # type: ignore[attr-defined]

    def compose_too_small(self) -> ComposeResult:
        yield Static("Make the window larger: bragtui needs at least 80 columns and 24 lines.",
                     id="too-small")

    def refresh_view(self) -> None:
        """Draw the screen from the game's current state (nothing by default)."""

    def on_mount(self) -> None:
        self._check_size(self.app.size.width, self.app.size.height)
        self.refresh_view()

    def on_screen_resume(self) -> None:
        self.refresh_view()

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        self.set_class(width < 80 or height < 24, "-too-small")
