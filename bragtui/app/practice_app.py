"""``brag practice`` on its own: the practice menu (or one drill at once) in the app's frame."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType

from bragtui.app.brag_app import BragApp
from bragtui.app.practice.home_screen import PracticeHome
from bragtui.app.practice.question_screen import QuestionScreen
from bragtui.app.practice.session import PracticeSession


class PracticeApp(BragApp):
    """The app with no game: it opens on the practice menu, or on a drill's first question."""

    # q goes back on every practice screen; this leaves from anywhere.
    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+q", "request_quit", "Quit", priority=True)]

    def __init__(self, session: PracticeSession, *, start_drill: bool = False, ascii: bool = False):
        super().__init__(None, ascii=ascii, saved=[])
        self.session = session
        self.start_drill = start_drill

    def _on_mount(self, event: events.Mount) -> None:
        # Not the setup screen the app shows when it has no game (its handler runs after this one
        # unless stopped): practice instead.
        event.prevent_default()
        # A drill asked for on the command line opens over the menu, so q goes back to the menu
        # (and q there, or Ctrl+Q anywhere, quits). The question screen is made first: a word on a
        # progress file set aside is shown on the first screen seen.
        question = QuestionScreen(self.session) if self.start_drill else None
        self.push_screen(PracticeHome(self.session, root=True), lambda _: self.exit())
        if question is not None:
            self.push_screen(question)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # No game and no rules chosen: the ledger and the rules have nothing to show, and nobody to
        # talk to. While cards are picked by letter, h picks a card, so the rankings are not offered on it.
        if action == "rankings":
            return not getattr(self.screen, "picks_by_letter", False)
        return action not in ("ledger", "rules", "talk")

    def action_request_quit(self) -> None:
        self.exit()
