"""Shared helpers for the tests of the set-hand games (Crash, Seven, Nine and Fifteen Card Brag)."""

from __future__ import annotations

import pytest

from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game


def arranged(variant, players="Ann Bob Cy", deal=None, **rules):
    """A game of ``variant`` among ``players`` (the last one dealing), its first hand dealt
    from ``deal`` if given."""
    names = players.split()
    game = new_game(variant, names, dealer=len(names) - 1, seed=4, **rules)
    game.start_hand(deal)
    return game


def balances(game):
    return dict(zip(game.players, game.money.balances, strict=True))


def refused(game, text, message):
    """``text`` is refused with ``message`` and nothing changes."""
    before = (repr(game.hand.sets), tuple(game.money.balances), tuple(game.scores), len(game.results))
    with pytest.raises(IllegalAction) as caught:
        game.act(text)
    assert message in str(caught.value)
    assert (repr(game.hand.sets), tuple(game.money.balances), tuple(game.scores), len(game.results)) == before


def play(game, *actions):
    for text in actions:
        game.act(text)
