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
    yield from _played(factory.new_game(variant, ["Ann", "Bob", "Cy", "Di"][:max(low, min(high, 3))], seed=3),
                       count, random.Random(5))


def _played(game, count: int, rng: random.Random):
    """``game`` played by the easy player, stopped at ``count`` moments (fewer if it ends)."""
    player = ComputerPlayer.from_spec("easy")
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


def _borrowing_moments(count: int = 400):
    """Three Card Brag with borrowing, where the easy player asks for loans; then a lender looking at
    the borrower's cards."""
    from helpers import new_game, play

    yield from _played(factory.new_game("three-card", ["Ann", "Bob", "Cy", "Di"], seed=4, borrow=True, credit=3),
                       count, random.Random(2))
    game = new_game(borrow=True, credit=5, blind=False)
    game.start_hand()
    play(game, "Ann bet 4", "Bob fold", "Cy bet 4", "Ann borrow 4 from Bob", "Bob inspect")
    yield game


def _lost_see():
    """Three Card Brag just over: Cy saw and lost, so his hand is his alone to see (``conceded``)."""
    from helpers import new_game, play

    game = new_game(ante=0, blind=False)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    play(game, "Ann bet 2", "Bob fold", "Cy bet 2", "Ann bet 2", "Cy see")
    return game


@pytest.mark.parametrize("variant", ["three-card", "four-card", "five-card", "borrowing"])
def test_a_brag_seat_s_view_is_the_public_view_with_exactly_its_own_fields_put_in(variant):
    from bragtui.core.brag.view import BragView, borrowing_fields, table_fields
    from bragtui.core.view import PHASE_OVER, PHASE_WAITING, common_fields

    moments = _borrowing_moments() if variant == "borrowing" else [*_moments(variant), _lost_see()]
    checked, shown = 0, set()
    for game in moments:
        hand = game.hand
        phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else "betting"
        for seat in [*range(len(game.players)), None]:
            # Built field by field, with nothing taken from the public view.
            whole = BragView(**common_fields(game, seat, phase), **table_fields(game, seat),
                             **borrowing_fields(game, seat))
            with one_moment(game):
                game.view(None)
                assert game.view(seat) == whole
            checked += 1
            shown |= {name for name in ("private", "conceded") if getattr(whole, name) is not None}
    assert checked > 100 and shown == {"private" if variant == "borrowing" else "conceded"}
