"""Playing the app as people do: dialogs over any screen, stray keys, a window resized mid-game."""

import pytest
from app_helpers import press, scene, screen_name, screen_text


@pytest.mark.parametrize("name", ["showdown", "lives-showdown", "crash-showdown"])
async def test_quitting_from_a_hands_ending_leaves_cleanly(name):
    # The ending comes back into view as the quit dialog closes, while the app is leaving.
    app = scene(name).build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "g", "escape", "q", "y")
    assert app.return_code == 0


@pytest.mark.parametrize("name", ["showdown", "lives-showdown", "crash-showdown"])
async def test_an_ending_is_the_same_after_a_dialog_over_it(name):
    app = scene(name).build()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        before = screen_text(app)
        await press(pilot, "g", "escape", "r", "escape")
        assert screen_text(app) == before


async def test_action_keys_on_the_hand_off_do_nothing():
    app = scene("exchange").build()  # Bastard Brag: Ann's turn, behind a hand-off
    game = app.game
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        events = game.event_count
        await press(pilot, "1", "c", "x", "k", "p", "w", "m", "s", "d")
        assert screen_name(app) == "HandoffScreen" and game.event_count == events
        await press(pilot, "enter", "enter")  # a second Enter on the turn itself does nothing
        assert screen_name(app) == "ExchangeScreen" and game.event_count == events


@pytest.mark.parametrize("name, keys", [("exchange", ("enter", "2", "b")), ("arrange", ("enter", "s")),
                                        ("table", ("enter", "l"))])
async def test_a_turn_survives_a_small_window_and_comes_back_as_it_was(name, keys):
    app = scene(name).build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, *keys)
        before = screen_text(app)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert "Make the window larger" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert screen_text(app) == before


async def test_a_refused_exchange_is_explained_and_changes_nothing():
    app = scene("lives-showdown").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")  # the next deal, behind a hand-off
        await press(pilot, "enter")
        assert screen_name(app) == "ExchangeScreen"
        events = app.game.event_count
        await press(pilot, "p")  # no passing in this game
        assert "You must exchange one card or three, or knock." in screen_text(app)
        await press(pilot, "x")  # nothing chosen to exchange
        assert "Choose a card of yours (1-3) and a centre card (a-c) first" in screen_text(app)
        await press(pilot, "w")
        assert "Choose the card of yours to turn face up" in screen_text(app)
        assert app.game.event_count == events
