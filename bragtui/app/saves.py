"""Where games are autosaved, and the saved games a player may continue."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path


def saves_folder() -> Path:
    """The folder of autosaved games in the user's data folder."""
    from platformdirs import user_data_path

    return user_data_path("bragtui") / "saves"


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
    """One saved game, as the list of saved games shows it."""

    path: Path
    variant: str
    players: tuple[str, ...]
    hand_number: int
    """The number of the hand being played or last played (0: none dealt yet)."""
    saved_at: float
    """When it was last saved (seconds since the epoch)."""
    finished: bool

    def line(self) -> str:
        """Variant, players, hand and date on one line."""
        from bragtui.core.variants import title_of

        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        return f"{title_of(self.variant)} · {', '.join(self.players)} · hand {self.hand_number} · {date}"

    def short(self, width: int) -> str:
        """Two lines no wider than ``width``: the game and hand, then the players and date."""
        from bragtui.core.variants import title_of

        date = time.strftime("%d %b %H:%M", time.localtime(self.saved_at))
        second = f"hand {self.hand_number} · {date} · {', '.join(self.players)}"
        if len(second) > width:
            second = second[:width - 1] + "…"
        return f"{title_of(self.variant)[:width]}\n{second}"


def read_saved(path: Path) -> SavedGame:
    """What a save holds, read by replaying it (a save that cannot be read raises its error)."""
    from bragtui.core.history import read_history

    game = read_history(path)
    return SavedGame(path, game.variant, tuple(game.players), game.view(None).hand_number,
                     path.stat().st_mtime, game.game_over)


def _newest_first(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.toml"), key=lambda p: p.stat().st_mtime, reverse=True)


def unfinished_saves(folder: Path | None = None, most: int = 0) -> list[SavedGame]:
    """The saved games that can be continued (at most ``most``, if given), newest first; unreadable
    and finished ones are left out."""
    from bragtui.core.errors import BragError

    found: list[SavedGame] = []
    for path in _newest_first(folder or saves_folder()):
        try:
            saved = read_saved(path)
        except (BragError, OSError):
            continue
        if not saved.finished:
            found.append(saved)
            if len(found) == most:
                break
    return found


def unreadable_saves(folder: Path | None = None) -> list[tuple[Path, str]]:
    """Saves that cannot be read, newest first, each with the reason in one line."""
    from bragtui.core.errors import BragError

    found = []
    for path in _newest_first(folder or saves_folder()):
        try:
            read_saved(path)
        except (BragError, OSError) as error:
            found.append((path, str(error)))
    return found


def latest_save(folder: Path | None = None) -> Path | None:
    """The most recently written save of a game not yet over, if any.

    A newer save that cannot be read is not passed over in silence: it might be the game the
    player means, so it is refused with its reason (and left as it is).
    """
    from bragtui.core.errors import HistoryError

    saves = unfinished_saves(folder, most=1)
    latest = saves[0] if saves else None
    for path, reason in unreadable_saves(folder):
        if latest is None or path.stat().st_mtime > latest.saved_at:
            raise HistoryError(f"the newest save cannot be read ({reason}); it is left as it is: "
                               "continue another game with 'brag resume FILE' (see 'brag resume --list')")
    return latest.path if latest is not None else None
