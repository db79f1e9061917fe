"""Saved games that cannot be read are never passed over in silence."""

import os
import time

from cli_helpers import run_brag

from bragtui.app.saves import saves_folder
from bragtui.core.brag.brag_game import BragGame
from bragtui.core.history import save_history


def a_saved_game(name: str) -> None:
    game = BragGame("three-card", ["Ann", "Bob"], seed=1)
    game.start_hand()
    save_history(game, saves_folder() / name)


def test_resume_refuses_when_the_newest_save_cannot_be_read_and_leaves_it_as_it_is(capsys):
    a_saved_game("older.toml")
    broken = saves_folder() / "newer.toml"
    broken.write_text("format = [", encoding="utf-8")
    later = time.time() + 10
    os.utime(broken, (later, later))
    result = run_brag(capsys, "resume")
    assert result.status == 1 and result.err.count("\n") == 1
    assert "the newest save cannot be read" in result.err and "newer.toml" in result.err
    assert broken.read_text(encoding="utf-8") == "format = ["


def test_resume_list_names_every_save_that_cannot_be_read(capsys):
    a_saved_game("good.toml")
    (saves_folder() / "bad.toml").write_text("not a history", encoding="utf-8")
    result = run_brag(capsys, "resume", "--list")
    assert "good.toml" in result.out and "bad.toml" not in result.out
    assert result.status == 1 and "bad.toml" in result.err and "1 saved game(s) cannot be read" in result.err
