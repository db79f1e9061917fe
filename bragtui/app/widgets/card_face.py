"""A card drawn in a box, with a label underneath; clicking it tells its screen."""

from __future__ import annotations

from textual import events
from textual.widgets import Static

from bragtui.card_render import card_class, card_lines
from bragtui.core.cards import Card


class CardFace(Static):
    """One card (or its back) and a short label such as a key to press."""

    def __init__(self, name: str, **kwargs) -> None:
        super().__init__(classes="card back", id=name, **kwargs)
        self.card_name = name

    def show(self, card: Card | None, label: str, ascii: bool, selected: bool = False, known: bool = False) -> None:
        """Draw ``card`` (``None``: face down) with ``label`` below it."""
        self.set_classes(f"card {card_class(card)}" + (" chosen" if selected else "") + (" known" if known else ""))
        self.update("\n".join([*card_lines(card, ascii), label.center(5)[:5]]))

    def on_click(self, event: events.Click) -> None:
        handler = getattr(self.screen, "card_clicked", None)
        if handler is not None:
            handler(self.card_name)
