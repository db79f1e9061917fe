"""The house variations on the screens at 80x24, played by key presses (wrong keys too): the pot
limit on the opening bet, the box, Seven Card Brag as one hand, Casino's pair plus alone."""

from app_helpers import press, screen_name, screen_text

from bragtui.app import make_app
from bragtui.core.factory import new_game

SIZE = (80, 24)


async def test_the_opening_bet_is_offered_up_to_the_pot_and_more_is_refused():
    game = new_game("three-card", ["Ann", "Bob", "Cy", "Dee", "Ed"], dealer=4, seed=2, max_bet="pot", blind=False)
    game.start_hand()
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "enter")
        assert screen_name(app) == "TableScreen" and "bet 1 to 5" in screen_text(app)
        await press(pilot, "b")
        assert screen_name(app) == "BetModal"
        await press(pilot, "backspace", "backspace", "6", "enter")
        assert game.view(0).log == ()  # nothing above the pot was bet


async def test_a_box_is_named_kept_whole_in_the_discard_and_shown_as_a_box():
    game = new_game("five-card", ["Ann", "Bob", "Cy"], dealer=2, seed=2, box=True, blind=False)
    game.start_hand({"Ann": "Kc Kd Kh Ks 5d", "Bob": "3c 3d 3h 9s 8s", "Cy": "2c 7d 9h Jc Qd"})
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "enter")
        assert "Box of kings" in screen_text(app) and "Discard 1 card" in screen_text(app)
        await press(pilot, "d")
        assert screen_name(app) == "DiscardModal"
        assert "Your box, kept whole: Box of kings" in screen_text(app)
        await press(pilot, "1", "enter")  # a king: the game refuses, with the rule
        assert "A box (four of a kind) is kept whole" in screen_text(app)
        assert game.view(0).discarded == ()
        await press(pilot, "d", "5", "enter")
        assert game.view(0).discarded and "Box of kings" in screen_text(app)
        await press(pilot, "m")  # Ann bets 1; Bob's turn behind the hand-off
        await press(pilot, "enter", "d", "4", "5", "enter", "m", "enter", "f")
        await press(pilot, "enter", "s")  # Ann sees Bob
        assert screen_name(app) == "ShowdownScreen"
        text = screen_text(app)
        assert "Box of kings" in text and "Prial of threes" in text


async def test_seven_card_as_one_hand_is_played_at_the_betting_table():
    game = new_game("seven-card", ["Ann", "Bob", "Cy"], dealer=2, seed=2, seven_as="one-hand")
    game.start_hand({"Ann": "Ah Kd Jc 9s 7d 5h 3c", "Bob": "As Kc Jd 9h 7c 5s 2d", "Cy": "2h 3s 6d 6h Qh Td 4s"})
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "enter")
        assert screen_name(app) == "TableScreen" and "Seven Card Brag" in screen_text(app)
        await press(pilot, "d")  # blind: nothing to discard yet, and the reason says so
        assert "Look at your cards before discarding" in screen_text(app)
        await press(pilot, "l", "d")
        assert screen_name(app) == "DiscardModal" and "press 1 to 7" in screen_text(app)
        await press(pilot, "4", "5", "6", "7", "enter")
        assert "High card, A-K-J" in screen_text(app)
        await press(pilot, "m", "enter", "l", "d", "4", "5", "6", "7", "enter", "m", "enter", "f", "enter", "s")
        assert screen_name(app) == "ShowdownScreen"
        assert "Ann wins the pot of 7" in screen_text(app)


async def test_a_pair_plus_alone_stands_by_key_and_is_refused_with_reasons():
    game = new_game("casino", ["Ann", "Bob"], dealer=1, seed=5, pair_plus_alone=True)
    game.start_hand({"Ann": "7h 7d 2c", "Bob": "Ks Qd 9c", "house": "Qc Jd 4h"})
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "enter")
        await press(pilot, "s")
        assert "Stand follows a pair plus bet" in screen_text(app)
        await press(pilot, "u", "backspace", "5", "enter")
        assert "stand (s) on your pair plus alone" in screen_text(app)
        await press(pilot, "s", "s")  # the second s is Bob's, who has no pair plus: refused
        assert game.view(None).seats[0].status == "pair plus alone"
        assert "Stand follows a pair plus bet" in screen_text(app)
        await press(pilot, "m", "enter", "p")
        assert screen_name(app) == "CasinoShowdownScreen"
        assert "Ann wins 5: +5 on the pair plus alone." in screen_text(app)


async def test_without_the_house_rule_there_is_no_stand_key():
    game = new_game("casino", ["Ann", "Bob"], dealer=1, seed=5)
    game.start_hand()
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "enter", "u", "backspace", "5", "enter")
        assert "Stand" not in screen_text(app)
        await press(pilot, "s")
        assert "pair_plus_alone is off" in screen_text(app)


async def test_a_showdown_by_agreement_asks_each_player_on_their_own_screen_behind_the_hand_off():
    game = new_game("three-card", ["Ann", "Bob", "Cy", "Dee"], dealer=3, seed=2, agreed_showdown=True)
    game.start_hand({"Ann": "Qh Qd 5c", "Bob": "Kh 9s 4d", "Cy": "7c 7d 2h", "Dee": "As Ac 3s"})
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "enter")
        assert "or first propose a showdown (p)" in screen_text(app)
        await press(pilot, "y")  # nothing to answer yet
        assert "Agree and disagree answer a proposal" in screen_text(app)
        await press(pilot, "p")
        assert screen_name(app) == "HandoffScreen" and "Bob" in screen_text(app)
        await press(pilot, "enter")
        text = screen_text(app)
        assert "Bob to answer" in text and "Ann proposes a showdown" in text and "Agree (y) or disagree (x)" in text
        await press(pilot, "m")  # betting waits for the answer, with the reason
        assert "First answer Ann's proposal of a showdown" in screen_text(app)
        await press(pilot, "y")
        assert screen_name(app) == "HandoffScreen"  # Cy answers on her own screen too
        await press(pilot, "enter", "x")
        assert game.view(None).log[-1] == "Cy disagrees: no showdown"
        await press(pilot, "enter")  # back to Ann, behind the hand-off
        assert "Ann to act" in screen_text(app) and "(p)" not in screen_text(app)
        await press(pilot, "p")
        assert "Your proposal was refused: act as usual" in screen_text(app)
        await press(pilot, "m")  # Ann bets blind; Bob, blind, is up at once (no cards to hide)
        assert "Bob to act" in screen_text(app)
        await press(pilot, "p", "enter", "y", "enter", "y", "enter", "y")
        assert screen_name(app) == "ShowdownScreen"
        text = screen_text(app)
        assert all(f"{name} shows" in text for name in ("Ann", "Bob", "Cy", "Dee"))
        assert "Dee has the best hand and wins the pot of 5" in text


async def test_propose_says_why_without_the_house_rule():
    game = new_game("three-card", ["Ann", "Bob", "Cy"], dealer=2, seed=2)
    game.start_hand()
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "enter")
        assert "propose" not in screen_text(app)
        await press(pilot, "p")
        assert "A showdown by agreement is not played at this table" in screen_text(app)
