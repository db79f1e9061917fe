"""House variations of Three, Four and Five Card Brag (RULES.md, "Variations the sources describe"):
the pot limit on the opening bet, the box and the showdown by agreement."""

import pytest
from helpers import new_game, play, refused

from bragtui.core.cards import parse_cards
from bragtui.core.errors import RulesError
from bragtui.core.rules import load_rules

FIVE = "Ann Bob Cy Dee Ed"


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


# --- showdown by agreement ------------------------------------------------------------------------

FOUR = "Ann Bob Cy Dee"
AGREE_DEAL = {"Ann": "Qh Qd 5c", "Bob": "Kh 9s 4d", "Cy": "7c 7d 2h", "Dee": "As Ac 3s"}


def agreed_game(players=FOUR, deal=AGREE_DEAL, **rules):
    game = new_game(players, agreed_showdown=True, blind=False, **rules)
    game.start_hand(deal)
    return game


def test_a_showdown_by_agreement_shows_every_hand_and_the_best_takes_the_pot():
    game = agreed_game()
    play(game, "Ann bet 2", "Bob propose")
    assert [c.verb for c in game.legal_actions()] == ["agree", "disagree"] and game.to_act == 2
    assert game.view(None).proposer == "Bob"
    refused(game, "Cy bet 2", "first answer Bob's proposal of a showdown: agree or disagree")
    play(game, "Cy agree", "Dee agree")
    assert game.to_act == 0  # Ann, asked last, clockwise from Bob's left
    play(game, "Ann agree")
    result = game.results[-1]
    assert (result.end, result.agreed, result.winner, result.pot, result.seer) == ("showdown", True, "Dee", 6, None)
    assert set(result.as_dict()["shown"]) == {"Ann", "Bob", "Cy", "Dee"}
    assert dict(zip(game.players, game.money.balances, strict=True)) == {"Ann": -3, "Bob": -1, "Cy": -1, "Dee": 5}
    assert game.view(1).log[-1] == "Ann agrees"


def test_a_refusal_ends_the_proposal_and_the_proposer_acts_as_usual():
    game = agreed_game()
    play(game, "Ann propose", "Bob agree", "Cy disagree")
    assert game.to_act == 0 and "propose" not in {c.verb for c in game.legal_actions()}
    assert game.refusals(0)["propose"] == "your proposal was refused: act as usual"
    refused(game, "Ann propose", "your proposal was refused: act as usual")
    play(game, "Ann bet 1", "Bob bet 1", "Cy bet 1", "Dee bet 1")
    assert "propose" in {c.verb for c in game.legal_actions()}  # a later turn may propose again


def test_agreement_needs_three_players_left_and_answers_need_a_proposal():
    game = agreed_game()
    refused(game, "Ann agree", "agree and disagree answer a proposal of a showdown, and none is made")
    play(game, "Ann bet 1", "Bob fold", "Cy fold")
    assert game.refusals(3)["propose"] == "a showdown by agreement needs three or more players left"
    refused(game, "Dee propose", "a showdown by agreement needs three or more players left")


def test_equal_best_hands_share_and_the_odd_chip_goes_first_clockwise_from_the_dealers_left():
    deal = {"Ann": "Qh Qd 5c", "Bob": "Kh Kd 4d", "Cy": "Ks Kc 4h", "Dee": "7s 7c 3s"}
    game = agreed_game(deal=deal)  # Dee deals: Ann is first from the dealer's left
    play(game, "Ann bet 1", "Bob propose", "Cy agree", "Dee agree", "Ann agree")
    result = game.results[-1]
    assert result.winner is None and result.winners == ("Bob", "Cy") and result.pot == 5
    assert dict(zip(game.players, game.money.balances, strict=True)) == {"Ann": -2, "Bob": 2, "Cy": 1, "Dee": -1}


def test_a_prial_winning_an_agreed_showdown_shuffles_the_pack():
    deal = {**AGREE_DEAL, "Cy": "7c 7d 7h"}
    game = agreed_game(deal=deal)
    play(game, "Ann propose", "Bob agree", "Cy agree", "Dee agree")
    assert game.results[-1].winner == "Cy" and game.results[-1].prial_won and game.shuffle_next


def test_two_blind_hands_keep_one_unseen_before_the_agreed_showdown():
    game = new_game(FOUR, agreed_showdown=True)
    game.start_hand()
    play(game, "Ann bet 1", "Bob fold", "Cy fold", "Dee fold")  # Ann blind alone: she keeps her hand
    game.start_hand()
    seat = game.to_act
    names = game.players
    play(game, f"{names[seat]} propose", *(f"{names[s]} agree" for s in (2, 3, 0) if s != seat))
    assert game.hand.choosing == 0 and [c.verb for c in game.legal_actions()] == ["choose"]
    play(game, "Ann choose old")
    assert game.results[-1].agreed and len(game.results[-1].as_dict()["shown"]["Ann"].split()) == 3


def test_each_pot_goes_to_the_best_hand_in_it_after_a_cover():
    game = new_game(FOUR, agreed_showdown=True, blind=False, money="stacks", buy_in=4)
    game.start_hand()
    play(game, "Ann bet 2", "Bob bet 2", "Cy fold", "Dee fold", "Ann fold")  # Ann is left with 1 chip
    game.start_hand({"Ann": "As Ac 3s", "Bob": "Kh 9s 4d", "Cy": "Qh Qd 5c", "Dee": "7c 7d 2h"})
    assert game.view(None).seats[0].status == "all in"  # her ante was her last chip
    play(game, "Bob bet 1", "Cy bet 1", "Dee propose", "Bob agree", "Cy agree")
    result = game.results[-1]
    # Ann's aces take the main pot (the antes); she is not in the side pot, which Cy's queens take.
    assert [(share.winner, share.amount) for share in result.pots] == [("Ann", 4), ("Cy", 2)]
    assert result.coverers == ("Ann",) and result.all_in == ("Ann",)


def test_the_agreement_is_refused_without_the_house_rule_and_for_bastard_brag_for_lives():
    game = new_game(FOUR, blind=False)
    game.start_hand(AGREE_DEAL)
    assert game.refusals(0)["propose"] == "a showdown by agreement is not played at this table (agreed_showdown is off)"
    refused(game, "Ann propose", "agreed_showdown is off")
    refused(game, "Ann agree", "agreed_showdown is off")
    with pytest.raises(RulesError, match="agreed_showdown does not apply to bastard"):
        load_rules("bastard", ["agreed_showdown=true"])
    assert load_rules("bastard-money", ["agreed_showdown=true"]).agreed_showdown


def test_bastard_brag_for_money_agrees_a_showdown_in_its_betting_only():
    import random

    from bragtui.core.actions import Bet
    from bragtui.core.simulate import random_action

    game = new_game(FOUR, variant="bastard-money", agreed_showdown=True)
    game.start_hand()
    seat = game.to_act
    refused(game, f"{game.players[seat]} propose", "the betting starts after the exchanges")
    rng = random.Random(4)
    while game.view(None).phase != "betting":
        game.apply(random_action(game, game.to_act, rng))
    seat = game.to_act
    assert "propose" in {c.verb for c in game.legal_actions()}
    game.apply(Bet(seat, 1))
    proposer = game.to_act
    play(game, f"{game.players[proposer]} propose",
         *(f"{game.players[s]} agree" for s in (1, 2, 3, 0, 1, 2, 3)[proposer:proposer + 3]))
    assert game.results[-1].end == "showdown" and game.results[-1].agreed and len(game.results[-1].shown) == 4
    game.start_hand()
    while game.view(None).phase != "betting":
        game.apply(random_action(game, game.to_act, rng))
    refused(game, f"{game.players[game.to_act]} agree", "agree and disagree answer a proposal")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_computers_agree_with_a_strong_hand_and_refuse_with_a_weak_one(level):
    import random

    from bragtui.core.brag.actions import Agree, Disagree
    from bragtui.players import ComputerPlayer

    player = ComputerPlayer(level)
    for asked, expected in ((3, Agree), (2, Disagree)):  # Dee holds a pair of aces, Cy 9-5-2, the worst
        deal = {**AGREE_DEAL, "Cy": "2c 5d 9h"}
        game = agreed_game(deal=deal)
        play(game, "Ann bet 1", "Bob propose", *(["Cy agree"] if asked == 3 else []))
        view = game.view(asked)
        assert isinstance(player.choose(view, view.legal, random.Random(1)), expected), (level, asked)


@pytest.mark.parametrize("variant", ["three-card", "five-card", "bastard-money"])
def test_computers_play_every_level_to_the_end_with_showdowns_by_agreement(variant):
    from bragtui.core.rules import load_rules
    from bragtui.players import ComputerPlayer
    from bragtui.players.tournament import run_tournament

    rules = load_rules(variant, ["agreed_showdown=true"])
    players = [ComputerPlayer.from_spec(spec, rules=rules) for spec in ("hard:bold", "medium", "easy", "random")]
    assert run_tournament(variant, players, count=40, seed=3, rules=rules).hands == 40


def test_four_wild_cards_of_one_rank_are_no_box():
    game = new_game(variant="four-card", box=True, blind=False, wild="twos")
    game.start_hand({"Ann": "2c 2d 2h 2s", "Bob": "3c 3d 3h 9s", "Cy": "5c 7d 8h Jc"})
    assert next(c for c in game.legal_actions() if c.verb == "discard").cards == 1
    refused(game, "Ann bet 1", "discard 1 card first, down to three")
