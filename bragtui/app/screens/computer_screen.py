"""A computer player's turn: the table as the person at the terminal may see it, while the
computer plays. No key acts here: only the ledger, rules, rankings and quit open."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.screens.base import BragScreen, screen_css, turn_header
from bragtui.app.screens.table_screen import log_markup
from bragtui.app.variant_screens import standing
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import Column, seat_styles, seats_markup
from bragtui.card_render import hand_text
from bragtui.core import ranking
from bragtui.core.hands import evaluate
from bragtui.core.variants import title_of
from bragtui.core.view import View


def seat_names(view: View, away: Sequence[bool] = ()) -> Column:
    """The players' names, marking the dealer, anyone away and the seat to act."""
    dealer = view.dealer
    return Column("Player", tuple(name + (" (dealer)" if index == dealer else "")
                                  + (" (away)" if index < len(away) and away[index] else "")
                                  + (" ◀" if index == view.to_act else "") for index, name in enumerate(view.players)))


def rows_with_state(columns: tuple[Column, ...], view: View) -> str:
    """A seat list whose rows each have a state: folded and out seats dimmed, the watcher's bold."""
    return seats_markup(columns, seat_styles(view.seats, view.seat, standing(view).out))


def own_seat_bold(columns: tuple[Column, ...], view: View) -> str:
    """A seat list with the watcher's own seat bold."""
    return seats_markup(columns, tuple("b" if index == view.seat else "" for index in range(len(view.players))))


def own_cards_line(view: View, ascii: bool, wild: str, names_hand: bool = True, box: bool = False) -> str:
    """The watching person's own cards, if their view shows them (with what they make, for a hand
    of three to five cards, in a family that ``names_hand``)."""
    if view.seat is None:
        return ""
    cards = view.cards
    if view.my_set:  # a set-hand game's hands, once set
        hands = " / ".join(hand_text(ranking.reading_order(group), ascii) for group in view.my_set)
        return f"Your hands ({escape(view.name)}): {hands}"
    if cards:
        made = f"  [b]{evaluate(cards, wild, box=box).describe()}[/b]" if names_hand and 3 <= len(cards) <= 5 else ""
        return f"Your cards ({escape(view.name)}): {hand_text(list(cards), ascii)}{made}"
    if cards is None and view.card_count and view.seats[view.seat].status == "blind":
        return f"Your cards ({escape(view.name)}): face down, unseen"
    return ""


class ComputerTurnScreen(BragScreen):
    """A computer seat is playing: its name, the table and the log, as the watcher may see them."""

    DEFAULT_CSS = screen_css("table.tcss")

    def __init__(self) -> None:
        super().__init__()
        self.seat = -1
        """The computer seat whose turn it is."""

    def compose(self) -> ComposeResult:
        yield Static(id="table")
        yield KeyBar(keys_text(self))

    def show_turn(self, seat: int) -> None:
        """Show the turn of the computer at ``seat``."""
        self.seat = seat
        if self.is_mounted:
            self.refresh_view()

    def refresh_view(self) -> None:
        if self.seat >= 0:
            self.query_one("#table", Static).update(self._panel(), layout=False)

    def _doing(self, computer: bool) -> str:
        """What the seat to act is doing: a computer playing, a person thinking, or nobody there."""
        app = self.app
        if computer:
            return f"is the computer ({escape(app.computer_label(self.seat))}), playing now"
        return "is thinking" if app.seat_connected(self.seat) else "is disconnected; their seat waits"

    def _panel(self) -> str:
        """The computer's name, the seats, the pot or centre, the watcher's own cards, a line on
        what the person may do meanwhile, and as much of the log as fits."""
        app = self.app
        view = self.game.view(app.watcher())
        name = view.players[self.seat]
        computer = self.seat in app.computers
        header = turn_header(name, "(computer) to act" if computer else "to act",
                             f"{title_of(view.variant)} · hand {view.hand_number}", app.size.width, app.ascii)
        family = app.watched(view.variant)
        sections = [header, family.watch_seats(view, app.away())]
        lying = (family.table_line(view, app.ascii),
                 own_cards_line(view, app.ascii, self.game.rules.wild, family.names_hand, self.game.rules.box))
        sections += [text for text in lying if text]
        sections.append(f"{escape(name)} {self._doing(computer)}. You may open the ledger (g), the rules (r) or "
                        "the rankings (h).")
        used = sum(section.count("\n") + 1 for section in sections) + 2  # the hint wraps; the key bar
        room = app.size.height - 2 - used
        gap = "\n\n" if room - len(sections) >= 3 else "\n"
        log_room = room - (len(sections) if gap == "\n\n" else 1)
        return gap.join(sections) + f"{gap}[dim]{log_markup(view.log, view.players, app, log_room)}[/dim]"
