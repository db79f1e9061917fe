"""A one-line heading for a screen: what is happening and where."""

from __future__ import annotations

from textual.widgets import Static


class TitleBar(Static):
    """The screen's heading, docked at the top."""

    def show(self, text: str) -> None:
        """Change the heading; one line, so no new layout is needed."""
        self.update(text, layout=False)

    DEFAULT_CSS = """
    TitleBar {
        dock: top;
        height: 1;
        background: $panel;
        color: $text;
        text-style: bold;
        content-align: center middle;
        width: 100%;
    }
    """
