"""Adding a variant touches only its family's folder, one registry line and a ``rules.toml`` table: a made-up
game in a family package written by the test, with a house rule of its own, is offered by ``brag rules``,
``brag simulate``, the setup screen and ``brag host`` without any other change (``core/rules.py`` included)."""

import asyncio
import textwrap

import pytest
from cli_helpers import run_brag
from net_helpers import Robot, hands_done, hosting, new_table

from bragtui.app import families as app_families
from bragtui.core import rules as rules_module
from bragtui.core.errors import RulesError
from bragtui.core.rules import load_rules, parse_rules_text
from bragtui.core.variants import REGISTRY, Variant, variant_keys
from bragtui.players import families as player_families

FAMILY_PY = '''
"""Fake Card Brag: Three Card Brag's controller, views and random choices under another name."""

from bragtui.core.brag.brag_game import BragGame
from bragtui.core.brag.family import BRAG_VERBS, PICKERS
from bragtui.core.brag.view import BragView
from bragtui.core.variants import MONEY, Family, GameSpec

FAMILY = Family(games={"fake-card": GameSpec(BragGame, BRAG_VERBS, MONEY)}, records=(BragView,), pickers=PICKERS)
'''

OPTIONS_PY = '''
"""Fake Card Brag's house rules: Three Card Brag's, with a smaller table and a rule of its own."""

from bragtui.core.brag.options import SCHEMA as BRAG
from bragtui.core.rules import FamilyOptions, Option

FAKE_BONUS = Option("fake_bonus", "Chips every other player pays the winner of a hand.", 0, minimum=0, maximum=9)

SCHEMA = FamilyOptions(games={"fake-card": (*BRAG.games["three-card"], FAKE_BONUS)},
                       defaults={"fake-card": {"max_players": 5}}, check=BRAG.check)
'''

APP_FAMILY_PY = '''
"""Fake Card Brag in the app: Three Card Brag's screens."""

from bragtui.app.brag.family import FAMILY
'''

PLAYERS_PY = '''
"""Fake Card Brag's computer players: Three Card Brag's decisions."""

from bragtui.players.brag import choose
'''

TABLE = '''

[fake-card]
ante = 2
blind = false
max_players = 5
fake_bonus = 1
'''
"""The made-up game's table of the packaged ``rules.toml``."""

SHIPPED_DOCUMENT = rules_module._shipped_document
"""The packaged ``rules.toml`` as read without the made-up game."""


@pytest.fixture
def fake_variant(monkeypatch, tmp_path):
    """A made-up family package ``fakefamily`` (its ``family.py`` and ``options.py``), its registry line and
    its table in the packaged rules."""
    package = tmp_path / "fakefamily"
    package.mkdir()
    (package / "__init__.py").write_text('"""A family of games made up by a test."""\n')
    (package / "family.py").write_text(textwrap.dedent(FAMILY_PY))
    (package / "options.py").write_text(textwrap.dedent(OPTIONS_PY))
    (tmp_path / "fakefamily_app").mkdir()
    (tmp_path / "fakefamily_app" / "__init__.py").write_text('"""The made-up family in the app."""\n')
    (tmp_path / "fakefamily_app" / "family.py").write_text(textwrap.dedent(APP_FAMILY_PY))
    (tmp_path / "fakefamily_players.py").write_text(textwrap.dedent(PLAYERS_PY))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(app_families.FAMILIES, "fakefamily", "fakefamily_app")
    monkeypatch.setitem(player_families.FAMILIES, "fakefamily", "fakefamily_players")
    fake = Variant("fake-card", "Fake Card Brag", (2, 5), 4, "fakefamily.family")
    monkeypatch.setitem(REGISTRY, fake.key, fake)
    shipped = rules_module.shipped_rules_path().read_text(encoding="utf-8") + TABLE
    monkeypatch.setattr(rules_module, "_shipped_document",
                        lambda: parse_rules_text(shipped, str(rules_module.shipped_rules_path())))
    rules_module.shipped_rules.cache_clear()
    yield fake
    rules_module.shipped_rules.cache_clear()
    rules_module.default_rules.cache_clear()


def test_brag_rules_offers_the_made_up_variant_with_its_family_schema_and_table(capsys, fake_variant):
    result = run_brag(capsys, "rules", "--variant", "fake-card", "--json")
    assert result.status == 0, result.err
    rules = result.json()["rules"]
    assert result.json()["variant"] == "fake-card"
    assert list(rules) == [*load_rules("three-card").as_dict(), "fake_bonus"]
    assert (rules["ante"], rules["blind"], rules["max_players"], rules["fake_bonus"]) == (2, False, 5, 1)
    text = run_brag(capsys, "rules", "--variant", "fake-card").out
    assert "[fake-card]" in text and "\nblind = false\n" in text
    assert "# Chips every other player pays the winner of a hand.\n# Allowed: a whole number from 0 to 9.\n" \
        "fake_bonus = 1\n" in text


def test_the_made_up_family_s_own_rule_is_read_set_and_kept_like_any_other(fake_variant):
    import pickle

    rules = load_rules("fake-card", ["fake_bonus=4"])
    assert (rules.fake_bonus, rules.ante, load_rules("fake-card").fake_bonus) == (4, 2, 1)
    assert rules.differences() == {"ante": 2, "blind": False, "fake_bonus": 4}
    assert pickle.loads(pickle.dumps(rules)) == rules and rules.replace(fake_bonus=1) == load_rules("fake-card")
    assert load_rules("three-card").fake_bonus == 0 and "fake_bonus" not in load_rules("three-card").as_dict()
    with pytest.raises(RulesError, match=r"--set 'fake_bonus=10', \[fake-card\] fake_bonus = 10: is out of range; "
                                         r"expected a whole number from 0 to 9"):
        load_rules("fake-card", ["fake_bonus=10"])


def test_rules_kept_from_before_the_family_was_registered_are_built_again_with_its_rule(monkeypatch, fake_variant):
    with_fake = rules_module._shipped_document
    monkeypatch.delitem(REGISTRY, fake_variant.key)
    monkeypatch.setattr(rules_module, "_shipped_document", SHIPPED_DOCUMENT)
    assert not hasattr(load_rules("three-card"), "fake_bonus")  # kept in the caches of the rules
    monkeypatch.setitem(REGISTRY, fake_variant.key, fake_variant)
    monkeypatch.setattr(rules_module, "_shipped_document", with_fake)
    assert load_rules("three-card").fake_bonus == 0 and load_rules("three-card", ["ante=2"]).ante == 2
    assert rules_module.default_rules("three-card").fake_bonus == 0


def test_the_made_up_table_is_checked_against_its_family_schema(fake_variant):
    with pytest.raises(RulesError, match=r"lives does not apply to fake-card; it is a rule of bastard only"):
        parse_rules_text("[fake-card]\nlives = 2\n", "mine.toml")
    with pytest.raises(RulesError, match=r"fake_bonus does not apply to three-card; it is a rule of fake-card only"):
        parse_rules_text("[three-card]\nfake_bonus = 2\n", "mine.toml")
    with pytest.raises(RulesError, match=r"\[fake-card\] max_players = 6: fake-card is for 2 to 5 players"):
        load_rules("fake-card", ["max_players=6"])


def test_brag_simulate_plays_the_made_up_variant(capsys, fake_variant):
    result = run_brag(capsys, "simulate", "--jobs", "1", "--variant", "fake-card", "--hands", "30", "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert data["variant"] == "fake-card" and data["players"] == 4 and data["hands"] == 30


def test_brag_simulate_all_includes_the_made_up_variant(capsys, fake_variant):
    data = run_brag(capsys, "simulate", "--jobs", "1", "--variant", "all", "--hands", "5", "--json").json()
    assert [row["variant"] for row in data["variants"]][-1] == "fake-card"


def test_computers_play_the_made_up_variant_by_its_family_s_module(capsys, fake_variant):
    result = run_brag(capsys, "tournament", "--jobs", "1", "--variant", "fake-card", "--seats", "easy,medium,hard",
                      "--hands", "20", "--json")
    assert result.status == 0, result.err
    assert result.json()["variant"] == "fake-card"
    assert player_families.decider("fake-card").__module__ == "bragtui.players.brag"


def test_the_registered_player_range_is_enforced(capsys, fake_variant):
    result = run_brag(capsys, "simulate", "--jobs", "1", "--variant", "fake-card", "--players", "6", "--hands", "3")
    assert result.status == 2 and "fake-card is for 2 to 5 players" in result.err


async def test_the_setup_screen_offers_the_made_up_variant_and_plays_it_on_its_family_s_screen(tmp_path, fake_variant):
    from app_helpers import press
    from textual.widgets import RadioButton

    from bragtui.app import make_app

    app = make_app(None, rules_for={key: load_rules(key) for key in variant_keys()}, saved=[],
                   save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        buttons = list(app.screen.query(RadioButton))
        assert str(buttons[-1].label) == "Fake Card Brag"
        buttons[-1].value = True
        await pilot.pause()
        app.screen.query_one("#names").value = "Ann, Bob"
        await press(pilot, "ctrl+s", "enter")  # past the hand-off to the first seat's turn
        assert type(app.screen).__name__ == "TableScreen"  # its family's turn screen
    assert app.game is not None and app.game.variant == "fake-card" and app.game.rules.ante == 2
    assert app.game.rules.fake_bonus == 1


def test_brag_host_knows_the_made_up_variant_s_table_size(capsys, tmp_path, fake_variant):
    result = run_brag(capsys, "host", "--variant", "fake-card", "--seats", "6", "--headless", "--port", "0",
                      "--save", str(tmp_path / "g.toml"))
    assert result.status != 0 and "Fake Card Brag is played by 2 to 5, not 6" in result.err


async def test_the_made_up_variant_is_hosted_and_played_over_the_network(tmp_path, fake_variant):
    table = new_table(tmp_path, "fake-card", seats=2)
    async with hosting(table) as (_, url):
        ann, bob = Robot(url, "Ann", seed=1), Robot(url, "Bob", seed=2)
        assert (await ann.join())["type"] == "welcome" and (await bob.join())["type"] == "welcome"
        await asyncio.wait_for(asyncio.gather(ann.play(until_hand=3), bob.play(until_hand=3)), 20)
        await ann.close()
        await bob.close()
    assert table.game.variant == "fake-card" and hands_done(table.game) >= 2


def test_an_unregistered_variant_is_refused_with_the_registered_ones_listed(capsys):
    result = run_brag(capsys, "rules", "--variant", "fake-card")
    assert result.status == 2 and "'fake-card' is not one of 'three-card'" in result.err
    assert result.err.count("fake-card") == 1
