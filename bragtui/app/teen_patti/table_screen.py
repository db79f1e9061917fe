"""Teen Patti's table: the seats, the pot and stake, the seat's own cards (backs while blind) with
the joker card face up, the ranges and costs of its actions, and the sideshow's question."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.widgets import Static

from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.screens.table_screen import card_rows, with_log, wrapped_lines
from bragtui.app.teen_patti.chaal_modal import ChaalModal
from bragtui.app.teen_patti.words import game_line, hand_name, packed, pot_line, private_line, seat_columns, turn_hint
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import seat_styles, seats_markup
from bragtui.core.actions import Look
from bragtui.core.cards import RANK_TEXT, Card
from bragtui.core.teen_patti.actions import Accept, Chaal, PackHand, Refuse, Show, Sideshow
from bragtui.core.teen_patti.view import PHASE_SIDESHOW, TeenPattiView
from bragtui.core.variants import title_of

ACTION_VERBS: dict[str, str | None] = {
    "chaal": "chaal", "choose": "chaal", "look": "look", "pack": "pack", "show": "show",
    "sideshow": "sideshow", "accept": "accept", "refuse": "refuse"}
"""Each key's action and the verb it stands for."""


class TeenPattiTableScreen(TurnScreen[TeenPattiView]):
    """The table as the seat to act may see it: a turn at the table, or the answer to a sideshow."""

    ACTION_VERBS = ACTION_VERBS

    view_type = TeenPattiView

    DEFAULT_CSS = screen_css("table.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "chaal", "Chaal"),
        Binding("b", "choose", "Chaal…"),
        Binding("l", "look", "Look"),
        Binding("s", "show", "Show"),
        Binding("x", "sideshow", "Sideshow"),
        Binding("p", "pack", "Pack"),
        Binding("a", "accept", "Accept"),
        Binding("r", "refuse", "Refuse"),
    ]

    def __init__(self, seat: int):
        super().__init__(seat)
        self.view: TeenPattiView = self.seat_view()
        self._drawn: tuple[TeenPattiView, str, tuple[int, int]] | None = None
        """The view, message and size last drawn: the same again needs no redrawing."""

    def compose(self) -> ComposeResult:
        yield Static(self._panel(), id="table")
        yield KeyBar(keys_text(self))

    def on_screen_resume(self) -> None:
        self.message = ""

    def on_resize(self, event: events.Resize) -> None:
        self.refresh_view()

    def refresh_view(self) -> None:
        self.view = self.seat_view()
        if self._drawn == self._drawing():
            return
        self.query_one("#table", Static).update(self._panel(), layout=False)
        self.refresh_bindings()

    def _drawing(self) -> tuple[TeenPattiView, str, tuple[int, int]]:
        return self.view, self.message + self.app.note_for(self.seat), (self.app.size.width, self.app.size.height)

    # --- rendering -------------------------------------------------------------------------------

    def _panel(self) -> str:
        """Title, seats, pot and stake, cards, the game's line, what the seat may do, and the log
        (as many of its latest lines as fit)."""
        view = self.view
        self._drawn = self._drawing()
        height, width = self.app.size.height, self.app.size.width - 4
        doing = "to answer a sideshow" if view.phase == PHASE_SIDESHOW else "to act"
        header = self.header(view.name, doing, f"{title_of(view.variant)} · hand {view.hand_number}")
        seats = seats_markup(seat_columns(view, self.app.away()), seat_styles(view.seats, view.seat, packed(view)))
        sections = [header, seats, f"[b]{pot_line(view)}[/b]", self._cards(view)]
        extra = [text for text in (game_line(view, self.app.ascii) if view.game != "joker" else "",
                                   private_line(view, self.app.ascii, self.game.rules)) if text]
        hint = self.status(turn_hint(view))
        sections += [*extra, hint]
        used = 3 + len(view.seats) + 1 + 1 + 3 + sum(wrapped_lines(Content.from_markup(text).plain, width)
                                                     for text in (*extra, hint))
        return with_log(sections, height - used, view, self.app)

    def _cards(self, view: TeenPattiView) -> str:
        """The seat's cards (backs while blind) with what they make, and the joker card face up."""
        shown: list[Card | None] = list(view.cards) if view.cards is not None else [None] * view.card_count
        rows = card_rows(shown, self.app.ascii)
        if view.joker is not None:
            joker = card_rows([view.joker], self.app.ascii)
            rows = [f"{row}   {extra}" for row, extra in zip(rows, joker, strict=True)]
            rows[2] += f"  The joker card, face up: every {RANK_TEXT[view.joker.rank]} is wild"
        name = (hand_name(view.cards, self.game.rules, view.joker) if view.cards is not None
                else "Blind: your cards are face down")
        rows[0 if view.joker is not None else 1] += f"  [b]{name}[/b]"
        return "\n".join(rows)

    # --- keys ------------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # r refuses only a sideshow waiting for this seat's answer; otherwise it opens the rules.
        if action == "refuse" and self.view.phase != PHASE_SIDESHOW:
            return False
        return super().check_action(action, parameters)

    def action_chaal(self) -> None:
        if self._open("chaal"):
            self._do(Chaal(self.seat, self._legal()["chaal"].least or 0))

    def action_choose(self) -> None:
        if self._open("choose"):
            self._choose("chaal")

    def action_sideshow(self) -> None:
        if self._open("sideshow"):
            self._do(Sideshow(self.seat, self._legal()["sideshow"].least or 0))

    def _choose(self, verb: str) -> None:
        """Ask for the amount of a chaal within its range, then make it."""
        choice, terms = self._legal()[verb], self.view.chaal
        step = terms.step if terms is not None else 1

        def chosen(amount: int | None) -> None:
            if amount is not None:
                self._do(Chaal(self.seat, amount))

        if not self.app.is_screen_installed("teen-patti-chaal"):
            self.app.install_screen(ChaalModal(), "teen-patti-chaal")
        prompt = self.app.get_screen("teen-patti-chaal")
        assert isinstance(prompt, ChaalModal)
        prompt.set_terms(choice.least or 0, choice.most or 0, step, verb)
        self.app.push_screen(prompt, chosen)

    def action_look(self) -> None:
        if not self._open("look"):
            return
        if self.app.look_needs_confirming():
            self.confirm("Look at your cards? You play seen from then on.", lambda: self._do(Look(self.seat)))
            return
        self._do(Look(self.seat))

    def action_show(self) -> None:
        if self._open("show"):
            self._do(Show(self.seat))

    def action_pack(self) -> None:
        if self._open("pack"):
            self._do(PackHand(self.seat))

    def action_accept(self) -> None:
        if self._open("accept"):
            self._do(Accept(self.seat))

    def action_refuse(self) -> None:
        if self._open("refuse"):
            self._do(Refuse(self.seat))
