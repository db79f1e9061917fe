"""Seven Card Brag played as one hand (seven_as = "one-hand"): the best three of seven, four
discarded on looking, the discards breaking ties, Three Card Brag's betting and blind play."""

import pytest
from helpers import new_game, play, state_of

from bragtui.core.cards import parse_cards
from bragtui.core.errors import IllegalAction

DEAL = {"Ann": "Ah Ad Ac 2s 3d 9h Jc", "Bob": "Kh Kd 7c 7s 4d 5h 6c", "Cy": "2c 3c 4c 8d 9d Tc Qs"}


def one_hand(players="Ann Bob Cy", **rules):
    return new_game(players, variant="seven-card", seven_as="one-hand", **rules)


def test_seven_cards_each_and_three_card_betting():
    game = one_hand()
    game.start_hand()
    assert all(len(game.view(seat).cards or ()) == 0 and game.view(seat).card_count == 7 for seat in range(3))
    assert {c.verb for c in game.legal_actions()} == {"look", "bet", "fold"}


def test_looking_calls_for_four_discards_and_the_best_three_play():
    game = one_hand()
    game.start_hand(DEAL)
    play(game, "Ann look")
    assert next(c for c in game.legal_actions() if c.verb == "discard").cards == 4
    before = state_of(game)
    with pytest.raises(IllegalAction, match="discard exactly 4 cards"):
        game.act("Ann discard 2s 3d 9h")
    assert state_of(game) == before
    with pytest.raises(IllegalAction, match="discard 4 cards first, down to three"):
        game.act("Ann bet 2")
    play(game, "Ann discard 2s 3d 9h Jc", "Ann bet 2", "Bob look", "Bob discard 7c 7s 4d 5h", "Bob bet 2",
         "Cy fold", "Ann see")
    result = game.results[-1]
    assert result.winner == "Ann" and result.prial_won
    assert result.as_dict()["shown"] == {"Bob": "Kh Kd 6c", "Ann": "Ah Ad Ac"}


def test_the_discards_break_ties_past_the_two_highest():
    # Both play A-K-Q of mixed suits; their discards agree in the three highest and differ in the fourth.
    deal = {"Ann": "Ah Kd Qc 9s 8d 7h 5c", "Bob": "As Kc Qd 9h 8c 7s 4d", "Cy": "2c 3c 4c 8h 9d Tc 2s"}
    game = one_hand(blind=False)
    game.start_hand(deal)
    play(game, "Ann discard 9s 8d 7h 5c", "Ann bet 1", "Bob discard 9h 8c 7s 4d", "Bob bet 1",
         "Cy discard 2c 3c 4c 2s", "Cy fold", "Ann see")
    assert game.results[-1].winner == "Ann"  # 9-8-7-5 beats 9-8-7-4
    again = one_hand(blind=False)
    again.start_hand(deal)
    play(again, "Ann discard 9s 8d 7h 5c", "Ann bet 1", "Bob discard 9h 8c 7s 4d", "Bob bet 1",
         "Cy discard 2c 3c 4c 2s", "Cy fold", "Ann see")
    assert again.results[-1].as_dict()["shown"]["Ann"] == "Ah Kd Qc"


def test_a_blind_hand_counts_its_best_three_of_seven():
    game = one_hand("Ann Bob")
    game.start_hand({"Ann": "Ah Ad Ac 2s 3d 9h Jc", "Bob": "Kh Kd 7c 7s 4d 5h 6c"})
    play(game, "Ann bet 1", "Bob bet 1", "Ann see")
    assert game.results[-1].winner == "Ann"


def test_a_blind_player_alone_carries_the_pot_but_not_at_a_full_table_of_seven():
    game = one_hand()
    game.start_hand()
    play(game, "Ann bet 1", "Bob fold", "Cy fold")
    assert game.results[-1].end == "carried"
    game.start_hand()
    assert game.view(0).seats[0].two_hands
    full = one_hand("Ann Bob Cy Dee Ed Flo Gus")
    full.start_hand()
    play(full, "Ann bet 1", *(f"{name} fold" for name in ["Bob", "Cy", "Dee", "Ed", "Flo", "Gus"]))
    assert full.results[-1].end == "fold" and full.results[-1].winner == "Ann"


def test_two_hands_is_still_the_default_game():
    game = new_game(variant="seven-card")
    game.start_hand()
    assert {c.verb for c in game.legal_actions()} == {"set"}
    with pytest.raises(IllegalAction, match="played as two hands at this table"):
        game.act(f"{game.players[game.to_act]} look")
    assert game.refusals(game.to_act)["bet"].startswith("Seven Card Brag is played as two hands")
    one = one_hand()
    one.start_hand()
    with pytest.raises(IllegalAction, match="played as one hand at this table"):
        one.act(f"{one.players[one.to_act]} set 2c 3c 4c / 5c 6c 7c")


def test_parse_cards_of_seven_are_a_hand():
    from bragtui.core.hands import evaluate

    assert evaluate(parse_cards("Ah Ad Ac 2s 3d 9h Jc")).describe() == "Prial of aces"


def test_computers_play_seven_as_one_hand_at_every_level():
    from bragtui.core.rules import load_rules
    from bragtui.players import ComputerPlayer
    from bragtui.players.tournament import run_tournament

    rules = load_rules("seven-card", ["seven_as=one-hand"])
    players = [ComputerPlayer.from_spec(spec, rules=rules) for spec in ("hard:bold", "medium", "easy", "random")]
    assert run_tournament("seven-card", players, count=30, seed=5, rules=rules).hands == 30


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_computer_keeps_its_best_three_of_seven(level):
    import random

    from bragtui.core.brag.actions import Discard
    from bragtui.players import ComputerPlayer

    game = one_hand(blind=False)
    game.start_hand(DEAL)
    view = game.view(0)
    action = ComputerPlayer(level).choose(view, view.legal, random.Random(1))
    assert action == Discard(0, tuple(parse_cards("2s 3d 9h Jc")))
    game.apply(action)
    view = game.view(0)
    assert ComputerPlayer(level).choose(view, view.legal, random.Random(1)).verb == "bet"


def test_between_equal_threes_the_one_with_fewer_wild_cards_wins_before_the_discards():
    # Ann's Q-J and a wild two make K-Q-J, as Bob's natural K-Q-J; Ann's discards are the higher.
    deal = {"Ann": "Qh Jd 2c 10s 8d 6c 4h", "Bob": "Ks Qc Jh 9h 7c 5s 3d"}
    game = one_hand("Ann Bob", blind=False, wild="twos")
    game.start_hand(deal)
    play(game, "Ann discard 10s 8d 6c 4h", "Ann bet 1", "Bob discard 9h 7c 5s 3d", "Bob see")
    result = game.results[-1]
    assert result.winner == "Bob"
    assert result.as_dict()["shown"] == {"Ann": "Qh Jd 2c", "Bob": "Ks Qc Jh"}
