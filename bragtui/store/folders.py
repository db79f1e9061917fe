"""The player's data and config folders, and the files bragtui keeps in them."""

from __future__ import annotations

from pathlib import Path

APP = "bragtui"


def data_folder() -> Path:
    """The user's data folder for bragtui (saves, practice progress, seat tokens)."""
    from platformdirs import user_data_path

    return user_data_path(APP)


def saves_folder() -> Path:
    """The folder of autosaved games in the user's data folder."""
    return data_folder() / "saves"


def progress_path() -> Path:
    """The practice progress file, in the user's data folder beside the saved games."""
    return data_folder() / "practice.sqlite3"


def lessons_path() -> Path:
    """Which lessons of ``brag learn`` are done, in the data folder beside the practice progress."""
    return data_folder() / "lessons.json"


def tokens_file() -> Path:
    """Where the seats' tokens are remembered (in the data folder, readable by this user only)."""
    return data_folder() / "tokens.json"


def user_rules_path() -> Path:
    """Where a player's own ``rules.toml`` is looked for when no ``--rules`` is given."""
    from platformdirs import user_config_path

    return user_config_path(APP) / "rules.toml"
