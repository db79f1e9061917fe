"""Seven Card Brag: one test per rule of RULES.md's section, and a hand-written history replayed."""

from pathlib import Path

import pytest
from arrange_helpers import arranged, balances, play, refused
from cli_helpers import run_brag

from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game

ANN = "Ah Ad Kc 7s 7h 2c 9d"
BOB = "Ks Kd Kh 3c 4h 5h 8s"
CY = "Qs Qh Qd 2d 3d 4d Jc"
DEAL = {"Ann": ANN, "Bob": BOB, "Cy": CY}
HISTORY = Path(__file__).parent / "histories" / "seven-card.toml"


def seven(deal=DEAL, players="Ann Bob Cy", **rules):
    return arranged("seven-card", players, deal, **rules)


def test_two_to_seven_players_seven_cards_each():
    game = new_game("seven-card", [f"P{i}" for i in range(7)], seed=2)
    game.start_hand()
    assert all(len(cards) == 7 for cards in game.hand.deal.values()) and len(game.pack) == 52 - 49
    for count in (1, 8):
        with pytest.raises(IllegalAction, match="needs 2 to 7 players"):
            new_game("seven-card", [f"P{i}" for i in range(count)])


def test_everyone_antes_into_the_pot():
    game = seven(ante=2)
    assert balances(game) == {"Ann": -2, "Bob": -2, "Cy": -2} and game.chips_in_pots() == 6


def test_one_card_is_discarded_and_six_set_as_exactly_two_hands():
    game = seven()
    refused(game, "Ann set Ah Ad Kc", "set 2 hands, not 1")
    refused(game, "Ann set Ah Ad Kc / 7s 7h 9d / 2c", "set at most 2 hands")
    refused(game, "Ann set Ah Ad Kc / 7s 7h", "hand 2 has 2 cards")
    refused(game, "Ann set Ah Ad Kc / 7s 7h As", "you do not hold As")
    play(game, "Ann set Ah Ad Kc / 7s 7h 9d")  # 2c is the discard; a hand need not be a pair
    assert game.view(0).my_set == tuple(tuple(g) for g in game.hand.sets[0])


def test_hands_out_of_order_are_a_foul_that_cannot_win_the_pot():
    # Bob's hands would win both positions, but his weaker hand is first: Cy's win instead.
    game = seven({"Ann": "Jh 9d 2c 7s 7h 4c 5d", "Bob": "Ks Kd 8s Qh Qd Qc 3h", "Cy": "Js Jd 2d 6c 6d 10h 3s"})
    play(game, "Ann set 7s 7h Jh / 9d 5d 4c", "Bob set Ks Kd 8s / Qh Qd Qc", "Cy set Js Jd 10h / 6c 6d 3s")
    result = game.result
    assert result.fouls == ("Bob",) and result.as_dict()["fouls"] == ["Bob"]
    assert result.shown["Bob"][1] == tuple(game.hand.sets[1][1])  # shown as set, not reordered
    assert result.winner == "Cy" and balances(game) == {"Ann": -1, "Bob": -1, "Cy": 2}


def test_a_set_first_hand_equal_to_the_second_is_in_order():
    game = seven({"Ann": "Ah Ad 9c As Ac 9h 2c", "Bob": BOB, "Cy": CY})
    play(game, "Ann set Ah Ad 9c / As Ac 9h", "Bob set Ks Kd Kh / 3c 4h 5h", "Cy set Qs Qh Qd / 2d 3d 4d")
    assert game.result.fouls == ()


def test_hands_stay_hidden_until_all_are_set_then_all_are_shown():
    game = seven()
    play(game, "Ann set Ah Ad Kc / 7s 7h 9d")
    bob = game.view(1)
    assert bob.my_set is None and bob.has_set == (True, False, False) and "Ah" not in repr(bob.log)
    play(game, "Bob set Ks Kd Kh / 3c 4h 5h", "Cy set Qs Qh Qd / 2d 3d 4d")
    assert set(game.result.shown) == {"Ann", "Bob", "Cy"} and len(game.result.positions) == 2


def test_winning_both_hands_outright_takes_the_pot():
    game = seven({"Ann": ANN, "Bob": "Ks Kd Kh 2d 3d 4d 8s", "Cy": "Qs Qh Qd 3c 4h 5h Jc"})
    play(game, "Ann set Ah Ad Kc / 7s 7h 9d", "Bob set Ks Kd Kh / 2d 3d 4d", "Cy set Qs Qh Qd / 3c 4h 5h")
    assert game.result.winner == "Bob" and game.result.pot == 3
    assert balances(game) == {"Ann": -1, "Bob": 2, "Cy": -1} and game.chips_in_pots() == 0


def test_split_wins_carry_the_pot_and_everyone_antes_again_into_it():
    game = seven()
    play(game, "Ann set Ah Ad Kc / 7s 7h 9d", "Bob set Ks Kd Kh / 3c 4h 5h", "Cy set Qs Qh Qd / 2d 3d 4d")
    assert game.result.end == "carried" and game.result.winner is None and game.chips_in_pots() == 3
    game.start_hand()
    assert game.chips_in_pots() == 6 and balances(game) == {"Ann": -2, "Bob": -2, "Cy": -2}


def test_a_tie_at_a_position_is_won_by_nobody():
    # Ann and Bob tie with equal first hands; Ann's second hand is best, yet nobody wins both.
    game2 = seven({"Ann": "Ah Ad Kc Qs Qh 2d 2c", "Bob": "As Ac Kd 7s 7h 9d 3h", "Cy": "Js Jh 4d 5c 6c 8h 4s"})
    play(game2, "Ann set Ah Ad Kc / Qs Qh 2d", "Bob set As Ac Kd / 7s 7h 9d", "Cy set Js Jh 4d / 5c 6c 8h")
    first, second = game2.result.positions
    assert first.winner is None and second.winner == "Ann" and game2.result.winner is None


def test_replay_json_of_a_hand_written_history(capsys):
    # Hand 1: Bob's kings win the first hands, Cy's running flush the second: carried, 3 chips.
    # Hand 2: Ann's prial of threes and her A-K-Q run win both: she takes 3 antes + 3 carried.
    # Hand 3: Ann's aces would win the second hands, but she set them last: a foul; Bob's
    # queens and nines win both and take the 3 antes.
    data = run_brag(capsys, "replay", "--json", str(HISTORY)).json()
    hands = data["hands"]
    assert [(h["end"], h["winner"], h["pot"], h["fouls"]) for h in hands] == [
        ("carried", None, 3, []), ("showdown", "Ann", 6, []), ("showdown", "Bob", 3, ["Ann"])]
    assert hands[2]["shown"]["Ann"] == "Kh Kd 2c / Ah Ad As"
    assert data["balances"] == {"Ann": 3, "Bob": 0, "Cy": -3} and data["in_progress"] is False


def test_the_suggestion_plays_to_win_both_hands():
    # Only winning both positions takes the pot: no other way to keep six cards and split them
    # has a better chance of that than the suggestion, which always sets two hands in order.
    import random
    from itertools import combinations

    from bragtui.core.cards import NATURAL_CARDS
    from bragtui.core.sethand import crash_solver
    from bragtui.core.sethand.arrangement import SEVEN, in_order, order_hands

    below = crash_solver.win_tables(SEVEN).below

    def chance(pair):
        first, second = (crash_solver.ranking.strength3(*g) for g in pair)
        return below[0][first] ** 2 * below[1][second] ** 2

    rng = random.Random(5)
    for _ in range(40):
        cards = rng.sample(list(NATURAL_CARDS), 7)
        best = crash_solver.suggest(cards, 2, layout=SEVEN)
        assert len(best) == 2 and in_order(best)
        every = [order_hands([g, [c for c in kept if c not in g]])
                 for kept in combinations(cards, 6) for g in combinations(kept, 3)]
        assert chance(best) >= max(chance(p) for p in every) - 1e-12


def test_brag_rules_shows_the_ante_and_the_player_limits(capsys):
    data = run_brag(capsys, "rules", "--variant", "seven-card", "--json").json()
    assert {key: data["rules"][key] for key in ("ante", "min_players", "max_players", "seven_as")} == \
        {"ante": 1, "min_players": 2, "max_players": 7, "seven_as": "two-hands"}
    bad = run_brag(capsys, "rules", "--variant", "seven-card", "--set", "max_players=8")
    assert bad.status == 2 and "seven-card is for 2 to 7 players" in bad.err


def test_replay_stops_at_a_set_of_the_wrong_size_with_one_line(capsys, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(HISTORY.read_text().replace('"Ann set Ah Ad Kc / 7s 7h 9d"', '"Ann set Ah Ad Kc"'))
    result = run_brag(capsys, "replay", str(bad))
    assert result.status == 1 and result.err.count("\n") == 1
    assert 'hand 1, action 1 "Ann set Ah Ad Kc": set 2 hands, not 1' in result.err
