"""How a hand of Teen Patti ended: the hands a show (or the pot limit's show) turned up, by their
Teen Patti names, with the joker card face up; a hand everyone else packed; then the ledger."""

from __future__ import annotations

from collections.abc import Sequence

from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from bragtui.app.screens.showdown_screen import ShowdownScreen
from bragtui.app.teen_patti.words import hand_name
from bragtui.card_render import card_class, card_lines, hand_text
from bragtui.core.cards import Card
from bragtui.core.results import shown_cards
from bragtui.core.teen_patti.view import TeenPattiView


class TeenPattiShowdownScreen(ShowdownScreen):
    """The showdown screen in Teen Patti's words."""

    # The showdown screen reads only what a Teen Patti view shares with Brag's (the log, the result,
    # the seats' balances); its hands are drawn here.
    def draw(self, view: TeenPattiView) -> None:  # type: ignore[override]
        super().draw(view)
        result = view.result
        assert result is not None
        if result.end == "fold":
            self.query_one("#showdown-result", Static).update(
                f"Everyone else packed: {result.winner} takes the pot of {result.pot} without showing.")

    def _draw_hands(self, view: TeenPattiView) -> None:  # type: ignore[override]
        """A row of cards for each hand shown, with its Teen Patti name; the joker card last."""
        assert view.result is not None
        hands = self.query_one("#showdown-hands", Vertical)
        hands.remove_children()
        shown = [(f"{name} shows", shown_cards(groups), hand_name(shown_cards(groups), self.game.rules, view.joker))
                 for name, groups in view.result.shown.items()]
        if view.joker is not None:
            shown.append(("Joker card", (view.joker,), "every card of its rank is wild"))
        # Two hands (and the joker card) are drawn as cards; the pot limit's show of more, a line each.
        row = self._row if len(view.result.shown) <= 2 else self._line
        hands.mount_all([row(who, cards, label) for who, cards, label in shown])

    def _line(self, who: str, cards: Sequence[Card], label: str) -> Static:
        return Static(f"{who:<16}{hand_text(list(cards), self.app.ascii):<11}  {label}", markup=False)

    def _row(self, who: str, cards: Sequence[Card], label: str) -> Horizontal:
        ascii = self.app.ascii
        return Horizontal(Static(who, classes="shown-name", markup=False),
                          *(Static("\n".join(card_lines(c, ascii)), classes=f"card {card_class(c)}") for c in cards),
                          Static(label, classes="shown-value"), classes="shown-hand")
