"""The view contract is typed: every view answers the shared fields, and nothing above the core
probes a view by name."""

import ast
import random
import typing
from pathlib import Path

import msgspec
import pytest

from bragtui.core import game as game_module
from bragtui.core.bastard.view import BastardView
from bragtui.core.draw.view import DrawView
from bragtui.core.factory import new_game
from bragtui.core.game import Game
from bragtui.core.simulate import random_action
from bragtui.core.variants import get_variant, variant_keys
from bragtui.core.view import GameView, View, narrowed
from bragtui.net.protocol import encode, seats_json, view_json

ABOVE_THE_CORE = [Path("bragtui", layer) for layer in ("app", "net", "players")]


def _sources():
    for folder in ABOVE_THE_CORE:
        yield from sorted(folder.rglob("*.py"))


def test_no_view_is_probed_by_name_or_typed_any_above_the_core():
    found = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            probe = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("getattr", "hasattr")
            if probe and node.args and "view" in ast.unparse(node.args[0]):
                found.append(f"{path}:{node.lineno}: {ast.unparse(node)}")
            if isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
                name = node.arg if isinstance(node, ast.arg) else ast.unparse(node.target)
                if "view" in name and "Any" in ast.unparse(node.annotation):
                    found.append(f"{path}:{node.lineno}: {name}: {ast.unparse(node.annotation)}")
    assert not found, "\n".join(found)


def test_the_game_protocol_gives_a_view():
    assert typing.get_type_hints(Game.view, globalns=vars(game_module))["return"] is View


def _views(variant, seed):
    entry = get_variant(variant)
    players = ["Ann", "Bob", "Cy"][:max(2, entry.players[0])]
    game = new_game(variant, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(2):
        if game.game_over:
            break
        game.start_hand()
        while game.to_act is not None:
            yield from (game.view(seat) for seat in (*range(len(players)), None))
            game.apply(random_action(game, game.to_act, rng))
        yield from (game.view(seat) for seat in (*range(len(players)), None))


@pytest.mark.parametrize("variant", variant_keys())
def test_the_view_message_is_written_from_the_typed_view(variant):
    for view in _views(variant, 3):
        assert isinstance(view, GameView)
        seats = len(view.players)
        message = view_json(view, view, seats_json(view, [True] * seats, [False] * seats))
        assert message.typed is view
        data = msgspec.json.decode(encode(message))  # as it travels: a field a game lacks is not written
        assert len(data["seats"]) == seats
        assert ("to_call" in data) == isinstance(view, DrawView)
        assert ("centre" in data) == isinstance(view, BastardView)
        if isinstance(view, DrawView):
            assert data["stake"] == view.bet_size and data["to_call"] == view.to_call
        assert data["cards"] == ([str(card) for card in view.cards] if view.cards is not None else None)


def test_a_view_of_another_family_is_refused_by_a_screen_made_for_one():
    view = new_game("three-card", ["Ann", "Bob"], seed=1).view(0)
    assert narrowed(view, GameView) is view
    with pytest.raises(TypeError, match="expected a DrawView, not a BragView"):
        narrowed(view, DrawView)
