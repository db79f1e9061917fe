"""Dealer's choice: each dealer picks the game of their deal; money and carried pots go on."""

import random
from pathlib import Path

import pytest
from cli_helpers import run_brag
from helpers import play

from bragtui.core.actions import Bet
from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.errors import IllegalAction, RulesError
from bragtui.core.factory import new_game
from bragtui.core.history import history_toml, load_history
from bragtui.core.rules import load_rules
from bragtui.core.simulate import check_invariants, random_action

HISTORIES = Path(__file__).parent / "histories"


def session(players="Ann Bob", **rules):
    return new_game("dealers-choice", players.split(), seed=4, **rules)


def test_the_dealer_picks_the_game_of_their_deal_from_the_choices():
    game = session("Ann Bob Cy", choices=["draw", "three-card"])
    game.start_hand()
    assert game.to_act == 0 and game.view(0).phase == "pick"
    assert game.legal_actions(0)[0].options == ("draw", "three-card")
    assert game.legal_actions(1) == ()
    before = game.event_count
    for refused in (Pick(1, "draw"), Pick(0, "crash"), Pick(0, "five-card"), Bet(0, 1)):
        with pytest.raises(IllegalAction):
            game.apply(refused)
    assert game.event_count == before and game.to_act == 0
    game.apply(Pick(0, "draw"))
    assert game.view(1).variant == "draw"
    assert game.view(None).log[:2] == ("Ann deals Draw Brag", "Bob posts the small blind of 1")
    chosen = [e for e in game.events_since(before) if type(e).__name__ == "GameChosen"]
    assert [(e.seat, e.title) for e in chosen] == [(0, "Draw Brag")]


def test_a_game_that_does_not_seat_the_table_is_not_offered():
    game = session()
    game.start_hand()
    assert "bastard-money" not in game.legal_actions()[0].options  # three to ten players


def test_the_deal_passes_left_and_money_carries_across_deals():
    game = session()
    game.start_hand()
    play(game, "Ann pick draw", "Bob fold")  # Bob, the small blind, folds to the big blind
    assert game.money.balances == [1, -1]
    game.start_hand()
    assert game.to_act == 1  # Bob deals next, and picks
    play(game, "Bob pick three-card", "Ann look", "Ann bet 2", "Bob fold")
    assert game.money.balances == [1 + 1, -1 - 1]  # a pot of 4 to Ann, who put in 3
    assert [r.variant for r in game.results] == ["draw", "three-card"]


def test_a_pot_carried_out_of_one_deal_goes_into_the_next_whatever_its_game():
    game = session()
    game.choose_next("three-card")
    game.start_hand({"Bob": "2c 5d 9h", "Ann": "Kh Ks 3d"})
    play(game, "Bob bet 1", "Ann fold")
    assert game.result.end == "carried" and game.chips_in_pots() == 3
    game.choose_next("draw")
    game.start_hand()
    assert game.view(0).pot == 3 + 1 + 2  # the carried pot and the blinds
    check_invariants(game)


def test_the_hand_written_history_replays_to_the_outcomes_worked_out_by_hand(capsys):
    result = run_brag(capsys, "replay", str(HISTORIES / "dealers-choice-example.toml"), "--json")
    assert result.status == 0, result.err
    first, second = result.json()["hands"]
    # Three Card Brag: antes 1 + 1 and Bob's blind bet of 1 are carried.
    assert (first["variant"], first["end"], first["pot"], first["winner"]) == ("three-card", "carried", 3, None)
    # Draw Brag: the 3 carried, the blinds 1 and 2 and Ann's raise (1 owed and 4) go to Ann.
    assert (second["variant"], second["end"], second["winner"], second["pot"]) == ("draw", "fold", "Ann", 11)
    assert result.json()["balances"] == {"Ann": -1 - 6 + 11, "Bob": -2 - 2}


def test_a_carried_pot_is_told_without_keeping_the_blind_hand(capsys):
    result = run_brag(capsys, "replay", str(HISTORIES / "dealers-choice-example.toml"))
    assert "Ann deals Three Card Brag" in result.out.splitlines()[1]
    assert "the pot of 3 stays on the table for the next deal." in result.out
    assert "blind hand is kept" not in result.out


def test_computer_players_play_a_session_to_the_end():
    from bragtui.players import ComputerPlayer
    from bragtui.players.tournament import run_tournament

    seats = [ComputerPlayer.from_spec(spec) for spec in ("hard", "medium:bold", "random")]
    assert run_tournament("dealers-choice", seats, count=6, seed=3).hands == 6


def test_a_history_records_each_hands_variant_and_reloads_the_same():
    game = session()
    rng = random.Random(2)
    for _ in range(3):
        game.start_hand()
        while game.to_act is not None:
            game.apply(random_action(game, game.to_act, rng))
    text = history_toml(game)
    assert text.count('variant = "') == 1 + 3
    assert load_history(text).results == game.results


def test_a_hand_without_its_game_named_stops_the_replay(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text((HISTORIES / "dealers-choice-example.toml").read_text().replace('variant = "draw"\n', ""))
    result = run_brag(capsys, "replay", str(path))
    assert result.status == 1 and "Bob, the dealer, first picks the game of this deal" in result.err


def test_the_choices_are_checked():
    with pytest.raises(RulesError, match="crash"):
        load_rules("dealers-choice", overrides=['choices=["crash"]'])
    with pytest.raises(RulesError, match="empty"):
        load_rules("dealers-choice", overrides=["choices=[]"])


def test_a_hand_s_variant_outside_dealers_choice_or_the_choices_is_refused_in_one_line(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text((HISTORIES / "dealers-choice-example.toml").read_text().replace('"draw"', '"crash"'))
    result = run_brag(capsys, "replay", str(path))
    assert result.status == 1 and result.err.count("hand 2") == 1 and "'crash' is not one of the games" in result.err
    path.write_text((HISTORIES / "draw-example.toml").read_text().replace("[[hand]]", '[[hand]]\nvariant = "draw"', 1))
    result = run_brag(capsys, "replay", str(path))
    assert result.status == 1 and "only in dealer's choice" in result.err
