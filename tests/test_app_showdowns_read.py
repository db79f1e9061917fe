"""What the showdowns, ledgers and exchange screens tell a newcomer, played at 80x24: Crash's
positions turned up one by one, every Nine Card Brag pot, Casino Brag's bets one by one, the
formed hands in the order they are read, and Bastard Brag's keys, log and lives."""

from app_helpers import press, scene, screen_name, screen_text

from bragtui.app import make_app
from bragtui.app.ledger import how_it_ended
from bragtui.app.scene_kit import scene_game as _game
from bragtui.app.scene_kit import scene_rules as _rules
from bragtui.core.results import HandResult, NamedPot

SMALL = (80, 24)


# --- Crash: the positions turned up one by one, and a crash named at the game's end ------------------

async def test_crash_showdown_turns_the_positions_up_one_by_one():
    app = scene("crash-showdown").build()
    result = app.game.result
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert screen_name(app) == "CrashShowdownScreen"
        text = screen_text(app)
        # Position 1 is up (Ann's threes, Bob's aces); Ann's second hand and Bob's others are not.
        assert "3♦ 3♥ 3♠" in text and "A♣ A♠ 2♦" in text
        assert "A♦ A♥ K♣" not in text and "Q♥ Q♠ 4♣" not in text
        assert "Position 1 of 4 is up: Enter turns up the next." in text
        assert "This hand:" not in text and "Scores (first to" not in text
        assert "Turn up the next" in text and "Continue" not in text
        await press(pilot, "enter")
        text = screen_text(app)
        assert "A♦ A♥ K♣" in text and "Q♥ Q♠ 4♣" in text and "9♥ 9♠ 2♣" not in text
        await press(pilot, "enter")
        text = screen_text(app)
        assert "9♥ 9♠ 2♣" in text and "10♥ 10♠ 8♦" not in text and "This hand:" not in text
        await press(pilot, "enter")
        text = screen_text(app)
        assert "10♥ 10♠ 8♦" in text and "This hand:" in text and "Scores (first to 7)" in text
        assert "Continue" in text and "Turn up the next" not in text
        assert app.game.result is result  # turning up changed nothing in the game
        await press(pilot, "enter")
        assert screen_name(app) != "CrashShowdownScreen"


CRASHING_DEAL = {"Ann": "6s 6d 6h 4h 3h 2h Ac Kc Qs 9c 8h 7h 2c",
                 "Bob": "As 2d 3d 9d Jc 10c 2s 4s Ks 5d 10d 7d 3c"}


async def test_game_over_names_the_crash_that_won_it():
    game = _game("crash", "Ann Bob", _rules("crash"), dealer=1, seed=5)
    game.start_hand(CRASHING_DEAL)
    game.act("Ann set 6s 6d 6h / 4h 3h 2h / Ac Kc Qs / 9c 8h 7h")
    game.act("Bob set As 2d 3d / 9d Jc 10c / Ks 4s 2s / 10d 7d 5d")
    assert game.result.crash == "Ann"
    app = make_app(game)
    async with app.run_test(size=SMALL) as pilot:
        await press(pilot, "enter", "enter", "enter")  # positions 2 to 4
        assert "Ann wins all four positions: a crash" in screen_text(app)
        await press(pilot, "enter")
        assert screen_name(app) == "GameOverScreen"
        text = screen_text(app)
        assert "Ann wins the game with a crash in hand 1: all four positions!" in text
        assert "Ann: a crash, all four positions" in text


async def test_formed_hands_are_listed_in_the_order_they_are_read():
    app = scene("arrange").build()  # Crash: Ann to set; Bob sets after her
    async with app.run_test(size=SMALL) as pilot:
        await press(pilot, "enter", "s", "d", "enter")
        assert screen_name(app) == "ArrangeScreen"
        # Bob's cards by rank: A♣ A♠ Q♥ Q♠ J♥ J♠ 10♥ 10♠ ...; pick 10♠, then J♠, then Q♠.
        await press(pilot, *["right"] * 7, "space", "left", "left", "space", "left", "left", "space", "f")
        assert "1. Q♠ J♠ 10♠ Running flush, Q-J-10" in screen_text(app)


# --- Nine Card Brag: the ledger tells every pot -------------------------------------------------------

NINE_DEAL = {"Ann": "2c 2s 5d 7s 8s 9c 3c 4c 6h", "Bob": "Ah Ad Ac Kh Qh Jh 9d 9h 8d",
             "Cy": "Qc Qd 4d 5h 6d 7c 10s 2d 3h"}


async def test_nine_card_ledger_tells_every_pot_a_player_took():
    game = _game("nine-card", "Ann Bob Cy", _rules("nine-card"), dealer=2, seed=5)
    game.start_hand(NINE_DEAL)
    game.act("Ann set 2c 2s 5d / 7s 8s 9c / 3c 4c 6h")
    game.act("Bob set Ah Ad Ac / Kh Qh Jh / 9d 9h 8d")
    game.act("Cy set Qc Qd 4d / 5h 6d 7c / 10s 2d 3h")
    pots = {pot.name: pot.amount for pot in game.result.named_pots}
    app = make_app(game)
    async with app.run_test(size=SMALL) as pilot:
        await press(pilot, "g")
        assert screen_name(app) == "LedgerModal" and "the main pot" in screen_text(app)
        assert app.hand_rows()[-1].how == (f"Bob wins set 1 ({pots['set 1']}), set 2 ({pots['set 2']}), "
                                           f"set 3 ({pots['set 3']}) and the main pot ({pots['main']})")


def test_ledger_words_for_split_and_carried_pots():
    result = HandResult(4, "Cy", "carried", None, 4, fouls=(), named_pots=(
        NamedPot("set 1", ("Ann",), 3), NamedPot("set 2", ("Bob", "Cy"), 3), NamedPot("set 3", ("Ann",), 3),
        NamedPot("main", (), 4)))
    assert how_it_ended(result) == ("Ann wins set 1 (3) and set 3 (3); Bob and Cy split set 2 (3); "
                                    "the main pot (4) carried")
    result = HandResult(5, "Cy", "carried", None, 6, fouls=(), named_pots=(
        NamedPot("set 1", (), 3), NamedPot("set 2", ("Bob",), 3), NamedPot("set 3", ("Bob",), 3),
        NamedPot("main", (), 6)))
    assert how_it_ended(result) == ("set 1 (3) to the main pot; Bob wins set 2 (3) and set 3 (3); "
                                    "the main pot (6) carried")


# --- Casino Brag: the prompt named, each bet told, the house deals ----------------------------------

async def test_casino_pair_plus_prompt_is_titled_for_the_bet():
    game = _game("casino", "Ann Bob", _rules("casino"), dealer=1, seed=5)
    game.start_hand({"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})
    app = make_app(game)
    async with app.run_test(size=SMALL) as pilot:
        await press(pilot, "enter", "u")
        assert "Your pair plus bet" in screen_text(app) and "Your bet" not in screen_text(app)
        await press(pilot, "escape", "a")
        assert "Your ante" in screen_text(app)


async def test_casino_showdown_tells_each_bet_and_who_deals():
    app = scene("casino-showdown").build()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        text = screen_text(app)
    assert "Bob wins 12: +10 on the ante and play, +2 on the pair plus." in text
    assert "Ann loses 10: -10 on the ante and play." in text
    assert "the house deals" in text and "dealt by house" not in text
    assert "The house shows" in text


async def test_casino_folded_player_with_a_losing_pair_plus():
    game = _game("casino", "Ann Bob", _rules("casino"), dealer=1, seed=5)
    game.start_hand({"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})
    for text in ("Ann pairplus 3", "Ann ante 5", "Bob ante 5", "Ann fold", "Bob play"):
        game.act(text)
    app = make_app(game)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "Ann loses 8: -5 on the ante (folded), -3 on the pair plus." in screen_text(app)


# --- Bastard Brag: the keys listed, your own cards lettered, the log kept, out told once ------------

TEN = "Ann Bob Cy Dee Eve Flo Gus Hal Ivy Jo"


async def test_ten_player_bastard_keeps_three_log_lines_after_a_knock():
    game = _game("bastard", TEN, _rules("bastard"), dealer=9, seed=3)
    game.start_hand()
    for name in TEN.split():
        game.act(f"{name} take @1 give {game.view(game.to_act).cards[0]}")
    game.act("Ann knock")
    game.act(f"Bob take @2 give {game.view(game.to_act).cards[0]}")
    app = make_app(game)
    async with app.run_test(size=SMALL) as pilot:
        await press(pilot, "enter")
        assert screen_name(app) == "ExchangeScreen"
        text = screen_text(app)
        assert "Ann has knocked" in text
        assert ("Jo exchanges a card with a face-down card Ann knocks "
                "Bob exchanges a card with a face-down card") in text
        assert "1-3 Your card" in text and "a-c Centre card" in text


async def test_bastard_key_bar_lists_the_choosing_keys():
    app = scene("exchange").build()
    async with app.run_test(size=SMALL) as pilot:
        await press(pilot, "enter")
        text = screen_text(app)
        for keys in ("1-3 Your card", "a-c Centre card", "x Exchange", "w Give all three"):
            assert keys in text
        await press(pilot, "x")  # listed, and pressed with nothing chosen: it says what to choose
        assert "Choose a card of yours (1-3) and a centre card (a-c) first" in screen_text(app)


async def test_own_face_down_centre_card_keeps_its_letter():
    game = _game("bastard", "Ann Bob Cy", _rules("bastard"), dealer=2, seed=5)
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}, "4h 6s Qc")
    for text in ("Ann take @1 give 2c", "Bob take Qc give 3d", "Cy take @2 give Jd"):
        game.act(text)
    assert game.view(0).centre[0].yours
    app = make_app(game)
    async with app.run_test(size=SMALL) as pilot:
        await press(pilot, "enter")
        assert str(app.screen.query_one("#centre-0").content).strip().endswith("a")
        text = screen_text(app)
        assert " yours " not in text.replace("of yours", "")
        assert "Face down in the centre, put there by you: a" in text


async def test_out_of_the_game_is_told_once():
    game = _game("bastard", "Ann Bob Cy", _rules("bastard", lives=1, knock_after=0), dealer=2, seed=5)
    game.start_hand({"Ann": "Qs 9d 4c", "Bob": "Ks Kh 3d", "Cy": "Qc 9h 5d"}, "2h 2d 2s")
    for text in ("Ann knock", "Bob take @1 give 3d", "Cy take @2 give Qc"):
        game.act(text)
    first_out = game.result.life_lost
    app = make_app(game)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert f"{first_out} has no lives left and is out of the game." in screen_text(app)
    game.start_hand()
    while game.result is None or game.result.number == 1:
        seat = game.to_act
        game.act(f"{game.players[seat]} knock" if "knock" in {c.verb for c in game.legal_actions()}
                 else f"{game.players[seat]} take @1 give {game.view(seat).cards[0]}")
    app = make_app(game)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert screen_name(app) == "LivesShowdownScreen"
        text = screen_text(app)
    assert "Out of the game" not in text and f"{first_out} has no lives left" not in text
    assert f"{game.result.life_lost} has no lives left and is out of the game." in text
