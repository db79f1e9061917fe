"""The least window the game is drawn in: below it, a screen or a dialog shows a note asking for
a larger one instead (and the app takes no key but the quit keys; see ``BragApp``)."""

from __future__ import annotations

from typing import Any, TypeVar

from textual import events
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

MIN_WIDTH, MIN_HEIGHT = 80, 24
"""The smallest terminal the game is drawn in."""

TOO_SMALL = "-too-small"
"""The class a screen has while the window is below the least size."""


def check_size(screen: Screen[Any], width: int, height: int) -> None:
    """Mark ``screen`` too small (showing the note, made when first needed) or not."""
    small = width < MIN_WIDTH or height < MIN_HEIGHT
    if small and not screen.query("#too-small"):
        # Made only when first needed: most screens never meet a small terminal.
        screen.mount(Static(f"Make the window larger: bragtui needs at least {MIN_WIDTH} columns and "
                            f"{MIN_HEIGHT} lines.\nNo key acts until it is (q still quits).",
                            id="too-small"))
    screen.set_class(small, TOO_SMALL)


ResultT = TypeVar("ResultT")


class SizedModal(ModalScreen[ResultT]):
    """A dialog over a screen: in a window too small for the game it shows the note, as a full
    screen does, rather than a dialog cut off whose keys would still act."""

    def on_mount(self) -> None:
        check_size(self, self.app.size.width, self.app.size.height)

    def on_resize(self, event: events.Resize) -> None:
        check_size(self, event.size.width, event.size.height)
