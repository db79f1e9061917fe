"""Computer players with the house rule ``borrow``: they ask, lend and answer "lend or show" legally
and sensibly, from their seat's view alone."""

from __future__ import annotations

import random

import pytest
from helpers import new_game, play

from bragtui.core.actions import Fold
from bragtui.core.brag.actions import Borrow, Decline, Inspect, Lend, LendOrShow, Show
from bragtui.players import ComputerPlayer

LEVELS = ("easy", "medium", "hard", "random")


def choose(game, level="medium", seed=1):
    view = game.view(game.to_act)
    return ComputerPlayer(level).choose(view, view.legal, random.Random(seed))


@pytest.mark.parametrize("lender", ["asked", "richest"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_actions_with_borrowing_until_the_credit_runs_out(level, lender):
    game = new_game("Ann Bob Cy Dee", borrow=True, credit=15, lender=lender, seed=3)
    players = [ComputerPlayer(level), ComputerPlayer("hard"), ComputerPlayer("easy"), ComputerPlayer("random")]
    rng = random.Random(5)
    verbs = set()
    for _ in range(150):
        if game.game_over:
            break
        game.start_hand()
        while game.to_act is not None:
            view = game.view(game.to_act)
            action = players[game.to_act].choose(view, view.legal, rng)
            verbs.add(action.verb)
            game.apply(action)  # an illegal choice would raise here
    assert "borrow" in verbs or "lend-or-show" in verbs


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_a_lender_looks_first_then_backs_a_good_hand_and_declines_a_poor_one(level):
    game = new_game(borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "Qs Qd 7c", "Bob": "2s 5h 9d", "Cy": "5c 6d 9h"})
    play(game, "Ann bet 4", "Bob fold", "Cy bet 4", "Ann borrow 4 from Bob")
    assert isinstance(choose(game, level), Inspect)
    play(game, "Bob inspect")
    assert isinstance(choose(game, level), Lend)  # a pair of queens
    game = new_game(borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "8s 4d 2c", "Bob": "2s 5h 9d", "Cy": "5c 6d 9h"})
    play(game, "Ann bet 4", "Bob fold", "Cy bet 4", "Ann borrow 4 from Bob", "Bob inspect")
    assert isinstance(choose(game, level), Decline)  # eight high


def short_of_a_see(ann, bob):
    """Ann, with 3 left of her credit, is 1 short of the see of 4 and says "lend or show"."""
    game = new_game("Ann Bob", borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": ann, "Bob": bob})
    play(game, "Ann bet 1", "Bob bet 2", "Ann lend-or-show")
    assert game.to_act == 1
    return game


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_asked_to_lend_or_show_a_strong_hand_lends_and_a_weak_one_shows(level):
    assert isinstance(choose(short_of_a_see("8s 4d 2c", "Ks Kd Kc"), level), Lend)  # a prial of kings
    assert isinstance(choose(short_of_a_see("Ks Kd Kc", "8s 4d 2c"), level), Show)  # eight high: lose the least


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_a_short_player_with_a_good_hand_borrows_what_the_least_bet_lacks(level):
    game = new_game(borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "As Ad Ac", "Bob": "2s 5h 9d", "Cy": "5c 6d 9h"})
    play(game, "Ann bet 2", "Bob fold", "Cy bet 4")
    assert choose(game, level) == Borrow(0, 2, "Bob")  # the stake of 4 less the 2 Ann can pay


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_rather_than_fold_a_short_player_says_lend_or_show(level):
    game = new_game("Ann Bob", borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "8s 4d 2c", "Bob": "Ks Kd Kc"})
    play(game, "Ann bet 4", "Bob bet 4")
    action = choose(game, level)
    assert isinstance(action, LendOrShow) and not isinstance(action, Fold)
