"""The open pack (``open_pack``): the pack's bottom card, then each folded hand's last card, shows
to everyone; those cards, and only those, are public before the hand's end."""

from pathlib import Path

import pytest
from cli_helpers import run_brag
from helpers import new_game, play

from bragtui.core.cards import parse_cards
from bragtui.core.errors import RulesError
from bragtui.core.rules import load_rules
from bragtui.core.simulate import check_invariants

HISTORIES = Path(__file__).parent / "histories"
DEAL = {"Ann": "2c 5d 9h", "Bob": "Kh Ks 3d", "Cy": "4s 8s Jc"}


def showing(game):
    """The card every view shows on the open pack (the same in each, public included)."""
    cards = {game.view(seat).open_pack for seat in (None, *range(len(game.players)))}
    assert len(cards) == 1
    return next(iter(cards))


def test_after_the_deal_the_packs_bottom_card_shows_to_everyone():
    game = new_game(dealer="Ann", open_pack=True)
    game.start_hand(DEAL)
    bottom = game.pack_order()[-1]
    assert showing(game) == bottom
    assert all(bottom in game.visible_cards(seat) for seat in range(3))


def test_a_folded_hand_shows_its_last_card_until_the_next_fold():
    game = new_game(dealer="Ann", open_pack=True)
    game.start_hand(DEAL)  # Bob, then Cy, then Ann (the dealer)
    play(game, "Bob look", "Bob bet 2")
    first = showing(game)
    play(game, "Cy fold")
    assert showing(game) == parse_cards("Jc")[0]
    assert first in game.visible_cards(1)  # a card that has shown stays known
    play(game, "Ann fold")
    assert showing(game) == parse_cards("9h")[0]
    assert [str(card) for card in game.result.open_pack] == [str(first), "Jc", "9h"]
    check_invariants(game)


def test_without_the_option_nothing_shows_and_the_public_view_holds_no_card():
    game = new_game(dealer="Ann")
    game.start_hand(DEAL)
    play(game, "Bob look", "Bob bet 2", "Cy fold")
    assert showing(game) is None
    assert not game.visible_cards(0) & set(parse_cards("4s 8s Jc"))
    assert game.public_cards() == frozenset()


def test_a_folded_four_card_hand_shows_its_last_dealt_card_whatever_was_discarded():
    game = new_game(variant="four-card", dealer="Ann", open_pack=True)
    game.start_hand({"Ann": "2c 5d 9h 7c", "Bob": "Kh Ks 3d 4d", "Cy": "4s 8s Jc Qd"})
    play(game, "Bob look", "Bob discard 4d", "Bob bet 2", "Cy look", "Cy discard 4s", "Cy fold")
    assert showing(game) == parse_cards("Qd")[0]


def test_a_player_with_two_blind_hands_who_folds_shows_the_new_hands_last_card():
    game = new_game(dealer="Ann", open_pack=True)
    game.start_hand(DEAL)
    play(game, "Bob bet 1", "Cy fold", "Ann fold")  # Bob keeps his blind hand
    game.start_hand({"Ann": "Qh Qd 4c", "Bob": "7s 8d 2h", "Cy": "Ac Ad As"})
    play(game, "Cy look", "Cy bet 2", "Ann fold", "Bob fold")  # Bob folds both hands
    assert showing(game) == parse_cards("2h")[0]


@pytest.mark.parametrize("variant", ["bastard-money", "draw", "seven-card"])
def test_the_open_pack_is_refused_where_it_does_not_apply(variant):
    with pytest.raises(RulesError, match="open_pack does not apply"):
        load_rules(variant, ["open_pack=true"])


def test_the_open_pack_history_worked_out_by_hand_replays(capsys):
    result = run_brag(capsys, "replay", str(HISTORIES / "open-pack.toml"), "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert [hand["open_pack"] for hand in data["hands"]] == ["8h 9d 9h", "4c 7s 2c 3s"]
    assert [(hand["winner"], hand["pot"]) for hand in data["hands"]] == [("Dee", 14), ("Bob", 5)]
    assert data["balances"] == {"Ann": -6, "Bob": 2, "Cy": -2, "Dee": 6}


def test_the_simulators_checker_finds_a_showing_card_some_seat_may_not_see(monkeypatch):
    from bragtui.core.brag.brag_game import BragGame
    from bragtui.core.simulate import InvariantError, simulate

    monkeypatch.setattr(BragGame, "public_cards", lambda game: frozenset())
    game = new_game(open_pack=True)
    with pytest.raises(InvariantError, match="is not public to every seat"):
        simulate(game, hands=3, seed=1)


def test_discards_and_the_hands_left_at_the_end_go_to_the_bottom_unseen():
    game = new_game(variant="four-card", dealer="Ann", open_pack=True)
    game.start_hand({"Ann": "2c 5d 9h 7c", "Bob": "Kh Ks 3d 4d", "Cy": "4s 8s Jc Qd"})
    bottom = showing(game)
    play(game, "Bob look", "Bob discard 4d")
    assert showing(game) == bottom and parse_cards("4d")[0] not in game.visible_cards(0)
    play(game, "Bob bet 2", "Cy look", "Cy discard 4s", "Cy bet 2", "Ann fold")
    assert showing(game) == parse_cards("7c")[0]
    play(game, "Bob see")
    assert game.result is not None and list(game.result.open_pack) == [bottom, parse_cards("7c")[0]]
    check_invariants(game)
