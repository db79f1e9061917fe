"""The lesson list of one family: each lesson by number, those finished marked.

Each lesson is a row of two columns, its number and mark beside its title and words, so a line
that wraps goes on under the title rather than under the number."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.learn.lesson import Lesson
from bragtui.app.screens.base import SizedScreen
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar

DONE_MARK = {False: "✓", True: "x"}
"""The mark of a lesson finished, with symbols and in ASCII."""


class LessonListScreen(SizedScreen[None]):
    """Choose a lesson by its number; q leaves."""

    DEFAULT_CSS = """
    LessonListScreen #lessons { padding: 1 2; height: 1fr; }
    LessonListScreen #intro { margin-bottom: 1; }
    LessonListScreen .lesson { height: auto; }
    LessonListScreen .lesson-number { width: 6; }
    LessonListScreen .lesson-about { width: 1fr; }
    LessonListScreen #count { margin-top: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "leave", "Quit", priority=True)]

    def __init__(self, title: str, lessons: Sequence[Lesson], done: frozenset[str],
                 start: Callable[[Lesson], None], *, ascii: bool = False, note: str = ""):
        super().__init__()
        self.heading = title
        self.lessons = tuple(lessons)
        self.done = done
        self.start = start
        self.ascii = ascii
        self.note = note
        """A word on a key that did nothing, until the next key."""

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with Vertical(id="lessons"):
            yield Static(id="intro")
            for number, lesson in enumerate(self.lessons, start=1):
                with Horizontal(classes="lesson"):
                    yield Static(id=f"number-{number}", classes="lesson-number")
                    yield Static(f"[b]{escape(lesson.title)}[/b]: {escape(lesson.about)}", classes="lesson-about")
            yield Static(id="count")
            yield Static(id="feedback")
        yield KeyBar()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#title", TitleBar).show(f"Learn {self.heading} · bragtui")
        self.draw()

    def draw(self) -> None:
        names = sorted({lesson.learner_name for lesson in self.lessons})
        you = f" You play {escape(' or '.join(names))} against computer players." if names else ""
        self.query_one("#intro", Static).update(
            f"[b]Guided first games of {escape(self.heading)}[/b]: each a real hand, a step at a time.{you}")
        for number, lesson in enumerate(self.lessons, start=1):
            mark = DONE_MARK[self.ascii] if lesson.key in self.done else " "
            # The space after the mark is text, not the column's width: copied, the row reads "✓ Seeing".
            self.query_one(f"#number-{number}", Static).update(
                f"[@click=screen.pick('{number}')][b reverse] {number} [/][/] {mark} ")
        finished = sum(lesson.key in self.done for lesson in self.lessons)
        self.query_one("#count", Static).update(
            f"{finished} of {len(self.lessons)} done. Press a lesson's number to play it.")
        self.query_one("#feedback", Static).update(f"[b $warning]{escape(self.note)}[/]" if self.note else "")

    def on_key(self, event: events.Key) -> None:
        if not event.is_printable or not event.character or event.character == "q":
            return
        event.stop()
        event.prevent_default()
        self.action_pick(event.character)

    def action_pick(self, key: str) -> None:
        if key.isdigit() and 1 <= int(key) <= len(self.lessons):
            self.note = ""
            self.start(self.lessons[int(key) - 1])
            return
        self.note = f"{key} is not a lesson: press 1 to {len(self.lessons)}, or q to quit."
        self.draw()

    def action_leave(self) -> None:
        self.app.exit()


class LessonDoneScreen(SizedScreen[None]):
    """The end of a lesson: what it taught and what to practise next, with the drill's command."""

    DEFAULT_CSS = """
    LessonDoneScreen #done { padding: 1 2; height: 1fr; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "back", "Lessons", priority=True),
                                             Binding("q", "leave", "Quit", priority=True)]

    def __init__(self, lesson: Lesson, back: Callable[[], None]):
        super().__init__()
        self.lesson = lesson
        self.back = back

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        yield Static(id="done")
        yield KeyBar()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#title", TitleBar).show(f"Lesson done · {self.lesson.title}")
        lesson = self.lesson
        self.query_one("#done", Static).update(
            f"[b]Well played: you have finished {escape(lesson.title)}.[/b]\n\n"
            f"Practise next: {escape(lesson.practise)}\n\n"
            f"    [b]{escape(lesson.drill_command)}[/b]\n\n"
            "Press Enter for the lesson list, or q to quit.")

    def action_back(self) -> None:
        self.back()

    def action_leave(self) -> None:
        self.app.exit()
