"""A one-line heading for a screen: what is happening and where."""

from __future__ import annotations

from textual.widgets import Static


class TitleBar(Static):
    """The screen's heading, docked at the top."""

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
