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
from bragtui.core.practice import DRILLS
from bragtui.core.practice.progress import Progress, now_utc

DUE_SHOWN = 4


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

    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "back", "Back", priority=True),
                                             Binding("escape", "back", "Back", show=False)]

    def __init__(self, progress: Progress, now: Callable[[], datetime] = now_utc):
        super().__init__()
        self.progress = progress
        self.now = now

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

    def _chart(self) -> None:
        plot = self.query_one("#chart", PlotextPlot).plt
        plot.title("Right answers per day (%)")
        per_drill = {name: {day: 100 * right / answered for day, answered, right, _ms in self.progress.by_day(name)}
                     for name in DRILLS}
        days = sorted({day for shares in per_drill.values() for day in shares})
        for name, shares in per_drill.items():
            if shares:
                xs = [days.index(day) + 1 for day in shares]
                plot.plot(xs, list(shares.values()), label=name, marker="braille")
        plot.ylim(0, 100)
        if days:
            plot.xticks(list(range(1, len(days) + 1)), [day[5:] for day in days])

    def _drills_text(self) -> str:
        stats = self.progress.stats(self.now())
        lines = [f"[b]{'drill':<11}{'right':>11}{'median':>9}[/b]"]
        for name in DRILLS:
            done = stats["by_drill"].get(name)
            if done:
                share = f"{done['correct']}/{done['answered']}"
                lines.append(f"{name:<11}{share:>11}{done['median_ms'] / 1000:>8.1f}s")
            else:
                lines.append(f"{name:<11}{'-':>11}{'-':>9}")
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
