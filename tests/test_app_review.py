"""The review on screen: the game over screen's chart and key, a person's review, a position."""

from __future__ import annotations

import random

import pytest
from app_helpers import press, screen_name, screen_text, visible_cards

from bragtui.app import make_app
from bragtui.app.brag_app import BragApp
from bragtui.app.screens.review_screen import ReviewHandoffScreen
from bragtui.app.source import LocalSource
from bragtui.card_render import card_label
from bragtui.cli.play_cmd import app_reviewer
from bragtui.core.factory import new_game
from bragtui.players.player import ComputerPlayer
from bragtui.players.review import review, turns


@pytest.fixture(autouse=True)
def few_playouts(monkeypatch):
    monkeypatch.setattr(BragApp, "review_playouts", 4)


def finished_game(computers: dict[int, str]):
    """A short Three Card Brag game for stacks of 6, played to its end: Ann easy, Bob hard."""
    game = new_game("three-card", ["Ann", "Bob"], seed=3, money="stacks", buy_in=6)
    game.computer_seats = computers
    rng = random.Random(1)
    players = [ComputerPlayer("easy", rules=game.rules), ComputerPlayer("hard", rules=game.rules)]
    while not game.game_over:
        game.start_hand()
        while game.to_act is not None:
            view = game.view(game.to_act)
            game.apply(players[game.to_act].choose(view, view.legal, rng))
    return game


async def to_game_over(app, pilot):
    for _ in range(5):
        if screen_name(app) == "GameOverScreen":
            return
        await press(pilot, "enter")
    raise AssertionError(f"no game over screen, at {screen_name(app)}")


async def review_up(app, pilot):
    await app.workers.wait_for_complete()
    await pilot.pause()


def hidden_labels(game, seat):
    """For each of the seat's turns: the card faces of the hand it could not see then."""
    found = {}
    for turn in turns(game, [seat]):
        dealt = {card for cards in game.hand_records()[turn.hand_number - 1].deal.values() for card in cards}
        found[(turn.hand_number, turn.before + 1)] = {card_label(card) for card in dealt - turn.known}
    return found


async def test_game_over_chart_and_a_persons_review_and_its_positions():
    game = finished_game({1: "hard"})
    hidden = hidden_labels(game, 0)
    app = make_app(game, pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_game_over(app, pilot)
        assert "Balance after each hand" not in screen_text(app)  # below the seed and the keys
        await press(pilot, "end")
        assert "Balance after each hand" in screen_text(app)
        await press(pilot, "v")
        await review_up(app, pilot)
        assert screen_name(app) == "ReviewScreen"
        text = screen_text(app)
        assert "Ann: accuracy" in text and "Bob:" not in text
        screen = app.screen
        for index, decision in enumerate(screen.mine):
            screen.query_one("#review-list").highlighted = index
            await press(pilot, "enter")
            assert screen_name(app) == "PositionScreen"
            shown = visible_cards(app)
            assert not shown & hidden[(decision.hand_number, decision.turn)], (decision.hand_number, decision.turn)
            await press(pilot, "escape", "escape", "escape")  # a key pressed twice goes back once more
            assert screen_name(app) == "GameOverScreen"
            await press(pilot, "v")
            await review_up(app, pilot)
            screen = app.screen
            if index >= 3:
                break


async def test_hot_seat_reviews_open_behind_a_hand_off_to_each_person():
    game = finished_game({})
    app = make_app(game, pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_game_over(app, pilot)
        for name, other in (("Ann", "Bob"), ("Bob", "Ann")):
            await press(pilot, "v")
            assert screen_name(app) == "ReviewHandoffScreen"
            text = screen_text(app)
            assert f"Pass the terminal to {name}" in text and not visible_cards(app)
            await press(pilot, "enter")
            await review_up(app, pilot)
            assert screen_name(app) == "ReviewScreen"
            assert all(d.player == name for d in app.screen.mine)
            assert f"{name}: accuracy" in screen_text(app) and f"{other}: accuracy" not in screen_text(app)
            await press(pilot, "escape")
            assert screen_name(app) == "GameOverScreen"


async def test_escape_on_the_hand_off_opens_nothing():
    app = make_app(finished_game({}), pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_game_over(app, pilot)
        await press(pilot, "v", "escape")
        await review_up(app, pilot)
        assert screen_name(app) == "GameOverScreen"


def _once_worked_out(monkeypatch, meanwhile) -> None:
    """Each review, once worked out (in its worker thread), runs ``meanwhile`` before it is put up:
    what a person did while it was being worked out."""
    worked_out = BragApp.review_of

    def review_of(self, seat):
        result = worked_out(self, seat)
        meanwhile()
        return result

    monkeypatch.setattr(BragApp, "review_of", review_of)


async def test_a_review_worked_out_after_the_screen_is_left_is_not_put_up(monkeypatch):
    """A review still being worked out when the game over screen goes (another review asked for,
    or play again) is dropped when it is ready."""
    app = make_app(finished_game({1: "hard"}), pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_game_over(app, pilot)
        over = app.screen
        _once_worked_out(monkeypatch, lambda: app.call_from_thread(
            app.push_screen, ReviewHandoffScreen("Bob", lambda: None)))
        over.action_review()
        await review_up(app, pilot)
        assert screen_name(app) == "ReviewHandoffScreen"
        assert "ReviewScreen" not in [type(s).__name__ for s in app.screen_stack]


async def test_a_review_ready_after_the_next_person_was_asked_for_is_dropped(monkeypatch):
    """In hot seat: Ann's review is still being worked out when ``v`` asks for the next person's and
    that hand-off is left with Escape. Ann's review, ready then, is not put up in front of whoever is
    at the terminal now."""
    app = make_app(finished_game({1: "hard"}), pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_game_over(app, pilot)
        over = app.screen

        def next_asked() -> None:
            over.reviewed += 1  # as the next ``v`` counts, its hand-off then left with Escape

        _once_worked_out(monkeypatch, next_asked)
        over._open_review(0)
        await review_up(app, pilot)
        assert screen_name(app) == "GameOverScreen"
        assert "ReviewScreen" not in [type(s).__name__ for s in app.screen_stack]


async def test_a_review_that_cannot_be_worked_out_is_said_and_the_app_goes_on(monkeypatch):
    """A review that fails (a kept record that cannot be read, worker processes that cannot start)
    is said in a notice; the app does not close."""
    app = make_app(finished_game({1: "hard"}), pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_game_over(app, pilot)

        def broken(self, seat):
            raise OSError("no worker processes here")

        monkeypatch.setattr(BragApp, "review_of", broken)
        app.screen.action_review()
        await review_up(app, pilot)
        assert app.is_running and screen_name(app) == "GameOverScreen"
        assert any("No review: no worker processes here" in str(n.message) for n in app._notifications)


async def test_the_review_at_the_end_is_worked_out_on_every_core():
    """The game over screen's review uses the reviewer the hot-seat source was given (``brag play``
    gives one whose worker processes are forked from the app): the same review as in one process."""
    game = finished_game({1: "hard"})
    alone = review(game, [0], 4)
    app = make_app(game, pause=0, source=LocalSource(app_reviewer()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_game_over(app, pilot)
        await press(pilot, "v")
        await review_up(app, pilot)
        assert screen_name(app) == "ReviewScreen"
        assert [d.as_dict() for d in app.screen.mine] == [d.as_dict() for d in alone.decisions]
        assert any(d.cost > 0 for d in alone.decisions)


async def test_a_review_draws_the_cards_of_its_actions_and_log_as_the_table_does():
    from bragtui.app.screens.review_screen import PositionScreen, ReviewScreen
    from bragtui.players.review import Decision, Review

    game = new_game("crash", ["Ann", "Bob"], seed=5)
    game.start_hand({"Ann": "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc",
                     "Bob": "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"})
    game.act("Bob set As Ac 4c")  # the log names no card yet, so one line is added below
    view = game.view(0)
    view = view.__class__(**{**{f: getattr(view, f) for f in view.__struct_fields__},
                             "log": (*view.log, "Bob shows Qs Qh 2d")})
    decision = Decision("Ann", 0, 1, 2, "set 3h 3d 3s / Ah Ad Jc", "set 3h 3d 3s / Ah Ad 9s", 0.5, "inaccuracy",
                        view, deals=10)
    app = make_app(game, pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReviewScreen("Ann", Review((decision,), {"Ann": 50.0}, 1.0), "points"))
        await pilot.pause()
        entry = str(app.screen.query_one("#review-list").get_option_at_index(0).prompt)
        assert "set 3♥ 3♦ 3♠ / A♥ A♦ J♣ (hard: set 3♥ 3♦ 3♠ / A♥ A♦ 9♠)" in entry and "Jc" not in entry
        app.push_screen(PositionScreen(decision, "points"))
        await pilot.pause()
        text = screen_text(app)
        assert "Bob shows Q♠ Q♥ 2♦" in text and "You: set 3♥ 3♦ 3♠ / A♥ A♦ J♣" in text
        assert "Table: " not in text  # a game of no seats' states says nothing there
