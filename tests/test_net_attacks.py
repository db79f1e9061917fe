"""brag host attacked over loopback: idle connections by the hundred, guessed codes, binary frames,
odd bytes and a client that stops reading, each bounded in count and time; and the seats and turns
the host keeps fair (seats given back before the first deal, the timed-out move, a late ``ready``)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import resource
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cli_helpers import run_brag
from clock_helpers import ManualClock
from net_helpers import CODE, Recorder, Robot, Unread, card_tokens, hosting, new_table, play_a_while
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bragtui.core.factory import new_game
from bragtui.net.host import Connection
from bragtui.net.protocol import encode
from bragtui.net.seats import code_problem, read_seats, seats_path

ROOT = Path(__file__).resolve().parent.parent


async def _raw(port: int, source: str = "127.0.0.1"):
    """A bare TCP connection (no WebSocket handshake), from ``source``."""
    return await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))


async def _dropped(reader: asyncio.StreamReader, within: float) -> bool:
    """Whether the host closes this TCP connection within ``within`` seconds."""
    try:
        return await asyncio.wait_for(reader.read(1), within) == b""
    except (ConnectionResetError, BrokenPipeError):
        return True
    except TimeoutError:
        return False


def _port(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


async def _closed(socket, within: float = 5.0):
    """The close frame the host sent (code and reason), reading and dropping what comes before."""
    with pytest.raises(ConnectionClosed) as closed:
        for _ in range(100):
            await asyncio.wait_for(socket.recv(), within)
    return closed.value.rcvd.code, closed.value.rcvd.reason


# --- file descriptors -----------------------------------------------------------------------------

async def test_hundreds_of_idle_connections_hold_at_most_seats_plus_two_and_go_after_the_join_time(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    # The join time is long enough that opening 300 connections on a busy machine does not outlast it.
    async with hosting(table, join_within=2.0) as (host, url):
        flood = [await _raw(_port(url)) for _ in range(300)]
        await asyncio.sleep(0.05)  # let the host accept the last ones
        assert host.gate.open["127.0.0.1"] == 4  # seats + 2; the rest were dropped before any handshake
        dropped = await asyncio.gather(*(_dropped(reader, 0.2) for reader, _ in flood))
        assert sum(dropped) == 296
        # The four it holds are closed once the join time has passed, handshake or not.
        assert all(await asyncio.gather(*(_dropped(reader, 4.0) for reader, _ in flood)))
        for _, writer in flood:
            writer.close()
        started = time.monotonic()
        while host.gate.total:
            assert time.monotonic() - started < 2
            await asyncio.sleep(0.02)
        # Then the table is everyone's again: two people join and play, and the game is saved.
        ann, bob = Robot(url, "Ann", seed=1), Robot(url, "Bob", seed=2)
        assert (await ann.join())["type"] == (await bob.join())["type"] == "welcome"
        await play_a_while([ann, bob], 2)
    assert table.save_path.exists()


async def test_a_websocket_that_does_not_join_is_closed_with_4400(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table, join_within=0.3) as (_, url):
        idle = await connect(url, compression=None)
        assert await _closed(idle) == (4400, "join first")


async def test_no_more_than_64_connections_in_all_from_many_addresses(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table, join_within=3.0) as (host, url):
        held = []
        for n in range(2, 32):  # 30 loopback addresses, 5 tries each: 150 connections asked for
            for _ in range(5):
                held.append(await _raw(_port(url), f"127.0.0.{n}"))
        await asyncio.sleep(0.05)
        assert host.gate.total == 64
        assert max(host.gate.open.values()) == 4
        for _, writer in held:
            writer.close()


def _host(*args: str, limit_files: int | None = None) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def limit() -> None:
        if limit_files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit_files, limit_files))

    return subprocess.Popen([sys.executable, "-m", "bragtui", "host", "--headless", "--port", "0", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=limit)  # noqa: PLW1509  # the test's own process


def _url(process: subprocess.Popen) -> str:
    line = process.stdout.readline()
    assert line.startswith("brag host: ws://"), line
    return line.split()[2]


async def test_a_headless_host_out_of_descriptors_logs_one_line_not_tracebacks_and_recovers(tmp_path):
    process = _host("--variant", "three-card", "--seats", "2", "--code", CODE, "--save", str(tmp_path / "g.toml"),
                    "--turn-timeout", "0", "--pause", "0", limit_files=48)
    try:
        url = _url(process)
        held = []
        for n in range(2, 22):  # 20 addresses, 4 each: more than the 48 descriptors the host has
            for _ in range(4):
                with contextlib.suppress(OSError):
                    held.append(await _raw(_port(url), f"127.0.0.{n}"))
        await asyncio.sleep(2.5)  # asyncio waits a second between tries to accept
        for _, writer in held:
            writer.close()
        await asyncio.sleep(0.5)
        ann, bob = Robot(url, "Ann", seed=1), Robot(url, "Bob", seed=2)
        assert (await ann.join())["type"] == (await bob.join())["type"] == "welcome"
        await play_a_while([ann, bob], 2)
        await ann.close()
        await bob.close()
    finally:
        process.terminate()
        _, errors = process.communicate(timeout=10)
    assert "Traceback" not in errors, errors[:2000]
    refusals = [line for line in errors.splitlines() if "cannot accept connections" in line]
    assert 1 <= len(refusals) <= 4, errors[:2000]  # at most one a second
    assert "saved" in errors and (tmp_path / "g.toml").exists()


async def test_odd_bytes_and_half_handshakes_leave_the_host_serving_without_a_traceback(tmp_path):
    process = _host("--variant", "three-card", "--seats", "2", "--code", CODE, "--save", str(tmp_path / "g.toml"))
    rng = random.Random(5)
    try:
        url = _url(process)
        port = _port(url)
        junk = [bytes(rng.randrange(256) for _ in range(rng.randrange(1, 600))) for _ in range(20)]
        junk += [b"GET / HTTP/1.1\r\n\r\n", b"GET / HTTP/1.1\r\nUpgrade: websocket\r\n", b"\r\n\r\n" * 50,
                 b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\n\r\n", b"\x88\x80\x00\x00\x00\x00"]
        for data in junk:
            reader, writer = await _raw(port)
            writer.write(data)
            await writer.drain()
            await _dropped(reader, 0.2)
            writer.close()
        ann = Robot(url, "Ann")
        assert (await ann.join())["type"] == "welcome"
        await ann.close()
    finally:
        process.terminate()
        _, errors = process.communicate(timeout=10)
    assert "Traceback" not in errors, errors[:2000]


# --- guessing the code ----------------------------------------------------------------------------

class Clock:
    """The time a gate reads, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def _join(url: str, code: str, name: str = "Ann", source: str = "127.0.0.1") -> tuple[str, object]:
    socket = await connect(url, compression=None, local_addr=(source, 0))
    try:
        await socket.send(json.dumps({"type": "join", "code": code, "name": name}))
        reply = json.loads(await asyncio.wait_for(socket.recv(), 5))
    except ConnectionClosed as closed:
        return "closed", (closed.rcvd.code, closed.rcvd.reason)
    if reply["type"] == "welcome":
        return "welcome", socket
    return reply["message"], await _closed(socket)


async def test_ten_wrong_codes_in_a_minute_shut_the_address_out_for_a_minute(tmp_path):
    clock, lines = ManualClock(), []
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table, clock=clock, log=lines.append) as (_, url):
        for guess in range(9):
            clock.advance(5)  # nine in 45 seconds
            assert await _join(url, f"GUESS{guess}") == ("wrong code", (1000, "refused"))
        tenth = await _join(url, "GUESS9")
        assert tenth[1] == (4401, "too many wrong codes") and "too many wrong codes" in tenth[0]
        # Now even the right code is refused from that address, for a minute...
        assert (await _join(url, CODE))[1] == (4401, "too many wrong codes")
        clock.advance(59)
        assert (await _join(url, CODE))[1] == (4401, "too many wrong codes")
        # ... while another address joins as ever.
        kind, other = await _join(url, CODE, "Bob", source="127.0.0.2")
        assert kind == "welcome"
        clock.advance(2)
        kind, ann = await _join(url, CODE)
        assert kind == "welcome"
        for socket in (other, ann):
            await socket.close()
    wrong = [line for line in lines if "wrong code from 127.0.0.1" in line]
    assert len(wrong) == 10 and any("127.0.0.1 is refused for 60 s" in line for line in lines)
    assert not any(CODE in line or "GUESS" in line for line in lines)  # no code in the log


async def test_wrong_codes_spread_over_more_than_a_minute_are_not_banned(tmp_path):
    clock = ManualClock()
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table, clock=clock) as (_, url):
        for guess in range(12):
            clock.advance(7)  # one every seven seconds: never ten within a minute
            assert (await _join(url, f"GUESS{guess}"))[0] == "wrong code"
        kind, ann = await _join(url, CODE)
        assert kind == "welcome"
        await ann.close()


@pytest.mark.parametrize(("bind", "code", "said"), [
    ("0.0.0.0", "a", "at least 6 characters"), ("0.0.0.0", "abcde", "at least 6 characters"),
    ("127.0.0.1", " ", "no spaces"), ("127.0.0.1", "x y", "no spaces"), ("0.0.0.0", "x y", "no spaces"),
    ("127.0.0.1", "x\ty", "no spaces"), ("127.0.0.1", "x" * 33, "at most 32")])
def test_brag_host_refuses_a_code_too_short_to_leave_the_machine_or_with_a_space(bind, code, said, capsys,
                                                                                 tmp_path):
    result = run_brag(capsys, "host", "--variant", "three-card", "--seats", "2", "--headless", "--port", "0",
                      "--bind", bind, "--code", code, "--save", str(tmp_path / "g.toml"))
    assert result.status == 2 and said in result.err and "Traceback" not in result.err
    assert not result.out  # refused before listening


def test_a_short_code_is_allowed_on_loopback_only_and_random_codes_pass_everywhere():
    from bragtui.net.seats import new_code

    assert code_problem("abc", loopback=True) is None
    assert code_problem("abc", loopback=False) is not None
    assert code_problem("Zx7-Qp", loopback=False) is None
    assert all(code_problem(new_code(), loopback=False) is None for _ in range(50))


def test_the_readme_example_code_is_not_a_word_and_passes_beyond_the_machine():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "PLAYNOW" not in readme
    codes = {line.split("--code ")[1].split()[0] for line in readme.splitlines() if "brag host" in line
             and "--code " in line and "--bind 0.0.0.0" in line}
    assert codes and all(code_problem(code, loopback=False) is None for code in codes)
    assert all(any(c.isdigit() for c in code) for code in codes)


# --- frames ---------------------------------------------------------------------------------------

async def test_a_binary_frame_closes_the_connection_with_1003_and_seats_nobody(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        socket = await connect(url, compression=None)
        await socket.send(json.dumps({"type": "join", "code": CODE, "name": "Ann"}).encode())
        assert (await _closed(socket))[0] == 1003
        assert table.seats[0].name is None


# --- a client that does not read ------------------------------------------------------------------

async def test_a_client_that_stops_reading_is_closed_by_the_hosts_own_count(tmp_path, monkeypatch):
    """Its kernel buffers are kept small; the host's must not hide it either: it is closed once what the
    host holds for it passes 64 KiB or waits past the limit (here half a second), not megabytes later."""
    queued: dict[int, int] = {}
    original = Connection.send

    def counting(connection, message):
        if connection.seat is not None and not connection.closed:
            queued[connection.seat] = queued.get(connection.seat, 0) + len(encode(message))
        original(connection, message)

    monkeypatch.setattr(Connection, "send", counting)
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table, unsent_seconds=0.5) as (host, url):
        talker = Robot(url, "Ann")
        await talker.join()
        raw = socket.socket()
        raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        raw.connect(("127.0.0.1", _port(url)))
        raw.setblocking(False)
        slow = await connect(url, sock=raw, compression=None)
        await slow.send(json.dumps({"type": "join", "code": CODE, "name": "Bob"}))
        await asyncio.sleep(0.1)
        slow.transport.pause_reading()  # from now on it reads nothing
        started = time.monotonic()
        stuck = next(c for c in host.connections if c.seat == 1)
        while not stuck.closed:
            assert time.monotonic() - started < 8, (queued, talker.errors[:3])
            await talker.socket.send(json.dumps({"type": "say", "text": "x" * 200}))
            await asyncio.sleep(0.06)  # within the rate limit
            while True:
                try:
                    await asyncio.wait_for(talker.receive(), 0.01)
                except TimeoutError:
                    break
        assert queued[1] < 400 * 1024, queued  # the old host took 1.7 MB
        assert not any(c.closed for c in host.connections if c.seat == 0)
        closed_at = time.monotonic()
        while stuck in host.connections:  # and its TCP connection goes too, not when the pings time out
            assert time.monotonic() - closed_at < 4
            await asyncio.sleep(0.05)


def _ping(payload: bytes = b"p" * 125) -> bytes:
    """A client's ping frame (masked, as a client's must be)."""
    mask = b"\x01\x02\x03\x04"
    return bytes([0x89, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


async def test_a_client_that_sends_pings_and_never_reads_is_cut_before_its_pongs_pile_up(tmp_path):
    """The library answers each ping with a pong at once: a client that never reads them would have the
    host hold megabytes of pongs a second. It is cut once they pass the unsent limit (the join time is
    long here, so that it is not what ends the connection)."""
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table, join_within=60) as (host, url):
        raw = socket.socket()
        raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        raw.connect(("127.0.0.1", _port(url)))
        raw.setblocking(False)
        reader, writer = await asyncio.open_connection(sock=raw, limit=1024)
        writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        assert b" 101 " in await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
        writer.transport.pause_reading()  # from now on it reads nothing
        pings, sent, most = _ping() * 200, 0, 0
        with contextlib.suppress(ConnectionError):
            while sent < 20 * 1024 * 1024:
                writer.write(pings)
                await asyncio.wait_for(writer.drain(), 5)
                sent += len(pings)
                most = max([most, *(c.socket.transport.get_write_buffer_size() for c in host.connections)])
        assert sent < 4 * 1024 * 1024, (sent, most)  # the old host took all 20 MB, holding 18 MB of pongs
        assert most < 1024 * 1024, most
        for _ in range(100):
            if not host.connections and host.gate.total == 0:
                break
            await asyncio.sleep(0.01)
        assert not host.connections and host.gate.total == 0
        writer.close()
        ann = Robot(url, "Ann")  # the host goes on serving
        assert (await ann.join())["type"] == "welcome"
        await ann.close()


async def test_the_unsent_count_includes_what_the_transport_and_kernel_still_hold(monkeypatch):
    import bragtui.net.host as host_module

    socket = Unread()
    connection = Connection(socket)  # type: ignore[arg-type]
    monkeypatch.setattr(host_module, "below", lambda s: s.get_write_buffer_size() + 70 * 1024)  # the kernel's
    connection.send({"type": "say", "text": "x"})
    assert connection.closed
    await asyncio.wait_for(connection.closing, 3)


# --- seats and turns ------------------------------------------------------------------------------

async def test_a_seat_left_before_the_first_deal_is_free_again_and_its_token_forgotten(tmp_path, monkeypatch):
    table = new_table(tmp_path, "three-card", seats=3)
    recorder = Recorder(monkeypatch, table)
    async with hosting(table) as (_, url):
        ann, bob = Robot(url, "Ann", seed=1), Robot(url, "Bob", seed=2)
        await ann.join()
        await bob.join()
        assert set(read_seats(seats_path(table.save_path))[1]) == {"Ann", "Bob"}
        await bob.close()
        started = time.monotonic()
        while table.seats[1].name is not None:
            assert time.monotonic() - started < 5
            await asyncio.sleep(0.02)
        assert set(read_seats(seats_path(table.save_path))[1]) == {"Ann"}
        assert (await Robot(url, token=bob.token).join())["type"] == "error"  # forgotten
        cy, dee = Robot(url, "Cy", seed=3), Robot(url, "Dee", seed=4)
        await cy.join()
        await dee.join()
        assert table.game is not None and table.game.players == ["Ann", "Cy", "Dee"]
        await play_a_while([ann, cy, dee], 2)
        robots = [ann, cy, dee]
        tokens = {robot.seat_name: robot.token for robot in robots}
    texts = [text for record in recorder.sent.values() for text, _ in record]
    for robot in robots:  # no seat ever got another's token, nor a card it could not see
        others = [token for name, token in tokens.items() if name != robot.seat_name]
        assert not any(token in raw for raw in robot.raw for token in others)
    for record in recorder.sent.values():
        for text, hidden in record:
            assert not card_tokens(text) & hidden
    assert any("free again" in text for text in texts)


async def test_a_blind_seat_out_of_time_stays_blind_and_its_turn_ends(tmp_path, monkeypatch):
    from bragtui.net.table import HostTable

    applied: list[tuple[str, str | None]] = []
    original = HostTable.apply

    def apply(table, action, note=None):
        applied.append((action.verb, note))
        original(table, action, note)

    monkeypatch.setattr(HostTable, "apply", apply)
    table = new_table(tmp_path, "three-card", seats=2, blind=True)
    async with hosting(table, turn_timeout=0.05) as (_, url):
        ann, bob = Robot(url, "Ann"), Robot(url, "Bob")
        await ann.join()
        await bob.join()
        started = time.monotonic()
        while len(applied) < 12:  # nobody acts: every move is a timeout's
            assert time.monotonic() - started < 10
            await asyncio.sleep(0.05)
    assert not [verb for verb, _ in applied if verb == "look"]
    assert all(note and "took too long" in note for _, note in applied)  # one move a timeout: it ended the turn


def test_the_timed_out_move_ends_the_turn_never_looks_and_keeps_one_of_two_blind_hands_unseen(tmp_path):
    from bragtui.core.variants import get_variant, variant_keys
    from bragtui.net.timeout import ends_turn, timeout_action
    from bragtui.players import ComputerPlayer

    rng = random.Random(3)
    chosen = set()
    for variant in variant_keys():
        seats = max(2, get_variant(variant).players[0])
        game = new_game(variant, ["Ann", "Bob", "Cy"][:seats], new_table(tmp_path, variant, seats).rules, seed=9)
        game.start_hand()
        player = ComputerPlayer("easy")
        for _ in range(60):
            if game.game_over:
                break
            if game.hand_over:
                game.start_hand()
                continue
            seat = game.to_act
            action = timeout_action(game, seat, ComputerPlayer.from_spec("easy", name=game.players[seat],
                                                                         rules=game.rules), rng)
            assert action.verb != "look", variant
            assert ends_turn(game, seat, action) or action.verb == "throw", (variant, action)
            chosen.add(action.verb)
            game.apply(action)
        del player
    assert {"fold", "bet"} <= chosen


def test_two_blind_hands_at_a_timeout_keep_one_unseen():
    from bragtui.core.actions import Bet, Fold, Look, See
    from bragtui.net.timeout import timeout_action
    from bragtui.players import ComputerPlayer

    game = new_game("three-card", ["Ann", "Bob"], seed=9, blind=True)
    game.start_hand()
    game.apply(Fold(1))  # Bob folds to Ann, blind: she carries the pot and keeps her hand unseen
    game.start_hand()
    assert 0 in game.hand.old  # two blind hands
    rng, player = random.Random(1), ComputerPlayer("easy")
    while True:
        seat, verbs = game.to_act, {c.verb: c for c in game.view(game.to_act).legal}
        if seat == 1:
            game.apply(Look(1) if "look" in verbs else Bet(1, verbs["bet"].least))
            continue
        if "choose" in verbs:
            break
        timed = timeout_action(game, 0, player, rng)
        assert timed.verb in ("bet", "fold", "see"), timed  # never a look at either hand
        game.apply(See(0) if "see" in verbs else timed)
        assert not game.hand_over
    timed = timeout_action(game, 0, player, rng)
    assert timed.verb == "choose"  # one of the two kept, unseen
    game.apply(timed)
    assert 0 not in game.hand.looked


async def _two_seated(url: str) -> Robot:
    """Ann and Bob sit down (the game starts); Ann is returned."""
    ann, bob = Robot(url, "Ann"), Robot(url, "Bob")
    await ann.join()
    await bob.join()
    return ann


async def test_a_late_ready_is_ignored_not_refused(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (host, url):
        ann = await _two_seated(url)
        for _ in range(15):  # a program that says ready after every deal, as it comes in
            await ann.socket.send('{"type":"ready"}')
        await ann.socket.send('{"type":"say","text":"still here"}')
        while not any(e.get("text") == "still here" for e in (await ann.receive()).get("events", [])):
            pass
        assert ann.errors == [] and len(table.game.hand_records()) == 1
        assert not any(c.refused for c in host.connections)  # nothing counted against it
    for _ in range(150):  # however many: never refused, never closing the connection
        assert table.ready(0) is False


async def test_an_action_too_long_is_refused_for_its_length(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        ann = await _two_seated(url)
        await ann.socket.send(json.dumps({"type": "act", "action": "bet " + "1" * 300}))
        while not ann.errors:
            await ann.receive()
        assert ann.errors[0].startswith("'action' is at most 200 characters")


def test_the_wrong_code_counts_of_many_addresses_are_dropped_once_a_minute_old():
    from bragtui.net.guard import Gate, Limits

    clock = Clock()
    gate = Gate(Limits(per_address=4), clock)
    for n in range(1001):
        gate.wrong_code(f"10.0.{n // 250}.{n % 250}")
    clock.now += 61
    gate.wrong_code("10.9.9.9")
    assert list(gate.wrong) == ["10.9.9.9"]


async def test_a_redirect_is_never_followed_to_another_address():
    """An allowed address (a service on the serving machine's loopback, say) that answers with a
    redirect does not take a seat's connection elsewhere: brag serve's page checks only the address
    typed. The connection is refused for good, saying why, and the other address is never dialled."""
    from bragtui.net.client import Link

    dialled = []

    async def elsewhere(reader, writer):
        dialled.append(True)
        writer.close()

    async def redirect(reader, writer):
        await reader.readuntil(b"\r\n\r\n")
        writer.write(f"HTTP/1.1 302 Found\r\nLocation: ws://127.0.0.1:{target_port}/seat\r\n"
                     "Content-Length: 0\r\n\r\n".encode())
        await writer.drain()
        writer.close()

    target = await asyncio.start_server(elsewhere, "127.0.0.1", 0)
    target_port = target.sockets[0].getsockname()[1]
    redirector = await asyncio.start_server(redirect, "127.0.0.1", 0)
    url = f"ws://127.0.0.1:{redirector.sockets[0].getsockname()[1]}"
    statuses = []
    try:
        link = Link(url, CODE, "Ann", backoff=(0.05,))
        await asyncio.wait_for(link.run(lambda message: None, statuses.append), timeout=10)
    finally:
        target.close()
        redirector.close()
    assert statuses[-1].state == "refused" and "redirect" in statuses[-1].reason
    assert not dialled


@pytest.mark.parametrize("raw", ["[" * 3000 + "]" * 3000, '{"type": "act", "action": ' + "[" * 3000 + "]" * 3000 + "}"])
def test_a_message_nested_thousands_deep_is_refused_in_the_protocol_s_words(raw):
    """JSON nested deeper than any message of the protocol is refused as such, not as an error of
    the host's own (no name of an exception reaches the sender)."""
    from bragtui.net.protocol import ProtocolError, decode

    with pytest.raises(ProtocolError, match="nested too deeply") as refused:
        decode(raw)
    assert "Error" not in str(refused.value)
