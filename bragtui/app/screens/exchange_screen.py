"""Bastard Brag's exchange: swap a card or all three with the centre, knock, or pass."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from bragtui.app.computers import with_computers_marked
from bragtui.app.markup import escape_text
from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.variant_screens import standing
from bragtui.app.widgets.card_face import CardFace
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import Column, SeatsTable, player_column, seat_styles
from bragtui.app.wording import glyph_cards
from bragtui.card_render import card_label
from bragtui.core.bastard.actions import Give, Knock, Pass, Swap, Take
from bragtui.core.bastard.view import BastardView
from bragtui.core.hands import evaluate
from bragtui.core.variants import title_of

CENTRE_KEYS = "abc"

HOW_TO_EXCHANGE = ("Choose a card of yours (1-3) and a centre card (a-c), then x to exchange them;"
                   " or choose one of yours and w to give all three, that one face up.")

SEAT_ROWS = 5
"""More seats than this are listed in two blocks side by side."""

LOG_ROOM = 3
"""The fewest lines of log kept on screen at 80x24, whatever the size of the table."""

SPACED = {"#exchange-seats": (1, 0, 0, 0), ".card-row": (1, 0, 0, 0), "#hint": (1, 1, 0, 1), "#log": (1, 1, 0, 1)}
"""The parts with a blank line above them (their margins in the styles), closed up when room is short."""


def seat_columns(view: BastardView, away: Sequence[bool] = ()) -> tuple[Column, ...]:
    """The seats during the exchanges: who is to act, their standing (which says who is out), and
    who knocked."""
    stand = standing(view)
    notes = tuple("knocked" if view.knocker == seat.name else "" for seat in view.seats)
    return (player_column(view.seats, view.to_act, away), *stand.columns, Column("", notes))


def status_line(view: BastardView, exchanges: str) -> str:
    """After a knock, the turns left; in the game of two rounds, what this round asks."""
    if view.knocker:
        left = view.turns_left or 0
        return f"{view.knocker} has knocked: {left} more turn{'s' if left != 1 else ''} before the showdown."
    if exchanges == "two-rounds":
        return "Two rounds of exchanges: " + ("everyone must exchange." if view.round == 1 else "you may pass.")
    return ""


def exchange_hint(view: BastardView, how_to: bool = True) -> str:
    """How to exchange (unless ``how_to`` is false: the key bar lists the keys), and whether knocking
    and passing are open (if not, why not)."""
    if view.taken is not None:
        return "Choose the card of yours to give for it (1-3), then press x."
    lines = [HOW_TO_EXCHANGE] if how_to else []
    for verb, doing, key in (("knock", "Knocking", "k"), ("pass", "Passing", "p")):
        reason = view.refused.get(verb)
        lines.append(f"{key} to {verb}." if reason is None else f"{doing}: {reason}.")
    if view.peek:
        lines.append("You may look at a face-down card before giving: choose it alone and press x.")
    return " ".join(lines)


class LatestLines(Static):
    """Lines of which as many of the latest as fit are shown (the log, newest last)."""

    def __init__(self, **options) -> None:
        super().__init__(**options)
        self.lines: list[str] = []

    def show_lines(self, lines: list[str], empty: str) -> None:
        self.lines = lines or [empty]
        self._fit()

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        room = self.size.height
        self.update("\n".join(self.lines[-room:] if room > 0 else self.lines))


class ExchangeScreen(TurnScreen[BastardView]):
    """The acting seat's hand and the centre hand as that seat may see them."""

    view_type = BastardView

    DEFAULT_CSS = screen_css("cards.tcss", "exchange.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        # The key bar lists the first key of each row for all three ("1-3 Your card").
        *(Binding(str(i + 1), f"own({i})", "Your card", show=i == 0, key_display="1-3") for i in range(3)),
        *(Binding(key, f"centre({i})", "Centre card", show=i == 0, key_display="a-c")
          for i, key in enumerate(CENTRE_KEYS)),
        Binding("x", "exchange", "Exchange"),
        Binding("w", "swap", "Give all three"),
        Binding("k", "knock", "Knock"),
        Binding("p", "pass", "Pass"),
    ]

    def __init__(self, seat: int):
        super().__init__(seat)
        self.own: int | None = None
        self.centre: int | None = None
        self.view: BastardView = self.seat_view()
        """The seat's view as last drawn: the keys offered follow it."""

    def compose(self) -> ComposeResult:
        yield Static(id="turn-header")
        with Vertical(id="exchange"):
            yield SeatsTable(id="exchange-seats")
            yield Static(id="exchange-status")
            with Horizontal(classes="card-row"):
                yield Static("Centre", classes="row-name")
                for i in range(3):
                    yield CardFace(f"centre-{i}")
                yield Static("Your hand", classes="row-name own")
                for i in range(3):
                    yield CardFace(f"own-{i}")
            yield Static(id="exchange-value")
            yield Static(id="hint")
            yield LatestLines(id="log")
        yield KeyBar()

    def on_screen_resume(self) -> None:
        self.own = self.centre = None
        self.message = ""

    # --- rendering --------------------------------------------------------------------------------

    def refresh_view(self) -> None:
        view = self.view = self.seat_view()
        self.query_one("#turn-header", Static).update(self.header(
            view.name, "to exchange", f"{title_of(view.variant)} · hand {view.hand_number} · round {view.round}"))
        self.query_one("#exchange-seats", SeatsTable).show(seat_columns(view, self.app.away()),
                                                           seat_styles(view.seats, view.seat), most_rows=SEAT_ROWS)
        status = status_line(view, self.game.rules.exchanges)
        self.query_one("#exchange-status", Static).update(status)
        self.query_one("#exchange-status", Static).display = bool(status)
        self._draw_cards(view)
        self.query_one("#hint", Static).update(self._fitted_hint(view, bool(status)))
        computers = self.app.computer_names()
        log = [escape_text(glyph_cards(with_computers_marked(line, computers), view.players, self.app.ascii))
               for line in view.log[-5:]]
        self.query_one("#log", LatestLines).show_lines(log, "The cards are dealt.")
        self.refresh_bindings()

    def on_resize(self, event: events.Resize) -> None:
        if self.is_mounted:
            self.refresh_view()

    def _fitted_hint(self, view: BastardView, status: bool) -> str:
        """The hint, fitted so that ``LOG_ROOM`` lines of log stay on screen: at a large table the
        blank lines between the parts go first, then the how-to (the key bar lists those keys)."""
        size = self.app.size
        seats = len(view.seats)
        seat_lines = 1 + (-(-seats // 2) if seats > SEAT_ROWS else seats)
        used = 3 + seat_lines + int(status) + 4 + 1 + keys_text(self).count("\n") + 1
        hint, tight = "", False
        for tight, how_to in ((False, True), (True, True), (True, False)):
            hint = self.status(exchange_hint(view, how_to))
            # The hint's width: the screen's less the padding (2 a side) and the hint's margins (1 a side).
            lines = sum(len(textwrap.wrap(line, size.width - 6)) or 1
                        for line in Content.from_markup(hint).plain.split("\n"))
            if self.room_height - used - (0 if tight else 4) - lines >= LOG_ROOM:
                break
        for part, (top, right, bottom, left) in SPACED.items():
            self.query_one(part).styles.margin = (0 if tight else top, right, bottom, left)
        return hint

    def _draw_cards(self, view: BastardView) -> None:
        """The centre and the seat's own cards, the chosen ones marked, and what the hand makes."""
        ascii = self.app.ascii
        for i, slot in enumerate(view.centre):
            taken = view.taken_position == i
            label = "taken" if taken else CENTRE_KEYS[i]
            # The card just taken under the peek rule is face up to its taker, in its slot.
            card = view.taken if taken else slot.card
            self.query_one(f"#centre-{i}", CardFace).show(card, label, ascii, self.centre == i or taken,
                                                          slot.yours)
        cards = view.cards or ()
        for i, card in enumerate(cards):
            self.query_one(f"#own-{i}", CardFace).show(card, str(i + 1), ascii, self.own == i)
        value = evaluate(cards).describe()
        yours = [CENTRE_KEYS[i] for i, slot in enumerate(view.centre) if slot.yours and view.taken_position != i]
        if yours:
            # Their letters stay under them, so the keys still read; the cards show in italics.
            value += f" · Face down in the centre, put there by you: {', '.join(yours)}"
        if view.taken is not None:
            value = f"{value} · You took {card_label(view.taken, ascii)}: now give one of your cards (1-3, then x)."
        self.query_one("#exchange-value", Static).update(value)

    # --- choosing ---------------------------------------------------------------------------------

    def card_clicked(self, name: str) -> None:
        """A card was clicked: choose it as its key would."""
        kind, index = name.split("-")
        (self.action_own if kind == "own" else self.action_centre)(int(index))

    def action_own(self, index: int) -> None:
        self.own = None if self.own == index else index
        self.message = ""
        self.refresh_view()

    def action_centre(self, index: int) -> None:
        if self.view.taken is not None:
            self._say("You have taken a centre card: now give one of yours for it (1-3, then x).")
            return
        self.centre = None if self.centre == index else index
        self.message = ""
        self.refresh_view()

    def _peeking(self) -> bool:
        """A face-down centre card chosen alone, to be taken and looked at first (the ``peek`` rule)."""
        centre = self.centre
        return (self.view.peek and self.own is None and centre is not None
                and not self.view.centre[centre].face_up)

    def offered(self, action: str) -> bool:
        """The key bar offers every key whose move is open now; pressed before the cards it needs
        are chosen, a key says which to choose first."""
        verbs = {c.verb for c in self.view.legal}
        if action == "exchange":
            return bool(verbs & {"take", "give"})
        if action == "swap":
            return "swap" in verbs
        if action in ("knock", "pass"):
            return action in verbs
        if action.startswith("centre"):
            return self.view.taken is None
        return True

    def _say(self, message: str) -> None:
        self.message = message
        self.refresh_view()

    def action_exchange(self) -> None:
        cards = self.view.cards or ()
        if self.view.taken is not None:
            if self.own is None:
                self._say("Choose the card to give (1-3), then press x.")
                return
            self._do(Give(self.seat, cards[self.own]))
            return
        if not self.allowed("take"):
            return
        position, own = self.centre, self.own
        if position is None or (own is None and not self._peeking()):
            self._say("Choose a card of yours (1-3) and a centre card (a-c) first, then press x.")
            return
        if own is None:
            self.centre = None
            self._do(Take(self.seat, position=position))
            return
        self._do(Take(self.seat, position=position, give=cards[own]))

    def action_swap(self) -> None:
        if self.view.taken is not None:
            self.refuse("swap")
        elif self.own is None:
            self._say("Choose the card of yours to turn face up (1-3) first, then press w.")
        else:
            self._do(Swap(self.seat, (self.view.cards or ())[self.own]))

    def action_knock(self) -> None:
        if self.allowed("knock"):
            self._do(Knock(self.seat))

    def action_pass(self) -> None:
        if self.allowed("pass"):
            self._do(Pass(self.seat))
