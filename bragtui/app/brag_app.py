"""The app shell: one game, the flow between screens, autosave after every action.

The flow is hot-seat: before a human player's turn, when the screen shows
another player's private cards or the turn would open on the player's own, an
opaque hand-off screen asks for the terminal to be passed. A resumed game
always starts with one. Screens never read the game directly except through
the acting seat's view (or the public view of a finished hand).
"""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from bragtui.core.brag_game import BragGame
from bragtui.core.errors import BragError
from bragtui.core.history import save_history
from bragtui.core.rules import Rules


class BragApp(App[None]):
    """Hot-seat Brag for players sharing one terminal."""

    CSS_PATH = "app.tcss"
    TITLE = "bragtui"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [
        Binding("g", "ledger", "Ledger"),
        Binding("r", "rules", "Rules"),
        Binding("h", "rankings", "Rankings"),
        Binding("q", "request_quit", "Quit"),
    ]
    MIN_SIZE = (80, 24)

    def __init__(self, game: BragGame | None = None, *, save_path: Path | None = None,
                 ascii: bool = False, rules_for: dict[str, Rules] | None = None,
                 seed: int | None = None):
        super().__init__()
        self.game = game
        self.save_path = save_path
        self.ascii = ascii
        self.rules_for = rules_for or {}
        self.seed = seed
        self.viewer: int | None = None
        """The seat whose turn is on screen, and so whose private cards the screen may show."""
        self.showdown_shown = 0
        """The number of the last hand whose ending has been shown."""
        self.handoff_due = False
        """Hand off before the next turn whatever the screen shows (a resumed game)."""

    # --- start ------------------------------------------------------------------------------

    def get_default_screen(self) -> Screen:
        """The game's first screen is the app's bottom screen: nothing is built only to be covered."""
        if self.game is None:
            return super().get_default_screen()
        self.showdown_shown = 0 if not self.game.hand_over else len(self.game.results) - 1
        # A game already under way may have been left with anyone at the terminal.
        self.handoff_due = bool(self.game.hands)
        step = self._next_step()
        if step is None:
            return super().get_default_screen()
        screen = self._build(step)
        self._prepare(screen, step)
        return screen

    def on_mount(self) -> None:
        if self.game is None:
            from bragtui.app.screens.setup_screen import SetupScreen

            self.push_screen(SetupScreen(self.rules_for), self._start_from_setup)

    def _start_from_setup(self, choice: tuple[str, list[str]] | None) -> None:
        if choice is None:
            self.exit()
            return
        from bragtui.core.history import controller_for

        variant, names = choice
        self.game = controller_for(variant)(variant, names, self.rules_for[variant], seed=self.seed)
        if self.save_path is None:
            from bragtui.app.saves import new_save_path

            self.save_path = new_save_path(variant)
        self.advance()

    # --- the flow ---------------------------------------------------------------------------

    def advance(self) -> None:
        """Show what comes next: a hand's ending, a hand-off, or the table for the seat to act."""
        step = self._next_step()
        if step is None:
            return
        name, screen_class, seat = step
        current = self.screen
        if seat is not None and getattr(current, "seat", None) == seat and type(current) is screen_class:
            current.refresh_view()  # type: ignore[attr-defined]
        else:
            self._prepare(self._show(name, lambda: self._build(step)), step)

    def _next_step(self) -> tuple[str, type[Screen], int | None] | None:
        """Move the game on to what must be shown next: its screen's name and class, and the seat
        it is for (``None`` if the app is leaving because the game is over)."""
        game = self.game
        assert game is not None
        if game.hand is not None and game.hand_over and self.showdown_shown < len(game.results):
            self.showdown_shown = len(game.results)
            self.viewer = None
            return self._ending_screen()
        if game.hand_over:
            if game.game_over:
                self.exit(message=self.game_over_message())
                return None
            game.start_hand()
            self.autosave()
        actor = game.to_act
        assert actor is not None
        if self.viewer != actor and self._handoff_needed(actor):
            from bragtui.app.screens.handoff_screen import HandoffScreen

            self.viewer = None
            self.handoff_due = False
            return "handoff", HandoffScreen, actor
        self.viewer = actor
        kind, screen_class = self._turn_screen(actor)
        return f"{kind}-{actor}", screen_class, actor

    @staticmethod
    def _build(step: tuple[str, type[Screen], int | None]) -> Screen:
        """A new screen for a step: a turn screen is made for its seat."""
        name, screen_class, seat = step
        if seat is None or name == "handoff":
            return screen_class()
        return screen_class(seat)  # type: ignore[call-arg]

    def _prepare(self, screen: Screen, step: tuple[str, type[Screen], int | None]) -> None:
        """The hand-off, built once and reused, is told each time whom the terminal goes to."""
        name, _, seat = step
        if name == "handoff":
            screen.hand_to(self.game.players[seat], seat)  # type: ignore[attr-defined, union-attr, index]

    def _handoff_needed(self, actor: int) -> bool:
        """Pass the terminal when the screen shows someone's cards, or the actor's turn would show theirs.

        Otherwise nothing private is on screen before or at the start of the turn
        (blind players see only backs), and the table comes up straight away.
        """
        viewer = self.viewer
        return (self.handoff_due or (viewer is not None and self._cards_on_view(viewer))
                or self._cards_on_view(actor))

    def _cards_on_view(self, seat: int) -> bool:
        return bool(getattr(self.game.view(seat), "cards", None))  # type: ignore[union-attr]

    def _turn_screen(self, actor: int):
        """The screen for the acting seat's turn in this variant and phase."""
        game = self.game
        if game.variant == "crash":
            from bragtui.app.screens.arrange_screen import ArrangeScreen

            return "arrange", ArrangeScreen
        if getattr(game.hand, "phase", "betting") == "exchange":
            from bragtui.app.screens.exchange_screen import ExchangeScreen

            return "exchange", ExchangeScreen
        from bragtui.app.screens.table_screen import TableScreen

        return "table", TableScreen

    def _ending_screen(self) -> tuple[str, type[Screen], None]:
        """The end of a hand: a see or fold-out, a showdown for lives, or Crash's positions."""
        game = self.game
        if game.variant == "crash":
            from bragtui.app.screens.crash_showdown_screen import CrashShowdownScreen

            return "crash-showdown", CrashShowdownScreen, None
        if getattr(game, "for_lives", False):
            from bragtui.app.screens.lives_showdown_screen import LivesShowdownScreen

            return "lives-showdown", LivesShowdownScreen, None
        from bragtui.app.screens.showdown_screen import ShowdownScreen

        return "showdown", ShowdownScreen, None

    def game_over_message(self) -> str:
        winner = getattr(self.game, "game_winner", None)
        if winner:
            return f"{winner} wins the game."
        return "The game is over: fewer than two players can pay the ante."

    def handed_over(self, seat: int) -> None:
        """The player at ``seat`` has the terminal now."""
        self.viewer = seat
        self.advance()

    def _show(self, name: str, build):
        """Bring up the named screen, built once and reused (a player's table keeps its widgets)."""
        if not self.is_screen_installed(name):
            self.install_screen(build(), name)
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            if self.screen is not self.get_screen(name):
                self.switch_screen(name)
        else:
            self.push_screen(name)
        return self.get_screen(name)

    def perform(self, text: str) -> str | None:
        """Apply an action for the seat on screen; returns the refusal, or ``None`` if applied."""
        assert self.game is not None
        try:
            self.game.act(text)
        except BragError as error:
            return str(error)
        self.autosave()
        self.advance()
        return None

    def autosave(self) -> None:
        if self.game is not None and self.save_path is not None:
            save_history(self.game, self.save_path)

    # --- screens reachable from anywhere ------------------------------------------------------

    def action_ledger(self) -> None:
        from bragtui.app.screens.ledger_modal import LedgerModal

        if self.game is not None:
            self.push_screen(LedgerModal())

    def action_rules(self) -> None:
        from bragtui.app.screens.rules_modal import RulesModal

        rules = self.game.rules if self.game is not None else next(iter(self.rules_for.values()), None)
        if rules is not None:
            self.push_screen(RulesModal(rules))

    def action_rankings(self) -> None:
        from bragtui.app.screens.rankings_modal import RankingsModal

        self.push_screen(RankingsModal())

    def action_request_quit(self) -> None:
        from bragtui.app.screens.quit_modal import QuitModal

        def done(quit_now: bool | None) -> None:
            if quit_now:
                self.exit()  # the command that started the app says where the game is saved

        self.push_screen(QuitModal(self.save_path), done)


def make_app(game: BragGame | None = None, **options) -> BragApp:
    """Build the app: used by ``brag play``, ``brag resume``, the tests and the gallery."""
    return BragApp(game, **options)
