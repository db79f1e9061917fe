"""Where a seat joined to another's table keeps the views it was sent, for its own review.

One file a table and seat, in the data folder's ``joined`` folder, named by the
seat's name and a digest of the table's address and code (the code itself stays
out of the name), readable by this user only. It holds JSON Lines (one JSON
object a line, ``.jsonl``): begun whole (written beside it and renamed over it),
then each hand ended is appended as a line of its own, so a long evening writes
about as much per hand at its end as at its start. A last line cut short (the
program stopped as it was written) is left out when the file is read, and said.
``brag review FILE`` reads it back (:func:`read_kept_record`), as does the seat joining
the same table again.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bragtui.core.errors import HistoryError
from bragtui.core.json_lines import appended_lines
from bragtui.core.kept import SeatRecord, is_kept_record, record_from
from bragtui.store.files import read_text, write_atomically
from bragtui.store.folders import data_folder

SUFFIX = ".jsonl"
"""The ending of a kept record's name."""
SUFFIXES = (SUFFIX, ".json")
"""The endings of the kept records read back (``.json``: an earlier version's, one JSON object);
``brag review`` takes any other file for a saved game or a hand history."""


def kept_folder() -> Path:
    """The folder of the records kept by joined seats."""
    return data_folder() / "joined"


def kept_path(address: str, code: str, name: str) -> Path:
    """The file a seat's record of the table at ``address`` with ``code`` is kept in."""
    digest = hashlib.sha256(f"{address.strip().rstrip('/')}\n{code}".encode()).hexdigest()[:12]
    safe = re.sub(r"[^\w.-]+", "-", name, flags=re.UNICODE).strip("-.") or "seat"
    return kept_folder() / f"{safe}-{digest}{SUFFIX}"


def _lines(entries: Iterable[dict[str, Any]]) -> str:
    # ASCII only (json's default): a line cut short never splits a character.
    return "".join(json.dumps(entry, separators=(",", ":")) + "\n" for entry in entries)


def begin_kept(path: Path, entries: Iterable[dict[str, Any]]) -> int:
    """Replace the kept record at ``path`` by ``entries``, one a line (its folder made if need be);
    the bytes written."""
    # The folder too is this user's alone: the files' names are digests of the tables' codes.
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    text = _lines(entries)
    write_atomically(path, text, durable=False)  # made by mkstemp: readable by this user alone
    return len(text)


def append_kept(path: Path, entries: Iterable[dict[str, Any]]) -> int:
    """Add ``entries`` at the end of the kept record at ``path``, one a line; the bytes written.
    A write stopped part way leaves a last line cut short, which :func:`read_kept` leaves out."""
    data = _lines(entries).encode("ascii")
    handle = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(handle, view):]
    finally:
        os.close(handle)
    return len(data)


@dataclass(frozen=True)
class KeptLines:
    """A kept record's file read back: each line's JSON data, and what was left out, if anything."""

    entries: list[object]
    note: str | None = None


def read_kept(path: Path) -> KeptLines:
    """The entries of the kept record at ``path``; a one-line :class:`HistoryError` if it cannot be
    read. A last line cut short as it was written (no line end, not JSON) after whole ones is left
    out, with a note saying so; a last line without its line end that is whole JSON is read (an
    earlier version's ``.json`` record is one such line)."""
    lines = appended_lines(read_text(path, "kept record", HistoryError))
    entries = [_entry(line, path, number) for number, line in enumerate(lines.whole, start=1) if line.strip()]
    if lines.tail.strip():
        try:
            entries.append(_entry(lines.tail, path, len(lines.whole) + 1))
        except HistoryError:
            if not entries:
                raise
            return KeptLines(entries, f"{path}: its last line was cut short as it was written "
                                      "(brag stopped then): it is left out")
    return KeptLines(entries)


def _entry(line: str, path: Path, number: int) -> object:
    """Line ``number``'s JSON data; a :class:`HistoryError` if it is not JSON."""
    try:
        return json.loads(line)
    except ValueError as problem:
        raise HistoryError(f"{path}, line {number}: not JSON ({problem})") from None


@dataclass(frozen=True)
class KeptRecord:
    """A seat's kept record read back from its file, and what of the file was left out, if anything."""

    record: SeatRecord
    note: str | None = None


def read_kept_record(path: Path) -> KeptRecord:
    """The seat's record kept at ``path`` (as :func:`read_kept` reads its lines); a one-line
    :class:`HistoryError` if the file cannot be read or holds no seat's kept record. ``brag review
    FILE`` and a seat joining its table again both read a record this way."""
    read = read_kept(path)
    if not is_kept_record(read.entries):
        raise HistoryError(f"{path}: not a seat's kept record (a {SUFFIX} file that brag join writes)")
    return KeptRecord(record_from(read.entries, str(path)), read.note)
