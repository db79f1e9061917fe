"""The coach on a person's own turn screen: its panel put up, redrawn or taken down.

The panel is drawn from the seat's own view alone (what :func:`bragtui.players.advise`
is handed), so it can show nothing that seat may not see.
"""

from __future__ import annotations

from textual.content import Content
from textual.screen import Screen

from bragtui.app.screens.base import TurnScreen
from bragtui.app.widgets.coach_panel import CoachPanel, coach_markup
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.core.rules import Rules
from bragtui.players import advise


def _lines(markup: str, width: int) -> int:
    """How many lines the panel's text takes at ``width`` columns."""
    return sum(max(1, -(-len(line) // max(1, width))) for line in Content.from_markup(markup).plain.split("\n"))


def coach_text(screen: TurnScreen, rules: Rules | None, ascii: bool) -> str | None:
    """The panel's text for the turn on ``screen`` (``None``: nothing to advise, no action open)."""
    view = screen.seat_view()
    if not view.legal:
        return None
    return coach_markup(advise(view, rules), view.players, ascii)


def show_coach(screen: Screen[object], on: bool, rules: Rules | None, ascii: bool, width: int) -> None:
    """Put the panel on ``screen`` if it is a turn screen and the coach is ``on``; else take it off."""
    if not isinstance(screen, TurnScreen) or not screen.is_mounted:
        return
    text = coach_text(screen, rules, ascii) if on else None
    panels = screen.query(CoachPanel)
    if text is None:
        panels.remove()
        screen.show_coach_lines(0)
        return
    bars = screen.query(KeyBar)
    height = bars.first().styles.height if bars else None
    below = int(height.value) if height is not None else 1
    lines = _lines(text, width - 2)
    if panels:
        panel = panels.first(CoachPanel)
        # The same height: the screen's layout stands, and only the panel is drawn again.
        same = panel.styles.height is not None and panel.styles.height.value == lines
        panel.styles.height = lines
        panel.update(text, layout=not same)
    else:
        panel = CoachPanel(text, id="coach")
        panel.styles.height = lines
        screen.mount(panel)
    panel.styles.margin = (0, 0, below, 0)
    screen.show_coach_lines(lines + below - 1)
