"""The progress bar of a long ``brag simulate`` or ``brag tournament`` on a terminal."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from bragtui.runs.blocks import Block

PROGRESS_AFTER_S = 2.0
"""A run shows its bar once it has taken this long: a short run prints its result and nothing else."""


class RunProgress:
    """Rich's progress bar (done, rate, time left), shown only once a run has taken a few seconds."""

    def __init__(self, total: int, unit: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.total = total
        self.unit = unit
        self.done = 0
        self._clock = clock
        self._began = clock()
        self._bar: Any = None
        self._task: Any = None

    def advance(self, block: Block) -> None:
        """Count a finished block; show the bar if the run has been going long enough."""
        self.done += block.count
        if self._bar is None and self._clock() - self._began >= PROGRESS_AFTER_S and self.done < self.total:
            self._start()
        if self._bar is not None:
            self._bar.update(self._task, completed=self.done)

    @property
    def shown(self) -> bool:
        return self._bar is not None

    def _start(self) -> None:
        self._bar = Progress(TextColumn(self.unit), BarColumn(), MofNCompleteColumn(), _RateColumn(self.unit),
                             TimeRemainingColumn(), console=Console(file=sys.stdout), transient=True)
        self._task = self._bar.add_task(self.unit, total=self.total, completed=self.done)  # no leap to skew the rate
        self._bar.start()

    def stop(self) -> None:
        if self._bar is not None:
            self._bar.stop()


class _RateColumn(ProgressColumn):
    """Hands (or games) a second, from rich's estimate of the task's speed."""

    def __init__(self, unit: str) -> None:
        super().__init__()
        self.unit = unit

    def render(self, task: Task) -> Text:
        speed = task.speed
        return Text(f"{speed:,.0f} {self.unit}/s" if speed else "", style="progress.data.speed")
