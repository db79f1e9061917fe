"""The project's own exceptions: every refusal a player can read in one line."""

from __future__ import annotations


class BragError(Exception):
    """Base of every error bragtui reports to a player instead of a traceback."""


class CardError(BragError, ValueError):
    """Card text that cannot be read, or a set of cards that cannot be a hand."""


class RulesError(BragError, ValueError):
    """House rules that are malformed, unknown or inconsistent."""


class IllegalAction(BragError, ValueError):
    """An action the rules do not allow at this point; the game is unchanged."""


class HistoryError(BragError, ValueError):
    """A hand-history or save file that cannot be read or replayed."""

    exit_status = 1
