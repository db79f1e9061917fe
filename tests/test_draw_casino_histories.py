"""``brag replay --json`` for hand-written Draw and Casino Brag histories, checked against outcomes
worked out by hand, and ``brag odds --casino``, ``brag rules`` and ``brag simulate`` for both."""

from pathlib import Path

import pytest
from cli_helpers import run_brag

HISTORIES = Path(__file__).parent / "histories"


def test_the_casino_history_replays_to_the_outcomes_worked_out_by_hand(capsys):
    result = run_brag(capsys, "replay", str(HISTORIES / "casino-example.toml"), "--json")
    assert result.status == 0, result.err
    data = result.json()
    first, second = data["hands"]
    # Hand 1, against the house's K-8-3 (it qualifies): Ann's Q-6-4 loses ante 5 and play 5;
    # Bob's pair wins ante and play (10) and the pair plus of 2 at 1 to 1; Cy's running flush
    # wins ante and play (20), the ante bonus (4 x 10) and the pair plus (30 x 1).
    assert first["net"] == {"Ann": -10, "Bob": 10 + 2, "Cy": 20 + 40 + 30}
    assert first["pot"] == 5 + 5 + 2 + 5 + 5 + 1 + 10 + 10
    assert first["shown"] == {"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "Cy": "5c 6c 7c", "house": "Kc 8d 3h"}
    # Hand 2, against J-9-2 (it does not qualify): Bob folds his ante of 3 (his hand is not
    # shown); Cy's ante of 2 is paid even money; Ann's prial wins the ante (1), the ante bonus
    # (5 x 1) and the pair plus (40 x 4).
    assert second["net"] == {"Ann": 1 + 5 + 160, "Bob": -3, "Cy": 2}
    assert "Bob" not in second["shown"] and second["shown"]["house"] == "Jc 9d 2c"
    assert data["balances"] == {"Ann": 156, "Bob": 9, "Cy": 92}
    assert data["in_progress"] is False


def test_the_draw_history_replays_to_the_outcomes_worked_out_by_hand(capsys):
    result = run_brag(capsys, "replay", str(HISTORIES / "draw-example.toml"), "--json")
    assert result.status == 0, result.err
    data = result.json()
    first, second = data["hands"]
    # Before the draw: blinds 1 and 2, Cy calls 2, Dee raises (2 + 4), Ann calls blind for half
    # of the 5 she owes (3), Bob folds, Cy calls 4: a pot of 18. After it: Cy bets 8, Dee raises
    # (16), Ann folds, Cy calls 8: 50 in all. Cy drew 7h (a run), Dee drew Qh (a prial).
    assert (first["end"], first["winner"], first["pot"]) == ("showdown", "Dee", 50)
    assert first["shown"] == {"Cy": "5c 6d 7h", "Dee": "Qs Qd Qh"}
    # Hand 2: Bob's small blind calls blind for 1, Cy checks: equal hands share the pot of 4.
    # As in every game, a shared pot names no single winner (HAND-HISTORY.md).
    assert (second["winner"], second["winners"], second["pot"]) == (None, ["Bob", "Cy"], 4)
    assert data["balances"] == {"Ann": -4, "Bob": -2, "Cy": -(2 + 4 + 8 + 8), "Dee": 50 - 22}


@pytest.mark.parametrize("old, new, reason", [
    ('"Cy look", "Cy call", "Dee look", "Dee raise"', '"Cy look", "Cy check"', "you owe chips"),
    ('"Ann draw", "Cy draw 9h"', '"Ann draw 7c", "Cy draw 9h"', "look at your cards before giving any up"),
])
def test_an_illegal_draw_action_stops_the_replay_with_one_line(capsys, tmp_path, old, new, reason):
    text = (HISTORIES / "draw-example.toml").read_text().replace(old, new)
    path = tmp_path / "bad.toml"
    path.write_text(text)
    result = run_brag(capsys, "replay", str(path), "--json")
    assert result.status == 1 and reason in result.err and len(result.err.splitlines()) == 1


def test_an_illegal_casino_action_stops_the_replay_with_one_line(capsys, tmp_path):
    text = (HISTORIES / "casino-example.toml").read_text().replace('"Ann ante 5", "Bob', '"Ann play", "Bob')
    path = tmp_path / "bad.toml"
    path.write_text(text)
    result = run_brag(capsys, "replay", str(path))
    assert result.status == 1
    assert result.err.strip() == ('brag replay: hand 1, action 1 "Ann play": every player stakes first: '
                                  'play or fold once the cards are dealt')


def test_a_casino_deal_without_the_house_hand_is_refused(capsys, tmp_path):
    text = (HISTORIES / "casino-example.toml").read_text().replace(', house = "Kc 8d 3h"', "")
    path = tmp_path / "bad.toml"
    path.write_text(text)
    result = run_brag(capsys, "replay", str(path))
    assert result.status == 1 and "the deal gives no cards to house" in result.err


def test_brag_odds_casino_json(capsys):
    result = run_brag(capsys, "odds", "--casino", "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert set(data) == {"ante_edge", "pair_plus_edge", "dealer_qualifies", "play_from"}
    assert data["play_from"] == "Q-6-4"
    refused = run_brag(capsys, "odds", "--casino", "--set", "qualify=K")
    assert refused.status == 2 and "qualify" in refused.err and "Traceback" not in refused.err


@pytest.mark.parametrize("variant", ["draw", "casino", "dealers-choice"])
def test_brag_rules_prints_every_key_commented_and_reads_it_back(capsys, tmp_path, variant):
    result = run_brag(capsys, "rules", "--variant", variant)
    assert result.status == 0
    lines = result.out.splitlines()
    for index, line in enumerate(lines):
        if " = " in line and not line.startswith("#"):
            assert lines[index - 1].startswith("# "), line  # every key follows its comment
    path = tmp_path / "rules.toml"
    path.write_text(result.out)
    again = run_brag(capsys, "rules", "--variant", variant, "--rules", str(path), "--json")
    assert again.status == 0, again.err


def test_brag_odds_casino_refuses_options_that_do_not_apply(capsys):
    for extra in (("--wild", "twos"), ("--players", "3"), ("--table",), ("--variant", "teen-patti")):
        result = run_brag(capsys, "odds", "--casino", *extra)
        assert result.status == 2 and len(result.err.splitlines()) == 1
    assert "--casino is Casino Brag's house edge, not teen-patti's: leave out --variant" in result.err
    assert run_brag(capsys, "odds", "--casino", "--variant", "casino", "--json").status == 0
    result = run_brag(capsys, "odds", "--casino", "Qh", "6d", "4c", "--json")
    assert result.json()["play"] is True
    result = run_brag(capsys, "odds", "Qh", "6d", "4c", "--set", "qualify=none")
    assert result.status == 2 and "--rules and --set are for --casino" in result.err
