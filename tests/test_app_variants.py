"""The app follows the variant registry: a variant added there is offered and played."""

import dataclasses

from app_helpers import screen_name, screen_text

from bragtui.app import make_app
from bragtui.app.screens.kinds import ending_class
from bragtui.app.variant_screens import ENDING_SCREENS, TURN_SCREENS, ending_screen, turn_screen
from bragtui.core.brag.family import FAMILY
from bragtui.core.rules import load_rules
from bragtui.core.variants import LIVES, MONEY, POINTS, REGISTRY, get_variant, variant_keys
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
    played_for = {get_variant(key).played_for for key in variant_keys()}
    assert played_for <= set(ENDING_SCREENS) == {MONEY, LIVES, POINTS}
    for key in variant_keys():
        assert ending_class(ending_screen(key)).__name__.endswith("ShowdownScreen")
    assert {turn_screen(phase) for phase in TURN_SCREENS} == {"table", "exchange", "arrange", "draw-table", "casino",
                                                                   "pick"}
    assert not {PHASE_WAITING, PHASE_OVER} & set(TURN_SCREENS), "no turn is played in these phases"
