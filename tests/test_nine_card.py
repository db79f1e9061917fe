"""Nine Card Brag: one test per rule of RULES.md's section, and a hand-written history replayed."""

from pathlib import Path

import pytest
from arrange_helpers import arranged, balances, play, refused
from cli_helpers import run_brag

from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game

DEAL = {"Ann": "Ah Ad Ac 7s 8s 9s 2c 2s 5d", "Bob": "Qh Qd Qc 5h 6h 7h 3d 3s 4c",
        "Cy": "Kh Kd Kc 10c 10d Jc 3h 3c 4d"}
SETS = ("Ann set Ah Ad Ac / 7s 8s 9s / 2c 2s 5d", "Bob set Qh Qd Qc / 5h 6h 7h / 3d 3s 4c",
        "Cy set Kh Kd Kc / 10c 10d Jc / 3h 3c 4d")
HISTORY = Path(__file__).parent / "histories" / "nine-card.toml"


def nine(deal=DEAL, **rules):
    return arranged("nine-card", "Ann Bob Cy", deal, **rules)


def pots(game):
    return [(p["name"], p["winners"], p["amount"]) for p in game.result.as_dict()["pots"]]


def test_two_to_five_players_nine_cards_each():
    game = new_game("nine-card", [f"P{i}" for i in range(5)], seed=2)
    game.start_hand()
    assert all(len(cards) == 9 for cards in game.hand.deal.values()) and len(game.pack) == 52 - 45
    for count in (1, 6):
        with pytest.raises(IllegalAction, match="needs 2 to 5 players"):
            new_game("nine-card", [f"P{i}" for i in range(count)])


def test_four_antes_each_one_to_each_set_pot_and_one_to_the_main_pot():
    game = nine(ante=2)
    assert balances(game) == {"Ann": -8, "Bob": -8, "Cy": -8}
    assert game.set_pots == [6, 6, 6] and game.pot == 6 and game.view(0).pot == 24


def test_three_hands_are_set():
    game = nine()
    refused(game, "Ann set Ah Ad Ac / 7s 8s 9s", "set 3 hands, not 2")
    refused(game, "Ann set Ah Ad Ac / 7s 8s 9s / 2c 2s", "hand 3 has 2 cards")
    play(game, "Ann set Ah Ad Ac / 7s 8s 9s / 2c 2s 5d")
    assert game.to_act == 1


def test_out_of_order_is_a_foul_that_takes_nothing_and_cannot_take_the_main_pot():
    game = nine()
    # Ann's aces and running flush would win sets 1 and 2; set last and first they are a foul.
    play(game, "Ann set 2c 2s 5d / 7s 8s 9s / Ah Ad Ac", *SETS[1:])
    assert game.result.fouls == ("Ann",)
    assert pots(game) == [("set 1", ["Cy"], 3), ("set 2", ["Bob"], 3), ("set 3", ["Bob", "Cy"], 3),
                          ("main", [], 4)]
    assert balances(game)["Ann"] == -4


def test_each_set_pot_goes_to_the_strongest_hand_at_its_position():
    game = nine()
    play(game, *SETS)
    assert pots(game)[:2] == [("set 1", ["Ann"], 3), ("set 2", ["Ann"], 3)]


def test_a_tie_splits_a_set_pot_and_the_odd_chips_go_to_the_main_pot():
    game = nine()
    play(game, *SETS)  # Bob and Cy both hold 3-3-4 third
    assert pots(game)[2] == ("set 3", ["Bob", "Cy"], 3)
    assert balances(game) == {"Ann": 2, "Bob": -3, "Cy": -3} and game.pot == 4


def test_winning_all_three_sets_takes_the_main_pot_which_is_carried_until_then():
    game = nine()
    play(game, *SETS)
    assert game.result.end == "carried" and game.result.winner is None and game.chips_in_pots() == 4
    game.start_hand({"Ann": "Qh Qd Qc 2c 3c 4c 7d 7s 6h", "Bob": "Ah Ad Ac As Ks Qs Jd Jh 2h",
                     "Cy": "Kh Kd Kc 9c 10c Jc 5s 5c 8d"})
    assert game.pot == 7
    play(game, "Bob set Ah Ad Ac / As Ks Qs / Jd Jh 2h", "Cy set Kh Kd Kc / 9c 10c Jc / 5s 5c 8d",
         "Ann set Qh Qd Qc / 2c 3c 4c / 7d 7s 6h")
    assert game.result.winner == "Bob" and game.result.pot == 7 and pots(game)[3] == ("main", ["Bob"], 7)
    assert game.chips_in_pots() == 0 and balances(game) == {"Ann": -2, "Bob": 9, "Cy": -7}


def test_replay_json_of_a_hand_written_history(capsys):
    # Every deal: 4 antes each, 3 to each set pot, 3 to the main pot.
    # Hand 1: Ann wins sets 1 and 2; Bob and Cy split set 3 (1 each, 1 to the main pot): main 4 carried.
    # Hand 2: Bob wins all three sets (9) and the main pot (4 + 3 = 7).
    # Hand 3: Ann's three prials would win everything but are out of order; Cy wins all: 9 + 3.
    data = run_brag(capsys, "replay", "--json", str(HISTORY)).json()
    hands = data["hands"]
    assert [(h["end"], h["winner"], h["pot"], h["fouls"]) for h in hands] == [
        ("carried", None, 4, []), ("showdown", "Bob", 7, []), ("showdown", "Cy", 3, ["Ann"])]
    assert hands[0]["pots"] == [{"name": "set 1", "winners": ["Ann"], "amount": 3},
                                {"name": "set 2", "winners": ["Ann"], "amount": 3},
                                {"name": "set 3", "winners": ["Bob", "Cy"], "amount": 3},
                                {"name": "main", "winners": [], "amount": 4}]
    assert [p["winners"] for p in hands[2]["pots"]] == [["Cy"]] * 4
    assert data["balances"] == {"Ann": -6, "Bob": 5, "Cy": 1}


def test_brag_rules_shows_the_ante_and_the_player_limits(capsys):
    data = run_brag(capsys, "rules", "--variant", "nine-card", "--json").json()
    assert data["rules"] == {"ante": 1, "min_players": 2, "max_players": 5, "coach": False}
