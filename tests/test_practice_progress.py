"""Practice progress: kept between sessions, safe against a kill mid-answer, and a file that cannot
be read is set aside with one line, never lost."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bragtui.core.practice import PracticeError, every_card_key
from bragtui.store.progress import SCHEMA_VERSION, Progress

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
ROOT = Path(__file__).resolve().parent.parent


def test_progress_survives_a_restart(tmp_path):
    path = tmp_path / "practice.sqlite3"
    progress = Progress(path)
    progress.record("compare", "a23-vs-akq", True, 1200, NOW)
    progress.record("compare", "pair-kicker", False, 3400, NOW)
    progress.close()
    again = Progress(path)
    stats = again.stats(NOW)
    assert again.notice == ""
    assert stats["answered"] == 2 and stats["correct"] == 1 and stats["streak"] == 0
    assert stats["by_drill"] == {"compare": {"answered": 2, "correct": 1, "median_ms": 2300}}
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_missed_family_is_due_sooner_than_one_answered_right(tmp_path):
    progress = Progress(tmp_path / "p.sqlite3")
    right = progress.record("name", "run", True, 900, NOW)
    missed = progress.record("name", "flush", False, 900, NOW)
    assert missed.due < right.due
    assert progress.due_at("name", "flush") == missed.due
    # Asked again later, the missed family comes first.
    later = NOW + timedelta(hours=1)
    asked = {"name/run", "name/flush"}
    for key in every_card_key():
        drill, family = key.split("/", 1)
        if drill == "name" and key not in asked:
            progress.record(drill, family, True, 500, NOW)
    assert progress.next_family("name", later) == ("name", "flush")


def test_families_never_asked_come_first(tmp_path):
    progress = Progress(tmp_path / "p.sqlite3")
    assert progress.next_family("beats", NOW) == ("beats", "high-card")
    progress.record("beats", "high-card", True, 500, NOW)
    assert progress.next_family("beats", NOW) == ("beats", "pair")
    assert progress.next_family(None, NOW)[0] == "compare"


def test_stats_streak_and_due(tmp_path):
    progress = Progress(tmp_path / "p.sqlite3")
    progress.record("name", "pair", False, 800, NOW)
    progress.record("name", "pair", True, 600, NOW)
    progress.record("compare", "equal", True, 400, NOW)
    stats = progress.stats(NOW + timedelta(days=30))
    assert stats["streak"] == 2
    assert {(d["drill"], d["family"]) for d in stats["due"]} == {("name", "pair"), ("compare", "equal")}
    assert progress.stats(NOW)["due"] == []
    assert [row[1:] for row in progress.by_day()] == [(3, 2, 600)]
    assert progress.by_family() == [("compare", "equal", 1, 1, 400), ("name", "pair", 2, 1, 700)]


_KILLED_MID_ANSWER = """
import os, signal, sys
from bragtui.store.progress import Progress

progress = Progress(__import__("pathlib").Path(sys.argv[1]))
progress.record("compare", "equal", True, 700)


class KilledAfterTheAnswerRow:
    def __init__(self, connection):
        self.connection = connection

    def execute(self, sql, *args):
        result = self.connection.execute(sql, *args)
        if sql.startswith("INSERT INTO answers"):
            os.kill(os.getpid(), signal.SIGKILL)
        return result


progress.connection = KilledAfterTheAnswerRow(progress.connection)
progress.record("compare", "pair-kicker", False, 900)
"""


def _run(script: str, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(script), *args], env=env, timeout=60,
                          capture_output=True, check=False)


def test_a_kill_in_the_middle_of_an_answer_loses_it_whole(tmp_path):
    path = tmp_path / "p.sqlite3"
    done = _run(_KILLED_MID_ANSWER, str(path))
    assert done.returncode == -signal.SIGKILL
    progress = Progress(path)
    assert progress.notice == ""
    stats = progress.stats()
    assert stats["answered"] == 1 and stats["by_drill"]["compare"]["correct"] == 1
    assert [(d.drill, d.family) for d in progress.schedule()] == [("compare", "equal")]


_ANSWERING = """
import sys
from bragtui.store.progress import Progress

progress = Progress(__import__("pathlib").Path(sys.argv[1]))
for n in range(100000):
    progress.record("name", ("pair", "run", "flush")[n % 3], n % 2 == 0, n)
    print(n, flush=True)
"""


def test_killed_at_random_moments_every_answer_is_whole(tmp_path):
    path = tmp_path / "p.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for wait in (0.0, 0.05, 0.12):
        child = subprocess.Popen([sys.executable, "-c", _ANSWERING, str(path)], env=env, stdout=subprocess.PIPE)
        assert child.stdout is not None
        child.stdout.readline()  # it is answering: kill it a moment later, wherever it is
        time.sleep(wait)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
        progress = Progress(path)
        assert progress.notice == ""
        answers = progress.connection.execute("SELECT family, max(at) FROM answers GROUP BY family").fetchall()
        for family, last in answers:
            card = progress.connection.execute("SELECT card FROM schedule WHERE key = ?",
                                               (f"name/{family}",)).fetchone()[0]
            # The schedule holds exactly the family's last answer: both were written together.
            assert f'"last_review": "{last}"' in card
        progress.close()
    assert Progress(path).stats()["answered"] > 0


def test_a_corrupt_file_is_set_aside_with_one_line(tmp_path):
    path = tmp_path / "practice.sqlite3"
    path.write_bytes(b"this is not a database, but someone's progress" * 40)
    progress = Progress(path)
    assert "\n" not in progress.notice
    assert "could not be read" in progress.notice and "moved to" in progress.notice
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("practice.sqlite3.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not a database")
    progress.record("name", "run", True, 500)
    assert Progress(path).stats()["answered"] == 1


def test_a_file_of_another_schema_is_set_aside(tmp_path):
    path = tmp_path / "practice.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE other (x)")
        connection.execute("PRAGMA user_version = 99")
    progress = Progress(path)
    assert "schema version 99" in progress.notice
    assert progress.stats()["answered"] == 0


def test_a_progress_file_that_cannot_be_opened_is_refused_and_left_alone(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    with pytest.raises(PracticeError, match="cannot open the practice progress file"):
        Progress(blocker / "practice.sqlite3")
    assert blocker.read_text() == "a file where the data folder should be"


def test_a_progress_file_in_use_is_never_set_aside(tmp_path):
    path = tmp_path / "p.sqlite3"
    first = Progress(path)
    first.record("name", "run", True, 500, NOW)
    second = Progress(path)
    second.record("name", "pair", False, 500, NOW)
    assert second.notice == "" and first.stats()["answered"] == 2
    assert not [p for p in tmp_path.iterdir() if "unreadable" in p.name]
