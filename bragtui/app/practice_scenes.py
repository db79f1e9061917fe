"""Practice in known states, for the gallery and the snapshot tests: seeded questions, a fixed
clock and date, and progress kept in memory."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bragtui.app.practice.session import PracticeSession
from bragtui.app.practice_app import PracticeApp
from bragtui.store.progress import Progress

NOW = datetime(2026, 1, 10, 20, 30, tzinfo=UTC)
"""The date the scenes are set on."""
SEED = 7

# Five days of answers: (days before NOW, drill, family, right, milliseconds).
_HISTORY = [
    (day, drill, family, (day + n) % 3 != 0 or day < 2, 1500 + 300 * n + 200 * day)
    for day in range(5, 0, -1)
    for n, (drill, family) in enumerate([("compare", "a23-vs-akq"), ("compare", "pair-kicker"), ("name", "run"),
                                         ("name", "flush"), ("beats", "pair"), ("best-three", "over-a-pair"),
                                         ("exchange", "take-face-up")])
]


def _progress(history: bool) -> Progress:
    progress = Progress(Path(":memory:"))
    if history:
        for days, drill, family, right, ms in _HISTORY:
            progress.record(drill, family, right, ms, NOW - timedelta(days=days, hours=ms % 7))
    return progress


def _session(drill: str, history: bool = False) -> PracticeSession:
    ticks = itertools.count(0.0, 2.4)
    return PracticeSession(_progress(history), drill, seed=SEED, clock=lambda: next(ticks), now=lambda: NOW)


def menu_app() -> PracticeApp:
    return PracticeApp(_session("mixed", history=True))


def question_app(drill: str, answer: str | None = None) -> Callable[[], PracticeApp]:
    """The first question of ``drill``; answered right (``answer="right"``) or wrong (``"wrong"``)."""

    def build() -> PracticeApp:
        session = _session(drill)
        question = session.next_question()
        if answer == "right":
            session.answer(question.answer)
        elif answer == "wrong" and question.drill == "arrange":
            session.answer(question.answer[1:3])  # two of the solver's hands, not its best
        elif answer == "wrong":
            worst = question.detail.get("chances")
            key = max(worst, key=worst.get) if worst else \
                next(c.key for c in question.choices if c.key != question.answer)
            session.answer(key)
        return PracticeApp(session, start_drill=True)

    return build
