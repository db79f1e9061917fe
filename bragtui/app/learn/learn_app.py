"""``brag learn``: the lesson list, and each lesson played on the game's own screens.

A lesson is the hot-seat app with one person at the table: the same turn screens,
keys and endings as ``brag play``. What the lesson adds: its game comes from
:class:`~bragtui.app.learn.script.LessonSource` (fixed cards, scripted actions, the
computers' too); the learner's turn screen shows the step's words where a seat's
note goes; a key that is not the step's shows the step's hint and does nothing
else (the keys that leave or open the rules and rankings always work); the
hand's ending shows its closing words under it. Enter on the last ending
finishes the lesson: it is marked done, and the drill to practise next is named.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any
from weakref import WeakSet

from textual import events
from textual.screen import Screen
from textual.widgets import Static

from bragtui.app.brag_app import BragApp, Step
from bragtui.app.learn.lesson import Lesson
from bragtui.app.learn.lesson import Step as LessonStep
from bragtui.app.learn.list_screen import LessonDoneScreen, LessonListScreen
from bragtui.app.learn.script import LessonSource
from bragtui.app.screens.base import EndingScreen, TurnScreen
from bragtui.app.screens.computer_screen import ComputerTurnScreen
from bragtui.core.clock import REAL_CLOCK, Clock
from bragtui.store.lessons import LessonsDone

FREE_KEYS = frozenset({"q", "ctrl+q", "ctrl+c", "r", "h", "g"})
"""Keys that work at every step: leaving, the rules, the rankings, the ledger."""


class LessonNote(Static):
    """The lesson's words under a hand's ending."""

    DEFAULT_CSS = """
    LessonNote { dock: bottom; height: auto; margin: 0 1 1 1; padding: 0 1; border: round $warning; }
    """


class LessonApp(BragApp):
    """The lessons of one family, each a real game played by its scripted steps."""

    CSS_PATH = str(Path(__file__).parent.parent / "app.tcss")

    def __init__(self, title: str, lessons: Sequence[Lesson], done: LessonsDone, *, ascii: bool = False,
                 pause: float = 0.8, clock: Clock = REAL_CLOCK):
        super().__init__(None, ascii=ascii, pause=pause, clock=clock)
        self.title_text = title
        self.lessons = tuple(lessons)
        self.done_store = done
        self.lesson: Lesson | None = None
        """The lesson being played (``None`` on the list)."""
        self.hint_shown = ""
        """The hint last shown for a wrong key (the tests read it)."""
        self._judged: WeakSet[events.Key] = WeakSet()
        """The keys judged against the step: several may be in flight at once (typed faster than
        the screen takes them), each coming back from the screen after the next has arrived."""
        self._redraw_after: events.Key | None = None
        """The key that finished a step on the way to a move: once its binding has run, the screen
        shows the next step."""
        self._pressed: tuple[object, int] = (None, 0)
        """Where the learner is in the step's keys: the step's place in the lesson, and how many
        of its keys have been pressed."""

    def open_first_screen(self) -> None:
        """Not the setup screen of ``brag play``: the lesson list."""
        self.show_list()

    def show_list(self) -> None:
        """The lesson list, its finished lessons marked."""
        self.lesson = None
        self.game = None
        family = self.lessons[0].family if self.lessons else ""
        screen = LessonListScreen(self.title_text, self.lessons, self.done_store.done(family), self.start_lesson,
                                  ascii=self.ascii, note=self.done_store.notice)
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def start_lesson(self, lesson: Lesson) -> None:
        """Play ``lesson`` from its first deal."""
        self.lesson = lesson
        self.hint_shown = ""
        self.source = LessonSource(lesson)
        self.start_game(lesson.new_game(), None)  # type: ignore[arg-type]  # a lesson is never saved

    @property
    def script(self) -> LessonSource | None:
        source = self.source
        return source if isinstance(source, LessonSource) and self.lesson is not None else None

    def step(self) -> LessonStep | None:
        """The step the learner is at (``None``: the computers play, or no lesson)."""
        script = self.script
        return script.step(self._game()) if script is not None and self.game is not None else None

    # --- the lesson's words -------------------------------------------------------------------------

    def note_for(self, seat: int) -> str:
        note = super().note_for(seat)
        step = self.step()
        if self.lesson is None or seat != self.lesson.learner or step is None or self._game().hand_over:
            return note
        return f"{step.say}\n{note}" if note else step.say

    def advance(self) -> Step | None:
        step = super().advance()
        self.call_after_refresh(self._note_ending)
        return step

    def _note_ending(self) -> None:
        """Under a hand's ending, the lesson's words for it."""
        screen = self.screen
        step = self.step()
        if not isinstance(screen, EndingScreen) or step is None or not screen.is_mounted:
            return
        text = f"{self.hint_shown}\n{step.say}" if self.hint_shown else step.say
        if screen.query(LessonNote):
            screen.query_one(LessonNote).update(text)
        else:
            screen.mount(LessonNote(text, markup=False))

    # --- keys ---------------------------------------------------------------------------------------

    async def on_event(self, event: events.Event) -> None:
        # A key reaches the app again as it bubbles back from the screen (or waits behind a move):
        # it is judged once, as it arrives, against the step it was pressed at.
        if isinstance(event, events.Key) and event not in self._judged and not self.keys_locked:
            self._judged.add(event)
            steps_done = self.script.steps_done if self.script is not None else 0
            if self._wrong_key(event):
                return
            if self.script is not None and self.script.steps_done != steps_done:
                self._redraw_after = event
            await super().on_event(event)
            return
        await super().on_event(event)
        if isinstance(event, events.Key) and event is self._redraw_after:
            # The key back from the screen, its binding run: the next step's words replace what it said.
            self._redraw_after = None
            self._redraw_turn()

    def _wrong_key(self, event: events.Key) -> bool:
        """A key that is not the step's, on the learner's own screen: its hint is shown instead."""
        screen = self.screen
        step = self.step() if self._learners_screen(screen) else None
        if step is None or event.key in FREE_KEYS or self._step_key(step, event.key):
            return False
        event.stop()
        event.prevent_default()
        self.hint_shown = step.hint
        if isinstance(screen, TurnScreen):
            screen.say(step.hint)
        else:
            self._note_ending()
        return True

    def _learners_screen(self, screen: Screen[Any]) -> bool:
        """Whether ``screen`` is the learner's turn or a hand's ending (where the steps are)."""
        if isinstance(screen, TurnScreen):
            return self.lesson is not None and screen.seat == self.lesson.learner
        return isinstance(screen, EndingScreen)

    def _step_key(self, step: LessonStep, key: str) -> bool:
        """Whether ``key`` is the step's next key; if so the step moves on by it (and a step on the
        way to a move is done with its last key)."""
        script = self.script
        if script is None:
            return False
        place = (script.hand_index, script.steps_done, self._game().hand_over)
        done = self._pressed[1] if self._pressed[0] == place else 0
        if key != step.keys[min(done, len(step.keys) - 1)]:
            return False
        self._pressed = (place, done + 1)
        self.hint_shown = ""
        if step.part and done + 1 == len(step.keys):
            script.steps_done += 1
        return True

    def _redraw_turn(self) -> None:
        """The learner's screen shows the next step's words (in place of what the key just did)."""
        if isinstance(self.screen, TurnScreen):
            self.screen.message = ""
            self.screen.refresh_view()

    # --- the scripted computers, and the end ----------------------------------------------------------

    async def _computer_turn(self, seat: int, token: int) -> None:
        game = self._game()
        await self.clock.sleep(self.pause)
        script = self.script
        if script is None or not self._turn_current(game, seat, token):
            return
        while not isinstance(self.screen, ComputerTurnScreen) and self._turn_current(game, seat, token):
            await self.clock.sleep(0.1)  # a dialog the learner opened stays until they close it
        if self._turn_current(game, seat, token):
            self._computer_acts(seat, script.next_action(game), None)

    def next_screen(self, after: int | None = None) -> None:
        script = self.script
        if (script is not None and after is None and self._game().hand_over and script.last_hand
                and isinstance(self.screen, EndingScreen)):
            self.finish()
            return
        super().next_screen(after)

    def finish(self) -> None:
        """The lesson is over: mark it done and say what to practise next."""
        lesson = self.lesson
        assert lesson is not None
        self.done_store.mark(lesson.family, lesson.key)
        self.lesson = None
        self.switch_screen(LessonDoneScreen(lesson, self.show_list))

    def get_default_screen(self) -> Screen[Any]:
        return Screen()
