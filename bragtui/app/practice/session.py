"""A practice session: which question comes next, marking and recording each answer, the running
score and streak, and the clock of a timed round. No Textual here: the screens drive it."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from datetime import datetime
from random import Random
from typing import Any

from bragtui.core.practice import MIXED, Mark, Question, get_drill
from bragtui.store.progress import Progress, now_utc


class PracticeSession:
    """Questions of one drill (or ``mixed``: whatever is due), each answer marked and written at once."""

    def __init__(self, progress: Progress, drill: str = MIXED, *, seed: int | None = None,
                 timed: float | None = None, clock: Callable[[], float] = time.monotonic,
                 now: Callable[[], datetime] = now_utc):
        if drill != MIXED:
            get_drill(drill)
        self.progress = progress
        self.drill = drill
        self.rng = Random(seed)
        self.timed = timed
        """Seconds in a timed round (``None``: untimed)."""
        self.clock = clock
        """Seconds, for answer times and the timed round."""
        self.now = now
        """The date and time, for the schedule."""
        self.deadline: float | None = None
        self.answered = 0
        """Answers given in this round (the whole session when untimed)."""
        self.right = 0
        self.streak = 0
        self.total_answered = 0
        """Answers given in the whole session, every timed round together."""
        self.total_right = 0
        self.question: Question | None = None
        self.mark: Mark | None = None
        """The mark of the question on screen, once answered."""
        self.given: Any = None
        """The answer given to the question on screen (a choice's key, or groups of cards)."""
        self.ms = 0
        """Milliseconds the last answer took."""
        self._asked_at = 0.0
        self._notice = progress.notice

    def take_notice(self) -> str:
        """The progress file's one-line notice (a file set aside), the first time it is asked for."""
        notice, self._notice = self._notice, ""
        return f"{notice[:1].upper()}{notice[1:]}." if notice else ""

    @property
    def title(self) -> str:
        return "Mixed practice" if self.drill == MIXED else get_drill(self.drill).title

    def choose(self, drill: str) -> None:
        """Practise ``drill`` (or mixed) from its next question on. A timed round that is over ends
        here: the next question starts a new one, with its own score."""
        self.drill = drill
        self.question = self.mark = self.given = None
        if self.time_up:
            self.deadline = None
            self.answered = self.right = self.streak = 0

    def next_question(self) -> Question:
        """Ask the next question: of the drill chosen, the family due first."""
        if self.timed is not None and self.deadline is None:
            self.deadline = self.clock() + self.timed
        drill, family = self.progress.next_family(None if self.drill == MIXED else self.drill, self.now(), self.rng)
        self.question = get_drill(drill).ask(self.rng, family)
        self.mark = self.given = None
        self._asked_at = self.clock()
        return self.question

    def answer(self, given: Any) -> Mark:
        """Mark ``given`` (a choice's key, or groups of cards) and write it to the progress file. If it
        cannot be written, :class:`~bragtui.core.practice.PracticeError` is raised and nothing changes."""
        question = self.question
        assert question is not None and self.mark is None, "an answer is given once, to a question asked"
        ms = round((self.clock() - self._asked_at) * 1000)
        mark = get_drill(question.drill).mark(question, given)
        self.progress.record(question.drill, question.family, mark.correct, ms, self.now())
        self.ms = ms
        self.mark = mark
        self.given = given
        self.answered += 1
        self.right += mark.correct
        self.total_answered += 1
        self.total_right += mark.correct
        self.streak = self.streak + 1 if mark.correct else 0
        return mark

    def time_left(self) -> float | None:
        """Seconds left in a timed round (``None`` when untimed or not started)."""
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - self.clock())

    @property
    def time_up(self) -> bool:
        left = self.time_left()
        return left is not None and left <= 0

    def score_line(self) -> str:
        """``3 of 4 right · streak 2`` (and the time left in a timed round, or that it is up)."""
        text = f"{self.right} of {self.answered} right · streak {self.streak}"
        left = self.time_left()
        if self.time_up:
            text += " · time is up"
        elif left is not None:
            # Rounded up: "0:00 left" would say the time is up while a little of it remains.
            whole = math.ceil(left)
            text += f" · {whole // 60}:{whole % 60:02d} left"
        return text
