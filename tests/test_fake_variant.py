"""Adding a variant is one registry line and its game in a family: the commands offer it without any other
change."""

import dataclasses

import pytest
from cli_helpers import run_brag

from bragtui.core.brag.family import FAMILY
from bragtui.core.variants import REGISTRY


@pytest.fixture
def fake_variant(monkeypatch):
    """A made-up variant: Three Card Brag's controller and rules under another name, for 2 to 5."""
    fake = dataclasses.replace(REGISTRY["three-card"], key="fake-card", title="Fake Card Brag", players=(2, 5),
                               default_players=4)
    monkeypatch.setitem(REGISTRY, "fake-card", fake)
    monkeypatch.setitem(FAMILY.games, "fake-card", FAMILY.games["three-card"])
    return fake


def test_brag_rules_offers_a_registered_variant(capsys, fake_variant):
    result = run_brag(capsys, "rules", "--variant", "fake-card", "--json")
    assert result.status == 0, result.err
    assert result.json()["variant"] == "fake-card" and result.json()["rules"]["ante"] == 1


def test_brag_simulate_plays_a_registered_variant(capsys, fake_variant):
    result = run_brag(capsys, "simulate", "--jobs", "1", "--variant", "fake-card", "--hands", "30", "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert data["variant"] == "fake-card" and data["players"] == 4 and data["hands"] == 30


def test_brag_simulate_all_includes_a_registered_variant(capsys, fake_variant):
    data = run_brag(capsys, "simulate", "--jobs", "1", "--variant", "all", "--hands", "5", "--json").json()
    assert [row["variant"] for row in data["variants"]][-1] == "fake-card"


def test_the_registered_player_range_is_enforced(capsys, fake_variant):
    result = run_brag(capsys, "simulate", "--jobs", "1", "--variant", "fake-card", "--players", "6", "--hands", "3")
    assert result.status == 2 and "fake-card is for 2 to 5 players" in result.err


def test_an_unregistered_variant_is_refused_with_the_registered_ones_listed(capsys):
    result = run_brag(capsys, "rules", "--variant", "fake-card")
    assert result.status == 2 and "'fake-card' is not one of 'three-card'" in result.err
    assert result.err.count("fake-card") == 1
