"""The app follows the variant registry: a variant added there is offered and played."""

import dataclasses

from app_helpers import screen_name, screen_text

from bragtui.app import make_app
from bragtui.app.families import FAMILIES, ending_screen, family_of, turn_screen
from bragtui.core.brag.family import FAMILY
from bragtui.core.rules import load_rules
from bragtui.core.variants import REGISTRY, family_name, get_variant, variant_keys
from bragtui.core.view import PHASE_OVER, PHASE_WAITING


def fake_variant(monkeypatch):
    """Register "Fake Card Brag": Three Card Brag under another key, for this test only."""
    fake = dataclasses.replace(REGISTRY["three-card"], key="fake-card", title="Fake Card Brag",
                               rules_table="three-card")
    monkeypatch.setitem(REGISTRY, "fake-card", fake)
    monkeypatch.setitem(FAMILY.games, "fake-card", FAMILY.games["three-card"])
    return fake


def rules_for_every_variant():
    # The rules loader knows only the shipped tables: a variant takes its rules table's rules.
    return {key: load_rules(get_variant(key).rules_table) for key in variant_keys()}


async def test_a_variant_added_to_the_registry_is_offered_and_played(monkeypatch, tmp_path):
    fake_variant(monkeypatch)
    app = make_app(None, save_path=tmp_path / "save.toml", rules_for=rules_for_every_variant(), seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"
        assert "Fake Card Brag" in screen_text(app) and "Crash (Thirteen-Card Brag)" in screen_text(app)
        # The game list has the focus: the new game is the last, one up from the first.
        for key in ("up", "space", "tab", *"Ann,Bob,Cy", "enter"):
            await pilot.press(key)
        await pilot.pause()
        assert screen_name(app) == "TableScreen" and "Fake Card Brag" in screen_text(app)
    assert app.game is not None and app.game.variant == "fake-card"


def test_every_registered_variant_has_its_screens():
    assert {family_name(key) for key in variant_keys()} == set(FAMILIES)
    for key in variant_keys():
        assert ending_screen(key)[1].__name__.endswith("ShowdownScreen")
    phases = {(key, phase) for key in variant_keys() for phase in family_of(key).turn_screens}
    assert {turn_screen(key, phase)[0] for key, phase in phases} == {"table", "exchange", "arrange", "draw-table",
                                                                     "casino", "pick", "teen-patti"}
    assert not {PHASE_WAITING, PHASE_OVER} & {phase for _, phase in phases}, "no turn is played in these phases"


def test_each_family_has_its_ending_screen():
    assert ending_screen("bastard")[0] == "lives-showdown" and ending_screen("bastard-money")[0] == "showdown"
    set_hands = ("crash", "seven-card", "nine-card", "fifteen-card")
    assert {ending_screen(key)[0] for key in set_hands} == {"points-showdown"}
    assert {ending_screen(key)[0] for key in ("three-card", "draw", "dealers-choice")} == {"showdown"}
    assert ending_screen("casino")[0] == "casino-showdown"  # the showdown, saying whether the house qualified
