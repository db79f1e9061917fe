"""Above the core, each family of games has its own module in the players and in the app, found
by the core's family name; nothing else tells the families' views apart."""

import ast
import random
from pathlib import Path

import pytest

from bragtui.app.families import FAMILIES as APP_FAMILIES
from bragtui.app.families import family_of
from bragtui.core.factory import new_game
from bragtui.core.variants import REGISTRY, family_name, variant_keys
from bragtui.players import ComputerPlayer
from bragtui.players.families import FAMILIES as PLAYER_FAMILIES
from bragtui.players.families import decider

PACKAGE = Path(__file__).resolve().parent.parent / "bragtui"
FAMILY_MODULES = {PACKAGE / "app" / "families.py",
                  *(path for name in APP_FAMILIES for path in (PACKAGE / "app" / name).glob("*.py")),
                  *(PACKAGE / "players" / f"{name}.py" for name in PLAYER_FAMILIES)}
OWN_VIEW = {PACKAGE / "app" / "screens" / "pick_screen.py"}
"""A family's own screen that checks the one view class of its family (no ladder)."""
ABOVE_THE_CORE = sorted((*(PACKAGE / "app").rglob("*.py"), *(PACKAGE / "players").rglob("*.py")))


def _view_checks(path: Path) -> list[str]:
    """The view classes (names ending in ``View``) the module tests a value against with isinstance."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance":
            kinds = node.args[1].elts if isinstance(node.args[1], ast.Tuple) else [node.args[1]]
            found += [kind.id for kind in kinds if isinstance(kind, ast.Name) and kind.id.endswith("View")]
    return found


@pytest.mark.parametrize("path", [p for p in ABOVE_THE_CORE if p not in FAMILY_MODULES | OWN_VIEW],
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_above_the_core_tells_views_apart_by_class(path):
    assert _view_checks(path) == [], f"{path.relative_to(PACKAGE)} tells views apart by class"


def test_the_check_finds_an_isinstance_ladder(tmp_path):
    ladder = tmp_path / "ladder.py"
    ladder.write_text("if isinstance(view, BragView):\n    pass\n"
                      "elif isinstance(view, (DrawView, Casino)):\n    pass\n")
    assert _view_checks(ladder) == ["BragView", "DrawView"]


def test_every_family_has_a_module_in_the_players_and_in_the_app():
    families = {family_name(key) for key in variant_keys()}
    assert families == set(PLAYER_FAMILIES) == set(APP_FAMILIES)
    for key in variant_keys():
        assert callable(decider(key)) and family_of(key).turn_screens


def test_a_computer_plays_a_variant_by_its_familys_module(monkeypatch):
    """A made-up variant played by Three Card Brag's controller is decided by the betting games' module."""
    import dataclasses

    monkeypatch.setitem(REGISTRY, "fake-card", dataclasses.replace(REGISTRY["three-card"], key="fake-card"))
    assert family_name("fake-card") == "brag" and family_of("fake-card") is family_of("three-card")
    game = new_game("three-card", ["Ann", "Bob", "Cy"], seed=3)
    game.start_hand()
    seat = game.to_act
    view = game.view(seat)
    calls = []
    monkeypatch.setattr("bragtui.players.brag.choose", lambda *args: calls.append(args) or "chosen")
    assert ComputerPlayer("easy").choose(view, view.legal, random.Random(1)) == "chosen"
    assert calls and calls[0][0] is view
