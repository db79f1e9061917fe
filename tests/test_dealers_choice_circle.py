"""Dealer's choice as the sources tell it: a kept blind hand stays into a deal of the same game;
``choose_after_circle`` with the dealer's wild cards and blind play."""

from pathlib import Path

import pytest
from cli_helpers import run_brag
from helpers import play

from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.errors import HistoryError, IllegalAction
from bragtui.core.events import describe
from bragtui.core.factory import new_game
from bragtui.core.history import history_toml, load_history
from bragtui.core.simulate import check_invariants

HISTORIES = Path(__file__).parent / "histories"


def session(players="Ann Bob", **rules):
    return new_game("dealers-choice", players.split(), seed=4, **rules)


def told(game) -> list[str]:
    """The session's events as the table's log tells them."""
    return [describe(event, game.players) for event in game.events]


def bob_carries(game):
    """Ann deals Three Card Brag; Bob bets blind and Ann folds: Bob keeps 2c 5d 9h for the next deal."""
    game.choose_next("three-card")
    game.start_hand({"Bob": "2c 5d 9h", "Ann": "Kh Ks 3d"})
    play(game, "Bob bet 1", "Ann fold")
    assert game.result.end == "carried"


def test_a_kept_blind_hand_stays_with_its_player_when_the_next_deal_is_the_same_game():
    game = session()
    bob_carries(game)
    game.choose_next("three-card")
    game.start_hand({"Ann": "Qh Qd 4c", "Bob": "Ac Ad As"})
    assert game.view(1).seats[1].two_hands
    check_invariants(game)
    play(game, "Ann look", "Ann bet 2", "Bob look old")
    assert [str(card) for card in game.view(1).cards] == ["2c", "5d", "9h"]
    play(game, "Bob throw", "Bob look", "Bob bet 4", "Ann see")
    assert game.result.winner == "Bob" and game.result.pot == 3 + 2 + 2 + 4 + 8
    assert load_history(history_toml(game)).money.balances == game.money.balances


def test_with_another_game_next_the_kept_blind_hand_is_folded_unseen():
    game = session()
    bob_carries(game)
    game.choose_next("four-card")
    game.start_hand()
    assert not game.view(1).seats[1].two_hands and game.view(1).pot == 3 + 2
    assert "Bob's kept blind hand is folded unseen: this deal is Four Card Brag" in told(game)
    assert "Bob's kept blind hand is folded unseen: this deal is Four Card Brag" in game.view(1).log
    check_invariants(game)


def test_the_history_where_bob_wins_blind_then_looks_at_the_old_hand_replays(capsys):
    result = run_brag(capsys, "replay", str(HISTORIES / "dealers-choice-circle.toml"), "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert [(h["variant"], h["end"], h["winner"], h["pot"]) for h in data["hands"]] == [
        ("three-card", "carried", None, 3), ("three-card", "see", "Bob", 19), ("four-card", "see", "Bob", 5)]
    assert data["hands"][2]["shown"] == {"Bob": "2h Kc Kd"}
    assert data["balances"] == {"Ann": -15, "Bob": 15}


def test_until_the_deal_has_gone_round_the_first_game_is_dealt_without_a_pick():
    game = session("Ann Bob Cy", choose_after_circle=True, choices=["four-card", "draw", "three-card"])
    for _ in range(3):
        game.start_hand()
        assert not game.picking and game.inner_variant == "four-card" and game.inner.rules.wild == "none"
        while not game.hand_over:
            play(game, f"{game.players[game.to_act]} fold")
    game.start_hand()
    assert game.picking and game.to_act == 0  # the first dealer again, a full circle on
    assert game.legal_actions()[0].options == ("four-card", "draw", "three-card")


def test_within_the_circle_a_history_may_name_only_the_first_game_and_no_settings():
    game = session(choose_after_circle=True)
    with pytest.raises(IllegalAction, match="full circle every deal is Three Card Brag"):
        game.choose_next("draw")
    with pytest.raises(IllegalAction, match="no rules until the deal has gone a full circle"):
        game.choose_next("three-card", {"wild": "twos"})


def after_circle(**rules):
    game = session(choose_after_circle=True, **rules)
    for _ in range(2):
        game.start_hand()
        play(game, f"{game.players[game.to_act]} fold")
    game.start_hand()
    return game


def test_after_the_circle_the_dealer_picks_the_game_then_its_wild_cards_then_blind_play():
    game = after_circle(choice_wild=["none", "jokers"])
    play(game, "Ann pick five-card")
    assert game.view(0).step == "wild" and game.legal_actions()[0].options == ("none", "jokers")
    with pytest.raises(IllegalAction, match="not one of the wild cards the dealer may set: none, jokers"):
        game.apply(Pick(0, "twos"))
    play(game, "Ann pick jokers")
    with pytest.raises(IllegalAction, match="Ann, the dealer, first picks blind play for this deal"):
        game.act("Bob fold")
    assert game.view(0).refused["fold"] == "the dealer first picks blind play for this deal"
    assert game.view(0).step == "blind" and game.legal_actions()[0].options == ("blind", "open")
    play(game, "Ann pick open")
    inner = game.inner
    assert (game.inner_variant, inner.rules.wild, inner.rules.blind) == ("five-card", "jokers", False)
    assert game.inner_settings == {"wild": "jokers", "blind": False, "cards": 5}
    assert "Ann deals Five Card Brag (wild jokers, no blind play)" in told(game)
    assert len(game.pack_order()) == 54 - 10
    check_invariants(game)
    again = load_history(history_toml(game))
    assert again.inner.rules == inner.rules and again.view(0) == game.view(0)


def test_one_wild_choice_and_no_blind_choice_leave_nothing_more_to_pick():
    game = after_circle(choice_wild=["twos"], choice_blind=False)
    play(game, "Ann pick three-card")
    assert not game.picking and game.inner.rules.wild == "twos" and game.inner.rules.blind
    assert game.inner_settings == {"wild": "twos", "cards": 3}


def test_games_without_wild_cards_or_blind_play_are_dealt_at_once():
    game = after_circle()
    play(game, "Ann pick draw")
    assert not game.picking and game.inner_variant == "draw" and game.inner_settings is None


@pytest.mark.parametrize("table, reason", [
    ('{ wild = "twos", cards = 3 }', "cards = 3 does not match the game: Four Card Brag deals 4"),
    ('{ wild = "fives" }', "wild = 'fives' is not one of choice_wild"),
    ('{ colour = "red" }', "unknown setting 'colour'"),
    ('"twos"', "a hand's 'rules' must be a table"),
])
def test_a_dealers_settings_the_rules_do_not_allow_are_refused_with_the_reason(tmp_path, table, reason):
    text = (HISTORIES / "dealers-choice-circle.toml").read_text().replace(
        'rules = { wild = "twos", blind = false, cards = 4 }', f"rules = {table}")
    with pytest.raises(HistoryError, match=f"hand 3: {reason}"):
        load_history(text)


def test_settings_are_refused_without_choose_after_circle_or_with_choice_blind_off():
    text = (HISTORIES / "dealers-choice-circle.toml").read_text()
    with pytest.raises(HistoryError, match="hand 3: the dealer may not set blind play: choice_blind is off"):
        load_history(text.replace("choose_after_circle = true", "choose_after_circle = true\nchoice_blind = false"))
    plain = text.replace("choose_after_circle = true", "choices = [\"three-card\", \"four-card\"]")
    with pytest.raises(HistoryError, match="hand 3: the dealer sets a deal's rules only with choose_after_circle"):
        load_history(plain)


def test_a_kept_blind_hand_holding_a_joker_is_folded_unseen_when_the_next_deal_has_no_jokers():
    game = session(choose_after_circle=True)
    for _ in range(2):
        game.start_hand()
        play(game, f"{game.players[game.to_act]} fold")
    game.choose_next("three-card", {"wild": "jokers", "blind": True, "cards": 3})
    game.start_hand({"Bob": "Jk 5d 9h", "Ann": "Kh Ks 3d"})
    play(game, "Bob bet 1", "Ann fold", "Bob choose new")  # Bob had won hand 2 blind too
    assert game.inner.retained[1][0].is_joker
    game.choose_next("three-card", {"wild": "none", "blind": True, "cards": 3})
    game.start_hand()
    assert not game.view(1).seats[1].two_hands
    assert "Bob's kept blind hand is folded unseen: this deal is Three Card Brag" in told(game)
    check_invariants(game)
