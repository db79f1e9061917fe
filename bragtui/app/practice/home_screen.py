"""The practice menu: pick a drill (or mixed, whatever is due), or see your progress."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.practice.question_screen import QuestionScreen
from bragtui.app.practice.session import PracticeSession
from bragtui.app.screens.base import SizedScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.core.practice import DRILLS, MIXED

MENU = {"m": MIXED, **{str(n): name for n, name in enumerate(DRILLS, start=1)}}
"""The key of each entry of the menu."""


class PracticeHome(SizedScreen[None]):
    """Choose what to practise; each drill shows how you have done at it."""

    DEFAULT_CSS = screen_css("practice.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "progress", "Progress"),
        Binding("q", "back", "Back", priority=True),
        Binding("q", "leave", "Quit", priority=True),
    ]

    def __init__(self, session: PracticeSession, *, root: bool = False):
        super().__init__()
        self.session = session
        self.root = root
        """The menu is the first screen of ``brag practice``: q leaves the program, not goes back."""
        self.hint = session.take_notice()
        """A word on a key that did nothing (or on a progress file set aside), until the next key."""

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with Vertical(id="practice"):
            yield Static(id="menu")
            yield Static(id="feedback")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#title", TitleBar).show("Practice · bragtui")
        self.draw()

    def on_screen_resume(self) -> None:
        if self.is_mounted:
            self.draw()

    def draw(self) -> None:
        stats = self.session.progress.stats(self.session.now())
        lines = ["[b]What would you like to practise?[/b]", ""]
        for key, name in MENU.items():
            title = "Mixed: whatever is due" if name == MIXED else DRILLS[name].title
            done = stats["by_drill"].get(name)
            score = f"{done['correct']} of {done['answered']} right" if done else ""
            label = f"{name:<11} {title}"
            lines.append(f"[@click=screen.pick('{key}')][b reverse] {key} [/] {escape(label):<48}[/] {score}")
        lines += ["", f"Answered {stats['answered']}, right {stats['correct']}, "
                      f"{len(stats['due'])} question famil{'y' if len(stats['due']) == 1 else 'ies'} due now."]
        self.query_one("#menu", Static).update("\n".join(lines))
        self.query_one("#feedback", Static).update(f"[b $warning]{escape(self.hint)}[/]" if self.hint else "")

    def on_key(self, event: events.Key) -> None:
        if not event.is_printable or not event.character or event.character in "pq":
            return
        event.stop()
        event.prevent_default()
        self.action_pick(event.character.lower())

    def action_pick(self, key: str) -> None:
        drill = MENU.get(key)
        if drill is None:
            leave = "quit" if self.root else "go back"
            self.hint = f"{key} is not on the menu: press m or 1-{len(DRILLS)}, p for progress, q to {leave}."
            self.draw()
            return
        self.hint = ""
        self.session.choose(drill)
        self.app.push_screen(QuestionScreen(self.session))

    def action_progress(self) -> None:
        # The chart library comes with the progress screen: loaded only when it is opened.
        from bragtui.app.practice.progress_screen import ProgressScreen  # noqa: PLC0415

        self.app.push_screen(ProgressScreen(self.session.progress, self.session.now))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # One q: it goes back, or quits when there is nothing to go back to.
        if action in ("back", "leave"):
            return (action == "leave") == self.root
        return True

    def action_back(self) -> None:
        self.dismiss(None)

    def action_leave(self) -> None:
        self.dismiss(None)
