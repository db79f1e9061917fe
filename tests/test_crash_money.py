"""Crash for money: the stake settled at the end of the game (fixed, per point, double for a
pointless loser under street scoring, as if at the target after an instant win) and the four of
a kind's fee."""

from arrange_helpers import arranged, balances, play

from bragtui.core.history import history_toml, load_history, replay_summary
from bragtui.core.results import outcome_lines

ANN = "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc"
BOB = "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"
CY = "4h 4d 4s 5h 5s 6c 6h 7c 7d 8h 10d Jd Qc"
THREE = {"Ann": ANN, "Bob": BOB, "Cy": CY}
CRASHER = {"Ann": "3h 3d 3s Ah Ad Ac Kh Kd Ks Qh Qd Qs 2c", "Bob": "2d 2h 5c 5d 9c 9d Jc Jd 4h 6s 7c 8s 10c"}
CRASH_SETS = ("Ann set 3h 3d 3s / Ah Ad Ac / Kh Kd Ks / Qh Qd Qs", "Bob set Jc Jd 4h / 5d 9c 9d / 2d 2h 5c")


def three_player_game(**rules):
    """Hand 1: Ann 2 points, Bob 2, Cy 0. Hand 2: Ann's prial of threes takes her to 3, the target."""
    game = arranged("crash", "Ann Bob Cy", THREE, target=3, **rules)
    play(game, "Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c", "Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d",
         "Cy set 4h 4d 4s / 5h 5s 6c")
    assert game.scores == [2, 2, 0] and balances(game) == {"Ann": 0, "Bob": 0, "Cy": 0}
    game.start_hand(THREE)
    play(game, "Bob set As Ac 2d", "Cy set 4h 4d 4s", "Ann set 3h 3d 3s")
    assert game.game_winner == "Ann" and game.scores == [3, 2, 0]
    return game


def test_no_stake_no_money():
    assert balances(three_player_game()) == {"Ann": 0, "Bob": 0, "Cy": 0}


def test_fixed_settling_each_loser_pays_the_stake():
    assert balances(three_player_game(stake=2)) == {"Ann": 4, "Bob": -2, "Cy": -2}


def test_per_point_settling_pays_the_stake_for_each_point_behind():
    game = three_player_game(stake=2, settle="per-point")
    assert balances(game) == {"Ann": 8, "Bob": -2, "Cy": -6}  # Bob 1 behind, Cy 3 behind
    assert [(p.payer, p.amount) for p in game.result.payments] == [("Bob", 2), ("Cy", 6)]
    assert "Cy pays Ann 6 for the game." in outcome_lines(game.result)


def test_street_scoring_doubles_a_loser_with_no_points():
    # Street scoring: Ann's first position is worth 4 and her second 3: 7, the target.
    game = arranged("crash", "Ann Bob", {"Ann": ANN, "Bob": BOB}, scoring="street", stake=3)
    play(game, "Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c", "Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    assert game.game_winner == "Ann" and game.scores == [7, 0]
    assert balances(game) == {"Ann": 6, "Bob": -6}


def test_after_a_crash_losers_settle_as_if_the_winner_had_the_target():
    game = arranged("crash", "Ann Bob", CRASHER, stake=1, settle="per-point")
    play(game, *CRASH_SETS)
    assert game.game_winner == "Ann" and game.scores == [4, 0] and game.result.crash == "Ann"
    assert balances(game) == {"Ann": 7, "Bob": -7}  # 7 (the target) behind, not 4


def test_after_a_thirteen_card_run_losers_settle_as_if_the_winner_had_the_target():
    game = arranged("crash", "Ann Bob", {"Ann": "Ah Kd Qc Js 10h 9d 8c 7s 6h 5d 4c 3s 2h",
                                         "Bob": "As Ac Qs Qh Jh Jd 10s 10d 8h 8d 4d 6d 2d"},
                    stake=2, settle="per-point", scoring="street")
    assert game.game_winner == "Ann" and balances(game) == {"Ann": 28, "Bob": -28}  # 2 x 7, doubled


def test_the_four_of_a_kind_fee_is_paid_by_every_other_player():
    game = arranged("crash", "Ann Bob Cy", {"Ann": "Ah Ad Ac As 2c 2d 5h 9c Jd 3s 6h 8d Kc",
                                            "Bob": "4h 4d 4c 4s 7c 7d 9h Js 3h 6c 8s Ks 2h",
                                            "Cy": "Qh Qd 10c 10d 5c 5s 7h 9d Jc 3c 6d 8c Kh"},
                    target=20, four_fee=2)
    play(game, "Ann set Ah Ad Ac / As 2c 2d", "Bob set 4h 4d 4c / 4s 7c 7d", "Cy set Qh Qd 10c / 10d 5c 5s")
    assert game.result.four_of_a_kind == ("Bob", 4)
    assert balances(game) == {"Ann": -2, "Bob": 4, "Cy": -2}
    assert [(p.payer, p.payee, p.reason) for p in game.result.payments] == [("Ann", "Bob", "four"),
                                                                          ("Cy", "Bob", "four")]


def test_the_ledger_and_replay_json_show_the_money():
    game = three_player_game(stake=2, settle="per-point")
    view = game.view(0)
    assert [seat.balance for seat in view.seats] == [8, -2, -6]
    summary = replay_summary(load_history(history_toml(game), "x"))
    assert summary["balances"] == {"Ann": 8, "Bob": -2, "Cy": -6}
    assert summary["hands"][1]["payments"] == [{"from": "Bob", "to": "Ann", "amount": 2, "for": "game"},
                                               {"from": "Cy", "to": "Ann", "amount": 6, "for": "game"}]
