"""Crash: set thirteen cards into up to four hands, each a pair or better, strongest first."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.markup import escape
from textual.widgets import Static

from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.card_render import card_label, hand_text
from bragtui.core import ranking
from bragtui.core.actions import Redeal, SetHands
from bragtui.core.cards import Card
from bragtui.core.arrangement import POSITIONS, check_arrangement, is_pair_or_better, order_hands
from bragtui.core.errors import IllegalAction
from bragtui.core.view import CrashView

HOW_TO_SET = ("←/→ and space (or a click) pick three cards; f forms a hand; u undoes the last;"
              " s suggests the best set; d sets your hands.")


def _described(cards: list[Card]) -> str:
    return ranking.describe(ranking.strength3(*cards))


def scores_line(view: CrashView) -> str:
    """Everyone's score and the target."""
    scores = "   ".join(f"{name} {score}" for name, score in zip(view.players, view.scores))
    return f"Scores (first to {view.target}): {scores}"


class ArrangeScreen(TurnScreen):
    """Pick three cards at a time to form hands; the hands stay sorted strongest first."""

    DEFAULT_CSS = screen_css("cards.tcss", "arrange.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "◀", show=False),
        Binding("right", "move(1)", "▶", show=False),
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
        self.view: CrashView = self.seat_view()
        """The seat's view as last drawn: the keys offered follow it."""
        self._hand_number = self.view.hand_number

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
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
        """Cards not yet in a formed hand, in the order dealt."""
        used = {c for group in self.hands for c in group}
        return [c for c in self.view.cards if c not in used]

    # --- rendering --------------------------------------------------------------------------------

    def refresh_view(self) -> None:
        view = self.view = self.seat_view()
        self._hand_number = view.hand_number
        self.query_one("#title", TitleBar).show(f"{view.name} to set · Crash · hand {view.hand_number}")
        self.query_one("#arrange-scores", Static).update(scores_line(view))
        self.query_one("#arrange-pool", Static).update(self._pool_markup())
        self.query_one("#arrange-hands", Static).update("\n".join(self._hands_lines()))
        hint = f"[b red]{escape(self.message)}[/]" if self.message else HOW_TO_SET
        self.query_one("#hint", Static).update(hint)
        self.refresh_bindings()

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
        lines = [f"{number}. {hand_text(group, ascii)}   {_described(group)}"
                 for number, group in enumerate(self.hands, start=1)]
        if len(self.picked) == 3:
            weak = "" if is_pair_or_better(self.picked) else " (weaker than a pair: cannot be set)"
            lines.append(f"Picked: {hand_text(self.picked, ascii)}   {_described(self.picked)}{weak}")
        elif self.picked:
            lines.append(f"Picked: {hand_text(self.picked, ascii)}")
        lines.append(f"{len(self.hands)} of {POSITIONS} hands formed; unused cards are discarded.")
        return lines

    # --- actions ----------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "form":
            return len(self.picked) == 3 and len(self.hands) < POSITIONS
        if action == "undo":
            return bool(self.hands)
        if action == "six_pairs":
            return any(c.verb == "redeal" for c in self.view.legal)
        return True

    def action_move(self, step: int) -> None:
        count = len(self.pool())
        if count:
            self.cursor = (self.cursor + step) % count
            self.refresh_view()

    def action_pick(self, index: int) -> None:
        self.cursor = index
        self.action_pick_here()

    def action_pick_here(self) -> None:
        pool = self.pool()
        if not pool:
            return
        card = pool[self.cursor]
        if card in self.picked:
            self.picked.remove(card)
        elif len(self.picked) < 3:
            self.picked.append(card)
        self.message = ""
        self.refresh_view()

    def action_form(self) -> None:
        if len(self.picked) != 3 or len(self.hands) >= POSITIONS:
            return
        try:
            check_arrangement(self.picked, [self.picked])
        except IllegalAction as refusal:
            self.message = str(refusal).replace("hand 1 ", "this hand ")
            self.refresh_view()
            return
        self.hands = order_hands([*self.hands, self.picked])
        self.picked = []
        self.message = ""
        self.refresh_view()

    def action_undo(self) -> None:
        if self.hands:
            self.hands.pop()
            self.refresh_view()

    def action_suggest(self) -> None:
        from bragtui.core.crash_solver import suggest

        view = self.view
        self.hands = suggest(list(view.cards), len(view.players) - 1, self.game.rules.scoring)
        self.picked = []
        self.message = "Suggested: the set with the most points on average against random hands."
        self.refresh_view()

    def action_done(self) -> None:
        self._do(SetHands(self.seat, tuple(tuple(group) for group in self.hands)))

    def action_six_pairs(self) -> None:
        self._do(Redeal(self.seat))
