"""The hot-seat app played through the keyboard (Textual's Pilot)."""

import random
from pathlib import Path

import pytest
from app_helpers import card_labels_in, screen_name, screen_text, visible_cards
from cli_helpers import run_brag
from helpers import new_game

from bragtui.app import make_app
from bragtui.card_render import card_label
from bragtui.core.cards import parse_cards
from bragtui.core.results import shown_cards
from bragtui.store.histories import save_history


def labels(text):
    return {card_label(c) for c in parse_cards(text)}


async def hand_over(pilot, *keys):
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def two_player(ann, bob, **rules):
    game = new_game("Ann Bob", ante=0, blind=False, **rules)  # Bob deals, Ann acts first
    game.start_hand({"Ann": ann, "Bob": bob})
    return game


async def test_open_see_lost_by_the_seer_shows_only_the_seen_hand(tmp_path):
    game = two_player("Ah Ad 7c", "Ks Kh 9d")
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app) == "HandoffScreen" and "Pass the terminal to Ann" in screen_text(app)
        assert visible_cards(app) == set()
        await hand_over(pilot, "enter")
        assert screen_name(app) == "TableScreen" and visible_cards(app) == labels("Ah Ad 7c")
        await hand_over(pilot, "m")  # Ann bets the least
        assert screen_name(app) == "HandoffScreen" and visible_cards(app) == set()
        await hand_over(pilot, "enter")
        assert visible_cards(app) == labels("Ks Kh 9d")
        await hand_over(pilot, "s")  # Bob sees and loses
        assert screen_name(app) == "ShowdownScreen"
        text = screen_text(app)
        assert "Ann shows" in text and "Bob concedes" in text and "Ann wins the pot of 3" in text
        assert visible_cards(app) == labels("Ah Ad 7c")
    assert game.results[-1].winner == "Ann" and game.money.balances == [2, -2]


async def test_open_see_won_by_the_seer_shows_both_hands(tmp_path):
    game = two_player("Ks Kh 9d", "Ah Ad 7c")
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, "enter", "m", "enter", "s")
        assert visible_cards(app) == labels("Ks Kh 9d Ah Ad 7c")
        assert "Bob wins the pot of 3" in screen_text(app)
    assert game.results[-1].winner == "Bob"


async def test_a_tie_is_lost_by_the_seer(tmp_path):
    game = two_player("7s 7h Qc", "7c 7d Qd")
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, "enter", "m", "enter", "s")
        assert "Bob concedes" in screen_text(app)
        assert visible_cards(app) == labels("7s 7h Qc")
    assert game.results[-1].winner == "Ann"


async def test_betting_prompt_bounds_and_typed_amounts(tmp_path):
    game = two_player("Ah Ad 7c", "Ks Kh 9d", max_bet=5)
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, "enter", "b")
        assert screen_name(app) == "BetModal" and "From 1 to 5 chips" in screen_text(app)
        await hand_over(pilot, "backspace", "9")
        assert app.screen.check_action("confirm", ()) is None  # 9 is out of bounds
        await hand_over(pilot, "enter")
        assert screen_name(app) == "BetModal"  # cannot be confirmed
        await hand_over(pilot, "backspace", "4", "up", "up", "down")  # 4, 5, 5 (the most), 4
        await hand_over(pilot, "enter")
    assert list(game.view(None).log) == ["Ann bets 4"]


async def test_blind_player_left_alone_carries_the_pot_then_two_hands(tmp_path):
    game = new_game("Ann Bob Cy", ante=1)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, "enter")
        assert visible_cards(app) == set() and "Blind" in screen_text(app)
        await hand_over(pilot, "m")  # Ann bets blind
        await hand_over(pilot, "enter", "l", "f", "enter", "l", "f")  # Bob and Cy look and fold
        assert screen_name(app) == "ShowdownScreen"
        assert "stays on the table" in screen_text(app) and visible_cards(app) == set()
        assert game.results[-1].end == "carried"
        await hand_over(pilot, "enter")  # next deal: Ann deals, Bob acts first
        # Nothing private was on screen and Bob is blind: his table comes without a hand-off.
        assert screen_name(app) == "TableScreen" and "Bob to act" in screen_text(app)
        assert visible_cards(app) == set()
        await hand_over(pilot, "l", "m")  # Bob looks and bets: his cards were on screen
        assert screen_name(app) == "HandoffScreen" and "Pass the terminal to Cy" in screen_text(app)
        await hand_over(pilot, "enter", "l", "m", "enter")
        assert "two blind hands" in screen_text(app) and visible_cards(app) == set()
        await hand_over(pilot, "o")  # Ann looks at the old hand
        assert visible_cards(app) == labels("Ah Kd 7c")
        await hand_over(pilot, "k")
        assert game.hand.betting.status[0] == "open" and 0 not in game.hand.old
        assert game.hand.betting.pot == 4 + 3 + 2


async def test_hand_offs_come_only_when_something_private_would_be_seen(tmp_path):
    blind = make_app(new_game("Ann Bob Cy"), save_path=tmp_path / "blind.toml")
    async with blind.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # A new game with blind play: the first player sees only backs, so the table comes at once.
        assert screen_name(blind) == "TableScreen" and visible_cards(blind) == set()
        await hand_over(pilot, "m")  # a blind bet: still nothing private on screen
        assert screen_name(blind) == "TableScreen" and "Bob to act" in screen_text(blind)
        await hand_over(pilot, "l")
        assert len(visible_cards(blind)) == 3
        await hand_over(pilot, "m")  # Bob's cards were on screen: pass the terminal
        assert screen_name(blind) == "HandoffScreen" and visible_cards(blind) == set()
    open_cards = make_app(new_game("Ann Bob Cy", blind=False), save_path=tmp_path / "open.toml")
    async with open_cards.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # Without blind play the first turn would show the player's cards: hand off first.
        assert screen_name(open_cards) == "HandoffScreen" and visible_cards(open_cards) == set()


async def test_a_full_table_at_80x24_still_shows_the_latest_action(tmp_path):
    names = "Ann Bob Cy Dee Eve Flo Gus Hal Ivy Jo"
    app = make_app(new_game(names), save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, *"m" * 12)  # everyone bets blind, round and past the first seat
        text = screen_text(app)
        assert "Bob bets 1 blind" in text and "You may" in text and "Jo (dealer)" in text


async def test_four_card_discard_step(tmp_path):
    game = new_game("Ann Bob", variant="four-card", ante=0, blind=False)
    game.start_hand({"Ann": "Ah Kh Qh 2c", "Bob": "9s 9h 3d 4c"})
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, "enter")
        assert "Discard 1 card" in screen_text(app)
        await hand_over(pilot, "d")
        assert screen_name(app) == "DiscardModal"
        await hand_over(pilot, "4")
        assert "You keep: Running flush, A-K-Q" in screen_text(app)
        await hand_over(pilot, "enter")
        assert visible_cards(app) == labels("Ah Kh Qh")
    assert [str(c) for c in game.view(0).cards] == ["Ah", "Kh", "Qh"]


async def test_rules_rankings_and_ledger_open_anywhere_and_close_with_escape(tmp_path):
    game = two_player("Ah Ad 7c", "Ks Kh 9d")
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        for key, name, text in (("r", "RulesModal", "ante"), ("h", "RankingsModal", "16,440"),
                                ("g", "LedgerModal", "Ledger")):
            await hand_over(pilot, key)
            assert screen_name(app) == name and text in screen_text(app)
            await hand_over(pilot, "escape")
            assert screen_name(app) == "HandoffScreen"


async def test_a_small_terminal_gets_a_note_and_resizing_does_not_crash(tmp_path):
    game = two_player("Ah Ad 7c", "Ks Kh 9d")
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(60, 20)) as pilot:
        await hand_over(pilot, "enter")
        assert "Make the window larger" in screen_text(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert "Make the window larger" not in screen_text(app)
        assert screen_name(app) == "HandoffScreen"  # Enter did nothing while the window was small
        await hand_over(pilot, "enter")
        assert visible_cards(app) == labels("Ah Ad 7c")
        await pilot.resize_terminal(40, 10)
        await pilot.pause()


async def test_a_window_made_small_under_an_open_dialog_takes_no_key_but_q(tmp_path):
    game = two_player("Ah Ad 7c", "Ks Kh 9d")
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, "enter", "b")
        assert screen_name(app) == "BetModal"
        events = game.event_count
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert "Make the window larger" in screen_text(app)  # said over the dialog too
        await hand_over(pilot, "3", "enter", "escape")  # none of them acts
        assert game.event_count == events and screen_name(app) == "BetModal"
        await hand_over(pilot, "q")
        assert screen_name(app) == "QuitModal"  # q still quits, and its question is answered as ever
        await hand_over(pilot, "n")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert screen_name(app) == "BetModal" and "Make the window larger" not in screen_text(app)
        await hand_over(pilot, "enter")
    assert game.event_count > events  # the bet is made once the window is large again


async def test_quit_asks_first_and_says_where_the_game_is_saved(tmp_path, monkeypatch):
    game = two_player("Ah Ad 7c", "Ks Kh 9d")
    # A folder name that would read as a style tag is shown as it is. (A path relative to the
    # test's own folder: a long temporary folder's name would wrap the line at a varying place.)
    monkeypatch.chdir(tmp_path)
    app = make_app(game, save_path=Path("[b]games[/]") / "save.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await hand_over(pilot, "q")
        assert "saved in" in screen_text(app) and "[b]games[/]/save.toml" in screen_text(app)
        await hand_over(pilot, "n")
        assert screen_name(app) == "HandoffScreen"
        await hand_over(pilot, "q", "y")
    assert app.return_code == 0


async def test_setup_screen_checks_names_and_starts_the_game(tmp_path):
    from bragtui.core.rules import load_rules
    rules_for = {v: load_rules(v) for v in ("three-card", "four-card", "five-card")}
    app = make_app(None, save_path=tmp_path / "save.toml", rules_for=rules_for, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app) == "SetupScreen" and "ante" in screen_text(app)
        await hand_over(pilot, "tab", *"Ann,,Bob", "enter")
        assert "no empty names" in screen_text(app)
        await hand_over(pilot, *["backspace"] * 8, *"Ann,Ann", "enter")
        assert "'Ann' is not a usable name: Ann is already at the table" in screen_text(app)
        await hand_over(pilot, *["backspace"] * 7, *"Ann,Bob[/]", "enter")
        assert "'Bob[/]' is not a usable name: a name is letters, digits, spaces and -_'." in screen_text(app)
        await hand_over(pilot, *["backspace"] * 10, *"Ann,Bob,Cy", "enter")
        # Blind play is on: the first turn shows only card backs, so no hand-off is needed.
        assert screen_name(app) == "TableScreen" and "Bob to act" in screen_text(app)
        assert visible_cards(app) == set()
    assert app.game.players == ["Ann", "Bob", "Cy"] and (tmp_path / "save.toml").exists()


# --- privacy --------------------------------------------------------------------------------------

KEYS = {"look": "l", "keep": "k", "throw": "t", "fold": "f", "see": "s", "cover": "c"}


async def play_randomly(app, pilot, rng, steps):
    """Press keys for random legal actions, checking what is visible after every screen change."""
    game = app.game
    for _ in range(steps):
        await pilot.pause()
        name = screen_name(app)
        seen = visible_cards(app)
        if name == "HandoffScreen":
            assert seen == set(), "a card is visible on the hand-off screen"
            await pilot.press("enter")
        elif name == "ConfirmModal":
            await pilot.press("y")
        elif name == "ShowdownScreen":
            result = game.results[-1]
            allowed = {card_label(c) for groups in result.shown.values() for c in shown_cards(groups)}
            assert seen <= allowed, "a hand the rules do not expose is visible"
            await pilot.press("enter")
        elif name == "TableScreen":
            seat = app.screen.seat
            assert seat == game.to_act and app.viewer == seat
            view = game.view(seat)
            own = {card_label(c) for c in view.cards} if view.cards is not None else set()
            own |= card_labels_in(app.note_for(seat))  # their own last hand, if they conceded
            assert seen <= own, f"{view.name}'s screen shows cards that are not theirs"
            legal = {c.verb: c for c in view.legal}
            verb = rng.choice(sorted(legal))
            if verb == "bet":
                await pilot.press("m" if rng.random() < 0.6 else "b")
                if screen_name(app) == "BetModal":
                    await pilot.press("up", "enter")
            elif verb == "discard":
                await pilot.press("d")
                await pilot.pause()
                picks = rng.sample(range(len(view.cards)), legal["discard"].cards)
                await pilot.press(*[str(i + 1) for i in picks], "enter")
            elif verb in ("choose",) or (verb == "look" and legal["look"].options):
                await pilot.press(rng.choice("on"))
            elif verb == "fold" and rng.random() < 0.5:
                await pilot.press("m" if "bet" in legal else "f")
            else:
                await pilot.press(KEYS[verb])


@pytest.mark.parametrize("seed, variant", [(1, "three-card"), (2, "four-card"), (3, "three-card"),
                                           (4, "five-card")])
async def test_privacy_in_random_hot_seat_games(seed, variant, tmp_path):
    game = new_game("Ann Bob Cy", variant=variant, seed=seed, ante=1)
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await play_randomly(app, pilot, random.Random(seed), 80)
    assert len(game.results) >= 1


# --- autosave and resume ---------------------------------------------------------------------------

async def test_autosave_then_resume_puts_players_back_where_they_were(tmp_path):
    from helpers import state_of

    from bragtui.store.histories import read_history
    save = tmp_path / "save.toml"
    game = new_game("Ann Bob Cy", ante=1, seed=8)
    app = make_app(game, save_path=save)
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, "enter", "m", "enter", "l")
    resumed = read_history(save)
    assert state_of(resumed) == state_of(game)
    app2 = make_app(resumed, save_path=save)
    async with app2.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app2) == "HandoffScreen" and "Pass the terminal to Bob" in screen_text(app2)
        await hand_over(pilot, "enter")
        assert "open" in screen_text(app2) and visible_cards(app2) == {card_label(c) for c in resumed.view(1).cards}


def test_resume_of_a_truncated_save_is_one_line_and_leaves_the_file(capsys, tmp_path):
    game = new_game("Ann Bob", ante=1)
    game.start_hand()
    save = tmp_path / "save.toml"
    save_history(game, save)
    text = save.read_text()
    save.write_text(text[: len(text) // 2])
    before = save.read_bytes()
    result = run_brag(capsys, "resume", str(save))
    assert result.status != 0 and result.err.count("\n") == 1 and str(save) in result.err
    assert save.read_bytes() == before


def test_resume_without_saves_says_how_to_start(capsys):
    result = run_brag(capsys, "resume")
    assert result.status != 0 and "brag play" in result.err and result.err.count("\n") == 1


def test_play_without_a_variant_applies_each_set_only_where_it_belongs():
    from bragtui.cli.rules_cmd import overrides_for
    assert overrides_for("bastard", ("ante=2", "lives=5")) == ["lives=5"]
    assert overrides_for("three-card", ("ante=2", "lives=5")) == ["ante=2"]
    assert overrides_for("crash", ("antee=2",)) == ["antee=2"]  # unknown keys are still reported


async def test_the_reused_bet_prompt_shows_each_players_own_bounds(tmp_path):
    game = two_player("Ah Ad 7c", "Ks Kh 9d", max_raise=3)
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await hand_over(pilot, "enter", "b", "up", "enter")  # Ann bets 2
        await hand_over(pilot, "enter", "b")
        assert "From 2 to 5 chips. The stake is 2." in screen_text(app)
        assert app.screen.query_one("#bet-amount").value == "2"
        await hand_over(pilot, "escape")
        assert screen_name(app) == "TableScreen"
    assert list(game.view(None).log) == ["Ann bets 2"]
