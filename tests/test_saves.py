"""Saved games: one that cannot be read is passed over (said so, left as it is), never a stop; and
the list of saved games tells each apart without showing a card."""

import os
import time

import pytest
from app_helpers import card_labels_in, screen_text
from cli_helpers import run_brag

from bragtui.app import make_app
from bragtui.app.saves import SavedGame, read_saved, read_saves, saves_folder
from bragtui.core.factory import new_game
from bragtui.core.rules import load_rules
from bragtui.core.variants import variant_keys
from bragtui.store.histories import save_history

SAVED_WIDTH = 33


def a_saved_game(name: str, seed: int = 1, at: float | None = None, variant: str = "three-card",
                 players=("Ann", "Bob"), folds: int = 0) -> None:
    game = new_game(variant, list(players), seed=seed)
    game.start_hand()
    for _ in range(folds):  # each hand ends at once: the first to act folds... until one is left
        while not game.hand_over:
            game.act(f"{game.players[game.to_act]} fold")
        game.start_hand()
    path = saves_folder() / name
    save_history(game, path)
    if at is not None:
        os.utime(path, (at, at))


def a_broken_save(name: str, at: float) -> None:
    broken = saves_folder() / name
    broken.parent.mkdir(parents=True, exist_ok=True)
    broken.write_text("format = [", encoding="utf-8")
    os.utime(broken, (at, at))


@pytest.fixture
def started(monkeypatch):
    """The apps ``brag resume`` would run (not run)."""
    from bragtui.app.brag_app import BragApp

    apps: list[BragApp] = []
    monkeypatch.setattr(BragApp, "run", lambda self, *a, **k: apps.append(self))
    return apps


def test_resume_passes_over_a_newer_save_that_cannot_be_read_and_leaves_it_as_it_is(capsys, started):
    now = time.time()
    a_saved_game("older.toml", at=now - 60)
    a_saved_game("oldest.toml", at=now - 120)
    a_broken_save("newer.toml", at=now)
    result = run_brag(capsys, "resume")
    assert result.status == 0, result.err
    assert result.err.count("\n") == 1 and "cannot be read" in result.err and "newer.toml" in result.err
    assert started[0].save_path == saves_folder() / "older.toml"
    assert (saves_folder() / "newer.toml").read_text(encoding="utf-8") == "format = ["


def test_resume_with_no_readable_save_says_so_in_one_line_each(capsys, started):
    a_broken_save("broken.toml", at=time.time())
    result = run_brag(capsys, "resume")
    assert result.status == 1 and not started
    assert result.err.count("\n") == 2 and "broken.toml" in result.err and "no saved game to continue" in result.err


def test_resume_list_lists_the_readable_saves_notes_the_others_and_succeeds(capsys):
    a_saved_game("good.toml")
    (saves_folder() / "bad.toml").write_text("not a history", encoding="utf-8")
    result = run_brag(capsys, "resume", "--list")
    assert result.status == 0
    assert "good.toml" in result.out and "bad.toml" not in result.out
    assert result.err.count("\n") == 1 and "cannot be read, left as it is" in result.err and "bad.toml" in result.err


# --- telling saves apart -----------------------------------------------------------------------------------

def test_a_saves_preview_tells_the_standing_hand_time_and_file_and_shows_no_card():
    a_saved_game("three-card-20261124-140500.toml", seed=1, folds=2)
    a_saved_game("three-card-20261124-140500-2.toml", seed=1)
    a_saved_game("bastard-20261124-140500.toml", variant="bastard", players=("Ann", "Bob", "Cy"))
    later, first, lives = (read_saved(saves_folder() / name) for name in (
        "three-card-20261124-140500.toml", "three-card-20261124-140500-2.toml", "bastard-20261124-140500.toml"))
    assert later.short(SAVED_WIDTH) != first.short(SAVED_WIDTH)
    assert later.short(SAVED_WIDTH).splitlines()[0] == "Three Card Brag · hand 3"
    assert first.short(SAVED_WIDTH).splitlines()[1:] == [
        "Ann -1, Bob -1", time.strftime("%d %b %H:%M", time.localtime(first.saved_at)) + " · 20261124-140500-2"]
    assert lives.short(SAVED_WIDTH).splitlines()[1] == "lives: Ann 3, Bob 3, Cy 3"
    for saved in (later, first, lives):
        assert not card_labels_in(saved.short(SAVED_WIDTH)) and "♠" not in saved.line()
        assert all(len(line) <= SAVED_WIDTH for line in saved.short(SAVED_WIDTH).splitlines())


def test_a_long_preview_is_cut_to_the_width_keeping_the_end_of_the_files_name():
    saved = SavedGame(saves_folder() / "crash-a-very-long-name-for-a-save-2.toml", "crash",
                      ("Alexandra", "Bartholomew"), 12, 0.0, False, "points: Alexandra 3, Bartholomew 5")
    lines = saved.short(SAVED_WIDTH).splitlines()
    assert all(len(line) <= SAVED_WIDTH for line in lines)
    assert lines[0] == "Crash (Thirteen-Card B… · hand 12" and lines[1].endswith("…")
    assert lines[2].endswith(" · …name-for-a-save-2")


async def test_the_setup_list_tells_saves_of_the_same_players_apart_and_notes_an_unreadable_one():
    now = time.time()
    a_saved_game("three-card-20261124-140500.toml", seed=1, folds=2, at=now - 60)
    a_saved_game("three-card-20261124-150500.toml", seed=1, at=now - 120)
    a_broken_save("three-card-20261124-160500.toml", at=now)
    app = make_app(None, rules_for={"three-card": load_rules("three-card")})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        assert "1 unreadable: brag resume --list" in text
        assert "Three Card Brag · hand 3" in text and "· 20261124-140500" in text
        assert not card_labels_in(text)
        listing = app.screen.query_one("#saved")
        listing.focus()
        await pilot.press("down", "enter")  # the first save is highlighted already; down: the second
        await pilot.pause()
    assert app.save_path == saves_folder() / "three-card-20261124-150500.toml"
    assert (saves_folder() / "three-card-20261124-160500.toml").read_text(encoding="utf-8") == "format = ["
    assert len(read_saves().unreadable) == 1


@pytest.mark.parametrize("variant", variant_keys())
def test_every_variants_save_has_a_preview_of_each_seats_standing(variant):
    a_saved_game(f"{variant}.toml", variant=variant, players=("Ann", "Bob", "Cy"))
    saved = read_saved(saves_folder() / f"{variant}.toml")
    assert "Ann " in saved.standing and "Bob " in saved.standing and not card_labels_in(saved.standing)
