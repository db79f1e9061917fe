"""Thousands of seeded random games per variant and rule set (after OpenSpiel's basic tests).

After every action: chips and cards are conserved, only the seat to act has
actions, and a finished hand has none. Writing the hand history and replaying
it (mid-hand or between hands) gives an identical game. In every tenth game,
every seat's view is built after every action and shows no card it may not see.
"""

import dataclasses
import random

import pytest
from helpers import new_game, state_of

from bragtui.core import factory
from bragtui.core.history import history_toml, load_history
from bragtui.core.simulate import check_invariants, random_action

RULE_SETS = {
    "defaults": {},
    "stacks-pot-limit": {"money": "stacks", "buy_in": 12, "max_raise": "pot", "see_cost": "equal",
                         "blind_alone": "take"},
    "open-shuffled-wild": {"blind": False, "shuffle": "every-hand", "wild": "twos", "ante": 0},
    "jokers-tight-stacks": {"wild": "jokers", "money": "stacks", "buy_in": 6, "min_bet": 2, "max_bet": 4},
    "stacks-rebuy": {"money": "stacks", "buy_in": 5, "rebuy": True},
}
VARIANTS = ["three-card", "four-card", "five-card"]
GAMES = 1000


def assert_views_private(game):
    """Every seat's view holds only its own cards, and only once it has looked at them."""
    hand = game.hand
    for seat in range(len(game.players)):
        view = game.view(seat)
        # Cards reach a view only through its own hand, and hands shown at a see through the result.
        without_own = dataclasses.replace(view, cards=None, discarded=(), result=None, conceded=None)
        assert "Card(" not in repr(without_own), view
        own = [h for h in (hand.holdings.get(seat), hand.folded.get(seat), hand.old.get(seat)) if h]
        assert set(view.conceded or ()) <= {c for h in own for c in h.cards}
        if view.cards is None:
            continue
        # Looked at, or one of two blind hands being looked at before keeping or throwing it.
        assert seat in hand.looked or (hand.peeking is not None and hand.peeking[0] == seat)
        own = [h for h in (hand.holdings.get(seat), hand.folded.get(seat), hand.old.get(seat)) if h]
        assert set(view.cards) | set(view.discarded) <= {c for h in own for c in h.cards}


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant(variant, rule_set):
    for seed in range(GAMES):
        rng = random.Random(seed)
        players = " ".join(["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus"][:rng.randint(2, 7)])
        game = new_game(players, variant=variant, seed=seed, **RULE_SETS[rule_set])
        hands = rng.randint(1, 3)
        stop_at = rng.randint(0, 40) if seed % 10 == 0 else None
        actions = 0
        for _ in range(hands):
            if game.game_over:
                break
            game.start_hand()
            check_invariants(game)
            while game.to_act is not None:
                game.apply(random_action(game, game.to_act, rng))
                actions += 1
                check_invariants(game)
                if seed % 10 == 0:
                    assert_views_private(game)
                if actions == stop_at:
                    assert state_of(load_history(history_toml(game), "mid")) == state_of(game)
            assert game.legal_actions() == ()
            assert all(game.legal_actions(seat) == () for seat in range(len(game.players)))
        if seed % 10 == 0:
            assert state_of(load_history(history_toml(game), "end")) == state_of(game)


BASTARD_SETS = {
    "bastard": [{}, {"exchanges": "two-rounds", "face_up": 3}, {"peek": True, "knock_after": 0,
                 "exchange_after_knock": "may", "face_up": 2}, {"knock_after": 2, "lives": 1}],
    "bastard-money": [{}, {"exchanges": "knock", "knock_after": 0, "peek": True},
                      {"money": "stacks", "buy_in": 8, "see_cost": "equal", "max_raise": "pot"}],
}


@pytest.mark.parametrize("variant, index", [(v, i) for v, sets in BASTARD_SETS.items() for i in range(len(sets))])
def test_random_bastard_games_keep_every_invariant(variant, index):
    rules = BASTARD_SETS[variant][index]
    for seed in range(300):
        rng = random.Random(seed)
        names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"][:rng.randint(3, 6)]
        game = factory.new_game(variant, names, seed=seed, **rules)
        for _ in range(rng.randint(1, 4)):
            if game.game_over:
                break
            game.start_hand()
            check_invariants(game)
            steps = 0
            while game.to_act is not None:
                game.apply(random_action(game, game.to_act, rng))
                check_invariants(game)
                steps += 1
                assert steps < 5000, "a hand did not end"
            assert game.legal_actions() == ()
        if seed % 10 == 0:
            assert state_of(load_history(history_toml(game), "end")) == state_of(game)


@pytest.mark.parametrize("rules", [{}, {"scoring": "street", "target": 12}, {"target": 3},
                                   {"stake": 2, "settle": "per-point", "four_fee": 1, "target": 4},
                                   {"stake": 1, "scoring": "street", "target": 9}])
def test_random_crash_games_keep_every_invariant(rules):
    for seed in range(150):
        rng = random.Random(seed)
        names = ["Ann", "Bob", "Cy", "Dee"][:rng.randint(2, 4)]
        game = factory.new_game("crash", names, seed=seed, **rules)
        for _ in range(rng.randint(1, 4)):
            if game.game_over:
                break
            game.start_hand()
            check_invariants(game)
            while game.to_act is not None:
                game.apply(random_action(game, game.to_act, rng))
                check_invariants(game)
            assert game.legal_actions() == ()
        if seed % 10 == 0:
            again = load_history(history_toml(game), "end")
            assert (again.scores, again.pack.cards, again.results, again.money.balances) == \
                (game.scores, game.pack.cards, game.results, game.money.balances)


ARRANGED_SETS = {
    "seven-card": [{}, {"ante": 3}],
    "nine-card": [{}, {"ante": 5}],
    "fifteen-card": [{"target": 2}],
}


def assert_set_hands_private(game):
    """Before the showdown a seat's view holds no card but its own; no view ever holds the pack."""
    hand = game.hand
    for seat in range(len(game.players)):
        view = game.view(seat)
        others = {c for s, cards in hand.deal.items() if s != seat for c in cards}
        if hand.result is None:
            assert not others & set(view.cards)
            assert "Card(" not in repr(dataclasses.replace(view, cards=(), my_set=None))


@pytest.mark.parametrize("variant, index", [(v, i) for v, sets in ARRANGED_SETS.items() for i in range(len(sets))])
def test_random_set_hand_games_keep_every_invariant(variant, index):
    """Seven, Nine and Fifteen Card Brag: chips (or points) and cards conserved after every action,
    fouls included; the history written reloads to the same game."""
    from bragtui.core.variants import get_variant
    entry = get_variant(variant)
    rules = ARRANGED_SETS[variant][index]
    fouls = 0
    for seed in range(120):
        rng = random.Random(seed)
        names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus"][:rng.randint(*entry.players)]
        game = factory.new_game(variant, names, seed=seed, **rules)
        for _ in range(rng.randint(1, 4)):
            if game.game_over:
                break
            game.start_hand()
            check_invariants(game)
            while game.to_act is not None:
                game.apply(random_action(game, game.to_act, rng))
                check_invariants(game)
                if seed % 10 == 0:
                    assert_set_hands_private(game)
            assert game.legal_actions() == ()
            fouls += len(game.result.fouls)
            points = sum(game.scores)
            assert points == sum(sum((r.points or {}).values()) for r in game.results)
        if seed % 10 == 0:
            again = load_history(history_toml(game), "end")
            assert (again.scores, again.money.balances, again.pack.cards, again.results) == \
                (game.scores, game.money.balances, game.pack.cards, game.results)
    assert fouls > 0  # the random player fouls now and then, and the games go on
