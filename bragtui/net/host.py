"""``brag host``'s server: carries the protocol's messages between connections and the table.

One asyncio loop holds everything, so the game is only ever changed by one
message at a time. A message is written to its connection at once; a client
that stops reading is closed once what it has not taken passes a bound, never
buffered without one. Computer seats, turn time-outs and the pause between hands are
timers on the same loop. Nothing a client sends can stop the host: every
refusal is an ``error`` message.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import errno
import fcntl
import logging
import random
import socket as sockets
import ssl
import sys
import termios
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import msgspec
from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed
from websockets.typing import Origin

from bragtui.core import ranking
from bragtui.core.actions import Action
from bragtui.core.clock import REAL_CLOCK, Clock
from bragtui.net.guard import (
    CLOSE_BANNED,
    CLOSE_BINARY,
    CLOSE_JOIN_FIRST,
    JOIN_WITHIN,
    SPARE_PER_ADDRESS,
    Gate,
    Limits,
)
from bragtui.net.protocol import (
    CLOSE_POLICY,
    COUNTDOWN,
    MAX_MESSAGE,
    RATE_LIMIT,
    REFUSALS_PER_MINUTE,
    UNSENT_BYTES,
    UNSENT_SECONDS,
    ProtocolError,
    WrongCode,
    decode,
    encode,
)
from bragtui.net.table import HostTable
from bragtui.net.timeout import timeout_action
from bragtui.players import ComputerPlayer, safest

SERVE_PORT = 8000
"""``brag serve``'s usual port: its page on this machine is an allowed origin by default."""
DEFAULT_ORIGINS = (f"http://127.0.0.1:{SERVE_PORT}", f"http://localhost:{SERVE_PORT}")


def peer_address(socket: Any) -> str:
    """The address a connection comes from (its host, without the port)."""
    try:
        peer = socket.transport.get_extra_info("peername")
    except AttributeError:  # a stand-in without a transport, in tests
        return ""
    return str(peer[0]) if isinstance(peer, tuple) and peer else ""


def below(socket: Any) -> int:
    """Bytes handed on but not yet taken by the client: in the transport's buffer and in the kernel's
    send queue (on Linux). Both count towards the unsent limit, or the kernel's buffers (megabytes)
    would hide a client that does not read."""
    transport = getattr(socket, "transport", None)
    if transport is None:
        return 0
    waiting = transport.get_write_buffer_size()
    raw = transport.get_extra_info("socket")
    if raw is not None:
        with contextlib.suppress(OSError, ValueError, AttributeError):  # not a TCP socket, or closed
            waiting += int.from_bytes(fcntl.ioctl(raw.fileno(), termios.TIOCOUTQ, b"\0\0\0\0"), sys.byteorder)
    return waiting


CLOSE_GRACE = 2.0
"""Seconds a connection being closed has to take its last messages and the close, before it is cut."""
SEND_BUFFER = 16 * 1024
"""The kernel's send buffer asked for each connection: small, so what a client that stops reading
has not taken waits in the transport (where its time limit is counted) after kilobytes, not
megabytes."""


def guarded(gate: Gate, loop_time: Callable[[], float]) -> type[ServerConnection]:
    """A connection class that asks ``gate`` before anything else: over a cap, the TCP connection
    is dropped before the handshake, holding no descriptor and no memory."""

    class Guarded(ServerConnection):
        admitted = False
        accepted = 0.0

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            peer = transport.get_extra_info("peername")
            self.peer = str(peer[0]) if isinstance(peer, tuple) and peer else ""
            if not gate.admit(self.peer):
                transport.abort()  # type: ignore[attr-defined]  # a TCP transport
                return
            self.admitted, self.accepted = True, loop_time()
            raw = transport.get_extra_info("socket")
            if raw is not None:
                with contextlib.suppress(OSError):
                    raw.setsockopt(sockets.SOL_SOCKET, sockets.SO_SNDBUF, SEND_BUFFER)
            super().connection_made(transport)

        def connection_lost(self, exc: Exception | None) -> None:
            if not self.admitted:
                return
            self.admitted = False
            gate.release(self.peer)
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if not self.admitted:
                return
            super().data_received(data)
            # The library answers a ping with a pong there and then, written behind whatever the
            # client has not read: a client that sends pings and never reads would have the host
            # hold its pongs without bound (tens of megabytes a second), out of reach of the unsent
            # count that the host's own messages are held to. The same bound holds for them.
            transport = self.transport
            if transport.get_write_buffer_size() > 0 and below(self) > UNSENT_BYTES:
                if gate.log is not None:
                    gate.log(f"brag host: cut a connection from {self.peer}: it sends but does not read")
                transport.abort()

        def eof_received(self) -> None:
            if self.admitted:
                super().eof_received()

    return Guarded


def quiet_logger(log: Callable[[str], None] | None) -> logging.Logger:
    """The websockets library's logger for the host: a failure it reports is one line in the host's
    log (when it has one), never a traceback."""
    logger = logging.getLogger("bragtui.net.host.websockets")
    logger.propagate = False
    logger.setLevel(logging.WARNING)
    for handler in list(logger.handlers):
        logger.removeHandler(handler)

    class OneLine(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if log is not None:
                error = record.exc_info[1] if record.exc_info else None
                log(f"brag host: {record.getMessage()}" + (f" ({type(error).__name__})" if error else ""))

    logger.addHandler(OneLine())
    return logger


class Connection:
    """One client: its seat, what it has not yet taken of what was written to it, and its message and
    refusal counts.

    A message is written to the connection's transport at once, in the caller's turn of the loop (no
    task per message or per connection): on loopback or a reading client the kernel takes it there and
    then. What the kernel does not take waits in the transport; the slow-reader rule is counted there,
    from the host's side: past :data:`UNSENT_BYTES` (with what the kernel still holds), or a message
    held there ``unsent_seconds``, closes the connection.
    """

    def __init__(self, socket: ServerConnection, unsent_seconds: float = UNSENT_SECONDS):
        self.socket = socket
        self.address = peer_address(socket)
        self.unsent_seconds = unsent_seconds
        """A message held this long and not yet taken by the kernel closes the connection."""
        self.seat: int | None = None
        self.held: collections.deque[tuple[int, float]] = collections.deque()
        """For each message the transport still holds (part of): how many bytes had entered the
        transport's buffer once it was in, and when it was written."""
        self.entered = 0
        """Bytes that have entered the transport's buffer (what the kernel did not take at once)."""
        self._look: asyncio.TimerHandle | None = None
        self.closed = False
        self.received: collections.deque[float] = collections.deque()
        self.refused: collections.deque[float] = collections.deque()
        self.closing: asyncio.Task[None] | None = None

    def send(self, message: Mapping[str, Any] | msgspec.Struct) -> None:
        """Write a message; a client already too far behind is closed instead."""
        if not self.closed:
            self.write(encode(message))

    def write(self, data: bytes) -> None:
        """Write ``data`` (UTF-8 JSON, as a text frame) to the socket now; then hold the client to the
        slow-reader rule."""
        transport = self.socket.transport
        before = transport.get_write_buffer_size()
        broadcast((self.socket,), data, text=True)  # writes at once, with no task and no wait
        after = transport.get_write_buffer_size()
        if after == 0:  # all taken by the kernel: the client is keeping up
            self.held.clear()
            return
        # The transport tries the kernel only when its buffer is empty, else it appends the whole
        # frame; either way what the kernel did not take is the growth.
        self.entered += after - before
        self.held.append((self.entered, time.monotonic()))
        # Only now can the unsent bytes pass the limit: the kernel alone holds at most its send
        # buffer (SEND_BUFFER, doubled by Linux), well under it.
        if below(self.socket) > UNSENT_BYTES:
            self.close(CLOSE_POLICY, "not reading its messages")
        elif self._look is None:
            self._look = asyncio.get_running_loop().call_later(self.unsent_seconds, self._held_too_long)

    def _held_too_long(self) -> None:
        """Close the connection if the oldest message the transport still holds has waited its time;
        else look again when the next one's time is up."""
        self._look = None
        if self.closed:
            return
        taken = self.entered - self.socket.transport.get_write_buffer_size()
        while self.held and self.held[0][0] <= taken:
            self.held.popleft()
        if not self.held:
            return
        waited = time.monotonic() - self.held[0][1]
        if waited >= self.unsent_seconds:
            self.close(CLOSE_POLICY, "not reading its messages")
            return
        self._look = asyncio.get_running_loop().call_later(self.unsent_seconds - waited, self._held_too_long)

    def close(self, code: int = 1000, reason: str = "") -> None:
        if not self.closed:
            self.closed = True
            self.closing = asyncio.get_running_loop().create_task(self._close(code, reason))

    def forget(self) -> None:
        """The connection has ended: nothing more is written or looked at."""
        self.closed = True
        if self._look is not None:
            self._look.cancel()
            self._look = None

    async def _close(self, code: int, reason: str) -> None:
        # What was written (the error saying why) goes first, if the client reads at all; a client
        # that does not read gets its TCP connection cut after a moment, or the closing handshake
        # (which waits behind what it has not read) would hold it open until the pings time out.
        with contextlib.suppress(TimeoutError, ConnectionClosed):
            async with asyncio.timeout(CLOSE_GRACE):
                await self.socket.close(code, reason)
        transport = getattr(self.socket, "transport", None)
        if transport is not None and not transport.is_closing():
            transport.abort()

    def over_rate(self) -> bool:
        """Count a message; whether it is more than the rate allows (see :meth:`paced`)."""
        now = time.monotonic()
        self.received.append(now)
        while self.received and now - self.received[0] > 1.0:
            self.received.popleft()
        return len(self.received) > RATE_LIMIT

    def paced(self) -> None:
        """Uncount the last message: an action the game accepted is paced by the turns themselves
        (a seat acts again only after the others), so a fast player or program is never refused
        for playing; chat, readiness and refused messages stay counted."""
        if self.received:
            self.received.pop()

    def refuse(self, reason: str, close: bool = False, code: int = 1000, why: str = "refused") -> None:
        """Send an ``error`` (closing with ``code`` and ``why`` if ``close``); too many refusals in a
        minute close the connection."""
        now = time.monotonic()
        self.refused.append(now)
        while self.refused and now - self.refused[0] > 60.0:
            self.refused.popleft()
        self.send({"type": "error", "message": reason})
        if close:
            self.close(code, why)
        elif len(self.refused) > REFUSALS_PER_MINUTE:
            self.close(CLOSE_POLICY, "too many refused messages")


class Host:
    """The server of one hosted table."""

    def __init__(self, table: HostTable, *, turn_timeout: float = 120.0, pause: float = 4.0,
                 computer_pause: float = 0.8, rng: random.Random | None = None,
                 log: Callable[[str], None] | None = None, join_within: float = JOIN_WITHIN,
                 unsent_seconds: float = UNSENT_SECONDS, limits: Limits | None = None,
                 clock: Clock = REAL_CLOCK):
        self.table = table
        self.clock = clock
        """What the pauses and the turn timeout wait on (the table's turn starts are read from it too)."""
        table.clock = clock
        self.join_within = join_within
        """Seconds a connection has to join, from its TCP connection on, before it is closed (4400)."""
        self.unsent_seconds = unsent_seconds
        self.gate = Gate(limits or Limits(per_address=len(table.seats) + SPARE_PER_ADDRESS), clock.now, log)
        """Who may connect: the caps by address and in all, and the wrong codes' ban (``clock``)."""
        self._accept_failed = 0.0
        self.turn_timeout = turn_timeout
        self.pause = pause
        self.computer_pause = computer_pause
        self.rng = rng or random.Random()
        self.log = log
        self.logged = 0
        self.connections: list[Connection] = []
        self.server: Server | None = None
        self._turn_task: asyncio.Task[None] | None = None
        self._deal_task: asyncio.Task[None] | None = None
        self._players: dict[int, ComputerPlayer] = {}
        self.over_sent: set[int] = set()

    # --- the server -----------------------------------------------------------------------------

    async def start(self, bind: str = "127.0.0.1", port: int = 0, *, certificate: ssl.SSLContext | None = None,
                    origins: Sequence[str] = DEFAULT_ORIGINS) -> tuple[str, int]:
        """Listen; returns the address and port bound. The game goes on from where it stands."""
        # The hand-ranking table is built on first use, a tenth of a second or more: build it
        # before anyone joins, so that the first showdown does not hold up every seat.
        ranking.table()
        loop = asyncio.get_running_loop()
        self._default_handler = loop.get_exception_handler()
        loop.set_exception_handler(self._loop_error)
        self.server = await serve(self.handler, bind, port, ssl=certificate, max_size=MAX_MESSAGE,
                                  compression=None, ping_interval=20, ping_timeout=20, max_queue=64,
                                  write_limit=16 * 1024, origins=[None, *(Origin(o) for o in origins)],
                                  open_timeout=self.join_within, close_timeout=2, logger=quiet_logger(self.log),
                                  create_connection=guarded(self.gate, loop.time))
        address = self.server.sockets[0].getsockname()
        self.changed()
        return address[0], address[1]

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """Out of descriptors at ``accept()`` is expected under a flood: one line (at most one a
        second, as asyncio waits a second before accepting again), no traceback."""
        error = context.get("exception")
        if isinstance(error, OSError) and error.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
            now = time.monotonic()
            if self.log is not None and now - self._accept_failed >= 1.0:
                self.log(f"brag host: cannot accept connections for now ({error.strerror}): trying again in a second")
            self._accept_failed = now
            return
        if self._default_handler is not None:
            self._default_handler(loop, context)
        else:
            loop.default_exception_handler(context)

    async def stop(self) -> None:
        """Stop serving; the game is saved as it stands. Every seat is told the host stopped
        (close code 1001), so its program stops trying to reconnect."""
        for task in (self._turn_task, self._deal_task):
            if task is not None:
                task.cancel()
        for connection in list(self.connections):
            connection.close(1001, "the host stopped")
        closing = [c.closing for c in self.connections if c.closing is not None]
        if closing:
            await asyncio.wait(closing, timeout=2.0)
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.table.save()
        if self.table.game is None:
            self.table.forget_seats()  # no game to carry on: nothing is left behind
        else:
            self.table.write_seats()
        self.table.close()  # last: it raises if the save could not be put in place

    async def handler(self, socket: ServerConnection) -> None:
        connection = Connection(socket, self.unsent_seconds)
        self.connections.append(connection)
        deadline = asyncio.create_task(self._close_unless_joined(connection, socket))
        if self.gate.banned(connection.address):
            connection.refuse("too many wrong codes from your address: try again in a minute", close=True,
                              code=CLOSE_BANNED, why="too many wrong codes")
        try:
            async for raw in socket:
                # Once closing, what still arrives is read and dropped, so the closing handshake
                # (which waits behind it) can finish.
                if connection.closed:
                    continue
                if isinstance(raw, bytes):
                    connection.refuse("messages are JSON in text frames, not binary ones", close=True,
                                      code=CLOSE_BINARY, why="text frames only")
                    continue
                self.receive(connection, raw)
        except ConnectionClosed:
            pass
        finally:
            deadline.cancel()
            connection.forget()
            self.connections.remove(connection)
            if connection.seat is not None:
                self.table.leave(connection.seat, connection)
                self.broadcast()

    async def _close_unless_joined(self, connection: Connection, socket: ServerConnection) -> None:
        """Close the connection if it has not joined ``join_within`` seconds after its TCP connection."""
        loop = asyncio.get_running_loop()
        await self.clock.sleep(self.join_within - (loop.time() - getattr(socket, "accepted", loop.time())))
        self._join_late(connection)

    def _join_late(self, connection: Connection) -> None:
        if connection.seat is None:
            connection.refuse(f"join first: no 'join' came within {self.join_within:g} seconds", close=True,
                              code=CLOSE_JOIN_FIRST, why="join first")

    def receive(self, connection: Connection, raw: str | bytes) -> None:
        """Handle one message; a bad one gets an ``error`` and changes nothing."""
        if connection.over_rate():
            connection.refuse(f"too many messages: at most {RATE_LIMIT} a second")
            return
        try:
            message = decode(raw)
            self.dispatch(connection, message)
        except ProtocolError as error:
            connection.refuse(str(error), close=error.close)
        except Exception as error:  # a bug must never stop the table: refuse and go on
            connection.refuse(f"the host could not handle that message ({type(error).__name__})")

    def dispatch(self, connection: Connection, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "join":
            self._join(connection, message)
            return
        seat = connection.seat
        if seat is None:
            raise ProtocolError("join first: send 'join' with the code and a name or token")
        if kind == "act":
            self.table.act(seat, message.get("action"))
            connection.paced()
            self.changed()
        elif kind == "say":
            self.table.say(seat, message.get("text"))
            self.broadcast()
        elif self.table.ready(seat):  # "ready"
            self.deal_now()

    def _join(self, connection: Connection, message: dict[str, Any]) -> None:
        if connection.seat is not None:
            raise ProtocolError("this connection has already joined")
        started = self.table.game is not None
        if self.gate.banned(connection.address):
            raise ProtocolError("too many wrong codes from your address: try again in a minute", close=True)
        try:
            seat, token, older = self.table.join(message, connection)
        except WrongCode:
            if self.gate.wrong_code(connection.address):
                connection.refuse("wrong code; too many wrong codes from your address: try again in a minute",
                                  close=True, code=CLOSE_BANNED, why="too many wrong codes")
                return
            raise
        connection.seat = seat
        connection.send(self.table.welcome(seat, token))
        if isinstance(older, Connection) and older is not connection:
            older.refuse("your seat was taken over by a newer connection", close=True)
        if not started and self.table.game is not None:
            self.changed()
        else:
            self.broadcast()
        game = self.table.game
        if game is not None and game.game_over:
            connection.send(self.table.game_over())

    # --- after every change ---------------------------------------------------------------------

    def broadcast(self) -> None:
        """Send every connected seat its own state."""
        deadline = self._seconds_left()
        to_act = self.table.game.to_act if self.table.game is not None else None
        seated = [(c.seat, c) for c in self.connections if c.seat is not None and not c.closed]
        states = self.table.states({seat: deadline if seat == to_act else None for seat, _ in seated})
        for seat, connection in seated:
            connection.send(states[seat])
        self._log_events()

    def _log_events(self) -> None:
        """Put the table's new log entries in the host's log, in one call (one write after an action)."""
        if self.log is None:
            return
        entries = self.table.log_since(self.logged)
        self.logged = self.table.log_count
        if entries:
            self.log("\n".join(f"{entry['name']}: {entry['text']}" if entry.get("kind") == "say" else entry["text"]
                               for entry in entries))

    def changed(self) -> None:
        """The game moved on: tell every seat, then start what comes next (a computer's turn, the
        turn's timer, the next deal, or the end)."""
        self.broadcast()
        game = self.table.game
        if self._turn_task is not None:
            self._turn_task.cancel()
            self._turn_task = None
        if game is None:
            return
        if game.hand_over:
            if game.game_over:
                self._send_game_over()
            elif self._deal_task is None or self._deal_task.done():
                self._deal_task = asyncio.get_running_loop().create_task(self._deal_after_pause())
            return
        to_act = game.to_act
        if to_act is None:
            return
        if self.table.seats[to_act].computer is not None:
            self._turn_task = asyncio.get_running_loop().create_task(self._computer_turn(to_act, self.table.changes))
        elif self.turn_timeout > 0:
            self._turn_task = asyncio.get_running_loop().create_task(self._turn_timer(to_act, self.table.changes))

    def _send_game_over(self) -> None:
        message = self.table.game_over()
        for connection in self.connections:
            if connection.seat is not None and id(connection) not in self.over_sent:
                self.over_sent.add(id(connection))
                connection.send(message)

    def _seconds_left(self) -> float | None:
        if self.turn_timeout <= 0:
            return None
        return max(0.0, round(self.turn_timeout - (self.clock.now() - self.table.turn_started), 1))

    def deal_now(self) -> None:
        if self._deal_task is not None:
            self._deal_task.cancel()
            self._deal_task = None
        if self.table.deal():
            self.changed()

    async def _deal_after_pause(self) -> None:
        await self.clock.sleep(self.pause)
        self._deal_task = None
        if self.table.deal():
            self.changed()

    # --- turns the host plays -------------------------------------------------------------------

    def _player(self, seat: int, label: str) -> ComputerPlayer:
        game = self.table.game
        assert game is not None
        return ComputerPlayer.from_spec(label, name=game.players[seat], rules=game.rules)

    async def _computer_turn(self, seat: int, change: int) -> None:
        await self.clock.sleep(self.computer_pause)
        label = self.table.seats[seat].computer or "easy"
        player = self._players.setdefault(seat, self._player(seat, label))
        await self._play_for(seat, change, player, None)

    async def _turn_timer(self, seat: int, change: int) -> None:
        """The seat's time runs out: a countdown in its last seconds, then the ``easy`` player moves."""
        waited = max(0.0, self.turn_timeout - COUNTDOWN)
        if waited > 0:
            await self.clock.sleep(waited)
            self.broadcast()  # the acting seat's state now carries its countdown
        await self.clock.sleep(self.turn_timeout - waited)
        game = self.table.game
        if game is None or self.table.changes != change:
            return
        name = self.table.seats[seat].name
        note: str | None = f"{name} took too long: the computer made this move for them"
        player = self._player(seat, "easy")
        # The move ends the turn; a hand looked at before the time ran out is first kept or thrown,
        # so a few steps at most, each one the seat's.
        for _ in range(4):
            if game.hand_over or game.to_act != seat:
                break
            try:
                self.table.apply(timeout_action(game, seat, player, self.rng), note)
            except ProtocolError:
                self.table.apply(safest(game.view(seat), game.rules, self.rng), note)
            note = None
        self.changed()

    async def _play_for(self, seat: int, change: int, player: ComputerPlayer, note: str | None) -> None:
        game = self.table.game
        if game is None or self.table.changes != change:
            return
        view = game.view(seat)
        try:
            action: Action | None = await asyncio.to_thread(player.choose, view, view.legal, self.rng)
        except Exception:  # a computer player that errs never stops the table
            action = None
        if self.table.changes != change:
            return
        try:
            if action is None:
                raise ProtocolError("no action")
            self.table.apply(action, note)
        except ProtocolError:
            self.table.apply(safest(game.view(seat), game.rules, self.rng), note)
        self.changed()


def stderr_log(lines: str) -> None:
    """The headless host's log on standard error: one line per event (``lines`` may hold several)."""
    print(lines, file=sys.stderr, flush=True)
