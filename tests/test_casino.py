"""Casino Brag: one test per rule of RULES.md's section, and the exact odds against a brute force."""

import time
from fractions import Fraction
from itertools import combinations

import pytest
from helpers import play

from bragtui.core import ranking
from bragtui.core.cards import make_card, parse_cards
from bragtui.core.casino.actions import PairPlus
from bragtui.core.casino.casino_odds import best_play, casino_odds
from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game
from bragtui.core.rules import load_rules
from bragtui.core.simulate import check_invariants


def casino(players="Ann Bob", **rules):
    """A table whose first player to act is the first named."""
    names = players.split()
    return new_game("casino", names, dealer=len(names) - 1, seed=5, **rules)


def hand(game, house, **cards):
    game.start_hand({**cards, "house": house})


def net(game, name):
    return game.result.nets[name]


# --- 1 to 6 players, each against the house ----------------------------------------------------

def test_one_to_six_players_sit_against_the_house():
    assert casino("Ann").players == ["Ann"]
    casino("A B C D E F")
    with pytest.raises(IllegalAction, match="1 to 6 players"):
        casino("A B C D E F G")


def test_the_house_is_not_a_seat_and_its_name_is_taken():
    with pytest.raises(IllegalAction, match="house"):
        casino("Ann house")


# --- a fresh shuffle every hand ------------------------------------------------------------------

def test_every_hand_is_dealt_from_a_fresh_shuffle():
    game = casino("Ann")
    for _ in range(5):
        before = game.pack_order()
        game.start_hand()
        check_invariants(game)
        # Unshuffled, Ann's cards would be the pack's first, third and fifth, the house's the
        # others: the deal came off a pack shuffled afresh instead.
        assert (game.hand.deal[0], game.hand.house) != (before[0:6:2], before[1:6:2])
        assert sum(type(e).__name__ == "Shuffled" for e in game.hand.events) == 1
        play(game, "Ann ante 1", "Ann fold")


# --- ante, optional pair plus, then play or fold ------------------------------------------------

def test_each_player_antes_and_may_add_a_pair_plus_before_seeing_cards():
    game = casino()
    hand(game, "Kc 8d 3h", Ann="Qh 6d 4c", Bob="2s 2h 9d")
    assert {c.verb for c in game.legal_actions()} == {"pairplus", "ante"}
    assert game.view(0).cards == ()  # no cards before every player has staked
    play(game, "Ann pairplus 2")
    assert {c.verb for c in game.legal_actions()} == {"ante"}  # one pair plus, and the ante is owed
    play(game, "Ann ante 5")
    assert game.to_act == 1 and game.view(0).cards == ()
    play(game, "Bob ante 3")  # no pair plus: optional
    assert game.view(0).cards == tuple(parse_cards("Qh 6d 4c"))
    assert {c.verb for c in game.legal_actions()} == {"play", "fold"}


def test_stakes_outside_the_table_limits_are_refused_and_change_nothing():
    game = casino(min_stake=2, max_stake=10)
    game.start_hand()
    before = (game.money.balances[:], game.event_count, game.to_act)
    for text in ("Ann ante 1", "Ann ante 11", "Ann pairplus 11", "Ann play", "Bob ante 2"):
        with pytest.raises(IllegalAction):
            game.act(text)
        assert (game.money.balances, game.event_count, game.to_act) == before
    play(game, "Ann ante 2", "Bob ante 2")
    with pytest.raises(IllegalAction, match="play or fold"):
        game.act("Ann ante 2")


def test_a_fold_loses_the_ante_and_a_play_bet_equals_the_ante():
    game = casino()
    hand(game, "Kc 8d 3h", Ann="Ah Ad 4c", Bob="2s 5h 9d")
    play(game, "Ann ante 5", "Bob ante 4", "Ann play")
    assert game.money.balances[0] == -10  # ante and a play bet of the same size
    play(game, "Bob fold")
    assert net(game, "Bob") == -4
    assert "Bob" not in game.result.shown  # a folded hand is not shown


# --- the house's qualifying hand -------------------------------------------------------------------

def test_a_house_below_queen_high_pays_the_ante_and_returns_the_play_bet():
    game = casino("Ann")
    hand(game, "Jc 8d 3h", Ann="2h 4d 6c")  # the house holds jack high: it does not qualify
    play(game, "Ann ante 5", "Ann play")
    assert net(game, "Ann") == 5


def test_a_qualifying_house_and_the_higher_hand_wins_both_bets():
    won = casino("Ann")
    hand(won, "Qc 8d 3h", Ann="Kh 4d 6c")
    play(won, "Ann ante 5", "Ann play")
    assert net(won, "Ann") == 10
    lost = casino("Ann")
    hand(lost, "Qc 8d 3h", Ann="Jh 9d 6c")
    play(lost, "Ann ante 5", "Ann play")
    assert net(lost, "Ann") == -10


def test_equal_hands_return_both_bets():
    game = casino("Ann")
    hand(game, "Qc 8d 3h", Ann="Qh 8s 3d")
    play(game, "Ann ante 5", "Ann play")
    assert net(game, "Ann") == 0


def test_with_qualify_none_the_house_plays_any_hand():
    game = casino("Ann", qualify="none")
    hand(game, "Jc 8d 3h", Ann="2h 4d 6c")
    play(game, "Ann ante 5", "Ann play")
    assert net(game, "Ann") == -10


# --- ante bonus and pair plus ---------------------------------------------------------------------

def test_the_ante_bonus_is_paid_to_a_player_who_plays_whatever_the_house_holds():
    game = casino("Ann")
    hand(game, "3c 3d 3h", Ann="5h 6h 7h")  # a running flush loses to the prial of threes
    play(game, "Ann ante 5", "Ann play")
    assert net(game, "Ann") == -10 + 4 * 5
    run = casino("Ann")
    hand(run, "Jc 8d 3h", Ann="5h 6d 7c")  # a run, and a house that does not qualify
    play(run, "Ann ante 2", "Ann play")
    assert net(run, "Ann") == 2 + 1 * 2


def test_no_ante_bonus_on_a_fold():
    game = casino("Ann")
    hand(game, "Ac Ad Ah", Ann="9s 9h 9d")
    play(game, "Ann ante 5", "Ann fold")
    assert net(game, "Ann") == -5


def test_the_ante_bonus_table_is_a_house_rule():
    game = casino("Ann", ante_bonus={"prial": 10})
    hand(game, "Jc 8d 3h", Ann="9s 9h 9d")
    play(game, "Ann ante 1", "Ann play")
    assert net(game, "Ann") == 1 + 10
    plain = casino("Ann", ante_bonus={"prial": 10})
    hand(plain, "Jc 8d 3h", Ann="5h 6h 7h")  # a running flush is not in this table
    play(plain, "Ann ante 1", "Ann play")
    assert net(plain, "Ann") == 1


@pytest.mark.parametrize("cards, pays", [("9s 9h 9d", 40), ("5h 6h 7h", 30), ("5h 6d 7c", 6),
                                         ("2h 6h 9h", 4), ("Ks Kh 2c", 1), ("As Kh 2c", -1)])
def test_pair_plus_pays_on_the_players_hand_alone(cards, pays):
    game = casino("Ann")
    hand(game, "3c 3d 3h", Ann=cards)
    play(game, "Ann pairplus 2", "Ann ante 1", "Ann fold")  # even on a fold
    assert net(game, "Ann") == 2 * pays - 1


def test_the_pair_plus_table_is_a_house_rule():
    game = casino("Ann", pair_plus_pays={"pair": 2})
    hand(game, "3c 3d 3h", Ann="5h 6h 7h")  # not listed: lost
    play(game, "Ann pairplus 2", "Ann ante 1", "Ann fold")
    assert net(game, "Ann") == -3


def test_a_second_pair_plus_bet_is_refused():
    game = casino("Ann")
    game.start_hand()
    play(game, "Ann pairplus 2")
    with pytest.raises(IllegalAction, match="already"):
        game.act("Ann pairplus 2")


# --- a running balance per player -------------------------------------------------------------------

def test_each_player_keeps_a_running_balance_against_the_house():
    game = casino()
    hand(game, "Jc 8d 3h", Ann="Kh 4d 6c", Bob="2s 5h 9d")
    play(game, "Ann ante 5", "Bob ante 2", "Ann play", "Bob fold")
    hand(game, "Qc 8d 3h", Ann="Jh 9d 6c", Bob="As 5h 9c")
    play(game, "Bob ante 2", "Ann ante 1", "Bob play", "Ann play")  # the first to act moves round
    assert game.money.balances == [5 - 2, -2 + 4]
    assert game.house == -sum(game.money.balances)
    assert [s.balance for s in game.view(0).seats] == game.money.balances


# --- the exact odds ----------------------------------------------------------------------------------

def brute_force(pack, qualify, ante_bonus, pair_plus):
    """Every player hand against every house hand, played out one by one (written apart from the
    engine's counting): the house edges, how often the house qualifies and the weakest hand played."""
    least = ranking.hand_value((12, 3, 2), (0, 1, 2)) if qualify == "Q" else (-1,)
    names = ["high-card", "pair", "flush", "run", "running-flush", "prial"]
    ante_total, pair_total, qualified, meetings = Fraction(0), 0, 0, 0
    weakest = None
    for mine in combinations(pack, 3):
        value = ranking.hand_value([c.rank for c in mine], [c.suit for c in mine])
        kind = names[value[0]]
        pair_total += pair_plus.get(kind, -1)
        rest = [c for c in pack if c not in mine]
        takings = 0
        houses = list(combinations(rest, 3))
        for theirs in houses:
            house = ranking.hand_value([c.rank for c in theirs], [c.suit for c in theirs])
            meetings += 1
            if house < least:
                takings += 1
                continue
            qualified += 1
            takings += 2 if value > house else -2 if value < house else 0
        playing = Fraction(takings, len(houses)) + ante_bonus.get(kind, 0)
        if playing > -1:
            ante_total += playing
            weakest = value if weakest is None else min(weakest, value)
        else:
            ante_total -= 1
    hands = len(list(combinations(pack, 3)))
    return float(-ante_total / hands), -pair_total / hands, qualified / meetings, weakest


SMALL_PACK = [make_card(rank, suit) for rank in (2, 3, 12, 13, 14) for suit in range(3)]


@pytest.mark.parametrize("overrides", [{}, {"qualify": '"none"'},
                                       {"ante_bonus": "{run=2,flush=1}", "pair_plus_pays": "{pair=3,prial=0}"}])
def test_the_exact_odds_agree_with_a_brute_force_on_a_small_pack(overrides):
    rules = load_rules("casino", overrides=[f"{k}={v}" for k, v in overrides.items()])
    odds = casino_odds(rules, SMALL_PACK)
    ante, pair_plus, qualifies, weakest = brute_force(
        SMALL_PACK, rules.qualify, rules.ante_bonus.as_dict(), rules.pair_plus_pays.as_dict())
    assert odds.ante_edge == pytest.approx(ante, abs=1e-12)
    assert odds.pair_plus_edge == pytest.approx(pair_plus, abs=1e-12)
    assert odds.dealer_qualifies == pytest.approx(qualifies, abs=1e-12)
    kind, high, middle, low = weakest
    if kind == ranking.HIGH_CARD:
        assert odds.play_from == "-".join({12: "Q", 13: "K", 14: "A"}.get(r, str(r)) for r in (high, middle, low))
    else:
        assert odds.play_from is not None and odds.play_from[0].isupper()


def test_the_full_pack_is_counted_exactly_in_well_under_ten_seconds():
    started = time.perf_counter()
    odds = casino_odds(load_rules("casino"))
    assert time.perf_counter() - started < 10
    # The house qualifies with 15,380 of the 22,100 hands (queen high or better), whatever the player holds.
    assert odds.dealer_qualifies == pytest.approx(15380 / 22100, abs=1e-12)
    # Pair plus: 52 prials at 40, 48 running flushes at 30, 720 runs at 6, 1,096 flushes at 4,
    # 3,744 pairs at 1; the other 16,440 hands lose.
    assert odds.pair_plus_edge == pytest.approx(472 / 22100, abs=1e-12)
    assert odds.play_from == "Q-6-4"
    assert 0.03 < odds.ante_edge < 0.04


def test_the_best_play_for_the_hand_in_front_of_you():
    rules = load_rules("casino")
    assert best_play(parse_cards("Qh 6d 4c"), rules).play
    assert not best_play(parse_cards("Qh 6d 3c"), rules).play
    assert best_play(parse_cards("2h 2d 3c"), rules).play


def test_a_pair_plus_after_ones_own_ante_is_refused_with_the_rule():
    game = casino()
    game.start_hand()
    play(game, "Ann ante 2")
    before = (game.money.balances[:], game.event_count)
    with pytest.raises(IllegalAction, match="a pair plus bet goes before the ante"):
        game.act("Ann pairplus 1")
    with pytest.raises(IllegalAction, match="a pair plus bet goes before the ante"):
        game.apply(PairPlus(0, 1))
    assert (game.money.balances, game.event_count) == before
