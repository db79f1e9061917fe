"""House variations of Three, Four and Five Card Brag (RULES.md, "Variations the sources describe"):
the pot limit on the opening bet, the box and the showdown by agreement."""

import pytest
from helpers import new_game, play, state_of

from bragtui.core.cards import parse_cards
from bragtui.core.errors import IllegalAction, RulesError
from bragtui.core.rules import load_rules

FIVE = "Ann Bob Cy Dee Ed"


def refused(game, text, message):
    before = state_of(game)
    with pytest.raises(IllegalAction) as caught:
        game.act(text)
    assert message in str(caught.value)
    assert state_of(game) == before


# --- max_bet = "pot" ------------------------------------------------------------------------------

def test_pot_limit_opening_five_players_ante_one_allows_at_most_five():
    game = new_game(FIVE, max_bet="pot", blind=False)
    game.start_hand()
    bet = next(c for c in game.legal_actions() if c.verb == "bet")
    assert (bet.least, bet.most) == (1, 5)
    refused(game, "Ann bet 6", "the most you can bet is 5")
    play(game, "Ann bet 5")
    # Later bets follow max_raise as before: the stake plus 10.
    bet = next(c for c in game.legal_actions() if c.verb == "bet")
    assert (bet.least, bet.most) == (5, 15)


def test_pot_limit_opening_counts_a_carried_pot_and_halves_for_a_blind_opener():
    game = new_game("Ann Bob Cy", max_bet="pot")
    game.start_hand()
    play(game, "Ann bet 1", "Bob fold", "Cy fold")  # Ann blind alone: the pot of 4 is carried
    game.start_hand()
    assert game.hand.betting.pot == 7
    opener = game.to_act
    bet = next(c for c in game.legal_actions(opener) if c.verb == "bet")
    assert (bet.least, bet.most) == (1, 3)  # a blind bet of 3 is worth 6; 4 would be worth 8 > 7


def test_pot_limit_opening_never_below_the_least_bet():
    game = new_game("Ann Bob Cy", max_bet="pot", ante=0, min_bet=2, blind=False)
    game.start_hand()
    bet = next(c for c in game.legal_actions() if c.verb == "bet")
    assert (bet.least, bet.most) == (2, 2)


def test_pot_limit_opening_is_refused_outside_three_four_and_five_card():
    for variant in ("three-card", "four-card", "five-card"):
        assert load_rules(variant, ["max_bet=pot"]).max_bet == "pot"
    with pytest.raises(RulesError, match='"pot" is a rule of three-card, four-card, five-card only'):
        load_rules("bastard-money", ["max_bet=pot"])
    with pytest.raises(RulesError, match="expected a whole number"):
        load_rules("three-card", ["max_bet=pots"])


# --- box ------------------------------------------------------------------------------------------

def test_box_ranks_above_every_three_card_hand_fours_highest_then_aces_down():
    from bragtui.core.cards import parse_cards
    from bragtui.core.hands import evaluate

    def value(text):
        return evaluate(parse_cards(text), box=True)

    threes = evaluate(parse_cards("3c 3d 3h"))
    twos = value("2c 2d 2h 2s")
    assert twos.score > threes.score and twos.describe() == "Box of twos"
    assert value("4c 4d 4h 4s 2c").score > value("Ac Ad Ah As").score > value("Kc Kd Kh Ks 3c").score
    assert value("4c 4d 4h 4s").describe() == "Box of fours"
    # Without the rule four of a kind is a prial, the fourth card a discard.
    assert evaluate(parse_cards("2c 2d 2h 2s")).describe() == "Prial of twos"


def test_wild_cards_never_make_a_box():
    from bragtui.core.cards import parse_cards
    from bragtui.core.hands import evaluate

    assert evaluate(parse_cards("Kc Kd Kh 2s"), "twos", box=True).describe() == "Prial of kings"
    assert evaluate(parse_cards("Kc Kd 2h 2s"), "twos", box=True).type_name == "prial"
    assert evaluate(parse_cards("Kc Kd Kh Ks 2s"), "twos", box=True).describe() == "Box of kings"


BOX_DEAL = {"Ann": "Kc Kd Kh Ks 5d", "Bob": "3c 3d 3h 9s 8s", "Cy": "2c 7d 9h Jc Qd"}


def test_a_box_is_kept_whole_and_the_rest_discarded():
    game = new_game(variant="five-card", box=True, blind=False)
    game.start_hand(BOX_DEAL)
    assert next(c for c in game.legal_actions() if c.verb == "discard").cards == 1
    refused(game, "Ann discard Ks", "a box (four of a kind) is kept whole")
    refused(game, "Ann discard Kc 5d", "discard exactly 1 card")
    play(game, "Ann discard 5d")
    assert game.view(0).cards == tuple(parse_cards("Kc Kd Kh Ks"))


def test_a_box_beats_a_prial_of_threes_at_a_see_and_shuffles_the_pack():
    game = new_game(variant="five-card", box=True, blind=False)
    game.start_hand(BOX_DEAL)
    play(game, "Ann discard 5d", "Ann bet 1", "Bob discard 9s 8s", "Bob bet 1", "Cy discard 2c 7d", "Cy fold",
         "Ann see")
    result = game.results[-1]
    assert result.winner == "Ann" and result.prial_won
    assert result.as_dict()["shown"]["Ann"] == "Kc Kd Kh Ks"


def test_four_card_box_needs_no_discard_and_a_blind_box_counts():
    game = new_game(variant="four-card", box=True, blind=False)
    game.start_hand({"Ann": "9c 9d 9h 9s", "Bob": "3c 3d 3h 2s", "Cy": "2c 7d 8h Jc"})
    assert not any(c.verb == "discard" for c in game.legal_actions())
    blind = new_game("Ann Bob", variant="four-card", box=True)
    blind.start_hand({"Ann": "3c 3d 3h 2s", "Bob": "9c 9d 9h 9s"})
    play(blind, "Ann bet 1", "Bob bet 1", "Ann see")
    assert blind.results[-1].winner == "Bob"


def test_without_the_box_rule_four_of_a_kind_is_discarded_down_to_three():
    game = new_game(variant="five-card", blind=False)
    game.start_hand(BOX_DEAL)
    assert next(c for c in game.legal_actions() if c.verb == "discard").cards == 2


def test_box_is_a_rule_of_four_and_five_card_only():
    assert load_rules("four-card", ["box=true"]).box
    with pytest.raises(RulesError, match="box does not apply to three-card"):
        load_rules("three-card", ["box=true"])


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "random"])
def test_a_computer_holding_a_box_keeps_it(level):
    import random

    from bragtui.core.brag.actions import Discard
    from bragtui.players import ComputerPlayer

    game = new_game(variant="five-card", box=True, blind=False)
    game.start_hand(BOX_DEAL)
    view = game.view(0)
    action = ComputerPlayer(level).choose(view, view.legal, random.Random(2))
    assert action == Discard(0, tuple(parse_cards("5d")))


@pytest.mark.parametrize("variant, rules", [("three-card", {"max_bet": "pot"}), ("five-card", {"box": True}),
                                            ("four-card", {"box": True, "max_bet": "pot"})])
def test_computers_play_every_level_to_the_end_with_the_variation(variant, rules):
    from bragtui.core.rules import load_rules
    from bragtui.players import ComputerPlayer
    from bragtui.players.tournament import run_tournament

    in_force = load_rules(variant, [f"{key}={str(value).lower()}" for key, value in rules.items()])
    players = [ComputerPlayer.from_spec(spec, rules=in_force) for spec in ("hard:bold", "medium", "easy", "random")]
    result = run_tournament(variant, players, count=40, seed=3, rules=in_force)
    assert result.hands == 40
