"""The table: seats, pot and stake, the acting player's own cards, and their legal actions."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.card_render import card_class, card_lines
from bragtui.core.hands import evaluate

CARD_COLOURS = {"red": "$error", "black": "$foreground", "back": "$primary", "joker": "$warning"}
"""The theme colour of each card class (the suit glyph or letter tells suits apart too)."""

# Each footer action and the verb of the controller it stands for.
ACTION_VERBS = {"look": "look", "old": None, "new": None, "keep": "keep", "throw": "throw",
                "discard": "discard", "bet": "bet", "least": "bet", "fold": "fold", "see": "see",
                "cover": "cover"}


class TableScreen(TurnScreen):
    """The table as the acting seat may see it."""

    DEFAULT_CSS = screen_css("table.tcss")

    BINDINGS = [
        Binding("l", "look", "Look"),
        Binding("o", "old", "Old hand"),
        Binding("n", "new", "New hand"),
        Binding("k", "keep", "Keep"),
        Binding("t", "throw", "Throw"),
        Binding("d", "discard", "Discard"),
        Binding("b", "bet", "Bet…"),
        Binding("m", "least", "Bet least"),
        Binding("f", "fold", "Fold"),
        Binding("s", "see", "See"),
        Binding("c", "cover", "Cover"),
    ]

    def __init__(self, seat: int):
        super().__init__(seat)
        self._drawn: tuple[object, str] | None = None
        """The view and message last drawn: the same again needs no redrawing."""
        self._drawn_height = 0

    def compose(self) -> ComposeResult:
        # One panel of text and the key bar, filled as they are made: the first frame needs a
        # single layout, and every widget (or frame) fewer is time saved at each hand-off.
        table = self._table_text()
        assert table is not None
        yield Static(table, id="table")
        yield KeyBar(keys_text(self))

    def on_screen_resume(self) -> None:
        self.message = ""

    def on_resize(self, event: events.Resize) -> None:
        # How much of the log fits depends on the height; the first resize, as the screen
        # appears, finds it drawn for the right height already.
        if event.size.height != self._drawn_height:
            self._drawn = None
            self.refresh_view()

    # --- rendering -------------------------------------------------------------------------------

    def refresh_view(self) -> None:
        table = self._table_text()
        if table is None:
            return
        self.query_one("#table", Static).update(table, layout=False)  # it fills the screen whatever its text
        self.refresh_bindings()

    def _table_text(self) -> str | None:
        """The panel's markup for the seat's current view, or ``None`` if that is already drawn."""
        view = self.game.table_view(self.seat)
        if self._drawn == (view, self.message):
            return None
        self._drawn = (view, self.message)
        variant = self.game.variant.replace("-", " ").title()
        title = escape(f"{view.name} to act · {variant} Brag · hand {view.hand_number}")
        pot = f"Pot {view.pot}"
        if view.side_pot:
            pot += f" · side pot {view.side_pot}"
        if view.bet_made:
            pot += f" · stake {view.stake} (blind {-(-view.stake // 2)})"
        else:
            pot += " · no bet yet"
        above = "\n\n".join((f"[b $accent]{title}[/]", self._seats_table(view), f"[b]{pot}[/b]",
                              self._cards(view), self._hint(view)))
        # The latest public actions, as many as fit under the rest (at most six, at least one).
        self._drawn_height = self.app.size.height
        room = self._drawn_height - 1 - above.count("\n") - 3
        log = "\n".join(escape(line) for line in view.log[-max(1, min(6, room)):]) or "The cards are dealt."
        return f"{above}\n\n[dim]{log}[/dim]"

    def _seats_table(self, view) -> str:
        """The seats clockwise in aligned columns: the seat to act marked, folded seats dimmed."""
        stacks = any(s.stack is not None for s in view.seats)
        header = ("Player", "State", "Bet this hand", "Stack" if stacks else "Balance")
        rows = [(seat.name + (" (dealer)" if seat.dealer else "") + (" ◀" if index == view.to_act else ""),
                 seat.status + (", two hands" if seat.two_hands else ""), str(seat.paid),
                 str(seat.stack) if seat.stack is not None else f"{seat.balance:+d}")
                for index, seat in enumerate(view.seats)]
        widths = [max(len(row[column]) for row in [header, *rows]) for column in range(4)]
        styles = ["b"] + ["dim" if seat.status in ("folded", "out") else ("b" if index == view.seat else "")
                         for index, seat in enumerate(view.seats)]
        lines = []
        for row, style in zip([header, *rows], styles):
            line = escape("   ".join((row[0].ljust(widths[0]), row[1].ljust(widths[1]), row[2].rjust(widths[2]),
                                      row[3].rjust(widths[3]))))
            lines.append(f"[{style}]{line}[/{style}]" if style else line)
        return "\n".join(lines)

    def _cards(self, view) -> str:
        """The acting seat's cards side by side (backs while blind), and what they make."""
        ascii = self.app.ascii  # type: ignore[attr-defined]
        shown = list(view.cards) if view.cards is not None else [None] * view.card_count
        drawn = [(CARD_COLOURS[card_class(card)], card_lines(card, ascii)) for card in shown]
        rows = [" ".join(f"[{colour}]{lines[row]}[/]" for colour, lines in drawn) for row in range(3)]
        if view.cards is not None and len(view.cards) >= 3:
            name = evaluate(view.cards, self.game.rules.wild).describe()
        elif view.cards is not None:
            name = ""
        else:
            name = "Blind: your cards are face down"
        rows[1] += f"  [b]{name}[/b]"
        return "\n".join(rows)

    def _hint(self, view) -> str:
        verbs = {c.verb: c for c in view.legal}
        if self.message:
            return f"[b red]{escape(self.message)}[/]"
        if "choose" in verbs:
            return "Keep one of your two blind hands, unseen: o for the old hand, n for the new."
        if "keep" in verbs:
            return "Keep this hand (k) and fold the other unseen, or throw it (t) and stay blind."
        if "discard" in verbs:
            count = verbs["discard"].cards
            return f"Discard {count} card{'s' if count != 1 else ''} to keep three: press d."
        if "look" in verbs and verbs["look"].options:
            return "You hold two blind hands: o to look at the old one, n at the new one, or bet blind."
        parts = []
        if "look" in verbs:
            parts.append("l to look at your cards, or bet blind at half the stake")
        if "bet" in verbs:
            bet = verbs["bet"]
            parts.append(f"bet {bet.least} to {bet.most}")
        if "see" in verbs:
            parts.append(f"see for {verbs['see'].least}")
        if "cover" in verbs:
            parts.append(f"cover the pot with your last {verbs['cover'].least}")
        return "You may " + "; ".join(parts) + "." if parts else ""

    # --- actions ---------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only legal actions are offered: the others are hidden from the footer and do nothing."""
        if action not in ACTION_VERBS:
            return True
        verbs = {c.verb: c for c in self.game.legal_actions(self.seat)}
        if action in ("old", "new"):
            return "choose" in verbs or ("look" in verbs and bool(verbs["look"].options))
        if action == "look":
            return "look" in verbs and not verbs["look"].options
        return ACTION_VERBS[action] in verbs

    def action_look(self) -> None:
        self._do("look")

    def _old_or_new(self, which: str) -> None:
        verbs = {c.verb for c in self.game.legal_actions(self.seat)}
        self._do(f"choose {which}" if "choose" in verbs else f"look {which}")

    def action_old(self) -> None:
        self._old_or_new("old")

    def action_new(self) -> None:
        self._old_or_new("new")

    def action_keep(self) -> None:
        self._do("keep")

    def action_throw(self) -> None:
        self._do("throw")

    def action_fold(self) -> None:
        self._do("fold")

    def action_see(self) -> None:
        self._do("see")

    def action_cover(self) -> None:
        self._do("cover")

    def action_least(self) -> None:
        bet = next(c for c in self.game.legal_actions(self.seat) if c.verb == "bet")
        self._do(f"bet {bet.least}")

    def action_bet(self) -> None:
        from bragtui.app.screens.bet_modal import BetModal

        view = self.game.table_view(self.seat)
        bet = next(c for c in view.legal if c.verb == "bet")
        blind = view.seats[self.seat].status == "blind"

        def placed(amount: int | None) -> None:
            if amount is not None:
                self._do(f"bet {amount}")

        if not self.app.is_screen_installed("bet"):
            self.app.install_screen(BetModal(), "bet")
        prompt = self.app.get_screen("bet")
        assert isinstance(prompt, BetModal)
        prompt.configure(bet.least, bet.most, blind, view.stake if view.bet_made else None)
        self.app.push_screen(prompt, placed)

    def action_discard(self) -> None:
        from bragtui.app.screens.discard_modal import DiscardModal

        view = self.game.table_view(self.seat)
        choice = next(c for c in view.legal if c.verb == "discard")

        def chosen(cards: list[str] | None) -> None:
            if cards:
                self._do("discard " + " ".join(cards))

        self.app.push_screen(DiscardModal(list(view.cards or ()), choice.cards or 1, self.game.rules.wild,
                                          self.app.ascii), chosen)  # type: ignore[attr-defined]
