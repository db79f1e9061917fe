"""One question at a time, for every drill: the cards, the answers offered, and after an answer the
mark, the reason in words, the time taken and the running score."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.practice.card_rows import Group, card_rows
from bragtui.app.practice.feedback import arrangement_text, time_up_text, worded
from bragtui.app.practice.picking import ArrangePicker, Picker, picker_for
from bragtui.app.practice.session import PracticeSession
from bragtui.app.screens.base import SizedScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.core.errors import BragError
from bragtui.core.practice import Question


def _groups(question: Question) -> list[Group]:
    """The cards a question shows, grouped as the drill sets them out."""
    hands = question.hands
    if question.drill in ("compare", "teen-patti"):  # hands side by side, to compare
        return [Group(f"Hand {i}", hand) for i, hand in enumerate(hands, start=1)]
    if question.drill == "exchange":
        return [Group("Your hand", hands[0], ("1", "2", "3")),
                Group("Centre", [*hands[1], *[None] * question.detail["face_down"]], ("up", "down", "down"))]
    return [Group("", hands[0])]


def _choice_lines(question: Question, chances: dict[str, float] | None, ascii: bool) -> str:
    """The answers offered, one line each when they are long or many; with each one's chance of the
    lowest hand once answered (the exchange drill)."""
    parts = []
    for choice in question.choices:
        text = f"[b reverse] {escape(choice.key)} [/] {worded(choice.label, ascii)}"
        if chances is not None:
            best = " [b $success]best[/]" if choice.key == question.answer else ""
            text = f"{text}: lowest {100 * chances[choice.key]:.1f}%{best}"
        parts.append(text)
    one_line = len(question.choices) <= 5 and question.drill != "beats"
    return "   ".join(parts) if one_line else "\n".join(parts)


class QuestionScreen(SizedScreen[None]):
    """Ask, mark, explain; Enter (or n) asks the next question, q goes back."""

    DEFAULT_CSS = screen_css("practice.tcss")

    # Enter does one thing at a time, named in the key bar: it keeps the three cards picked, sets
    # the hands formed, or asks the next question once one is answered.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", "Next", priority=True),
        Binding("enter", "keep", "Keep", priority=True),
        Binding("enter", "set_hands", "Set hands", priority=True),
        Binding("n", "next", "Next", show=False),
        Binding("backspace", "undo", "Undo", show=False),
        Binding("q", "back", "Back", priority=True),
    ]

    def __init__(self, session: PracticeSession):
        super().__init__()
        self.session = session
        self.picker: Picker | None = None
        self.hint = session.take_notice()
        """A word on a key that did nothing (or on a progress file set aside), shown until the next key."""
        self._ended = False
        """The end of the timed round has been drawn."""

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with Vertical(id="practice"):
            yield Static(id="prompt")
            yield Static(id="cards")
            yield Static(id="choices")
            yield Static(id="feedback")
        yield KeyBar()

    def on_mount(self) -> None:
        if self.session.question is None:
            self._ask()
        else:
            # A question already asked (and perhaps answered) is shown as it stands.
            self.picker = picker_for(self.session.question, self.app.ascii)
            self.draw()
        if self.session.timed is not None:
            self.set_interval(1.0, self._tick)

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, cards: bool = True) -> None:
        """Draw the question; ``cards=False`` when only the words below the cards change (an answer)."""
        session, question = self.session, self.session.question
        assert question is not None
        self.query_one("#title", TitleBar).show(f"{session.title} · {session.score_line()}")
        if cards:
            self.query_one("#prompt", Static).update(f"[b]{worded(question.prompt, self.app.ascii)}[/b]")
            chosen = self.picker.chosen() if self.picker is not None else ()
            groups = self.picker.groups() if self.picker is not None else _groups(question)
            self.query_one("#cards", Static).update(card_rows(groups, self.app.ascii, chosen,
                                                              self.app.size.width - 2))
        self.query_one("#choices", Static).update(self._choices_text())
        self.query_one("#feedback", Static).update(self._feedback_text())
        self.refresh_bindings()

    def _choices_text(self) -> str:
        session, question, mark = self.session, self.session.question, self.session.mark
        assert question is not None
        ascii = self.app.ascii
        chances = question.detail.get("chances")
        if mark is None and session.time_up:
            return ""  # no answer is taken now: none is offered
        if mark is not None and question.drill == "arrange":
            return arrangement_text(session.given, question.answer, ascii, self.app.size.width - 2)
        if mark is not None and chances is None:
            return "\n".join(worded(line, ascii) for line in question.facts)
        if self.picker is not None:
            return self.picker.status()
        return _choice_lines(question, chances if mark is not None else None, ascii)

    def _feedback_text(self) -> str:
        mark, ascii = self.session.mark, self.app.ascii
        lines = [time_up_text(self.session)] if self.session.time_up else []
        if mark is None:
            if self.hint and not lines:
                lines.append(f"[b $warning]{worded(self.hint, ascii)}[/]")
            return "\n".join(lines)
        colour = "$success" if mark.correct else "$error"
        head = f"[b {colour}]{mark.verdict}[/] · {self.session.ms / 1000:.1f} s"
        if not mark.correct:
            head += f" · the answer: {worded(mark.expected, ascii)}"
        return "\n".join([*lines, head, worded(mark.why, ascii)])

    def _tick(self) -> None:
        if not self.is_current:
            return
        if self.session.time_up and not self._ended:
            # The round ends on whatever is shown, answered or not: say so, and take Enter away.
            self._ended = True
            self.draw(cards=False)
        else:
            self.query_one("#title", TitleBar).show(f"{self.session.title} · {self.session.score_line()}")

    # --- keys ---------------------------------------------------------------------------------

    @property
    def picks_by_letter(self) -> bool:
        """Cards are being picked by letters (a-m), which take the place of the app's letter keys."""
        return isinstance(self.picker, ArrangePicker) and self.session.mark is None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Of Enter's three meanings, only the one that applies now is bound (and shown).
        session = self.session
        if action == "next":
            return session.mark is not None and not session.time_up
        if action in ("keep", "set_hands"):
            picking = session.mark is None and not session.time_up and self.picker is not None
            return picking and isinstance(self.picker, ArrangePicker) == (action == "set_hands")
        return True

    def offered(self, action: str) -> bool:
        # Keep and set are offered once the picks make an answer; pressed before, Enter says what is missing.
        if action in ("keep", "set_hands"):
            return self.picker is not None and not self.picker.problem()
        return True

    def on_key(self, event: events.Key) -> None:
        if self.session.time_up:
            if not self._ended:
                self._ended = True
                self.draw(cards=False)  # say so at once, not at the next tick of the clock
            return
        if self.session.mark is not None or not event.is_printable or not event.character:
            return
        key = event.character.lower()
        event.stop()
        event.prevent_default()
        self.hint = ""
        if self.picker is not None:
            self.hint = self.picker.press(key)
            self.draw()
            return
        question = self.session.question
        assert question is not None
        if any(c.key == key for c in question.choices):
            self._answer(key)
            return
        keys = ", ".join(c.key for c in question.choices)
        self.hint = f"{key} is not an answer here: press one of {keys}."
        self.draw()

    def _answer(self, given: object) -> None:
        try:
            self.session.answer(given)
        except BragError as error:
            # Not recorded, so not marked: the same answer can be given again.
            self.hint = str(error)
            self.draw(cards=False)
            return
        # The cards stay as they are (a picked card stays picked): only the words change.
        self.draw(cards=False)

    def action_keep(self) -> None:
        """Answer with the cards picked (or say what is missing)."""
        if self.picker is None or self.session.mark is not None or self.session.time_up:
            return
        problem = self.picker.problem()
        if problem:
            self.hint = problem
            self.draw()
        else:
            self._answer(self.picker.answer())

    def action_set_hands(self) -> None:
        self.action_keep()

    def action_next(self) -> None:
        if self.session.mark is None or self.session.time_up:
            return
        self.hint = ""
        self._ask()

    def _ask(self) -> None:
        question = self.session.next_question()
        self.picker = picker_for(question, self.app.ascii)
        self.draw()

    def action_undo(self) -> None:
        if self.picker is not None and self.session.mark is None:
            self.hint = self.picker.undo()
            self.draw()

    def action_back(self) -> None:
        self.dismiss(None)

    def on_resize(self, event: events.Resize) -> None:
        if self.is_mounted and self.session.question is not None:
            self.draw()
