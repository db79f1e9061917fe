"""The table: seats, pot and stake, the acting player's own cards, and their legal actions."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from bragtui.app.screens.base import BragScreen
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.card_render import card_class, card_lines
from bragtui.core.hands import evaluate

MAX_CARDS = 5

# Each footer action and the verb of the controller it stands for.
ACTION_VERBS = {"look": "look", "old": None, "new": None, "keep": "keep", "throw": "throw",
                "discard": "discard", "bet": "bet", "least": "bet", "fold": "fold", "see": "see",
                "cover": "cover"}


class TableScreen(BragScreen):
    """The table as the acting seat may see it."""

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
        super().__init__()
        self.seat = seat
        self.message = ""

    def compose(self) -> ComposeResult:
        yield from self.compose_too_small()
        yield TitleBar(id="title")
        with Vertical(id="table"):
            yield Static(id="seats")
            yield Static(id="pot")
            with Horizontal(id="hand-row"):
                with Horizontal(id="cards"):
                    for _ in range(MAX_CARDS):
                        yield Static(classes="card back")
                yield Static(id="hand-name")
            yield Static(id="hint")
            yield Static(id="log")
        yield KeyBar()

    def on_screen_resume(self) -> None:
        self.message = ""

    # --- rendering -------------------------------------------------------------------------------

    def refresh_view(self) -> None:
        view = self.game.table_view(self.seat)
        variant = self.game.variant.replace("-", " ").title()
        self.query_one("#title", TitleBar).show(f"{view.name} to act · {variant} Brag · hand {view.hand_number}")
        self.query_one("#seats", Static).update(self._seats_table(view))
        pot = f"Pot {view.pot}"
        if view.side_pot:
            pot += f" · side pot {view.side_pot}"
        if view.bet_made:
            pot += f" · stake {view.stake} (blind {-(-view.stake // 2)})"
        else:
            pot += " · no bet yet"
        self.query_one("#pot", Static).update(pot, layout=False)
        self._show_cards(view)
        self.query_one("#hint", Static).update(self._hint(view))
        lines = list(view.log[-6:]) or ["The cards are dealt."]
        self.query_one("#log", Static).update("\n".join(lines), layout=False)
        self.refresh_bindings()

    def _seats_table(self, view) -> Table:
        table = Table(expand=True, box=None, pad_edge=False, header_style="bold")
        stacks = any(s.stack is not None for s in view.seats)
        for column, justify in (("", "left"), ("Player", "left"), ("State", "left"), ("Bet this hand", "right"),
                                ("Stack" if stacks else "Balance", "right")):
            table.add_column(column, justify=justify)  # type: ignore[arg-type]
        for index, seat in enumerate(view.seats):
            marker = "▶" if index == view.to_act else ""
            name = seat.name + (" (dealer)" if seat.dealer else "")
            state = seat.status + (", two hands" if seat.two_hands else "")
            money = seat.stack if seat.stack is not None else f"{seat.balance:+d}"
            style = "dim" if seat.status in ("folded", "out") else ("bold" if index == view.seat else "")
            table.add_row(marker, name, state, str(seat.paid), str(money), style=style)
        return table

    def _show_cards(self, view) -> None:
        ascii = self.app.ascii  # type: ignore[attr-defined]
        shown = list(view.cards) if view.cards is not None else [None] * view.card_count
        for index, widget in enumerate(self.query_one("#cards", Horizontal).children):
            card = shown[index] if index < len(shown) else None
            wanted = index < len(shown)
            if widget.display != wanted:
                widget.display = wanted
            colour = card_class(card)
            if not widget.has_class(colour):
                widget.set_classes(f"card {colour}")
            assert isinstance(widget, Static)
            widget.update("\n".join(card_lines(card, ascii)), layout=False)
        name = self.query_one("#hand-name", Static)
        if view.cards is not None and len(view.cards) >= 3:
            name.update(evaluate(view.cards, self.game.rules.wild).describe())
        elif view.cards is not None:
            name.update("")
        else:
            name.update("Blind: your cards are face down")

    def _hint(self, view) -> str:
        verbs = {c.verb: c for c in view.legal}
        if self.message:
            return f"[b red]{self.message}[/]"
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

    def _do(self, words: str) -> None:
        name = self.game.players[self.seat]
        refusal = self.app.perform(f"{name} {words}")  # type: ignore[attr-defined]
        if refusal is not None:
            self.message = refusal
            self.refresh_view()
        else:
            self.message = ""

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
