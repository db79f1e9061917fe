"""Crash (Thirteen-Card Brag): setting, scoring, crashes, bonuses, redeals, and the solver."""

import random
from itertools import combinations

import pytest
from helpers import shown_text

from bragtui.core.cards import CARDS, parse_cards
from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game
from bragtui.core.history import history_toml, load_history, replay_summary
from bragtui.core.sethand.arrangement import NINE, check_arrangement, order_hands
from bragtui.core.sethand.crash_solver import expected_points, greedy_arrangement, legal_groups, suggest

ANN = "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc"
BOB = "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"


def crash(players="Ann Bob", deal=None, **rules):
    names = players.split()
    g = new_game("crash", names, dealer=len(names) - 1, seed=4, **rules)
    g.start_hand(deal if deal is not None else {"Ann": ANN, "Bob": BOB})
    return g


def refused(g, text, message):
    before = (repr(g.hand.sets), tuple(g.scores), len(g.results))
    with pytest.raises(IllegalAction) as caught:
        g.act(text)
    assert message in str(caught.value)
    assert (repr(g.hand.sets), tuple(g.scores), len(g.results)) == before


def test_two_to_four_players_thirteen_cards_each_the_rest_unused():
    g = new_game("crash", ["Ann", "Bob", "Cy", "Dee"], seed=1)
    g.start_hand()
    assert all(len(cards) == 13 for cards in g.hand.deal.values()) and len(g.pack) == 0
    g3 = new_game("crash", ["Ann", "Bob", "Cy"], seed=1)
    g3.start_hand()
    assert len(g3.pack) == 52 - 39
    with pytest.raises(IllegalAction, match="needs 2 to 4 players"):
        new_game("crash", ["A", "B", "C", "D", "E"])


def test_set_hands_are_kept_as_placed():
    g = crash()
    g.act("Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c")
    assert [[str(c) for c in group] for group in g.hand.sets[0]] == [
        ["3h", "3d", "3s"], ["Ah", "Ad", "Kc"], ["9s", "9h", "2c"]]
    assert g.view(0).my_set is not None and g.view(1).my_set is None


def test_hands_out_of_order_are_a_foul_that_loses_the_game():
    # Two players: Ann's hands are out of order, so Bob wins the game without a position scored.
    g = crash()
    play_sets(g, "Ann set 9s 9h 2c / Ah Ad Kc / 3h 3d 3s", "Bob set As Ac 2d")
    result = g.result
    assert result.fouls == ("Ann",) and result.as_dict()["fouls"] == ["Ann"]
    assert g.game_over and g.game_winner == "Bob" and result.positions == () and g.scores == [0, 0]
    assert result.shown["Ann"][0] == tuple(parse_cards("9s 9h 2c"))  # shown as placed
    # The history keeps the set as placed, so its replay finds the same foul.
    summary = replay_summary(load_history(history_toml(g), "x"))
    assert summary["hands"][0]["fouls"] == ["Ann"] and summary["game_winner"] == "Bob"


def test_a_foul_takes_no_further_part_and_the_others_play_on():
    g = new_game("crash", ["Ann", "Bob", "Cy"], dealer=2, seed=4)
    g.start_hand({"Ann": ANN, "Bob": BOB, "Cy": "4h 4d 4s 5h 5s 6c 6h 7c 7d 8h 10d Jd Qc"})
    play_sets(g, "Ann set 9s 9h 2c / 3h 3d 3s", "Bob set As Ac 2d / Qs Qh 4c", "Cy set 4h 4d 4s / 5h 5s 6c")
    assert g.result.fouls == ("Ann",) and not g.game_over
    # Ann's prial of threes would have won the first position; without her, Cy's fours do.
    assert [p.winner for p in g.result.positions] == ["Cy", "Bob"] and g.scores == [0, 1, 1]
    g.start_hand()
    assert g.hand.dealer == 1 and g.hand.order == [2, 1]  # Ann is passed over, as dealer and player
    assert g.view(0).out == (True, False, False) and g.legal_actions(0) == ()
    play_sets(g, *(f"{g.players[s]} set" for s in list(g.hand.order)))
    assert g.result.points.keys() == {"Bob", "Cy"}


def test_if_every_player_left_fouls_nobody_wins():
    g = crash()
    play_sets(g, "Ann set 9s 9h 2c / 3h 3d 3s", "Bob set Qs Qh 4c / As Ac 2d")
    assert g.result.fouls == ("Ann", "Bob") and g.game_over and g.game_winner is None
    with pytest.raises(IllegalAction, match="the game is over"):
        g.start_hand()


def test_a_hand_weaker_than_a_pair_is_refused_with_the_reason():
    g = crash()
    refused(g, "Ann set 3h 3d 3s / Kd 5d 7h", "hand 2 (Kd 5d 7h) is only high card, K-7-5: each set hand "
                                                "must be a pair or better")
    refused(g, "Ann set 3h 3d 3s / 3h Ah Ad", "3h is used twice")
    refused(g, "Ann set 3h 3d As", "you do not hold As")
    refused(g, "Ann set 3h 3d / Ah Ad Kc", "hand 1 has 2 cards")
    refused(g, "Ann set 3h 3d 3s / / Ah Ad Kc", "hand 2 is empty")
    refused(g, "Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c / Kd Kc 5d / Jc 7h 5d",
            "set at most 4 hands")
    refused(g, "Bob set As Ac 2d", "it is Ann's turn")


def test_fewer_hands_are_allowed_and_do_not_compete_at_missing_positions():
    g = crash()
    play_sets(g, "Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c",
              "Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    positions = g.hand.result.positions
    assert [p.winner for p in positions] == ["Ann", "Ann", "Bob", "Bob"]
    assert list(positions[3].hands) == ["Bob"]  # Ann had no fourth hand
    assert g.scores == [2, 2] and g.results[-1].points == {"Ann": 2, "Bob": 2}
    assert g.results[-1].winner is None  # level on points this hand


def play_sets(g, *texts):
    for text in texts:
        g.act(text)


def test_a_stick_up_scores_nothing():
    g = crash(deal={"Ann": "7s 7h Qc 2c 2d 5h 9c Jd 4s 6h 8d Kc 3d",
                    "Bob": "7c 7d Qd 3s 3h 5s 9h Js 4h 6c 8s Ks 2h"})
    play_sets(g, "Ann set 7s 7h Qc / 2c 2d 5h", "Bob set 7c 7d Qd / 3s 3h 5s")
    assert g.hand.result.positions[0].winner is None and g.hand.result.positions[1].winner == "Bob"
    assert g.scores == [0, 1]


def test_winning_all_four_positions_is_a_crash_and_wins_the_game():
    g = crash(deal={"Ann": "3h 3d 3s Ah Ad Ac Kh Kd Ks Qh Qd Qs 2c",
                    "Bob": "2d 2h 5c 5d 9c 9d Jc Jd 4h 6s 7c 8s 10c"})
    play_sets(g, "Ann set 3h 3d 3s / Ah Ad Ac / Kh Kd Ks / Qh Qd Qs",
              "Bob set Jc Jd 4h / 5d 9c 9d / 2d 2h 5c")
    assert g.game_winner == "Ann" and "a crash" in g.view(None).log[-1]
    with pytest.raises(IllegalAction, match="game is over"):
        g.start_hand()


def test_four_of_a_kind_bonus_goes_to_the_highest_four_only():
    # Ann sets all four aces; Bob all four fours: fours rank above aces, so only Bob gets the point.
    g = crash(deal={"Ann": "Ah Ad Ac As 2c 2d 5h 9c Jd 3s 6h 8d Kc",
                    "Bob": "4h 4d 4c 4s 7c 7d 9h Js 3h 6c 8s Ks 2h"},
              target=20)
    play_sets(g, "Ann set Ah Ad Ac / As 2c 2d", "Bob set 4h 4d 4c / 4s 7c 7d")
    # Ann's aces beat Bob's fours at position 1, Bob's sevens win position 2, and Bob's set
    # fours outrank Ann's set aces for the bonus.
    assert g.results[-1].points == {"Ann": 1, "Bob": 2}
    assert "Bob has all four fours set" in g.view(None).log[-1]


def test_four_of_a_kind_with_a_card_discarded_gets_no_bonus():
    g = crash(deal={"Ann": "Ah Ad Ac As 2c 2d 5h 9c Jd 3s 6h 8d Kc",
                    "Bob": "4h 4d 7s 4s 7c 7d 9h Js 3h 6c 8s Ks 2h"}, target=20)
    play_sets(g, "Ann set Ah Ad Ac", "Bob set 7c 7d 7s / 4h 4d 4s")  # Ann's As is discarded
    assert g.results[-1].points == {"Ann": 1, "Bob": 1}
    assert not any("all four" in line for line in g.view(None).log)


def test_six_pairs_may_be_declared_and_the_same_dealer_deals_again():
    g = crash(deal={"Ann": "2c 2d 5h 5c 9c 9d Jd Js 3s 3h 6h 6d Kc",
                    "Bob": "4h 4d 7s 4s 7c 8c 9h Jh Ah 6c 8s Ks 2h"})
    assert [c.verb for c in g.legal_actions()] == ["set", "redeal"]
    g.act("Ann redeal")
    assert g.results[-1].end == "redeal" and g.scores == [0, 0]
    g.start_hand()
    hand = g.hand
    assert hand.dealer == g.hands[0].dealer


def test_redeal_needs_six_pairs():
    g = crash()
    refused(g, "Ann redeal", "only a player with six pairs")


def test_a_thirteen_card_run_wins_the_game_at_once():
    g = crash(deal={"Ann": "Ah Kd Qc Js 10h 9d 8c 7s 6h 5d 4c 3s 2h",
                    "Bob": "As Ac Qs Qh Jh Jd 10s 10d 8h 8d 4d 6d 2d"})
    assert g.game_winner == "Ann" and g.hand_over and "thirteen-card run" in g.view(None).log[-1]


def test_play_to_the_target_stops_at_once():
    g = crash(target=1)
    play_sets(g, "Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c",
              "Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    assert g.game_winner == "Ann" and len(g.hand.result.positions) == 1  # later positions never turned up
    assert "Bob" in g.results[-1].shown and shown_text(g.results[-1])["Bob"] == "As Ac 2d"


def test_street_scoring():
    g = crash(scoring="street", target=30)
    play_sets(g, "Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c",
              "Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    assert g.scores == [4 + 3, 2 + 1]


def test_views_keep_arrangements_private_until_the_showdown():
    g = crash()
    g.act("Ann set 3h 3d 3s / Ah Ad Kc")
    bob = g.view(1)
    assert bob.my_set is None and bob.positions == () and bob.has_set == (True, False)
    assert "3h" not in " ".join(bob.log)
    g.act("Bob set As Ac 2d")
    assert len(g.view(1).positions) == 2


def test_history_round_trip_and_replay_json():
    g = crash()
    g.act("Ann set 3h 3d 3s / Ah Ad Kc")
    assert state_of_crash(load_history(history_toml(g), "x")) == state_of_crash(g)
    g.act("Bob set As Ac 2d / Qs Qh 4c")
    summary = replay_summary(load_history(history_toml(g), "x"))
    assert summary["scores"] == {"Ann": 2, "Bob": 0} and summary["hands"][0]["points"] == {"Ann": 2, "Bob": 0}


def state_of_crash(g):
    return (tuple(g.scores), repr(g.hand.sets), g.pack.cards, g.to_act, tuple(g.results))


# --- the solver ---------------------------------------------------------------------------------

def test_solver_never_returns_an_illegal_arrangement_and_beats_greedy():
    rng = random.Random(7)
    pack = list(CARDS[:52])
    for _ in range(300):
        cards = rng.sample(pack, 13)
        for opponents in (1, 3):
            best = suggest(cards, opponents)
            check_arrangement(cards, best)
            greedy = greedy_arrangement(cards)
            assert expected_points(best, opponents) >= expected_points(greedy, opponents) - 1e-9


def _every_arrangement(cards, hands):
    """Every way to split ``cards`` into ``hands`` three-card hands, strongest first."""
    if not hands:
        yield []
        return
    first, rest = cards[0], cards[1:]
    for pair in combinations(rest, 2):
        left = [c for c in rest if c not in pair]
        for others in _every_arrangement(left, hands - 1):
            yield order_hands([[first, *pair], *others])


def test_solver_finds_the_best_of_every_arrangement_of_nine_cards():
    # The search passes over hands sharing a card with one set; trying every split of the cards
    # proves it still finds the best expected points.
    rng = random.Random(11)
    for _ in range(6):
        cards = rng.sample(list(CARDS[:52]), NINE.cards_each)
        for opponents in (1, 4):
            best = max(expected_points(arrangement, opponents, layout=NINE)
                       for arrangement in _every_arrangement(cards, NINE.hands))
            found = suggest(cards, opponents, layout=NINE)
            check_arrangement(cards, found, NINE)
            assert expected_points(found, opponents, layout=NINE) == pytest.approx(best, abs=1e-12)


def test_greedy_sets_the_strongest_hand_left_each_time():
    cards = parse_cards("2c 9s 4c Ah 2d Kh 9h 5d Qh")
    assert [[str(c) for c in g] for g in greedy_arrangement(cards, NINE)] == [
        ["Ah", "Kh", "Qh"], ["9s", "9h", "5d"], ["2c", "4c", "2d"]]


def test_solver_finds_the_known_best_arrangement():
    # Four prials: the best is to set all four, strongest first.
    cards = parse_cards("3h 3d 3s Ah Ad Ac Kh Kd Ks Qh Qd Qs 2c")
    assert [[str(c) for c in g] for g in suggest(cards)] == [
        ["3h", "3d", "3s"], ["Ah", "Ad", "Ac"], ["Kh", "Kd", "Ks"], ["Qh", "Qd", "Qs"]]
    # A prial of aces plus pairs: greedy takes the prial first and spoils a pair,
    # while splitting the aces would lose; the solver keeps four hands.
    cards = parse_cards("Ah Ad Ac 7s 7h 5c 5d 9s 9h Kc 2d 3h Jc")
    best = suggest(cards)
    assert len(best) == 4 and sorted(str(c) for c in best[0]) == ["Ac", "Ad", "Ah"]


def test_legal_groups_are_pairs_or_better():
    cards = parse_cards("Ah Ad 7c 2s 9h Kd 4c 6s 8h Jd 3c 5s Qh")
    assert all(g.strength >= 0 for g in legal_groups(cards))
    assert {tuple(sorted(str(c) for c in g.cards)) for g in legal_groups(cards)} >= {("7c", "Ad", "Ah")}
    assert suggest(parse_cards("2c 9d")) == []
