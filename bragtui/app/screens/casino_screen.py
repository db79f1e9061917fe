"""Casino Brag: stake against the house, then play or fold the hand in front of you."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.widgets import Static

from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.screens.bet_modal import BetModal
from bragtui.app.screens.table_screen import card_rows, log_markup, wrapped_lines
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import Column, player_column, seat_styles, seats_markup
from bragtui.app.wording import signed
from bragtui.core.actions import Choice
from bragtui.core.cards import Card
from bragtui.core.casino.actions import Ante, PairPlus, Play, Stand
from bragtui.core.casino.casino_odds import best_play
from bragtui.core.casino.view import CasinoView
from bragtui.core.hands import evaluate

ACTION_VERBS = {"ante": "ante", "least": "ante", "pair_plus": "pairplus", "stand": "stand", "play": "play",
                "fold": "fold", "advice": "play"}
"""Each key's action and the verb it stands for (the key bar offers only open ones)."""


def casino_columns(view: CasinoView, away: Sequence[bool] = ()) -> tuple[Column, ...]:
    """Who is to act (and who is away from a hosted table), each player's stakes and where they stand
    against the house."""
    return (player_column(view.seats, view.to_act, away),
            Column("State", tuple(seat.status for seat in view.seats)),
            Column("Ante", tuple(str(seat.ante) for seat in view.seats), right=True),
            Column("Pair plus", tuple(str(seat.pair_plus) for seat in view.seats), right=True),
            Column("Balance", tuple(signed(seat.balance) for seat in view.seats), right=True))


def casino_hint(verbs: dict[str, Choice]) -> str:
    """What the seat to act is asked to do."""
    if "ante" in verbs:
        ante = verbs["ante"]
        text = f"Put up your ante, {ante.least} to {ante.most}: a to choose, m for the least."
        if "pairplus" in verbs:
            text += " A pair plus bet (u), paid on your hand alone, goes before it."
        if "stand" in verbs:
            text += " Or stand (s) on your pair plus alone: no ante, and no part in the play."
        return text
    if "play" in verbs:
        return (f"Play (p), putting up {verbs['play'].least} more, or fold (f) and lose your ante. "
                "o shows the best play.")
    return ""


class CasinoScreen(TurnScreen[CasinoView]):
    """The table against the house as the acting seat may see it."""

    view_type = CasinoView

    ACTION_VERBS = ACTION_VERBS

    DEFAULT_CSS = screen_css("table.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "ante", "Ante…"),
        Binding("m", "least", "Least ante"),
        Binding("u", "pair_plus", "Pair plus…"),
        Binding("s", "stand", "Stand"),
        Binding("p", "play", "Play"),
        Binding("f", "fold", "Fold"),
        Binding("o", "advice", "Best play"),
    ]

    def __init__(self, seat: int):
        super().__init__(seat)
        self.view: CasinoView = self.seat_view()
        self.advice = ""
        """The best play for the cards in front of the seat, once asked for."""
        self._drawn: tuple[CasinoView, str, str, int] | None = None

    def compose(self) -> ComposeResult:
        yield Static(self._panel(), id="table")
        yield KeyBar(keys_text(self))

    def on_screen_resume(self) -> None:
        self.message = ""
        self.advice = ""

    def on_resize(self, event: events.Resize) -> None:
        self._drawn = None
        self.refresh_view()

    def refresh_view(self) -> None:
        self.view = self.seat_view()
        if self._drawn == (self.view, self.message, self.advice, self.coach_lines):
            return
        self.query_one("#table", Static).update(self._panel(), layout=False)
        self.refresh_bindings()

    def _panel(self) -> str:
        view = self.view
        self._drawn = (view, self.message, self.advice, self.coach_lines)
        staking = view.phase == "stake"
        header = self.header(view.name, "to stake" if staking else "to play or fold",
                             f"Casino Brag · hand {view.hand_number} · the house has {signed(view.house_balance)}")
        seats = seats_markup(casino_columns(view), seat_styles(view.seats, view.seat))
        hint = self.status(casino_hint({c.verb: c for c in view.legal}))
        if self.advice:
            hint += f"\n[b]{self.advice}[/b]"
        sections = [header, seats, self._cards(view), hint]
        width = self.app.size.width - 4
        used = 3 + len(view.seats) + 1 + 3 + wrapped_lines(Content.from_markup(hint).plain, width)
        room = self.room_height - 2 - used
        gap = "\n\n" if room >= len(sections) + 1 else "\n"
        log = log_markup(view.log, view.players, self.app, room - (len(sections) if gap == "\n\n" else 0))
        return gap.join(sections) + f"{gap}[dim]{log}[/dim]"

    def _cards(self, view: CasinoView) -> str:
        shown: list[Card | None] = list(view.cards) if view.cards else [None, None, None]
        rows = card_rows(shown, self.app.ascii)
        rows[1] += "  [b]" + (evaluate(view.cards).describe() if view.cards
                              else "Dealt face down: you see them once everyone has staked") + "[/b]"
        return "\n".join(rows)

    # --- actions ---------------------------------------------------------------------------------

    def _ask_amount(self, verb: str, then: type[Ante] | type[PairPlus], title: str) -> None:
        choice = self._legal()[verb]

        def placed(amount: int | None) -> None:
            if amount is not None:
                self._do(then(self.seat, amount))

        self.app.push_screen(BetModal(choice.least or 1, choice.most or 1, title=title), placed)

    def action_ante(self) -> None:
        if self._open("ante"):
            self._ask_amount("ante", Ante, "Your ante")

    def action_least(self) -> None:
        if self._open("least"):
            self._do(Ante(self.seat, self._legal()["ante"].least or 1))

    def action_pair_plus(self) -> None:
        if self._open("pair_plus"):
            self._ask_amount("pairplus", PairPlus, "Your pair plus bet")

    def action_stand(self) -> None:
        if self._open("stand"):
            self._do(Stand(self.seat))

    def action_play(self) -> None:
        if self._open("play"):
            self._do(Play(self.seat))

    def action_fold(self) -> None:
        if self._open("fold"):
            self.fold()

    def action_advice(self) -> None:
        """The best play for these cards, counted over every hand the house may hold."""
        if not self._open("advice"):
            return
        play = best_play(self.view.cards, self.game.rules)
        verdict = "play" if play.play else "fold"
        self.advice = (f"Best play: {verdict}. Playing returns {play.play_value:+.3f} a chip of ante "
                       f"on average, folding {play.fold_value:+.0f}.")
        self.refresh_view()
