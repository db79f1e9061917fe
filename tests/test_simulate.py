"""The simulator's checker catches every broken invariant, and ``brag simulate`` reports its games."""

import random

import pytest
from cli_helpers import run_brag
from helpers import new_game

from bragtui.core import factory
from bragtui.core.brag.brag_game import Holding
from bragtui.core.simulate import InvariantChecker, InvariantError, check_invariants, random_action, simulate
from bragtui.core.variants import variant_keys


def game_mid_hand(players="Ann Bob Cy Dee", actions=3, **rules):
    game = new_game(players, seed=11, **rules)
    game.start_hand()
    rng = random.Random(2)
    for _ in range(actions):
        game.apply(random_action(game, game.to_act, rng))
    assert game.to_act is not None
    return game


def change_a_live_card(game, position, card):
    """Put ``card`` at ``position`` in the first hand still in play, as a faulty controller might."""
    seat = next(s for s in game.hand.order if s not in game.hand.returned)
    cards = list(game.hand.holdings[seat].cards)
    cards[position] = card
    game.hand.holdings[seat] = Holding(tuple(cards))


def test_a_sound_game_passes_and_simulation_reports_what_it_played():
    game = new_game("Ann Bob Cy", seed=3)
    stats = simulate(game, 40, seed=3)
    assert stats.hands == 40
    assert stats.actions >= 40 * 2
    assert sum(stats.ends.values()) == 40
    check_invariants(game)


def test_a_chip_created_is_caught():
    game = game_mid_hand()
    game.money.balances[0] += 1
    with pytest.raises(InvariantError, match="chips not conserved"):
        check_invariants(game)


def test_a_stack_below_zero_is_caught():
    game = game_mid_hand(money="stacks", buy_in=20)
    game.money.balances[0] -= 100
    game.money.balances[1] += 100
    with pytest.raises(InvariantError, match="below zero"):
        check_invariants(game)


def test_a_card_in_two_places_is_caught():
    game = game_mid_hand()
    change_a_live_card(game, 0, game.pack[0])
    with pytest.raises(InvariantError, match=r"twice: \['" + str(game.pack[0])):
        check_invariants(game)


def test_a_card_lost_is_caught():
    game = game_mid_hand()
    lost = game.pack.deal()
    with pytest.raises(InvariantError, match=r"missing: \['" + str(lost)):
        check_invariants(game)


def test_a_seat_out_of_turn_with_actions_is_caught(monkeypatch):
    game = game_mid_hand()
    actor = game.to_act
    everyone = game.legal_actions(actor)
    monkeypatch.setattr(game, "legal_actions", lambda seat=None: everyone)
    with pytest.raises(InvariantError, match="has actions while"):
        check_invariants(game)


def test_the_seat_to_act_without_actions_is_caught(monkeypatch):
    game = game_mid_hand()
    monkeypatch.setattr(game, "legal_actions", lambda seat=None: ())
    with pytest.raises(InvariantError, match="no legal action"):
        check_invariants(game)


def test_a_checker_that_proved_the_cards_still_catches_a_change_the_pack_does_not_show():
    """The checker skips the full proof only for an arrangement identical to one it proved."""
    game = game_mid_hand()
    checker = InvariantChecker(game)
    checker.check()
    checker.check()  # unchanged: passes again
    seat = next(s for s in game.hand.order if s not in game.hand.returned)
    # One card lost and another held twice, with the pack untouched.
    change_a_live_card(game, 1, game.hand.holdings[seat].cards[0])
    with pytest.raises(InvariantError, match="cards not conserved"):
        checker.check()


def test_a_checker_follows_a_whole_game_of_moving_cards():
    game = new_game("Ann Bob Cy Dee Eve", seed=8, blind_alone="carry")
    checker = InvariantChecker(game)
    rng = random.Random(8)
    for _ in range(60):
        game.start_hand()
        checker.check()
        while game.to_act is not None:
            game.apply(random_action(game, game.to_act, rng))
            checker.check()
    assert len(game.results) == 60


def test_brag_simulate_json_is_seeded(capsys):
    first = run_brag(capsys, "simulate", "--jobs", "1", "--hands", "30", "--players", "4", "--seed", "5", "--json")
    again = run_brag(capsys, "simulate", "--jobs", "1", "--hands", "30", "--players", "4", "--seed", "5", "--json")
    assert first.status == 0, first.err
    data, repeat = first.json(), again.json()
    assert data["hands"] == 30 and data["players"] == 4 and data["checks"] is True
    assert sum(data["ends"].values()) == 30
    assert sum(data["balances"].values()) == 0
    for key in ("actions", "ends", "mean_pot", "biggest_pot", "balances"):
        assert data[key] == repeat[key]


@pytest.mark.parametrize("variant", ["four-card", "bastard", "crash"])
def test_brag_simulate_plays_every_variant(capsys, variant):
    result = run_brag(capsys, "simulate", "--jobs", "1", "--variant", variant, "--hands", "5", "--players", "4",
                      "--json")
    assert result.status == 0, result.err
    assert result.json()["hands"] >= 1


def test_brag_simulate_text_says_what_was_checked(capsys):
    result = run_brag(capsys, "simulate", "--jobs", "1", "--hands", "5", "--players", "3")
    assert result.status == 0
    assert "5 hands of three-card among 3 players" in result.out
    assert "chips, cards and turn checked after every action" in result.out


def test_brag_simulate_refuses_a_table_the_variant_cannot_seat(capsys):
    result = run_brag(capsys, "simulate", "--jobs", "1", "--variant", "crash", "--players", "7")
    assert result.status != 0
    assert result.err.count("\n") == 1
    assert "--players 7" in result.err and "crash" in result.err


def test_a_game_without_history_keeps_only_its_latest_hand_and_numbers_on():
    game = new_game("Ann Bob Cy", seed=4)
    game.keep_history = False
    simulate(game, 25, seed=4)
    assert [hand.number for hand in game.hands] == [25]
    assert len(game.results) == 1 and game.results[0].number == 25
    check_invariants(game)


def test_a_game_without_history_refuses_to_write_one():
    from bragtui.core.errors import BragError
    from bragtui.core.history import history_toml

    game = new_game("Ann Bob Cy", seed=4)
    game.keep_history = False
    simulate(game, 3, seed=4)
    with pytest.raises(BragError, match="kept only its latest hand"):
        history_toml(game)


@pytest.mark.parametrize("variant, players", [("three-card", "Ann Bob Cy Dee"), ("bastard", "Ann Bob Cy"),
                                              ("crash", "Ann Bob Cy Dee")])
def test_keeping_no_history_changes_nothing_in_play(variant, players):

    def played(keep):
        game = factory.new_game(variant, players.split(), seed=6)
        game.keep_history = keep
        simulate(game, 40, seed=6)
        return game.money.balances, game.results[-1], game.pack.cards, game.hand.number

    assert played(False) == played(True)


def test_cards_returned_to_the_bottom_are_checked_against_the_hand_that_left():
    """A fold is proved from the last proof; the cards that reach the bottom must be those that left."""
    game = game_mid_hand()
    checker = InvariantChecker(game)
    checker.check()
    seat = next(s for s in game.hand.order if s not in game.hand.returned)
    cards = list(game.hand.holdings[seat].cards)
    game.hand.folded[seat] = game.hand.holdings.pop(seat)  # off the table, as a fold does
    game.pack.put_bottom([game.pack[0], *cards[1:]])  # one card of the hand lost, a pack card twice
    with pytest.raises(InvariantError, match="cards not conserved"):
        checker.check()


def test_a_hand_returned_to_the_bottom_whole_passes():
    game = game_mid_hand()
    checker = InvariantChecker(game)
    checker.check()
    seat = next(s for s in game.hand.order if s not in game.hand.returned)
    holding = game.hand.folded[seat] = game.hand.holdings.pop(seat)
    game.pack.put_bottom(reversed(holding.cards))  # any order: the same cards
    checker.check()


def test_a_holding_cannot_change_in_place():
    game = game_mid_hand()
    holding = next(iter(game.hand.holdings.values()))
    with pytest.raises(TypeError):
        holding.cards[0] = game.pack[0]
    with pytest.raises(AttributeError):
        holding.cards = (game.pack[0],)


@pytest.mark.parametrize("variant", ["three-card", "five-card", "bastard", "bastard-money", "crash"])
def test_the_card_layout_changes_whenever_a_card_off_the_pack_moves(variant):
    """The checker trusts an unchanged layout as proved: every move of a card must change it."""

    moves = 0
    for seed in range(30):
        rng = random.Random(seed)
        game = factory.new_game(variant, ["Ann", "Bob", "Cy", "Dee"], seed=seed)
        for _ in range(3):
            if game.game_over:
                break
            game.start_hand()
            while game.to_act is not None:
                groups, layout = [tuple(g) for g in game.card_groups()], game.card_layout()
                game.apply(random_action(game, game.to_act, rng))
                if [tuple(g) for g in game.card_groups()] != groups:
                    moves += 1
                    assert game.card_layout() != layout
    assert moves > 50


def test_simulate_all_applies_each_set_where_it_is_a_rule(capsys):
    """With every game in turn, --set ante=2 is a rule of some games only: it applies to those (as
    a [defaults] table does), not refused halfway through the run."""
    result = run_brag(capsys, "simulate", "--variant", "all", "--hands", "3", "--jobs", "1", "--set", "ante=3",
                      "--json")
    assert result.status == 0, result.err
    assert {row["variant"] for row in result.json()["variants"]} == set(variant_keys())


@pytest.mark.parametrize(("options", "expected"), [
    (("--set", "lives=0"), "--set 'lives=0', [bastard] lives = 0: is out of range"),
    (("--players", "7"), "--players 7: crash is for 2 to 4 players"),
])
def test_simulate_all_refuses_before_playing_any_game(capsys, options, expected):
    result = run_brag(capsys, "simulate", "--variant", "all", "--hands", "3", "--jobs", "1", *options)
    assert result.status == 2 and result.out == "" and result.err.startswith(f"brag simulate: {expected}")
