"""The house variations' hand histories (tests/histories), worked out by hand, checked by
``brag replay --json``."""

from pathlib import Path

import pytest
from cli_helpers import run_brag

HISTORIES = Path(__file__).resolve().parent / "histories"

EXPECTED = {
    "agreed-showdown": ({"end": "showdown", "agreed": True, "winner": "Dee", "pot": 11,
                         "shown": {"Ann": "Qh Qd 5c", "Bob": "Kh 9s 4d", "Cy": "7c 7d 2h", "Dee": "As Ac 3s"}},
                        {"Ann": -2, "Bob": -3, "Cy": -3, "Dee": 8}),
    "pot-opening": ({"end": "see", "winner": "Ann", "pot": 25, "shown": {"Bob": "Kh 9s 4d", "Ann": "Qh Qd 5c"}},
                    {"Ann": 12, "Bob": -9, "Cy": -1, "Dee": -1, "Ed": -1}),
    "box-five-card": ({"end": "see", "winner": "Ann", "pot": 23, "shown": {"Bob": "3c 3d 3h", "Ann": "Kc Kd Kh Ks"}},
                      {"Ann": 8, "Bob": -7, "Cy": -1}),
    "seven-one-hand": ({"end": "see", "winner": "Ann", "pot": 7, "shown": {"Bob": "As Kc Jd", "Ann": "Ah Kd Jc"}},
                       {"Ann": 3, "Bob": -2, "Cy": -1}),
    "casino-pair-plus-alone": ({"end": "showdown", "winner": None, "pot": 9,
                                "shown": {"Bob": "Ks Qd 9c", "house": "Qc Jd 4h"}, "net": {"Ann": 5, "Bob": 4}},
                               {"Ann": 5, "Bob": 4}),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_history_replays_as_worked_out_by_hand(capsys, name):
    result = run_brag(capsys, "replay", str(HISTORIES / f"{name}.toml"), "--json")
    assert result.status == 0, result.err
    data = result.json()
    hand, balances = EXPECTED[name]
    (only,) = data["hands"]
    assert {key: only[key] for key in hand} == hand
    assert data["balances"] == balances and not data["in_progress"]


@pytest.mark.parametrize("name, old, new, message", [
    ("agreed-showdown", '"Dee disagree", "Bob bet 2"', '"Dee disagree", "Bob propose"',
     'hand 1, action 6 "Bob propose": your proposal was refused: act as usual'),
    ("agreed-showdown", '"Ann bet 1", "Bob look"', '"Ann bet 1", "Bob agree"',
     'hand 1, action 2 "Bob agree": agree and disagree answer a proposal of a showdown, and none is made'),
    ("pot-opening", '"Ann bet 2", "Bob look"', '"Ann bet 3", "Bob look"',
     'hand 1, action 1 "Ann bet 3": the most you can bet is 2'),
    ("box-five-card", '"Ann discard 5d"', '"Ann discard Kc"',
     'hand 1, action 2 "Ann discard Kc": a box (four of a kind) is kept whole: discard the other cards'),
    ("seven-one-hand", '"Ann discard 9s 7d 5h 3c"', '"Ann discard 9s 7d 5h"',
     'hand 1, action 2 "Ann discard 9s 7d 5h": discard exactly 4 cards'),
    ("casino-pair-plus-alone", '\npair_plus_alone = true', '\npair_plus_alone = false',
     'hand 1, action 2 "Ann stand": a pair plus alone is not played at this table (pair_plus_alone is off)'),
])
def test_a_history_breaking_the_variation_stops_with_one_line(capsys, tmp_path, name, old, new, message):
    text = (HISTORIES / f"{name}.toml").read_text()
    assert old in text
    path = tmp_path / "bad.toml"
    path.write_text(text.replace(old, new, 1))
    result = run_brag(capsys, "replay", str(path))
    assert result.status == 1
    assert result.err.strip() == f"brag replay: {message}"
