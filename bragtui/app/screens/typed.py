"""Acting on what was typed only once the field has taken every key typed before Enter."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.screen import Screen


def after_typing(screen: Screen[Any], act: Callable[[], None]) -> None:
    """Run ``act`` once the focused field has handled the keys waiting for it.

    Enter is bound on the screen (with priority, so the field does not take it),
    and so is handled as soon as it arrives, while keys typed just before it may
    still be queued for the field: keys that come together (a paste, a slow link,
    a browser tab) would otherwise confirm the text as it was before them.
    """
    target = screen.focused if screen.focused is not None else screen
    target.call_later(act)
