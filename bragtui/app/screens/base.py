"""What every full screen shares: a note instead of the game when the terminal is too small."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.screen import Screen
from textual.widgets import Static


def screen_css(*names: str) -> str:
    """Styles read from the ``.tcss`` files beside this module, for a screen's ``DEFAULT_CSS``.

    Each screen brings its own styles, scoped to it and parsed only when it is first
    shown, so starting the app parses little more than the first screen needs.
    """
    folder = Path(__file__).parent
    return "\n".join((folder / name).read_text(encoding="utf-8") for name in names)


class BragScreen(Screen[None]):
    """A full screen drawn from the game, redrawn whenever it comes back into view.

    It asks for a larger window below 80x24 and never crashes on resize. Textual
    calls these handlers after a subclass's own ones, so subclasses only add to them.
    """

    @property
    def game(self):
        """The game being played (screens read it only through views)."""
        return self.app.game  # type: ignore[attr-defined]

    def refresh_view(self) -> None:
        """Draw the screen from the game's current state (nothing by default)."""

    def on_mount(self) -> None:
        self._check_size(self.app.size.width, self.app.size.height)
        self.refresh_view()

    def on_screen_resume(self) -> None:
        # A screen pushed while the app starts is resumed before it is mounted (mounting draws
        # it), and one uncovered only on the way to another screen is no longer shown.
        if self.is_mounted and self.is_current:
            self.refresh_view()

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        small = width < 80 or height < 24
        if small and not self.query("#too-small"):
            # Made only when first needed: most screens never meet a small terminal.
            self.mount(Static("Make the window larger: bragtui needs at least 80 columns and 24 lines.",
                              id="too-small"))
        self.set_class(small, "-too-small")


class TurnScreen(BragScreen):
    """A seat's turn: its keys become that seat's actions, and a refusal is shown on the screen."""

    def __init__(self, seat: int):
        super().__init__()
        self.seat = seat
        self.message = ""
        """The reason the last action was refused, shown until the next one."""

    def _do(self, words: str) -> None:
        """Apply ``words`` as this seat's action (``"bet 2"``); if refused, show why."""
        name = self.game.players[self.seat]
        refusal = self.app.perform(f"{name} {words}")  # type: ignore[attr-defined]
        self.message = refusal or ""
        if refusal is not None:
            self.refresh_view()
