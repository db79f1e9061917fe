"""The app shell: one game, the flow between screens, autosave after every action.

The flow is hot-seat: before a human player's turn, when the screen shows
another player's private cards or the turn would open on the player's own, an
opaque hand-off screen asks for the terminal to be passed. A resumed game
starts with one, unless it opens on a hand's public ending. Screens never read the game directly except through
the acting seat's view (or the public view of a finished hand).

Computer players take their turns on a screen of their own, showing the table
as the person at the terminal may see it: the terminal is never passed to or
from a computer, and with one person at the table it is never passed at all.
A computer decides off the UI's path (after a short pause, in a thread), from
its seat's view and legal actions only; an action of its that is refused is
shown, and its seat plays safe instead.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from textual import events, on
from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen, Screen

from bragtui.app import computers as computer_players
from bragtui.app.coach import show_coach
from bragtui.app.families import AppFamily, ending_screen, family_of, turn_screen
from bragtui.app.hot_seat import HotSeat
from bragtui.app.ledger import HandRow, concession_note
from bragtui.app.messages import Act, Continue, GoOn, HandedOver, OpenPractice, PlayAgain, Revealed, ShowRules
from bragtui.app.saves import new_save_path
from bragtui.app.screens import kinds
from bragtui.app.screens.base import BragScreen, EndingScreen, TurnScreen, refusal_text
from bragtui.app.screens.computer_screen import ComputerTurnScreen
from bragtui.app.screens.game_over_screen import another_hosted_game
from bragtui.app.screens.handoff_screen import HandoffScreen
from bragtui.app.screens.setup_screen import Setup, SetupScreen
from bragtui.app.screens.sized import TOO_SMALL
from bragtui.app.source import GameSource, LocalSource
from bragtui.app.variant_screens import no_winner_line
from bragtui.core.actions import Action
from bragtui.core.clock import REAL_CLOCK, Clock
from bragtui.core.errors import BragError
from bragtui.core.factory import new_game
from bragtui.core.game import Game
from bragtui.core.rules import Rules
from bragtui.players import PLAYOUTS, ComputerPlayer, Review
from bragtui.store.histories import read_history

LOOK_CHECK = 1.0
"""Seconds after the turn guard in which a look is confirmed first (a likely double press)."""

QUIT_KEYS = frozenset({"q", "ctrl+q", "ctrl+c"})
"""The keys that still work while the window is too small: leaving is always possible."""


class Step(NamedTuple):
    """What the flow shows next: the installed screen's name, its class, and the seat it is for
    (a turn's seat, or whom the hand-off is for; ``None`` for a hand's ending)."""

    name: str
    screen_class: type[BragScreen]
    seat: int | None


class BragApp(App[None]):
    """Hot-seat Brag for players sharing one terminal."""

    CSS_PATH = "app.tcss"
    review_playouts = PLAYOUTS
    """Play-outs of each decision a review opened at the game's end plays out (a scene uses fewer)."""
    TITLE = "bragtui"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("g", "ledger", "Ledger"),
        Binding("r", "rules", "Rules"),
        Binding("h", "rankings", "Rankings"),
        Binding("q", "request_quit", "Quit"),
        # Textual's own Ctrl+Q quits at once; during a game it asks, as q does.
        Binding("ctrl+q", "quit_key", "Quit", show=False, priority=True),
        Binding("slash", "talk", "Talk"),
        Binding("question_mark", "coach", "Coach", show=False),
    ]
    MIN_SIZE = (80, 24)

    def __init__(self, game: Game | None = None, *, save_path: Path | None = None,
                 ascii: bool = False, rules_for: dict[str, Rules] | None = None,
                 seed: int | None = None, guard: float = 0.0, fold_warning: bool = True,
                 names: list[str] | None = None, saved: list[Any] | None = None, pause: float = 0.0,
                 computers: tuple[int, str] = (0, "medium"), source: GameSource | None = None,
                 clock: Clock = REAL_CLOCK, coach: bool = False, coach_allowed: bool = True):
        super().__init__()
        self.source: GameSource = source if source is not None else LocalSource()
        """Where the game is held: here (hot-seat), or by a host this app shows one seat of."""
        self.game = game
        self.save_path = save_path
        self.ascii = ascii
        self.rules_for = rules_for or {}
        self.seed = seed
        """The seed the players chose, if they chose one (shown; a random game's is not)."""
        self.guard = guard
        """Seconds every key is ignored after an action, once the next screen is painted."""
        self.clock = clock
        """What the guard and a computer player's pause wait on (a test's own clock moves at once)."""
        self.fold_warning = fold_warning
        """Ask before a player who has looked folds a hand better than a pair."""
        self.names = names or []
        """Names given on the command line, for the setup screen to start from."""
        self.saved = saved
        self.setup_computers = computers
        """How many computer players the setup screen offers first, and at which level."""
        """The saved games the setup screen offers (``None``: read them from the saves folder)."""
        self.flow = HotSeat(self.people)
        """Who holds the terminal, and what comes next (no screen in it)."""
        self.keys_locked = False
        """Every key and click is ignored: an action was just taken and the next screen is not
        yet painted, or the guard has not passed."""
        self.unlocked_at = float("-inf")
        """When the guard last passed (by ``clock``)."""
        self.known_cards: dict[int, tuple[Any, ...]] = {}
        """Each seat's own cards as its own view last showed them this hand."""
        self.rows: list[HandRow] | None = None
        """The ledger's row for each hand ended (built on first use)."""
        self.generation = 0
        """Counts the games played in this app: each game's screens are its own."""
        self._guard_screen: Screen | None = None
        self._guard_wait = guard
        """How long the guard in force waits once its screen is painted."""
        self._look_check = True
        """Whether a look just after the guard in force asks first (not after a hand-off)."""
        self.pause = pause
        """Seconds a computer player's turn stays on screen before it acts."""
        self.computers: dict[int, ComputerPlayer] = {}
        """The computer player at each computer seat of the game."""
        self.rng = random.Random(seed)
        """The computer players' random stream."""
        self.computer_moves = 0
        """Counts the computer turns started: a turn that is no longer current does nothing."""
        self.held: int | None = None
        """The seat whose own screen stays up after its action (new cards to see) before the flow
        moves on."""
        self.computer_errors: list[str] = []
        """What each computer player's refused action was (shown as it happens)."""
        self.coach = coach
        """The coach's panel is shown on a person's own turn screen (``?`` turns it on and off)."""
        self.coach_allowed = coach_allowed
        """Whether the coach may be used here (a hosted table's house rule ``coach`` says)."""
        self._moments: set[tuple[int, int, int]] = set()
        """Each private moment owed to a seat so far (seat, hand, log length): owed once only."""
        self.owed: dict[int, Any] = {}
        """The view of each seat owed a private screen, as it was at that moment."""

    # --- start ------------------------------------------------------------------------------

    def get_default_screen(self) -> Screen:
        """The game's first screen is the app's bottom screen: nothing is built only to be covered."""
        if self.game is None:
            return super().get_default_screen()
        self._seat_computers()
        self.flow.start(self.game)
        self._owe_reveals()  # a game resumed at a private moment
        step = self._next_step()
        if step is None:
            return super().get_default_screen()
        screen = self._build(step)
        self._prepare(screen, step)
        return screen

    def on_mount(self) -> None:
        self.source.attach(self)
        if self.game is None and self.source.drives_turns:
            self.open_first_screen()
        elif self.coach:
            self.call_after_refresh(self.show_coach)  # the first turn screen was built before the app ran

    def open_first_screen(self) -> None:
        """With no game yet: the screen that chooses one (the setup screen)."""
        self.push_screen(SetupScreen(self.rules_for, self.names, self.seed, self.saved,
                                     self.setup_computers), self._start_from_setup)

    def _start_from_setup(self, choice: Setup | None) -> None:
        if choice is None:
            self.exit()
            return
        if choice.resume is not None:
            self.start_game(read_history(choice.resume), choice.resume)
            return
        assert choice.rules is not None
        self.seed = choice.seed
        self.rules_for[choice.variant] = choice.rules
        self.new_game(choice.variant, choice.names, choice.rules, choice.seed, choice.computers)

    def new_game(self, variant: str, names: list[str], rules: Rules, seed: int | None,
                 computers: dict[int, str] | None = None) -> None:
        """Start a new game of ``variant`` among ``names``, saved in a new file; ``computers`` are the
        seats the computer plays, with their levels."""
        if not self.source.drives_turns:
            self.notify(another_hosted_game(self.hosts_table), timeout=6)
            return
        game = new_game(variant, names, rules, seed=seed)
        game.computer_seats = dict(computers or {})
        if seed is not None:
            self.rng = random.Random(seed)
        self.start_game(game, new_save_path(variant) if self.save_path is None or self.game is not None
                        else self.save_path)

    def start_game(self, game: Game, save_path: Path) -> None:
        """Play ``game`` from where it stands, saving it in ``save_path``."""
        self.game = game
        self.save_path = save_path
        self.generation += 1
        self.held = None
        self.known_cards.clear()
        self._moments.clear()
        self.owed.clear()
        self.rows = None
        self._seat_computers()
        self.flow.start(game)
        self._owe_reveals()  # a game resumed (or joined) at a private moment
        self.advance()

    # --- the flow ---------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """The seat whose turn is on screen, and so whose private cards the screen may show."""
        return self.flow.viewer

    def _game(self) -> Game:
        assert self.game is not None, "the flow runs only once there is a game"
        return self.game

    def advance(self) -> Step | None:
        """Show what comes next: a hand's ending, a hand-off, the table for the seat to act, or a
        computer player's turn."""
        step = self._next_step()
        if step is None:
            return None
        current = self.screen
        if isinstance(current, TurnScreen) and current.seat == step.seat and type(current) is step.screen_class:
            current.refresh_view()
        else:
            self._prepare(self._show(step.name, lambda: self._build(step)), step)
        if self.coach:
            self.call_after_refresh(self.show_coach)
        return step

    def _next_step(self) -> Step | None:
        """Move the game on to what must be shown next (``None`` if nothing more can be shown)."""
        game = self._game()
        upcoming = self.flow.next(game, self.computers)
        while upcoming.kind == "deal":
            if not self.source.deal(game):
                return None  # the next deal comes from elsewhere, when it comes
            self.known_cards.clear()
            self.autosave()
            # Table stakes: all in from the ante, the hand may be over at once.
            upcoming = self.flow.next(game, self.computers)
        if upcoming.kind == "ending":
            self._hand_ended()
            return self._ending_step()
        if upcoming.kind == "game-over":
            return Step(f"game-over-{self.generation}", kinds.game_over(), None)
        if upcoming.kind == "computer":
            return Step(f"computer-{self.generation}", ComputerTurnScreen, upcoming.seat)
        if upcoming.kind == "handoff":
            return Step("handoff", HandoffScreen, upcoming.seat)
        if upcoming.kind == "reveal":
            assert upcoming.seat is not None
            return self._reveal_step(upcoming.seat)
        assert upcoming.seat is not None
        return self._turn_step(upcoming.seat)

    def _hand_ended(self) -> None:
        """A hand has just ended: a seer or coverer who conceded learns what they held, alone."""
        game = self._game()
        result = game.result
        assert result is not None
        for name in (result.seer, *result.coverers):
            if name is not None and name not in result.shown:
                seat = game.players.index(name)
                held = game.view(seat).conceded or self.known_cards.get(seat)
                self.flow.notes[seat] = concession_note(result, name, held, game.rules.wild, self.ascii)

    @staticmethod
    def _build(step: Step) -> BragScreen:
        """A new screen for a step: a turn screen is made for its seat."""
        if issubclass(step.screen_class, TurnScreen):
            assert step.seat is not None
            return step.screen_class(step.seat)
        return step.screen_class()

    def _prepare(self, screen: Screen, step: Step) -> None:
        """The hand-off, built once and reused, is told each time whom the terminal goes to; a
        computer's turn, which seat plays (and the computer starts to play)."""
        if isinstance(screen, HandoffScreen) and step.seat is not None:
            screen.hand_to(self._game().players[step.seat], step.seat)
        if isinstance(screen, ComputerTurnScreen) and step.seat is not None:
            screen.show_turn(step.seat)
            if step.seat in self.computers and self.source.drives_turns:
                self._play_computer(step.seat)

    def _turn_step(self, actor: int) -> Step:
        """The screen for the acting seat's turn, by the phase of its view."""
        view = self._game().view(actor)
        kind, screen_class = turn_screen(view.variant, view.phase)
        return Step(f"{kind}-{actor}-{self.generation}", screen_class, actor)

    def _reveal_step(self, seat: int) -> Step:
        """The screen showing ``seat`` the cards shown to it alone."""
        reveal = family_of(self._game().view(seat).variant).reveal_screen
        assert reveal is not None, "only a family with private moments owes a seat one"
        kind, screen_class = reveal
        return Step(f"{kind}-{seat}-{self.generation}", screen_class, seat)

    def _owe_reveals(self, first: int | None = None) -> None:
        """Each person at this terminal whose view now holds another seat's cards shown to them alone
        sees them on a screen of their own before play goes on (the seat that acted first), once
        for each such moment."""
        game = self._game()
        if game.result is not None:
            return
        family = family_of(game.view(None).variant)
        if family.private_moment is None:
            return
        for seat in sorted(self.people(), key=lambda each: each != first):
            view = game.view(seat)
            moment = (seat, view.hand_number, len(view.log))
            if family.private_moment(view) and moment not in self._moments and seat not in self.flow.reveals:
                self._moments.add(moment)
                self.owed[seat] = view
                self.flow.reveals.append(seat)

    def owed_view(self, seat: int) -> Any:
        """The view of ``seat`` at the private moment it is owed a screen for (``None``: none): kept,
        since the moment passes with the next action, which a host may play meanwhile."""
        return self.owed.get(seat)

    def _ending_step(self) -> Step:
        """The end of a hand, by the game the hand was (in dealer's choice, the game chosen for the
        deal: its hands are named in that game's words) and, where a house rule makes another game of
        a variant, by its public view."""
        view = self._game().view(None)
        name, screen_class = ending_screen(view.variant, view)
        return Step(f"{name}-{self.generation}", screen_class, None)

    def game_over_message(self) -> str:
        """The line the app leaves with when no further hand can be dealt."""
        winner = self._game().game_winner
        if winner:
            return f"{winner} wins the game."
        return no_winner_line(self._game().view(None))

    def handed_over(self, seat: int) -> None:
        """The player at ``seat`` has the terminal now: their screen comes behind the turn guard, so
        a key pressed with the Enter never acts before they have seen it."""
        self.flow.handed_over(seat)
        self._guard_wait = self.guard
        self.advance()
        self._lock_until_painted(look_check=False)  # they pressed Enter themselves: no double press of a look

    def _lock_until_painted(self, *, guarded: bool = True, look_check: bool = True) -> None:
        """Ignore every key until the screen to come is painted and the guard in force has passed
        (keys already held back wait for the screen; without ``guarded`` or with no guard, keys
        are not held back); ``look_check``: a look just after the guard asks first."""
        self._look_check = look_check
        if guarded and self.guard > 0:
            self.keys_locked = True
        if self.keys_locked:
            self._guard_screen = None
            self.call_after_refresh(self._await_paint)

    def note_for(self, seat: int) -> str:
        """The note for ``seat``'s eyes only, if it holds the terminal after a hand-off."""
        return self.flow.note_for(seat)

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

    def apply(self, action: Action, *, anything: bool = False, show_first: bool = False) -> str | None:
        """Apply a seat's action; returns the refusal, or ``None`` if applied (then saved, and the
        flow moves on behind the turn guard). With ``anything``, any error the game raises is a
        refusal (a computer player's action may be anything at all). With ``show_first`` (an
        action that brings the seat cards it has not seen), if the terminal is to be passed on
        before the seat's next turn, its own screen stays up first (``held``) until :meth:`go_on`."""
        game = self._game()
        self._remember_cards(action.seat)
        try:
            applied = self.source.submit(game, action)
        except BragError as error:
            return str(error)
        except Exception as error:
            if not anything:
                raise
            return f"{type(error).__name__}: {error}"
        if not applied:
            self.keys_locked = True  # until the answer comes back (source_changed or source_refused)
            return None
        self.flow.notes.pop(action.seat, None)
        self._owe_reveals(first=action.seat)
        if game.result is None:
            self._remember_cards(action.seat)
        self.autosave()
        if (show_first and game.result is None and game.to_act != action.seat
                and not self.flow.keeps_terminal(game, action.seat)):
            self.held = action.seat
            self._guard_wait = 0.0  # the same player's keys: they wait for the screen only
            self._lock_until_painted()
            return None
        self.next_screen(after=action.seat)
        return None

    # --- what the screens ask for ------------------------------------------------------------------

    @on(Act)
    def _act(self, message: Act) -> None:
        message.done(self.apply(message.action, show_first=message.show_first))

    @on(Continue)
    def _continue(self, message: Continue) -> None:
        self.next_screen()
        message.done()

    @on(HandedOver)
    def _handed_over(self, message: HandedOver) -> None:
        self.handed_over(message.seat)
        message.done()

    @on(Revealed)
    def _revealed(self, message: Revealed) -> None:
        self.flow.revealed(message.seat)
        self.owed.pop(message.seat, None)
        self.next_screen()
        message.done()

    @on(GoOn)
    def _go_on(self, message: GoOn) -> None:
        self.go_on()
        message.done()

    @on(PlayAgain)
    def _play_again(self, message: PlayAgain) -> None:
        game = message.game
        self.new_game(game.variant, list(game.players), game.rules, None, dict(game.computer_seats))
        message.done()

    @on(ShowRules)
    def _show_rules(self) -> None:
        self.action_rules()

    @on(OpenPractice)
    def _open_practice(self) -> None:
        # The practice menu brings its drills, its scheduler and its progress database: loaded
        # only when it is opened, not at every start of the game.
        from bragtui.app.practice.opening import open_practice  # noqa: PLC0415

        open_practice(self)

    def go_on(self) -> None:
        """The seat held on its own screen after its action has seen it: the flow moves on."""
        seat, self.held = self.held, None
        self.next_screen(after=seat)

    def _remember_cards(self, seat: int) -> None:
        cards = self._game().view(seat).cards
        if cards:
            self.known_cards[seat] = tuple(cards)

    def next_screen(self, after: int | None = None) -> None:
        """Move on after an action (by the seat ``after``) or a hand's ending: keys wait for the next
        screen and the guard (but for a computer's turn, where no key acts). When the seat that
        acted acts again at once (after a look), the keys are the same player's: they wait for
        the screen only, not the guard."""
        same_player = after is not None and self._game().result is None and self._game().to_act == after
        self._guard_wait = 0.0 if same_player else self.guard
        step = self.advance()
        self._lock_until_painted(guarded=not (step is not None and step.screen_class is ComputerTurnScreen))

    def _await_paint(self) -> None:
        """Once the screen to come is current and painted, start the guard."""
        screen = self.screen
        if self._guard_screen is not screen or not screen.is_mounted:
            self._guard_screen = screen
            self.call_after_refresh(self._await_paint)
            return
        if self._guard_wait > 0:
            self.run_worker(self._unlock_after(self._guard_wait), group="guard")
        else:
            self._unlock()

    async def _unlock_after(self, seconds: float) -> None:
        await self.clock.sleep(seconds)
        self._unlock()

    def _unlock(self) -> None:
        self.keys_locked = False
        self.unlocked_at = self.clock.now() if self._look_check else float("-inf")

    def look_needs_confirming(self) -> bool:
        """A look pressed within a second after the guard passed: perhaps a double press."""
        return self.guard > 0 and self.clock.now() - self.unlocked_at < LOOK_CHECK

    async def on_event(self, event: events.Event) -> None:
        # A key reaches the app twice: as it arrives, and bubbling back from the screen, when the
        # screen's bindings run. Keys typed together all arrive before the first is acted on, so
        # the guard is checked both times.
        if isinstance(event, (events.Key, events.MouseDown, events.MouseUp)) and self._ignored(event):
            return
        if isinstance(event, events.Key) and event.key == "q" and self._dialog_too_small():
            # A dialog's own field or keys would take the q: the note under it says q still quits.
            self.action_request_quit()
            return
        if isinstance(event, events.Key) and isinstance(self.screen, BragScreen) and self.screen.pending:
            # The screen has asked for a move not yet made (its message is behind this key): the
            # key waits behind it, and then meets the guard and the screen that follow the move.
            self.post_message(event)
            return
        await super().on_event(event)

    def _dialog_too_small(self) -> bool:
        """A dialog is up in a window too small for it (the question to quit is always answered)."""
        return isinstance(self.screen, ModalScreen) and self.screen.has_class(TOO_SMALL)

    def _ignored(self, event: events.Event) -> bool:
        """Keys and clicks wait for the turn guard; a window too small takes only the quit keys."""
        if self.keys_locked:
            return True
        if self.screen.has_class(TOO_SMALL):
            return not (isinstance(event, events.Key) and event.key in QUIT_KEYS)
        return False

    # --- computer players -------------------------------------------------------------------------

    def _seat_computers(self) -> None:
        self.computers = computer_players.players_for(self._game())

    def people(self) -> list[int]:
        """The seats people play at this terminal."""
        return [seat for seat in self.source.seats_here(self._game()) if seat not in self.computers]

    @property
    def starts_games(self) -> bool:
        """A new game may be started here: the app holds its game (a joined seat's is the host's)."""
        return self.source.drives_turns

    @property
    def hosts_table(self) -> bool:
        """This terminal is the host's own seat: quitting it stops the table for everyone."""
        return self.source.stops_table

    def reviewable(self) -> list[int]:
        """The seats whose review this terminal may open: the people playing here (a joined seat
        reviews itself alone, from the views it kept)."""
        return self.people()

    def review_of(self, seat: int) -> Review:
        """The review of the person at ``seat``, from what this terminal holds of the game."""
        return self.source.review(self._game(), seat, self.review_playouts)

    def watcher(self) -> int | None:
        """The person at the terminal during a computer's turn: the only person at the table, or
        the last to take a turn since the hand-off (``None``: nobody's cards may be shown)."""
        return self.flow.watcher()

    def computer_names(self) -> list[str]:
        game = self._game()
        return [game.players[seat] for seat in self.computers]

    def away(self) -> tuple[bool, ...]:
        """For each seat, whether its person is not connected to the hosted table (none at hot-seat)."""
        connected = getattr(self._game(), "connected", None)
        return tuple(not here for here in connected) if connected is not None else ()

    def seat_connected(self, seat: int) -> bool:
        """Whether the person at ``seat`` is at the table (always, at a hot-seat table)."""
        connected = getattr(self._game(), "connected", None)
        return bool(connected[seat]) if connected is not None else True

    def watched(self, variant: str) -> AppFamily:
        """The family playing ``variant``, whose seats and table someone else's turn shows."""
        return family_of(variant)

    def computer_label(self, seat: int) -> str:
        """The computer seat's level (and style), as the hand history records it."""
        return self.computers[seat].label

    def _play_computer(self, seat: int) -> None:
        """Start the computer's turn at ``seat``: it acts after the pause, unless the turn is gone."""
        self.computer_moves += 1
        self.run_worker(self._computer_turn(seat, self.computer_moves), group="computer", exit_on_error=False)

    def _turn_current(self, game: Game, seat: int, token: int) -> bool:
        return token == self.computer_moves and game is self.game and game.to_act == seat

    async def _computer_turn(self, seat: int, token: int) -> None:
        game = self._game()
        await self.clock.sleep(self.pause)
        if not self._turn_current(game, seat, token):
            return
        view = game.view(seat)  # all the computer player is handed: its seat's view and legal actions
        action: Action | None = None
        problem: str | None = None
        try:
            action = await asyncio.to_thread(computer_players.choose, self.computers[seat], view, self.rng)
        except Exception as error:  # a computer that errs never stops the game
            problem = f"{type(error).__name__}: {error}"
        if action is None and problem is None:
            problem = "it chose nothing"
        # A dialog the person opened (the ledger, the rules) stays open until they close it.
        while not isinstance(self.screen, ComputerTurnScreen) and self._turn_current(game, seat, token):
            await self.clock.sleep(0.1)
        if self._turn_current(game, seat, token):
            self._computer_acts(seat, action, problem)

    def _computer_acts(self, seat: int, action: Action | None, problem: str | None) -> None:
        """Apply the computer's action; if it erred, say so and play the safest legal action."""
        if action is not None:
            problem = self.apply(action, anything=True)
        if problem is None:
            return
        game = self._game()
        name = game.players[seat]
        message = f"{name} (computer) was refused: {refusal_text(problem)} It plays safe instead."
        self.computer_errors.append(message)
        self.notify(message, severity="warning", timeout=6)
        refused = self.apply(computer_players.safest(game.view(seat), game.rules, self.rng), anything=True)
        if refused is not None:
            self.computer_errors.append(f"{name} (computer) cannot play: {refusal_text(refused)}")
            self.notify(self.computer_errors[-1], severity="error", timeout=30)

    def autosave(self) -> None:
        """Write the game to its save file, if it has one."""
        if self.game is not None:
            self.source.save(self.game, self.save_path)

    def hand_rows(self) -> list[HandRow]:
        """The ledger's row for every hand ended so far."""
        game = self._game()
        if self.rows is None or len(self.rows) > len(game.results):
            self.rows = []
        self.rows = self.source.hand_rows(game, self.rows)
        return self.rows

    # --- a game held elsewhere ------------------------------------------------------------------

    def source_changed(self) -> None:
        """The game moved on where it is held: show what comes next. A hand's ending stays on
        screen until Enter or the next deal, whichever comes first."""
        game = self._game()
        self.keys_locked = False
        waiting = game.hand_over and not game.game_over and self.flow.showdown_shown >= len(game.results)
        if waiting and isinstance(self.screen, EndingScreen):
            self.screen.refresh_view()
            return
        self._owe_reveals()
        self.next_screen()

    def allow_coach(self, allowed: bool) -> None:
        """The table says whether its seats may use the coach (a hosted table's ``welcome``)."""
        self.coach_allowed = allowed
        self.show_coach()

    def source_refused(self, reason: str) -> None:
        """An action sent off was refused: the turn's screen says why, and keys work again."""
        self.keys_locked = False
        screen = self.screen
        if isinstance(screen, TurnScreen):
            screen.message = refusal_text(reason)
            screen.refresh_view()
        else:
            self.notify(refusal_text(reason), severity="warning", timeout=6)

    # --- screens reachable from anywhere ------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The ledger is offered only once there is a game; talk only where others are listening.
        if action == "talk":
            return self.source.talks and self.game is not None
        return self.game is not None if action == "ledger" else True

    def action_talk(self) -> None:
        def said(text: str | None) -> None:
            if text and not self.source.say(text):
                self.notify("Not connected: nothing was said.", severity="warning", timeout=4)

        if self.source.talks:
            self.push_screen(kinds.talk_modal()(), said)

    def action_coach(self) -> None:
        """``?``: the coach's panel on or off (where the table allows it)."""
        if not self.coach_allowed:
            refusal = "This table's house rules keep the coach off (coach = false)."
            if isinstance(self.screen, TurnScreen):
                self.screen.say(refusal)
            else:
                self.notify(refusal, timeout=4)
            return
        self.coach = not self.coach
        self.show_coach()

    def show_coach(self) -> None:
        """Put the coach's panel on the person's own turn screen now up (or take it off)."""
        show_coach(self.screen, self.coach and self.coach_allowed, self.game.rules if self.game else None,
                   self.ascii, self.size.width)

    def action_ledger(self) -> None:
        if self.game is not None:
            self.push_screen(kinds.ledger_modal()())

    def current_rules(self) -> Rules | None:
        """The rules in force: the game's, or those the setup screen shows."""
        if self.game is not None:
            return self.game.rules
        chosen = getattr(self.screen, "chosen_rules", None)
        return chosen() if chosen is not None else next(iter(self.rules_for.values()), None)

    def action_rules(self) -> None:
        rules = self.current_rules()
        if rules is not None:
            self.push_screen(kinds.rules_modal()(rules))

    def action_rankings(self) -> None:
        self.push_screen(kinds.rankings_modal()(self.current_rules()))

    def action_quit_key(self) -> None:
        """Ctrl+Q: during a game it asks, as ``q`` does; with no game under way it quits at once."""
        if self.game is None:
            self.exit()
        else:
            self.action_request_quit()

    def action_request_quit(self) -> None:
        """Ask before quitting (once: pressed again, the question stays as it is)."""
        if getattr(self.source, "final", False):
            self.exit()  # the host refused this seat for good, or stopped: nothing is left to lose
            return

        def done(quit_now: bool | None) -> None:
            if quit_now:
                self.exit()  # the command that started the app says where the game is saved

        if isinstance(self.screen, kinds.quit_modal()):
            return
        over = self.game is not None and self.game.game_over
        self.push_screen(kinds.quit_modal()(self.save_path, over, self.hosts_table), done)


if TYPE_CHECKING:
    from bragtui.app.shell import Host

    def _is_the_host(app: BragApp) -> Host:
        """For the type checker: the app is what its screens and game sources read it as."""
        return app


def make_app(game: Game | None = None, **options) -> BragApp:
    """Build the app: used by ``brag play``, ``brag resume``, the tests and the gallery."""
    return BragApp(game, **options)
