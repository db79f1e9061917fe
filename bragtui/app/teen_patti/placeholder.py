"""A plain turn screen for Teen Patti, until the family's own table screen: the seat's state in
words and one key per action (the least chaal, look, pack, show, the least sideshow, accept, refuse)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.core.actions import Action, Look
from bragtui.core.cards import cards_text
from bragtui.core.teen_patti.actions import Accept, Chaal, PackHand, Refuse, Show, Sideshow
from bragtui.core.teen_patti.view import TeenPattiView


class TeenPattiTurnScreen(TurnScreen[TeenPattiView]):
    """The seat to act's cards (once looked), the stake and the pot, and its actions by key."""

    view_type = TeenPattiView

    DEFAULT_CSS = screen_css("table.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "act('chaal')", "Chaal"), Binding("l", "act('look')", "Look"),
        Binding("p", "act('pack')", "Pack"), Binding("s", "act('show')", "Show"),
        Binding("x", "act('sideshow')", "Sideshow"), Binding("a", "act('accept')", "Accept"),
        Binding("r", "act('refuse')", "Refuse"),
    ]
    ACTION_VERBS: ClassVar[dict[str, str | None]] = {
        "act('chaal')": "chaal", "act('look')": "look", "act('pack')": "pack", "act('show')": "show",
        "act('sideshow')": "sideshow", "act('accept')": "accept", "act('refuse')": "refuse"}

    def compose(self) -> ComposeResult:
        yield Static(self._panel(), id="table")
        yield KeyBar(keys_text(self))

    def refresh_view(self) -> None:
        self.query_one("#table", Static).update(self._panel(), layout=False)

    def _panel(self) -> str:
        view: TeenPattiView = self.seat_view()
        self.view = view
        cards = cards_text(view.cards) if view.cards else "blind"
        seats = "  ".join(f"{seat.name} {seat.status}" for seat in view.seats)
        lines = [self.header(view.name, "to act", "Teen Patti"), seats,
                 f"Pot {view.pot}   stake {view.stake}   your cards: {cards}"]
        if view.private is not None:
            lines.append(f"{view.private.seat} holds {cards_text(view.private.cards)}")
        return "\n\n".join([*lines, *view.log[-4:], self.status("")])

    def action_act(self, verb: str) -> None:
        view: TeenPattiView = self.seat_view()
        legal = {choice.verb: choice for choice in view.legal}
        if verb not in legal:
            self.refuse(verb)
            return
        seat, least = self.seat, legal[verb].least or 0
        actions: dict[str, Action] = {"chaal": Chaal(seat, least), "look": Look(seat), "pack": PackHand(seat),
                                      "show": Show(seat), "sideshow": Sideshow(seat, least),
                                      "accept": Accept(seat), "refuse": Refuse(seat)}
        self._do(actions[verb])
