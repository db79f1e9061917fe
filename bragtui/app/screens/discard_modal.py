"""Choose cards to give up: Four and Five Card Brag's discard down to three, seeing the three
they leave, and Draw Brag's draw of none to three."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from bragtui.app.screens.base import screen_css
from bragtui.app.screens.sized import SizedModal
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.card_render import card_class, card_lines
from bragtui.core.cards import Card
from bragtui.core.hands import evaluate


class DiscardModal(SizedModal[list[Card] | None]):
    """Toggle cards with the number keys; confirm once the right number is chosen (exactly
    ``count``, or from ``fewest`` to ``count`` when ``fewest`` is given)."""

    DEFAULT_CSS = screen_css("cards.tcss", "dialog.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(i), f"toggle_card({i - 1})", str(i), show=False) for i in range(1, 8)),
        Binding("enter", "confirm", "Discard", priority=True),
        Binding("escape", "cancel", "Cancel"),
    ]

    def __init__(self, cards: list[Card], count: int, wild: str, ascii: bool, fewest: int | None = None, *,
                 box: bool = False):
        super().__init__()
        self.cards = cards
        self.count = count
        self.fewest = count if fewest is None else fewest
        self.wild = wild
        self.box = box
        """The box rule: four of a kind is kept whole, and named as a box."""
        self.ascii = ascii
        self.chosen: set[int] = set()

    def compose(self) -> ComposeResult:
        with Vertical(id="discard-box", classes="dialog"):
            plural = "s" if self.count > 1 else ""
            if self.fewest == self.count:
                title = f"Discard {self.count} card{plural}: press 1 to {len(self.cards)}"
            else:
                title = f"Give up {self.fewest} to {self.count} cards: press 1 to {len(self.cards)}, then Enter"
            yield Static(title, classes="dialog-title")
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
        self.query_one("#discard-keeps", Static).update(self._keeps_text())
        self.refresh_bindings()

    def _keeps_text(self) -> str:
        """What the cards not chosen make, or how many more to choose."""
        kept = [c for i, c in enumerate(self.cards) if i not in self.chosen]
        if self.fewest != self.count:
            new = len(self.chosen)
            return (f"You keep {len(kept)}" + (f": {' '.join(c.text(True) for c in kept)}" if kept else "")
                    + f"; {new} new card{' comes' if new == 1 else 's come'} from the pack.")
        if len(self.chosen) == self.count:
            return f"You keep: {evaluate(kept, self.wild, box=self.box).describe()}"
        best = evaluate(self.cards, self.wild, box=self.box)
        what = "Your box, kept whole" if best.type_name == "box" else "Your best three"
        return f"Choose {self.count - len(self.chosen)} more. {what}: {best.describe()}"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "confirm":
            return True if self.fewest <= len(self.chosen) <= self.count else None
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
        if self.fewest <= len(self.chosen) <= self.count:
            self.dismiss([self.cards[i] for i in sorted(self.chosen)])

    def action_cancel(self) -> None:
        self.dismiss(None)


class DrawCardsModal(DiscardModal):
    """Draw Brag's draw: give up none to three cards for as many new ones."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "confirm", "Give up", priority=True)]

    def __init__(self, cards: list[Card], ascii: bool):
        super().__init__(cards, 3, "none", ascii, fewest=0)
