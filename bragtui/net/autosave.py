"""The hosted game's save: a history file and a journal beside it, safe at every answer.

The host saves after every action and answers only once the save is made, so a
host killed at any moment loses no action it answered. Rewriting the whole
history after every action would write more with every hand (a long evening's
save is hundreds of kilobytes), so the save is in two parts
(``bragtui.core.journal`` describes the journal's lines):

- after every action, the new lines are appended to ``FILE.journal`` (no wait
  for the disk, as before: a write that is on the file system survives the
  process);
- once the finished hands in the journal pass ``compact_at`` bytes of history
  text (and when the host stops), they are appended to ``FILE`` and the journal
  is replaced by one that holds only the hand in play. The journal's first line
  says how many of the file's bytes it follows, so a compaction cut off half way
  reads as if it had not begun; replacing the journal (a rename) is the moment it
  counts.

Every byte is therefore written a bounded number of times however long the
game: the bytes written per action stay flat. When the host stops, the file
holds the whole game and the journal is removed.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from bragtui.core.actions import action_text
from bragtui.core.errors import BragError
from bragtui.core.game import Game, HandRecord
from bragtui.core.history import hand_toml, header_toml
from bragtui.core.journal import action_line, hand_line, header_line
from bragtui.store.files import write_atomically
from bragtui.store.histories import journal_path

COMPACT_AT = 64 * 1024
"""Bytes of finished hands' history text in the journal that start a compaction."""


class SaveError(BragError):
    """A save that could not be written; ``reason`` says why without naming any file."""

    def __init__(self, path: Path, error: OSError):
        self.reason = error.strerror or type(error).__name__
        super().__init__(f"{path}: cannot save the game ({self.reason})")


class HostSave:
    """Saves the hosted game after every change, as the module's docstring describes.

    ``resuming``: the save and its journal hold this game already (``brag host --resume``);
    otherwise a journal left beside ``path`` by an earlier game is removed first.
    """

    def __init__(self, path: Path, *, resuming: bool = False, compact_at: int = COMPACT_AT):
        self.path, self.journal, self.compact_at = path, journal_path(path), compact_at
        try:
            # Made now (the saves folder of a first game, say), so that no seat waits on it later
            # and a folder that cannot be made is said before anyone joins.
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise BragError(f"{path.parent}: cannot make the folder for the save "
                            f"({error.strerror or error})") from None
        self._resuming = resuming
        self._begun = False
        """Whether the first save (the whole file) is made."""
        self._out: BinaryIO | None = None
        """The journal, open for appending; ``None`` before the first save and after a failure."""
        self._length = 0
        """How many of the file's bytes the journal follows."""
        self._hand = 0
        """The number of the latest hand in the journal or the file."""
        self._actions = 0
        """How many of that hand's actions are written."""
        self._finished = 0
        """The number of the latest hand made into history text (kept in ``_pending`` or the file)."""
        self._pending: list[str] = []
        """Finished hands' history text, in the journal but not yet in the file."""
        self._pending_size = 0

    def save(self, game: Game) -> None:
        """Append the game's new actions to the journal, compacting it now and then.
        Raises :class:`SaveError` if they cannot be written; the next save writes them again."""
        try:
            if not self._begun:
                self._begin(game)
                return
            lines = self._new_lines(game)  # taken from the game even if the write fails
            if self._out is None or self._pending_size >= self.compact_at:
                self._compact(game)
            else:
                self._out.write(lines.encode("utf-8"))
                self._out.flush()
        except OSError as error:
            self._drop_journal()
            raise SaveError(self.path, error) from None

    def close(self, game: Game | None = None) -> None:
        """Put the whole game in the file (the hand in play too) and remove the journal."""
        if game is None or not self._begun:
            return
        try:
            self._new_lines(game)
            in_play = self._in_play(game)
            tail = hand_toml(in_play, game) if in_play is not None else ""
            self._append_to_file("".join(self._pending) + tail)
            self._drop_journal()
            self.journal.unlink(missing_ok=True)
        except OSError as error:
            raise BragError(f"{self.path}: the save could not be finished ({error.strerror or error}); "
                            "the journal beside it holds the rest, and 'brag host --resume' reads both") from None

    # --- the parts ------------------------------------------------------------------------------

    def _begin(self, game: Game) -> None:
        """The first save: the file made whole with every hand, then a journal of the hand in play."""
        if not self._resuming:
            self.journal.unlink(missing_ok=True)  # another game's, which would be read with this file
        records = game.hand_records()
        in_play = records[-1] if records and not game.hand_over else None
        finished = records[:-1] if in_play is not None else records
        head = header_toml(game) + "".join(hand_toml(record, game) for record in finished)
        tail = hand_toml(in_play, game) if in_play is not None else ""
        # The file first, with the hand in play, so that at every moment the file's first bytes and
        # whichever journal is beside it make the whole game.
        write_atomically(self.path, head + tail, durable=False)
        self._length = len(head.encode("utf-8"))
        last = records[-1] if records else None
        self._hand, self._actions = (last.number, len(last.actions)) if last is not None else (0, 0)
        self._finished = finished[-1].number if finished else 0
        self._write_journal(game, in_play)
        self._begun = True
        # From now on the journal and the file hold every hand, so the game keeps only the latest
        # (a long evening must not fill the host's memory).
        game.keep_history = False

    def _records(self, game: Game) -> list[HandRecord]:
        """The hands not yet wholly saved (only the latest is kept by the host's game)."""
        return [record for record in game.hand_records() if record.number >= max(self._hand, 1)]

    def _in_play(self, game: Game) -> HandRecord | None:
        """The hand still being played, if any. A hand already made history text is over even while
        the game is not (dealer's choice between deals, before the next game is picked)."""
        records = self._records(game)
        if not records or game.hand_over or records[-1].number <= self._finished:
            return None
        return records[-1]

    def _new_lines(self, game: Game) -> str:
        """The journal lines of what happened since the last save; a hand finished since is made
        history text for the next compaction."""
        records = self._records(game)
        lines = []
        for place, record in enumerate(records):
            if record.number > self._hand:
                lines.append(hand_line(record, game))
                self._hand, self._actions = record.number, 0
            if record.number == self._hand:
                lines += [action_line(record.number, index, action_text(action, game.players))
                          for index, action in enumerate(record.actions[self._actions:], start=self._actions + 1)]
                self._actions = len(record.actions)
            over = place < len(records) - 1 or game.hand_over
            if over and record.number > self._finished:
                text = hand_toml(record, game)
                self._pending.append(text)
                self._pending_size += len(text)
                self._finished = record.number
        return "".join(lines)

    def _compact(self, game: Game) -> None:
        """Move the finished hands into the file; the journal then holds only the hand in play."""
        self._append_to_file("".join(self._pending))
        self._pending, self._pending_size = [], 0
        self._write_journal(game, self._in_play(game))

    def _append_to_file(self, text: str) -> None:
        """Add ``text`` after the bytes of the file that count (dropping any cut-off compaction)."""
        data = text.encode("utf-8")
        with open(self.path, "r+b") as out:
            out.truncate(self._length)
            out.seek(self._length)
            out.write(data)
        self._length += len(data)

    def _write_journal(self, game: Game, in_play: HandRecord | None) -> None:
        """Replace the journal by one that follows the file's bytes so far and holds ``in_play``."""
        self._drop_journal()
        lines = [header_line(self._length)]
        if in_play is not None:
            lines.append(hand_line(in_play, game))
            lines += [action_line(in_play.number, index, action_text(action, game.players))
                      for index, action in enumerate(in_play.actions, start=1)]
        write_atomically(self.journal, "".join(lines), durable=False)
        self._out = open(self.journal, "ab")  # noqa: SIM115  # held open for the host's whole run

    def _drop_journal(self) -> None:
        if self._out is not None:
            out, self._out = self._out, None
            out.close()

