"""Toggles whose mark says whether they are on, so a choice reads the same without colour.

Textual draws the same glyph for a radio button or checkbox that is on as for one that is
off, and tells them apart by colour alone; a monochrome terminal (or a screen reader of
the text) would see every one as chosen.
"""

from __future__ import annotations

from typing import ClassVar

from textual.widgets import Checkbox, RadioButton


class _Marked:
    """Sets the toggle's inner glyph from its value."""

    ON: ClassVar[str]
    OFF: ClassVar[str]
    value: bool
    BUTTON_INNER: str

    def _mark(self) -> None:
        self.BUTTON_INNER = self.ON if self.value else self.OFF

    def on_mount(self) -> None:
        self._mark()

    def watch_value(self) -> None:
        self._mark()
        super().watch_value()  # type: ignore[misc]  # the toggle's own watcher posts Changed


class MarkedRadioButton(_Marked, RadioButton):
    """A radio button drawn ● when chosen and ○ when not."""

    ON = "●"
    OFF = "○"


class MarkedCheckbox(_Marked, Checkbox):
    """A checkbox drawn X when ticked and blank when not."""

    ON = "X"
    OFF = " "
