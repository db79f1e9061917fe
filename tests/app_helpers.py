"""Driving the app in tests: reading what is on screen, and pressing keys for legal actions."""

from __future__ import annotations

import html
import re

CARD_LABEL = re.compile(r"(10|[2-9JQKA])[♣♦♥♠]")


def screen_text(app) -> str:
    """All text on the current screen, as a player would read it."""
    svg = app.export_screenshot()
    runs = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S)
    # Wrapped lines read as one text, as a player reads them.
    return " ".join(html.unescape("".join(runs)).replace("\xa0", " ").split())


def visible_cards(app) -> set[str]:
    """Every card face on screen, such as ``A♠`` or ``10♦``."""
    return {m.group(0) for m in CARD_LABEL.finditer(screen_text(app))}


def card_labels_in(text: str) -> set[str]:
    """Every card face drawn in ``text``."""
    return {m.group(0) for m in CARD_LABEL.finditer(text)}


def screen_name(app) -> str:
    return type(app.screen).__name__


_LOGGED_CARD = re.compile(r"\b(10|[2-9JQKA])([cdhs])\b")


def logged_cards(lines) -> set[str]:
    """Cards the public log names (only cards turned face up are ever named there), as drawn."""
    glyphs = dict(zip("cdhs", "♣♦♥♠", strict=True))
    return {rank + glyphs[suit] for line in lines for rank, suit in _LOGGED_CARD.findall(line)}


def scene(name):
    """The gallery's scene of that name (an app in a known state, and the keys that reach its screen)."""
    from bragtui.app.scenes import SCENES

    return next(s for s in SCENES if s.name == name)


async def press(pilot, *keys):
    """Press the keys one by one, letting the app settle after each."""
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
