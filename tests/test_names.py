"""One rule for a new player's name, at a hot-seat table (setup screen and ``--players``) and over
the network; the players typed are read one way on the setup screen and on the command line; and
a save whose names an older rule allowed still resumes and replays."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from app_helpers import screen_text
from cli_helpers import run_brag
from net_helpers import CODE, new_table

from bragtui.app import make_app
from bragtui.core.rules import load_rules
from bragtui.core.seats import name_problem, read_players
from bragtui.net.protocol import ProtocolError
from bragtui.store.histories import read_history

OLDER_NAMES = Path(__file__).parent / "histories" / "older-names.toml"
ZOE_TYPED_APART = "Zoe\u0308"  # "e" and a combining diaeresis: NFC makes it "Zoë"


@pytest.mark.parametrize("name", ["Zoë", ZOE_TYPED_APART, "Łukasz", "Ólafur", "山田", "Даша", "Ann-Marie O'Neil",
                                  "R2 D2", "J.R._x", "x" * 20])
def test_the_name_rule_takes_letters_of_any_script_digits_spaces_and_marks(name):
    assert name_problem(name, ["Bob"]) is None


@pytest.mark.parametrize(("name", "reason"), [
    ("Ann🙂", "letters, digits"), ("Bo[b]", "letters, digits"), ("Zed (hard)", "letters, digits"),
    ("Ann+1", "letters, digits"), ("Ann\tB", "letters, digits"), (" Zed", "no space at either end"),
    ("Zed ", "no space at either end"), ("", "1 to 20"), ("x" * 21, "1 to 20"), (7, "1 to 20"),
    ("bob", "Bob is already at the table"), ("Bob bet", "may not begin with another player's name"),
])
def test_the_name_rule_refuses_with_the_reason(name, reason):
    problem = name_problem(name, ["Bob"])
    assert problem is not None and reason in problem


def test_a_name_is_read_in_nfc_so_one_name_typed_two_ways_is_the_same_name():
    assert len(ZOE_TYPED_APART) == 4
    assert name_problem("Zoë", [ZOE_TYPED_APART]) == f"{ZOE_TYPED_APART} is already at the table"
    assert name_problem("x" * 19 + "e\u0301", []) is None  # 20 characters once composed
    assert read_players(f"Ann, {ZOE_TYPED_APART}") == (["Ann", "Zoë"], {})


# --- the same rule at each table ------------------------------------------------------------------------

async def test_the_setup_screen_holds_names_to_the_rule_and_keeps_them_in_nfc(tmp_path):
    rules = {"three-card": load_rules("three-card")}
    app = make_app(None, rules_for=rules, saved=[], save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("#names").value = "Ann, Bob🙂"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "'Bob🙂' is not a usable name: a name is letters, digits, spaces and -_'." in screen_text(app)
        assert app.game is None
        app.screen.query_one("#names").value = f"Ann, {ZOE_TYPED_APART}"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.players == ["Ann", "Zoë"]


@pytest.fixture
def started(monkeypatch, tmp_path):
    """The apps ``brag play`` or ``brag resume`` would run (not run)."""
    from bragtui.app.brag_app import BragApp

    apps: list[BragApp] = []
    monkeypatch.setattr("bragtui.app.saves.saves_folder", lambda: tmp_path)
    monkeypatch.setattr(BragApp, "run", lambda self, *a, **k: apps.append(self))
    return apps


def test_players_on_the_command_line_are_held_to_the_same_rule(capsys, started):
    refused = run_brag(capsys, "play", "--variant", "three-card", "--players", "Ann,Bob🙂")
    assert refused.status == 2 and refused.err.count("\n") == 1 and not started
    assert "--players: 'Bob🙂' is not a usable name: a name is letters, digits" in refused.err
    taken = run_brag(capsys, "play", "--variant", "three-card", "--players", f"Ann,{ZOE_TYPED_APART}")
    assert taken.status == 0, taken.err
    assert started[0].game.players == ["Ann", "Zoë"]


def test_players_on_the_command_line_are_read_as_the_setup_screen_reads_them(capsys, started):
    result = run_brag(capsys, "play", "--variant", "three-card", "--players", "Ann,Zed (hard)", "--computer", "1",
                      "--level", "easy")
    assert result.status == 0, result.err
    game = started[0].game
    assert game.players == ["Ann", "Zed", "Hal"] and game.computer_seats == {1: "hard", 2: "easy"}
    wrong = run_brag(capsys, "play", "--variant", "three-card", "--players", "Ann,Zed (superb)")
    assert wrong.status == 2 and "--players: unknown level 'superb'" in wrong.err and wrong.err.count("\n") == 1
    alone = run_brag(capsys, "play", "--variant", "three-card", "--players", "Zed (hard)", "--computer", "1")
    assert alone.status == 2 and "--players: at least one person plays" in alone.err
    assert len(started) == 1


def test_players_without_a_variant_reach_the_setup_screen_as_typed(capsys, started):
    result = run_brag(capsys, "play", "--players", "Ann, Zed (hard)")
    assert result.status == 0, result.err
    assert started[0].names == ["Ann", "Zed (hard)"]
    assert run_brag(capsys, "play", "--players", "Ann,Zed (superb)").status == 2


def test_the_host_holds_a_joining_name_to_the_same_rule_and_keeps_it_in_nfc(tmp_path):
    table = new_table(tmp_path, "three-card", seats=3)
    with pytest.raises(ProtocolError, match="letters, digits"):
        table.join({"type": "join", "code": CODE, "name": "Ann🙂"}, object())
    seat, _token, _older = table.join({"type": "join", "code": CODE, "name": ZOE_TYPED_APART}, object())
    assert table.seats[seat].name == "Zoë"
    with pytest.raises(ProtocolError, match="already at the table"):
        table.join({"type": "join", "code": CODE, "name": "zoë"}, object())


def test_computer_players_are_named_apart_from_a_person_whose_name_begins_with_theirs():
    from bragtui.app.seating import read_table, table_problem

    names, computers = read_table("Hal Smith", ["easy"])
    assert names == ["Hal Smith", "Ivy"] and computers == {1: "easy"} and table_problem(names, computers) == ""


# --- older saves ------------------------------------------------------------------------------------------

def test_a_save_with_names_an_older_rule_allowed_still_replays_and_resumes(capsys, started, tmp_path):
    game = read_history(OLDER_NAMES)
    assert game.players == ["Ann", "Zed (hard)", "Dee 🙂", "Bob+1"] and not game.computer_seats
    replay = run_brag(capsys, "replay", str(OLDER_NAMES))
    assert replay.status == 0 and "Bob+1 pays 4 to see Zed (hard)" in replay.out
    save = tmp_path / "older-names.toml"
    shutil.copy(OLDER_NAMES, save)
    resumed = run_brag(capsys, "resume", str(save))
    assert resumed.status == 0, resumed.err
    assert started[0].game.players == game.players and started[0].save_path == save
    listed = run_brag(capsys, "resume", "--list")
    assert listed.status == 0 and "Zed (hard)" in listed.out


async def test_a_save_with_names_an_older_rule_allowed_plays_on(tmp_path):
    save = tmp_path / "older-names.toml"
    shutil.copy(OLDER_NAMES, save)
    game = read_history(save)
    app = make_app(game, save_path=save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Bob+1" in screen_text(app)
        await pilot.press("enter")  # the hand-off to Bob+1
        await pilot.pause()
        await pilot.press("m")  # bets the least
        await pilot.pause()
    assert read_history(save).view(None).log[-1] == "Bob+1 bets 1"
