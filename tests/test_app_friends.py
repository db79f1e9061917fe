"""Playing as a group of friends does: safe turn changes, the setup screen by keyboard, clear
endings, every size, every refusal said (one test per point, named after it)."""

import os
import time

import pytest
from app_helpers import card_labels_in, press, review_done, scene, screen_name, screen_text, visible_cards
from cli_helpers import run_brag
from clock_helpers import ManualClock, pass_time
from helpers import new_game
from textual import events

from bragtui.app import make_app
from bragtui.app.scenes import SCENES
from bragtui.app.widgets.big_text import big_lines
from bragtui.app.widgets.key_bar import KeyBar, _bindings
from bragtui.app.wording import glyph_cards, signed, without_empty_side_pot
from bragtui.card_render import card_label
from bragtui.core import factory
from bragtui.core.cards import parse_cards
from bragtui.core.rules import load_rules
from bragtui.store.histories import save_history


def typed_together(app, *keys):
    """Keys arriving in one burst, as a quick double press does: all queued before any is handled."""
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))


def boxless(text):
    """Screen text without a dialog's border, so sentences read across its lines."""
    return " ".join(text.translate(str.maketrans("", "", "█▀▄▌▐")).split())


def labels(text):
    return {card_label(c) for c in parse_cards(text)}


def two_player(ann, bob, **rules):
    game = new_game("Ann Bob", ante=0, blind=False, **rules)  # Bob deals, Ann acts first
    game.start_hand({"Ann": ann, "Bob": bob})
    return game


def every_rules():
    from bragtui.core.variants import variant_keys
    return {v: load_rules(v) for v in variant_keys()}


# --- turn changes and privacy -----------------------------------------------------------------------

async def test_double_press_never_acts_for_the_next_seat(tmp_path):
    game = new_game("Ann Bob Cy Dee", ante=1)  # everyone blind: no hand-off between turns
    clock = ManualClock()
    app = make_app(game, save_path=tmp_path / "s.toml", guard=0.2, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        typed_together(app, "m", "m")  # Ann bets; the second m must not bet for Bob
        await pilot.pause()
        assert game.view(None).log == ("Ann bets 1 blind",)
        await pass_time(pilot, clock, 0.1)
        await press(pilot, "m")  # still within the guard once Bob's table is up
        assert game.view(None).log == ("Ann bets 1 blind",)
        await pass_time(pilot, clock, 0.1)
        await press(pilot, "m")  # the guard has passed: Bob's key counts
        assert game.view(None).log == ("Ann bets 1 blind", "Bob bets 1 blind")
        await pass_time(pilot, clock, 0.35)
        typed_together(app, "f", "l")  # Cy folds; the l must not make Dee look
        await pass_time(pilot, clock, 0.35)
        assert game.view(None).log == ("Ann bets 1 blind", "Bob bets 1 blind", "Cy folds")
        assert game.view(3).cards is None and "Dee to act" in screen_text(app)
        assert visible_cards(app) == set()


async def test_the_seat_to_act_is_named_in_large_type(tmp_path):
    app = make_app(new_game("Ann Bob Cy"), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        big = big_lines("Ann", 80)
        text = screen_text(app)
        assert all(" ".join(line.split()) in text for line in big) and "Ann to act" in text
        await press(pilot, "m")
        assert all(" ".join(line.split()) in screen_text(app) for line in big_lines("Bob", 80))


async def test_a_look_just_after_the_guard_asks_first(tmp_path):
    game = new_game("Ann Bob Cy")
    clock = ManualClock()
    app = make_app(game, save_path=tmp_path / "s.toml", guard=0.05, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "m")  # Ann bets: Bob's table comes without a hand-off
        await pass_time(pilot, clock, 0.2)
        await press(pilot, "l")  # within a second of the guard: perhaps a double press
        assert screen_name(app) == "ConfirmModal" and "Look at your cards?" in screen_text(app)
        await press(pilot, "n")
        assert game.view(1).cards is None and screen_name(app) == "TableScreen"
        await pass_time(pilot, clock, 1.1)
        await press(pilot, "l")  # later: looks at once
        assert game.view(1).cards is not None


async def test_after_a_look_the_same_player_acts_at_once_without_the_guard(tmp_path):
    game = new_game("Ann Bob Cy")
    app = make_app(game, save_path=tmp_path / "s.toml", guard=0.5, clock=ManualClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "l")  # Ann looks: her own turn goes on, so no one else's key can land
        await pilot.pause()
        await press(pilot, "m")  # well within the guard, yet hers to press
        assert game.view(None).log[:2] == ("Ann looks", "Ann bets 1")
        await press(pilot, "m")  # Bob's turn now: the guard holds this one back
        assert len(game.view(None).log) == 2


async def test_a_seer_who_loses_sees_their_own_hand_alone_at_their_next_turn(tmp_path):
    game = two_player("7s 7h Qc", "7c 7d Qd")  # equal hands: Bob sees and loses
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "m", "enter", "s")
        assert "Bob concedes" in screen_text(app) and visible_cards(app) == labels("7s 7h Qc")
        assert "7♣" not in screen_text(app) and "Equal hands" not in screen_text(app)
        await press(pilot, "enter")  # the next deal: Ann deals, Bob acts first, behind a hand-off
        assert screen_name(app) == "HandoffScreen" and "Pass the terminal to Bob" in screen_text(app)
        assert card_labels_in(screen_text(app)) == set()
        await press(pilot, "enter")
        text = screen_text(app)
        assert "Only you see this: in hand 1 you held 7♣ 7♦ Q♦" in text
        assert "Equal hands: the seer loses." in text
        await press(pilot, "m")  # once Bob has acted the note is gone; Ann never sees it
        await press(pilot, "enter")
        assert "Ann to act" in screen_text(app) and "Only you see this" not in screen_text(app)
        # Ann sees her own new cards, never Bob's hand of the see.
        assert not card_labels_in(screen_text(app)) & (labels("7c 7d Qd") - {card_label(c) for c in game.view(0).cards})


# --- setup and ending ----------------------------------------------------------------------------------

async def test_setup_screen_chooses_a_game_by_keyboard_and_starts_only_from_names_or_start(tmp_path):
    app = make_app(None, save_path=tmp_path / "s.toml", rules_for=every_rules(), saved=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "down", "space", "enter")  # the list picks Four Card Brag; Enter starts nothing
        assert screen_name(app) == "SetupScreen" and app.screen.variant() == "four-card"
        await press(pilot, "tab", *"Ann,Bob", "tab", "tab", "tab", "tab", "tab", "tab", "enter")
        assert screen_name(app) == "SetupScreen"  # Enter in a rules field does not start either
        await pilot.click("#start")  # the Start button, by mouse
        await pilot.pause()
        assert screen_name(app) != "SetupScreen"
    assert app.game.variant == "four-card" and app.game.players == ["Ann", "Bob"]


async def test_setup_screen_marks_the_chosen_game_and_ticked_rules_without_colour(tmp_path):
    app = make_app(None, save_path=tmp_path / "s.toml", rules_for=every_rules(), saved=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "●▌ Three Card Brag" in text and "○▌ Four Card Brag" in text
        assert "X▌ blind" in text  # blind play is on by default
        await press(pilot, "down", "space")
        text = screen_text(app)
        assert "○▌ Three Card Brag" in text and "●▌ Four Card Brag" in text
        app.screen.query_one("#rule-blind").value = False
        await pilot.pause()
        assert "X▌ blind" not in screen_text(app) and "▌ blind" in screen_text(app)


async def test_setup_screen_sets_house_rules_and_a_chosen_seed(tmp_path):
    app = make_app(None, save_path=tmp_path / "s.toml", rules_for=every_rules(), saved=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        setup = app.screen
        setup.query_one("#rule-ante").value = "3"
        setup.query_one("#rule-money").value = "stacks"
        setup.query_one("#other-rules").value = "antee=2"
        setup.query_one("#names").value = "Ann,Bob"
        await press(pilot, "ctrl+s")
        assert screen_name(app) == "SetupScreen" and "unknown key 'antee'" in screen_text(app)
        setup.query_one("#other-rules").value = "max_bet=20, see_cost=equal"
        setup.query_one("#seed").value = "42"
        await press(pilot, "ctrl+s")
    rules = app.game.rules
    assert (rules.ante, rules.money, rules.max_bet, rules.see_cost) == (3, "stacks", 20, "equal")
    assert app.game.seed == 42 and app.seed == 42


async def test_play_without_a_variant_asks_on_the_setup_screen_with_the_names_given(tmp_path):
    app = make_app(None, rules_for=every_rules(), names=["Ann", "Bob", "Cy"], saved=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app) == "SetupScreen" and app.screen.query_one("#names").value == "Ann, Bob, Cy"
        # A random deal's seed is not shown: the seed field stays empty.
        assert app.screen.query_one("#seed").value == ""


async def test_the_setup_screen_lists_saved_games_and_continues_one(tmp_path):
    save = tmp_path / "b.toml"
    game = new_game("Ann Bob Cy", seed=4)
    game.start_hand()
    save_history(game, save)
    from bragtui.app.saves import read_saved
    app = make_app(None, rules_for=every_rules(), saved=[read_saved(save)])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Three Card Brag" in screen_text(app) and "hand 1" in screen_text(app)
        app.screen.query_one("#saved").focus()
        await press(pilot, "enter")
        assert screen_name(app) == "HandoffScreen" and app.save_path == save


async def test_game_over_screen_names_the_winner_and_plays_again():
    app = scene("game-over").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        text = screen_text(app)
        assert screen_name(app) == "GameOverScreen" and "Ann wins the game!" in text
        assert "Points" in text and "Seed 5" in text and "Play again" in text and "Quit" in text
        old = app.game
        await press(pilot, "n")
        assert app.game is not old and app.game.players == ["Ann", "Bob"] and not app.game.results
        assert app.game.rules.target == 1 and screen_name(app) in ("HandoffScreen", "ArrangeScreen")


def test_resume_lists_saved_games_and_never_offers_a_finished_one(capsys):
    from bragtui.app.saves import saves_folder
    folder = saves_folder()
    unfinished = new_game("Ann Bob Cy", seed=2)
    unfinished.start_hand()
    save_history(unfinished, folder / "three-card-1.toml")
    crash = factory.new_game("crash", ["Eve", "Flo"], target=1, dealer=1, seed=5)
    crash.start_hand({"Eve": "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc",
                      "Flo": "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"})
    crash.act("Eve set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c")
    crash.act("Flo set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    assert crash.game_over
    finished = folder / "crash-1.toml"
    save_history(crash, finished)
    later = time.time() + 60
    os.utime(finished, (later, later))  # the finished game is the newest save
    result = run_brag(capsys, "resume", "--list")
    assert result.status == 0 and "Three Card Brag · hand 1 · Ann -1, Bob -1, Cy -1 · " in result.out
    assert "Crash" not in result.out and "three-card-1.toml" in result.out
    from bragtui.app.saves import read_saves
    assert [saved.path for saved in read_saves().games] == [folder / "three-card-1.toml"]


async def test_between_hands_a_summary_of_the_last_hand_and_the_ledger_hand_by_hand():
    app = scene("last-hand").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Ann takes the pot of 11 without showing" in text
        assert "This hand: Ann +4 Bob -2 Cy -1 Dee -1" in text
        await press(pilot, "g")
        text = screen_text(app)
        assert "Hand by hand" in text and "Ann wins 11, all others folded" in text


async def test_a_resumed_game_rebuilds_the_ledger_hand_by_hand(tmp_path):
    from bragtui.store.histories import read_history
    game = two_player("Ah Ad 7c", "Ks Kh 9d")
    for text in ("Ann bet 2", "Bob see"):
        game.act(text)
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Qs Qd 4c"})
    save_history(game, tmp_path / "s.toml")
    app = make_app(read_history(tmp_path / "s.toml"), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "g")
        assert "Ann wins 6, at a see" in screen_text(app)
    assert [row.changes for row in app.hand_rows()] == [(4, -4)]


# --- every size, every key --------------------------------------------------------------------------

@pytest.mark.parametrize("name", [s.name for s in SCENES])
async def test_every_screen_at_80x24_shows_its_whole_key_bar(name):
    app = scene(name).build()
    async with app.run_test(size=(80, 24)) as pilot:
        for key in scene(name).keys:
            if key.startswith("wait:"):
                await review_done(app, pilot)
                continue
            await press(pilot, key)
        await pilot.pause()
        text = screen_text(app)
        keys = _bindings(app.screen)
        assert keys and all(description in text for _, _, _, description in keys)
        # A question asked mid-action (a bet, a discard) is answered or cancelled before quitting.
        assert "Quit" in text or screen_name(app) in ("BetModal", "BorrowModal", "ChaalModal", "DiscardModal",
                                                      "DrawCardsModal")
        bar = app.screen.query_one(KeyBar)
        assert bar.region.height <= 2 and bar.region.bottom == 24


async def test_below_the_minimum_size_no_game_key_acts():
    app = scene("table").build()
    game = app.game
    async with app.run_test(size=(60, 20)) as pilot:
        await press(pilot, "enter", "l", "m", "g")
        assert screen_name(app) == "HandoffScreen" and "Make the window larger" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await press(pilot, "enter")
        events_before = game.event_count
        await pilot.resize_terminal(79, 24)
        await press(pilot, "m", "f", "l")
        assert game.event_count == events_before and screen_name(app) == "TableScreen"
        await press(pilot, "q")  # leaving is always possible
        assert screen_name(app) == "QuitModal"


async def test_a_key_not_allowed_now_says_why_in_the_status_line(tmp_path):
    # See an open player against a blind one.
    game = new_game("Ann Bob", ante=1)
    app = make_app(game, save_path=tmp_path / "a.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "m", "l")  # Ann bets blind; Bob looks
        await press(pilot, "s")
        assert "An open player cannot see a blind player." in screen_text(app)
        await press(pilot, "c")  # cover when not short (and without table stakes)
        assert "Covering the pot is only for table stakes" in screen_text(app)
        assert game.view(None).log == ("Ann bets 1 blind", "Bob looks")
    # Knock before everyone has had a turn.
    bastard = factory.new_game("bastard", ["Ann", "Bob", "Cy"], seed=3)
    app = make_app(bastard)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "k")
        assert "No knocking until everyone has had 1 turn." in screen_text(app)
    # Six pairs without six pairs.
    app = scene("arrange").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "x")
        assert "Only a player with six pairs may call for a new deal." in screen_text(app)


async def test_fold_with_a_hand_better_than_a_pair_asks_first(tmp_path):
    game = two_player("Ah Kh 7h", "Ks Kd 9d")  # Ann holds a flush
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "f")
        assert screen_name(app) == "ConfirmModal" and "Fold Flush, A-K-7?" in screen_text(app)
        await press(pilot, "n")
        assert game.view(None).log == ()
        await press(pilot, "f", "y")
        assert game.view(None).log == ("Ann folds",)
    # A blind player gets no warning: it would tell them about their cards.
    blind = new_game("Ann Bob", ante=1)
    blind.start_hand({"Ann": "Ah Kh 7h", "Bob": "Ks Kd 9d"})
    app = make_app(blind, save_path=tmp_path / "b.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "f")
        assert blind.view(None).log == ("Ann folds",)


async def test_crash_set_with_fewer_than_four_hands_and_six_pairs_ask_first():
    app = scene("arrange").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "d")
        assert screen_name(app) == "ConfirmModal" and "Set 0 hands and discard 13 cards?" in screen_text(app)
        await press(pilot, "n")
        assert screen_name(app) == "ArrangeScreen" and not app.game.view(0).my_set
    game = factory.new_game("crash", ["Ann", "Bob"], dealer=1, seed=5)
    game.start_hand({"Ann": "2c 2d 3c 3d 4c 4d 5c 5d 6c 6d 7c 7d 9h",
                     "Bob": "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4h 6h 2h"})
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "x")
        assert screen_name(app) == "ConfirmModal" and "Declare six pairs?" in screen_text(app)
        await press(pilot, "y")
    assert game.results[-1].end == "redeal"


async def test_crash_cards_are_sorted_by_rank_o_by_suit_and_home_end_move_to_the_ends():
    app = scene("arrange").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        by_rank = "A♦ A♥ K♣ K♦ J♣ 9♥ 9♠ 7♥ 5♦ 3♦ 3♥ 3♠ 2♣"
        assert by_rank in screen_text(app).replace("›", " ").replace("  ", " ")
        await press(pilot, "o")
        by_suit = "K♣ J♣ 2♣ A♦ K♦ 5♦ 3♦ A♥ 9♥ 7♥ 3♥ 9♠ 3♠"
        assert by_suit in screen_text(app).replace("›", " ").replace("  ", " ")
        await press(pilot, "end")
        assert app.screen.cursor == 12
        await press(pilot, "home")
        assert app.screen.cursor == 0


async def test_the_rankings_screen_shows_the_rules_in_play():
    app = scene("exchange").build()  # Bastard Brag for lives
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "h")
        text = boxless(screen_text(app))
        assert "Bastard Brag for lives" in text and "spades, hearts, diamonds, clubs" in text
    game = new_game("Ann Bob", wild="twos")
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "h")
        text = boxless(screen_text(app))
        assert "Wild cards: the four twos are wild; each stands for any card." in text
        assert "pays to see an equal hand loses" in text


async def test_bastard_chosen_centre_card_is_highlighted_and_a_peeked_card_is_face_up():
    game = factory.new_game("bastard", ["Ann", "Bob", "Cy"], dealer=2, seed=5, peek=True)
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}, "4h 6s Qc")
    game.act("Ann take @1 give 2c")  # a face-down card of Ann's own in the centre
    game.act("Bob take Qc give 3d")
    game.act("Cy take @2 give Jd")
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        screen = app.screen
        for key, index in (("a", 0), ("b", 1), ("c", 2)):  # yours, face down, face up
            await press(pilot, key)
            card = screen.query_one(f"#centre-{index}")
            assert card.has_class("chosen") and card.rich_style.reverse, f"centre card {key} is not highlighted"
        await press(pilot, "b")  # b alone, face down: take it and look first
        await press(pilot, "x")
        view = game.view(0)
        assert view.taken is not None and view.taken_position == 1
        assert card_label(view.taken) in visible_cards(app)
        assert "taken" in screen_text(app)


async def test_wording_as_friends_read_it(tmp_path):
    app = scene("table-blind").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, *scene("table-blind").keys)
        assert "You may press l to look at your cards" in screen_text(app)
        await press(pilot, "r")
        assert "House rules in force: Three Card Brag" in screen_text(app)
    # No "(blind N)" where nobody may be blind; "Bob 0", not "Bob +0".
    game = new_game("Ann Bob Cy", ante=0, blind=False)
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "m", "enter")
        assert "stake 1" in screen_text(app) and "(blind" not in screen_text(app)
        await press(pilot, "f", "enter", "f")
        assert "Bob 0" in screen_text(app) and "+0" not in screen_text(app)
    # Cards in the log are drawn with suit symbols, like the cards.
    app = scene("exchange").build()
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "Ann takes Q♣ and gives 2♣, face up" in screen_text(app)
    assert glyph_cards("Ah takes 10d", ["Ah"]) == "Ah takes 10♦" and signed(0) == "0"
    assert without_empty_side_pot("Ann wins the pot of 4. Bob wins the side pot of 0.") == "Ann wins the pot of 4."
    # Friendly names in errors, and a clear message for an empty name.
    app = make_app(None, rules_for=every_rules(), saved=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "tab", "enter")
        assert "Give the players' names, separated by commas" in screen_text(app)
        await press(pilot, *"Ann", "enter")
        assert "Three Card Brag needs 2 to 10 players under these rules, not 1." in screen_text(app)


def test_an_empty_players_option_gets_a_clear_message(capsys):
    result = run_brag(capsys, "play", "--variant", "three-card", "--players", " ")
    assert result.status != 0 and "give the players' names" in result.err
    result = run_brag(capsys, "play", "--variant", "crash", "--players", "A,B,C,D,E")
    assert result.status != 0 and "Crash (Thirteen-Card Brag) needs 2 to 4 players" in result.err


async def test_table_stakes_a_second_short_player_may_cover_and_a_player_out_of_chips_may_buy_in_again(tmp_path):
    game = new_game("Ann Bob Cy Dee", money="stacks", buy_in=20, ante=1, rebuy=True)
    game.start_hand({"Ann": "As Ah 9d", "Bob": "Kc Kd 2h", "Cy": "5c 6d 9h", "Dee": "Qs Qh 4c"})
    for text in ("Ann look", "Ann bet 10", "Bob look", "Bob bet 12", "Cy bet 6", "Dee bet 6", "Ann cover"):
        game.act(text)
    app = make_app(game, save_path=tmp_path / "stakes.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "c")  # Bob is short too: he covers after Ann
        assert game.view(None).log[-1] == "Bob covers the pot with their last 7 chips"
        await press(pilot, "enter", "s")  # blind Cy sees blind Dee in the pot that follows
        text = boxless(screen_text(app))
        assert "Ann wins the main pot of 47." in text and "Bob wins side pot 1 of 7." in text
        assert "Dee wins side pot 2 of 12." in text
    # A player out of chips buys in again before the next deal (the rebuy house rule).
    game = new_game("Ann Bob", money="stacks", buy_in=5, ante=1, blind=False, rebuy=True)
    game.start_hand({"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d"})
    for text in ("Ann bet 1", "Bob bet 4", "Ann cover"):  # Bob's last chips go to Ann's aces
        game.act(text)
    app = make_app(game, save_path=tmp_path / "rebuy.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "enter")  # past the hand's ending to the next deal
        assert "Bob buys in again for 5" in game.view(None).log and not game.game_over
