"""Driving the app in tests: reading what is on screen, and pressing keys for legal actions."""

from __future__ import annotations

import html
import io
import re

from rich.console import Console

CARD_LABEL = re.compile(r"(10|[2-9JQKA])[♣♦♥♠]")


def _rendered_lines(app) -> list:
    """The current screen's rendered lines, each a list of segments, read without drawing the SVG."""
    from rich.segment import Segment

    width, height = app.size
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system="truecolor", record=True, legacy_windows=False, safe_box=False)
    console.print(update)
    segments = Segment.filter_control(console._record_buffer)
    return list(Segment.split_and_crop_lines(segments, length=width))


def screen_text(app) -> str:
    """All text on the current screen, as a player would read it.

    The same text as the runs of ``app.export_screenshot()`` (its title first, then each run of
    the screen that is not only spaces), read from the rendered lines without drawing the SVG,
    which cost most of the time of the tests that read the screen after every key."""
    runs = [app.title] if app.title else []
    runs += [text for line in _rendered_lines(app) for text, _style, _control in line if text != " " * len(text)]
    # Wrapped lines read as one text, as a player reads them.
    return " ".join("".join(runs).replace("\xa0", " ").split())


def screen_lines(app) -> list[str]:
    """The current screen line by line, each character in its column (to check where text starts)."""
    return ["".join(text for text, _style, _control in line).replace("\xa0", " ") for line in _rendered_lines(app)]


def painted(app) -> bool:
    """Whether the current screen has been drawn: one just put up reads as the title alone until
    its first paint (on a busy machine, after a test's pause or more)."""
    return screen_text(app) != (app.title or "")


def svg_screen_text(app) -> str:
    """:func:`screen_text` read from the SVG screenshot itself (the test of the fast reading)."""
    svg = app.export_screenshot()
    runs = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S)
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


async def review_done(app, pilot) -> None:
    """What a scene's ``wait:`` key waits for in the gallery, without the fixed wait: a review still
    being worked out off the screen, then the note saying so gone (its 2 s are what the wait covers)."""
    await app.workers.wait_for_complete([worker for worker in app.workers if worker.group == "review"])
    await pilot.pause()
    app.clear_notifications()
    await pilot.pause()
