"""Practice progress kept between sessions: every answer, and each question family's schedule.

One SQLite file (the standard library's ``sqlite3``) whose ``user_version`` is the schema
version. Each answer is written in one transaction with its family's new schedule, so a
program killed mid-answer leaves the answer recorded whole or not at all (SQLite's
write-ahead log keeps it so). A file that
cannot be read is moved aside (never deleted) and a fresh one started; the reason is
kept in :attr:`Progress.notice` for the caller to show in one line.
"""

from __future__ import annotations

import sqlite3
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from random import Random
from typing import Any

from bragtui.core.practice import DRILLS, PracticeError, card_key, every_card_key
from bragtui.core.practice.schedule import card_from_text, card_text, new_card, review

SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    drill TEXT NOT NULL,
    family TEXT NOT NULL,
    correct INTEGER NOT NULL,
    ms INTEGER NOT NULL
);
CREATE TABLE schedule (
    key TEXT PRIMARY KEY,
    due TEXT NOT NULL,
    card TEXT NOT NULL
);
"""


class ProgressFileError(Exception):
    """The progress file is not one this version can use."""


@dataclass(frozen=True, slots=True)
class Due:
    """A question family and when it is due."""

    drill: str
    family: str
    due: datetime


def now_utc() -> datetime:
    return datetime.now(UTC)


def _check(connection: sqlite3.Connection) -> None:
    """Refuse a file that is not a progress file of this schema (or cannot be read at all)."""
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if version == 0 and not tables:
        connection.executescript(f"BEGIN; {_SCHEMA} PRAGMA user_version={SCHEMA_VERSION}; COMMIT;")
        return
    if version != SCHEMA_VERSION:
        raise ProgressFileError(f"schema version {version}, expected {SCHEMA_VERSION}")
    if not {"answers", "schedule"} <= tables:
        raise ProgressFileError("its tables are missing")
    result = connection.execute("PRAGMA quick_check").fetchone()[0]
    if result != "ok":
        raise ProgressFileError(f"damaged ({result})")


def _opened(path: Path) -> sqlite3.Connection:
    """A connection to a checked progress file (created if missing); closed again if refused."""
    connection = sqlite3.connect(path, timeout=5, isolation_level=None)
    try:
        # Write-ahead logging: each answer's transaction is whole or absent after a kill, and a
        # commit needs no wait for the disk (a power cut may lose the last answers, never mix them).
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
        _check(connection)
    except BaseException:
        connection.close()
        raise
    return connection


def _set_aside(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.unreadable-{stamp}")
    counter = 2
    while aside.exists():
        aside = path.with_name(f"{path.name}.unreadable-{stamp}-{counter}")
        counter += 1
    path.rename(aside)
    for suffix in ("-journal", "-wal", "-shm"):
        leftover = path.with_name(path.name + suffix)
        if leftover.exists():
            leftover.rename(aside.with_name(aside.name + suffix))
    return aside


def _by_drill(rows: list[tuple[str, str, str, int, int]]) -> dict[str, dict[str, Any]]:
    """Each drill answered: how many answers, how many right, the median time in milliseconds."""
    found: dict[str, dict[str, Any]] = {}
    for name in DRILLS:
        mine = [r for r in rows if r[1] == name]
        if mine:
            found[name] = {"answered": len(mine), "correct": sum(r[3] for r in mine),
                           "median_ms": round(statistics.median(r[4] for r in mine))}
    return found


def _overdue(keys: list[str], asked: dict[str, datetime], now: datetime) -> str | None:
    """The family most overdue, if any is due."""
    overdue = sorted((asked[k], k) for k in keys if k in asked and asked[k] <= now)
    return overdue[0][1] if overdue else None


def _fresh(keys: list[str], asked: dict[str, datetime], rng: Random | None) -> str | None:
    """A family never asked, if any: the first in order, or a random one when ``rng`` is given."""
    fresh = [k for k in keys if k not in asked]
    if not fresh:
        return None
    return rng.choice(fresh) if rng is not None else fresh[0]


class Progress:
    """The progress file at ``path``, created if missing; one unreadable is set aside."""

    def __init__(self, path: Path):
        self.path = path
        self.notice = ""
        """One line saying a file was set aside, or ``""``."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.connection = _opened(path)
        except (OSError, sqlite3.OperationalError) as error:
            # Not the file's fault (no room, no permission, another program holding it): leave it be.
            raise PracticeError(f"cannot open the practice progress file {path}: {error}") from None
        except (sqlite3.DatabaseError, ProgressFileError) as error:
            aside = _set_aside(path)
            self.notice = (f"the practice progress file {path} could not be read ({error}); "
                           f"it was moved to {aside.name} and a new one started")
            self.connection = _opened(path)

    def close(self) -> None:
        self.connection.close()

    # --- writing ---------------------------------------------------------------------------------

    def record(self, drill: str, family: str, correct: bool, ms: int, now: datetime | None = None) -> Due:
        """Write one answer and its family's new schedule together; returns when the family is due next."""
        now = now or now_utc()
        key = card_key(drill, family)
        try:
            card = review(self._card(key, now), correct, now, ms)
            self._write(now, drill, family, correct, ms, card)
        except sqlite3.Error as error:
            # Nothing was written (the transaction is whole or absent): the answer can be given again.
            raise PracticeError(f"cannot write to the practice progress file {self.path}: {error}") from None
        return Due(drill, family, card.due)

    def _write(self, now: datetime, drill: str, family: str, correct: bool, ms: int, card: Any) -> None:
        connection = self.connection
        connection.execute("BEGIN IMMEDIATE")
        try:
            connection.execute("INSERT INTO answers (at, drill, family, correct, ms) VALUES (?, ?, ?, ?, ?)",
                               (now.isoformat(), drill, family, int(correct), ms))
            connection.execute("INSERT OR REPLACE INTO schedule (key, due, card) VALUES (?, ?, ?)",
                               (card_key(drill, family), card.due.isoformat(), card_text(card)))
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")

    # --- reading ---------------------------------------------------------------------------------

    def _card(self, key: str, now: datetime) -> Any:
        row = self.connection.execute("SELECT card FROM schedule WHERE key = ?", (key,)).fetchone()
        return card_from_text(row[0]) if row else new_card(key, now)

    def due_at(self, drill: str, family: str) -> datetime | None:
        """When a family is next due (``None``: never asked, so due at once)."""
        row = self.connection.execute("SELECT due FROM schedule WHERE key = ?",
                                      (card_key(drill, family),)).fetchone()
        return datetime.fromisoformat(row[0]) if row else None

    def schedule(self) -> list[Due]:
        """Every family asked so far, the soonest due first."""
        rows = self.connection.execute("SELECT key, due FROM schedule ORDER BY due, key").fetchall()
        found = []
        for key, due in rows:
            drill, family = key.split("/", 1)
            found.append(Due(drill, family, datetime.fromisoformat(due)))
        return found

    def next_family(self, drill: str | None, now: datetime | None = None,
                    rng: Random | None = None) -> tuple[str, str]:
        """The family to ask next, of ``drill`` (of any drill when ``None``): the one most overdue, else
        one never asked (the first in order for one drill, a random one for all), else the one due soonest."""
        now = now or now_utc()
        keys = [k for k in every_card_key(mixed=drill is None) if drill is None or k.startswith(drill + "/")]
        asked = {card_key(d.drill, d.family): d.due for d in self.schedule()}
        key = _overdue(keys, asked, now) or _fresh(keys, asked, None if drill else rng) or \
            min(keys, key=asked.__getitem__)
        chosen, family = key.split("/", 1)
        return chosen, family

    def _answers(self) -> Iterator[tuple[str, str, str, int, int]]:
        yield from self.connection.execute("SELECT at, drill, family, correct, ms FROM answers ORDER BY id")

    def stats(self, now: datetime | None = None) -> dict[str, Any]:
        """Totals, the current streak of right answers, each drill's count and median time, and the
        families due now (soonest first)."""
        now = now or now_utc()
        rows = list(self._answers())
        streak = next((n for n, row in enumerate(reversed(rows)) if not row[3]), len(rows))
        by_drill = _by_drill(rows)
        due = [{"drill": d.drill, "family": d.family, "due": d.due.isoformat()}
               for d in self.schedule() if d.due <= now]
        return {"answered": len(rows), "correct": sum(r[3] for r in rows), "streak": streak,
                "by_drill": by_drill, "due": due}

    def by_day(self, drill: str | None = None) -> list[tuple[str, int, int, int]]:
        """Per day (UTC, oldest first): ``(date, answered, correct, median ms)``, of one drill or all."""
        days: dict[str, list[tuple[int, int]]] = {}
        for at, name, _family, correct, ms in self._answers():
            if drill is None or name == drill:
                days.setdefault(at[:10], []).append((correct, ms))
        return [(day, len(v), sum(c for c, _ in v), round(statistics.median(m for _, m in v)))
                for day, v in days.items()]

    def by_family(self) -> list[tuple[str, str, int, int, int]]:
        """Per family asked: ``(drill, family, answered, correct, median ms)``."""
        groups: dict[tuple[str, str], list[tuple[int, int]]] = {}
        for _at, name, family, correct, ms in self._answers():
            groups.setdefault((name, family), []).append((correct, ms))
        return [(d, f, len(v), sum(c for c, _ in v), round(statistics.median(m for _, m in v)))
                for (d, f), v in sorted(groups.items())]

