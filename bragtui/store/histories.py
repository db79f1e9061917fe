"""Saved games: writing a game's hand history to a file, and reading a saved game back.

A hosted game's save may have a journal beside it (``FILE.journal``, see
:mod:`bragtui.core.journal`); reading a save reads the file, then its journal.
"""

from __future__ import annotations

from pathlib import Path

from bragtui.core.errors import HistoryError
from bragtui.core.game import Game
from bragtui.core.history import history_toml, load_history
from bragtui.core.journal import load_journalled, read_journal
from bragtui.store.files import read_text, write_atomically


def save_history(game: Game, path: str | Path) -> None:
    """Write the hand history atomically (a crash mid-write never leaves half a file), making
    its folder if need be."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(target, history_toml(game))


def read_history(path: str | Path, *, fixed_seed: bool = False) -> Game:
    """Rebuild a game from a hand-history file, checking every action (with ``fixed_seed``, a file
    that names no seed is seeded from its text: see :func:`~bragtui.core.seeds.seed_of`)."""
    return load_history(read_text(path, "file", HistoryError), str(path), fixed_seed=fixed_seed)


def journal_path(save: Path) -> Path:
    """The journal beside the save ``save``."""
    return save.with_name(save.name + ".journal")


def read_saved_game(path: str | Path, *, fixed_seed: bool = False) -> tuple[Game, list[str]]:
    """Rebuild a saved game from its file and then its journal, if it has one, checking every
    action. Returns the game and notes for the person (a last line cut off). ``fixed_seed``: as
    :func:`read_history` (a save with a journal names its seed)."""
    save = Path(path)
    journal = journal_path(save)
    try:
        lines = journal.read_bytes()
    except FileNotFoundError:
        return read_history(save, fixed_seed=fixed_seed), []
    except OSError as error:
        raise HistoryError(f"{journal}: cannot be read ({error.strerror or error})") from None
    entries, length, notes = read_journal(lines, str(journal))
    try:
        head = save.read_bytes()[:length]
    except OSError as error:
        raise HistoryError(f"{save}: cannot be read ({error.strerror or error})") from None
    return load_journalled(head, entries, str(save), str(journal)), notes
