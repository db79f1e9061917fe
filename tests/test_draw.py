"""Draw Brag: one test per rule of RULES.md's section, with DECISIONS.md's verbs."""


import pytest
from helpers import play

from bragtui.core.cards import NATURAL_CARDS, parse_cards
from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game
from bragtui.core.history import history_toml


def draw_game(players="Ann Bob Cy", top="", **rules):
    """A table whose dealer is the last named; ``top`` lies on top of the pack, under any recorded deal."""
    names = players.split()
    first = parse_cards(top) if top else []
    pack = first + [c for c in NATURAL_CARDS if c not in first]
    return new_game("draw", names, dealer=len(names) - 1, pack=pack, **rules)


def verbs(game):
    return {choice.verb for choice in game.legal_actions()}


def paid(game):
    return dict(zip(game.players, (game.hand.paid[s] for s in range(len(game.players))), strict=True))


DEAL = {"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"}


def test_two_to_eight_players():
    draw_game("A B")
    draw_game("A B C D E F G H")
    for names in ("A", "A B C D E F G H I"):
        with pytest.raises(IllegalAction, match="2 to 8 players"):
            draw_game(names)


def test_the_two_players_left_of_the_dealer_post_the_small_and_big_blinds():
    game = draw_game(small_blind=1, big_blind=3)
    game.start_hand(DEAL)
    assert paid(game) == {"Ann": 1, "Bob": 3, "Cy": 0}
    assert game.view(None).log[:2] == ("Ann posts the small blind of 1", "Bob posts the big blind of 3")
    assert game.to_act == 2  # the player after the big blind speaks first


def test_the_big_blind_is_the_opening_bet_of_the_first_round():
    game = draw_game()
    game.start_hand(DEAL)
    play(game, "Cy look")
    assert verbs(game) == {"call", "raise", "fold"}  # owed: no check, no bet
    with pytest.raises(IllegalAction, match="a bet is already in: raise instead"):
        game.act("Cy bet 4")
    play(game, "Cy call", "Ann look", "Ann call")
    assert verbs(game) >= {"check"} and "fold" not in verbs(game)  # the big blind owes nothing


def test_raises_are_fixed_at_twice_the_big_blind_and_twice_that_after_the_draw():
    game = draw_game(big_blind=2)
    game.start_hand(DEAL)
    play(game, "Cy look", "Cy raise")
    assert paid(game)["Cy"] == 2 + 4
    play(game, "Ann look", "Ann call", "Bob look", "Bob call")
    play(game, "Ann draw", "Bob draw", "Cy draw")
    assert game.view(0).round == 2 and game.view(0).bet_size == 8
    assert verbs(game) == {"check", "bet"}  # nothing owed in the second round
    with pytest.raises(IllegalAction, match="bets are fixed: this round's bet is 8, not 5"):
        game.act("Ann bet 5")
    play(game, "Ann bet", "Bob raise")  # a bet's amount may be left out: it is fixed
    assert paid(game)["Ann"] == 6 + 8 and paid(game)["Bob"] == 6 + 16


def test_at_most_three_raises_while_more_than_two_are_in():
    game = draw_game()
    game.start_hand(DEAL)
    play(game, "Cy look", "Cy raise", "Ann look", "Ann raise", "Bob look", "Bob raise")
    assert "raise" not in verbs(game)
    with pytest.raises(IllegalAction, match="no more raises"):
        game.act("Cy raise")
    assert game.view(2).refused["raise"] == "no more raises this round"


def test_with_two_players_in_the_raises_have_no_limit():
    game = draw_game()
    game.start_hand(DEAL)
    play(game, "Cy look", "Cy raise", "Ann fold", "Bob look")
    for _ in range(3):
        play(game, "Bob raise", "Cy raise")
    assert "raise" in verbs(game)


def test_check_only_when_nothing_is_owed_and_fold_only_when_something_is():
    game = draw_game()
    game.start_hand(DEAL)
    with pytest.raises(IllegalAction, match="you owe chips"):
        game.act("Cy check")
    play(game, "Cy call", "Ann call")
    with pytest.raises(IllegalAction, match="nothing is owed"):
        game.act("Bob fold")
    play(game, "Bob check")
    assert game.view(0).phase == "draw"


def test_the_draw_replaces_cards_from_the_top_of_the_pack_in_turn():
    game = draw_game(top="Qs Js 10s")
    game.start_hand(DEAL)
    play(game, "Cy call", "Ann call", "Bob check")
    assert game.to_act == 0  # the draw starts left of the dealer
    play(game, "Ann look", "Ann draw 7c Kd")
    assert game.view(0).cards == tuple(parse_cards("Ah Qs Js"))
    play(game, "Bob look", "Bob draw 9d", "Cy look")
    assert game.view(1).cards == tuple(parse_cards("2s 2h 10s"))
    with pytest.raises(IllegalAction, match="you do not hold Ah"):
        game.act("Cy draw Ah")
    play(game, "Cy draw")
    assert game.view(0).phase == "draw-betting" and game.view(0).round == 2


def test_a_blind_player_may_draw_nothing_and_stay_blind_but_must_look_to_give_cards_up():
    game = draw_game()
    game.start_hand(DEAL)
    play(game, "Cy call", "Ann call", "Bob check")
    with pytest.raises(IllegalAction, match="look at your cards before giving any up"):
        game.act("Ann draw 7c")
    play(game, "Ann draw")
    assert game.view(0).cards is None and game.view(0).seats[0].status == "blind"


def test_a_blind_player_calls_for_half_rounded_up_and_may_not_raise():
    game = draw_game(big_blind=3)
    game.start_hand(DEAL)
    assert "raise" not in verbs(game)
    with pytest.raises(IllegalAction, match="a blind player may not raise"):
        game.act("Cy raise")
    play(game, "Cy call")
    assert paid(game)["Cy"] == 2  # half of 3, rounded up, and Cy counts as having called 3
    play(game, "Ann call")
    assert paid(game)["Ann"] == 1 + 1
    play(game, "Bob check")
    assert game.view(0).phase == "draw"


def test_the_best_hand_left_wins_the_pot():
    game = draw_game()
    game.start_hand(DEAL)
    play(game, "Cy call", "Ann call", "Bob check", "Ann draw", "Bob draw", "Cy draw",
         "Ann check", "Bob check", "Cy check")
    result = game.result
    # Blinds of 1 and 2, and two blind calls of 1 each (half of what they owed).
    assert (result.end, result.winner, result.pot) == ("showdown", "Bob", 5)
    assert game.money.balances == [-2, 3, -1]
    assert set(result.shown) == {"Ann", "Bob", "Cy"}


def test_equal_best_hands_share_the_pot():
    game = draw_game()
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "As Kh 7d", "Cy": "5c 6d 9h"})
    play(game, "Cy call", "Ann call", "Bob check", "Ann draw", "Bob draw", "Cy draw",
         "Ann check", "Bob check", "Cy check")
    assert game.result.winners == ("Ann", "Bob")
    # A pot of 5 shared: the odd chip to Ann, the first of them left of the dealer.
    assert game.money.balances == [3 - 2, 2 - 2, -1]


def test_the_last_player_left_takes_the_pot_unseen():
    game = draw_game()
    game.start_hand(DEAL)
    play(game, "Cy fold", "Ann fold")
    assert (game.result.end, game.result.winner, game.result.pot) == ("fold", "Bob", 3)
    assert game.result.shown == {}


def test_an_illegal_action_changes_nothing():
    game = draw_game()
    game.start_hand(DEAL)
    before = history_toml(game), game.to_act, game.money.balances[:]
    for text in ("Cy check", "Cy draw", "Ann call", "Cy bet 4", "Cy raise", "Cy see"):
        with pytest.raises(IllegalAction):
            game.act(text)
        assert (history_toml(game), game.to_act, game.money.balances) == before
