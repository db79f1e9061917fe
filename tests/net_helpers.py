"""Loopback helpers for the network tests: a host in this process and robot clients that keep
every message they are sent, bounded in time."""

from __future__ import annotations

import asyncio
import json
import random
import re
from contextlib import asynccontextmanager
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bragtui.core.actions import action_text
from bragtui.core.rules import load_rules
from bragtui.core.wire import from_wire
from bragtui.net.host import Connection, Host
from bragtui.net.protocol import encode
from bragtui.net.table import HostTable
from bragtui.players import ComputerPlayer

CODE = "TESTCODE"
CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9JQKA])[cdhs](?![A-Za-z0-9])|(?<![A-Za-z0-9])Jk(?![A-Za-z0-9])")


TOKEN_FIELD = re.compile(r'"token":\s*"[^"]*"')


def card_tokens(text: str) -> set[str]:
    """Every card written in ``text`` (as messages write cards: ``Ah``, ``10c``, ``Jk``). A seat's
    token is left out: it is random text, which may happen to hold something like ``_5c``."""
    return set(CARD_TOKEN.findall(TOKEN_FIELD.sub('"token":""', text)))


def _cards_of(holding) -> tuple:
    """A seat's cards in a hand's table, whether kept as a holding or as a plain tuple."""
    return tuple(getattr(holding, "cards", holding))


def _held(hand, seat: int) -> set[str]:
    """Every card in front of ``seat`` in this hand (dealt, held, kept aside or folded)."""
    groups = [hand.deal.get(seat, ())]
    for table in ("holdings", "old", "folded"):
        kept = getattr(hand, table, {})
        holding = kept.get(seat) if isinstance(kept, dict) else None
        if holding is not None:
            groups.append(_cards_of(holding))
    return {str(card) for group in groups for card in group}


def hidden_cards(game, seat: int) -> set[str]:
    """The cards ``seat`` may not see now, worked out from the controller itself (not from the
    seat's view): the pack, the other seats' cards and the house's (Casino Brag), cards given up
    at a draw, unless shown by the rules or told in the public log; its own while it has not looked
    (or, at Casino Brag, before every stake is down); face-down centre cards it did not put there."""
    hand = game.hand
    pack = {str(card) for card in game.pack_order()}
    if hand is None:
        return pack
    others = set().union(*(_held(hand, s) for s in range(len(game.players)) if s != seat))
    others |= {str(card) for card in (*getattr(hand, "house", ()), *getattr(hand, "discards", ()))}
    centre = getattr(hand, "centre", [])
    face_down = {str(slot.card) for slot in centre if not slot.face_up and slot.placed_by != seat}
    hidden = pack | others | face_down
    # Face-up centre cards are public; one this seat put there it held, so it knows it.
    public = {str(slot.card) for slot in centre if slot.face_up or slot.placed_by == seat}
    public |= card_tokens(" ".join(game.view(None).log))
    # The open pack's showing cards and a face-up partner hand are public, and nothing else new.
    partner = getattr(hand, "partner", None)
    face_up = {str(card) for card in (*getattr(hand, "pack_shown", ()), *(partner[1] if partner else ()))}
    public |= face_up
    result = hand.result
    if result is not None:
        public |= {str(card) for groups in result.shown.values() for group in groups for card in group}
        public |= {str(card) for position in result.positions for cards in position.hands.values()
                   for card in cards}
        public |= {str(card) for card in getattr(hand, "house", ())}
    # A Teen Patti sideshow just compared: its two seats see each other's hand, in that state only.
    pair = getattr(hand, "private", None)
    if pair is not None and seat in pair:
        public |= _held(hand, pair[0] if seat == pair[1] else pair[1])
    own = _held(hand, seat)
    blind = (seat not in getattr(hand, "looked", {seat}) or getattr(hand, "phase", None) == "stake") \
        and result is None
    unseen = own if blind else set()
    peeking = getattr(hand, "peeking", None)
    if blind and peeking is not None and peeking[0] == seat:  # looking at one of two blind hands
        looked_at = hand.old[seat] if peeking[1] == "old" else hand.holdings[seat]
        unseen = own - {str(card) for card in looked_at.cards}
    # A blind seat that folded sees its own hand's last card on the open pack, as everyone does.
    return (hidden - public - own - _inspected(hand, seat)) | (unseen - face_up)


def _inspected(hand, seat: int) -> set[str]:
    """House rule ``borrow``: the borrower's cards ``seat`` looks at as the lender asked, while it
    decides (the three kept, and a second blind hand)."""
    loan = getattr(hand, "loan", None)
    if loan is None or not loan.inspected or loan.lender != seat or hand.result is not None:
        return set()
    old = hand.old.get(loan.borrower)
    return {str(card) for card in (*hand.holdings[loan.borrower].kept, *(old.cards if old else ()))}


class Robot:
    """A client that plays its seat with the random computer player, from the typed view it is
    sent, and keeps every raw message."""

    def __init__(self, url: str, name: str | None = None, token: str | None = None, seed: int = 0):
        self.url, self.name, self.token = url, name, token
        self.rng = random.Random(seed)
        self.raw: list[str] = []
        self.socket = None
        self.seat_name: str | None = None
        self.last_state: dict | None = None
        self.errors: list[str] = []
        self.acted = 0
        self.game_over: dict | None = None

    async def join(self, code: str = CODE) -> dict:
        self.socket = await connect(self.url, compression=None, max_size=2**22, open_timeout=5)
        message = {"type": "join", "code": code}
        message.update({"token": self.token} if self.token else {"name": self.name})
        await self.socket.send(json.dumps(message))
        welcome = await self.receive()
        if welcome["type"] == "welcome":
            self.token, self.seat_name = welcome["token"], welcome["seat"]
        return welcome

    async def receive(self) -> dict:
        # asyncio.timeout, not wait_for: Python 3.11's wait_for drops a cancellation that comes just
        # as the message arrives, and the cancelled robot then waits out the whole 10 s for the next.
        async with asyncio.timeout(10):
            raw = await self.socket.recv()
        self.raw.append(raw)
        message = json.loads(raw)
        if message["type"] == "state":
            self.last_state = message
        elif message["type"] == "error":
            self.errors.append(message["message"])
        elif message["type"] == "game_over":
            self.game_over = message
        return message

    def choose(self, state: dict) -> str | None:
        """The action text for a state where this seat is to act."""
        if not state["legal"] or state["view"] is None:
            return None
        view = from_wire(state["view"]["typed"])
        action = ComputerPlayer("random").choose(view, view.legal, self.rng)
        return action_text(action, view.players)[len(self.seat_name) + 1:]

    async def play(self, until_hand: int, acts: int | None = None) -> None:
        """Play until a state of hand ``until_hand`` (or the game's end, or ``acts`` actions)."""
        state = self.last_state
        if state is not None and state["to_act"] == self.seat_name and state["legal"]:
            await self.socket.send(json.dumps({"type": "act", "action": self.choose(state)}))
            self.acted += 1
        while True:
            try:
                message = await self.receive()
            except ConnectionClosed:
                return
            if message["type"] == "game_over":
                return
            if message["type"] != "state":
                continue
            if message["hand"] >= until_hand or (acts is not None and self.acted >= acts):
                return
            if message["to_act"] == self.seat_name and message["legal"]:
                await self.socket.send(json.dumps({"type": "act", "action": self.choose(message)}))
                self.acted += 1
            elif message["hand_over"] and message["view"] is not None:
                await self.socket.send('{"type":"ready"}')

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()


def sideshow_policy(view) -> str:
    """A Teen Patti seat's move that brings sideshows about: answer yes, look at once, ask for a show
    or a sideshow whenever it may, else chaal the least (as the hand history's words)."""
    legal = {choice.verb: choice for choice in view.legal}
    for verb in ("accept", "look", "show"):
        if verb in legal:
            return verb
    verb = "sideshow" if "sideshow" in legal else "chaal"
    return f"{verb} {legal[verb].least}"


class SideshowRobot(Robot):
    """A Teen Patti seat played by :func:`sideshow_policy`."""

    def choose(self, state: dict) -> str | None:
        if not state["legal"] or state["view"] is None:
            return None
        return sideshow_policy(from_wire(state["view"]["typed"]))


def hands_done(game) -> int:
    """How many hands of a hosted game are over (its game keeps only the latest hand's result)."""
    return game.results[-1].number if game.results else 0


def new_table(tmp_path: Path, variant: str = "three-card", seats: int = 3, computers=(), seed: int = 7,
              **rules) -> HostTable:
    return HostTable(variant, seats, load_rules(variant, table=rules),
                     save=tmp_path / f"{variant}.toml", code=CODE, computers=list(computers), seed=seed)


@asynccontextmanager
async def hosting(table: HostTable, **options):
    """A host on a free loopback port; yields it and its URL; stopped (and saved) afterwards."""
    options.setdefault("turn_timeout", 0)
    options.setdefault("pause", 0.05)
    options.setdefault("computer_pause", 0)
    host = Host(table, rng=random.Random(1), **options)
    _, port = await host.start("127.0.0.1", 0)
    try:
        yield host, f"ws://127.0.0.1:{port}"
    finally:
        await host.stop()


class Recorder:
    """Keeps, per connection, every message the host queued with the cards its seat could not see
    at that moment (patched into :class:`Connection`)."""

    def __init__(self, monkeypatch, table: HostTable):
        self.sent: dict[int, list[tuple[str, set[str]]]] = {}
        original = Connection.send
        recorder = self

        def send(connection, message):
            game = table.game
            hidden = hidden_cards(game, connection.seat) if game is not None and connection.seat is not None \
                else set()
            recorder.sent.setdefault(id(connection), []).append((encode(message).decode(), hidden))
            original(connection, message)

        monkeypatch.setattr(Connection, "send", send)


async def play_a_while(robots: list[Robot], acts: int, limit: float = 20) -> None:
    """Let the robots play until one of them has acted ``acts`` times more (the others stop there)."""
    tasks = [asyncio.create_task(robot.play(10**6, acts=robot.acted + acts)) for robot in robots]
    done, pending = await asyncio.wait(tasks, timeout=limit, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    assert done, "nobody acted in time"
    for task in done:
        task.result()


class Unread:
    """A stand-in for a client's WebSocket connection that reads nothing: every byte written to it
    stays in its transport's buffer until ``drain()`` (the client catching up)."""

    def __init__(self) -> None:
        from websockets.protocol import OPEN

        self.state, self.send_in_progress = OPEN, None
        self.protocol = self  # what websockets' broadcast() writes through
        self.transport = self
        self.buffered = 0
        self.code: int | None = None

    def send_text(self, data: bytes) -> None:
        self.buffered += len(data) + 4  # the frame's header

    def send_data(self) -> None:
        pass

    def drain(self) -> None:
        self.buffered = 0

    def get_write_buffer_size(self) -> int:
        return self.buffered

    def get_extra_info(self, key: str) -> None:
        return None

    def is_closing(self) -> bool:
        return self.code is not None

    def abort(self) -> None:
        pass

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.code = code


class Kept(Connection):
    """A connection with no socket that keeps what it is written (decoded), for the host's answers."""

    def __init__(self) -> None:
        super().__init__(None)  # type: ignore[arg-type]
        self.written: list[dict] = []

    def write(self, data: bytes) -> None:
        self.written.append(json.loads(data))
