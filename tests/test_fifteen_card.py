"""Fifteen Card Brag: one test per rule of RULES.md's section, and a hand-written history replayed."""

from pathlib import Path

import pytest
from arrange_helpers import arranged, balances, play, refused
from cli_helpers import run_brag

from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game

ANN = "Ah Ad Ac Kh Kd Kc 2h 3h 4h 9s 9d 5c 7s 7d 6c"
BOB = "Qh Qd Qc Jh Jd Jc 10s 10d 10c 8s 8d 8c 5s 5d 5h"
ANN_SET = "Ann set Ah Ad Ac / Kh Kd Kc / 2h 3h 4h / 9s 9d 5c / 7s 7d 6c"
BOB_SET = "Bob set Qh Qd Qc / Jh Jd Jc / 10s 10d 10c / 8s 8d 8c / 5s 5d 5h"
HISTORY = Path(__file__).parent / "histories" / "fifteen-card.toml"


def fifteen(deal=None, players="Ann Bob", **rules):
    return arranged("fifteen-card", players, deal if deal is not None else {"Ann": ANN, "Bob": BOB}, **rules)


def test_two_or_three_players_fifteen_cards_each_and_no_money():
    game = new_game("fifteen-card", ["Ann", "Bob", "Cy"], seed=2)
    game.start_hand()
    assert all(len(cards) == 15 for cards in game.hand.deal.values()) and len(game.pack) == 52 - 45
    assert "ante" not in game.rules.as_dict() and game.chips_in_pots() == 0
    for count in (1, 4):
        with pytest.raises(IllegalAction, match="needs 2 to 3 players"):
            new_game("fifteen-card", [f"P{i}" for i in range(count)])


def test_five_hands_are_set():
    game = fifteen()
    refused(game, "Ann set Ah Ad Ac / Kh Kd Kc / 2h 3h 4h / 9s 9d 5c", "set 5 hands, not 4")
    play(game, ANN_SET)
    assert game.to_act == 1


def test_the_strongest_hand_at_each_position_wins_a_trick_and_ties_win_nobody():
    game = fifteen()
    play(game, ANN_SET, BOB_SET)
    assert [p.winner for p in game.result.positions] == ["Ann", "Ann", "Bob", "Bob", "Bob"]
    tied = fifteen({"Ann": "Qh Qd Qc Jh Jd Jc Ks Kc 9h 5s 5d 6c 10h 8c 7d",
                    "Bob": "Ah Ad Ac 2c 2d 2s Kh Kd 9c 4s 4d 6h 3c 3d 7h"})
    play(tied, "Ann set Qh Qd Qc / Jh Jd Jc / Ks Kc 9h / 5s 5d 6c / 10h 8c 7d",
         "Bob set Ah Ad Ac / 2c 2d 2s / Kh Kd 9c / 4s 4d 6h / 3c 3d 7h")
    assert [p.winner for p in tied.result.positions] == ["Bob", "Ann", None, "Ann", "Bob"]


def test_most_tricks_scores_a_point_and_a_tie_for_most_scores_nobody():
    game = fifteen()
    play(game, ANN_SET, BOB_SET)
    assert game.result.tricks == {"Ann": 2, "Bob": 3} and game.result.winner == "Bob"
    assert game.scores == [0, 1] and balances(game) == {"Ann": 0, "Bob": 0}
    tied = fifteen({"Ann": "Qh Qd Qc Jh Jd Jc Ks Kc 9h 5s 5d 6c 10h 8c 7d",
                    "Bob": "Ah Ad Ac 2c 2d 2s Kh Kd 9c 4s 4d 6h 3c 3d 7h"})
    play(tied, "Ann set Qh Qd Qc / Jh Jd Jc / Ks Kc 9h / 5s 5d 6c / 10h 8c 7d",
         "Bob set Ah Ad Ac / 2c 2d 2s / Kh Kd 9c / 4s 4d 6h / 3c 3d 7h")
    assert tied.result.tricks == {"Ann": 2, "Bob": 2} and tied.result.winner is None and tied.scores == [0, 0]


def test_a_foul_wins_no_tricks():
    game = fifteen()
    # Ann's first two tricks would be hers, but her run is set before her prials.
    play(game, "Ann set 2h 3h 4h / Ah Ad Ac / Kh Kd Kc / 9s 9d 5c / 7s 7d 6c", BOB_SET)
    assert game.result.fouls == ("Ann",) and game.result.tricks == {"Ann": 0, "Bob": 5}


def test_first_to_the_target_wins_the_game():
    game = fifteen(target=1)
    play(game, ANN_SET, BOB_SET)
    assert game.game_over and game.game_winner == "Bob"
    with pytest.raises(IllegalAction, match="the game is over"):
        game.start_hand()
    assert new_game("fifteen-card", ["Ann", "Bob"]).rules.target == 5


def test_replay_json_of_a_hand_written_history(capsys):
    # Hand 1: Ann's prials of aces and kings take two tricks, Bob's lower prials three: Bob 1 point.
    # Hand 2: two tricks each and a tie (K-K-9 against K-K-9): nobody scores.
    # Hand 3: Ann's kings are set before her aces, a foul: Bob takes all five tricks and,
    # at 2 points, the game.
    data = run_brag(capsys, "replay", "--json", str(HISTORY)).json()
    hands = data["hands"]
    assert [(h["winner"], h["tricks"], h["points"], h["fouls"]) for h in hands] == [
        ("Bob", {"Ann": 2, "Bob": 3}, {"Ann": 0, "Bob": 1}, []),
        (None, {"Ann": 2, "Bob": 2}, {"Ann": 0, "Bob": 0}, []),
        ("Bob", {"Ann": 0, "Bob": 5}, {"Ann": 0, "Bob": 1}, ["Ann"])]
    assert data["scores"] == {"Ann": 0, "Bob": 2} and data["game_winner"] == "Bob"


def test_brag_rules_shows_the_target_and_no_money(capsys):
    data = run_brag(capsys, "rules", "--variant", "fifteen-card", "--json").json()
    assert data["rules"] == {"min_players": 2, "max_players": 3, "target": 5, "coach": False}
    bad = run_brag(capsys, "rules", "--variant", "fifteen-card", "--set", "ante=2")
    assert bad.status == 2 and "ante does not apply to fifteen-card" in bad.err
