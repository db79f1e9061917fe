"""The end of a hand: a see as the rules run it, a fold-out, or a carried pot; then the ledger."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from bragtui.app.screens.base import BragScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.card_render import card_class, card_lines
from bragtui.core.cards import parse_cards
from bragtui.core.hands import evaluate


class ShowdownScreen(BragScreen):
    """Only what the rules expose: the seen hand, the seer's hand if it won, nothing else."""

    DEFAULT_CSS = screen_css("cards.tcss", "showdown.tcss")

    BINDINGS = [Binding("enter", "next", "Next deal", priority=True)]

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with Vertical(id="showdown"):
            yield Static(id="showdown-story")
            yield Vertical(id="showdown-hands")
            yield Static(id="showdown-result")
            yield Static(id="showdown-ledger")
        yield KeyBar()

    def refresh_view(self) -> None:
        """Render the last hand's ending (only what the rules expose)."""
        game = self.game
        result = game.results[-1]
        hand = game.hand
        self.query_one("#title", TitleBar).show(f"Hand {result.number} is over · dealt by {result.dealer}")
        last = hand.public_log[-1] if hand is not None and hand.public_log else ""
        self.query_one("#showdown-story", Static).update(last)
        hands = self.query_one("#showdown-hands", Vertical)
        hands.remove_children()
        ascii = self.app.ascii  # type: ignore[attr-defined]
        for name, text in result.shown.items():
            cards = parse_cards(text)
            row = Horizontal(classes="shown-hand")
            hands.mount(row)
            row.mount(Static(f"{name} shows", classes="shown-name"))
            row.mount_all(Static("\n".join(card_lines(c, ascii)), classes=f"card {card_class(c)}") for c in cards)
            row.mount(Static(evaluate(cards, game.rules.wild).describe(), classes="shown-value"))
        self.query_one("#showdown-result", Static).update(self._outcome(result, hand))
        balances = "   ".join(f"{name} {bal:+d}" for name, bal in zip(game.players, game.money.balances))
        self.query_one("#showdown-ledger", Static).update(f"Ledger: {balances}")

    def _outcome(self, result, hand) -> str:
        if result.end == "carried":
            return (f"Everyone else folded to a blind player: the pot of {result.pot} stays on the table "
                    "for the next deal, and the blind hand is kept.")
        if result.end == "fold":
            return f"Everyone else folded: {result.winner} takes the pot of {result.pot} without showing."
        ending = hand.betting.ending if hand is not None else None
        lines = []
        if ending is not None and ending.seer is not None:
            seer = self.game.players[ending.seer]
            if seer not in result.shown:
                lines.append(f"{seer} concedes: that hand is not shown.")
        if ending is not None and ending.coverer is not None:
            coverer = self.game.players[ending.coverer]
            if coverer not in result.shown:
                lines.append(f"{coverer} covered the pot and concedes: that hand is not shown.")
        lines.append(f"{result.winner} wins the pot of {result.pot}.")
        if result.side_pot:
            lines.append(f"{result.side_pot['winner']} wins the side pot of {result.side_pot['amount']}.")
        return "\n".join(lines)

    def action_next(self) -> None:
        self.app.advance()  # type: ignore[attr-defined]
