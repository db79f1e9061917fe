"""``brag rank``, ``brag compare`` and ``brag odds`` as a player uses them."""

import subprocess
import sys

import pytest
from cli_helpers import run_brag


def test_rank_json(capsys):
    result = run_brag(capsys, "rank", "--json", "3h", "3d", "3s")
    assert result.status == 0
    data = result.json()
    assert data["type"] == "prial" and data["description"] == "Prial of threes"
    assert data["beats"] == 22096 and data["cards"] == "3h 3d 3s"
    assert isinstance(data["strength"], int)


def test_rank_text_accepts_one_quoted_argument(capsys):
    result = run_brag(capsys, "rank", "Ah Kd 7c")
    assert result.status == 0
    assert "High card, A-K-7" in result.out and "16,140" in result.out


def test_rank_of_five_cards_uses_the_best_three(capsys):
    data = run_brag(capsys, "rank", "--json", "As 7d Ks Qs 2c").json()
    assert data["type"] == "running flush"


def test_compare_says_which_wins_and_why(capsys):
    result = run_brag(capsys, "compare", "Ac Kd Qh", "As 2d 3h")
    assert result.status == 0
    assert "Hand 2 wins" in result.out


@pytest.mark.parametrize("variant", ["three-card", "teen-patti"])
def test_compare_of_hands_typed_without_quotes_says_to_quote_each_hand(capsys, variant):
    """Unquoted, the shell hands over one card an argument: the error says so, not that hand 1
    has one card."""
    result = run_brag(capsys, "compare", "--variant", variant, "Ah", "Kd", "7c", "2s", "2h", "9d")
    assert result.status == 2 and result.out == ""
    assert result.err == ("brag compare: got 6 single cards; expected each hand as one quoted argument, "
                          "e.g. brag compare 'Ah Kd 7c' '2s 2h 9d'\n")


def test_compare_json_lists_every_best_hand_on_a_tie(capsys):
    data = run_brag(capsys, "compare", "--json", "7s 7h Qc", "7c 7d Qd", "2c 3c 5d").json()
    assert data["best"] == [0, 1]
    assert [h["type"] for h in data["hands"]] == ["pair", "pair", "high card"]


def test_compare_types_explained(capsys):
    result = run_brag(capsys, "compare", "4h 3h 2h", "Ah Kd Qd")
    assert "a running flush beats a run" in result.out


def test_compare_with_wild_and_suits(capsys):
    data = run_brag(capsys, "compare", "--json", "--wild", "twos", "2h 9d 9c", "9h 9s 8d").json()
    assert data["best"] == [0]
    data = run_brag(capsys, "compare", "--json", "--suits", "Qs 9d 4c", "Qc 9h 4d").json()
    assert data["best"] == [0]
    data = run_brag(capsys, "compare", "--json", "Qs 9d 4c", "Qc 9h 4d").json()
    assert data["best"] == [0, 1]


def test_compare_with_two_jokers_wild_lets_each_hand_hold_one(capsys):
    """Two jokers are in the pack with --wild jokers: one in each hand is no card held twice."""
    data = run_brag(capsys, "compare", "--json", "--wild", "jokers", "Jk Ah Kh", "Jk 2s 2d").json()
    assert [h["type"] for h in data["hands"]] == ["running flush", "prial"] and data["best"] == [1]
    for wild, hands, held, most in (("joker", ("Jk Ah Kh", "Jk 2s 2d"), 2, "1 joker"),
                                    ("jokers", ("Jk Jk Kh", "Jk 2s 2d"), 3, "2 jokers")):
        result = run_brag(capsys, "compare", "--wild", wild, *hands)
        assert result.status == 2 and result.err == (
            f"brag compare: the hands hold {held} jokers; expected at most {held - 1}, as the pack has {most} "
            f"(--wild {wild})\n")


def test_compare_four_card_hands_with_discard_tie_break(capsys):
    data = run_brag(capsys, "compare", "--json", "As Ks Qs 2d", "Ah Kh Qh 3d").json()
    assert data["best"] == [1]


@pytest.mark.parametrize("args, fragment", [
    (("rank", "Ah", "Zd", "7c"), "card 2 of the hand: 'Zd' is not a card"),
    (("rank", "Ah", "Ah", "7c"), "Ah appears twice"),
    (("rank", "Ah", "Kd"), "has 2 cards; expected 3, 4 or 5"),
    (("compare", "Ah Kd 7c", "2s 2h 9d 4c"), "hand 1 has 3, hand 2 has 4"),
    (("compare", "Ah Kd 7c", "Ah 2h 9d"), "Ah is in hand 1 and hand 2"),
    (("compare", "Ah Kd 7c"), "at least two hands"),
    (("rank", "Jk", "Ah", "Kd"), "jokers are only in the pack"),
    (("odds",), "give the CARDS"),
    (("odds", "Ah", "Kd", "7c", "--players", "11"), "--players"),
])
def test_bad_input_is_one_line_with_status_2(capsys, args, fragment):
    result = run_brag(capsys, *args)
    assert result.status == 2
    assert result.out == ""
    lines = result.err.strip().splitlines()
    assert len(lines) == 1, result.err
    assert fragment in lines[0]
    assert lines[0].startswith("brag")
    assert "Traceback" not in result.err


def test_odds_table_is_computed(capsys):
    data = run_brag(capsys, "odds", "--table", "--json").json()
    counts = {row["type"]: row["count"] for row in data["types"]}
    assert counts == {"prial of threes": 4, "other prial": 48, "running flush": 48, "run": 720,
                      "flush": 1096, "pair": 3744, "high card": 16440}
    assert data["total"] == 22100
    text = run_brag(capsys, "odds", "--table").out
    assert "5,524 to 1" in text and "3 to 1 on" in text


@pytest.mark.parametrize(("options", "setting"), [
    (("--wild", "twos"), "--wild twos"),
    (("--variant", "teen-patti", "--set", "wild=one-eyed-jacks"), 'the house rule wild = "one-eyed-jacks"'),
    (("--variant", "teen-patti", "--set", "game=ak47"), 'the house rule game = "ak47"'),
    (("--variant", "teen-patti", "--set", "game=joker", "--joker", "7h"), 'the house rule game = "joker"'),
])
def test_odds_table_with_wild_cards_is_refused_not_counted_without_them(capsys, options, setting):
    """The table counts the hands without wild cards: with wild cards its figures would be wrong."""
    result = run_brag(capsys, "odds", "--table", *options)
    assert result.status == 2 and result.out == ""
    assert result.err == (f"brag odds: --table counts the 22,100 hands without wild cards, but {setting} makes "
                          "cards wild: leave it out (see 'brag odds --help')\n")


def test_odds_help_says_when_one_opponent_is_simulated(capsys):
    """Against one opponent the odds are exact, but for five cards with wild cards (too many
    deals): the help says so, as the odds themselves do."""
    assert "Exact against one opponent (but for five cards with wild cards" in " ".join(
        run_brag(capsys, "odds", "--help").out.split())
    five = run_brag(capsys, "odds", "--json", "--wild", "twos", "--trials", "100", "Ah Kd 7c 5s 2h").json()
    four = run_brag(capsys, "odds", "--json", "--wild", "twos", "Ah Kd 7c 5s").json()
    assert (five["method"], four["method"]) == ("simulation", "exact")


def test_odds_exact_against_one_player(capsys):
    data = run_brag(capsys, "odds", "--json", "3h", "3d", "3s").json()
    assert data["method"] == "exact" and data["deals"] == 18424
    assert data["win"] == 1.0 and data["error"] == 0.0
    worst = run_brag(capsys, "odds", "--json", "5c 3d 2h").json()
    # Ties: another 5-3-2 from the 3 fives, 3 threes and 3 twos left (27), less the
    # one that is a spade flush.
    assert worst["win"] == 0.0 and worst["tie"] == pytest.approx(26 / 18424)


def test_odds_simulation_is_seeded_and_states_its_error(capsys):
    first = run_brag(capsys, "odds", "--json", "9s 9h 3c", "-n", "4", "--trials", "2000").json()
    again = run_brag(capsys, "odds", "--json", "9s 9h 3c", "-n", "4", "--trials", "2000").json()
    assert first == again
    assert first["method"] == "simulation" and 0 < first["error"] < 0.05
    assert first["win"] + first["tie"] + first["lose"] == pytest.approx(1.0)
    other = run_brag(capsys, "odds", "--json", "9s 9h 3c", "-n", "4", "--trials", "2000",
                     "--seed", "5").json()
    assert other["win"] != first["win"]


def test_brag_runs_as_a_module_with_a_one_line_error():
    done = subprocess.run([sys.executable, "-m", "bragtui", "rank", "Qx", "2c", "3c"],
                          check=False, capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "'Qx' is not a card" in done.stderr


def test_core_never_imports_textual_or_rich():
    code = (
        "import sys, pkgutil, importlib, bragtui.core as core\n"
        "for m in pkgutil.walk_packages(core.__path__, 'bragtui.core.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
