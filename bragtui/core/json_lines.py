"""Files that grow a line at a time: their whole lines, and what follows the last line end.

Two files are appended to a JSON object a line: a hosted game's journal
(:mod:`bragtui.core.journal`) and a joined seat's kept record
(:mod:`bragtui.store.kept_seats`). A line is written with its line end, so a
program stopped as it appended leaves text after the last line end; in a file
written whole nothing follows it. Each reader has its own rule for that text
(the journal leaves it out, a kept record keeps it if it is whole JSON, as an
earlier version's one-object ``.json`` record without a line end is), so only
the split is shared.
"""

from __future__ import annotations

from typing import NamedTuple


class AppendedLines(NamedTuple):
    """A text read as the lines of a file appended a line at a time."""

    whole: list[str]
    """Every line that ends with a line end (without it), in order: line ``i + 1`` is ``whole[i]``."""
    tail: str
    """What follows the last line end: empty in a file written whole, else a last line without its
    line end (perhaps cut short as it was written)."""


def appended_lines(text: str) -> AppendedLines:
    """``text``'s whole lines, and what follows the last of them."""
    *whole, tail = text.split("\n")
    return AppendedLines(whole, tail)
