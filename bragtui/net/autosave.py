"""The hosted game's save: safe at every answer, without the host waiting for the disk.

The host saves after every action and answers only once the save is made, so a
host killed at any moment loses no action it answered. Replacing a file by
renaming a new one over it is the safe way to save, but on ext4 (and other file
systems that guard against empty files after a power cut) that rename first
writes the new file to the disk: milliseconds, growing with the game, that
would hold up every seat after every action.

So each save is split in two:

1. On the host's loop: the text is written to a new file beside the save,
   ``.NAME.<sequence>.save``, through a temporary file renamed to that unused
   name (no wait for the disk, since nothing is replaced). Once this returns,
   the save is complete on the file system and survives the process.
2. On a thread of its own: the newest such file is renamed over ``NAME``
   (the rename that waits for the disk), and any older ones are removed.

``NAME`` is therefore always a whole save, at most a moment behind; after a
crash the newest complete ``.save`` file beside it is newer. :func:`take_up`
(what ``brag host --resume`` does first) makes that file the save. A ``.save``
file that does not read back (a power cut before it reached the disk) is
skipped for the one before it.
"""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

from bragtui.core.errors import BragError
from bragtui.core.game import Game
from bragtui.core.history import HistoryWriter, read_history, write_atomically


def _pending_pattern(save: Path) -> re.Pattern[str]:
    return re.compile(rf"\.{re.escape(save.name)}\.(\d+)\.save")


def pending_saves(save: Path) -> list[Path]:
    """The ``.save`` files beside ``save`` not yet renamed over it, oldest first."""
    pattern = _pending_pattern(save)
    found = [(int(match.group(1)), path) for path in save.parent.glob(f".{save.name}.*.save")
             if (match := pattern.fullmatch(path.name))]
    return [path for _, path in sorted(found)]


def take_up(save: Path) -> None:
    """Make the newest complete save beside ``save`` the save itself (after a host stopped
    without finishing its last rename), and remove the rest."""
    pending = pending_saves(save)
    for path in reversed(pending):
        try:
            read_history(path)
        except BragError:
            continue  # not whole on the disk: the one before it is the newest that is
        os.replace(path, save)
        break
    for path in pending:
        path.unlink(missing_ok=True)


class SaveError(BragError):
    """A save that could not be written; ``reason`` says why without naming any file."""

    def __init__(self, path: Path, error: OSError):
        self.reason = error.strerror or type(error).__name__
        super().__init__(f"{path}: cannot save the game ({self.reason})")


class HostSave:
    """Saves the hosted game after every change, as the module's docstring describes."""

    def __init__(self, path: Path):
        self.path = path
        try:
            # Made now (the saves folder of a first game, say), so that no seat waits on it later
            # and a folder that cannot be made is said before anyone joins.
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise BragError(f"{path.parent}: cannot make the folder for the save "
                            f"({error.strerror or error})") from None
        for stale in pending_saves(path):  # left by an earlier host of another game at this path
            stale.unlink()
        self._history = HistoryWriter()
        self._sequence = 0
        self._waiting: list[Path] = []
        """Complete saves not yet renamed over ``path``, oldest first."""
        self._changed = threading.Condition()
        self._closing = False
        self._renamer: threading.Thread | None = None
        self._error: OSError | None = None
        """The last failure to rename a save over ``path``, reported by :meth:`close`."""

    def save(self, game: Game) -> None:
        """Write the game's history beside the save; the save itself follows in a moment.
        Raises :class:`SaveError` if it cannot be written."""
        self._sequence += 1
        pending = self.path.with_name(f".{self.path.name}.{self._sequence:09d}.save")
        try:
            write_atomically(pending, self._history.text(game), durable=False)
        except OSError as error:
            raise SaveError(self.path, error) from None
        with self._changed:
            self._waiting.append(pending)
            self._changed.notify()
        if self._renamer is None:
            self._renamer = threading.Thread(target=self._rename_newest, name="brag-host-save", daemon=True)
            self._renamer.start()

    def _rename_newest(self) -> None:
        while True:
            with self._changed:
                while not self._waiting and not self._closing:
                    self._changed.wait()
                if not self._waiting:
                    return
                newest, older = self._waiting[-1], self._waiting[:-1]
                self._waiting.clear()
            for path in older:
                path.unlink(missing_ok=True)
            try:
                os.replace(newest, self.path)
            except OSError as error:
                self._error = error  # the .save file stays beside it, for take_up

    def close(self) -> None:
        """Wait until the newest save is the save file itself; raise if it could not be."""
        with self._changed:
            self._closing = True
            self._changed.notify()
        if self._renamer is not None:
            self._renamer.join()
            self._renamer = None
        self._closing = False
        if self._error is not None:
            error, self._error = self._error, None
            raise BragError(f"{self.path}: the save could not be replaced ({error.strerror or error}); "
                            "the newest save is beside it, and 'brag host --resume' takes it up")
