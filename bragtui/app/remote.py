"""A seat of a game held by ``brag host``: the remote :class:`~bragtui.app.source.GameSource`.

:class:`RemoteGame` is read like a game by the screens: it answers with the views
its seat was last sent (each a core view, read back from the message). Actions go
to the host as text; the next ``state`` (or an ``error``) comes back through the
link, which the command line hands in (it knows the network; this module does
not). Table talk and the host's notes (who left, who came back, who ran out of
time) join the table's log.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

import msgspec

from bragtui.app.kept_file import KeptFile
from bragtui.app.ledger import hand_row
from bragtui.app.screens.connection_screen import ConnectionScreen
from bragtui.app.screens.join_screen import JoinRequest, JoinScreen
from bragtui.app.variant_screens import tallies
from bragtui.core.actions import action_text
from bragtui.core.errors import BragError
from bragtui.core.factory import new_game
from bragtui.core.results import HandResult
from bragtui.core.rules import load_rules
from bragtui.core.view import View
from bragtui.core.wire import from_wire
from bragtui.players import SeatRecord, left_out, review_kept
from bragtui.store.kept_seats import kept_path

if TYPE_CHECKING:
    from textual.app import App

    from bragtui.app.ledger import HandRow
    from bragtui.app.screens.connection_screen import ConnectionScreen
    from bragtui.app.shell import HostApp
    from bragtui.core.actions import Action
    from bragtui.players import KeptReviewer, Review

COUNTDOWN = 15
"""Seconds before this seat's turn runs out from which it is warned (as the protocol says)."""
LAST_WARNING = 5
"""Seconds before the end at which the warning is given again."""


def warning_points(left: float) -> list[float]:
    """The seconds left at which a seat with ``left`` seconds for its turn is warned: from the
    countdown's start (at once, if it has begun) and again near the end."""
    first = min(float(COUNTDOWN), left)
    return [first] + ([float(LAST_WARNING)] if first > LAST_WARNING else [])


TALK_KINDS = frozenset({"say", "timeout", "save"})
"""Events the host adds to the game's own that join the table's log: table talk and its notes."""
SEAT_NOTES = frozenset({"join", "leave"})
"""The host's notes of who sat down, left or came back: told in a passing notice (the seat list
marks who is away), so they never push the game's own lines out of the log."""


class Link(Protocol):
    """The connection to the host (``bragtui.net.client.Link``), as this module uses it."""

    url: str
    code: str

    def send(self, message: dict[str, Any]) -> bool: ...

    async def run(self, on_message: Callable[[dict[str, Any]], None], on_status: Callable[[Any], None]) -> None: ...


def _talk_line(event: dict[str, Any]) -> str:
    """Table talk or a note of the host's, as the log shows it."""
    if event.get("kind") == "say":
        return f"{event.get('name')} says: {event.get('text')}"
    return str(event.get("text"))


def interleaved(log: tuple[str, ...], talk: list[tuple[int, str]]) -> tuple[str, ...]:
    """The game's log with each line of talk where it was said (after that many of the game's lines)."""
    lines: list[str] = []
    waiting = sorted(talk, key=lambda entry: entry[0])
    for index, line in enumerate(log):
        while waiting and waiting[0][0] <= index:
            lines.append(waiting.pop(0)[1])
        lines.append(line)
    return (*lines, *(line for _, line in waiting))


def waiting_text(seats: list[dict[str, Any]]) -> str:
    """Who sits at a table that is filling, and how many seats are still free."""
    people = [seat for seat in seats if not seat.get("computer")]
    seated = [str(seat["name"]) for seat in people if seat.get("name")]
    free, computers = len(people) - len(seated), len(seats) - len(people)
    text = f"At the table: {', '.join(seated) or 'nobody yet'}. "
    text += f"{free} seat{'s' if free != 1 else ''} free" if free else "Every seat is taken"
    if computers:
        text += f"; {computers} more {'is a computer player' if computers == 1 else 'are computer players'}"
    return text + "."


def _computer_seats(state: dict[str, Any]) -> dict[int, str]:
    """The computer seats and their levels, from a ``state`` message."""
    return {i: str(seat.get("level") or "medium") for i, seat in enumerate(state.get("seats", []))
            if seat.get("computer")}


class RemoteGame:
    """One seat's window on a hosted game, read like a game: views, whose turn, the results seen."""

    def __init__(self, welcome: dict[str, Any]):
        self.variant: str = welcome["variant"]
        self.players: list[str] = list(welcome["players"])
        self.seat: int = self.players.index(welcome["seat"])
        self.rules = load_rules(self.variant, table=welcome.get("rules") or {},
                                table_source="the host's rules")
        self.computer_seats: dict[int, str] = {self.players.index(name): label
                                               for name, label in (welcome.get("computer") or {}).items()}
        self.seed: int | None = None
        """Not sent: the host's players see it in the saved game when it ends."""
        self.results: list[HandResult] = []
        """The endings of the hands seen from this seat."""
        self.connected: list[bool] = [True] * len(self.players)
        self.talk: list[tuple[int, str]] = []
        """Table talk and the host's notes during the current hand, for the log, each with how many
        of the hand's own log lines came before it (so each stands where it was said)."""
        self.notes: list[str] = []
        """The host's seat notes not yet shown."""
        self.state: dict[str, Any] = {}
        self._view: View | None = None
        self._public: View | None = None
        self.over: dict[str, Any] | None = None
        self.kept = SeatRecord(self.variant, list(self.players), self.seat, self.rules, dict(self.computer_seats))
        """The views this seat was sent, for its own review (it holds no other record of the game)."""

    def update(self, state: dict[str, Any]) -> bool:
        """Take in a ``state`` message; whether it ended a hand."""
        if state.get("hand") != self.state.get("hand"):
            self.talk = []
        view = state.get("view")
        talk = self._sort_events(state.get("events", []))
        self.state = state
        if view is None:
            self.talk += talk
            return False
        self._view = from_wire(view["typed"])
        lines = len(self._view.log)
        self.talk += [(max(0, lines - after), line) for after, line in talk]
        # The welcome may have come before every seat was filled: the seats are as the game has them.
        self.players = list(self._view.players)
        self.computer_seats = _computer_seats(state)
        self.kept.computer = dict(self.computer_seats)
        ended = self.kept.keep(self._view)
        if view.get("public") is not None:
            # Kept after the next deal: a hand's ending may still be on screen when it comes.
            self._public = from_wire(view["public"])
        self.connected = [bool(seat.get("connected")) for seat in view["seats"]]
        result = self._view.result
        if result is not None and (not self.results or self.results[-1].number != result.number):
            self.results.append(result)
        return ended

    def _sort_events(self, events: list[dict[str, Any]]) -> list[tuple[int, str]]:
        """The lines of talk among ``events``, each with how many of the game's own events follow it
        (the seat notes are kept aside for a passing notice)."""
        talk: list[tuple[int, str]] = []
        for event in events:
            kind = event.get("kind")
            if kind in TALK_KINDS:
                talk.append((0, _talk_line(event)))
            elif kind in SEAT_NOTES:
                self.notes.append(str(event.get("text")))
            else:
                talk = [(after + 1, line) for after, line in talk]
        return talk

    @property
    def started(self) -> bool:
        return self._view is not None

    def starting_tallies(self) -> tuple[int, ...]:
        """Each seat's count before the game's first deal (a fresh table of the same game)."""
        fresh = new_game(self.variant, self.players, self.rules)
        return tallies(fresh.view(None))

    def view(self, seat: int | None) -> View:
        """This seat's view (for ``None``: the public one of the latest hand ended, else this seat's
        own, which is all this terminal may show anyway)."""
        view = self._public if seat is None and self._public is not None else self._view
        if view is None:
            raise LookupError("no view has come from the host yet")
        if not self.talk or view.result is not None:
            return view  # a hand's ending tells its story from the game's own log
        return msgspec.structs.replace(view, log=interleaved(view.log, self.talk))

    @property
    def to_act(self) -> int | None:
        name = self.state.get("to_act")
        return self.players.index(name) if name in self.players else None

    @property
    def hand_over(self) -> bool:
        return bool(self.state.get("hand_over", True))

    @property
    def result(self) -> HandResult | None:
        return self._view.result if self._view is not None else None

    @property
    def game_over(self) -> bool:
        return self.over is not None or (self._view is not None and self._view.game_over)

    @property
    def game_winner(self) -> str | None:
        return self._view.game_winner if self._view is not None else None


class RemoteSource:
    """The game source of ``brag join``: one seat of a hosted game."""

    drives_turns = False
    talks = True

    def __init__(self, link: Link | None = None, connect: Callable[[str, str, str], Link] | None = None,
                 invite: Sequence[str] = (), reviewer: KeptReviewer = review_kept, hosting: bool = False):
        """``link``: the connection to use; without one, the join screen asks where to connect and
        ``connect(url, code, name)`` makes it. ``invite``: the addresses others join at, when not
        the link's own (the host's seat connects over loopback). ``reviewer``: what works out this
        seat's review from the views it kept (the command line hands in one on every core).
        ``hosting``: this is the host's own seat, whose quitting stops the table."""
        self.reviewer = reviewer
        self.stops_table = hosting
        self.link: Link = link  # type: ignore[assignment]  # made by the join screen when None
        self.invite = list(invite)
        self.connect = connect
        self.app: HostApp | None = None
        self.game: RemoteGame | None = None
        self.rows: list[HandRow] = []
        self.tallies: tuple[int, ...] | None = None
        self.unknown_hand: int | None = None
        """The hand this seat came into part way (or after it ended): what it changed is not known."""
        self.ready_sent = -1
        self.screen: ConnectionScreen | None = None
        self.countdown: list[Any] = []
        """The timers that warn this seat its turn is running out."""
        self.final = False
        """The host refused this seat for good or stopped: quitting needs no confirming."""
        self.refusal: str | None = None
        """Why the host refused this seat for good, if it did (said again once the app is gone)."""
        self.writer: KeptFile | None = None
        """The file this seat's views are kept in, once the host has welcomed it."""

    # --- the game source ------------------------------------------------------------------------

    def attach(self, app: App[None]) -> None:
        self.app = cast("HostApp", app)  # the app a source drives
        if self.link is not None:
            self._start(self.link)
            return

        def chosen(request: JoinRequest | None) -> None:
            if request is not None and self.connect is not None:
                self._start(self.connect(request.url, request.code, request.name))

        app.push_screen(JoinScreen(), chosen)

    def _start(self, link: Link) -> None:
        assert self.app is not None
        self.link = link
        self.screen = ConnectionScreen(f"Joining the table at {link.url}\n…")
        self.app.push_screen(self.screen)
        self.app.run_worker(link.run(self.on_message, self.on_status), group="link", exit_on_error=False)

    def submit(self, game: Any, action: Action) -> bool:
        text = action_text(action, game.players)[len(game.players[action.seat]) + 1:]
        if not self.link.send({"type": "act", "action": text}):
            raise BragError("not connected to the host: nothing was sent; try again once reconnected")
        return False

    def deal(self, game: Any) -> bool:
        hand = game.state.get("hand", 0)
        if self.ready_sent != hand and self.link.send({"type": "ready"}):
            self.ready_sent = hand
            if self.app is not None:
                self.app.notify("Waiting for the next deal.", timeout=3)
        return False

    def seats_here(self, game: Any) -> list[int]:
        return [game.seat]

    def save(self, game: Any, path: Path | None) -> None:
        """The host saves the game; nothing is kept here."""

    def hand_rows(self, game: Any, rows: list[HandRow]) -> list[HandRow]:
        return self.rows

    def say(self, text: str) -> bool:
        """Send a line of table talk."""
        return self.link.send({"type": "say", "text": text[:200]})

    def review(self, game: Any, seat: int, playouts: int) -> Review:
        """This seat's own review, from the views it kept (no other seat's decisions are known here)."""
        if seat != game.seat:
            raise BragError(f"only {game.players[game.seat]}'s own decisions can be reviewed here, "
                            f"not {game.players[seat]}'s")
        result = self.reviewer(game.kept, playouts)
        note = left_out(game.kept, result)
        if note is not None and self.app is not None:
            self.app.call_from_thread(self.app.notify, note + ".", severity="warning", timeout=8)
        return result

    # --- the views kept for the review ----------------------------------------------------------

    def kept_file(self) -> Path | None:
        """Where this seat's views are kept (``None`` before the host has welcomed it)."""
        if self.game is None:
            return None
        return kept_path(self.link.url, self.link.code, self.game.players[self.game.seat])

    def _take_up_kept(self) -> None:
        """Joined again to a game this seat has a record of (another run of brag join): go on with it."""
        path, game = self.kept_file(), self.game
        if path is None or game is None:
            return
        self.writer = KeptFile(path)
        game.kept = self.writer.take_up(game.kept)

    def _write_kept(self) -> Path | None:
        """Write down what this seat's record gained (after each hand), so ``brag review FILE`` reads it
        later; the file, if it holds the record now (a write that failed is said instead)."""
        game = self.game
        if self.writer is None or game is None:
            return None
        try:
            self.writer.write(game.kept)
        except OSError as problem:
            if self.app is not None:
                self.app.notify(f"Could not keep this game's views for the review in {self.writer.path}: "
                                f"{problem.strerror}", severity="warning", timeout=4)
            return None
        return self.writer.path if self.writer.path.is_file() else None

    # --- messages from the host -----------------------------------------------------------------

    def on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "welcome" and self.game is None:
            self.game = RemoteGame(message)
            self._take_up_kept()
            if self.app is not None:
                self.app.allow_coach(message.get("coach") is True)
        elif kind == "state" and self.game is not None:
            self._on_state(message)
        elif kind == "error":
            self._on_error(str(message.get("message")))
        elif kind == "game_over" and self.game is not None:
            self._on_game_over(message)

    def _on_game_over(self, message: dict[str, Any]) -> None:
        game = self.game
        assert game is not None
        game.over = message
        kept = self._write_kept()
        if self.app is None:
            return
        if kept is not None:
            self.app.notify(f"Your views of this game are kept in {kept}: "
                            "v (or brag review FILE) reviews your decisions.", timeout=6)
        if game.started:
            self.app.source_changed()

    def _on_state(self, state: dict[str, Any]) -> None:
        game, app = self.game, self.app
        assert game is not None and app is not None
        first = not game.started
        if game.update(state):
            self._write_kept()
        self._ledger(game)
        self._time_turn(game, state.get("deadline"))
        if not game.started:
            game.notes = []
            where = self.invite or [self.link.url]
            also = f"\n(or at {', '.join(where[1:])})" if len(where) > 1 else ""
            self._say(f"Waiting for every seat to be filled\n{waiting_text(state.get('seats', []))}\n\n"
                      f"Others join with: brag join {where[0]} --code {self.link.code} --name NAME{also}")
            return
        if first:
            game.notes = []  # who sat down: the table itself shows it now
        self._tell_notes(game)
        if first:
            self.screen = None
            app.start_game(game, None)  # type: ignore[arg-type]  # read like a game
        else:
            app.source_changed()

    def _tell_notes(self, game: RemoteGame) -> None:
        """Who sat down, left or came back: a passing notice once the game is under way."""
        notes, game.notes = game.notes, []
        if self.app is not None:
            for note in notes[-3:]:
                self.app.notify(note, timeout=4)

    def _time_turn(self, game: RemoteGame, left: object) -> None:
        """On this seat's turn with a time limit: warnings in its last seconds."""
        for timer in self.countdown:
            timer.stop()
        self.countdown = []
        if self.app is None or game.to_act != game.seat or not isinstance(left, (int, float)):
            return
        app = self.app

        def warn(seconds: float) -> None:
            whole = max(1, round(seconds))
            app.notify(f"Your turn ends in {whole} second{'s' if whole != 1 else ''}: then the computer "
                       "makes this move for you.", severity="warning", timeout=max(1.0, seconds))

        for seconds in warning_points(left):
            self.countdown.append(app.set_timer(max(0.05, left - seconds), partial(warn, seconds)))

    def _ledger(self, game: RemoteGame) -> None:
        if not game.started:
            return
        own = game.view(game.seat)
        if self.tallies is None:
            # From the game's first hand: the tallies before any deal (blinds and antes are already
            # in the first view). Joined later, part way through a hand or after it, the tallies
            # before that hand are not known here: its row is left out, and the rows start after it.
            self.tallies = game.starting_tallies() if own.hand_number <= 1 else tallies(own)
            self.unknown_hand = None if own.hand_number <= 1 else own.hand_number
        if own.result is None or (self.rows and self.rows[-1].number == own.result.number):
            return
        if own.result.number == self.unknown_hand:
            self.tallies = tallies(game.view(None))
            return
        before = self.rows[-1].totals if self.rows else self.tallies
        assert before is not None
        self.rows.append(hand_row(game.view(None), before))

    def _on_error(self, reason: str) -> None:
        if self.app is None:
            return
        if self.game is None or not self.game.started:
            self._say(f"The host refused\n{reason}")
        else:
            self.app.source_refused(reason)

    def on_status(self, status: Any) -> None:
        """Show the connection's state: a screen over the game while it is not connected."""
        texts = {"connecting": f"Connecting to {self.link.url}\nAttempt {status.attempt + 1}…",
                 "retrying": f"Connection lost: trying again in {status.wait:.0f} s\n"
                             f"Attempt {status.attempt}. Your seat and cards are kept; q quits."
                             if self.game is not None else
                             f"Cannot reach the host: trying again in {status.wait:.0f} s\n"
                             f"Attempt {status.attempt}. Is it running, at {self.link.url}? q quits.",
                 "refused": f"The host refused\n{status.reason}\nq quits.",
                 "stopped": "The host has stopped the game\nIt is saved on the host's machine. Your seat "
                            "is taken back here if the host carries on (tried now and then), or later with "
                            "the same brag join command. q quits.",
                 "forbidden": f"This page cannot join that table\n{status.reason}\nq quits."}
        # Refused for good, or the host gone: quitting loses nothing, so q quits at once.
        self.final = status.state in ("refused", "stopped", "forbidden")
        self.refusal = status.reason if status.state == "refused" else None
        if status.state == "connected":
            if self.screen is not None and self.game is not None and self.game.started and self.app is not None:
                self.app.pop_screen()
                self.screen = None
            return
        self._say(texts.get(status.state, status.state))

    def _say(self, text: str) -> None:
        if self.app is None:
            return
        if self.screen is None:
            self.screen = ConnectionScreen(text)
            self.app.push_screen(self.screen)
        else:
            self.screen.show(text)
