"""Bastard Brag's exchange: swap a card or all three with the centre, knock, or pass."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.widgets.card_face import CardFace
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.core.hands import evaluate

CENTRE_KEYS = "abc"


class ExchangeScreen(TurnScreen):
    """The acting seat's hand and the centre hand as that seat may see them."""

    DEFAULT_CSS = screen_css("cards.tcss", "exchange.tcss")

    BINDINGS = [
        *(Binding(str(i + 1), f"own({i})", f"Card {i + 1}", show=False) for i in range(3)),
        *(Binding(key, f"centre({i})", f"Centre {key}", show=False) for i, key in enumerate(CENTRE_KEYS)),
        Binding("x", "exchange", "Exchange"),
        Binding("w", "swap", "Swap all three"),
        Binding("k", "knock", "Knock"),
        Binding("p", "pass", "Pass"),
    ]

    def __init__(self, seat: int):
        super().__init__(seat)
        self.own: int | None = None
        self.centre: int | None = None

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with Vertical(id="exchange"):
            yield Static(id="exchange-seats")
            yield Static(id="exchange-status")
            with Horizontal(classes="card-row"):
                yield Static("Centre", classes="row-name")
                for i in range(3):
                    yield CardFace(f"centre-{i}")
            with Horizontal(classes="card-row"):
                yield Static("Your hand", classes="row-name")
                for i in range(3):
                    yield CardFace(f"own-{i}")
                yield Static(id="exchange-value")
            yield Static(id="hint")
            yield Static(id="log")
        yield KeyBar()

    def on_screen_resume(self) -> None:
        self.own = self.centre = None
        self.message = ""

    # --- rendering --------------------------------------------------------------------------------

    def refresh_view(self) -> None:
        view = self.game.view(self.seat)
        ascii = self.app.ascii  # type: ignore[attr-defined]
        kind = "for lives" if view.lives else "for money"
        self.query_one("#title", TitleBar).show(
            f"{view.name} to exchange · Bastard Brag {kind} · hand {view.hand_number} · round {view.round}")
        self.query_one("#exchange-seats", Static).update(self._seats(view))
        status = ""
        if view.knocker:
            left = view.turns_left or 0
            status = f"{view.knocker} has knocked: {left} more turn{'s' if left != 1 else ''} before the showdown."
        elif self.game.rules.exchanges == "two-rounds":
            status = "Two rounds of exchanges: " + ("everyone must exchange." if view.round == 1 else
                                                    "you may pass.")
        self.query_one("#exchange-status", Static).update(status)
        for i, slot in enumerate(view.centre):
            taken = view.taken is not None and self.game.hand.taken == i
            label = "taken" if taken else ("yours" if slot.yours else CENTRE_KEYS[i])
            self.query_one(f"#centre-{i}", CardFace).show(slot.card, label, ascii, self.centre == i, slot.yours)
        for i, card in enumerate(view.cards):
            self.query_one(f"#own-{i}", CardFace).show(card, str(i + 1), ascii, self.own == i)
        value = evaluate(view.cards).describe()
        if view.taken is not None:
            value = f"{value}\nYou took {view.taken}: now give one of your cards."
        self.query_one("#exchange-value", Static).update(value)
        self.query_one("#hint", Static).update(self._hint(view))
        self.query_one("#log", Static).update("\n".join(view.log[-5:]) or "The cards are dealt.")
        self.refresh_bindings()

    def _seats(self, view) -> Table:
        table = Table(box=None, expand=True, header_style="bold")
        for column in ("", "Player", "Lives" if view.lives else "Balance", ""):
            table.add_column(column)
        for i, seat in enumerate(view.seats):
            money = str(view.lives[i]) if view.lives else f"{seat.balance:+d}"
            note = "knocked" if view.knocker == seat.name else ("out" if view.lives and view.lives[i] == 0 else "")
            note += " (dealer)" if seat.dealer else ""
            table.add_row("▶" if i == view.to_act else "", seat.name, money, note,
                          style="bold" if i == view.seat else ("dim" if note.startswith("out") else ""))
        return table

    def _hint(self, view) -> str:
        if self.message:
            return f"[b red]{escape(self.message)}[/]"
        lines = ["Choose a card of yours (1-3) and a centre card (a-c), then x to exchange them;"
                 " or choose one of yours and w to give all three, that one face up."]
        hand = self.game.hand
        knock = self.game.why_not_knock(hand)
        passing = self.game.why_not_pass(hand)
        lines.append("k to knock." if knock is None else f"Knocking: {knock}.")
        lines.append("p to pass." if passing is None else f"Passing: {passing}.")
        if view.peek:
            lines.append("You may look at a face-down card before giving: choose it alone and press x.")
        return " ".join(lines)

    # --- choosing ---------------------------------------------------------------------------------

    def card_clicked(self, name: str) -> None:
        kind, index = name.split("-")
        (self.action_own if kind == "own" else self.action_centre)(int(index))

    def action_own(self, index: int) -> None:
        self.own = None if self.own == index else index
        self.message = ""
        self.refresh_view()

    def action_centre(self, index: int) -> None:
        if self.game.hand.taken is not None:
            return
        self.centre = None if self.centre == index else index
        self.message = ""
        self.refresh_view()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        verbs = {c.verb for c in self.game.legal_actions(self.seat)}
        if action == "exchange":
            if "give" in verbs:
                return self.own is not None
            peeking = (self.game.rules.peek and self.own is None and self.centre is not None
                       and not self.game.hand.centre[self.centre].face_up)
            return "take" in verbs and self.centre is not None and (self.own is not None or peeking)
        if action == "swap":
            return "swap" in verbs and self.own is not None
        if action in ("knock", "pass"):
            return action in verbs
        return True

    def action_exchange(self) -> None:
        view = self.game.view(self.seat)
        if view.taken is not None:
            if self.own is not None:
                self._do(f"give {view.cards[self.own]}")
            return
        if self.centre is None:
            return
        if self.own is None:
            self.centre, position = None, self.centre
            self._do(f"take @{position + 1}")
            return
        self._do(f"take @{self.centre + 1} give {view.cards[self.own]}")

    def action_swap(self) -> None:
        if self.own is not None:
            self._do(f"swap show {self.game.view(self.seat).cards[self.own]}")

    def action_knock(self) -> None:
        self._do("knock")

    def action_pass(self) -> None:
        self._do("pass")
