"""What the host and its joiners are told: the command that carries a game on, the addresses
friends can reach, the waiting screen, the log with talk in its place, taking a seat back by any
spelling of the address, a host that stops, and the join page."""

from __future__ import annotations

import asyncio
import os
import shlex
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from app_helpers import screen_text
from cli_helpers import run_brag
from net_helpers import CODE, Robot, hosting, new_table
from test_net_join import until
from websockets.exceptions import ConnectionClosed

from bragtui.cli.join_cmd import remote_app
from bragtui.net.addresses import reachable
from bragtui.net.client import Link, table_address
from bragtui.net.seats import seats_path

ROOT = Path(__file__).resolve().parent.parent


def _host(*args: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "bragtui", "host", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)


def _stop(process: subprocess.Popen) -> str:
    process.send_signal(signal.SIGINT)
    _, errors = process.communicate(timeout=10)
    return errors


async def test_the_carry_on_command_printed_at_a_stop_works_and_keeps_the_port(tmp_path):
    save = tmp_path / "game.toml"
    process = _host("--variant", "three-card", "--seats", "2", "--headless", "--port", "0", "--code", CODE,
                    "--save", str(save), "--turn-timeout", "30")
    line = process.stdout.readline()
    url = line.split()[2]
    ann, bob = Robot(url, "Ann"), Robot(url, "Bob")
    await ann.join()
    await bob.join()
    await ann.close()
    await bob.close()
    errors = _stop(process)
    command = errors.split("carry on with: ")[1].split(")\n")[0]
    words = shlex.split(command)
    assert words[:2] == ["brag", "host"] and "--headless" in words and "--turn-timeout" in words
    assert words[words.index("--port") + 1] == url.rsplit(":", 1)[1]
    again = _host(*words[2:])
    try:
        assert again.stdout.readline().split()[2] == url  # the same address: the players' commands work
        back = Robot(url, token=ann.token)
        assert (await back.join())["seat"] == "Ann"
        await back.close()
    finally:
        _stop(again)


async def test_a_stop_before_the_first_deal_leaves_no_seats_file_and_tells_the_joiner(tmp_path):
    save = tmp_path / "game.toml"
    process = _host("--variant", "three-card", "--seats", "2", "--headless", "--port", "0", "--code", CODE,
                    "--save", str(save))
    url = process.stdout.readline().split()[2]
    ann = Robot(url, "Ann")
    await ann.join()
    assert seats_path(save).exists()
    errors = await asyncio.to_thread(_stop, process)
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            await ann.receive()
    assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (1001, "the host stopped")
    assert "had not begun" in errors and not seats_path(save).exists() and not save.exists()


def test_a_headless_host_refuses_a_name_it_would_not_use(capsys, tmp_path):
    result = run_brag(capsys, "host", "--variant", "three-card", "--seats", "2", "--headless", "--name", "Ann",
                      "--port", "0", "--save", str(tmp_path / "g.toml"))
    assert result.status == 2 and "--headless only serves" in result.err and not result.out


async def test_a_host_on_every_address_names_one_friends_can_reach(tmp_path):
    process = _host("--variant", "three-card", "--seats", "2", "--headless", "--port", "0", "--bind", "0.0.0.0",
                    "--code", "Q7XK2M", "--save", str(tmp_path / "g.toml"))
    try:
        url = process.stdout.readline().split()[2]
        # This machine's own address on its network (loopback only on a machine without one).
        assert url.split("//")[1].rsplit(":", 1)[0] == reachable("0.0.0.0", "0.0.0.0")[0] != "0.0.0.0", url
        ann = Robot(url, "Ann")
        assert (await ann.join("Q7XK2M"))["type"] == "welcome"
        await ann.close()
    finally:
        _stop(process)


async def test_the_hosts_waiting_screen_invites_at_the_reachable_address_and_counts_the_seats(tmp_path):
    table = new_table(tmp_path, "three-card", seats=4, computers=["easy"])
    async with hosting(table) as (_, url):
        invite = ["ws://192.0.2.7:8765", "ws://10.1.2.3:8765"]
        app = remote_app(url, CODE, "Ann", None, link=Link(url, CODE, "Ann", backoff=(0.1,)), invite=invite)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: "Waiting" in screen_text(app))
            text = screen_text(app)
            assert "brag join ws://192.0.2.7:8765 --code" in text and "10.1.2.3" in text
            assert "127.0.0.1" not in text
            assert "At the table: Ann. 2 seats free; 1 more is a computer player." in text
            bob = Robot(url, "Bob")
            await bob.join()
            await until(pilot, lambda: "1 seat free;" in screen_text(app))
            await bob.close()


async def test_the_hosts_own_seat_is_warned_that_quitting_stops_the_table_and_a_joiner_is_not(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        host = remote_app(url, CODE, "Ann", None, link=Link(url, CODE, "Ann", backoff=(0.1,)), hosting=True)
        joiner = remote_app(url, CODE, "Bob", None, link=Link(url, CODE, "Bob", backoff=(0.1,)))
        for app, warned in ((host, True), (joiner, False)):
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda app=app: "Waiting" in screen_text(app) or "to act" in screen_text(app))
                await pilot.press("q")
                await until(pilot, lambda app=app: "Quit bragtui?" in screen_text(app))
                assert ("This stops the table for everyone" in screen_text(app)) is warned
                await pilot.press("n")


def test_talk_stands_where_it_was_said_and_seat_notes_stay_out_of_the_log():
    from bragtui.app.brag.scenes import table_app as _table_app
    from bragtui.app.remote import RemoteGame, interleaved
    from bragtui.core.wire import to_wire

    assert interleaved(("a", "b", "c"), [(1, "x"), (3, "y"), (0, "w")]) == ("w", "a", "x", "b", "c", "y")
    real = _table_app().game
    view = real.view(0)
    game = RemoteGame({"variant": "three-card", "players": list(view.players), "seat": view.players[0]})
    events = [{"kind": "bet_placed", "text": line} for line in view.log]
    events.insert(1, {"kind": "say", "name": "Bob", "text": "hi"})
    events.insert(0, {"kind": "join", "text": "Bob sits down"})
    game.update({"hand": 1, "to_act": None, "hand_over": False, "events": events,
                 "view": {"typed": to_wire(view), "public": None, "seats": []}})
    shown = game.view(0).log
    assert shown == (view.log[0], "Bob says: hi", *view.log[1:])
    assert game.notes == ["Bob sits down"] and "Bob sits down" not in shown


def test_a_tables_address_is_read_one_way_whatever_the_spelling():
    same = {table_address(url) for url in ("ws://localhost:8765", "ws://127.0.0.1:8765/", "WS://LocalHost:8765//")}
    assert same == {"ws://127.0.0.1:8765"}
    assert table_address("ws://192.168.1.20") == "ws://192.168.1.20:80"
    assert table_address("wss://example.org/") == "wss://example.org:443"


async def test_a_seat_is_taken_back_by_any_spelling_of_the_address_and_the_way_back_is_said(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    tokens = tmp_path / "tokens.json"
    async with hosting(table) as (_, url):
        port = url.rsplit(":", 1)[1]
        statuses = []

        async def session(address: str, name: str, until_status: str) -> Link:
            link = Link(address, CODE, name, tokens=tokens, backoff=(0.05,))
            task = asyncio.create_task(link.run(lambda message: None, statuses.append))
            while not statuses or statuses[-1].state != until_status:
                await asyncio.sleep(0.02)
            if until_status == "connected":
                await link.socket.close()
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            return link

        bob = Robot(url, "Bob")
        await bob.join()
        await session(f"ws://localhost:{port}/", "Ann", "connected")  # the game starts
        first = table.seats[1].token_hash
        # After the first deal a seat is taken back only by its token: the one kept for the other spelling.
        again = await session(f"ws://127.0.0.1:{port}", "Ann", "connected")
        assert again.remembered and table.seats[1].token_hash == first
        assert "Ann is back" in [entry["text"] for entry in table.log]
        await session(url, "Zed", "refused")
        assert "This machine holds the seat of Ann here: join with that --name" in statuses[-1].reason
        await bob.close()


async def test_the_join_page_keeps_its_ws_prefix_and_shows_a_whole_example(tmp_path):
    from bragtui.app import make_app
    from bragtui.app.remote import RemoteSource
    from bragtui.app.screens.join_screen import JoinScreen

    app = make_app(None, source=RemoteSource(connect=lambda *args: None))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, JoinScreen))
        for key in "192":
            await pilot.press(key)
        assert app.screen.query_one("#join-url").value == "ws://192"
        app.screen.query_one("#join-url").value = "http://x"
        await pilot.press("enter")
        await pilot.pause()
        assert "ws://192.168.1.20:8765." in screen_text(app)


async def test_the_join_page_holds_a_name_to_the_table_rule_before_connecting(tmp_path):
    from bragtui.app import make_app
    from bragtui.app.remote import RemoteSource
    from bragtui.app.screens.join_screen import JoinScreen

    dialled = []
    app = make_app(None, source=RemoteSource(connect=lambda *args: dialled.append(args)))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, JoinScreen))
        screen = app.screen
        screen.query_one("#join-url").value = "ws://127.0.0.1:8765"
        screen.query_one("#join-code").value = "K7QX3M"
        screen.query_one("#join-name").value = "Dee 🙂"
        await pilot.press("enter")
        await pilot.pause()
        assert "at either end" in screen_text(app)
        assert isinstance(app.screen, JoinScreen) and dialled == []


async def test_the_hosts_log_tells_every_entry_on_a_line_of_its_own_in_order(tmp_path):
    """A headless host's log: each entry of the table's log (talk with its speaker's name) on its own
    line, in the order played, written once for each change (an action's several events together)."""
    calls: list[str] = []
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table, log=calls.append) as (_, url):
        ann, bob = Robot(url, "Ann", seed=1), Robot(url, "Bob", seed=2)
        await ann.join()
        await bob.join()
        await ann.socket.send('{"type": "say", "text": "good luck"}')
        await asyncio.wait_for(asyncio.gather(ann.play(until_hand=2), bob.play(until_hand=2)), 10)
        await ann.close()
        await bob.close()
    lines = "\n".join(calls).splitlines()
    entries = [f"{entry['name']}: {entry['text']}" if entry.get("kind") == "say" else entry["text"]
               for entry in table.log_since(0)]
    assert lines[:len(entries)] == entries
    assert "Ann: good luck" in lines
    played = [entry for entry in entries if entry.startswith("Hand 1:")]
    assert played, "the deal of hand 1 is in the log"
    # An action that makes several entries (the last fold and the hand's end) is one write.
    assert any("\n" in call for call in calls)
