"""``brag tournament``: computer players only; the same seed gives the same result; real edges show."""

from __future__ import annotations

import pytest
from cli_helpers import run_brag

from bragtui.players import ComputerPlayer
from bragtui.players.tournament import batch_ci95, run_tournament


def test_json_reports_every_seat_in_order(capsys):
    result = run_brag(capsys, "tournament", "--jobs", "1", "--variant", "three-card", "--seats",
                      "hard,medium:bold,easy", "--hands", "60", "--seed", "4", "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert set(data) == {"variant", "hands", "games", "seats", "blocks", "jobs"} and data["hands"] == 60
    assert [(s["seat"], s["level"], s["style"]) for s in data["seats"]] == [
        ("P1", "hard", "steady"), ("P2", "medium", "bold"), ("P3", "easy", "steady")]
    assert set(data["seats"][0]) == {"seat", "level", "style", "net", "net_per_hand", "ci95", "games_won"}
    assert abs(sum(s["net"] for s in data["seats"])) < 1e-6  # chips only change hands


@pytest.mark.parametrize(("variant", "count"), [("three-card", ("--hands", "1")), ("crash", ("--games", "1"))])
def test_too_few_hands_or_games_for_an_interval_give_valid_json_and_say_so(capsys, variant, count):
    """With one hand (or game) there is no interval: the JSON says null (JSON has no infinity) and
    the table n/a, and one hand is "1 hand"."""
    import json

    args = ("tournament", "--jobs", "1", "--variant", variant, "--seats", "hard,random", *count)
    result = run_brag(capsys, *args, "--json")
    data = json.loads(result.out, parse_constant=lambda word: pytest.fail(f"not JSON: {word}"))
    assert [seat["ci95"] for seat in data["seats"]] == [None, None]
    text = run_brag(capsys, *args).out.splitlines()
    assert text[0].endswith(", 1 game") and all(line.split()[5] == "n/a" for line in text[2:])
    if variant == "three-card":
        assert text[0] == "three-card: 1 hand, 1 game"


def test_the_same_seed_gives_the_same_result(capsys):
    args = ("tournament", "--jobs", "1", "--variant", "bastard-money", "--seats", "hard,medium,random", "--hands", "30",
            "--seed", "9", "--json")
    assert run_brag(capsys, *args).out == run_brag(capsys, *args).out


@pytest.mark.parametrize("option", ["--hands", "--games"])
def test_games_won_outright_are_counted_in_games(capsys, option):
    data = run_brag(capsys, "tournament", "--jobs", "1", "--variant", "crash", "--seats", "hard,random", option, "5",
                    "--json").json()
    assert data["games"] == 5 == sum(s["games_won"] for s in data["seats"])
    assert data["hands"] >= 5


def test_refusals(capsys):
    assert "not both" in run_brag(capsys, "tournament", "--jobs", "1", "--seats", "hard,easy", "--hands", "2",
                                  "--games", "2").err
    assert "counted in hands" in run_brag(capsys, "tournament", "--jobs", "1", "--seats", "hard,easy",
                                          "--games", "2").err
    assert "unknown level" in run_brag(capsys, "tournament", "--jobs", "1", "--seats", "hard,expert",
                                       "--hands", "2").err
    assert "2 to 4 players" in run_brag(capsys, "tournament", "--jobs", "1", "--variant", "crash", "--seats",
                                        "hard,easy,easy,easy,easy").err


def test_text_output_has_a_row_per_seat(capsys):
    out = run_brag(capsys, "tournament", "--jobs", "1", "--seats", "medium,easy", "--hands", "20").out
    assert "P1    medium" in out and "P2    easy" in out


def test_batch_means_interval_widens_with_blocks_that_disagree():
    steady = [1.0, -1.0] * 200
    drifting = [1.0] * 200 + [-1.0] * 200
    assert batch_ci95(drifting) > 5 * batch_ci95(steady)


def _players(*specs):
    return [ComputerPlayer.from_spec(spec) for spec in specs]


def test_hard_is_ahead_of_three_random_players():
    result = run_tournament("three-card", _players("hard", "random", "random", "random"), count=1500, seed=1)
    hard, others = result.seats[0], result.seats[1:]
    assert hard.net_per_hand - max(s.net_per_hand for s in others) > hard.ci95


def test_hard_wins_most_games_of_bastard_brag_for_lives_against_random_players():
    result = run_tournament("bastard", _players("hard", "random", "random"), count=40, seed=1)
    assert result.seats[0].games_won >= 0.55 * result.games


def test_hard_is_ahead_of_three_medium_players():
    result = run_tournament("three-card", _players("hard", "medium", "medium", "medium"), count=1500, seed=2)
    hard, others = result.seats[0], result.seats[1:]
    assert hard.net_per_hand - max(s.net_per_hand for s in others) > hard.ci95
