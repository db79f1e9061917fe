"""The sideshow's private moment: one of its two players sees the other's hand, alone, before play
goes on (in hot seat behind a hand-off: the asked player first, then the asker)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.messages import Revealed
from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.screens.table_screen import card_rows
from bragtui.app.teen_patti.words import hand_name
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.core.cards import Card
from bragtui.core.rules import Rules
from bragtui.core.teen_patti.view import PACKED, TeenPattiView
from bragtui.core.variants import title_of


def private_moment(view: TeenPattiView) -> bool:
    """Whether the seat's view holds the other hand of a sideshow it has just taken part in."""
    return view.private is not None


class SideshowScreen(TurnScreen[TeenPattiView]):
    """Both hands of an accepted sideshow, for one of its two players: their own and the other's,
    by their Teen Patti names, and who packed. They are drawn from the seat's view as it was at
    that moment (the app keeps it), since the moment passes with the next action (over the network,
    another player may act meanwhile)."""

    view_type = TeenPattiView

    DEFAULT_CSS = screen_css("table.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "go_on", "Go on", priority=True)]

    def compose(self) -> ComposeResult:
        yield Static(id="table")
        yield KeyBar(keys_text(self))

    def refresh_view(self) -> None:
        view: TeenPattiView = self.app.owed_view(self.seat) or self.seat_view()
        if self.is_mounted:
            self.query_one("#table", Static).update(self._panel(view), layout=False)

    def _panel(self, view: TeenPattiView) -> str:
        private = view.private
        if private is None:  # not reached: the moment is owed only while the view holds it
            return "Nothing to see here."
        name, other = escape(view.name), escape(private.seat)
        rules, ascii = self.game.rules, self.app.ascii
        gone = next((seat.name for seat in view.seats if seat.status == PACKED
                     and seat.name in (view.name, private.seat)), None)
        outcome = ("You have the lower hand and pack." if gone == view.name
                   else f"{other} has the lower hand and packs." if gone is not None else "")
        parts = [self.header(view.name, "sees the sideshow", f"{title_of(view.variant)} · hand {view.hand_number}"),
                 f"[b $warning]Only {name} may see this screen: nobody else sees either hand.[/]",
                 f"Your hand ({name}):\n{self._hand(view.cards or (), rules, view, ascii)}",
                 f"{other}'s hand:\n{self._hand(private.cards, rules, view, ascii)}",
                 f"[b]{outcome}[/b]" if outcome else "",
                 "Press Enter to go on: this screen is cleared first."]
        return "\n\n".join(part for part in parts if part)

    @staticmethod
    def _hand(cards: tuple[Card, ...], rules: Rules, view: TeenPattiView, ascii: bool) -> str:
        rows = card_rows(list(cards), ascii)
        if cards:
            rows[1] += f"  [b]{hand_name(cards, rules, view.joker)}[/b]"
        return "\n".join(rows)

    def action_go_on(self) -> None:
        self.post_move(Revealed(self.seat, self.done_moving))
