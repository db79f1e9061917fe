"""Your progress: accuracy per day as a chart, each drill's and family's record, and what is due next."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.markup import escape
from textual.widgets import Static
from textual_plotext import PlotextPlot

from bragtui.app.screens.base import SizedScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.core.practice import DRILLS, every_card_key
from bragtui.store.progress import Progress, now_utc

DUE_SHOWN = 4
FAMILIES_SHOWN = 6
NAME_WIDTH = max(map(len, every_card_key())) + 1
"""The family column: wide enough for the longest name (``best-three/running-flush``), never cut."""


def _when(seconds: float) -> str:
    if seconds <= 0:
        return "now"
    if seconds < 3600:
        return f"in {max(1, round(seconds / 60))} min"
    if seconds < 86_400:
        return f"in {round(seconds / 3600)} h"
    return f"in {round(seconds / 86_400)} d"


class ProgressScreen(SizedScreen[None]):
    """Accuracy over time, drawn with plotext; the answer times; the families due next."""

    DEFAULT_CSS = screen_css("practice.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("t", "measure", "Times / right"),
                                             Binding("f", "families", "Families / drills"),
                                             Binding("q", "back", "Back", priority=True),
                                             Binding("escape", "back", "Back", show=False)]

    def __init__(self, progress: Progress, now: Callable[[], datetime] = now_utc):
        super().__init__()
        self.progress = progress
        self.now = now
        self.times = False
        """The chart shows the median answer time, not the share of right answers."""
        self.families = False
        """The table lists question families (weakest first), not drills."""

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with Vertical(id="practice"):
            yield PlotextPlot(id="chart")
            with Horizontal(id="progress-tables"):
                yield Static(id="drills")
                yield Static(id="due")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#title", TitleBar).show("Practice progress · bragtui")
        self._chart()
        self.query_one("#drills", Static).update(self._drills_text())
        self.query_one("#due", Static).update(self._due_text())

    def _per_day(self, name: str) -> dict[str, float]:
        """One drill's figure per day: the share right (%), or the median answer time (s)."""
        return {day: ms / 1000 if self.times else 100 * right / answered
                for day, answered, right, ms in self.progress.by_day(name)}

    def _chart(self) -> None:
        widget = self.query_one("#chart", PlotextPlot)
        plot = widget.plt
        plot.clear_figure()
        plot.title("Median answer time per day (s)" if self.times else "Right answers per day (%)")
        per_drill = {name: self._per_day(name) for name in DRILLS}
        days = sorted({day for figures in per_drill.values() for day in figures})
        for name, figures in per_drill.items():
            if figures:
                xs = [days.index(day) + 1 for day in figures]
                plot.plot(xs, list(figures.values()), label=name, marker="braille")
        if not self.times:
            plot.ylim(0, 100)
        if days:
            plot.xticks(list(range(1, len(days) + 1)), [day[5:] for day in days])
        widget.refresh()

    def action_measure(self) -> None:
        self.times = not self.times
        self._chart()

    def action_families(self) -> None:
        self.families = not self.families
        self.query_one("#drills", Static).update(self._families_text() if self.families else self._drills_text())

    def _families_text(self) -> str:
        rows = sorted(self.progress.by_family(), key=lambda row: (row[3] / row[2], -row[2]))
        lines = [f"[b]{'family, weakest first':<{NAME_WIDTH}}{'right':>7}{'median':>8}[/b]"]
        for drill, family, answered, right, ms in rows[:FAMILIES_SHOWN]:
            lines.append(escape(f"{drill}/{family:<{NAME_WIDTH - len(drill) - 1}}{f'{right}/{answered}':>7}"
                                f"{ms / 1000:>7.1f}s"))
        if not rows:
            lines.append("none answered yet")
        return "\n".join(lines)

    def _drills_text(self) -> str:
        stats = self.progress.stats(self.now())
        lines = [f"[b]{'drill':<17}{'right':>11}{'median':>8}[/b]"]
        for name in DRILLS:
            done = stats["by_drill"].get(name)
            if done:
                share = f"{done['correct']}/{done['answered']}"
                lines.append(f"{name:<17}{share:>11}{done['median_ms'] / 1000:>7.1f}s")
            else:
                lines.append(f"{name:<17}{'-':>11}{'-':>8}")
        lines.append(f"streak {stats['streak']}")
        return "\n".join(lines)

    def _due_text(self) -> str:
        now = self.now()
        schedule = self.progress.schedule()
        weakest = sorted(self.progress.by_family(), key=lambda row: row[3] / row[2])[:2]
        lines = ["[b]Due next[/b]"]
        lines += [escape(f"{d.drill}/{d.family} {_when((d.due - now).total_seconds())}")
                  for d in schedule[:DUE_SHOWN]] or ["nothing yet: answer a few questions"]
        if weakest:
            lines.append("[b]Weakest[/b]")
            lines += [escape(f"{d}/{f} {c}/{n}") for d, f, n, c, _ms in weakest]
        return "\n".join(lines)

    def action_back(self) -> None:
        self.dismiss(None)
