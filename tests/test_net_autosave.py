"""The hosted game's save: complete at every answer, renamed over the save file off the host's loop."""

import os
import random
import threading
import tomllib

import pytest
from helpers import new_game

from bragtui.core.errors import BragError
from bragtui.core.history import HistoryWriter, game_record, read_history, write_atomically
from bragtui.net.autosave import HostSave, pending_saves, take_up
from bragtui.players import ComputerPlayer


def _played(actions: int, seed: int = 3):
    """A two-seat game after ``actions`` random actions and deals, and its history after each."""
    game = new_game("Al Bo", seed=seed)
    rng, player = random.Random(seed), ComputerPlayer("random")
    for _ in range(actions):
        if game.hand_over:
            game.start_hand()
        else:
            view = game.view(game.to_act)
            game.apply(player.choose(view, view.legal, rng))
        yield game


def test_the_save_file_ends_as_the_last_save_and_nothing_is_left_beside_it(tmp_path):
    save = HostSave(tmp_path / "hosted.toml")
    for game in _played(300):
        save.save(game)
    save.close()
    assert tomllib.loads((tmp_path / "hosted.toml").read_text()) == game_record(game)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hosted.toml"]


def test_the_callers_thread_never_replaces_the_save_file(tmp_path, monkeypatch):
    """Renaming over the save is what waits for the disk on ext4: it happens on the save's own thread."""
    path, replaced_on = tmp_path / "hosted.toml", []
    real_replace = os.replace

    def replace(source, target):
        if str(target) == str(path):
            replaced_on.append(threading.current_thread())
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    save = HostSave(path)
    for game in _played(40):
        save.save(game)
    save.close()
    assert replaced_on and threading.current_thread() not in replaced_on


def test_take_up_makes_the_newest_complete_save_the_save_file(tmp_path):
    path = tmp_path / "hosted.toml"
    writer, texts, views = HistoryWriter(), [], []
    for game in _played(20):
        texts.append(writer.text(game))
        views.append(game.view(None))
    write_atomically(path, texts[-1])
    # A host killed after three saves beside the file, the last of them never reaching the disk.
    for number, step in ((1, 9), (2, 14)):
        write_atomically(path.with_name(f".hosted.toml.{number:09d}.save"), texts[step], durable=False)
    path.with_name(".hosted.toml.000000003.save").write_text("")
    assert [p.name for p in pending_saves(path)] == [f".hosted.toml.00000000{n}.save" for n in (1, 2, 3)]
    take_up(path)
    assert read_history(path).view(None) == views[14]
    assert pending_saves(path) == []


def test_a_new_host_at_the_same_path_clears_saves_left_by_an_earlier_one(tmp_path):
    path = tmp_path / "hosted.toml"
    path.with_name(".hosted.toml.000000500.save").write_text("left behind")
    HostSave(path)
    assert pending_saves(path) == []


def test_a_save_that_cannot_replace_the_file_is_reported_and_kept_for_take_up(tmp_path, monkeypatch):
    path = tmp_path / "hosted.toml"
    save = HostSave(path)

    real_replace = os.replace

    def refuse(source, target):
        if str(target) == str(path):
            raise OSError(28, "No space left on device")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", refuse)
    game = list(_played(5))[-1]
    save.save(game)
    with pytest.raises(BragError, match=r"hosted.toml: the save could not be replaced \(No space left on device\)"):
        save.close()
    monkeypatch.undo()
    take_up(path)
    assert read_history(path).view(None) == game.view(None)
