"""The set-hand games: set the dealt cards as three-card hands, strongest first.

Crash sets up to four hands, each a pair or better, from thirteen cards; Seven,
Nine and Fifteen Card Brag set exactly two, three or five of any kind. The
screen keeps the hands formed in order, so a player here never fouls."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Static

from bragtui.app.screens.base import TurnScreen, refusal_text, screen_css
from bragtui.app.variant_screens import for_money
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.wording import glyph_cards, signed
from bragtui.card_render import card_label, hand_text
from bragtui.core import ranking
from bragtui.core.cards import Card
from bragtui.core.errors import IllegalAction
from bragtui.core.sethand.actions import Redeal, SetHands
from bragtui.core.sethand.arrangement import check_groups, is_pair_or_better, order_hands
from bragtui.core.sethand.crash_solver import suggest
from bragtui.core.sethand.view import ArrangeView
from bragtui.core.variants import title_of

HOW_TO_SET = ("←/→ (Home/End) and space (or a click) pick three cards; f forms a hand; u undoes the last;"
              " s suggests the best set; o sorts by suit or rank; d sets your hands.")


def _by_rank(card: Card) -> tuple[int, int]:
    return (-card.rank, card.suit)


def _by_suit(card: Card) -> tuple[int, int]:
    return (card.suit, -card.rank)


def _described(cards: list[Card]) -> str:
    return ranking.describe(ranking.strength3(*cards))


def _marked(names: Sequence[str], away: Sequence[bool]) -> list[str]:
    """The names, each marked when its person is away from a hosted table."""
    return [name + (" (away)" if index < len(away) and away[index] else "") for index, name in enumerate(names)]


def scores_line(view: ArrangeView, away: Sequence[bool] = ()) -> str:
    """Everyone's score and the target; in a game for money, the pot and everyone's balance.
    A person away from a hosted table is marked so."""
    names = _marked(view.players, away)
    if for_money(view):
        balances = "   ".join(f"{name} {signed(seat.balance)}" for name, seat in zip(names, view.seats, strict=True))
        pot = f"Pot {view.pot} · " if view.pot else f"Carried to the next deal: {view.carried_pot} · " \
            if view.carried_pot else ""
        return pot + f"Balances: {balances}"
    scores = "   ".join(f"{name} {score}" for name, score in zip(names, view.scores, strict=True))
    line = f"Scores (first to {view.target}): {scores}"
    if view.seats:  # Crash for money
        line += "   · " + "  ".join(f"{seat.name} {signed(seat.balance)}" for seat in view.seats)
    return line


def hands_note(view: ArrangeView, formed: int) -> str:
    """How many hands are formed of how many, and what happens to the cards left."""
    layout = view.layout
    if layout.fewer_allowed:
        return f"{formed} of {layout.hands} hands formed; unused cards are discarded."
    left = "; the card left over is discarded" if layout.discards == 1 else ""
    return f"{formed} of {layout.hands} hands formed{left}."


class ArrangeScreen(TurnScreen[ArrangeView]):
    """Pick three cards at a time to form hands; the hands stay sorted strongest first."""

    view_type = ArrangeView

    DEFAULT_CSS = screen_css("cards.tcss", "arrange.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "◀", show=False),
        Binding("right", "move(1)", "▶", show=False),
        Binding("home", "end(0)", "First", show=False),
        Binding("end", "end(-1)", "Last", show=False),
        Binding("o", "sort", "Sort"),
        Binding("space", "pick_here", "Pick"),
        Binding("f", "form", "Form hand"),
        Binding("u", "undo", "Undo hand"),
        Binding("s", "suggest", "Suggest"),
        Binding("d", "done", "Set"),
        Binding("x", "six_pairs", "Six pairs"),
    ]

    def __init__(self, seat: int):
        super().__init__(seat)
        self.hands: list[list[Card]] = []
        """The hands formed so far, strongest first."""
        self.picked: list[Card] = []
        self.cursor = 0
        self.by_suit = False
        """The cards are sorted by suit (``o``), else by rank."""
        self.view: ArrangeView = self.seat_view()
        """The seat's view as last drawn: the keys offered follow it."""
        self._hand_number = self.view.hand_number

    def compose(self) -> ComposeResult:
        yield Static(id="turn-header")
        with Vertical(id="arrange"):
            yield Static(id="arrange-scores")
            yield Static(id="arrange-pool")
            yield Static(id="arrange-hands")
            yield Static(id="hint")
        yield KeyBar()

    def on_screen_resume(self) -> None:
        # A new deal starts from nothing; a turn come back to in the same deal keeps its hands.
        number = self.seat_view().hand_number
        if number != self._hand_number:
            self.hands, self.picked, self.cursor = [], [], 0
        self._hand_number = number
        self.message = ""

    def pool(self) -> list[Card]:
        """Cards not yet in a formed hand, sorted by rank (or by suit)."""
        used = {c for group in self.hands for c in group}
        return sorted((c for c in self.view.cards if c not in used), key=_by_suit if self.by_suit else _by_rank)

    # --- rendering --------------------------------------------------------------------------------

    def refresh_view(self) -> None:
        view = self.view = self.seat_view()
        self._hand_number = view.hand_number
        self.query_one("#turn-header", Static).update(
            self.header(view.name, "to set", f"{title_of(view.variant)} · hand {view.hand_number}"))
        self.query_one("#arrange-scores", Static).update(scores_line(view, self.app.away()))
        self.query_one("#arrange-pool", Static).update(self._pool_markup())
        self.query_one("#arrange-hands", Static).update("\n".join(self._hands_lines()))
        self.query_one("#hint", Static).update(self.status(HOW_TO_SET))
        self.refresh_bindings()

    def on_resize(self, event: events.Resize) -> None:
        if self.is_mounted:
            self.refresh_view()

    def _pool_markup(self) -> str:
        """The cards left to pick from, each clickable, the picked ones reversed, the cursor marked."""
        pool = self.pool()
        if not pool:
            return "Every card is in a hand."
        self.cursor = min(self.cursor, len(pool) - 1)
        parts = []
        for index, card in enumerate(pool):
            face = card_label(card, self.app.ascii)
            text = f"[reverse]{face}[/]" if card in self.picked else face
            marker = "[b]›[/]" if index == self.cursor else "\u00a0"
            parts.append(f"{marker}[@click=screen.pick({index})]{text}[/]")
        return "Your cards:" + "\u00a0".join(parts)

    def _hands_lines(self) -> list[str]:
        """The hands formed, the cards picked for the next, and how many hands there are."""
        ascii = self.app.ascii
        lines = [f"{number}. {hand_text(ranking.reading_order(group), ascii)}   {_described(group)}"
                 for number, group in enumerate(self.hands, start=1)]
        if len(self.picked) == 3:
            weak = "" if is_pair_or_better(self.picked) or not self.view.layout.pair_or_better \
                else " (weaker than a pair: cannot be set)"
            lines.append(f"Picked: {hand_text(self.picked, ascii)}   {_described(self.picked)}{weak}")
        elif self.picked:
            lines.append(f"Picked: {hand_text(self.picked, ascii)}")
        lines.append(hands_note(self.view, len(self.hands)))
        return lines

    # --- actions ----------------------------------------------------------------------------------

    def offered(self, action: str) -> bool:
        """The key bar offers what can be done now; other keys, pressed, say why not."""
        if action == "form":
            return len(self.picked) == 3 and len(self.hands) < self.view.layout.hands
        if action == "undo":
            return bool(self.hands)
        if action == "six_pairs":
            return any(c.verb == "redeal" for c in self.view.legal)
        return True

    def _say(self, message: str) -> None:
        self.message = message
        self.refresh_view()

    def _all_formed(self) -> bool:
        """With no card left to pick, say so (the keys that move and pick have nothing to do)."""
        if self.pool():
            return False
        self._say("Every card is in a hand: d sets them, u undoes the last hand.")
        return True

    def action_move(self, step: int) -> None:
        if not self._all_formed():
            self.cursor = (self.cursor + step) % len(self.pool())
            self.refresh_view()

    def action_end(self, index: int) -> None:
        if not self._all_formed():
            self.cursor = index % len(self.pool())
            self.refresh_view()

    def action_sort(self) -> None:
        self.by_suit = not self.by_suit
        self.cursor = 0
        self._say(f"Sorted by {'suit' if self.by_suit else 'rank'}: o sorts by {'rank' if self.by_suit else 'suit'}.")

    def action_pick(self, index: int) -> None:
        self.cursor = index
        self.action_pick_here()

    def action_pick_here(self) -> None:
        if self._all_formed():
            return
        card = self.pool()[self.cursor]
        if card in self.picked:
            self.picked.remove(card)
        elif len(self.picked) < 3:
            self.picked.append(card)
        else:
            self._say("Three cards are picked: f forms them into a hand, or space on a picked card puts it back.")
            return
        self.message = ""
        self.refresh_view()

    def action_form(self) -> None:
        most = self.view.layout.hands
        if len(self.hands) >= most:
            self._say(f"All {most} hands are formed: d sets them, u undoes the last.")
            return
        if len(self.picked) != 3:
            self._say(f"Pick three cards with space first ({len(self.picked)} picked).")
            return
        try:
            check_groups(self.picked, [ranking.reading_order(self.picked)], self.view.layout, whole=False)
        except IllegalAction as refusal:
            # The core names cards by letters (7d); the screen draws them as everywhere else (7♦).
            reason = glyph_cards(str(refusal).replace("hand 1 ", "this hand "), ascii=self.app.ascii)
            self.message = refusal_text(reason)
            self.refresh_view()
            return
        self.hands = order_hands([*self.hands, self.picked])
        self.picked = []
        self.message = ""
        self.refresh_view()

    def action_undo(self) -> None:
        if not self.hands:
            self._say("No hand is formed yet: nothing to undo.")
            return
        self.hands.pop()
        self.message = ""
        self.refresh_view()

    def action_suggest(self) -> None:
        view = self.view
        opponents = max(1, sum(1 for out in view.out if not out) - 1)
        self.hands = suggest(list(view.cards), opponents, self.game.rules.scoring, view.layout)
        self.picked = []
        won = "points" if view.layout.fewer_allowed else "positions"  # Crash scores points
        self.message = f"Suggested: the set with the most {won} on average against random hands."
        self.refresh_view()

    def action_done(self) -> None:
        action = SetHands(self.seat, tuple(tuple(group) for group in self.hands))
        layout = self.view.layout
        if not layout.fewer_allowed and len(self.hands) < layout.hands:
            self._say(f"Form all {layout.hands} hands first ({len(self.hands)} formed): "
                      "f forms one from three picked cards, s suggests a set.")
            return
        if len(self.hands) < layout.hands:
            formed = len(self.hands)
            unused = len(self.view.cards) - 3 * formed
            self.confirm(f"Set {formed} hand{'s' if formed != 1 else ''} and discard {unused} cards?",
                         lambda: self._do(action))
            return
        self._do(action)

    def action_six_pairs(self) -> None:
        view = self.view
        if "redeal" not in view.refused and not any(c.verb == "redeal" for c in view.legal):
            self._say("This game has no new deal for six pairs: that is Crash's rule.")
            return
        if self.allowed("redeal"):
            self.confirm("Declare six pairs? The hand is dealt again by the same dealer.",
                         lambda: self._do(Redeal(self.seat)))
