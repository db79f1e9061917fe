"""The connection to a hosted table: joining, waiting for the seats to fill, and reconnecting after
a drop. Drawn over whatever was on screen; it shows nothing of the game."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Static

from bragtui.app.markup import escape_text
from bragtui.app.screens.base import SizedScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar, keys_text


class ConnectionScreen(SizedScreen[None]):
    """What the connection to the host is doing, in one centred text (q quits)."""

    DEFAULT_CSS = screen_css("handoff.tcss") + "\nConnectionScreen { background: $panel; }"

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        yield Static(self._markup(), id="handoff")
        yield KeyBar(keys_text(self))

    def on_mount(self) -> None:
        # What was said between compose and mount (a refusal that came at once) is shown too.
        self.query_one("#handoff", Static).update(self._markup(), layout=False)

    def show(self, text: str) -> None:
        """Say what is happening now."""
        self.text = text
        if self.is_mounted:
            self.query_one("#handoff", Static).update(self._markup(), layout=False)

    def _markup(self) -> str:
        title, _, rest = self.text.partition("\n")
        return f"[b $accent]{escape_text(title)}[/]\n\n{escape_text(rest)}"
