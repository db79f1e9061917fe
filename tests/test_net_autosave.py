"""The hosted game's save: a history file and its journal, whole at every answer, written once per action."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bragtui.core.errors import HistoryError
from bragtui.core.factory import new_game
from bragtui.core.variants import get_variant
from bragtui.net import autosave
from bragtui.net.autosave import HostSave, SaveError
from bragtui.players import ComputerPlayer
from bragtui.store.histories import journal_path, read_history, read_saved_game

ROOT = Path(__file__).resolve().parent.parent


def _played(actions: int, seed: int = 3, variant: str = "three-card"):
    """A two-seat game (three for those that need them) after each of ``actions`` random actions and deals."""
    names = ["Al", "Bo", "Cy"][:max(2, get_variant(variant).players[0])]
    game = new_game(variant, names, seed=seed)
    rng, player = random.Random(seed), ComputerPlayer("random")
    for _ in range(actions):
        if game.game_over:
            return
        if game.hand_over:
            game.start_hand()
        else:
            view = game.view(game.to_act)
            game.apply(player.choose(view, view.legal, rng))
        yield game


def _state(game):
    """What a resumed host must have: the table as everyone sees it, the ledger, the hand in play."""
    return game.view(None), list(game.money.balances), game.hand_records()[-1:]


@pytest.mark.parametrize("variant", ["three-card", "bastard", "dealers-choice", "seven-card"])
def test_the_file_and_its_journal_read_back_as_the_game_after_every_action(tmp_path, variant):
    path = tmp_path / "hosted.toml"
    save = HostSave(path, compact_at=250)  # small, so that finished hands move into the file often
    compacted = 0
    for step, game in enumerate(_played(400, variant=variant)):
        before = path.stat().st_size if path.exists() else 0
        save.save(game)
        compacted += path.exists() and path.stat().st_size != before and step > 0
        # (A dealer's choice pick is recorded with the deal it chose, as in any hand history.)
        if (step % 7 == 0 or game.hand_over) and not getattr(game, "picking", False) and game.hand_records():
            again, notes = read_saved_game(path)
            assert _state(again) == _state(game) and notes == []
    assert compacted >= 2
    assert len(game.hand_records()) == 1  # the host's game keeps only the latest hand


def test_a_host_that_stops_leaves_the_whole_game_in_the_file_and_no_journal(tmp_path):
    path = tmp_path / "hosted.toml"
    save = HostSave(path, compact_at=600)
    for game in _played(300):
        save.save(game)
    save.close(game)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hosted.toml"]
    assert _state(read_history(path)) == _state(game)


@pytest.mark.parametrize("compact_at", [10**6, 250])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_dealers_choice_host_stopped_between_deals_saves_each_hand_once(tmp_path, compact_at, seed):
    """Between deals the game is not over (the dealer has still to pick), though its latest hand is."""
    path = tmp_path / "hosted.toml"
    save = HostSave(path, compact_at=compact_at)
    latest = 0
    for game in _played(200, seed=seed, variant="dealers-choice"):
        save.save(game)
        latest = max([latest, *(record.number for record in game.hand_records())])
        if game.picking and latest >= 3:
            break
    save.close(game)
    numbers = [record.number for record in read_history(path).hand_records()]
    assert numbers == list(range(1, latest + 1))


def test_a_new_game_at_the_path_of_an_old_one_drops_the_old_journal(tmp_path):
    path = tmp_path / "hosted.toml"
    old = HostSave(path)
    for game in _played(30, seed=1):
        old.save(game)
    new = HostSave(path)
    for game in _played(5, seed=2):
        new.save(game)
    assert _state(read_saved_game(path)[0]) == _state(game)


def test_a_last_line_cut_off_by_a_kill_is_left_out_and_said(tmp_path):
    path = tmp_path / "hosted.toml"
    save = HostSave(path)
    games = []
    for game in _played(20):
        save.save(game)
        games.append(_state(game))
    with open(journal_path(path), "ab") as journal:
        journal.write(b'{"hand": 3, "n": 9, "act')  # a kill in the middle of a line
    again, notes = read_saved_game(path)
    assert _state(again) == games[-1]
    assert notes == [f"{journal_path(path)}: its last line was cut off when the host stopped, and is left out"]
    done = subprocess.run([sys.executable, "-m", "bragtui", "replay", str(path)], capture_output=True, text=True,
                          check=False, timeout=60, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0 and "cut off when the host stopped" in done.stderr, done.stderr
    assert "(in progress)" in done.stdout or "Balances" in done.stdout


def test_a_broken_line_before_the_last_is_a_one_line_error(tmp_path):
    path = tmp_path / "hosted.toml"
    save = HostSave(path)
    for game in _played(10):
        save.save(game)
    text = journal_path(path).read_text().splitlines()
    text[2] = '{"hand": 1, "n": 2, "action": "Al bet 999"}'
    journal_path(path).write_text("\n".join(text) + "\n")
    with pytest.raises(HistoryError, match=r"hosted.toml.journal: line 3: 'n' must number the hand's actions in "
                                           r"order, at most 1$"):
        read_saved_game(path)
    text[2] = "not json"
    journal_path(path).write_text("\n".join(text) + "\n")
    with pytest.raises(HistoryError, match=r"hosted.toml.journal: line 3 is not a journal entry \(a JSON object\)$"):
        read_saved_game(path)


def test_a_compaction_cut_off_half_way_reads_as_if_it_had_not_begun(tmp_path, monkeypatch):
    """The finished hands reach the file but the journal is not replaced: both hold them, and the
    next save finishes the compaction."""
    path = tmp_path / "hosted.toml"
    save = HostSave(path, compact_at=300)
    real = autosave.write_atomically
    failed = []

    def cut_off(target, text, durable=True):
        if target == journal_path(path) and not failed:
            failed.append(path.stat().st_size)
            raise OSError(5, "Input/output error")
        real(target, text, durable)

    games = _played(200)
    for game in games:
        save.save(game)  # the first save, before the failure is set up
        break
    monkeypatch.setattr(autosave, "write_atomically", cut_off)
    saved = _state(game)
    for game in games:
        try:
            save.save(game)
        except SaveError:
            break
        saved = _state(game)
    # The finished hands are in the file, after the bytes the old journal follows, and in that journal.
    followed = json.loads(journal_path(path).read_text().splitlines()[0])["file"]
    assert failed and b"[[hand]]" in path.read_bytes()[followed:]
    with open(path, "ab") as out:
        out.write(b"\n[[hand]]\nactions = [")  # and a compaction cut off later still is passed over
    assert _state(read_saved_game(path)[0]) == saved  # all but the action whose save failed
    for game in games:
        save.save(game)
    assert _state(read_saved_game(path)[0]) == _state(game)


def _written() -> int:
    """Bytes this process has handed to write() so far (Linux)."""
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("wchar:"):
            return int(line.split()[1])
    raise AssertionError("no wchar")


@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="counts written bytes through /proc")
def test_the_bytes_written_per_action_stay_flat_however_long_the_game(tmp_path):
    save = HostSave(tmp_path / "hosted.toml", compact_at=1024)
    window, windows, counted, start = 250, [], 0, None
    for game in _played(1300, seed=5):
        save.save(game)
        if start is None:
            start = _written()  # from the first save on: the file made whole once is not an action's
            continue
        counted += 1
        if counted % window == 0:
            now = _written()
            windows.append(now - start)
            start = now
    assert len(windows) >= 4
    assert windows[-1] <= 1.1 * windows[0], windows


@pytest.mark.parametrize("variant", ["three-card", "dealers-choice"])
def test_a_resume_killed_between_its_file_and_its_journal_still_reads_back(tmp_path, monkeypatch, variant):
    """Resuming rewrites the file whole and then the journal: the old journal read with the new file
    is the same game (the file's first bytes are written the same way again)."""
    path = tmp_path / "hosted.toml"
    save = HostSave(path, compact_at=400)
    for game in _played(150, variant=variant):
        save.save(game)
    played = _state(game)  # the host is killed here: no close
    resumed, _ = read_saved_game(path)
    real = autosave.write_atomically

    def killed(target, text, durable=True):
        if target == journal_path(path):
            raise OSError(5, "killed")
        real(target, text, durable)

    monkeypatch.setattr(autosave, "write_atomically", killed)
    with pytest.raises(SaveError):
        HostSave(path, resuming=True).save(resumed)
    assert _state(read_saved_game(path)[0]) == played


@pytest.mark.parametrize("text", ["Ann bet 4", 'Zoë "the kid" bet 4', "Bob fold\\", "Иван see 6"])
def test_an_action_s_journal_line_is_its_json_object_on_one_line(text):
    import json

    from bragtui.core.journal import action_line

    line = action_line(12, 3, text)
    assert line == json.dumps({"hand": 12, "n": 3, "action": text}, ensure_ascii=False) + "\n"
    assert json.loads(line) == {"hand": 12, "n": 3, "action": text} and line.count("\n") == 1
