"""A person's review on screen: behind a hand-off, their decisions costliest first, each one's position.

Each screen here is handed one person's decisions only (their own seat's views,
from :func:`bragtui.players.review.review` with that one seat), so nothing on it
can show a card that person did not see then.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.markup import escape
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from bragtui.app.screens.base import SizedScreen
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.app.wording import glyph_cards
from bragtui.core.cards import cards_text
from bragtui.core.words import counted
from bragtui.players import Decision, Review, cost_words

LABEL_STYLE = {"blunder": "b $error", "mistake": "b $warning", "inaccuracy": "$warning"}


def drawn(text: str, decision: Decision, ascii: bool = False) -> str:
    """A history's or the log's words with their cards drawn as at the table (``J♥``, not ``Jh``)."""
    return escape(glyph_cards(text, decision.view.players, ascii))


def entry_markup(decision: Decision, kind: str, ascii: bool = False) -> str:
    """One line of the list: where, what, what hard would do, the cost and the label."""
    label = decision.label or ("good" if decision.judged else "not judged")
    style = LABEL_STYLE.get(label, "$success" if decision.judged else "$text-muted")
    return (f"[{style}]{label:<10}[/] hand {decision.hand_number}, action {decision.turn}: "
            f"{drawn(decision.action, decision, ascii)} (hard: {drawn(decision.best, decision, ascii)}), "
            f"{cost_words(decision.cost, kind)}")


class ReviewHandoffScreen(SizedScreen[None]):
    """Pass the terminal to the person whose review comes next; nothing of theirs shows yet."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "ready", "I am ready", priority=True),
                                             Binding("escape", "back", "Back")]
    DEFAULT_CSS = """
    ReviewHandoffScreen { background: $panel; }
    #review-handoff { height: 1fr; width: 100%; content-align: center middle; text-align: center; }
    """

    def __init__(self, name: str, open_review: Callable[[], None]) -> None:
        super().__init__()
        self.person = name
        self.open_review = open_review

    def compose(self) -> ComposeResult:
        name = escape(self.person)
        yield Static(f"[b $accent]Pass the terminal to {name}[/]\n\n"
                     f"{name}: press Enter when only you can see the screen, to see your review.",
                     id="review-handoff")
        yield KeyBar()

    def action_ready(self) -> None:
        self.app.pop_screen()
        self.open_review()

    def action_back(self) -> None:
        self.app.pop_screen()


class ReviewScreen(SizedScreen[None]):
    """One person's review: their accuracy and their decisions, costliest first."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "Back")]
    DEFAULT_CSS = """
    ReviewScreen #review-summary { height: auto; padding: 0 1; }
    ReviewScreen #review-list { height: 1fr; }
    """

    def __init__(self, name: str, review: Review, kind: str) -> None:
        super().__init__()
        self.person = name
        self.review = review
        self.kind = kind
        self.mine = review.of(name)

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        yield Static(id="review-summary")
        ascii = self.app.ascii
        yield OptionList(*[Option(entry_markup(d, self.kind, ascii), id=str(i)) for i, d in enumerate(self.mine)],
                         id="review-list")
        yield KeyBar()

    def on_mount(self) -> None:
        super().on_mount()
        accuracy = self.review.accuracy.get(self.person, 100.0)
        labelled = sum(d.label is not None for d in self.mine)
        self.query_one("#title", TitleBar).show(f"Review · {self.person}")
        self.query_one("#review-summary", Static).update(
            f"[b]{escape(self.person)}[/]: accuracy {accuracy:.0f}% over {counted(len(self.mine), 'decision')}, "
            f"{labelled} marked.\nEnter opens a decision's position as you saw it; Escape goes back.")
        if not self.mine:
            self.query_one("#review-summary", Static).update(f"{escape(self.person)} made no decisions to review.")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.push_screen(PositionScreen(self.mine[int(event.option.id or 0)], self.kind))

    def action_back(self) -> None:
        self.app.pop_screen()


class PositionScreen(SizedScreen[None]):
    """One decision's position: the reviewed person's own view then, what they did and what hard would."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "Back")]
    DEFAULT_CSS = "PositionScreen #position { height: 1fr; padding: 0 1; }"

    def __init__(self, decision: Decision, kind: str) -> None:
        super().__init__()
        self.decision = decision
        self.kind = kind

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with VerticalScroll(id="position"):
            yield Static(position_markup(self.decision, self.kind, self.app.ascii), id="position-text")
        yield KeyBar()

    def on_mount(self) -> None:
        super().on_mount()
        d = self.decision
        self.query_one("#title", TitleBar).show(f"Review · {d.player} · hand {d.hand_number}, action {d.turn}")

    def action_back(self) -> None:
        self.app.pop_screen()


def position_markup(decision: Decision, kind: str, ascii: bool = False) -> str:
    """The position as the person saw it: their own cards (if looked at), the table's log to then,
    and the verdict."""
    view = decision.view
    cards = view.cards
    own = cards_text(cards, glyphs=not ascii) if cards else "not looked at (blind)"
    log = "\n".join(f"  {drawn(line, decision, ascii)}" for line in view.log) or "  (nothing yet)"
    seats = "  ".join(f"{escape(seat.name)} {seat.status}" + (f" ({seat.paid} in)" if seat.paid else "")
                      for seat in view.seats)
    table = (f"[b]Table:[/] {seats}\n" if seats else "") + (
        f"[b]Pot:[/] {view.pot}, stake {view.stake}\n" if view.pot else "")
    verdict = decision.label or "good"
    if decision.deals:
        verdict += f", over {decision.deals} deals of the cards you could not see"
    if not decision.judged:
        verdict = "not judged: too few deals match what you saw"
    did, best = (drawn(text, decision, ascii) for text in (decision.action, decision.best))
    return (f"[b]Your cards:[/] {own}\n{table}[b]The hand so far:[/]\n{log}\n\n"
            f"[b]You:[/] {did}    [b]hard:[/] {best}\n"
            f"[b]Cost:[/] {cost_words(decision.cost, kind)} ({verdict})")
