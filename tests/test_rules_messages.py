"""Every house-rules error is one line that names where (the file or --set, and the table), the key
and its value, what is wrong and what is expected; no doubled spaces."""

import pytest
from cli_helpers import run_brag

from bragtui.core.errors import RulesError
from bragtui.core.rules import load_rules
from bragtui.store.rules_files import rules_in_force

# (a file's text or None, --set overrides, variant, the message expected in full)
CASES = {
    "out of range": ("[three-card]\nante = -1\n", [], "three-card",
                     "{f}, [three-card] ante = -1: is out of range; expected a whole number from 0 to 1000000"),
    "unknown key": ("[three-card]\nantee = 1\n", [], "three-card",
                    "{f}, [three-card]: unknown key 'antee' (did you mean 'ante'?); "
                    "expected a key of the three-card rules (brag rules lists them)"),
    "unknown key in defaults": ("[defaults]\nblinde = true\n", [], "three-card",
                                "{f}, [defaults]: unknown key 'blinde' (did you mean 'blind'?); "
                                "expected a key of some game's rules (brag rules lists them)"),
    "key of another game": ("[three-card]\nlives = 3\n", [], "three-card",
                            "{f}, [three-card] lives = 3: lives does not apply to three-card; "
                            "it is a rule of bastard only"),
    "a date": ("[four-card]\nante = 2026-11-24\n", [], "four-card",
               "{f}, [four-card] ante = a date: is a date; expected a whole number from 0 to 1000000"),
    "limits in one file": ("[three-card]\nmin_bet = 9\nmax_bet = 2\n", [], "three-card",
                           "{f}, [three-card] max_bet = 2: is less than min_bet (9); expected at least 9"),
    "limits, the later set": ("[three-card]\nmin_bet = 9\n", ["max_bet=5"], "three-card",
                              "--set 'max_bet=5', [three-card] max_bet = 5: is less than min_bet (9); "
                              "expected at least 9"),
    "limits, file after defaults": ("[defaults]\nmax_bet = 4\n[five-card]\nmin_bet = 6\n", [], "five-card",
                                    "{f}, [five-card] min_bet = 6: is more than max_bet (4); expected at most 4"),
    "a sum over a limit": (None, ["money=stacks", "ante=200"], "three-card",
                           "--set 'ante=200', [three-card] ante = 200: makes ante + min_bet (201) more than "
                           "buy_in (100); expected at most 99"),
    "a limit under a sum": (None, ["money=stacks", "buy_in=5", "ante=3", "min_bet=3"], "three-card",
                            "--set 'min_bet=3', [three-card] min_bet = 3: makes ante + min_bet (6) more than "
                            "buy_in (5); expected at most 2"),
    "players of the game": (None, ["max_players=5"], "crash",
                            "--set 'max_players=5', [crash] max_players = 5: crash is for 2 to 4 players; "
                            "expected a whole number from 2 to 4"),
    "players in order": (None, ["max_players=4", "min_players=5"], "three-card",
                         "--set 'min_players=5', [three-card] min_players = 5: is more than max_players (4); "
                         "expected at most 4"),
    "casino stakes": (None, ["min_stake=500"], "casino",
                      "--set 'min_stake=500', [casino] min_stake = 500: is more than max_stake (100); "
                      "expected at most 100"),
    "draw blinds": (None, ["small_blind=9"], "draw",
                    "--set 'small_blind=9', [draw] small_blind = 9: is more than big_blind (2); expected at most 2"),
    "not key=value": (None, ["ante"], "three-card", "--set 'ante': expected key=value, such as ante=2"),
    "a table with no name": ('[""]\nante = 1\n', [], "three-card", '{f}: unknown table [""]; expected [defaults] or '
                             "one of [three-card], [four-card], [five-card], [bastard], [bastard-money], [crash], "
                             "[seven-card], [nine-card], [fifteen-card], [draw], [casino], [dealers-choice]"),
    "a key above every table": ("ante = 3\n[three-card]\nmin_bet = 2\n", [], "three-card",
                                '{f}: ante = 3 is outside any table; expected it under [defaults] (every game) '
                                "or a game's own table, such as [three-card]"),
    "a table name with spaces": ('["three  card"]\nante = 1\n', [], "three-card", '{f}: unknown table ["three  card"]'),
}


@pytest.mark.parametrize("case", list(CASES))
def test_each_rules_error_names_where_what_and_what_is_expected(case, tmp_path):
    text, overrides, variant, expected = CASES[case]
    path = None
    if text is not None:
        path = tmp_path / "house.toml"
        path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesError) as caught:
        rules_in_force(variant, path, overrides)
    message = str(caught.value)
    assert message.startswith(expected.format(f=path)), message
    assert "\n" not in message and "  " not in message.replace("three  card", "")


def test_a_hand_history_names_its_rules_table(tmp_path):
    with pytest.raises(RulesError) as caught:
        load_rules("three-card", table={"min_bet": 20}, table_source="game.toml")
    assert str(caught.value) == "game.toml, [rules] min_bet = 20: is more than max_bet (10); expected at most 10"


def test_brag_rules_says_it_in_one_line(capsys):
    result = run_brag(capsys, "rules", "--set", "min_bet=20")
    assert result.status == 2 and result.out == ""
    assert result.err.strip() == ("brag rules: --set 'min_bet=20', [three-card] min_bet = 20: is more than "
                                  "max_bet (10); expected at most 10")


async def test_the_setup_screen_says_a_clash_of_amounts_in_one_line(tmp_path):
    from app_helpers import press, screen_name, screen_text

    from bragtui.app import make_app
    from bragtui.core.variants import variant_keys

    rules_for = {v: load_rules(v) for v in variant_keys()}
    app = make_app(None, save_path=tmp_path / "s.toml", rules_for=rules_for, saved=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("#other-rules").value = "min_bet=20"
        app.screen.query_one("#names").value = "Ann,Bob"
        await press(pilot, "ctrl+s")
        assert screen_name(app) == "SetupScreen"
        # The rule and the game are on the screen beside it: the message says only what is wrong.
        assert "Start min_bet = 20: is more than max_bet (10); expected at most 10 ^s" in screen_text(app)
