"""Small helpers for writing counts in messages: ``1 card``, ``2 cards``, ``3, 4 or 5``."""

from __future__ import annotations

from collections.abc import Sequence


def counted(count: int, word: str, plural: str | None = None) -> str:
    """``count`` and ``word``, made plural unless the count is one: ``1 card``, ``0 cards``, ``2 lives``."""
    return f"{count} {word if count == 1 else plural or word + 's'}"


def one_of(options: Sequence[object]) -> str:
    """Options as one would say them: ``3``, ``3 or 4``, ``3, 4 or 5``."""
    words = [str(option) for option in options]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" or {words[-1]}"
