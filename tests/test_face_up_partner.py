"""The blind hand dealt a face-up partner (``blind_alone = "face-up"``, Three Card Brag)."""

from pathlib import Path

import pytest
from cli_helpers import run_brag
from helpers import new_game, play

from bragtui.core.cards import parse_cards
from bragtui.core.errors import IllegalAction, RulesError
from bragtui.core.rules import load_rules
from bragtui.core.simulate import check_invariants

HISTORIES = Path(__file__).parent / "histories"


def bob_wins_blind(**rules):
    """Ann deals; Bob bets blind and the others fold: the pot of 4 is carried, Bob keeps 2c 5d 9h."""
    game = new_game(dealer="Ann", blind_alone="face-up", **rules)
    game.start_hand({"Ann": "4s 8s Jc", "Bob": "2c 5d 9h", "Cy": "Kh Ks 3d"})
    play(game, "Bob bet 1", "Cy fold", "Ann fold")
    assert game.result.end == "carried" and game.chips_in_pots() == 4
    return game


def test_the_kept_blind_hand_gets_a_face_up_partner_that_every_seat_sees():
    game = bob_wins_blind()
    game.start_hand({"Cy": "Qh Qd 4c", "Ann": "7s 8d 2h", "Bob": "9c 9d 3s"})
    partner = tuple(parse_cards("9c 9d 3s"))
    for seat in (None, 0, 1, 2):
        view = game.view(seat)
        assert view.partner == partner and view.partner_seat == 1
    assert all(set(partner) <= game.visible_cards(seat) for seat in range(3))
    assert game.view(1).cards is None and not game.view(1).seats[1].two_hands  # the blind hand stays unseen


def test_every_other_player_looks_and_whoever_cannot_beat_it_folds_at_once():
    game = bob_wins_blind()
    game.start_hand({"Cy": "Qh Qd 4c", "Ann": "7s 8d 2h", "Bob": "9c 9d 3s"})
    seats = {s.name: s.status for s in game.view(None).seats}
    assert seats == {"Ann": "folded", "Bob": "blind", "Cy": "open"}
    assert game.view(2).cards == tuple(parse_cards("Qh Qd 4c"))  # Cy had to look
    assert "Ann cannot beat the face-up hand and folds" in game.view(None).log
    # The face-up hand went to the bottom, after Ann's folded hand; play goes on, Bob still blind.
    assert game.pack_order()[-6:] == tuple(parse_cards("7s 8d 2h 9c 9d 3s"))
    assert game.to_act == 2
    play(game, "Cy bet 2")
    assert [c.verb for c in game.legal_actions()][:1] == ["look"]  # one blind hand: a plain look
    with pytest.raises(IllegalAction):
        game.act("Bob look old")
    play(game, "Bob bet 1", "Cy bet 2", "Bob look", "Bob fold")
    assert game.result.winner == "Cy" and game.result.pot == 4 + 3 + 2 + 1 + 2
    check_invariants(game)


def test_an_equal_hand_does_not_beat_the_face_up_hand():
    game = bob_wins_blind()
    game.start_hand({"Cy": "Qh Qd 2h", "Ann": "9c 9d 4c", "Bob": "Qc Qs 2d"})
    # Cy's queens only equal Bob's face-up queens, and Ann's nines are lower: both fold.
    assert game.result is not None and game.result.end == "fold" and game.result.winner == "Bob"


def test_if_all_fold_the_blind_player_takes_the_pot_and_keeps_the_blind_hand_for_the_next_deal():
    game = bob_wins_blind()
    balances = list(game.money.balances)
    game.start_hand({"Cy": "9c 9s 3d", "Ann": "10c 10d 4c", "Bob": "Qc Qs 2d"})
    assert (game.result.end, game.result.winner, game.result.pot) == ("fold", "Bob", 4 + 3)
    assert game.money.balances[1] == balances[1] - 1 + 7
    assert "Bob keeps the blind hand, unseen, for the next deal" in game.view(None).log
    check_invariants(game)
    # The next deal: the same blind hand, again with a face-up partner.
    game.start_hand({"Ann": "Ah Ad 3c", "Bob": "Kc Kd 5s", "Cy": "2h 4d 6s"})
    assert game.view(None).partner == tuple(parse_cards("Kc Kd 5s"))
    assert {s.name: s.status for s in game.view(None).seats}["Cy"] == "folded"
    play(game, "Ann bet 2", "Bob look")
    assert game.view(1).cards == tuple(parse_cards("2c 5d 9h"))


def test_a_blind_player_left_alone_later_in_the_hand_carries_the_pot_again():
    game = bob_wins_blind()
    game.start_hand({"Cy": "Qh Qd 4c", "Ann": "Ah Ad 2h", "Bob": "9c 9d 3s"})
    play(game, "Cy bet 2", "Ann fold", "Bob bet 1", "Cy fold")
    assert game.result.end == "carried" and game.retained[0] == 1


def test_blind_play_off_everyone_has_looked_and_the_rule_never_comes_up():
    game = new_game(dealer="Ann", blind_alone="face-up", blind=False)
    game.start_hand({"Ann": "4s 8s Jc", "Bob": "2c 5d 9h", "Cy": "Kh Ks 3d"})
    play(game, "Bob bet 1", "Cy fold", "Ann fold")
    assert game.result.end == "fold"


@pytest.mark.parametrize("variant", ["four-card", "five-card"])
def test_the_face_up_partner_is_three_card_brags_alone(variant):
    with pytest.raises(RulesError, match="Three Card Brag only"):
        load_rules(variant, ["blind_alone=face-up"])


def test_the_face_up_history_worked_out_by_hand_replays(capsys):
    result = run_brag(capsys, "replay", str(HISTORIES / "face-up-partner.toml"), "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert [(h["end"], h["winner"], h["pot"], h.get("partner")) for h in data["hands"]] == [
        ("carried", None, 4, None), ("fold", "Cy", 12, "9c 9d 3s"), ("carried", None, 4, None),
        ("fold", "Ann", 7, "Jh Js 6d"), ("see", "Cy", 15, "Jd Jc 5h")]
    assert data["hands"][4]["shown"] == {"Cy": "As Ah 3c"}
    assert data["balances"] == {"Ann": -5, "Bob": -7, "Cy": 12}


def test_a_blind_player_all_in_from_the_ante_faces_no_test_and_the_others_bet_as_usual():
    game = bob_wins_blind(money="stacks", buy_in=3)  # Bob's ante takes his last chip
    game.start_hand({"Cy": "9c 9s 3d", "Ann": "10c 10d 4c", "Bob": "Qc Qs 2d"})
    assert {s.name: s.status for s in game.view(None).seats} == {"Ann": "blind", "Bob": "all in", "Cy": "blind"}
    assert game.pack_order()[-3:] == tuple(parse_cards("Qc Qs 2d"))
    check_invariants(game)
