"""The table and the dealer's list at 80x24 with the open pack, the face-up partner hand and
dealer's choice after the circle."""

from __future__ import annotations

from contextlib import asynccontextmanager

from app_helpers import press, screen_name, screen_text, visible_cards
from helpers import new_game

from bragtui.app import make_app
from bragtui.core.factory import new_game as make_game


@asynccontextmanager
async def at_the_table(game, tmp_path, seat: int):
    """The app on ``game`` at 80x24, past the hand-off to ``seat``'s table screen."""
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "enter")
        assert screen_name(app) == "TableScreen" and app.screen.seat == seat
        yield app, pilot


async def test_the_table_shows_the_open_packs_card_to_whoever_is_at_the_terminal(tmp_path):
    game = new_game(dealer="Ann", open_pack=True)
    game.start_hand({"Bob": "2c 5d 9h", "Cy": "Kh Ks 3d", "Ann": "4s 8s Jc"})
    game.act("Bob look")
    game.act("Bob bet 2")
    game.act("Cy fold")  # Cy's Kh Ks 3d face up on the pack: the 3♦ shows
    async with at_the_table(game, tmp_path, 0) as (app, pilot):
        text = screen_text(app)
        assert "the pack shows 3♦" in text and "Blind: your cards are face down" in text
        assert visible_cards(app) == {"3♦"}  # Ann is blind: the showing card is all she sees
        await press(pilot, "l")
        assert visible_cards(app) == {"3♦", "4♠", "8♠", "J♣"}


async def test_the_face_up_partner_hand_is_told_and_the_blind_player_still_sees_backs(tmp_path):
    game = new_game(dealer="Ann", blind_alone="face-up")
    game.start_hand({"Bob": "2c 5d 9h", "Cy": "Kh Ks 3d", "Ann": "4s 8s Jc"})
    for text in ("Bob bet 1", "Cy fold", "Ann fold"):
        game.act(text)
    game.start_hand({"Cy": "Qh Qd 4c", "Ann": "7s 8d 2h", "Bob": "9c 9d 3s"})
    game.act("Cy bet 2")
    async with at_the_table(game, tmp_path, 1) as (app, _):
        text = screen_text(app)
        assert "Bob's face-up hand 9♣ 9♦ 3♠" in text
        assert "Ann cannot beat the face-up hand and folds" in text
        assert "Blind: your cards are face down" in text
        assert visible_cards(app) == {"9♣", "9♦", "3♠"}  # the public face-up hand, never his blind one


def _after_the_circle():
    """Dealer's choice for Ann and Bob, the circle dealt: Ann picks the game, wild cards and blind play."""
    game = make_game("dealers-choice", ["Ann", "Bob"], seed=4, choose_after_circle=True,
                     choice_wild=["none", "twos"])
    for _ in range(2):
        game.start_hand()
        game.act(f"{game.players[game.to_act]} fold")
    game.start_hand()
    return game


async def test_after_the_circle_the_dealer_picks_game_wild_cards_and_blind_play_by_number(tmp_path):
    game = _after_the_circle()
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "enter")
        assert screen_name(app) == "PickScreen"
        assert "Press the number of the game you deal" in screen_text(app)
        await press(pilot, "2", "2")  # Four Card Brag; the second 2 is on the next list: twos wild
        assert "Press the number for blind play in your deal of Four Card Brag" in screen_text(app)
        await press(pilot, "7")
        assert "7 is not on the list: press 1 to 2 for blind play" in screen_text(app)
        await press(pilot, "2")  # no blind play
        assert game.inner_variant == "four-card" and game.inner.rules.wild == "twos"
        assert not game.inner.rules.blind
        await press(pilot, "enter")
        assert screen_name(app) == "TableScreen" and "Four Card Brag · twos wild" in screen_text(app)


async def test_the_dealers_pick_is_in_the_hot_seat_tables_log(tmp_path):
    """The table's log tells the game the dealer picked with their settings, as a seat over the
    network reads it in the events."""
    game = _after_the_circle()
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "enter", "2", "2", "2", "enter")  # Four Card Brag, twos wild, no blind play
        assert screen_name(app) == "TableScreen"
        told = "Ann deals Four Card Brag (wild twos, no blind play)"
        assert told in game.view(None).log
        assert told in " ".join(screen_text(app).split())


async def test_a_list_rule_is_typed_in_other_with_its_items_joined_by_bars(tmp_path):
    from bragtui.core.rules import load_rules

    app = make_app(None, rules_for={"dealers-choice": load_rules("dealers-choice")}, saved=[],
                   save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("#names").value = "Ann, Bob"
        other = app.screen.query_one("#other-rules")
        other.focus()
        await pilot.press(*"choose_after_circle=true, choice_wild=none|sevens")  # each key settles as it is typed
        await press(pilot, "ctrl+s")
        assert app.game is None and screen_name(app) == "SetupScreen"
        error = str(app.screen.query_one("#setup-error").render())  # one line: the key and what it takes
        assert "\n" not in error and "choice_wild" in error and '"sevens"' in error
        assert 'expected a list of one or more of "none", "twos"' in error
        other.value = other.value.replace("sevens", "twos")
        await press(pilot, "ctrl+s")
    assert app.game is not None and app.game.rules.choice_wild == ("none", "twos")
