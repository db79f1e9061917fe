"""The app for Bastard Brag and Crash, played through the keyboard."""

import random

import pytest
from app_helpers import logged_cards, screen_name, screen_text, visible_cards

from bragtui.app import make_app
from bragtui.card_render import card_label
from bragtui.core.cards import parse_cards
from bragtui.core.factory import new_game
from bragtui.core.results import shown_cards
from bragtui.core.rules import load_rules


def labels(text):
    return {card_label(c) for c in parse_cards(text)}


async def keys(pilot, *pressed):
    for key in pressed:
        await pilot.press(key)
        await pilot.pause()


def bastard(variant="bastard", **rules):
    game = new_game(variant, ["Ann", "Bob", "Cy"], dealer=2, seed=21, **rules)
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}, "4h 6s Qc")
    return game


async def test_a_whole_game_for_lives_to_its_winner(tmp_path):
    game = bastard(lives=1)
    app = make_app(game, save_path=tmp_path / "lives.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await keys(pilot, "enter")
        assert screen_name(app) == "ExchangeScreen"
        assert visible_cards(app) == labels("2c 5d 9h Qc")  # own cards and the face-up centre card
        assert "no knocking until everyone has had 1 turn" in screen_text(app)
        await keys(pilot, "k")  # refused: nothing happens
        assert list(game.view(None).log) == [] and game.hand.knocker is None
        await keys(pilot, "1", "c", "x")  # Ann takes the face-up Qc for her 2c
        assert list(game.view(None).log)[-1] == "Ann takes Qc and gives 2c, face up"
        await keys(pilot, "enter", "3", "a", "x")  # Bob exchanges his 3d for a face-down card
        assert list(game.view(None).log)[-1] == "Bob exchanges a card with a face-down card"
        await keys(pilot, "enter")
        assert labels("3d") & visible_cards(app) == set()  # Cy never sees the card Bob put face down
        await keys(pilot, "1", "w")  # Cy gives all three, showing the 7c
        assert list(game.view(None).log)[-1] == "Cy exchanges all three cards, showing 7c"
        await keys(pilot, "enter", "k")  # Ann knocks
        assert game.hand.knocker == 0
        await keys(pilot, "enter", "1", "b", "x", "enter", "1", "c", "x")
        assert screen_name(app) == "LivesShowdownScreen"
        text = screen_text(app)
        assert "loses a life" in text and "has no lives left and is out of the game" in text
        first_loser = game.results[-1].life_lost
        rng = random.Random(3)
        for _ in range(60):  # the next deals: exchange or knock until one player is left
            if app.return_code is not None or (game.game_over and screen_name(app) != "LivesShowdownScreen"):
                break
            name = screen_name(app)
            if name in ("HandoffScreen", "LivesShowdownScreen"):
                await keys(pilot, "enter")
            elif name == "ExchangeScreen":
                verbs = {c.verb for c in game.legal_actions()}
                if "knock" in verbs and rng.random() < 0.5:
                    await keys(pilot, "k")
                else:
                    await keys(pilot, rng.choice("123"), rng.choice("abc"), "x")
    assert game.game_winner is not None and game.game_winner != first_loser
    assert sum(1 for left in game.lives if left > 0) == 1


async def test_money_game_two_exchange_rounds_into_a_see(tmp_path):
    game = bastard("bastard-money", ante=1)
    app = make_app(game, save_path=tmp_path / "money.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await keys(pilot, "enter")
        assert "p" not in {c.verb[0] for c in game.legal_actions() if c.verb == "pass"}
        await keys(pilot, "p")  # no passing in the first round: nothing happens
        assert list(game.view(None).log) == []
        await keys(pilot, "1", "a", "x", "enter", "1", "a", "x", "enter", "1", "a", "x")
        await keys(pilot, "enter", "p", "enter", "p", "enter", "p")
        assert game.hand.phase == "betting"
        await keys(pilot, "enter")
        assert screen_name(app) == "TableScreen"
        await keys(pilot, "m", "enter", "f", "enter", "m", "enter", "s")
        assert screen_name(app) == "ShowdownScreen"
    assert game.results[-1].end == "see" and sum(game.money.balances) == 0


CRASH_DEAL = {"Ann": "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc",
              "Bob": "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"}


async def test_a_crash_hand_set_by_suggestion_and_by_hand(tmp_path):
    game = new_game("crash", ["Ann", "Bob"], load_rules("crash"), dealer=1, seed=5)
    game.start_hand(CRASH_DEAL)
    app = make_app(game, save_path=tmp_path / "crash.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await keys(pilot, "enter")
        assert screen_name(app) == "ArrangeScreen" and visible_cards(app) == labels(CRASH_DEAL["Ann"])
        await keys(pilot, "s")
        assert "Prial of threes" in screen_text(app)
        await keys(pilot, "d")
        assert screen_name(app) == "HandoffScreen" and visible_cards(app) == set()
        await keys(pilot, "enter")
        assert visible_cards(app) == labels(CRASH_DEAL["Bob"])  # never Ann's arrangement
        # Bob by hand, his cards sorted by rank: the two aces and the 6d (cards 1, 2 and 11).
        await keys(pilot, "space", "right", "space", *["right"] * 9, "space", "f")
        assert "1. A♣ A♠ 6♦ Pair of aces, 6 kicker" in screen_text(app)
        # Q-4-2 is weaker than a pair: refused, with the reason (2d, 4c, then round to Qh).
        await keys(pilot, "space", "left", "space", "right", "right", "space", "f")
        assert "is only high card, Q-4-2: each set hand must be a pair or better" in screen_text(app)
        # The refusal names the cards as they are drawn, as a sentence.
        assert "This hand (Q♥ 4♣ 2♦) is only" in screen_text(app)
        await keys(pilot, "d")
        assert "Set 1 hand and discard 10 cards?" in screen_text(app)
        await keys(pilot, "y")
        assert screen_name(app) == "CrashShowdownScreen"
    assert sorted(str(c) for c in game.hand.sets[1][0]) == ["6d", "Ac", "As"]
    assert game.scores == [sum(1 for p in game.result.positions if p.winner == "Ann"),
                           sum(1 for p in game.result.positions if p.winner == "Bob")]


# --- privacy ----------------------------------------------------------------------------------------

async def drive(app, pilot, rng, steps):
    game = app.game
    for _ in range(steps):
        await pilot.pause()
        if app.return_code is not None:
            return
        name = screen_name(app)
        seen = visible_cards(app)
        if name == "HandoffScreen":
            assert seen == set()
            await pilot.press("enter")
        elif name == "ConfirmModal":
            await pilot.press("y")
        elif name == "GameOverScreen":
            return
        elif name in ("LivesShowdownScreen", "CrashShowdownScreen", "ShowdownScreen"):
            result = game.results[-1]
            allowed = {card_label(c) for groups in result.shown.values() for c in shown_cards(groups)}
            assert seen <= allowed
            await pilot.press("enter")
        elif name == "ExchangeScreen":
            view = game.view(app.screen.seat)
            allowed = {card_label(c) for c in view.cards}
            allowed |= {card_label(s.card) for s in view.centre if s.card is not None}
            if view.taken is not None:
                allowed.add(card_label(view.taken))
            allowed |= logged_cards(view.log)
            assert seen <= allowed, "a face-down card the player did not place is visible"
            verbs = {c.verb for c in view.legal}
            if "give" in verbs:
                await pilot.press(rng.choice("123"), "x")
            elif "knock" in verbs and rng.random() < 0.4:
                await pilot.press("k")
            elif "pass" in verbs and rng.random() < 0.4:
                await pilot.press("p")
            elif rng.random() < 0.2:
                await pilot.press(rng.choice("123"), "w")
            else:
                await pilot.press(rng.choice("123"), rng.choice("abc"), "x")
        elif name == "ArrangeScreen":
            view = game.view(app.screen.seat)
            assert seen <= {card_label(c) for c in view.cards}, "another player's cards are visible"
            await pilot.press("x" if any(c.verb == "redeal" for c in view.legal) else "s", "d")
        elif name == "TableScreen":
            view = game.view(app.screen.seat)
            assert seen <= {card_label(c) for c in (view.cards or ())} | logged_cards(view.log)
            verbs = {c.verb for c in view.legal}
            await pilot.press("s" if "see" in verbs and rng.random() < 0.4 else ("m" if rng.random() < 0.7 else "f"))


@pytest.mark.parametrize("variant, seed", [("bastard", 1), ("bastard-money", 2), ("crash", 3), ("seven-card", 4),
                                           ("nine-card", 5), ("fifteen-card", 6)])
async def test_privacy_in_random_bastard_and_crash_games(variant, seed, tmp_path):
    players = ["Ann", "Bob", "Cy"]
    rules = {"peek": True} if variant == "bastard" else {}
    game = new_game(variant, players, seed=seed, **rules)
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await drive(app, pilot, random.Random(seed), 60)
    assert game.results, "no hand was finished"


async def test_resume_a_bastard_game_mid_exchange(tmp_path):
    from bragtui.store.histories import read_history
    save = tmp_path / "b.toml"
    game = bastard()
    app = make_app(game, save_path=save)
    async with app.run_test(size=(100, 30)) as pilot:
        await keys(pilot, "enter", "1", "c", "x")
    resumed = read_history(save)
    assert resumed.view(None).log == game.view(None).log
    app2 = make_app(resumed, save_path=save)
    async with app2.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "Pass the terminal to Bob" in screen_text(app2)


def test_a_player_out_of_lives_is_said_out_once_in_the_exchanges_seat_list():
    from bragtui.app.scene_kit import scene_game, scene_rules
    from bragtui.app.screens.exchange_screen import seat_columns

    game = scene_game("bastard", "Ann Bob Cy Dee", scene_rules("bastard", knock_after=0, lives=1), dealer=2, seed=5)
    game.start_hand({"Ann": "Qs 9d 4c", "Bob": "Ks Kh 3d", "Cy": "Qc 9h 4d", "Dee": "5c 6d 8h"}, "2h 2d 2s")
    for text in ("Dee knock", "Ann take @1 give 4c", "Bob take @1 give 3d", "Cy take @2 give Qc"):
        game.act(text)
    game.start_hand()
    rows = list(zip(*(column.cells for column in seat_columns(game.view(game.to_act))), strict=True))
    assert [cell for cell in rows[3] if cell] == ["Dee", "out"]  # Dee's last life went at the showdown
