"""Seven, Nine and Fifteen Card Brag and Crash for money in the app, played through the keyboard."""

from app_helpers import screen_name, screen_text, visible_cards

from bragtui.app import make_app
from bragtui.card_render import card_label
from bragtui.core.cards import parse_cards
from bragtui.core.factory import new_game


def labels(text):
    return {card_label(c) for c in parse_cards(text)}


async def keys(pilot, *pressed):
    for key in pressed:
        await pilot.press(key)
        await pilot.pause()


def dealt(variant, players, deal, **rules):
    names = players.split()
    game = new_game(variant, names, dealer=len(names) - 1, seed=5, **rules)
    game.start_hand(deal)
    return game


SEVEN = {"Ann": "Ah Ad As Kh Kd 2c 7s", "Bob": "Qh Qd 5s 9c 9d 4s 3h", "Cy": "Jc Jd 10s 10h 8h 7c 6d"}


async def test_a_seven_card_hand_set_by_hand_and_by_suggestion(tmp_path):
    game = dealt("seven-card", "Ann Bob Cy", SEVEN)
    app = make_app(game, save_path=tmp_path / "seven.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")
        assert screen_name(app) == "ArrangeScreen" and visible_cards(app) == labels(SEVEN["Ann"])
        text = screen_text(app)
        assert "Pot 3" in text and "0 of 2 hands formed; the card left over is discarded" in text
        await keys(pilot, "z", "x")  # z is no key at all; six pairs is Crash's
        assert "no new deal for six pairs" in screen_text(app) and game.to_act == 0
        await keys(pilot, "d", "d")  # pressed twice: refused twice, nothing set
        assert "Form all 2 hands first (0 formed)" in screen_text(app) and game.to_act == 0
        # By rank: A A A K K 7 2. The first three (the aces), then K K 7 in any order of forming.
        await keys(pilot, "space", "right", "space", "right", "space", "f", "f")
        text = screen_text(app)
        assert "1. A♦ A♥ A♠ Prial of aces" in text and "Pick three cards with space first" in text
        await keys(pilot, "home", "space", "right", "space", "right", "space", "f")
        text = screen_text(app)
        assert "2. K♦ K♥ 7♠ Pair of kings" in text and "2 of 2 hands formed" in text and "f Form" not in text
        await keys(pilot, "d")
        assert screen_name(app) == "HandoffScreen" and visible_cards(app) == set()
        for _ in ("Bob", "Cy"):
            await keys(pilot, "enter", "s", "d")
        assert screen_name(app) == "CrashShowdownScreen"
        assert "Ann wins both hands and takes the pot of 3." in screen_text(app)
        await keys(pilot, "g")
        assert "Balance" in screen_text(app) and "+2" in screen_text(app)
    assert [len(group) for group in game.hand.sets[0]] == [3, 3] and game.result.fouls == ()


async def test_a_nine_card_showdown_tells_every_pot(tmp_path):
    deal = {"Ann": "Ah Ad Ac 7s 8s 9s 2c 2s 5d", "Bob": "Qh Qd Qc 5h 6h 7h 3d 3s 4c",
            "Cy": "Kh Kd Kc 10c 10d Jc 3h 3c 4d"}
    game = dealt("nine-card", "Ann Bob Cy", deal)
    app = make_app(game, save_path=tmp_path / "nine.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")
        assert "Pot 12" in screen_text(app) and "0 of 3 hands formed." in screen_text(app)
        await keys(pilot, "s", "d", "enter", "s", "d", "enter", "s", "d")
        assert screen_name(app) == "CrashShowdownScreen"
        text = screen_text(app)
    assert game.result is not None and "showdown · main pot" in text
    assert all(f"set {n}" in text for n in (1, 2, 3))
    main = game.result.named_pots[-1]
    told = f"wins the main pot ({main.amount})" if main.winners else f"The main pot of {main.amount} is carried"
    assert told in text


async def test_fifteen_card_undo_and_the_scores(tmp_path):
    deal = {"Ann": "Ah Ad Ac Kh Kd Kc 2h 3h 4h 9s 9d 5c 7s 7d 6c",
            "Bob": "Qh Qd Qc Jh Jd Jc 10s 10d 10c 8s 8d 8c 5s 5d 5h"}
    game = dealt("fifteen-card", "Ann Bob", deal)
    app = make_app(game, save_path=tmp_path / "fifteen.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")
        assert "Scores (first to 5): Ann 0 Bob 0" in screen_text(app)
        await keys(pilot, "s", "u")
        assert "4 of 5 hands formed." in screen_text(app)
        await keys(pilot, "d")
        assert "Form all 5 hands first (4 formed)" in screen_text(app) and game.to_act == 0
        await keys(pilot, "s", "d", "enter", "s", "d")
        assert screen_name(app) == "CrashShowdownScreen"
        assert "Tricks: Ann" in screen_text(app) and "(trick)" in screen_text(app)
    assert game.result.fouls == () and sum(game.result.tricks.values()) <= 5


async def test_crash_for_money_shows_balances_in_the_ledger(tmp_path):
    deal = {"Ann": "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc", "Bob": "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"}
    game = dealt("crash", "Ann Bob", deal, target=1, stake=3)
    app = make_app(game, save_path=tmp_path / "crash.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "s", "d", "enter", "s", "d")
        assert screen_name(app) == "CrashShowdownScreen"
        assert "pays Ann 3 for the game." in screen_text(app) or "pays Bob 3 for the game." in screen_text(app)
        await keys(pilot, "g")
        text = screen_text(app)
    assert "Balance" in text and "+3" in text and "-3" in text


async def test_a_crash_game_every_player_fouled_ends_with_nobody_winning(tmp_path):
    # Fouls come only from hand histories: both players here set their hands out of order.
    deal = {"Ann": "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc", "Bob": "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"}
    game = dealt("crash", "Ann Bob", deal)
    game.act("Ann set 9s 9h 2c / 3h 3d 3s")
    game.act("Bob set Qs Qh 4c / As Ac 2d")
    app = make_app(game, save_path=tmp_path / "crash.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Ann set hands out of order: a foul." in text and "Bob set hands out of order: a foul." in text
        await keys(pilot, "enter")
        assert screen_name(app) == "GameOverScreen"
        assert "every player left set hands out of order, so nobody wins" in screen_text(app)


def test_the_scores_line_marks_a_person_away_from_a_hosted_table():
    from bragtui.app.screens.arrange_screen import scores_line

    game = new_game("crash", ["Ann", "Bob", "Cy"], seed=5)
    game.start_hand()
    view = game.view(0)
    assert "(away)" not in scores_line(view)
    line = scores_line(view, (False, True, False))
    assert "Bob (away) 0" in line and "Ann (away)" not in line and "Cy (away)" not in line
