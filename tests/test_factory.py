"""new_game: the one way to make a game, with house rules as typed keywords."""

import re
from pathlib import Path

import pytest

from bragtui.core.errors import IllegalAction, RulesError
from bragtui.core.factory import new_game
from bragtui.core.rules import load_rules
from bragtui.core.variants import REGISTRY

TOP = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("variant", list(REGISTRY))
def test_every_variant_is_made_by_its_registered_controller(variant):
    players = ["Ann", "Bob", "Cy", "Dee"][:max(REGISTRY[variant].players[0], 2)]
    game = new_game(variant, players, seed=3, dealer=1)
    assert isinstance(game, REGISTRY[variant].controller_class())
    assert (game.variant, game.players, game.seed, game.first_dealer) == (variant, players, 3, 1)
    assert game.rules == load_rules(variant)


def test_typed_overrides_are_the_rules_the_same_keys_would_give_as_text():
    game = new_game("bastard", ["Ann", "Bob", "Cy"], peek=True, lives=2, exchanges="two-rounds")
    assert game.rules == load_rules("bastard", overrides=["peek=true", "lives=2", "exchanges=two-rounds"])
    casino = new_game("casino", ["Ann"], ante_bonus={"prial": 10}, qualify="none")
    assert casino.rules == load_rules("casino", overrides=["ante_bonus={prial=10}", 'qualify="none"'])


def test_overrides_are_laid_over_the_rules_given():
    given = load_rules("three-card", overrides=["ante=2", "max_bet=20"])
    game = new_game("three-card", ["Ann", "Bob"], given, ante=3)
    assert (game.rules.ante, game.rules.max_bet) == (3, 20)
    assert new_game("three-card", ["Ann", "Bob"], given).rules is given


def test_a_bad_override_is_a_rules_error_naming_the_key():
    with pytest.raises(RulesError, match="lives does not apply to three-card"):
        new_game("three-card", ["Ann", "Bob"], lives=2)
    with pytest.raises(RulesError, match="ante"):
        new_game("three-card", ["Ann", "Bob"], ante="lots")
    with pytest.raises(IllegalAction, match="unknown variant"):
        new_game("three-cards", ["Ann", "Bob"])


def test_no_game_is_made_by_hand_outside_the_factory():
    classes = sorted({variant.controller_class().__name__ for variant in REGISTRY.values()})
    by_hand = re.compile(r"controller_class\(\)\s*\(|\b(" + "|".join(classes) + r")\(")
    places = [f"{path.relative_to(TOP)}:{number}"
              for folder in ("bragtui", "tests", "benchmarks") for path in sorted((TOP / folder).rglob("*.py"))
              for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
              if by_hand.search(line) and not line.lstrip().startswith("class ")]
    assert places == []
