"""Draw Brag's table: the betting prompt (check, bet, call, raise, fold) and the draw."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.widgets import Static

from bragtui.app.messages import GoOn
from bragtui.app.screens.base import TurnScreen, refusal_text, screen_css
from bragtui.app.screens.discard_modal import DrawCardsModal
from bragtui.app.screens.table_screen import card_rows, log_markup, wrapped_lines
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import Column, player_column, seat_styles, seats_markup
from bragtui.app.wording import signed
from bragtui.card_render import hand_text
from bragtui.core.actions import Bet, Choice, Look
from bragtui.core.cards import Card
from bragtui.core.draw.actions import Call, Check, DrawCards, Raise
from bragtui.core.draw.view import DrawView
from bragtui.core.hands import evaluate

ACTION_VERBS = {"look": "look", "check": "check", "bet": "bet", "call": "call", "raise": "raise",
                "fold": "fold", "draw": "draw"}


def draw_columns(view: DrawView, away: Sequence[bool] = ()) -> tuple[Column, ...]:
    """Who is to act (and who is away from a hosted table), each seat's state, chips put in, cards
    drawn and balance."""
    return (player_column(view.seats, view.to_act, away),
            Column("State", tuple(seat.status for seat in view.seats)),
            Column("In", tuple(str(seat.paid) for seat in view.seats), right=True),
            Column("Drew", tuple("" if seat.drew is None else str(seat.drew) for seat in view.seats), right=True),
            Column("Balance", tuple(signed(seat.balance) for seat in view.seats), right=True))


def pot_text(view: DrawView) -> str:
    """The pot, the round, the size of its bets and the raises left."""
    if view.phase == "draw":
        return f"Pot {view.pot} · the draw: none to three cards each for new ones"
    text = f"Pot {view.pot} · {'first round' if view.round == 1 else 'after the draw'} · bets of {view.bet_size}"
    if view.raises_left is not None:
        text += f" · {view.raises_left} raise{'s' if view.raises_left != 1 else ''} left"
    return text


def draw_hint(verbs: dict[str, Choice], blind: bool) -> str:
    """What the seat to act may do, in one sentence."""
    if "draw" in verbs:
        if blind:
            return "The draw: press d to keep your cards unseen and stay blind, or l to look first."
        return "The draw: press d and choose none to three cards to give up for new ones."
    parts = []
    if "check" in verbs:
        parts.append("check (k)")
    if "bet" in verbs:
        parts.append(f"bet {verbs['bet'].least} (b)")
    if "call" in verbs:
        parts.append(f"call for {verbs['call'].least} (c)" + (", half price while blind" if blind else ""))
    if "raise" in verbs:
        parts.append(f"raise, putting in {verbs['raise'].least} (a)")
    if "fold" in verbs:
        parts.append("fold (f)")
    text = "You may " + ", ".join(parts) + "."
    return text + (" Look (l) to bet or raise." if blind else "")


class DrawScreen(TurnScreen[DrawView]):
    """The Draw Brag table as the acting seat may see it."""

    view_type = DrawView

    ACTION_VERBS = ACTION_VERBS

    DEFAULT_CSS = screen_css("table.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("l", "look", "Look"),
        Binding("k", "check", "Check"),
        Binding("b", "bet", "Bet"),
        Binding("c", "call", "Call"),
        Binding("a", "raise", "Raise"),  # r is the app's rules
        Binding("f", "fold", "Fold"),
        Binding("d", "draw", "Draw…"),
        Binding("enter", "go_on", "Pass on"),
    ]

    def __init__(self, seat: int):
        super().__init__(seat)
        self.view: DrawView = self.seat_view()
        self._drawn: tuple[DrawView, str, tuple[Card, ...], int] | None = None
        self.new_cards: tuple[Card, ...] = ()
        """The cards just drawn, shown before the terminal is passed on (none: the seat's turn)."""

    def compose(self) -> ComposeResult:
        yield Static(self._panel(), id="table")
        yield KeyBar(keys_text(self))

    def on_screen_resume(self) -> None:
        self.message = ""

    def on_resize(self, event: events.Resize) -> None:
        self._drawn = None
        self.refresh_view()

    def refresh_view(self) -> None:
        self.view = self.seat_view()
        if self._drawn == (self.view, self.message, self.new_cards, self.coach_lines):
            return
        self.query_one("#table", Static).update(self._panel(), layout=False)
        self.refresh_bindings()

    def _panel(self) -> str:
        view = self.view
        self._drawn = (view, self.message, self.new_cards, self.coach_lines)
        doing = "drew" if self.new_cards else "to draw" if view.phase == "draw" else "to act"
        header = self.header(view.name, doing, f"Draw Brag · hand {view.hand_number}")
        seats = seats_markup(draw_columns(view), seat_styles(view.seats, view.seat))
        hint = self.status(self._drawn_hint() if self.new_cards
                           else draw_hint({c.verb: c for c in view.legal}, view.cards is None))
        sections = [header, seats, f"[b]{pot_text(view)}[/b]", self._cards(view), hint]
        width = self.app.size.width - 4
        used = 3 + len(view.seats) + 1 + 1 + 3 + wrapped_lines(Content.from_markup(hint).plain, width)
        room = self.room_height - 2 - used
        gap = "\n\n" if room >= len(sections) + 1 else "\n"
        log = log_markup(view.log, view.players, self.app, room - (len(sections) if gap == "\n\n" else 0))
        return gap.join(sections) + f"{gap}[dim]{log}[/dim]"

    def _drawn_hint(self) -> str:
        count = len(self.new_cards)
        new = hand_text(list(self.new_cards), self.app.ascii)
        return (f"Your new card{'s' if count != 1 else ''}: {new}. Press Enter when you have seen "
                "them, then pass the terminal on.")

    def _cards(self, view: DrawView) -> str:
        shown: list[Card | None] = list(view.cards) if view.cards is not None else [None] * view.card_count
        rows = card_rows(shown, self.app.ascii)
        rows[1] += "  [b]" + (evaluate(view.cards).describe() if view.cards is not None
                              else "Blind: your cards are face down") + "[/b]"
        return "\n".join(rows)

    # --- actions ---------------------------------------------------------------------------------

    def offered(self, action: str) -> bool:
        """Once the seat has drawn, only Enter (go on) is offered; before, every open action but it."""
        if self.new_cards:
            return action == "go_on" or action not in ACTION_VERBS
        return action != "go_on" and super().offered(action)

    def _open(self, action: str) -> bool:
        if self.new_cards:
            self.message = "You have drawn: press Enter to go on."
            self.refresh_view()
            return False
        return super()._open(action)

    def action_go_on(self) -> None:
        if self.new_cards:
            self.new_cards = ()
            self.message = ""
            self.post_move(GoOn(self.done_moving))

    def action_look(self) -> None:
        if self._open("look"):
            self._do(Look(self.seat))

    def action_check(self) -> None:
        if self._open("check"):
            self._do(Check(self.seat))

    def action_bet(self) -> None:
        if self._open("bet"):
            self._do(Bet(self.seat, self._legal()["bet"].least or 0))

    def action_call(self) -> None:
        if self._open("call"):
            self._do(Call(self.seat))

    def action_raise(self) -> None:
        if self._open("raise"):
            self._do(Raise(self.seat))

    def action_fold(self) -> None:
        if self._open("fold"):
            self.fold()

    def action_draw(self) -> None:
        if not self._open("draw"):
            return
        if self.view.cards is None:
            self._do(DrawCards(self.seat))  # unseen cards cannot be given up: stay blind
            return

        def chosen(cards: list[Card] | None) -> None:
            if cards is None:
                return
            before = set(self.view.cards or ())

            def drawn(refusal: str | None) -> None:
                self.message = refusal_text(refusal) if refusal is not None else ""
                if refusal is None and self.app.held == self.seat:
                    self.new_cards = tuple(card for card in self.seat_view().cards or () if card not in before)
                if refusal is not None or self.new_cards:
                    self.refresh_view()

            self._do(DrawCards(self.seat, tuple(cards)), show_first=bool(cards), then=drawn)

        self.app.push_screen(DrawCardsModal(list(self.view.cards), self.app.ascii), chosen)
