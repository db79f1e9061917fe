"""Where games are autosaved, and the saved games a player may continue."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from bragtui.app.variant_screens import standing_line
from bragtui.core.errors import BragError
from bragtui.core.variants import title_of
from bragtui.store.folders import saves_folder
from bragtui.store.histories import read_history


def new_save_path(variant: str) -> Path:
    """A fresh file name for a new game, by variant and start time."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = saves_folder()
    path = folder / f"{variant}-{stamp}.toml"
    counter = 2
    while path.exists():
        path = folder / f"{variant}-{stamp}-{counter}.toml"
        counter += 1
    return path


@dataclass(frozen=True, slots=True)
class SavedGame:
    """One saved game, as the lists of saved games show it (never a card: only the public
    standing)."""

    path: Path
    variant: str
    players: tuple[str, ...]
    hand_number: int
    """The number of the hand being played or last played (0: none dealt yet)."""
    saved_at: float
    """When it was last saved (seconds since the epoch)."""
    finished: bool
    standing: str = ""
    """How each seat stands, on one line: balances, lives or points."""

    def short_name(self) -> str:
        """The file's name without its folder and ending, and without the variant it begins with
        (the list names the game already): ``20261124-140500``."""
        stem = self.path.stem
        return stem.removeprefix(f"{self.variant}-") or stem

    def line(self) -> str:
        """Variant, hand, standing and date on one line."""
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        return f"{title_of(self.variant)} · hand {self.hand_number} · {self.standing} · {date}"

    def short(self, width: int) -> str:
        """Three lines no wider than ``width``, with what tells two saves apart: the game and the
        hand; the standing; the time to the minute and the file's short name."""
        hand = f" · hand {self.hand_number}"
        date = time.strftime("%d %b %H:%M", time.localtime(self.saved_at))
        return "\n".join((_cut(title_of(self.variant), width - len(hand)) + hand, _cut(self.standing, width),
                          f"{date} · " + _cut(self.short_name(), width - len(date) - 3, keep_end=True)))


def _cut(text: str, width: int, keep_end: bool = False) -> str:
    """``text`` in at most ``width`` characters, an ellipsis for what is cut (at the start if
    ``keep_end``: the end of a file's name is what differs)."""
    if len(text) <= width:
        return text
    return "…" + text[len(text) - width + 1:] if keep_end else text[:width - 1] + "…"


def read_saved(path: Path) -> SavedGame:
    """What a save holds, read by replaying it (a save that cannot be read raises its error)."""
    game = read_history(path)
    view = game.view(None)
    return SavedGame(path, game.variant, tuple(game.players), view.hand_number, path.stat().st_mtime,
                     game.game_over, standing_line(view))


@dataclass(frozen=True, slots=True)
class Saves:
    """The saves folder read newest first: the games that can be continued, and the saves that
    cannot be read, each with the reason in one line (left as they are)."""

    games: list[SavedGame]
    unreadable: list[tuple[Path, str]]


def _newest_first(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.toml"), key=lambda p: p.stat().st_mtime, reverse=True)


def read_saves(folder: Path | None = None, most: int = 0, finished: bool = False) -> Saves:
    """The saved games that can be continued (at most ``most``, if given), newest first, finished
    ones left out unless ``finished``; and each save newer than the last of them that cannot be read."""
    games: list[SavedGame] = []
    unreadable: list[tuple[Path, str]] = []
    for path in _newest_first(folder or saves_folder()):
        try:
            saved = read_saved(path)
        except (BragError, OSError) as error:
            unreadable.append((path, " ".join(str(error).split())))
            continue
        if finished or not saved.finished:
            games.append(saved)
            if len(games) == most:
                break
    return Saves(games, unreadable)


def unfinished_saves(folder: Path | None = None, most: int = 0) -> list[SavedGame]:
    """The saved games that can be continued (at most ``most``, if given), newest first; unreadable
    and finished ones are left out."""
    return read_saves(folder, most).games
