"""What every full screen shares: a note instead of the game when the terminal is too small,
the game read only through its views, and the two kinds of screen the flow shows: a seat's
turn and a hand's ending."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar, cast

from textual import events, getters
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.markup import escape
from textual.message import Message
from textual.screen import Screen

from bragtui.app.messages import Act, Continue
from bragtui.app.screens.confirm_modal import ConfirmModal
from bragtui.app.screens.css import screen_css
from bragtui.app.screens.sized import check_size
from bragtui.app.widgets.big_text import big_lines, spaced
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.app.wording import friendly
from bragtui.core import ranking
from bragtui.core.actions import Action, Choice, Fold
from bragtui.core.game import Game
from bragtui.core.hands import evaluate
from bragtui.core.view import View, narrowed

if TYPE_CHECKING:
    from bragtui.app.shell import ShellApp

__all__ = ["BragScreen", "EndingScreen", "SizedScreen", "TurnScreen", "refusal_text", "screen_css", "turn_header"]


def turn_header(name: str, doing: str, detail: str, width: int, ascii: bool = False) -> str:
    """Three lines naming the seat to act in large type, with what they do and where beside it."""
    beside = [f"[b]{escape(name)} {escape(doing)}[/b]", escape(detail), ""]
    room = max(0, width - 4 - max(len(name) + 1 + len(doing), len(detail)) - 3)
    big = None if ascii else big_lines(name, room)
    if big is None:
        return "\n".join([f"[b $accent reverse] {escape(spaced(name))} [/]", *beside[:2]])
    return "\n".join(f"[b $accent]{escape(line)}[/]   {text}" for line, text in zip(big, beside, strict=False))


def refusal_text(reason: str) -> str:
    """A refusal from the core as a sentence for the status line."""
    reason = friendly(reason).strip()
    if not reason:
        return ""
    return reason[0].upper() + reason[1:] + ("" if reason.endswith((".", "!", "?")) else ".")


ResultT = TypeVar("ResultT")


class SizedScreen(Screen[ResultT], Generic[ResultT]):
    """A full screen of the app: it asks for a larger window below 80x24 and never crashes on resize.

    Textual calls these handlers after a subclass's own ones, so subclasses only add to them.
    """

    app = getters.app(cast("type[ShellApp]", App))
    """The app, read through :class:`~bragtui.app.shell.Shell` (a screen asks it to act by posting
    a message, never by importing it)."""

    def on_mount(self) -> None:
        check_size(self, self.app.size.width, self.app.size.height)

    def on_resize(self, event: events.Resize) -> None:
        check_size(self, event.size.width, event.size.height)


class BragScreen(SizedScreen[None]):
    """A full screen drawn from the game, redrawn whenever it comes back into view."""

    @property
    def game(self) -> Game:
        """The game being played (screens read it only through views)."""
        game = self.app.game
        assert game is not None, "a game screen is shown only once there is a game"
        return game

    pending = False
    """A move was posted to the app and not yet taken: the screen's keys wait (a double press)."""

    def post_move(self, message: Message) -> None:
        """Ask the app to move the flow on; this screen's own keys do nothing until it has."""
        self.pending = True
        self.app.post_message(message)

    def done_moving(self) -> None:
        """The app has moved on: this screen's keys work again (when it is next shown)."""
        self.pending = False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not self.pending

    def refresh_view(self) -> None:
        """Draw the screen from the game's current state (nothing by default)."""

    def on_mount(self) -> None:
        self.refresh_view()

    def on_screen_resume(self) -> None:
        # A screen pushed while the app starts is resumed before it is mounted (mounting draws
        # it), and one uncovered only on the way to another screen is no longer shown.
        if self.is_mounted and self.is_current:
            self.refresh_view()


ViewT = TypeVar("ViewT", bound=View)
"""The view record a screen draws (a screen is made for one family's view)."""


class TurnScreen(BragScreen, Generic[ViewT]):
    """A seat's turn: its keys become that seat's actions, and a refusal is shown on the screen."""

    ACTION_VERBS: ClassVar[Mapping[str, str | None]] = {}
    """Each key's action and the verb it stands for: the key bar offers a key only while its verb
    is open, and a key pressed while it is not says why (``None``: a verb chosen by the screen)."""
    view: ViewT
    """The seat's view as the screen last drew it."""
    view_type: type[ViewT]
    """The view record the screen draws, set by each screen."""

    def __init__(self, seat: int):
        super().__init__()
        self.seat = seat
        self.message = ""
        """The reason the last key was refused (or what it did), shown until the next key."""
        self.coach_lines = 0
        """The lines the coach's panel takes at the foot of the screen (0: not shown)."""

    @property
    def room_height(self) -> int:
        """The screen's height less the coach's panel: what the screen's own parts may fill."""
        return self.app.size.height - self.coach_lines

    def show_coach_lines(self, lines: int) -> None:
        """The coach's panel now takes ``lines`` lines: draw the screen to fit above it."""
        if lines != self.coach_lines:
            self.coach_lines = lines
            self.refresh_view()

    def seat_view(self) -> ViewT:
        """What this seat may know now, as the view record this screen draws."""
        return narrowed(self.game.view(self.seat), self.view_type)

    def on_key(self, event: events.Key) -> None:
        """Any key clears the last message: it runs before the key's binding, which may say
        something new, so a refusal never outlives the next key."""
        self.clear_message()

    def clear_message(self) -> None:
        """Take the last message off the screen."""
        if self.message:
            self.message = ""
            self.refresh_view()

    def say(self, message: str) -> None:
        """Show ``message`` in the status line until the next key."""
        self.message = message
        self.refresh_view()

    def _do(self, action: Action, *, show_first: bool = False,
            then: Callable[[str | None], None] | None = None) -> None:
        """Ask the app to apply ``action`` for this seat; if refused, show why (``then`` is told the
        refusal, or ``None``). The message goes first, since an action that stands may leave this
        screen up for the same seat (after a look)."""
        self.message = ""

        def done(refusal: str | None) -> None:
            self.done_moving()
            if then is not None:
                then(refusal)
            elif refusal is not None:
                self.say(refusal_text(refusal))

        self.post_move(Act(action, done, show_first=show_first))

    def refuse(self, verb: str) -> None:
        """Say in the status line why ``verb`` is not open now (the reason is in the view)."""
        reason = self.seat_view().refused.get(verb) or f"you cannot {verb} now"
        self.say(refusal_text(reason))

    def _legal(self) -> dict[str, Choice]:
        return {c.verb: c for c in self.view.legal}

    def offered(self, action: str) -> bool:
        """Only open actions are offered in the key bar; the others, pressed, say why not."""
        return action not in self.ACTION_VERBS or self.ACTION_VERBS[action] in self._legal()

    def _open(self, action: str) -> bool:
        """Whether the key for ``action`` acts now; if not, the reason is shown."""
        if self.offered(action):
            return True
        self.refuse(self.ACTION_VERBS.get(action) or "choose")
        return False

    def allowed(self, verb: str) -> bool:
        """Whether ``verb`` is open to this seat now; if not, say why."""
        if any(choice.verb == verb for choice in self.seat_view().legal):
            return True
        self.refuse(verb)
        return False

    def fold(self) -> None:
        """Fold for this seat. With the fold warning on, a seat that has seen a hand better than a
        pair is asked first; a blind seat never is, since the question would tell it its cards."""
        cards = self.view.cards
        if self.app.fold_warning and cards is not None:
            hand = evaluate(cards, self.game.rules.wild)
            if ranking.hand_type(hand.strength) > ranking.PAIR:
                self.confirm(f"Fold {hand.describe()}? It is better than a pair.", lambda: self._do(Fold(self.seat)))
                return
        self._do(Fold(self.seat))

    def confirm(self, question: str, then: Callable[[], None]) -> None:
        """Ask ``question`` first (y or n); ``then`` runs on yes."""
        def answered(yes: bool | None) -> None:
            if yes:
                then()

        self.app.push_screen(ConfirmModal(question), answered)

    def header(self, name: str, doing: str, detail: str) -> str:
        """The turn's heading: the seat's ``name`` in large type, what they do and where."""
        return turn_header(name, doing, detail, self.app.size.width, self.app.ascii)

    def status(self, hint: str) -> str:
        """The status line: a refusal, else this seat's private note, else ``hint``."""
        if self.message:
            return f"[b red]{escape(self.message)}[/]"
        note = self.app.note_for(self.seat)
        if note:
            return f"[b $warning]{escape(note)}[/]\n{hint}"
        return hint


class EndingScreen(BragScreen, Generic[ViewT]):
    """The end of a hand, shown to everyone at once: drawn from the public view only.

    Subclasses compose their body and draw it from the public view; the title, the key
    bar and Enter for the next deal are here.
    """

    DEFAULT_CSS = screen_css("cards.tcss", "showdown.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "next", "Continue", priority=True)]
    view_type: type[ViewT]
    """The view record the screen draws, set by each screen."""

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        yield from self.compose_body()
        yield KeyBar()

    def compose_body(self) -> ComposeResult:
        """The widgets between the title and the key bar."""
        yield from ()

    def __init__(self) -> None:
        super().__init__()
        self._drawn: ViewT | None = None
        """The public view last drawn."""

    def refresh_view(self) -> None:
        view = narrowed(self.game.view(None), self.view_type)
        assert view.result is not None, "an ending screen is shown once a hand has ended"
        # Uncovered by a dialog, the same ending needs no redrawing (and the app may be leaving,
        # when nothing new can be mounted).
        if view == self._drawn:
            return
        self._drawn = view
        self.query_one("#title", TitleBar).show(self.heading(view))
        self.draw(view)

    def heading(self, view: ViewT) -> str:
        """The heading, from the public view."""
        assert view.result is not None
        # Casino Brag's house deals (its results alone hold each player's net against the house).
        dealt = "the house deals" if view.result.nets is not None else f"dealt by {view.result.dealer}"
        return f"Hand {view.result.number} is over · {dealt}"

    def draw(self, view: ViewT) -> None:
        """Draw the body from the public view (whose ``result`` is the hand's ending)."""

    def action_next(self) -> None:
        self.post_move(Continue(self.done_moving))
