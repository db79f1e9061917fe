"""A joined seat's record written down as the game goes: the file begun whole, then a hand a line.

The remote source (:mod:`bragtui.app.remote`) keeps the views its seat is sent
in a :class:`~bragtui.players.SeatRecord`; this writes that record to its file in
the data folder's ``joined`` folder after each hand, appending only what the
hand added (:class:`~bragtui.players.KeptJournal`), and takes up the record a
file already holds when the same seat joins the same table again.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from bragtui.core.errors import BragError
from bragtui.players import KeptJournal, SeatRecord
from bragtui.store.kept_seats import append_kept, begin_kept, read_kept_record


class KeptFile:
    """One seat's record's file, and what of the record it holds already."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.journal = KeptJournal()

    def take_up(self, record: SeatRecord) -> SeatRecord:
        """The record the file holds if it is ``record``'s game and player (another run of brag
        join for that seat), else ``record``. Either way the file is begun again at the next
        write: a last line cut short goes, and hands written again are written once."""
        self.journal.forget()
        if not self.path.is_file():
            return record
        with contextlib.suppress(BragError, OSError):  # no record of this seat's to take up
            found = read_kept_record(self.path).record
            if found.belongs_to(record):
                return found
        return record

    def write(self, record: SeatRecord) -> int:
        """Write what the file lacks of ``record`` (the file begun again if need be); the bytes
        written. An :class:`OSError` leaves the file to be begun again next time."""
        begin, entries = self.journal.due(record)
        if not entries:
            return 0
        try:
            if begin or not self.path.is_file():
                written = begin_kept(self.path, entries if begin else record.entries())
            else:
                written = append_kept(self.path, entries)
        except OSError:
            self.journal.forget()  # a line may be cut short: nothing may follow it
            raise
        self.journal.written(record)
        return written
