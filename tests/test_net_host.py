"""brag host over loopback: whole hands of every variant with three clients, privacy of every byte
each client got, tokens, taking a seat back, limits, time-outs, and a host killed and resumed."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from clock_helpers import ManualClock, ticking, until_waiting
from net_helpers import (
    CODE,
    Kept,
    Recorder,
    Robot,
    SideshowRobot,
    Unread,
    card_tokens,
    hands_done,
    hidden_cards,
    hosting,
    new_table,
    play_a_while,
)
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bragtui.core.seats import name_problem
from bragtui.core.variants import get_variant, variant_keys
from bragtui.core.wire import from_wire
from bragtui.store.histories import read_history, read_saved_game

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("variant", variant_keys())
async def test_three_clients_play_whole_hands_and_never_receive_a_card_they_may_not_see(
        variant, tmp_path, monkeypatch):
    seats = min(4, get_variant(variant).players[1])  # a computer and as many people as fit, up to three
    table = new_table(tmp_path, variant, seats=seats, computers=["easy"])
    recorder = Recorder(monkeypatch, table)
    async with hosting(table) as (_, url):
        robots = [Robot(url, name, seed=i) for i, name in enumerate(("Ann", "Bob", "Cy")[:seats - 1])]
        for robot in robots:
            assert (await robot.join())["type"] == "welcome"
        await asyncio.wait_for(asyncio.gather(*(robot.play(until_hand=3) for robot in robots)), 30)
        for robot in robots:
            await robot.close()
    assert table.game is not None and hands_done(table.game) >= 2
    for robot in robots:
        assert sum(1 for raw in robot.raw if '"type":"state"' in raw) > 3
    # Every byte each client got was queued for it, and held no card its seat could not see then.
    assert sum(robot.acted for robot in robots) >= 2 * len(robots)
    sent = list(recorder.sent.values())
    for robot in robots:
        record = next(r for r in sent if [text for text, _ in r[:len(robot.raw)]] == robot.raw)
        for text, hidden in record[:len(robot.raw)]:
            leaked = card_tokens(text) & hidden
            assert not leaked, (robot.seat_name, [text[max(0, text.find(c) - 150):text.find(c) + 20] for c in leaked])
    # The saved game replays to the same game.
    assert read_history(table.save_path).view(None) == table.game.view(None)


async def _until(test, limit: int = 1000) -> None:
    """Let the host run until ``test`` holds (a second or so at most)."""
    for _ in range(limit):
        if test():
            return
        await asyncio.sleep(0.001)
    raise AssertionError("timed out waiting")


async def test_a_blind_players_cards_travel_only_once_they_look(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        robots = [Robot(url, "Ann"), Robot(url, "Bob")]
        for robot in robots:
            await robot.join()
        await _until(lambda: table.game is not None and table.game.to_act is not None)
        seat = table.game.to_act
        robot = robots[seat]
        state = await _state_where(robot, lambda s: s["hand"] == 1)
        own = {str(card) for card in table.game.hand.holdings[seat].cards}
        assert state["view"]["cards"] is None and not card_tokens("".join(robot.raw)) & own
        await robot.socket.send(json.dumps({"type": "act", "action": "look"}))
        looked = await _state_where(robot, lambda s: s["view"]["cards"] is not None)
        assert set(looked["view"]["cards"]) == own
        other = robots[1 - seat]
        await asyncio.sleep(0.1)
        while len(other.raw) < 3:
            await other.receive()
        assert not card_tokens("".join(other.raw)) & own


async def _state_where(robot: Robot, test) -> dict:
    while True:
        message = await robot.receive()
        if message["type"] == "state" and message["view"] is not None and test(message):
            return message


async def test_a_token_is_sent_only_to_its_own_seat_and_held_only_as_a_hash(tmp_path):
    table = new_table(tmp_path, "three-card", seats=3)
    async with hosting(table) as (_, url):
        robots = [Robot(url, name, seed=i) for i, name in enumerate(("Ann", "Bob", "Cy"))]
        for robot in robots:
            await robot.join()
        await asyncio.wait_for(asyncio.gather(*(robot.play(until_hand=2) for robot in robots)), 20)
    for robot in robots:
        assert robot.token and len(robot.token) >= 24
        others = [raw for other in robots if other is not robot for raw in other.raw]
        assert not any(robot.token in raw for raw in others)
    seats_file = Path(str(table.save_path) + ".seats")
    assert stat.S_IMODE(seats_file.stat().st_mode) == 0o600
    kept = seats_file.read_text() + table.save_path.read_text()
    assert not any(robot.token in kept for robot in robots)


async def test_a_dropped_client_takes_its_seat_back_with_its_token_and_gets_its_view(tmp_path):
    table = new_table(tmp_path, "bastard", seats=3)
    async with hosting(table) as (_, url):
        robots = [Robot(url, name, seed=i) for i, name in enumerate(("Ann", "Bob", "Cy"))]
        for robot in robots:
            await robot.join()
        await play_a_while(robots, 2)
        bob = robots[1]
        await bob.close()
        await _until(lambda: table.seats[1].connection is None)
        assert table.seats[1].name == "Bob"
        back = Robot(url, token=bob.token)
        welcome = await back.join()
        assert welcome["seat"] == "Bob" and welcome["token"] == bob.token
        state = await _state_where(back, lambda s: True)
        assert from_wire(state["view"]["typed"]) == table.game.view(1)
        assert state["view"]["seats"][1]["connected"] is True
        # A name never takes a seat back, not even its own.
        again = Robot(url, "Bob")
        refused = await again.join()
        assert refused["type"] == "error" and "token" in refused["message"]
        # A second connection with the token takes the seat over; the older one is told and closed.
        newer = Robot(url, token=bob.token)
        await newer.join()
        message = await back.receive()
        while message["type"] != "error":
            message = await back.receive()
        assert "taken over" in message["message"]
        with pytest.raises(ConnectionClosed):
            for _ in range(20):
                await back.receive()
        assert table.seats[1].connection is not None
        for robot in (newer, robots[0], robots[2]):
            await robot.close()


async def test_joining_is_refused_with_a_reason_for_a_wrong_code_a_bad_name_and_a_full_table(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        wrong = Robot(url, "Ann")
        assert (await wrong.join(code="NOPE"))["message"] == "wrong code"
        ann = Robot(url, "Ann")
        await ann.join()
        for name, reason in (("Ann", "already at the table"), ("Ann bet", "begin with another"),
                             (" Zed", "no space"), ("x" * 21, "1 to 20"), ("Bo[b]", "letters, digits")):
            refused = await Robot(url, name).join()
            assert refused["type"] == "error" and reason in refused["message"], (name, refused)
        await Robot(url, "Bob").join()
        full = await Robot(url, "Cy").join()
        assert "full" in full["message"]


def test_names_follow_the_protocols_rule():
    assert name_problem("Ann-Marie O'Neil", []) is None
    assert name_problem("Bob", ["bob"]) is not None
    assert name_problem("Bob", ["Bob bet"]) is not None
    assert name_problem("", []) is not None
    assert name_problem(7, []) is not None


def _state(table) -> str:
    from bragtui.core.history import history_toml

    return history_toml(table.game) + repr(table.game.view(None)) + repr([table.game.view(s) for s in range(3)])


def _glance(table) -> tuple:
    """A quick fingerprint of the game: events, turn, cards and chips."""
    game = table.game
    return (game.event_count, game.to_act, game.pack_order(), game.card_layout(), tuple(game.money.balances),
            len(table.log))


async def test_thousands_of_bad_messages_change_nothing(tmp_path):
    import random


    table = new_table(tmp_path, "bastard", seats=3)
    async with hosting(table) as (host, url):
        robots = [Robot(url, name, seed=i) for i, name in enumerate(("Ann", "Bob", "Cy"))]
        for robot in robots:
            await robot.join()
        await play_a_while(robots, 1)
        await asyncio.sleep(0.05)
        rng = random.Random(5)
        game = table.game
        to_act = game.to_act
        hidden = sorted(hidden_cards(game, to_act))
        own = game.view(to_act).cards[0]
        bad = ['', '{', '[]', '"x"', '{"type": 3}', '{"type": "fly"}', '{"no": "type"}', '{"type": "act"}',
               '{"type": "act", "action": 7}', '{"type": "act", "action": ""}', '{"type": "say"}',
               '{"type": "say", "text": "' + "x" * 201 + '"}', '{"type": "join", "code": "TESTCODE", "name": "Q"}',
               '{"type": "act", "action": "bet 4"}',
               '{"type": "act", "action": "take @9 give 2c"}',
               '{"type": "act", "action": "take @1"}', '{"type": "act", "action": "swap show"}',
               '{"type": "act", "action": "knock knock"}', '{"type": "act", "action": "set As"}',
               '\x00\xff', '{"type": "act", "action": "take @1 give Zz"}', '{"type":"act","action":"pass"}']
        before, glance = _state(table), _glance(table)
        answers: dict[str, set[str]] = {}
        for i in range(3000):
            seat = rng.randrange(3)
            connection = Kept()
            connection.seat = seat
            if rng.random() < 0.5 or seat != to_act:
                text = rng.choice(bad)
            else:  # the seat to act names a card it cannot see: the same answer wherever it lies
                card = rng.choice(hidden)
                text = json.dumps({"type": "act", "action": f"take {card} give {own}"})
                connection.seat = to_act
            host.receive(connection, text)
            assert connection.written, text
            reply = connection.written[-1]
            assert reply["type"] == "error", text
            if text.startswith('{"type": "act", "action": "take') and " give " + str(own) in text:
                card = text.split()[4]
                answers.setdefault("hidden", set()).add(reply["message"].replace(card, "X"))
            assert _glance(table) == glance, text  # after every message; the whole state now and then
            if i % 300 == 0:
                assert _state(table) == before
        assert _state(table) == before
        assert answers["hidden"] == {"X is not in the centre"}
        for robot in robots:
            await robot.close()


async def test_the_wire_limits_close_oversized_floods_and_refusal_storms(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        big = await connect(url, compression=None)
        await big.send("x" * 5000)
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(big.recv(), 5)
        assert closed.value.rcvd.code == 1009
        flood = await connect(url, compression=None)
        for _ in range(30):
            await flood.send('{"type": "ready"}')
        replies = [json.loads(await asyncio.wait_for(flood.recv(), 5))["message"] for _ in range(30)]
        assert sum("too many messages" in reply for reply in replies) == 10
        storm = await connect(url, compression=None)
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(130):  # each one refused (and over the rate besides)
                await storm.send("{}")
            for _ in range(200):
                await asyncio.wait_for(storm.recv(), 5)
        assert closed.value.rcvd.code == 1008
        # The host is still there for everyone else.
        assert (await Robot(url, "Ann").join())["type"] == "welcome"


async def test_a_client_that_does_not_read_is_closed_not_buffered():
    from bragtui.net.host import Connection

    socket = Unread()
    connection = Connection(socket)  # type: ignore[arg-type]
    for _ in range(100):
        connection.send({"type": "say", "text": "x" * 1000})
        if connection.closed:
            break
    assert connection.closed and 64 * 1024 < socket.buffered <= 66 * 1024
    await asyncio.wait_for(connection.closing, 3)
    assert socket.code == 1008


async def test_a_message_held_past_its_time_closes_the_connection_and_one_taken_does_not():
    from bragtui.net.host import Connection

    socket = Unread()
    connection = Connection(socket, unsent_seconds=0.05)  # type: ignore[arg-type]
    connection.send({"type": "say", "text": "x"})
    socket.drain()  # the client read it in time
    await asyncio.sleep(0.1)
    assert not connection.closed
    connection.send({"type": "say", "text": "y"})
    connection.send({"type": "say", "text": "z"})
    await asyncio.sleep(0.1)  # both still held: the first one's time is up
    assert connection.closed
    await asyncio.wait_for(connection.closing, 3)
    assert socket.code == 1008


async def test_a_seat_that_runs_out_of_time_is_played_by_the_easy_player(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    clock = ManualClock()
    async with hosting(table, turn_timeout=0.3, clock=clock) as (_, url), ticking(clock, 0.05):
        ann, bob = Robot(url, "Ann"), Robot(url, "Bob")
        await ann.join()
        await bob.join()
        started = time.monotonic()
        while not any(e["kind"] == "timeout" for raw in ann.raw for e in json.loads(raw).get("events", [])):
            await ann.receive()
            assert time.monotonic() - started < 5
        assert len(table.game.hand_records()[-1].actions) >= 1
        state = ann.last_state
        assert any("took too long" in e["text"] for raw in ann.raw for e in json.loads(raw).get("events", []))
        assert state is not None


def _host(*args: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "bragtui", "host", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env)


def _address(process: subprocess.Popen) -> str:
    line = process.stdout.readline()
    assert line.startswith("brag host: ws://"), line
    return line.split()[2]


async def test_a_host_killed_and_resumed_loses_no_action(tmp_path):
    save = tmp_path / "game.toml"
    process = _host("--variant", "three-card", "--seats", "2", "--headless", "--port", "0", "--code", CODE,
                    "--save", str(save), "--turn-timeout", "0", "--pause", "0", "--seed", "4")
    try:
        url = _address(process)
        ann, bob = Robot(url, "Ann", seed=1), Robot(url, "Bob", seed=2)
        await ann.join()
        await bob.join()
        await play_a_while([ann, bob], 4)
        # Every action the host answered was saved before it answered.
        answered = ann.last_state
        acted = ann.acted + bob.acted
    finally:
        process.kill()
        process.wait(5)
    assert save.with_name("game.toml.journal").exists()  # a killed host leaves its journal beside the file
    saved, _ = read_saved_game(save)
    assert sum(len(h.actions) for h in saved.hand_records()) >= acted - 1
    resumed = _host("--resume", str(save), "--headless", "--port", "0", "--turn-timeout", "0", "--pause", "0")
    try:
        url = _address(resumed)
        back = Robot(url, token=ann.token, seed=1)
        assert (await back.join())["seat"] == "Ann"
        state = await _state_where(back, lambda s: True)
        assert state["hand"] >= answered["hand"]
        assert from_wire(state["view"]["typed"]) == saved.view(0)
        assert (await Robot(url, "Ann").join())["type"] == "error"
        bob_back = Robot(url, token=bob.token, seed=2)
        await bob_back.join()
        await play_a_while([back, bob_back], 3)
        await back.close()
        await bob_back.close()
    finally:
        resumed.terminate()
        resumed.wait(5)
    assert not save.with_name("game.toml.journal").exists()  # a host that stops puts it all in the file
    assert sum(len(h.actions) for h in read_history(save).hand_records()) > sum(
        len(h.actions) for h in saved.hand_records())


def test_every_view_reads_back_from_the_wire_as_it_was():
    from bragtui.app.scenes import SCENES
    from bragtui.core.wire import WireError, dumps, to_wire

    for entry in SCENES:
        game = entry.build().game
        if game is None:
            continue
        for seat in (None, *range(len(game.players))):
            view = game.view(seat)
            assert from_wire(json.loads(dumps(view))) == view, (entry.name, seat)
            assert to_wire(view) == json.loads(dumps(view))
    with pytest.raises(WireError):
        from_wire({"~": "Path", "x": 1})
    for value in (object(), {"view": 1j}, [Path("x")]):  # nothing but views and plain data travels
        with pytest.raises(WireError, match="does not travel"):
            dumps(value)


async def test_browsers_are_let_in_only_from_the_allowed_pages(tmp_path):
    from websockets.exceptions import InvalidStatus

    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        with pytest.raises(InvalidStatus):
            await connect(url, origin="http://elsewhere.example", compression=None)
        allowed = await connect(url, origin="http://127.0.0.1:8000", compression=None)
        await allowed.close()
        terminal = await connect(url, compression=None)  # no Origin header: a terminal client
        await terminal.close()


async def test_a_connection_that_never_joins_is_closed(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    clock = ManualClock()
    async with hosting(table, join_within=0.3, clock=clock) as (host, url):
        idle = await connect(url, compression=None)
        await until_waiting(clock)  # the time to join runs from here
        clock.advance(0.2)
        await asyncio.sleep(0.01)
        assert not host.connections[0].closed
        clock.advance(0.1)
        message = json.loads(await asyncio.wait_for(idle.recv(), 5))
        assert message == {"type": "error", "message": "join first: no 'join' came within 0.3 seconds"}
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(idle.recv(), 5)
        assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (4400, "join first")
        joined = Robot(url, "Ann")
        await joined.join()
        clock.advance(0.5)
        await asyncio.sleep(0.01)
        assert table.seats[0].connection is not None and not host.connections[0].closed


class _Quiet:
    """A connection stand-in for tables driven without a network."""


def _seated(tmp_path, variant: str):
    """A table of ``variant`` with as few seats as it allows (two at least), every one a person."""
    seats = max(2, get_variant(variant).players[0])
    table = new_table(tmp_path, variant, seats=seats)
    for name in ("Ann", "Bob", "Cy")[:seats]:
        table.join({"code": CODE, "name": name}, _Quiet())
    assert table.game is not None
    return table


def _action_words(table, seat: int, rng) -> str:
    """A move for ``seat`` in the protocol's words, chosen by the random computer player."""
    from bragtui.core.actions import action_text
    from bragtui.players import ComputerPlayer

    view = table.game.view(seat)
    action = ComputerPlayer("random").choose(view, view.legal, rng)
    return action_text(action, view.players)[len(view.players[seat]) + 1:]


def _check_state(state: dict, seat: int) -> None:
    """One seat's ``state`` holds what the protocol promises, whatever the variant."""
    view = state["view"]
    assert [s["name"] for s in view["seats"]] == [s["name"] for s in state["seats"]] and all(
        {"name", "status", "paid", "balance", "stack", "dealer", "connected", "computer"} <= set(s)
        for s in view["seats"])
    assert isinstance(view["pot"], int) and isinstance(view["stake"], int) and "cards" in view
    if state["hand_over"] and state["hand"] > 0:
        assert view["result"] is not None
    elif view["phase"] != "pick":  # dealer's choice shows the last hand's ending while the next game is picked
        assert view["result"] is None
    assert "house" not in view or view["result"] is not None  # Casino Brag: the house's cards at the end only
    mine = state["to_act"] == state["seats"][seat]["name"]
    assert bool(state["legal"]) == mine, state["legal"]
    for entry in state["legal"]:
        if "reason" in entry:
            assert set(entry) == {"verb", "reason"} and entry["reason"]
            continue
        if entry["verb"] in ("set", "draw"):  # counted in hands or cards, never as chips
            assert "min" not in entry and ("hands" in entry or "cards" in entry), entry
        if "min" in entry:
            assert isinstance(entry["min"], int) and 0 <= entry["min"] <= entry["max"], entry


@pytest.mark.parametrize("variant", variant_keys())
def test_legal_and_view_hold_what_the_protocol_promises_in_every_variant(variant, tmp_path):
    import random

    from bragtui.core.actions import ACTION_TYPES

    rng = random.Random(2)
    table = _seated(tmp_path, variant)
    checked = offered = 0
    game = table.game
    for _ in range(200):
        if hands_done(game) >= 2 or game.game_over:
            break
        if game.hand_over:
            table.deal()
            continue
        for seat in range(len(table.seats)):
            _check_state(table.state(seat), seat)
        seat = game.to_act
        state = table.state(seat)
        amounts = [e for e in state["legal"] if "min" in e]
        offered += len(amounts)
        if amounts and rng.random() < 0.6:  # pay the least an amount allows, naming it if the verb takes one
            entry = rng.choice(amounts)
            takes = "amount" in ACTION_TYPES[entry["verb"]].__struct_fields__
            text = f"{entry['verb']} {entry['min']}" if takes else entry["verb"]
        else:
            text = _action_words(table, seat, rng)
            entry = next(e for e in state["legal"] if e["verb"] == text.split()[0] and "reason" not in e)
        paid = state["view"]["seats"][seat]["paid"]
        hand = game.view(None).hand_number
        table.act(seat, text)
        after = table.state(seat)["view"]
        # An amount is in the chips actually paid: what the seat has in this hand grows by it.
        if "min" in entry and text.split()[-1] in (entry["verb"], str(entry["min"])) \
                and game.view(None).hand_number == hand:
            assert after["seats"][seat]["paid"] == paid + entry["min"], (variant, text, entry)
            checked += 1
    assert hands_done(game) >= 2 or game.game_over
    assert checked or not offered, "no move with an amount was made"


@pytest.mark.parametrize("variant", variant_keys())
def test_every_variant_refuses_out_of_turn_and_against_the_rules_with_the_rules_words(variant, tmp_path):
    """Out of turn, a verb refused now, an unknown verb, bad words: each an error, nothing changed,
    no hidden card named; out of turn in the rules' own sentence."""
    import random

    from bragtui.core.errors import BragError
    from bragtui.net.protocol import ProtocolError

    table = _seated(tmp_path, variant)
    game = table.game
    to_act = game.to_act
    other = (to_act + 1) % len(table.seats)
    glance = _glance(table)
    move = _action_words(table, to_act, random.Random(1))
    attempts = [(other, move)] + [(to_act, entry["verb"]) for entry in table.state(to_act)["legal"]
                                  if "reason" in entry]
    attempts += [(to_act, "fly"), (to_act, "set Zz"), (to_act, "bet -1")]
    for seat, text in attempts:
        with pytest.raises(ProtocolError) as refused:
            table.act(seat, text)
        reason = str(refused.value)
        assert reason and "\n" not in reason and not card_tokens(reason) & hidden_cards(game, seat), (text, reason)
        assert _glance(table) == glance, text
    with pytest.raises(ProtocolError) as refused:
        table.act(other, move)
    with pytest.raises(BragError) as rules:
        game.check_turn(other)
    assert str(refused.value) == str(rules.value)


@pytest.mark.parametrize(("variant", "seats", "said"), [
    ("fifteen-card", "4", "Fifteen Card Brag is played by 2 to 3, not 4"),
    ("bastard", "2", "played by 3 to 10, not 2"),
    ("casino", "0", "0 is not in the range"),
])
def test_brag_host_seats_as_many_as_the_variant_allows(variant, seats, said, capsys, tmp_path):
    from bragtui.cli import main

    with pytest.raises(SystemExit) as stopped:
        main(["host", "--variant", variant, "--seats", seats, "--headless", "--port", "0",
              "--save", str(tmp_path / "g.toml")])
    err = capsys.readouterr().err
    assert stopped.value.code != 0 and said in err and len(err.strip().splitlines()) == 1, err


async def test_casino_is_hosted_for_one_person_against_the_house(tmp_path):
    table = new_table(tmp_path, "casino", seats=1)
    async with hosting(table) as (_, url):
        ann = Robot(url, "Ann", seed=1)
        assert (await ann.join())["type"] == "welcome"
        await asyncio.wait_for(ann.play(until_hand=3), 10)
        await ann.close()
    assert hands_done(table.game) >= 2


@pytest.mark.parametrize("variant", variant_keys())
async def test_seats_out_of_time_are_played_by_the_easy_player_in_every_variant(variant, tmp_path):
    seats = max(2, get_variant(variant).players[0])
    table = new_table(tmp_path, variant, seats=seats)
    clock = ManualClock()
    # One hand is enough: the pause before the next deal does not end while the clock ticks.
    async with hosting(table, turn_timeout=0.05, pause=3600, clock=clock) as (_, url):
        robots = [Robot(url, name) for name in ("Ann", "Bob", "Cy")[:seats]]
        for robot in robots:
            await robot.join()
        started = time.monotonic()
        async with ticking(clock, 0.05):  # time stands still again while the robots leave
            while hands_done(table.game) < 1:  # nobody acts: every move of a whole hand is the easy player's
                assert time.monotonic() - started < 10, variant
                await asyncio.sleep(0.005)
        for robot in robots:
            await robot.close()
    saved, _ = read_saved_game(table.save_path)  # the host's game keeps only the hand in play
    moves = sum(len(record.actions) for record in saved.hand_records())
    notes = [entry for entry in table.log if entry["kind"] == "timeout"]
    assert moves >= 1 and len(notes) >= moves  # (a dealer's pick is a timed move too, not a hand action)
    # Each timed move ended its turn, and none was a look: a blind seat stays blind.
    assert not [a for record in table.game.hand_records() for a in record.actions if a.verb == "look"]


def test_accepted_actions_do_not_count_against_the_rate_but_refused_ones_do(tmp_path, monkeypatch):
    """A seat (or a program) playing as fast as the turns come is never refused for it; the same
    number of refused actions is."""
    from bragtui.net.host import Connection, Host
    from bragtui.net.protocol import RATE_LIMIT, ProtocolError

    table = new_table(tmp_path, "three-card", seats=2)
    host = Host(table)
    monkeypatch.setattr(host, "changed", lambda: None)
    connection = Connection(None)  # type: ignore[arg-type]
    connection.seat = 0
    refused: list[str] = []
    monkeypatch.setattr(connection, "refuse", lambda reason, close=False: refused.append(reason))
    monkeypatch.setattr(table, "act", lambda seat, text: None)  # the game accepts every one
    for _ in range(RATE_LIMIT * 3):
        host.receive(connection, '{"type": "act", "action": "fold"}')
    assert refused == []

    def illegal(seat, text):
        raise ProtocolError("it is Bob's turn, not Ann's")

    monkeypatch.setattr(table, "act", illegal)
    for _ in range(RATE_LIMIT + 10):
        host.receive(connection, '{"type": "act", "action": "fold"}')
    assert sum("too many messages" in reason for reason in refused) == 10
    assert refused.count("it is Bob's turn, not Ann's") == RATE_LIMIT


async def test_a_first_host_on_a_new_machine_makes_its_saves_folder(tmp_path):
    # No --save, and no saves folder yet: what a newcomer's first `brag host` meets.
    data = tmp_path / "fresh"
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_DATA_HOME=str(data))
    host = subprocess.Popen([sys.executable, "-m", "bragtui", "host", "--variant", "three-card", "--seats", "2",
                             "--headless", "--port", "0", "--code", CODE, "--turn-timeout", "0", "--pause", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    robots = []
    try:
        url = _address(host)
        robots = [Robot(url, "Ann", seed=1), Robot(url, "Bob", seed=2)]
        for robot in robots:
            assert (await robot.join())["type"] == "welcome"
        await play_a_while(robots, 2)
    finally:
        for robot in robots:
            await robot.close()
        host.terminate()
        host.wait(10)
    saves = list((data / "bragtui" / "saves").glob("three-card-*.toml"))
    assert len(saves) == 1 and read_history(saves[0]).players == ["Ann", "Bob"]
    assert saves[0].with_name(saves[0].name + ".seats").exists()


def test_brag_host_says_when_the_saves_folder_cannot_be_made(tmp_path):
    (tmp_path / "a-file").write_text("not a folder")
    # A host that started anyway would serve until stopped: the time limit fails the test then.
    done = subprocess.run([sys.executable, "-m", "bragtui", "host", "--variant", "three-card", "--seats", "2",
                           "--headless", "--port", "0", "--save", str(tmp_path / "a-file" / "g.toml")],
                          check=False, capture_output=True, text=True, timeout=30,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.returncode != 0 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "a-file: cannot make the folder for the save" in done.stderr and not done.stdout


def test_a_join_whose_seats_file_cannot_be_written_is_refused_and_the_seat_stays_free(monkeypatch, tmp_path):
    import bragtui.net.table as hosted
    from bragtui.net.protocol import ProtocolError

    table = new_table(tmp_path, seats=2)

    def full(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(hosted, "write_seats", full)
    with pytest.raises(ProtocolError, match="cannot write its seats file \\(No space left on device\\)"):
        table.join({"code": CODE, "name": "Ann"}, object())
    assert table.seats[0].name is None and table.seats[0].token_hash is None
    monkeypatch.undo()
    table.join({"code": CODE, "name": "Ann"}, object())
    assert table.seats[0].name == "Ann"


def test_a_save_that_fails_is_told_to_every_seat_and_the_next_move_saves_again(tmp_path):
    table = new_table(tmp_path, seats=2)
    for name in ("Ann", "Bob"):
        table.join({"code": CODE, "name": name}, object())
    game = table.game

    class Full:
        def write(self, _):
            raise OSError(28, "No space left on device")

        def close(self):
            pass

    written, table.writer._out = table.writer._out, Full()
    seat = game.to_act
    table.act(seat, "look")
    assert game.view(seat).cards is not None  # the move stands
    note = table.log[-1]
    assert note == {"kind": "save", "text": "The host could not save the game (No space left on device): "
                                            "it tries again after the next move"}
    assert str(tmp_path) not in note["text"]
    assert any(event == note for event in table.state(0)["events"])  # every seat hears of it
    written.close()
    table.act(seat, "fold")
    table.close()
    saved = read_history(table.save_path)
    assert sum(len(hand.actions) for hand in saved.hand_records()) == 2


def test_a_seat_all_in_from_the_ante_is_told_so_to_every_seat(tmp_path):
    table = new_table(tmp_path, "three-card", seats=3, money="stacks", buy_in=10, ante=1, blind=False)
    for name in ("Ann", "Bob", "Cy"):
        table.join({"code": CODE, "name": name}, _Quiet())
    game = table.game
    while not game.hand_over:
        table.act(game.to_act, "fold")
    balances = game.money.balances  # Ann keeps one chip (the next ante); Bob holds what she lost
    balances[0], balances[1] = -9, 9 - balances[2]
    assert sum(game.money.balances) == 0 and game.money.available(0) == 1
    assert table.deal()
    for seat in range(3):
        state = table.state(seat)
        assert state["view"]["seats"][0]["status"] == "all in" and state["to_act"] != "Ann"
        assert {"kind": "all_in", "text": "Ann is all in: the ante took their last chip"} in state["events"]
    assert table.state(0)["legal"] == []


def test_the_host_keeps_a_bounded_log_and_only_the_hand_in_play_however_long_the_evening(tmp_path, monkeypatch):
    import random

    import bragtui.net.table as hosted

    monkeypatch.setattr(hosted, "LOG_KEPT", 30)
    rng = random.Random(5)
    table = _seated(tmp_path, "three-card")
    game = table.game
    table.writer.compact_at = 2000
    kept = []
    while hands_done(game) < 60:
        table.state(0)  # a seat that reads every state, and one (seat 1) that never does
        if game.hand_over:
            table.deal()
            kept.append((len(table.log), len(game.events), len(game.hand_records()), table.writer._pending_size))
        else:
            table.act(game.to_act, _action_words(table, game.to_act, rng))
    assert table.log_count > 300  # many more entries than were kept
    hand_events = len(game.events)
    assert max(log for log, *_ in kept) <= 30 + hand_events + 5
    assert max(events for _, events, *_ in kept) <= 10 and {records for *_, records, _ in kept} == {1}
    assert max(pending for *_, pending in kept) <= 2000 + 500
    # A seat that comes back after all that gets what is kept, from the oldest kept entry on.
    assert table.state(1)["events"] == table.log
    table.close()
    saved, _ = read_saved_game(table.save_path)
    assert hands_done(saved) >= 60 and saved.hand_records()[0].number == 1


def test_a_resumed_host_says_that_a_journal_line_cut_off_by_a_kill_is_left_out(tmp_path):
    table = new_table(tmp_path, seats=2)
    for name in ("Ann", "Bob"):
        table.join({"code": CODE, "name": name}, object())
    table.act(table.game.to_act, "look")
    before = table.game.view(None)
    journal = table.save_path.with_name(table.save_path.name + ".journal")
    with open(journal, "a", encoding="utf-8") as out:  # a host killed half way through a line
        out.write('{"hand": 1, "n": 2, "ac')
    process = subprocess.Popen([sys.executable, "-m", "bragtui", "host", "--resume", str(table.save_path),
                                "--headless", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        assert process.stdout.readline().startswith("brag host: ws://127.0.0.1:")
    finally:
        process.terminate()
        _, errors = process.communicate(timeout=10)
    assert f"brag host: {journal}: its last line was cut off when the host stopped, and is left out" in errors
    assert read_history(table.save_path).view(None) == before  # stopped: the whole game is in the file


async def test_an_accepted_sideshow_s_hands_travel_only_to_its_two_seats(tmp_path, monkeypatch):
    table = new_table(tmp_path, "teen-patti", seats=3)
    recorder = Recorder(monkeypatch, table)
    async with hosting(table) as (_, url):
        robots = [SideshowRobot(url, name) for name in ("Ann", "Bob", "Cy")]
        for robot in robots:
            assert (await robot.join())["type"] == "welcome"
        await asyncio.wait_for(asyncio.gather(*(robot.play(until_hand=2) for robot in robots)), 20)
        for robot in robots:
            await robot.close()
    saved = read_history(table.save_path)
    first = saved.hand_records()[0]
    assert any(action.verb == "accept" for action in first.actions), first.actions
    dealt = {saved.players[seat]: cards for seat, cards in first.deal.items()}
    # Exactly two seats were sent the other's hand, in the view's private field; the third never.
    private = {robot.seat_name: [json.loads(raw)["view"]["private"] for raw in robot.raw
                                 if '"type":"state"' in raw and '"private":{' in raw] for robot in robots}
    pair = {name for name, moments in private.items() if moments}
    assert len(pair) == 2, private
    for name in pair:
        (other,) = pair - {name}
        assert [(m["seat"], m["why"]) for m in private[name]] == [(other, "sideshow")]
        assert set(private[name][0]["cards"]) == {str(card) for card in dealt[other]}
    # And every byte each seat got held no card it could not see then (the pair's, in that state only).
    sent = list(recorder.sent.values())
    for robot in robots:
        record = next(r for r in sent if [text for text, _ in r[:len(robot.raw)]] == robot.raw)
        for text, hidden in record[:len(robot.raw)]:
            assert not card_tokens(text) & hidden, robot.seat_name


def test_seats_sent_the_log_up_to_different_entries_are_each_sent_what_they_have_not_had(tmp_path):
    """Each state written at one moment (the events a seat has had are written once for every seat
    that has had the same) gives each seat the events it has not had, and then none again."""
    import msgspec

    from bragtui.net.protocol import encode

    table = new_table(tmp_path, seats=3)
    for name in ("Ann", "Bob", "Cy"):
        table.join({"code": CODE, "name": name}, _Quiet())
    game = table.game
    table.state(0)  # Ann has had every event so far; Bob and Cy none
    before = len(table.log)
    table.act(game.to_act, "fold")
    assert len(table.log) > before
    sent = {seat: msgspec.json.decode(encode(state)) for seat, state in table.states(dict.fromkeys(range(3))).items()}
    assert sent[0]["events"] == table.log[before:]
    assert sent[1]["events"] == sent[2]["events"] == table.log
    again = table.states(dict.fromkeys(range(3)))
    assert all(msgspec.json.decode(encode(state))["events"] == [] for state in again.values())


@pytest.mark.parametrize("variant", ["three-card", "bastard", "crash", "teen-patti"])
def test_at_a_hand_s_end_every_seat_is_sent_the_hand_s_ending_and_the_public_view(variant, tmp_path):
    """What every seat is sent alike at a hand's end (written once for all of them) is the hand's
    ending and the public view, as each would be written alone."""
    import random

    import msgspec

    from bragtui.core.wire import to_wire
    from bragtui.net.protocol import encode

    rng = random.Random(3)
    table = _seated(tmp_path, variant)
    game = table.game
    for _ in range(400):
        if game.hand_over:
            break
        table.act(game.to_act, _action_words(table, game.to_act, rng))
    assert game.hand_over
    seats = range(len(table.seats))
    sent = [msgspec.json.decode(encode(state)) for state in table.states(dict.fromkeys(seats)).values()]
    public = game.view(None)
    assert public.result is not None
    for state in sent:
        assert state["view"]["result"] == public.result.as_dict()
        assert state["view"]["public"] == to_wire(public)


def _played_out(tmp_path):
    """A Bastard Brag table of three for one life each, played by the random player to the game's end."""
    import random as _random

    from bragtui.core.actions import action_text
    from bragtui.players import ComputerPlayer

    table = new_table(tmp_path, "bastard", seats=3, lives=1)
    for name in ("Ann", "Bob", "Cy"):
        table.join({"code": CODE, "name": name}, object())
    rng, player = _random.Random(3), ComputerPlayer("random")
    for _ in range(500):
        game = table.game
        if game.game_over:
            return table
        if game.hand_over:
            table.deal()
            continue
        seat = game.to_act
        view = game.view(seat)
        action = player.choose(view, view.legal, rng)
        table.act(seat, action_text(action, game.players)[len(game.players[seat]) + 1:])
    raise AssertionError("the game did not end")


def test_a_host_whose_game_is_over_offers_nothing_to_carry_on(tmp_path):
    from bragtui.cli.host_cmd import stopped_note

    table = _played_out(tmp_path)
    said = stopped_note(table, lambda: "brag host --resume ...")
    assert said == f"the game is over; its hand history is in {table.save_path}"


def test_resuming_a_game_that_is_over_is_refused_on_one_line(tmp_path):
    table = _played_out(tmp_path)
    winner = table.game.game_winner
    process = subprocess.Popen([sys.executable, "-m", "bragtui", "host", "--resume", str(table.save_path),
                                "--headless", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        out, errors = process.communicate(timeout=20)
    finally:
        process.kill()
    assert process.returncode != 0 and out == ""
    assert errors == (f"brag host: {table.save_path} holds a game that is over ({winner} won): nothing to "
                      "carry on; host another with brag host --variant bastard --seats 3\n")
