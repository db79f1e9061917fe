"""Casino Brag with a pair plus alone (house rule pair_plus_alone): a pair plus and no ante, then
no further part in the hand (the ``stand`` verb)."""

from helpers import play, refused

from bragtui.core.casino.casino_odds import casino_odds
from bragtui.core.factory import new_game
from bragtui.core.simulate import check_invariants


def casino(players="Ann Bob", **rules):
    names = players.split()
    return new_game("casino", names, dealer=len(names) - 1, seed=5, **rules)


def test_a_pair_plus_alone_stands_and_takes_no_part_in_the_play():
    game = casino(pair_plus_alone=True)
    game.start_hand({"Ann": "7h 7d 2c", "Bob": "Ks Qd 9c", "house": "Qc Jd 4h"})
    refused(game, "Ann stand", "stand follows a pair plus bet")
    play(game, "Ann pairplus 5")
    assert {c.verb for c in game.legal_actions()} == {"ante", "stand"}
    play(game, "Ann stand", "Bob ante 2")
    assert game.to_act == 1  # Ann is passed over in the play
    assert game.view(0).cards  # she sees her cards: the pair plus is paid on them
    assert game.view(None).seats[0].status == "pair plus alone"
    refused(game, "Ann play", "it is Bob's turn")
    play(game, "Bob play")
    assert game.result.nets == {"Ann": 5, "Bob": 4}  # the pair pays 1 to 1; K-Q-9 beats Q-J-4
    assert "Ann" not in game.result.shown
    check_invariants(game)


def test_when_everyone_stands_the_hand_settles_at_once():
    game = casino("Ann", pair_plus_alone=True)
    game.start_hand({"Ann": "5h 8d 2c", "house": "Ac Jd 4h"})
    play(game, "Ann pairplus 3", "Ann stand")
    assert game.hand_over and game.result.nets == {"Ann": -3}


def test_stand_is_refused_without_the_house_rule():
    game = casino()
    game.start_hand()
    play(game, "Ann pairplus 5")
    assert {c.verb for c in game.legal_actions()} == {"ante"}
    refused(game, "Ann stand", "pair_plus_alone is off")
    assert game.refusals(0)["stand"] == "a pair plus alone is not played at this table (pair_plus_alone is off)"


def test_stand_after_the_stakes_is_refused():
    game = casino(pair_plus_alone=True)
    game.start_hand()
    play(game, "Ann pairplus 5", "Ann ante 1", "Bob ante 1")
    refused(game, "Ann stand", "the stakes are down")


def test_the_odds_give_the_pair_plus_alone_edge():
    from bragtui.core.rules import load_rules

    odds = casino_odds(load_rules("casino", ["pair_plus_alone=true"]))
    assert odds.pair_plus_alone_edge == odds.pair_plus_edge
    assert casino_odds(load_rules("casino")).pair_plus_alone_edge is None


def test_the_casino_computer_stands_on_a_pair_plus_alone_when_the_ante_loses_on_average():
    import random

    from bragtui.core.casino.actions import Ante, PairPlus, Stand
    from bragtui.core.rules import load_rules
    from bragtui.players import ComputerPlayer

    rules = load_rules("casino", ["pair_plus_alone=true"])
    for level, expected in (("hard", Stand), ("medium", Stand), ("easy", Ante)):
        game = casino(pair_plus_alone=True)
        game.start_hand()
        player = ComputerPlayer(level, "bold", rules=rules)
        view = game.view(0)
        first = player.choose(view, view.legal, random.Random(1))
        assert isinstance(first, PairPlus)
        game.apply(first)
        view = game.view(0)
        assert isinstance(player.choose(view, view.legal, random.Random(1)), expected), level


def test_the_outcome_line_of_a_pair_plus_alone():
    from bragtui.core.results import outcome_lines

    game = casino(pair_plus_alone=True)
    game.start_hand({"Ann": "7h 7d 2c", "Bob": "Ks Qd 9c", "house": "Qc Jd 4h"})
    play(game, "Ann pairplus 5", "Ann stand", "Bob ante 2", "Bob play")
    assert "Ann wins 5: +5 on the pair plus alone." in outcome_lines(game.result)
