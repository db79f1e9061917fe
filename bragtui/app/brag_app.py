"""The app shell: one game, the flow between screens, autosave after every action.

The flow is hot-seat: before a human player's turn, when the screen shows
another player's private cards or the turn would open on the player's own, an
opaque hand-off screen asks for the terminal to be passed. A resumed game
always starts with one. Screens never read the game directly except through
the acting seat's view (or the public view of a finished hand).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from bragtui.core.errors import BragError
from bragtui.core.history import save_history
from bragtui.core.rules import Rules
from bragtui.core.variants import get_variant

if TYPE_CHECKING:
    from bragtui.app.screens.base import BragScreen
    from bragtui.core.actions import Action
    from bragtui.core.game import Game


class Step(NamedTuple):
    """What the flow shows next: the installed screen's name, its class, and the seat it is for
    (a turn's seat, or whom the hand-off is for; ``None`` for a hand's ending)."""

    name: str
    screen_class: type[BragScreen]
    seat: int | None


class BragApp(App[None]):
    """Hot-seat Brag for players sharing one terminal."""

    CSS_PATH = "app.tcss"
    TITLE = "bragtui"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("g", "ledger", "Ledger"),
        Binding("r", "rules", "Rules"),
        Binding("h", "rankings", "Rankings"),
        Binding("q", "request_quit", "Quit"),
    ]
    MIN_SIZE = (80, 24)

    def __init__(self, game: Game | None = None, *, save_path: Path | None = None,
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
        """How many hands' endings have been shown."""
        self.handoff_due = False
        """Hand off before the next turn whatever the screen shows (a resumed game)."""

    # --- start ------------------------------------------------------------------------------

    def get_default_screen(self) -> Screen:
        """The game's first screen is the app's bottom screen: nothing is built only to be covered."""
        if self.game is None:
            return super().get_default_screen()
        self.showdown_shown = len(self.game.results) - (1 if self.game.result is not None else 0)
        # A game already under way may have been left with anyone at the terminal.
        self.handoff_due = self.game.view(None).hand_number > 0
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
        variant, names = choice
        self.game = get_variant(variant).controller_class()(variant, names, self.rules_for[variant],
                                                           seed=self.seed)
        if self.save_path is None:
            from bragtui.app.saves import new_save_path

            self.save_path = new_save_path(variant)
        self.advance()

    # --- the flow ---------------------------------------------------------------------------

    def _game(self) -> Game:
        assert self.game is not None, "the flow runs only once there is a game"
        return self.game

    def advance(self) -> None:
        """Show what comes next: a hand's ending, a hand-off, or the table for the seat to act."""
        from bragtui.app.screens.base import TurnScreen

        step = self._next_step()
        if step is None:
            return
        current = self.screen
        if isinstance(current, TurnScreen) and current.seat == step.seat and type(current) is step.screen_class:
            current.refresh_view()
        else:
            self._prepare(self._show(step.name, lambda: self._build(step)), step)

    def _next_step(self) -> Step | None:
        """Move the game on to what must be shown next (``None`` if the app is leaving because the
        game is over)."""
        game = self._game()
        if game.result is not None and self.showdown_shown < len(game.results):
            self.showdown_shown = len(game.results)
            self.viewer = None
            return self._ending_step()
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
            return Step("handoff", HandoffScreen, actor)
        self.viewer = actor
        return self._turn_step(actor)

    @staticmethod
    def _build(step: Step) -> BragScreen:
        """A new screen for a step: a turn screen is made for its seat."""
        from bragtui.app.screens.base import TurnScreen

        if issubclass(step.screen_class, TurnScreen):
            assert step.seat is not None
            return step.screen_class(step.seat)
        return step.screen_class()

    def _prepare(self, screen: Screen, step: Step) -> None:
        """The hand-off, built once and reused, is told each time whom the terminal goes to."""
        from bragtui.app.screens.handoff_screen import HandoffScreen

        if isinstance(screen, HandoffScreen) and step.seat is not None:
            screen.hand_to(self._game().players[step.seat], step.seat)

    def _handoff_needed(self, actor: int) -> bool:
        """Pass the terminal when the screen shows someone's cards, or the actor's turn would show theirs.

        Otherwise nothing private is on screen before or at the start of the turn
        (blind players see only backs), and the table comes up straight away.
        """
        viewer = self.viewer
        return (self.handoff_due or (viewer is not None and self._cards_on_view(viewer))
                or self._cards_on_view(actor))

    def _cards_on_view(self, seat: int) -> bool:
        return bool(self._game().view(seat).has_private_cards)

    def _turn_step(self, actor: int) -> Step:
        """The screen for the acting seat's turn, by the phase of its view."""
        from bragtui.app.variant_screens import turn_screen

        kind, screen_class = turn_screen(self._game().view(actor).phase)
        return Step(f"{kind}-{actor}", screen_class, actor)

    def _ending_step(self) -> Step:
        """The end of a hand, by what the variant is played for."""
        from bragtui.app.variant_screens import ending_screen

        name, screen_class = ending_screen(self._game().variant)
        return Step(name, screen_class, None)

    def game_over_message(self) -> str:
        """The line the app leaves with when no further hand can be dealt."""
        winner = self._game().game_winner
        if winner:
            return f"{winner} wins the game."
        return "The game is over: fewer than two players can pay the ante."

    def handed_over(self, seat: int) -> None:
        """The player at ``seat`` has the terminal now."""
        self.viewer = seat
        self.advance()

    def _show(self, name: str, build: Callable[[], Screen]) -> Screen:
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

    def apply(self, action: Action) -> str | None:
        """Apply a seat's action; returns the refusal, or ``None`` if applied (then saved, and the
        flow moves on)."""
        try:
            self._game().apply(action)
        except BragError as error:
            return str(error)
        self.autosave()
        self.advance()
        return None

    def autosave(self) -> None:
        """Write the game to its save file, if it has one."""
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


def make_app(game: Game | None = None, **options) -> BragApp:
    """Build the app: used by ``brag play``, ``brag resume``, the tests and the gallery."""
    return BragApp(game, **options)
