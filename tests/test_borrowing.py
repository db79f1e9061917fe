"""Borrowing (house rule ``borrow``): the credit floor, loans asked and given after the lender's look,
declined, the richest forced to lend, lend or show both ways, and debts repaid from winnings."""

from pathlib import Path

import pytest
from cli_helpers import run_brag
from helpers import balances, new_game, play, refused, views_of

from bragtui.core.cards import parse_cards
from bragtui.core.errors import IllegalAction, RulesError
from bragtui.core.history import history_toml, load_history
from bragtui.core.rules import load_rules
from bragtui.core.wire import from_wire, to_wire

DEAL3 = {"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"}


def verbs(game, seat=None):
    return [choice.verb for choice in game.legal_actions(seat)]


def debts(game):
    names = game.players
    return {(names[b], names[lender]): amount for (b, lender), amount in game.money.debts.items()}


def short_ann(**rules):
    """Ann and Cy have bet their credit of 5 to the last chip; Bob has folded; Ann to act."""
    game = new_game(borrow=True, credit=5, blind=False, **rules)
    game.start_hand(DEAL3)
    play(game, "Ann bet 4", "Bob fold", "Cy bet 4")
    return game


# --- the credit floor -------------------------------------------------------------------------------

def test_no_balance_may_fall_below_minus_credit():
    game = new_game(borrow=True, credit=5, blind=False)
    game.start_hand(DEAL3)
    bet = next(c for c in game.legal_actions() if c.verb == "bet")
    assert (bet.least, bet.most) == (1, 4)  # the ante took one of the five
    refused(game, "Ann bet 5", "your credit of 5 leaves you only 4")


def test_without_the_rule_balances_have_no_floor_and_borrowing_verbs_are_unknown():
    game = new_game(blind=False, max_bet=50)
    game.start_hand(DEAL3)
    play(game, "Ann bet 50")
    assert balances(game)["Ann"] == -51
    refused(game, "Bob borrow 5 from Ann", "unknown action 'borrow'")
    assert "borrow" not in game.refusals(1)


def test_a_short_player_cannot_bet_or_see_and_is_told_why():
    game = short_ann()
    assert "bet" not in verbs(game) and "see" not in verbs(game)
    assert game.refusals(0)["bet"] == ("the least you can bet is 4 and your credit of 5 leaves you only 0: "
                                       "borrow or fold")
    assert game.refusals(0)["see"] == "seeing costs 8 and your credit of 5 leaves you only 0"


def test_a_player_without_credit_for_the_ante_sits_out_and_the_last_one_able_wins():
    game = new_game("Ann Bob", borrow=True, credit=3, blind=False, max_bet=3)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Ann bet 2", "Bob bet 2", "Ann fold")
    assert balances(game) == {"Ann": -3, "Bob": 3}
    assert game.game_over and game.game_winner == "Bob"
    with pytest.raises(IllegalAction, match="fewer than two players can pay the ante"):
        game.start_hand()


# --- the loader ---------------------------------------------------------------------------------------

def test_borrowing_is_for_pocket_money_only():
    with pytest.raises(RulesError, match='borrowing is for pocket money; with money = "stacks"'):
        load_rules("three-card", ["borrow=true", 'money="stacks"'])


@pytest.mark.parametrize("variant", ["bastard-money", "draw", "seven-card", "casino"])
def test_the_loader_refuses_borrowing_outside_three_four_and_five_card_brag(variant):
    with pytest.raises(RulesError, match="borrow does not apply to " + variant):
        load_rules(variant, ["borrow=true"])


def test_credit_and_lender_are_checked():
    with pytest.raises(RulesError, match="lender = \"kindest\""):
        load_rules("three-card", ['lender="kindest"'])
    assert load_rules("four-card", ["borrow=true", "credit=0", 'lender="richest"']).credit == 0


# --- a loan asked of a player who folded --------------------------------------------------------------

def test_a_short_player_may_ask_a_player_who_folded():
    game = short_ann()
    borrow = next(c for c in game.legal_actions() if c.verb == "borrow")
    assert borrow.options == ("Bob",) and (borrow.least, borrow.most) == (1, 14)  # 4 + 10, all lacking
    play(game, "Ann borrow 4 from Bob")
    assert game.to_act == 1 and verbs(game) == ["inspect", "lend", "decline"]
    assert game.view(None).loan.lender == "Bob"
    refused(game, "Ann bet 4", "it is Bob's turn")


def test_the_lender_looks_at_the_borrowers_cards_alone():
    game = short_ann()
    play(game, "Ann borrow 4 from Bob", "Bob inspect")
    ann = frozenset(parse_cards("Ah Kd 7c"))
    assert game.view(1).private.cards == tuple(parse_cards("Ah Kd 7c"))
    assert game.view(1).private.seat == "Ann" and game.view(1).private.why == "inspect"
    assert ann <= game.visible_cards(1)
    assert game.view(2).private is None and game.view(None).private is None
    assert not ann & game.visible_cards(2)
    assert "looks at Ann's cards" in game.view(2).log[-1]
    refused(game, "Bob inspect", "you have already looked at the borrower's cards")
    play(game, "Bob lend")
    assert game.view(1).private is None and not ann & game.visible_cards(1)


def test_a_loan_moves_chips_and_stands_as_a_debt():
    game = short_ann()
    play(game, "Ann borrow 4 from Bob", "Bob inspect", "Bob lend 4")
    assert balances(game) == {"Ann": -1, "Bob": -5, "Cy": -5}
    assert debts(game) == {("Ann", "Bob"): 4}
    assert game.to_act == 0 and "bet" in verbs(game)
    assert [(d.borrower, d.lender, d.amount) for d in game.view(2).debts] == [("Ann", "Bob", 4)]


def test_a_loan_is_given_as_asked_or_not_at_all():
    game = short_ann()
    play(game, "Ann borrow 3 from Bob")
    refused(game, "Bob lend 2", "the loan asked for is 3, not 2")


def test_a_declined_lender_is_not_asked_again_this_hand():
    game = short_ann()
    play(game, "Ann borrow 4 from Bob", "Bob decline")
    assert game.to_act == 0 and "borrow" not in verbs(game)
    assert game.refusals(0)["borrow"] == "nobody who has folded this hand can lend to you now"
    refused(game, "Ann borrow 4 from Bob", "nobody who has folded")
    assert balances(game) == {"Ann": -5, "Bob": -1, "Cy": -5} and not debts(game)


def test_a_loan_is_asked_only_of_a_player_who_folded_and_only_what_is_lacking():
    game = new_game("Ann Bob Cy Dee", borrow=True, credit=5, blind=False)
    game.start_hand({**DEAL3, "Dee": "4c 4d Js"})
    play(game, "Ann bet 4", "Bob fold", "Cy bet 4", "Dee fold")
    refused(game, "Ann borrow 4 from Cy", "Cy has not folded this hand: only a player who has folded may lend")
    refused(game, "Ann borrow 15 from Bob", "you may borrow from 1 to 14")
    refused(game, "Ann borrow 5 from Bob", "Bob can lend at most 4: their credit of 5 allows no more")
    refused(game, "Ann borrow 4 from Ann", "you cannot borrow from yourself")
    refused(game, "Ann borrow 4 from Zed", "there is no player called 'Zed'")


def test_borrowing_needs_a_shortfall_and_a_fold():
    game = new_game(borrow=True, credit=5, blind=False)
    game.start_hand(DEAL3)
    assert game.refusals(0)["borrow"] == "only a player who has folded this hand may lend, and nobody has folded yet"
    game = new_game(borrow=True, credit=50, blind=False)
    game.start_hand(DEAL3)
    play(game, "Ann fold")
    assert game.refusals(1)["borrow"] == "you can already pay the most the rules allow now: no loan is needed"


def test_answers_need_a_request():
    game = short_ann()
    assert game.refusals(0)["lend"] == "lend answers a request for a loan, and none is waiting"


def test_four_card_brag_discards_before_borrowing():
    game = new_game(variant="four-card", borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "Ah Kd 7c 2c", "Bob": "2s 2h 9d 3c", "Cy": "5c 6d 9h 3d"})
    play(game, "Ann discard 2c", "Ann bet 4", "Bob fold", "Cy discard 3d", "Cy bet 4")
    play(game, "Ann borrow 4 from Bob", "Bob inspect")
    assert game.view(1).private.cards == tuple(parse_cards("Ah Kd 7c"))  # the three kept


# --- the richest must lend ------------------------------------------------------------------------------

def test_the_richest_lends_what_is_asked_up_to_their_credit():
    game = new_game(borrow=True, credit=5, blind=False, lender="richest")
    game.start_hand(DEAL3)
    play(game, "Ann bet 4", "Bob bet 4", "Cy fold")
    assert balances(game) == {"Ann": -5, "Bob": -5, "Cy": -1}
    borrow = next(c for c in game.legal_actions() if c.verb == "borrow")
    assert borrow.options == ("Cy",)
    refused(game, "Ann borrow 4 from Bob", 'with lender = "richest" the richest player lends: Cy')
    play(game, "Ann borrow 10 from Cy")
    assert game.to_act == 0  # no answer: the richest must lend
    assert balances(game) == {"Ann": -1, "Bob": -5, "Cy": -5}
    assert debts(game) == {("Ann", "Cy"): 4}
    assert "Cy lends Ann 4 (the richest player must lend)" in game.view(None).log


def test_the_richest_may_be_in_the_hand_and_never_looks():
    game = new_game("Ann Bob", borrow=True, credit=10, blind=False, lender="richest")
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Ann fold")
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Bob bet 9")
    assert balances(game) == {"Ann": -2, "Bob": -9} and game.richest(0) == 1
    play(game, "Ann borrow 5 from Bob")  # Bob, in the hand, lends what his credit allows
    assert game.to_act == 0 and game.view(1).private is None
    assert debts(game) == {("Ann", "Bob"): 1} and balances(game) == {"Ann": -1, "Bob": -10}


def test_nobody_with_credit_left_means_no_loan():
    game = new_game("Ann Bob", borrow=True, credit=5, blind=False, lender="richest")
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Ann bet 4", "Bob bet 4")
    assert "borrow" not in verbs(game)
    assert game.refusals(0)["borrow"] == "the richest player, Bob, has no credit left to lend"


# --- lend or show -----------------------------------------------------------------------------------------

def rich_ann(blind=True):
    """Ann won the first hand (Ann 12, Bob -11, Cy -1); in the second Bob, open, is short against Ann."""
    game = new_game(borrow=True, credit=30, blind=blind)
    game.start_hand(DEAL3)
    play(game, *(["Ann look"] if blind else []), "Ann bet 10", *(["Bob look"] if blind else []), "Bob bet 10",
         "Cy fold", "Ann bet 10", "Bob fold")
    assert balances(game) == {"Ann": 12, "Bob": -11, "Cy": -1}
    game.start_hand({"Bob": "As Ad 3c", "Cy": "5c 6d 9h", "Ann": "Kh Qh 2d"})
    return game


def test_lend_or_show_answered_with_a_show_lets_an_open_player_show_a_blind_one():
    game = rich_ann()
    play(game, "Bob look", "Bob bet 10", "Cy fold", "Ann bet 5")
    assert "see" not in verbs(game) and "bet" not in verbs(game)  # open against blind, and short
    assert verbs(game) == ["fold", "borrow", "lend-or-show"]
    play(game, "Bob lend-or-show")
    assert game.to_act == 0 and verbs(game) == ["lend", "show"]
    lend = game.legal_actions()[0]
    assert lend.least == lend.most == 12  # the see costs 20 and Bob can pay 8
    refused(game, "Ann decline", "after \"lend or show\" you lend or show: you cannot decline")
    play(game, "Ann show")
    result = game.result
    assert result.winner == "Bob" and set(result.shown) == {"Ann", "Bob"}  # Bob's pair was better
    assert not debts(game)


def test_lend_or_show_a_show_wins_unless_the_short_hand_is_better():
    game = rich_ann()
    play(game, "Bob look", "Bob bet 10", "Cy fold", "Ann look", "Ann bet 10")
    play(game, "Bob lend-or-show", "Ann show")
    assert game.result.winner == "Bob"
    game = new_game("Ann Bob", borrow=True, credit=10, blind=False)
    game.start_hand({"Ann": "Kh Qh 2d", "Bob": "Ks Qd 2c"})  # equal hands: the shower wins
    play(game, "Ann bet 9", "Bob bet 9", "Ann lend-or-show", "Bob show")
    assert game.result.winner == "Bob" and list(game.result.shown) == ["Bob"]  # Ann is not shown


def test_lend_or_show_answered_with_a_loan():
    game = rich_ann()
    play(game, "Bob look", "Bob bet 10", "Cy fold", "Ann bet 5", "Bob lend-or-show", "Ann lend 12")
    assert debts(game) == {("Bob", "Ann"): 12}
    assert game.to_act == 1 and "bet" in verbs(game)
    play(game, "Bob bet 20", "Ann look", "Ann fold")
    # Bob's winnings (the pot of 3 + 10 + 5 + 20) repay Ann first.
    # Ann 11 - 5 - 12 + 12; Bob -12 - 10 + 12 - 20 + 38 - 12; Cy -2.
    assert balances(game) == {"Ann": 6, "Bob": -4, "Cy": -2}
    assert not debts(game)
    assert sum(balances(game).values()) == 0
    assert "Bob repays 12 to Ann from the winnings" in game.view(None).log


def test_lend_or_show_only_with_two_left_after_a_bet_and_short_of_a_see():
    game = new_game(borrow=True, credit=5, blind=False)
    game.start_hand(DEAL3)
    assert game.refusals(0)["lend-or-show"] == "lend or show is only for when two players are left"
    game = new_game("Ann Bob", borrow=True, credit=50, blind=False)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    assert game.refusals(0)["lend-or-show"] == "lend or show comes only after a bet has been made"
    play(game, "Ann bet 2")
    assert game.refusals(1)["lend-or-show"].startswith("you can pay the 4 a see costs")


def test_a_lender_without_the_credit_can_only_show():
    game = new_game("Ann Bob", borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Ann bet 4", "Bob bet 4", "Ann lend-or-show")
    assert verbs(game) == ["show"]
    assert game.refusals(1)["lend"] == "you can lend at most 0: show"


# --- debts and winnings -------------------------------------------------------------------------------------

def test_a_debt_is_repaid_from_the_borrowers_next_winnings():
    game = short_ann()
    play(game, "Ann borrow 4 from Bob", "Bob lend", "Ann bet 4", "Cy lend-or-show")
    assert verbs(game) == ["show"]  # Ann has no credit left to lend Cy the 8
    play(game, "Ann show")
    assert game.result.winner == "Ann"  # A-K-7 beats 9-6-5; Cy is not shown
    assert list(game.result.shown) == ["Ann"]
    assert balances(game) == {"Ann": 6, "Bob": -1, "Cy": -5}  # won 15, repaid 4
    assert not debts(game)


def test_a_debt_stands_through_a_lost_hand_and_is_repaid_in_part():
    game = short_ann()
    play(game, "Ann borrow 4 from Bob", "Bob lend", "Ann bet 4", "Cy fold")
    assert balances(game) == {"Ann": 6, "Bob": -1, "Cy": -5}  # won 15, repaid 4
    assert not debts(game)
    game = short_ann()
    play(game, "Ann borrow 4 from Bob", "Bob lend", "Ann fold")
    assert debts(game) == {("Ann", "Bob"): 4}  # lost: the debt stands
    assert balances(game) == {"Ann": -1, "Bob": -5, "Cy": 6}
    # Bob's credit is spent: he sits out hand 2, which Ann deals to Cy and herself.
    game.start_hand({"Ann": "Ah Kd 7c", "Cy": "5c 6d 9h"})
    assert game.view(None).seats[1].status == "out"
    assert debts(game) == {("Ann", "Bob"): 4}
    play(game, "Cy fold")  # Ann's winnings of 2 repay 2 of the 4
    assert debts(game) == {("Ann", "Bob"): 2}
    assert balances(game) == {"Ann": -2, "Bob": -3, "Cy": 5}


def test_debts_are_repaid_oldest_first():
    game = new_game("Ann Bob Cy Dee", borrow=True, credit=5, blind=False)
    game.start_hand({**DEAL3, "Dee": "4c 4d Js"})
    play(game, "Ann bet 4", "Bob fold", "Cy fold", "Dee bet 4", "Ann borrow 2 from Cy", "Cy lend",
         "Ann borrow 3 from Bob", "Bob lend", "Ann bet 5", "Dee fold")
    assert debts(game) == {}
    assert balances(game)["Cy"] == -1 and balances(game)["Bob"] == -1


# --- hand histories worked out by hand ----------------------------------------------------------------------

HISTORIES = Path(__file__).parent / "histories"


def replayed(capsys, name):
    result = run_brag(capsys, "replay", "--json", str(HISTORIES / name))
    assert result.status == 0, result.err
    return result.json()


def test_history_a_loan_asked_declined_given_after_a_look_and_repaid(capsys):
    data = replayed(capsys, "borrow-asked.toml")
    assert [(h["winner"], h["pot"]) for h in data["hands"]] == [("Ann", 52), ("Dee", 53), ("Bob", 3)]
    assert data["balances"] == {"Ann": 11, "Bob": -11, "Cy": -20, "Dee": 20}
    assert data["debts"] == [{"borrower": "Bob", "lender": "Ann", "amount": 9}]


def test_history_the_richest_lends_up_to_their_credit(capsys):
    data = replayed(capsys, "borrow-richest.toml")
    assert data["hands"] == [{"number": 1, "dealer": "Cy", "end": "see", "winner": "Bob", "pot": 30,
                              "shown": {"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"}}]
    assert data["balances"] == {"Ann": -10, "Bob": 20, "Cy": -10}
    assert data["debts"] == [{"borrower": "Ann", "lender": "Cy", "amount": 9}]


def test_history_lend_or_show_both_ways(capsys):
    data = replayed(capsys, "lend-or-show.toml")
    assert [(h["end"], h["winner"], h["pot"]) for h in data["hands"]] == [
        ("fold", "Ann", 33), ("fold", "Bob", 38), ("see", "Bob", 38)]
    assert data["hands"][2]["shown"] == {"Ann": "3c 5h 8d", "Bob": "Qs Qc 2h"}
    assert data["balances"] == {"Ann": -10, "Bob": 13, "Cy": -3}
    assert data["debts"] == []


def test_replay_says_where_a_borrowing_action_is_refused(capsys, tmp_path):
    text = (HISTORIES / "borrow-asked.toml").read_text().replace('"Dee decline",', '"Dee decline", "Dee lend",')
    path = tmp_path / "bad.toml"
    path.write_text(text)
    result = run_brag(capsys, "replay", "--json", str(path))
    assert result.status == 1 and "Traceback" not in result.err
    assert result.err.strip() == 'brag replay: hand 1, action 8 "Dee lend": it is Ann\'s turn, not Dee\'s'


def test_a_history_written_mid_loan_reads_back_to_the_same_views():
    game = short_ann()
    play(game, "Ann borrow 4 from Bob", "Bob inspect")
    again = load_history(history_toml(game), "mid-loan")
    assert views_of(again) == views_of(game)
    assert debts(again) == debts(game)


def test_a_view_with_debts_a_request_and_a_look_reads_back_from_the_wire():
    game = short_ann()
    play(game, "Ann borrow 4 from Bob", "Bob inspect")
    for seat in (None, 0, 1, 2):
        view = game.view(seat)
        assert from_wire(to_wire(view)) == view
    play(game, "Bob lend")
    assert from_wire(to_wire(game.view(2))).debts == game.view(2).debts


def test_brag_simulate_counts_whole_games_with_borrowing_which_end_when_credit_runs_out(capsys):
    result = run_brag(capsys, "simulate", "--variant", "three-card", "--games", "3", "--seed", "2", "--jobs", "1",
                      "--set", "borrow=true", "--set", "credit=10", "--json")
    assert result.status == 0, result.err
    assert result.json()["games"] == 3
    refused_run = run_brag(capsys, "simulate", "--variant", "three-card", "--games", "3", "--jobs", "1")
    assert refused_run.status != 0 and "never ends" in refused_run.err


def test_lend_or_show_is_refused_to_a_player_with_just_enough_for_the_see():
    game = new_game("Ann Bob", borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Ann bet 2")  # Bob's credit leaves him 4, what the see costs
    assert "lend-or-show" not in verbs(game) and "see" in verbs(game)
    refused(game, "Bob lend-or-show", "you can pay the 4 a see costs")
    play(game, "Bob see")
    assert game.result.winner == "Bob" and balances(game) == {"Ann": -3, "Bob": 3}
