"""Where games are autosaved, and finding the latest save to resume."""

from __future__ import annotations

import time
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


def latest_save() -> Path | None:
    """The most recently written save, if any."""
    folder = saves_folder()
    if not folder.is_dir():
        return None
    saves = sorted(folder.glob("*.toml"), key=lambda p: p.stat().st_mtime)
    return saves[-1] if saves else None
