"""Refusals and prompts on the turn screens: a refusal lasts until the next key, a key that does
nothing says why, and table stakes are told as they are (Textual's Pilot, at 80x24)."""

import pytest
from app_helpers import press, scene, screen_name, screen_text, visible_cards
from helpers import new_game, play

from bragtui.app import make_app
from bragtui.core import factory

THROW_REFUSED = "Throw follows looking at one of two blind hands"


def two_blind_hands():
    """Ann, blind, was folded to; the next deal she holds two blind hands and acts third."""
    game = new_game("Ann Bob Cy", ante=1)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    play(game, "Ann bet 1", "Bob fold", "Cy fold")
    game.start_hand({"Ann": "Qs Qd 4c", "Bob": "Js 8h 3d", "Cy": "6c 6d 2h"})
    play(game, "Bob bet 1", "Cy bet 1")
    return game


async def test_a_refusal_goes_at_the_next_key_even_one_that_does_nothing(tmp_path):
    app = make_app(new_game("Ann Bob Cy", ante=1), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "t")
        assert THROW_REFUSED in screen_text(app)
        await press(pilot, "x")  # no key at all
        assert THROW_REFUSED not in screen_text(app) and "You may press l" in screen_text(app)
        await press(pilot, "t", "t")  # pressed twice: said once, still there
        assert screen_text(app).count(THROW_REFUSED) == 1


async def test_a_refusal_goes_when_an_action_stands_and_the_same_player_goes_on(tmp_path):
    app = make_app(two_blind_hands(), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        await press(pilot, "k")
        assert "Keep follows looking at one of two blind hands" in screen_text(app)
        await press(pilot, "o")  # looks at the old hand: Ann's turn goes on, on the same screen
        text = screen_text(app)
        assert "Keep follows" not in text and "Keep this hand (k)" in text
        assert visible_cards(app) == {"A♥", "K♦", "7♣"}


async def test_l_with_two_blind_hands_points_to_o_and_n(tmp_path):
    game = two_blind_hands()
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "l")
        assert "You hold two blind hands: press o to look at the old one, n at the new one." in screen_text(app)
        assert game.view(0).log[-1] == "Cy bets 1 blind" and visible_cards(app) == set()


async def test_o_and_n_with_one_hand_say_they_are_for_two(tmp_path):
    app = make_app(new_game("Ann Bob Cy", ante=1), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "n")
        assert "The keys o and n are for two blind hands; you hold one hand: press l to look at it." in screen_text(app)


async def test_a_number_not_on_dealers_choice_list_says_which_are():
    app = scene("pick").build()
    game = app.game
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        count = len(game.view(0).choices)
        await press(pilot, str(count + 1))
        assert f"{count + 1} is not on the list: press 1 to {count} for the game you deal." in screen_text(app)
        await press(pilot, "0")
        assert f"0 is not on the list: press 1 to {count}" in screen_text(app)
        await press(pilot, "x")
        assert "is not on the list" not in screen_text(app) and game.to_act == 0


def stacks_game(chips, deal, **rules):
    """Table stakes, buy-in 10, ante 1: each player has ``chips`` before the deal."""
    game = new_game(" ".join(chips), money="stacks", buy_in=10, ante=1, **rules)
    game.money.balances = [chips[name] - 10 for name in game.players]
    game.start_hand(deal)
    return game


async def test_a_short_blind_player_is_told_only_what_is_open(tmp_path):
    game = stacks_game({"Ann": 4, "Bob": 16, "Cy": 10}, {"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    play(game, "Ann bet 2", "Bob look", "Bob bet 10", "Cy fold")  # Ann, blind, now needs 5 and has 1
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        text = screen_text(app)
        assert "You may press l to look at your cards; cover the pot with your last 1 chip; or fold." in text
        assert "bet blind" not in text
        await press(pilot, "m")
        assert "The least you can bet is 5 and you have only 1 chip: fold or cover the pot." in screen_text(app)


async def test_a_player_the_ante_leaves_with_nothing_shows_all_in_and_gets_no_turn(tmp_path):
    game = stacks_game({"Ann": 1, "Bob": 13, "Cy": 16}, {"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d", "Cy": "5c 6d 9h"})
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        text = screen_text(app)
        assert "Bob to act" in text and "Ann all in" in text
        assert "Ann is all in: the ante took their last chip" in text
        assert "cover" not in text.replace("Cover", "")


async def test_a_deal_where_nobody_is_left_to_bet_goes_straight_to_its_showdown(tmp_path):
    game = stacks_game({"Ann": 2, "Bob": 18}, {"Ann": "Qs Qh 4c", "Bob": "Ks 9h 3d"}, blind=False)
    play(game, "Ann fold")  # Ann is left with one chip: the next ante
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app) == "ShowdownScreen"
        await press(pilot, "enter")  # the next deal: Ann antes her last chip and is all in at once
        assert screen_name(app) == "ShowdownScreen" and game.result.number == 2
        assert game.view(None).log[0] == "Ann is all in: the ante took their last chip"
        assert "Hand 2 is over" in screen_text(app)


async def test_an_exchange_key_after_taking_a_card_says_what_comes_next(tmp_path):
    game = factory.new_game("bastard", ["Ann", "Bob", "Cy"], dealer=2, seed=21, peek=True)
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}, "4h 6s Qc")
    game.act("Ann take @1")  # a face-down card, looked at before giving
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await press(pilot, "enter", "b")
        assert "You have taken a centre card: now give one of yours for it (1-3, then x)." in screen_text(app)


def nine_card():
    names = ["Ann", "Bob", "Cy"]
    game = factory.new_game("nine-card", names, dealer=2, seed=5)
    game.start_hand()
    return game


async def test_setting_hands_a_fourth_pick_and_picking_with_every_card_placed_say_why(tmp_path):
    app = make_app(nine_card(), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "space", "right", "space", "right", "space", "right", "space")
        assert "Three cards are picked: f forms them into a hand" in screen_text(app)
        await press(pilot, "s", "space")  # suggested: every card is in a hand
        assert "Every card is in a hand: d sets them, u undoes the last hand." in screen_text(app)
        await press(pilot, "z")
        assert "d sets them, u undoes the last hand" not in screen_text(app)
        await press(pilot, "right")
        assert "Every card is in a hand: d sets them" in screen_text(app)


async def test_the_bet_prompt_with_one_amount_says_exactly_that_many_chips(tmp_path):
    game = stacks_game({"Ann": 3, "Bob": 17}, {"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d"}, blind=False)
    play(game, "Ann bet 1", "Bob bet 1")  # Ann may bet only 1, her last chip
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "You may bet 1." in screen_text(app)  # not "1 to 1"; seeing costs 2
        await press(pilot, "b")
        assert screen_name(app) == "BetModal" and "Exactly 1 chip." in screen_text(app)


def _casino():

    game = factory.new_game("casino", ["Ann", "Bob"], dealer=1, seed=5)
    game.start_hand({"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})
    return game, "p", "Every player stakes first"


def _draw():

    game = factory.new_game("draw", ["Ann", "Bob", "Cy"], dealer=2, seed=4)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    return game, "d", "The draw comes after the first round of betting"


def _exchange():
    game = factory.new_game("bastard", ["Ann", "Bob", "Cy"], dealer=2, seed=21)
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}, "4h 6s Qc")
    return game, "k", "No knocking until everyone has had 1 turn"


def _arrange():
    return nine_card(), "f", "Pick three cards with space first"


@pytest.mark.parametrize("make", [_casino, _draw, _exchange, _arrange])
async def test_on_every_turn_screen_a_refusal_goes_at_the_next_key(make, tmp_path):
    game, key, refusal = make()
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await press(pilot, "enter", key)
        assert refusal in screen_text(app), screen_text(app)
        await press(pilot, "z")
        assert refusal not in screen_text(app)
