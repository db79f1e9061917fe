"""The end of a hand for money: a see as the rules run it, a fold-out, or a carried pot; then the ledger."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.markup import escape
from textual.widget import Widget
from textual.widgets import Static

from bragtui.app.computers import with_computers_marked
from bragtui.app.screens.base import EndingScreen
from bragtui.app.wording import glyph_cards, signed, without_empty_side_pot
from bragtui.card_render import card_class, card_lines, hand_text
from bragtui.core.cards import Card
from bragtui.core.hands import evaluate
from bragtui.core.results import outcome_lines, shown_cards
from bragtui.core.view import View

COMPACT_FROM = 3
"""More hands shown than this are shown a line each."""


class ShowdownScreen(EndingScreen[View]):
    """Only what the rules expose: the seen hand, the seer's hand if it won, nothing else."""

    view_type = View

    def compose_body(self) -> ComposeResult:
        with Vertical(id="showdown"):
            yield Static(id="showdown-story")
            yield Vertical(id="showdown-hands")
            yield Static(id="showdown-result")
            yield Static(id="showdown-changes")
            yield Static(id="showdown-ledger")

    def draw(self, view: View) -> None:
        """The last action, the hands shown, how the hand ended, and the ledger."""
        assert view.result is not None
        last = with_computers_marked(view.log[-1], self.app.computer_names()) if view.log else ""
        story = glyph_cards(last, view.players, self.app.ascii)
        self.query_one("#showdown-story", Static).update(story)
        self._draw_hands(view)
        lines = filter(None, (without_empty_side_pot(line) for line in outcome_lines(view.result)))
        self.query_one("#showdown-result", Static).update("\n".join(lines))
        rows = self.app.hand_rows()
        if rows and rows[-1].number == view.result.number:
            changes = "   ".join(f"{name} {signed(change)}"
                                   for name, change in zip(view.players, rows[-1].changes, strict=True))
            self.query_one("#showdown-changes", Static).update(f"This hand: {changes}")
        balances = "   ".join(f"{seat.name} {signed(seat.balance)}" for seat in view.seats)
        self.query_one("#showdown-ledger", Static).update(f"Ledger: {balances}")

    def hand_label(self, name: str, cards: Sequence[Card], made: str) -> str:
        """What is said beside the ``cards`` that ``name`` shows: what they make (a family may add to it)."""
        return made

    def _draw_hands(self, view: View) -> None:
        """A row of cards for each hand the rules show, with what it makes."""
        assert view.result is not None
        hands = self.query_one("#showdown-hands", Vertical)
        hands.remove_children()
        ascii = self.app.ascii
        # Four hands or more (a showdown by agreement) are shown a line each, so all fit at 80x24.
        compact = len(view.result.shown) > COMPACT_FROM
        rows: list[Widget] = []
        for name, groups in view.result.shown.items():
            cards = shown_cards(groups)
            # Casino Brag's house is no seat: its hand is the one shown under no player's name.
            who = name if name in view.players else "The house"
            rules = self.game.rules
            made = self.hand_label(name, cards, evaluate(cards, rules.wild, box=rules.box).describe())
            if compact:
                rows.append(Static(f"{escape(who)} shows [b]{hand_text(list(cards), ascii)}[/b]   {made}",
                                   classes="shown-line"))
                continue
            rows.append(Horizontal(Static(f"{who} shows", classes="shown-name", markup=False),
                                   *(Static("\n".join(card_lines(c, ascii)), classes=f"card {card_class(c)}")
                                     for c in cards),
                                   Static(made, classes="shown-value"),
                                   classes="shown-hand"))
        hands.mount_all(rows)
