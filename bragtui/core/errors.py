"""The project's own exceptions: every refusal a player can read in one line."""

from __future__ import annotations

from pathlib import Path


class BragError(Exception):
    """Base of every error bragtui reports to a player instead of a traceback."""

    @classmethod
    def read_text(cls, path: object, what: str) -> str:
        """The text of the file at ``path``, or this error naming the file and the problem."""
        try:
            return Path(str(path)).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise cls(f"{path}: no such {what}") from None
        except (OSError, UnicodeDecodeError) as error:
            raise cls(f"{path}: cannot read the {what} ({error.__class__.__name__})") from None


class CardError(BragError, ValueError):
    """Card text that cannot be read, or a set of cards that cannot be a hand."""


class RulesError(BragError, ValueError):
    """House rules that are malformed, unknown or inconsistent."""


class IllegalAction(BragError, ValueError):
    """An action the rules do not allow at this point; the game is unchanged."""


class HistoryError(BragError, ValueError):
    """A hand-history or save file that cannot be read or replayed."""

    exit_status = 1
