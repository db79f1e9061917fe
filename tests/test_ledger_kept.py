"""The ledger reads the results and standings a game keeps as it goes, never a replay of its history."""

import random

import pytest

from bragtui.app import ledger
from bragtui.app.variant_screens import tallies
from bragtui.core import history
from bragtui.core.factory import new_game
from bragtui.core.simulate import random_action
from bragtui.core.variants import get_variant, variant_keys


def _played(variant, seed, hands):
    """A seeded random game of ``variant``, with the ledger rows the public view gave after each hand."""
    entry = get_variant(variant)
    players = ["Ann", "Bob", "Cy", "Dee"][:max(2, min(3, entry.players[1]), entry.players[0])]
    game = new_game(variant, players, seed=seed)
    rng = random.Random(seed)
    before = tallies(game.view(None))
    seen = []
    for _ in range(hands):
        if game.game_over:
            break
        game.start_hand()
        while game.to_act is not None:
            game.apply(random_action(game, game.to_act, rng))
        if game.result is not None:
            seen.append(ledger.hand_row(game.view(None), before))
            before = seen[-1].totals
    return game, seen


@pytest.mark.parametrize("variant", variant_keys())
def test_ledger_rows_are_the_ones_the_public_view_gave_after_each_hand(variant, monkeypatch):
    # Reading the game's own history back would fail here.
    monkeypatch.setattr(history, "load_history", lambda *a, **k: pytest.fail("the ledger replayed the game"))
    for seed in range(3):
        game, seen = _played(variant, seed, 6)
        assert ledger.hand_rows(game, []) == seen, (variant, seed)
        assert ledger.hand_rows(game, seen[:1]) == seen  # only the missing rows are added
        assert len(game.standings) == len(game.results)


def test_a_copy_keeps_the_latest_standing_and_history_off_keeps_one():
    game, _ = _played("bastard", 1, 4)
    assert game.copy().standings == game.standings[-1:]
    game.keep_history = False
    game.start_hand()
    rng = random.Random(0)  # one stream: a fresh one each action could repeat the same move for ever
    for _ in range(10_000):
        if game.to_act is None:
            break
        game.apply(random_action(game, game.to_act, rng))
    assert game.to_act is None, "the hand did not end"
    assert game.standings == [game.tallies()] and len(game.results) == 1


def test_the_opening_tallies_are_a_fresh_games():
    for variant in variant_keys():
        entry = get_variant(variant)
        players = ["Ann", "Bob", "Cy"][:max(2, entry.players[0])]
        fresh = new_game(variant, players, seed=1)
        assert fresh.opening_tallies() == tallies(fresh.view(None)) == fresh.tallies(), variant
