"""Four and Five Card Brag: choose the card(s) to discard, seeing the three they leave."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from bragtui.app.screens.base import screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.card_render import card_class, card_lines
from bragtui.core.cards import Card
from bragtui.core.hands import evaluate


class DiscardModal(ModalScreen[list[Card] | None]):
    """Toggle cards with the number keys; confirm once exactly the right number is chosen."""

    DEFAULT_CSS = screen_css("cards.tcss", "dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(i), f"toggle_card({i - 1})", str(i), show=False) for i in range(1, 6)),
        Binding("enter", "confirm", "Discard", priority=True),
        Binding("escape", "cancel", "Cancel"),
    ]

    def __init__(self, cards: list[Card], count: int, wild: str, ascii: bool):
        super().__init__()
        self.cards = cards
        self.count = count
        self.wild = wild
        self.ascii = ascii
        self.chosen: set[int] = set()

    def compose(self) -> ComposeResult:
        with Vertical(id="discard-box", classes="dialog"):
            plural = "s" if self.count > 1 else ""
            yield Static(f"Discard {self.count} card{plural}: press 1 to {len(self.cards)}",
                         classes="dialog-title")
            yield Horizontal(id="discard-cards")
            yield Static(id="discard-keeps")
        yield KeyBar()

    def on_mount(self) -> None:
        self._render_cards()

    def _render_cards(self) -> None:
        row = self.query_one("#discard-cards", Horizontal)
        row.remove_children()
        widgets = []
        for index, card in enumerate(self.cards):
            mark = "drop" if index in self.chosen else str(index + 1)
            lines = [*card_lines(card, self.ascii), mark.center(5)]
            classes = f"card {card_class(card)}" + (" chosen" if index in self.chosen else "")
            widgets.append(Static("\n".join(lines), classes=classes))
        row.mount_all(widgets)
        keeps = self.query_one("#discard-keeps", Static)
        if len(self.chosen) == self.count:
            kept = [c for i, c in enumerate(self.cards) if i not in self.chosen]
            keeps.update(f"You keep: {evaluate(kept, self.wild).describe()}")
        else:
            best = evaluate(self.cards, self.wild)
            keeps.update(f"Choose {self.count - len(self.chosen)} more. Your best three: {best.describe()}")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "confirm":
            return True if len(self.chosen) == self.count else None
        if action == "toggle_card":
            index = parameters[0]
            return isinstance(index, int) and index < len(self.cards)
        return True

    def action_toggle_card(self, index: int) -> None:
        if index in self.chosen:
            self.chosen.remove(index)
        elif len(self.chosen) < self.count:
            self.chosen.add(index)
        self._render_cards()

    def action_confirm(self) -> None:
        if len(self.chosen) == self.count:
            self.dismiss([self.cards[i] for i in sorted(self.chosen)])

    def action_cancel(self) -> None:
        self.dismiss(None)
