"""Views built together at one moment (a host's broadcast) share their public parts and nothing else."""

from __future__ import annotations

import random

import pytest

from bragtui.core import factory
from bragtui.core.variants import get_variant, variant_keys
from bragtui.core.view import one_moment
from bragtui.core.wire import dumps
from bragtui.net.protocol import seats_json
from bragtui.players import ComputerPlayer


def _moments(variant: str, count: int = 60):
    """A game of ``variant`` played by the easy player, stopped at ``count`` moments."""
    low, high = get_variant(variant).players
    game = factory.new_game(variant, ["Ann", "Bob", "Cy", "Di"][:max(low, min(high, 3))], seed=3)
    player, rng = ComputerPlayer.from_spec("easy"), random.Random(5)
    for _ in range(count):
        if game.game_over:
            return
        if game.hand_over:
            game.start_hand()
        yield game
        seat = game.to_act
        if seat is None:
            continue
        view = game.view(seat)
        game.apply(player.choose(view, view.legal, rng))


@pytest.mark.parametrize("variant", variant_keys())
def test_views_built_at_one_moment_are_the_views_built_alone(variant):
    for game in _moments(variant):
        seats = [*range(len(game.players)), None]
        alone = [game.view(seat) for seat in seats]
        with one_moment(game):
            together = [game.view(seat) for seat in seats]
        assert together == alone  # each seat's own cards stay its own
        with one_moment(game):
            written = [dumps({"view": game.view(seat)}) for seat in seats]
        assert written == [dumps({"view": view}) for view in alone]  # byte for byte


def test_the_public_parts_are_built_once_at_one_moment():
    game = next(_moments("three-card", 3))
    with one_moment(game):
        first, second = game.view(0), game.view(1)
    assert first.seats is second.seats and first.log is second.log
    third, fourth = game.view(0), game.view(1)  # outside a moment each view is built on its own
    assert third.seats is not fourth.seats


@pytest.mark.parametrize("variant", variant_keys())
def test_the_seat_list_a_host_writes_once_a_moment_is_the_same_in_every_seats_view(variant):
    for game in _moments(variant):
        seats = len(game.players)
        connected, computer = [True] * seats, [False] * (seats - 1) + [True]
        public = seats_json(game.view(None), connected, computer)
        assert all(seats_json(game.view(seat), connected, computer) == public for seat in range(seats))
