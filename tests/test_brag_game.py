"""Three, Four and Five Card Brag: one test (or more) per rule of RULES.md."""

import pytest
from helpers import balances, new_game, play, refused, shown_text, state_of

from bragtui.core import factory
from bragtui.core.cards import parse_cards
from bragtui.core.errors import IllegalAction
from bragtui.core.pack import standard_pack

DEAL3 = {"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"}


# --- ante, deal, turn order -----------------------------------------------------------------------

def test_everyone_antes_before_every_deal():
    game = new_game(ante=2, blind=False)
    game.start_hand(DEAL3)
    assert game.hand.betting.pot == 6
    assert balances(game) == {"Ann": -2, "Bob": -2, "Cy": -2}
    play(game, "Ann fold", "Bob fold")
    game.start_hand()
    assert balances(game) == {"Ann": -4, "Bob": -4, "Cy": 2}


def test_deal_one_card_at_a_time_clockwise_from_the_dealers_left():
    pack = standard_pack()
    game = new_game(pack=pack)  # Cy deals, so Ann gets the first card
    game.start_hand()
    holdings = game.hand.holdings
    assert holdings[0].cards == (pack[0], pack[3], pack[6])
    assert holdings[1].cards == (pack[1], pack[4], pack[7])
    assert holdings[2].cards == (pack[2], pack[5], pack[8])


def test_betting_starts_left_of_the_dealer_and_the_deal_passes_left():
    game = new_game(dealer="Ann", blind=False)
    game.start_hand()
    assert game.to_act == 1  # Bob, left of Ann
    play(game, "Bob fold", "Cy fold")
    game.start_hand()
    assert game.hand.dealer == 1 and game.to_act == 2


def test_only_the_player_on_turn_may_act():
    game = new_game(blind=False)
    game.start_hand(DEAL3)
    refused(game, "Bob bet 1", "it is Ann's turn, not Bob's")


# --- stakes -------------------------------------------------------------------------------------

def test_first_bet_between_min_and_max():
    game = new_game(blind=False, min_bet=2, max_bet=5)
    game.start_hand(DEAL3)
    refused(game, "Ann bet 1", "the least you can bet is 2")
    refused(game, "Ann bet 6", "the most you can bet is 5")
    game.act("Ann bet 5")


def test_no_equalising_every_turn_costs_the_stake_again():
    game = new_game(blind=False, ante=0)
    game.start_hand(DEAL3)
    play(game, "Ann bet 2", "Bob bet 4", "Cy bet 4")
    refused(game, "Ann bet 3", "the least you can bet is 4")
    game.act("Ann bet 4")
    assert game.hand.betting.paid == {0: 6, 1: 4, 2: 4}


def test_max_raise_limits_how_far_a_bet_exceeds_the_stake():
    game = new_game(blind=False, ante=0, max_raise=3)
    game.start_hand(DEAL3)
    game.act("Ann bet 2")
    refused(game, "Bob bet 6", "the most you can bet is 5")
    game.act("Bob bet 5")


def test_pot_limit_raise():
    game = new_game(blind=False, ante=1, max_raise="pot")
    game.start_hand(DEAL3)
    game.act("Ann bet 2")  # pot now 3 + 2 = 5
    refused(game, "Bob bet 8", "the most you can bet is 7")
    game.act("Bob bet 7")


# --- blind play -----------------------------------------------------------------------------------

def test_blind_player_pays_half_the_stake_rounded_up():
    game = new_game("Ann Bob Cy Dee", ante=0, max_raise=10)
    game.start_hand()
    play(game, "Ann look", "Ann bet 3")  # stake 3
    assert game.legal_actions()[1].least == 2  # Bob, blind: half of 3 rounded up
    play(game, "Bob bet 2")
    assert game.hand.betting.stake == 3  # paying exactly the half leaves the stake
    play(game, "Cy bet 3")  # blind, paying more than the half
    assert game.hand.betting.stake == 6
    play(game, "Dee look")
    refused(game, "Dee bet 5", "the least you can bet is 6")


def test_blind_first_bet_and_blind_maximum():
    game = new_game(ante=0, min_bet=2, max_bet=10)
    game.start_hand()
    bet = next(c for c in game.legal_actions() if c.verb == "bet")
    assert (bet.least, bet.most) == (1, 5)
    play(game, "Ann bet 1")
    assert game.hand.betting.stake == 2


def test_looking_only_on_your_own_turn_and_open_from_then_on():
    game = new_game(ante=0)
    game.start_hand()
    refused(game, "Bob look", "it is Ann's turn")
    play(game, "Ann bet 2", "Bob look")  # blind 2 is worth 4
    assert game.hand.betting.status[1] == "open"
    refused(game, "Bob bet 3", "the least you can bet is 4")  # open now: the full stake
    refused(game, "Bob look", "already looked")


def test_a_blind_players_cards_are_not_in_their_own_view_until_they_look():
    game = new_game(ante=0)
    game.start_hand(DEAL3)
    assert game.view(0).cards is None and game.view(0).card_count == 3
    game.act("Ann look")
    assert [str(c) for c in game.view(0).cards] == ["Ah", "Kd", "7c"]
    assert game.view(1).cards is None


# --- seeing ----------------------------------------------------------------------------------------

def two_left(**rules):
    game = new_game(ante=0, blind=False, **rules)
    game.start_hand(DEAL3)
    return game


def test_see_only_with_two_left_and_after_a_bet():
    game = new_game("Ann Bob", ante=0, blind=False)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    refused(game, "Bob see", "it is Ann's turn")
    # Bob deals, Ann acts first: no bet yet, so no see.
    assert "see" not in [c.verb for c in game.legal_actions()]
    refused(game, "Ann see", "only after a bet has been made")
    three = two_left()
    three.act("Ann bet 2")
    refused(three, "Bob see", "only when two players are left")


def test_open_sees_open_for_twice_the_stake_and_seen_hand_shown_first():
    game = two_left()
    play(game, "Ann bet 2", "Bob bet 3", "Cy fold")
    refused(game, "Ann see 3", "seeing costs 6, not 3")
    game.act("Ann see 6")
    result = game.results[-1]
    assert result.end == "see" and result.winner == "Bob"
    assert list(result.shown) == ["Bob"]  # the losing seer shows nothing
    assert result.pot == 11 and balances(game) == {"Ann": -8, "Bob": 8, "Cy": 0}


def test_seer_with_the_better_hand_shows_it_and_wins():
    game = two_left()
    play(game, "Ann bet 2", "Bob fold", "Cy bet 2", "Ann see")
    result = game.results[-1]
    assert result.winner == "Ann"
    assert list(result.shown) == ["Cy", "Ann"]
    assert shown_text(result) == {"Cy": "5c 6d 9h", "Ann": "Ah Kd 7c"}


def test_equal_hands_the_seer_loses_and_is_not_shown():
    game = new_game("Ann Bob", ante=0, blind=False)
    game.start_hand({"Ann": "7s 7h Qc", "Bob": "7c 7d Qd"})
    play(game, "Ann bet 1", "Bob see")
    result = game.results[-1]
    assert result.winner == "Ann" and list(result.shown) == ["Ann"]


def test_see_cost_equal_option():
    game = two_left(see_cost="equal")
    play(game, "Ann bet 2", "Bob bet 3", "Cy fold")
    refused(game, "Ann see 6", "seeing costs 3, not 6")
    game.act("Ann see 3")


def test_an_open_player_cannot_see_a_blind_player():
    game = new_game("Ann Bob", ante=0)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Ann look", "Ann bet 2", "Bob bet 1")
    assert "see" not in [c.verb for c in game.legal_actions()]
    refused(game, "Ann see", "an open player cannot see a blind player")


def test_blind_sees_open_for_the_open_stake_and_blind_sees_blind():
    game = new_game("Ann Bob", ante=0)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Ann look", "Ann bet 4", "Bob see 4")
    assert game.results[-1].winner == "Bob"
    both_blind = new_game("Ann Bob", ante=0)
    both_blind.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(both_blind, "Ann bet 2")  # stake 4
    refused(both_blind, "Bob see 8", "seeing costs 4")
    play(both_blind, "Bob see 4")
    assert both_blind.results[-1].winner == "Bob" and set(both_blind.results[-1].shown) == {"Ann", "Bob"}


def test_last_player_in_takes_the_pot_without_showing():
    game = new_game(blind=False)
    game.start_hand(DEAL3)
    play(game, "Ann bet 1", "Bob fold", "Cy fold")
    result = game.results[-1]
    assert (result.end, result.winner, result.pot, result.shown) == ("fold", "Ann", 4, {})


# --- a blind player left alone --------------------------------------------------------------------

def blind_alone(**rules):
    game = new_game(ante=1, **rules)
    game.start_hand(DEAL3)
    play(game, "Ann bet 1", "Bob look", "Bob fold", "Cy look", "Cy fold")
    return game


def test_blind_player_left_alone_carries_the_pot_and_keeps_the_hand():
    game = blind_alone()
    result = game.results[-1]
    assert (result.end, result.winner, result.pot, result.shown) == ("carried", None, 4, {})
    assert balances(game) == {"Ann": -2, "Bob": -1, "Cy": -1}
    game.start_hand({"Ann": "Qs Jd 4c", "Bob": "3s 3h 9c", "Cy": "8c 8d 2h"})
    hand = game.hand
    assert hand.betting.pot == 4 + 3  # carried pot plus everyone's ante again
    assert [str(c) for c in hand.old[0].cards] == ["Ah", "Kd", "7c"]
    assert [str(c) for c in hand.holdings[0].cards] == ["Qs", "Jd", "4c"]
    assert game.view(1).seats[0].two_hands


def test_blind_alone_take_option_wins_the_pot():
    game = blind_alone(blind_alone="take")
    assert game.results[-1].end == "fold" and game.results[-1].winner == "Ann"
    assert balances(game)["Ann"] == 2


def start_with_two_hands():
    game = blind_alone()
    game.start_hand({"Ann": "Qs Jd 4c", "Bob": "3s 3h 9c", "Cy": "8c 8d 2h"})
    return game


def test_two_blind_hands_look_then_keep_folds_the_other_unseen():
    game = start_with_two_hands()  # Ann deals now; Bob acts first
    play(game, "Bob look", "Bob bet 2", "Cy look", "Cy bet 2")
    refused(game, "Ann look", "say which hand")
    game.act("Ann look old")
    assert [str(c) for c in game.view(0).cards] == ["Ah", "Kd", "7c"]
    refused(game, "Ann bet 1", "keep or throw")
    game.act("Ann keep")
    assert game.hand.betting.status[0] == "open" and 0 not in game.hand.old
    assert [str(c) for c in game.hand.holdings[0].cards] == ["Ah", "Kd", "7c"]
    assert game.pack.cards[-3:] == parse_cards("Qs Jd 4c")  # folded unseen, to the bottom


def test_two_blind_hands_look_then_throw_stays_blind_with_the_other():
    game = start_with_two_hands()
    play(game, "Bob look", "Bob bet 2", "Cy look", "Cy bet 2", "Ann look new", "Ann throw")
    assert game.hand.betting.status[0] == "blind"
    assert [str(c) for c in game.hand.holdings[0].cards] == ["Ah", "Kd", "7c"]
    assert game.view(0).cards is None
    game.act("Ann look")  # may look at the remaining hand, now or later
    assert game.hand.betting.status[0] == "open"


def test_winning_blind_again_with_two_hands_keeps_one_unseen():
    game = start_with_two_hands()
    play(game, "Bob look", "Bob fold", "Cy look", "Cy fold")
    assert game.to_act == 0 and [c.verb for c in game.legal_actions()] == ["choose"]
    game.act("Ann choose new")
    assert game.results[-1].end == "carried"
    assert [str(c) for c in game.retained[1]] == ["Qs", "Jd", "4c"]
    game.start_hand({"Ann": "5h 5d 5s", "Bob": "3c 3d 9h", "Cy": "8s 8h 2d"})
    hand = game.hand
    assert len(hand.old) == 1 and [str(c) for c in hand.old[0].cards] == ["Qs", "Jd", "4c"]


def test_before_a_see_the_two_hand_player_keeps_one_unseen():
    game = start_with_two_hands()
    play(game, "Bob look", "Bob fold", "Cy look", "Cy bet 2", "Ann bet 1", "Cy bet 2", "Ann see")
    assert game.to_act == 0 and game.hand.choosing == 0
    refused(game, "Ann bet 1", "choose old or choose new")
    game.act("Ann choose old")
    result = game.results[-1]
    assert result.end == "see" and result.winner == "Cy"  # 8-8 beats A-K-7; Ann shows nothing
    assert list(result.shown) == ["Cy"]


# --- the pack carried between hands ----------------------------------------------------------------

def test_a_folded_hand_is_back_in_the_pack_and_shown_to_its_own_player_only():
    game = new_game("Ann Bob Cy", blind=False)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2h 2d 9d", "Cy": "5c 6d 9h"})
    game.act("Ann fold")
    assert game.pack.cards[-3:] == parse_cards("Ah Kd 7c")
    assert [str(c) for c in game.view(0).cards] == ["Ah", "Kd", "7c"]
    assert game.view(0).seats[0].status == "folded"
    for other in (1, 2):
        shown = {str(c) for c in game.view(other).cards}
        assert not shown & {"Ah", "Kd", "7c"}


def test_used_cards_go_to_the_bottom_folded_first_then_clockwise_from_dealers_left():
    pack = standard_pack()
    game = new_game("Ann Bob Cy Dee", pack=pack, blind=False, ante=0)
    game.start_hand()
    dealt = {seat: list(h.cards) for seat, h in game.hand.holdings.items()}
    play(game, "Ann bet 1", "Bob fold", "Cy bet 1", "Dee bet 1", "Ann fold", "Cy fold")
    # Bob folded, then Ann, then Cy; Dee's hand, the last one left, follows.
    assert game.pack.cards == pack[12:] + dealt[1] + dealt[0] + dealt[2] + dealt[3]
    game.start_hand()
    # The deal passed to Ann, so Bob gets the first card of the next deal.
    assert game.hand.holdings[1].cards == (pack[12], pack[16], pack[20])


def test_remaining_hands_after_a_see_go_clockwise_from_the_dealers_left():
    pack = standard_pack()
    game = new_game("Ann Bob Cy", pack=pack, blind=False, ante=0)
    game.start_hand()
    dealt = {seat: list(h.cards) for seat, h in game.hand.holdings.items()}
    play(game, "Ann bet 1", "Bob bet 1", "Cy fold", "Ann see")
    assert game.pack.cards == pack[9:] + dealt[2] + dealt[0] + dealt[1]


def test_pack_is_shuffled_only_after_a_see_won_by_a_prial():
    game = new_game("Ann Bob", blind=False, ante=0, seed=5)
    game.start_hand({"Ann": "9s 9h 9c", "Bob": "2s 2h 3d"})
    play(game, "Ann bet 1", "Bob see")
    assert game.results[-1].winner == "Ann" and game.results[-1].prial_won
    order = game.pack.cards
    game.start_hand()
    assert game.hand.deal[1] != tuple(order[:6:2]) or game.pack.cards != order[6:]
    assert sorted(game.pack.cards + [c for h in game.hand.holdings.values() for c in h.cards]) == standard_pack()
    # A pair winning a see does not shuffle.
    game2 = new_game("Ann Bob", blind=False, ante=0, seed=5)
    game2.start_hand({"Ann": "9s 9h 8c", "Bob": "2s 2h 3d"})
    play(game2, "Ann bet 1", "Bob see")
    order = game2.pack.cards
    game2.start_hand()
    assert game2.hand.holdings[1].cards == (order[0], order[2], order[4])


def test_every_hand_shuffle_option():
    game = new_game("Ann Bob", blind=False, ante=0, seed=5, shuffle="every-hand", pack=standard_pack())
    game.start_hand()
    play(game, "Ann fold")
    order = game.pack.cards
    game.start_hand()
    assert game.hand.holdings[1].cards != (order[0], order[2], order[4])


def test_a_given_pack_is_dealt_without_shuffling_and_a_seed_shuffles():
    game = new_game(pack=standard_pack())
    game.start_hand()
    assert game.hand.holdings[0].cards == tuple(standard_pack()[i] for i in (0, 3, 6))
    again = [new_game(seed=9), new_game(seed=9)]
    for g in again:
        g.start_hand()
    assert again[0].hand.holdings[0].cards == again[1].hand.holdings[0].cards


# --- money ---------------------------------------------------------------------------------------

def test_pocket_money_balances_may_go_below_zero_and_sum_to_zero():
    game = new_game(ante=5, blind=False)
    game.start_hand(DEAL3)
    play(game, "Ann bet 10", "Bob bet 10", "Cy fold", "Ann bet 10", "Bob see")
    assert sum(balances(game).values()) == 0 and balances(game) == {"Ann": -25, "Bob": 30, "Cy": -5}


def stacks_game(**rules):
    game = new_game("Ann Bob Cy", money="stacks", buy_in=10, ante=1, blind=False, **rules)
    game.start_hand({"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d", "Cy": "5c 6d 9h"})
    return game


def test_stacks_cannot_bet_more_than_they_have_and_may_cover_when_short():
    game = stacks_game()
    play(game, "Ann bet 9")  # Ann has 0 chips left
    refused(game, "Bob cover", "only when you cannot afford")
    play(game, "Bob bet 9", "Cy fold")
    assert [c.verb for c in game.legal_actions()] == ["fold", "cover"]
    refused(game, "Ann bet 9", "fold or cover the pot")


def test_covering_with_two_left_ends_the_betting_and_the_better_hand_wins():
    game = stacks_game()
    play(game, "Ann bet 9", "Bob bet 9", "Cy fold", "Ann cover")
    result = game.results[-1]
    # Bob shows; Ann's covering aces are better, so Ann shows and takes the pot.
    assert result.winner == "Ann" and shown_text(result) == {"Bob": "Ks Kh 9d", "Ann": "Ah Ad 7c"}
    assert balances(game) == {"Ann": 11, "Bob": -10, "Cy": -1}


def three_with_a_cover(ann):
    # Bob and Cy play blind at half price, so Ann, open, runs short first.
    game = new_game("Ann Bob Cy", money="stacks", buy_in=26, ante=1)
    game.start_hand({"Ann": ann, "Bob": "Ks Kh 7c", "Cy": "5c 6d 9h"})
    play(game, "Ann look", "Ann bet 10", "Bob bet 5", "Cy bet 5", "Ann bet 10", "Bob bet 5", "Cy bet 5")
    refused(game, "Ann bet 5", "fold or cover")
    game.act("Ann cover")  # Ann's last 5 chips; Bob and Cy bet on in a new pot
    assert game.hand.betting.pot == 3 + 40 + 5
    play(game, "Bob bet 5", "Cy look", "Cy fold")
    return game


def test_cover_with_three_left_side_pot_and_the_losing_coverer_is_not_shown():
    game = three_with_a_cover("Qs Qh 9d")
    result = game.results[-1]
    assert result.winner == "Bob" and shown_text(result) == {"Bob": "Ks Kh 7c"}
    assert result.as_dict()["side_pot"] == {"winner": "Bob", "amount": 5}
    assert balances(game) == {"Ann": -26, "Bob": 37, "Cy": -11}


def test_cover_with_three_left_the_better_covering_hand_takes_the_old_pot():
    game = three_with_a_cover("As Ah 9d")
    result = game.results[-1]
    assert result.winner == "Ann" and shown_text(result) == {"Bob": "Ks Kh 7c", "Ann": "As Ah 9d"}
    assert balances(game) == {"Ann": 22, "Bob": -11, "Cy": -11}
    assert game.money.available(0) == 48


def test_cover_tie_goes_to_the_player_who_did_not_cover():
    game = new_game("Ann Bob", money="stacks", buy_in=6, ante=1, blind=False)
    game.start_hand({"Ann": "7s 7h Qc", "Bob": "7c 7d Qd"})
    play(game, "Ann bet 3", "Bob bet 5", "Ann cover")
    assert game.results[-1].winner == "Bob" and list(game.results[-1].shown) == ["Bob"]


def test_players_who_cannot_pay_the_ante_are_out_and_the_game_ends():
    game = new_game("Ann Bob", money="stacks", buy_in=3, ante=1, blind=False)
    game.start_hand({"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d"})
    play(game, "Ann bet 2", "Bob bet 2", "Ann cover")
    assert balances(game) == {"Ann": 3, "Bob": -3}
    assert game.game_over
    with pytest.raises(IllegalAction, match="game is over"):
        game.start_hand()


# --- four and five cards ----------------------------------------------------------------------------

def test_four_card_open_player_discards_to_three_before_betting():
    game = new_game(variant="four-card", ante=0)
    game.start_hand({"Ann": "Ah Kd 7c 2s", "Bob": "2h 2d 9d 4c", "Cy": "5c 6d 9h Js"})
    game.act("Ann look")
    assert [c.verb for c in game.legal_actions()] == ["discard", "fold"]
    refused(game, "Ann bet 2", "discard 1 card first, down to three")
    refused(game, "Ann discard 9h", "you do not hold 9h")
    refused(game, "Ann discard 2s 7c", "discard exactly 1 card")
    game.act("Ann discard 2s")
    assert [str(c) for c in game.view(0).cards] == ["Ah", "Kd", "7c"]
    assert game.view(1).discarded == ()  # nobody else learns the discard
    assert "Ann discards 1 card" in game.view(1).log


def test_blind_four_card_player_keeps_all_cards_and_best_three_count():
    game = new_game("Ann Bob", variant="four-card", ante=0)
    game.start_hand({"Ann": "Ah Kd 7c 2s", "Bob": "2h 2d 9d 4c"})
    play(game, "Ann bet 1", "Bob see")
    # Bob blind: best three 2-2-9; Ann blind: A-K-7. Bob's pair wins, shown in full.
    result = game.results[-1]
    assert result.winner == "Bob" and shown_text(result)["Bob"] == "2h 2d 9d 4c"


def test_open_player_with_four_cards_and_no_blind_play_discards_first():
    game = new_game("Ann Bob", variant="four-card", ante=0, blind=False)
    game.start_hand({"Ann": "Ah Kd 7c 2s", "Bob": "2h 2d 9d 4c"})
    assert [c.verb for c in game.legal_actions()] == ["discard", "fold"]


def test_five_card_discards_two_and_discards_break_ties():
    game = new_game("Ann Bob", variant="five-card", ante=0, blind=False)
    game.start_hand({"Ann": "As Ks Qs 3d 2c", "Bob": "Ah Kh Qh 9d 2d"})
    refused(game, "Ann discard 2c", "discard exactly 2 cards")
    play(game, "Ann discard 3d 2c", "Ann bet 1", "Bob discard 9d 2d", "Bob see")
    # Equal running flushes; Bob's discards (9, 2) beat Ann's (3, 2), so the seer wins.
    result = game.results[-1]
    assert result.winner == "Bob" and shown_text(result) == {"Ann": "As Ks Qs", "Bob": "Ah Kh Qh"}


def test_wild_cards_count_in_the_game():
    game = new_game("Ann Bob", ante=0, blind=False, wild="twos")
    game.start_hand({"Ann": "2s 9h 9c", "Bob": "Ah Ad Kc"})
    play(game, "Ann bet 1", "Bob see")
    assert game.results[-1].winner == "Ann"  # 9-9-9 with a wild two beats a pair of aces


def test_jokers_are_added_to_the_pack():
    game = new_game(wild="jokers")
    assert len(game.pack) == 54


# --- refusals ------------------------------------------------------------------------------------

def test_unknown_verbs_bad_amounts_and_names_are_refused_without_change():
    game = new_game(blind=False)
    game.start_hand(DEAL3)
    refused(game, "Ann raise 2", "unknown action 'raise'")
    refused(game, "Ann bet two", "bet takes one whole number")
    for amount in ("²", "٣", "+2", "2_0"):  # digits str.isdigit or int accept beyond 0 to 9
        refused(game, f"Ann bet {amount}", "bet takes one whole number")
    refused(game, "Zed bet 1", "does not start with a player's name")
    refused(game, "Ann fold now", "fold takes nothing after it")
    refused(game, "Ann cover", "only for table stakes")


def test_player_names_are_checked():
    with pytest.raises(IllegalAction, match="same name"):
        factory.new_game("three-card", ["Ann", "Ann"])
    with pytest.raises(IllegalAction, match="needs 2 to 10 players"):
        factory.new_game("three-card", ["Ann"])
    with pytest.raises(IllegalAction, match="not a usable name"):
        factory.new_game("three-card", ["Ann", " Bob"])
    for bracketed in ("Bob[/]", "[b]Cy"):
        with pytest.raises(IllegalAction, match="square brackets are not allowed"):
            factory.new_game("three-card", ["Ann", bracketed])


def test_house_rule_player_limits_are_enforced_at_the_table():
    from bragtui.core.rules import load_rules
    rules = load_rules("three-card", overrides=["min_players=3", "max_players=4"])
    with pytest.raises(IllegalAction, match="needs 3 to 4 players under these rules, not 2"):
        factory.new_game("three-card", ["Ann", "Bob"], rules)
    with pytest.raises(IllegalAction, match="not 5"):
        factory.new_game("three-card", ["Ann", "Bob", "Cy", "Dee", "Eve"], rules)
    factory.new_game("three-card", ["Ann", "Bob", "Cy"], rules)


def test_a_pot_is_not_carried_into_a_deal_that_cannot_happen():
    """Table stakes: a pot is carried only while two players could ante again; otherwise the
    blind player left alone takes it."""
    carried = new_game("Ann Bob", money="stacks", buy_in=3, ante=1)
    carried.start_hand({"Ann": "2c 3d 5h", "Bob": "Ks Kh 9c"})
    play(carried, "Ann bet 1", "Bob fold")  # both can still ante: the pot stays for the next deal
    assert carried.result.end == "carried" and carried.carried_pot == 3

    taken = new_game("Ann Bob", money="stacks", buy_in=2, ante=1)
    taken.start_hand({"Ann": "2c 3d 5h", "Bob": "Ks Kh 9c"})
    play(taken, "Ann bet 1", "Bob fold")  # Ann's last chip is in the pot: she could not ante again
    assert (taken.result.end, taken.result.winner, taken.carried_pot) == ("fold", "Ann", 0)
    assert balances(taken) == {"Ann": 1, "Bob": -1}


def test_a_blind_opener_sets_the_stake_to_twice_the_bet_whatever_the_least():
    """At min_bet 1 a blind opener pays 1: the next open player must bet 2, and two blind
    players see each other for twice the blind stake, 2."""
    game = new_game("Ann Bob Cy", ante=0, min_bet=1)
    game.start_hand()
    play(game, "Ann bet 1")
    assert game.view(1).legal[1].verb == "bet" and game.view(1).legal[1].least == 1  # Bob, blind: half of 2
    play(game, "Bob look")
    refused(game, "Bob bet 1", "the least you can bet is 2")
    play(game, "Bob fold", "Cy bet 1")
    see = next(c for c in game.legal_actions() if c.verb == "see")
    assert see.least == 2  # Ann, blind, sees blind Cy for twice the blind stake


def two_covers(ann):
    """Ann and then Bob run short and cover; blind Cy sees blind Dee in the pot that follows."""
    game = new_game("Ann Bob Cy Dee", money="stacks", buy_in=20, ante=1)
    game.start_hand({"Ann": ann, "Bob": "Kc Kd 2h", "Cy": "5c 6d 9h", "Dee": "Qs Qh 4c"})
    play(game, "Ann look", "Ann bet 10", "Bob look", "Bob bet 12", "Cy bet 6", "Dee bet 6")
    play(game, "Ann cover")  # 9 chips: closes the main pot
    assert [c.verb for c in game.legal_actions()] == ["fold", "cover"]  # Bob, short too
    play(game, "Bob cover", "Cy see")  # 7 chips close the second pot; Cy sees in the third
    return game


def test_a_second_short_player_may_cover_and_each_pot_goes_to_the_best_hand_in_it():
    game = two_covers("As Ah 9d")
    result = game.result
    # Dee beats the seer Cy in the last pot; Bob's kings beat her for his pot; Ann's aces take the main pot.
    assert result.as_dict()["pots"] == [{"winner": "Ann", "amount": 47}, {"winner": "Bob", "amount": 7},
                                        {"winner": "Dee", "amount": 12}]
    assert result.winner == "Ann" and list(result.shown) == ["Dee", "Bob", "Ann"]
    assert balances(game) == {"Ann": 27, "Bob": -13, "Cy": -19, "Dee": 5}


def test_a_covering_hand_that_is_not_better_takes_no_pot_and_is_not_shown():
    game = two_covers("Js Jh 9d")
    result = game.result
    assert [(p.winner, p.amount) for p in result.pots] == [("Bob", 47), ("Bob", 7), ("Dee", 12)]
    assert "Ann" not in result.shown and result.winner == "Bob"
    from bragtui.core.results import outcome_lines
    assert outcome_lines(result) == ["Cy concedes: that hand is not shown.",
                                     "Ann covered the pot and concedes: that hand is not shown.",
                                     "Bob wins the main pot of 47.", "Bob wins side pot 1 of 7.",
                                     "Dee wins side pot 2 of 12."]


def test_with_rebuy_a_player_who_cannot_ante_buys_in_again_and_the_game_goes_on():
    game = new_game("Ann Bob", money="stacks", buy_in=5, ante=1, blind=False, rebuy=True)
    game.start_hand({"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d"})
    play(game, "Ann bet 1", "Bob bet 4", "Ann cover")  # Bob's last chips are in; Ann's aces take them
    assert game.money.available(1) == 0 and not game.game_over
    game.start_hand()
    assert game.money.buy_ins == [1, 2] and game.money.available(1) == 4  # bought in again, then anted
    assert game.view(0).log[0] == "Bob buys in again for 5"
    assert sum(game.money.balances) + game.chips_in_pots() == 0


def test_without_rebuy_a_player_who_cannot_ante_is_out():
    game = new_game("Ann Bob", money="stacks", buy_in=5, ante=1, blind=False)
    game.start_hand({"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d"})
    play(game, "Ann bet 1", "Bob bet 4", "Ann cover")
    assert game.game_over and game.game_winner == "Ann"



# --- table stakes: a player whose ante leaves no chips is all in (DECISIONS.md) ---------------------

def short_of_chips(players, chips, deal, **rules):
    """A table-stakes game where each player has ``chips[name]`` before the deal (buy-in 10, ante 1)."""
    game = new_game(players, money="stacks", buy_in=10, ante=1, **rules)
    # Chips the players had before (balances sum to zero only if the chips sum to ten each).
    game.money.balances = [chips[name] - 10 for name in game.players]
    game.start_hand(deal)
    return game


def test_a_player_the_ante_leaves_with_no_chips_is_all_in_and_is_never_asked_to_bet_or_cover():
    game = short_of_chips("Ann Bob Cy", {"Ann": 1, "Bob": 13, "Cy": 16},
                          {"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d", "Cy": "5c 6d 9h"}, blind=False)
    assert [seat.status for seat in game.view(1).seats] == ["all in", "open", "open"]
    assert game.to_act == 1  # Ann, left of the dealer, has no turn
    assert game.view(1).log == ("Ann is all in: the ante took their last chip",)
    assert game.hand.betting.pots == [3, 0]  # the antes are Ann's pot; bets go into a new one
    refused(game, "Ann fold", "Ann is all in from the ante and has no turn this hand")
    before = state_of(game)
    game.act("Ann cover")  # as an older history records it: passed over, the deal has done it
    assert state_of(game) == before
    play(game, "Bob bet 2", "Cy bet 2", "Bob fold")
    assert game.to_act is None and game.result.winner == "Ann"
    # Cy takes the bets; Ann's aces beat Cy's hand for the antes.
    assert [(p.winner, p.amount) for p in game.result.pots] == [("Ann", 3), ("Cy", 4)]
    assert shown_text(game.result) == {"Cy": "5c 6d 9h", "Ann": "Ah Ad 7c"}
    assert balances(game) == {"Ann": -7, "Bob": 0, "Cy": 7}


def test_an_all_in_hand_that_loses_is_not_shown_and_the_ending_says_so():
    from bragtui.core.results import outcome_lines

    game = short_of_chips("Ann Bob Cy", {"Ann": 1, "Bob": 13, "Cy": 16},
                          {"Ann": "2c 4d 7h", "Bob": "Ks Kh 9d", "Cy": "5c 6d 9h"}, blind=False)
    play(game, "Bob bet 2", "Cy bet 2", "Bob see")
    assert shown_text(game.result) == {"Cy": "5c 6d 9h", "Bob": "Ks Kh 9d"}
    assert outcome_lines(game.result) == ["Ann was all in from the ante and loses: that hand is not shown.",
                                          "Bob wins the main pot of 3.", "Bob wins the side pot of 8."]


def test_with_two_players_one_all_in_from_the_ante_the_hand_is_shown_down_at_once():
    game = short_of_chips("Ann Bob", {"Ann": 1, "Bob": 19}, {"Ann": "Qs Qh 4c", "Bob": "Ks 9h 3d"})
    assert game.to_act is None and game.hand.actions == []
    # As a cover with two left: the other player shows and wins unless the all-in hand is better.
    assert game.result.winner == "Ann" and shown_text(game.result) == {"Bob": "Ks 9h 3d", "Ann": "Qs Qh 4c"}
    assert balances(game) == {"Ann": -8, "Bob": 8}


def test_when_every_player_is_all_in_from_the_ante_the_best_hand_takes_the_antes():
    game = short_of_chips("Ann Bob Cy", {"Ann": 1, "Bob": 1, "Cy": 28},
                          {"Ann": "Qs Qh 4c", "Bob": "Ks 9h 3d", "Cy": "2c 5d 8h"})
    assert game.result is not None and game.result.pots[0].winner == "Ann"
    both = short_of_chips("Ann Bob", {"Ann": 1, "Bob": 1}, {"Ann": "Qs Qh 4c", "Bob": "As Ah 3d"})
    assert [seat.status for seat in both.view(None).seats] == ["all in", "all in"]
    assert both.result.winner == "Bob" and both.result.pot == 2
    assert [both.money.available(seat) for seat in (0, 1)] == [0, 2]


def test_an_all_in_player_holding_two_blind_hands_keeps_one_unseen_before_the_showdown():
    game = short_of_chips("Ann Bob Cy", {"Ann": 3, "Bob": 13, "Cy": 14},
                          {"Ann": "Qs Qh 4c", "Bob": "Ks 9h 3d", "Cy": "2c 5d 8h"})
    play(game, "Ann bet 1", "Bob fold", "Cy fold")  # everyone folds to blind Ann: the pot is carried
    assert game.result.end == "carried" and game.money.available(0) == 1
    game.start_hand({"Ann": "As Ah 3d", "Bob": "Kc Kd 2h", "Cy": "5c 6d 9h"})
    assert game.view(None).seats[0].status == "all in" and game.view(None).seats[0].two_hands
    play(game, "Bob look", "Bob bet 2", "Cy fold")
    assert game.to_act == 0 and [c.verb for c in game.legal_actions()] == ["choose"]
    play(game, "Ann choose new")
    assert game.result.winner == "Ann"


def test_four_card_all_in_hand_counts_its_best_three():
    game = short_of_chips("Ann Bob", {"Ann": 1, "Bob": 19}, {"Ann": "Qs 2c Qh Qd", "Bob": "As Ah 3d 4c"},
                          variant="four-card", blind=False)
    assert game.result.winner == "Ann" and shown_text(game.result)["Ann"] == "Qs 2c Qh Qd"


def test_a_short_player_is_refused_a_bet_in_the_right_number_of_chips():
    game = short_of_chips("Ann Bob Cy", {"Ann": 2, "Bob": 24, "Cy": 4},
                          {"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d", "Cy": "5c 6d 9h"}, blind=False)
    play(game, "Ann fold", "Bob bet 5")
    refused(game, "Cy bet 5", "the least you can bet is 5 and you have only 3 chips")
    game = short_of_chips("Ann Bob", {"Ann": 3, "Bob": 17}, {"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d"}, blind=False)
    play(game, "Ann bet 1", "Bob bet 2")
    refused(game, "Ann bet 2", "the least you can bet is 2 and you have only 1 chip: fold or cover the pot")
    assert game.refusals(0)["see"] == "seeing costs 4 and you have only 1 chip"


def test_after_a_rebuy_a_player_may_bet_the_chips_bought():
    game = new_game("Ann Bob", money="stacks", buy_in=5, ante=1, blind=False, rebuy=True)
    game.start_hand({"Ann": "Ah Ad 7c", "Bob": "Ks Kh 9d"})
    play(game, "Ann bet 1", "Bob bet 4", "Ann cover")
    game.start_hand()
    bob = 1 if game.to_act == 1 else None
    assert bob == 1 and game.money.available(1) == 4
    bet = next(c for c in game.legal_actions() if c.verb == "bet")
    assert (bet.least, bet.most) == (1, 4)


def test_a_name_may_not_begin_with_another_players_name_and_a_space():
    with pytest.raises(IllegalAction, match="may not begin with another player's name"):
        _names_game(["Bob", "Bob bet"])
    assert _names_game(["Bob", "Bobby", "Ann Marie"]).players == ["Bob", "Bobby", "Ann Marie"]


def _names_game(names):

    return factory.new_game("three-card", names)
