"""Draw Brag and Casino Brag in the app: their screens, played by key presses (wrong keys too)."""

import pytest
from app_helpers import press, scene, screen_name, screen_text, visible_cards

from bragtui.app import make_app
from bragtui.app.families import turn_screen
from bragtui.core.factory import new_game


def casino_table():
    game = new_game("casino", ["Ann", "Bob"], dealer=1, seed=5)
    game.start_hand({"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})
    return game


async def test_casino_stakes_are_placed_by_keys_and_no_card_shows_before_everyone_has_staked():
    game = casino_table()
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")  # the hand-off to the first player
        assert screen_name(app) == "CasinoScreen" and "Ann to stake" in screen_text(app)
        assert visible_cards(app) == set()
        await press(pilot, "p")  # play before the deal: refused, with the reason
        assert "Every player stakes first" in screen_text(app) and game.view(0).log == ()
        await press(pilot, "u")  # the pair plus bet's amount
        assert screen_name(app) == "BetModal"
        await press(pilot, "backspace", "3", "enter")
        await press(pilot, "m", "m")  # Ann's least ante, then Bob's (his turn shows no cards)
        assert game.view(0).log == ("Ann puts 3 on the pair plus", "Ann antes 1", "Bob antes 1")
        # Now Ann's cards are dealt to her: the terminal is passed first.
        assert screen_name(app) == "HandoffScreen"
        await press(pilot, "enter")
        assert visible_cards(app) == {"Q♥", "6♦", "4♣"}


async def test_the_casino_screen_shows_the_best_play_and_plays_the_hand():
    app = scene("casino").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "enter", "o")
        assert "Best play: play" in screen_text(app)
        await press(pilot, "a")  # the ante is down: refused
        assert "The stakes are down" in screen_text(app)
        await press(pilot, "p")
        assert screen_name(app) == "HandoffScreen"
        await press(pilot, "enter", "f")
        assert screen_name(app) == "CasinoShowdownScreen"
        text = screen_text(app)
        assert "The house shows" in text and "Ann loses 10: -10 on the ante and play." in text
        assert "Bob loses 3: -5 on the ante (folded), +2 on the pair plus." in text
        assert "7♥" not in visible_cards(app)  # a folded hand is never shown


async def test_draw_brag_betting_keys_follow_the_legal_actions():
    game = new_game("draw", ["Ann", "Bob", "Cy"], dealer=2, seed=4)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")  # the hand-off to the first player
        assert screen_name(app) == "DrawScreen" and "Cy to act" in screen_text(app)  # after the big blind
        assert "Blind" in screen_text(app) and visible_cards(app) == set()
        await press(pilot, "k")  # owed chips: no check
        assert "You owe chips" in screen_text(app)
        await press(pilot, "a")  # blind: no raise
        assert "A blind player may not raise" in screen_text(app)
        await press(pilot, "c")  # a blind call for half of the big blind
        assert game.view(2).seats[2].paid == 1
        # Ann, blind too: no cards on screen, so no hand-off; she calls her small blind up, for half.
        assert "Ann to act" in screen_text(app)
        await press(pilot, "c")
        assert game.view(0).seats[0].paid == 1 + 1
        # Bob looks and checks his big blind; Ann's draw then needs the terminal passed.
        await press(pilot, "l", "k")
        assert screen_name(app) == "HandoffScreen"


async def test_the_draw_screen_gives_up_the_cards_chosen():
    app = scene("draw-cards").build()
    game = app.game
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "enter", "d", "3", "2", "2")
        assert "You keep 2" in screen_text(app)
        await press(pilot, "enter")
        assert game.view(3).seats[3].drew == 1 and "Js" not in map(str, game.view(3).cards)
        assert game.view(None).phase == "draw-betting"


async def test_a_blind_player_draws_none_and_stays_blind():
    game = new_game("draw", ["Ann", "Bob"], dealer=1, seed=4)
    game.start_hand()
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "c", "k")  # Ann calls blind, Bob checks blind
        assert "The draw" in screen_text(app)
        await press(pilot, "d", "d")
        assert game.view(0).cards is None and game.view(0).round == 2


def test_the_new_phases_have_their_screens():
    assert turn_screen("draw", "draw-betting")[0] == turn_screen("draw", "draw")[0] == "draw-table"
    assert turn_screen("casino", "stake")[0] == turn_screen("casino", "decide")[0] == "casino"


async def test_the_dealer_picks_the_next_game_by_its_number():
    app = scene("pick").build()
    game = app.game
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")  # the hand-off to the dealer
        assert screen_name(app) == "PickScreen"
        text = screen_text(app)
        assert "Ann to choose" in text and "A pot of 4 is carried into this deal" in text
        await press(pilot, "9")  # no ninth game: it says so and nothing is picked
        assert screen_name(app) == "PickScreen" and game.to_act == 0
        await press(pilot, "5")  # the fifth game offered to three players: Draw Brag
        assert game.view(None).variant == "draw" and game.view(None).pot == 4 + 1 + 2
        assert screen_name(app) in ("DrawScreen", "HandoffScreen")


async def test_casino_folding_a_hand_better_than_a_pair_asks_first():
    game = new_game("casino", ["Ann", "Bob"], dealer=1, seed=5)
    game.start_hand({"Ann": "Qh Jh 4h", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})  # Ann holds a flush
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "m", "m", "enter")  # both ante; the terminal comes back to Ann
        assert visible_cards(app) == {"Q♥", "J♥", "4♥"}
        await press(pilot, "f")
        assert screen_name(app) == "ConfirmModal" and "Fold Flush, Q-J-4?" in screen_text(app)
        await press(pilot, "n")
        assert screen_name(app) == "CasinoScreen" and "Ann folds" not in game.view(0).log
        await press(pilot, "f", "y")
        assert "Ann folds" in game.view(None).log



@pytest.mark.parametrize(("house", "marked", "ann"), [
    # The house's 9-8-6 outranks Ann's 9-5-2, yet she wins: the mark says why.
    ("9c 6s 8h", "The house shows│ 9♣││ 6♠││ 8♥│High card, 9-8-6 · does not qualify", "Ann wins 1: +1"),
    ("Qc 6s 8h", "High card, Q-8-6 · qualifies", "Ann loses 2: -2"),
])
async def test_the_casino_showdown_marks_whether_the_house_qualified(house, marked, ann):
    game = new_game("casino", ["Ann"], seed=3)
    game.start_hand({"Ann": "5d 2s 9d", "house": house})
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "m", "p")
        text = screen_text(app)
        assert marked in text and f"{ann} on the ante and play." in text
