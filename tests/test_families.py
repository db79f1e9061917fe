"""Each family of games is one package of the core, loaded only when one of its games is used."""

import subprocess
import sys
from pathlib import Path

import pytest

from bragtui.core import wire
from bragtui.core.factory import new_game
from bragtui.core.rules import FamilyOptions
from bragtui.core.variants import REGISTRY, every_family, get_variant, variant_keys

ROOT = Path(__file__).resolve().parent.parent
FAMILIES = ("brag", "bastard", "sethand", "draw", "casino", "dealers_choice", "teen_patti")


def modules_after(code: str) -> set[str]:
    """The modules inside family packages imported by running ``code`` in a fresh interpreter."""
    probe = (f"import sys\n{code}\n"
             "print(' '.join(m for m in sys.modules if m.startswith('bragtui.core.') and m.count('.') >= 3))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""}).stdout
    return set(out.split())


def loaded_after(code: str) -> set[str]:
    """The family packages whose games (anything beside their house rules) ``code`` imports."""
    return {module.split(".")[2] for module in modules_after(code) if not module.endswith(".options")}


def test_listing_the_games_imports_nothing_of_any_family():
    code = ("from bragtui.core.variants import REGISTRY, variant_keys\n"
            "from bragtui.core import rules\n"
            "titles = [v.title for v in REGISTRY.values()], variant_keys(), rules.rules_tables()")
    assert modules_after(code) == set()


def test_loading_the_rules_imports_the_families_house_rules_only():
    code = ("from bragtui.core.variants import REGISTRY\n"
            "from bragtui.core.rules import load_rules\n"
            "rules = [load_rules(key) for key in REGISTRY]")
    assert modules_after(code) == {f"bragtui.core.{family}.options" for family in FAMILIES}


def test_a_game_of_three_card_brag_loads_its_family_only():
    code = ("import random\n"
            "from bragtui.core.factory import new_game\n"
            "from bragtui.core.simulate import play_hand\n"
            "from bragtui.core.history import history_toml, load_history\n"
            "game = new_game('three-card', ['Ann', 'Bob', 'Cy'], seed=3)\n"
            "play_hand(game, random.Random(3))\n"
            "load_history(history_toml(game))")
    assert loaded_after(code) == {"brag"}


@pytest.mark.parametrize("key", variant_keys())
def test_every_registered_game_is_supplied_by_its_family(key):
    variant = get_variant(key)
    spec = variant.family_of().games[key]
    assert variant.controller_class() is spec.controller
    assert type(new_game(key, ["Ann", "Bob", "Cy"])) is spec.controller
    assert variant.verbs and variant.played_for in ("money", "lives", "points")
    assert variant.family.split(".")[2] in FAMILIES


@pytest.mark.parametrize("key", ["draw", "crash", "dealers-choice"])
def test_a_view_of_a_family_not_yet_loaded_is_read_back(key):
    variant = get_variant(key)
    players = [f"P{n}" for n in range(variant.players[0] + 1)]
    game = new_game(key, players, seed=2)
    game.start_hand()
    view = game.view(0)
    # A fresh process that has loaded no family reads the view as it was sent.
    code = ("import sys\nfrom bragtui.core import wire\n"
            "view = wire.from_wire(wire.msgspec.json.decode(sys.stdin.buffer.read()))\n"
            "print(repr(view))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, input=wire.dumps(view), capture_output=True,
                         check=True, env={"PYTHONPATH": str(ROOT), "PATH": ""}).stdout.decode()
    assert out.strip() == repr(view)
    assert wire.from_wire(wire.to_wire(view)) == view


def test_each_family_names_the_records_of_its_views():
    records = {record.__name__ for family in every_family() for record in family.records}
    assert {"BragView", "BastardView", "CentreView", "ArrangeView", "Layout", "DrawView", "DrawSeat", "CasinoView",
            "CasinoSeat", "PickView"} <= records
    assert len({v.family for v in REGISTRY.values()}) == len(FAMILIES)


def _every_option():
    """Every option as its family defines it (without what the schema fills in)."""
    from bragtui.core.rules import options

    return tuple(o._replace(variants=(), variant_defaults=None) for o in options().values())


def _schema_of(monkeypatch, **modules):
    """The schema put together from made-up options modules, each ``name=FamilyOptions``."""
    import types

    from bragtui.core import rules

    for name, family in modules.items():
        module = types.ModuleType(name)
        module.SCHEMA = family  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, name, module)
    rules._schema.cache_clear()  # built afresh from these modules, whatever an earlier test made of their names
    return rules._schema(tuple((f"game-{name}", name) for name in modules))


def test_the_schema_takes_each_game_s_options_in_its_family_s_order(monkeypatch):
    from bragtui.core.brag.options import SCHEMA as BRAG
    from bragtui.core.rules import options

    everything = _every_option()
    made = _schema_of(monkeypatch, one=FamilyOptions({"game-one": everything[::-1]},
                                                     defaults={"game-one": {"ante": 4}}),
                      two=FamilyOptions({"game-two": BRAG.games["three-card"]}))
    assert made.keys["game-one"] == tuple(o.key for o in everything[::-1])
    assert made.options["ante"].variants == ("game-one", "game-two")
    assert made.options["ante"].default_for("game-one") == 4 and made.options["ante"].default_for("game-two") == 1
    assert set(made.options) == set(options())


def test_an_option_two_families_define_differently_is_refused(monkeypatch):
    from bragtui.core.rules import PLAYERS, Option

    lives = Option("lives", "Lives.", 5, minimum=1, maximum=9)
    with pytest.raises(TypeError, match="two families define the option 'lives' differently"):
        _schema_of(monkeypatch, one=FamilyOptions({"game-one": _every_option()}),
                   two=FamilyOptions({"game-two": (*PLAYERS, lives)}))


def test_a_family_may_define_an_option_of_another_its_own_way(monkeypatch):
    from bragtui.core.rules import PLAYERS, Option

    lives = Option("lives", "Lives.", 5, minimum=1, maximum=9)
    made = _schema_of(monkeypatch, one=FamilyOptions({"game-one": _every_option()}),
                      two=FamilyOptions({"game-two": (*PLAYERS, lives)}, own=("lives",)))
    assert made.options["lives"].maximum != 9 and made.own["game-two"]["lives"].maximum == 9
    assert made.options["lives"].variants == ("game-one", "game-two")
    assert made.options["lives"].default_for("game-two") == 5


def test_a_family_s_own_option_needs_nothing_but_its_definition(monkeypatch):
    from bragtui.core.rules import Option

    extra = Option("bonus", "A bonus.", 1, minimum=0, maximum=9)
    made = _schema_of(monkeypatch, one=FamilyOptions({"game-one": (*_every_option(), extra)}))
    assert made.options["bonus"].variants == ("game-one",)


@pytest.mark.parametrize(("key", "message"), [
    ("keys", r"the option 'keys' clashes with Rules\.keys"),
    ("replace", r"the option 'replace' clashes with Rules\.replace"),
    ("variant", r"the option 'variant' clashes with Rules\.variant"),
    ("__class__", r"'__class__' is not a name a rule can have"),
    ("two words", r"'two words' is not a name a rule can have"),
])
def test_an_option_a_rules_record_cannot_hold_as_its_own_attribute_is_refused(monkeypatch, key, message):
    from bragtui.core.rules import Option

    clash = Option(key, "A clash.", 1, minimum=0, maximum=9)
    with pytest.raises(TypeError, match=message):
        _schema_of(monkeypatch, one=FamilyOptions({"game-one": (*_every_option(), clash)}))
