"""brag join against a host in this process: the hot-seat screens fed from the host, refusals, the
waiting and reconnecting screens, and the seat taken back after the host comes back."""

from __future__ import annotations

import asyncio
import time

import pytest
from app_helpers import painted, screen_text
from clock_helpers import ManualClock
from net_helpers import CODE, Robot, hands_done, hosting, new_table

from bragtui.app.screens.computer_screen import ComputerTurnScreen
from bragtui.app.screens.connection_screen import ConnectionScreen
from bragtui.app.screens.table_screen import TableScreen
from bragtui.cli.join_cmd import JoinRefused, check_refused, remote_app
from bragtui.core.actions import Bet
from bragtui.core.variants import get_variant, variant_keys
from bragtui.net.client import BACKOFF, Link


async def until(pilot, test, limit: float = 5.0) -> None:
    started = time.monotonic()
    while not test():
        assert time.monotonic() - started < limit, "timed out waiting"
        await pilot.pause(0.05)


async def bet_least(robot: Robot) -> None:
    """The robot bets the least it may (blind if it is): the hand goes on, whatever it holds."""
    state = robot.last_state
    while state is None or not state["legal"]:
        state = await robot.receive()
    least = next(choice["min"] for choice in state["legal"] if choice["verb"] == "bet" and "min" in choice)
    await robot.socket.send(f'{{"type": "act", "action": "bet {least}"}}')


def ann_app(url: str, code: str = CODE):
    return remote_app(url, code, "Ann", None, link=Link(url, code, "Ann", backoff=(0.1,)))


async def bob_joins(url: str, table) -> Robot:
    """Bob takes the second seat, once Ann's terminal has taken the first."""
    bob = Robot(url, "Bob", seed=2)
    for _ in range(500):
        if table.seats[0].connection is not None:
            break
        await asyncio.sleep(0.01)
    await bob.join()
    return bob


async def test_a_remote_seat_plays_on_the_hot_seat_screens(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2, seed=3)
    async with hosting(table) as (_, url):
        app = ann_app(url)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, ConnectionScreen) and "Waiting" in screen_text(app))
            assert f"brag join {url} --code {CODE}" in screen_text(app)
            bob = Robot(url, "Bob", seed=2)
            await bob.join()
            await until(pilot, lambda: table.game is not None and isinstance(app.screen, (TableScreen,
                                                                                            ComputerTurnScreen)))
            if table.game.to_act == 1:  # Bob first: Ann watches him think, then he acts
                await until(pilot, lambda: "Bob is thinking" in screen_text(app))
                assert "(computer)" not in screen_text(app)
                await bet_least(bob)
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            assert app.screen.seat == 0
            await until(pilot, lambda: "Blind: your cards are face down" in screen_text(app))
            await pilot.press("l")
            own = " ".join(str(card) for card in table.game.hand.holdings[0].cards)
            await until(pilot, lambda: table.game.view(0).cards is not None)
            await until(pilot, lambda: app.screen.view.cards is not None)
            assert " ".join(str(card) for card in app.screen.view.cards) == own
            await pilot.press("m")
            await until(pilot, lambda: any(a.verb == "bet" for a in table.game.hand_records()[-1].actions))
            await until(pilot, lambda: isinstance(app.screen, ComputerTurnScreen))
            assert app.screen.seat == 1
            await until(pilot, lambda: "Ann bets" in screen_text(app))
            await bob.close()


async def test_a_refusal_from_the_host_is_shown_on_the_turn_screen(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2, seed=3, blind=False)
    async with hosting(table) as (_, url):
        app = ann_app(url)
        async with app.run_test(size=(80, 24)) as pilot:
            bob = await bob_joins(url, table)
            await until(pilot, lambda: table.game is not None and table.game.to_act is not None)
            if table.game.to_act == 1:
                await bet_least(bob)
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            before = table.game.event_count
            assert app.apply(Bet(0, 999)) is None  # sent: the host answers
            await until(pilot, lambda: app.screen.message != "")
            assert "999" in app.screen.message or "bet" in app.screen.message.lower()
            assert table.game.event_count == before and not app.keys_locked
            await bob.close()


async def test_a_wrong_code_is_said_on_the_connection_screen(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        app = ann_app(url, code="WRONG")
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: "wrong code" in screen_text(app))
            assert isinstance(app.screen, ConnectionScreen)
            assert "wrong code: check it with the host, whose first line shows it" in screen_text(app)
            await pilot.press("q")  # refused for good: nothing to lose, so no "quit?" to answer
            await pilot.pause()
            assert not app.is_running
    # Once the screen is gone, brag join says it again on one line and fails.
    with pytest.raises(JoinRefused, match=r"^not joined: wrong code: check it with the host") as refused:
        check_refused(app.source)
    assert refused.value.exit_status == 1


async def test_a_name_already_seated_says_to_join_under_another(tmp_path):
    table = new_table(tmp_path, "three-card", seats=3)
    async with hosting(table) as (_, url):
        bob = Robot(url, "Bob", seed=2)
        await bob.join()
        app = remote_app(url, CODE, "Bob", None, link=Link(url, CODE, "Bob", backoff=(0.1,)))
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: "already at the table" in screen_text(app))
            assert "Bob is already at the table: join under another name" in screen_text(app)
            await pilot.press("q")
        await bob.close()
    with pytest.raises(JoinRefused, match="Bob is already at the table: join under another name"):
        check_refused(app.source)


@pytest.mark.parametrize("variant", ["bastard"])
async def test_a_dropped_connection_shows_the_reconnecting_screen_and_takes_the_seat_back(variant, tmp_path):
    from bragtui.net.host import Host

    table = new_table(tmp_path, variant, seats=3, computers=["easy"], seed=5)
    host = Host(table, turn_timeout=0, pause=0.05, computer_pause=0)
    _, port = await host.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}"
    clock = ManualClock()  # the waits between tries are the real ones, on a clock this test moves
    app = remote_app(url, CODE, "Ann", None, link=Link(url, CODE, "Ann", clock=clock))
    async with app.run_test(size=(80, 24)) as pilot:
        bob = await bob_joins(url, table)
        await until(pilot, lambda: table.game is not None and not isinstance(app.screen, ConnectionScreen))
        seen = type(app.screen)
        await bob.close()
        await host.stop()  # the host stops (saved as it stands) and says so
        await until(pilot, lambda: isinstance(app.screen, ConnectionScreen)
                    and "The host has stopped the game" in screen_text(app))
        assert "trying again" not in screen_text(app) and app.source.final
        again = Host(table, turn_timeout=0, pause=0.05, computer_pause=0)
        await again.start("127.0.0.1", port)
        try:
            for _ in range(100):
                if not isinstance(app.screen, ConnectionScreen):
                    break
                clock.advance(BACKOFF[-1])
                await pilot.pause(0.05)
            assert not isinstance(app.screen, ConnectionScreen)
            assert type(app.screen) is seen
            assert table.seats[0].connection is not None
        finally:
            await again.stop()


async def test_table_talk_goes_to_everyone_and_shows_in_the_log(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2, seed=3)
    async with hosting(table) as (_, url):
        app = ann_app(url)
        async with app.run_test(size=(80, 24)) as pilot:
            bob = await bob_joins(url, table)
            await until(pilot, lambda: table.game is not None and not isinstance(app.screen, ConnectionScreen))
            await pilot.press("slash")
            await pilot.pause()
            for key in "nice hand":
                await pilot.press("space" if key == " " else key)
            await pilot.press("enter")
            heard = None
            while heard is None:
                message = await bob.receive()
                heard = next((e for e in message.get("events", []) if e["kind"] == "say"), None)
            assert heard == {"kind": "say", "name": "Ann", "text": "nice hand"}
            await bob.socket.send('{"type": "say", "text": "thanks [b]Ann[/b]"}')
            await until(pilot, lambda: "Bob says: thanks [b]Ann[/b]" in screen_text(app))
            # An unclosed bracket, or a backslash at the end, shows as typed and breaks nothing after it.
            await bob.socket.send('{"type": "say", "text": "open [ bracket"}')
            await until(pilot, lambda: "Bob says: open [ bracket" in screen_text(app))
            await bob.socket.send('{"type": "say", "text": "two \\\\"}')
            await until(pilot, lambda: "Bob says: two \\" in screen_text(app))
            assert "[/dim]" not in screen_text(app) and "two \\\\" not in screen_text(app)
            await bob.close()
    check_refused(app.source)  # a seat that played and quit is no failure: this raises nothing


async def test_talk_is_not_offered_at_a_hot_seat_table():
    from app_helpers import scene

    app = scene("table").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "slash")
        await pilot.pause()
        assert type(app.screen).__name__ != "TalkModal" and "Talk" not in screen_text(app)


async def test_a_seat_is_warned_before_its_turn_runs_out_and_then_played_for(tmp_path):
    table = new_table(tmp_path, "three-card", seats=2, seed=3)
    clock = ManualClock()
    async with hosting(table, turn_timeout=1.5, pause=0, clock=clock) as (_, url):
        app = ann_app(url)
        async with app.run_test(size=(80, 24)) as pilot:
            bob = await bob_joins(url, table)
            await until(pilot, lambda: table.game is not None and table.game.to_act is not None)
            if table.game.to_act == 1:
                await bet_least(bob)
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            # The warning is a notification (Textual keeps them in the app's _notifications).
            await until(pilot, lambda: any("Your turn ends in" in n.message for n in app._notifications))
            assert table.game.to_act == 0
            clock.advance(1.4)
            await pilot.pause(0.05)
            assert table.game.to_act == 0, "played for before the time ran out"
            clock.advance(0.1)
            for _ in range(60):  # the easy player may look first: a move that leaves the turn Ann's
                await pilot.pause(0.05)
                if table.game.to_act != 0 or table.game.hand_over:
                    break
                clock.advance(1.5 if clock.waiting else 0)
            assert table.game.to_act != 0 or table.game.hand_over
            assert any(entry["kind"] == "timeout" and "Ann took too long" in entry["text"] for entry in table.log)
            await bob.close()


async def test_the_join_screen_asks_for_an_address_a_code_and_a_name_then_joins(tmp_path):
    from bragtui.app import make_app
    from bragtui.app.remote import RemoteSource
    from bragtui.app.screens.join_screen import JoinScreen

    table = new_table(tmp_path, "three-card", seats=2)
    async with hosting(table) as (_, url):
        made = []

        def connect(address, code, name):
            made.append((address, code, name))
            return Link(address, code, name, backoff=(0.1,))

        app = make_app(None, source=RemoteSource(connect=connect))
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, JoinScreen))
            await pilot.press("enter")
            await until(pilot, lambda: "The address is the host's first line" in screen_text(app))
            app.screen.query_one("#join-url").value = url
            app.screen.query_one("#join-code").value = CODE
            await pilot.press("enter")
            await until(pilot, lambda: "The code is on the host's first line" not in screen_text(app)
                        and "a name is 1 to 20" in screen_text(app).lower())
            app.screen.query_one("#join-name").value = "Ann"
            await pilot.press("enter")
            await until(pilot, lambda: table.seats[0].name == "Ann")
            assert made == [(url, CODE, "Ann")]
            await until(pilot, lambda: isinstance(app.screen, ConnectionScreen) and "Waiting" in screen_text(app))


def test_talk_and_the_hosts_notes_join_the_log_during_a_hand_but_not_its_ending():
    import msgspec

    from bragtui.app.brag.scenes import last_hand_app as _last_hand_app
    from bragtui.app.brag.scenes import table_app as _table_app
    from bragtui.app.remote import RemoteGame
    from bragtui.core.wire import to_wire

    game = RemoteGame({"variant": "three-card", "players": ["Ann", "Bob", "Cy", "Dee"], "seat": "Ann"})
    for build, hand in ((_table_app, 1), (_last_hand_app, 1)):
        real = build().game
        view = real.view(0)
        game.update({"hand": hand, "to_act": None, "hand_over": view.result is not None,
                     "events": [{"kind": "save", "text": "The host could not save the game"},
                                {"kind": "say", "name": "Bob", "text": "hi"}],
                     "view": {"typed": to_wire(view), "public": to_wire(real.view(None)) if view.result else None,
                              "seats": []}})
        shown = game.view(0)
        if view.result is None:
            assert shown.log[-2:] == ("The host could not save the game", "Bob says: hi")
            assert msgspec.structs.replace(shown, log=view.log) == view
        else:
            assert shown == view and game.view(None).log[-1] == real.view(None).log[-1]


async def test_a_disconnected_player_is_marked_away_on_the_table(tmp_path):
    table = new_table(tmp_path, "bastard", seats=3, computers=["easy"], seed=5)
    async with hosting(table, computer_pause=0.2) as (_, url):
        app = ann_app(url)
        async with app.run_test(size=(80, 24)) as pilot:
            bob = await bob_joins(url, table)
            await until(pilot, lambda: table.game is not None and not isinstance(app.screen, ConnectionScreen))
            await until(pilot, lambda: "Bob" in screen_text(app))
            assert "(away)" not in screen_text(app)
            await bob.close()
            await until(pilot, lambda: "Bob (away)" in screen_text(app) or "Bob (dealer) (away)" in screen_text(app))


@pytest.mark.parametrize("variant", variant_keys())
async def test_a_remote_seat_plays_whole_hands_of_every_variant_on_its_screens(variant, tmp_path):
    """Ann's terminal plays its seat (moves chosen from the view it was sent) for two hands or more;
    each turn is taken on the hot-seat turn screen for the view, and the host applies it."""
    import random

    from bragtui.app.screens.base import TurnScreen
    from bragtui.core.sethand.view import ArrangeView
    from bragtui.players import ComputerPlayer

    seats = max(2, get_variant(variant).players[0])  # Ann, Bob, and computers for any more
    table = new_table(tmp_path, variant, seats=seats, computers=["easy"] * (seats - 2), seed=4)
    rng, acted = random.Random(3), 0
    async with hosting(table) as (_, url):
        app = ann_app(url)
        async with app.run_test(size=(80, 24)) as pilot:
            bob = await bob_joins(url, table)
            playing = asyncio.create_task(bob.play(until_hand=10**6))
            await until(pilot, lambda: table.game is not None and not isinstance(app.screen, ConnectionScreen))
            started = time.monotonic()
            while acted < 3 or hands_done(table.game) < 2:
                assert time.monotonic() - started < 15, (variant, type(app.screen).__name__)
                screen, game = app.screen, app.game
                view = game.view(0)
                if isinstance(screen, TurnScreen) and screen.seat == 0 and view.to_act == 0 and not app.keys_locked:
                    action = ComputerPlayer("random").choose(view, view.legal, rng)
                    assert app.apply(action) is None
                    acted += 1
                elif isinstance(screen, ComputerTurnScreen) and screen.seat >= 0 and view.to_act == screen.seat:
                    # Watching another seat: its variant's seat columns, and Draw Brag's pot and round.
                    panel = screen._panel()
                    wanted = {"DrawView": ("State", "Drew", "Pot "), "CasinoView": ("State", "Ante", "Pair plus"),
                              "BragView": ("State", "Pot")}.get(type(view).__name__, ())
                    assert all(word in panel for word in wanted), (variant, panel)
                    assert ("Your hands" in panel) == bool(getattr(view, "my_set", None)), (variant, panel)
                    assert ("Pot " in panel) == bool(getattr(view, "pot", 0)) or not isinstance(view, ArrangeView)
                elif game.hand_over and view.result is not None and not app.keys_locked:
                    await pilot.press("enter")
                await pilot.pause(0.05)
            playing.cancel()
            await bob.close()
            # The remote ledger's rows say what the host's own ledger says (blinds and antes included).
            from bragtui.app.ledger import hand_rows
            from bragtui.store.histories import read_saved_game

            kept = app.source.rows
            saved, _ = read_saved_game(table.save_path)  # the host's game keeps only the hand in play
            assert kept and [row.changes for row in kept] == [row.changes for row in hand_rows(saved, [])][
                :len(kept)], variant


def test_a_seat_is_warned_when_the_countdown_starts_and_again_near_the_end():
    from bragtui.app.remote import warning_points

    assert warning_points(120) == [15, 5]
    assert warning_points(9.5) == [9.5, 5]  # joined, or the turn began, inside the countdown
    assert warning_points(4) == [4]
    assert warning_points(0) == [0]


@pytest.mark.parametrize("allowed", [False, True], ids=["coach-off-by-default", "coach-allowed"])
async def test_a_hosted_table_says_in_its_welcome_whether_the_coach_may_be_used(allowed, tmp_path):
    rules = {"coach": True} if allowed else {}
    table = new_table(tmp_path, "three-card", seats=2, computers=["easy"], seed=3, **rules)
    assert table.welcome(0, None)["coach"] is allowed
    async with hosting(table) as (_, url):
        app = remote_app(url, CODE, "Ann", None, link=Link(url, CODE, "Ann", backoff=(0.1,)), coach=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            await pilot.pause()
            assert app.coach_allowed is allowed
            assert bool(app.screen.query("#coach")) is allowed
            await pilot.press("question_mark")
            await pilot.pause()
            if not allowed:
                assert "keep the coach off" in screen_text(app)
            assert not app.screen.query("#coach")


async def test_a_remote_seat_sees_a_sideshow_s_hands_only_when_it_takes_part(tmp_path):
    """Ann's terminal and two robots play Teen Patti by sideshows. Ann deals the first hand: Bob and Cy
    have the sideshow and Ann's screens never show either hand. In the second Ann asks Cy: her
    terminal shows the sideshow's screen with both hands, and Enter goes on."""
    from net_helpers import SideshowRobot, sideshow_policy

    from bragtui.app.screens.base import EndingScreen, TurnScreen
    from bragtui.app.teen_patti.sideshow_screen import SideshowScreen
    from bragtui.core.actions import parse_action
    from bragtui.store.histories import read_history

    table = new_table(tmp_path, "teen-patti", seats=3, seed=5)
    async with hosting(table) as (_, url):
        app = ann_app(url)
        async with app.run_test(size=(80, 24)) as pilot:
            robots = [SideshowRobot(url, "Bob"), SideshowRobot(url, "Cy")]
            await until(pilot, lambda: table.seats[0].connection is not None)
            for robot in robots:
                await robot.join()
            playing = [asyncio.create_task(robot.play(until_hand=3)) for robot in robots]
            seen: list[tuple[int, str]] = []
            private_in: set[int] = set()
            started = time.monotonic()
            while not (seen and not isinstance(app.screen, SideshowScreen)):
                assert time.monotonic() - started < 15, type(app.screen).__name__
                screen, game = app.screen, app.game
                view = game.view(0) if game is not None else None
                if view is not None and view.private is not None:
                    private_in.add(view.hand_number)
                if isinstance(screen, SideshowScreen) and not app.keys_locked and painted(app):
                    seen.append((app.owed_view(0).hand_number, screen_text(app)))
                    await pilot.press("enter")
                elif isinstance(screen, TurnScreen) and screen.seat == 0 and view.to_act == 0 and not app.keys_locked:
                    assert app.apply(parse_action(f"Ann {sideshow_policy(view)}", list(view.players))) is None
                elif isinstance(screen, EndingScreen) and not app.keys_locked:
                    await pilot.press("enter")
                await pilot.pause(0.05)
            for task in playing:
                task.cancel()
            for robot in robots:
                await robot.close()
    hands = read_history(table.save_path).hand_records()
    first, second = ([(action.seat, action.verb) for action in hand.actions] for hand in hands[:2])
    assert (1, "accept") in first and (2, "sideshow") in first and (0, "sideshow") in second
    assert [hand for hand, _ in seen] == [2] and private_in <= {2}
    text = seen[0][1]
    assert "Only Ann may see this screen" in text and "Cy's hand" in text and "Bob's hand" not in text


async def test_a_seat_taken_back_part_way_through_a_hand_never_shows_wrong_changes_for_it(tmp_path):
    """Ann's terminal comes back during hand 2 (its antes paid): what hand 2 changed is not known
    there, so it is not said; hand 3's is, as the host counts it."""
    from bragtui.app.screens.showdown_screen import ShowdownScreen
    from bragtui.app.variant_screens import tallies
    from bragtui.app.wording import signed

    table = new_table(tmp_path, "three-card", seats=2, seed=3)
    async with hosting(table, pause=60) as (_, url):  # the next deal waits for everyone's Enter
        ann, bob = Robot(url, "Ann", seed=1), Robot(url, "Bob", seed=2)
        await ann.join()
        await bob.join()
        await asyncio.gather(ann.play(until_hand=2), bob.play(until_hand=2))
        await ann.close()
        before = tallies(table.game.view(None))  # hand 2's antes are paid
        bobs = asyncio.create_task(bob.play(until_hand=4))
        app = remote_app(url, CODE, None, ann.token, link=Link(url, CODE, None, ann.token, backoff=(0.1,)))
        said: dict[int, str] = {}
        truth: dict[int, tuple[int, ...]] = {1: tuple(b + 1 for b in before)}  # the ante of 1 each
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(400):
                if 3 in said:
                    break
                if isinstance(app.screen, ShowdownScreen):
                    number = hands_done(table.game)
                    truth[number] = tallies(table.game.view(None))
                    said[number] = str(app.screen.query_one("#showdown-changes").render())
                    await pilot.press("enter")
                elif isinstance(app.screen, TableScreen) and app.screen.view.to_act == app.screen.seat:
                    await pilot.press("f")
                await pilot.pause(0.02)
            bobs.cancel()
            await bob.close()
    assert said[2] == ""
    changes = [after - was for after, was in zip(truth[3], truth[2], strict=True)]
    assert said[3] == f"This hand: Ann {signed(changes[0])}   Bob {signed(changes[1])}"
