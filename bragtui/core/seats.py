"""Who sits at a seat: a person, or a computer player of a level and a style; and the one rule
for a new player's name.

The words are kept here, in the core, because a hand history records the
computer seats (``computer = { Cy = "hard", Dee = "medium bold" }``) and its
reader checks them; the players themselves live in :mod:`bragtui.players`.
The name rule is here so that a hot-seat table and a hosted one apply the same.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from bragtui.core.errors import BragError

LEVELS = ("random", "easy", "medium", "hard")
"""Every level, weakest first. ``random`` is the simulator's random player."""
STYLES = ("cautious", "steady", "bold")
"""Every style; ``steady`` is the default."""
DEFAULT_LEVEL = "medium"
DEFAULT_STYLE = "steady"


class PlayerError(BragError):
    """A computer player asked for by a level or style that does not exist."""


def parse_seat(spec: str) -> tuple[str, str]:
    """``"hard"`` or ``"hard:bold"`` (also ``"hard bold"``) as ``(level, style)``."""
    parts = spec.replace(":", " ").split()
    if not parts or len(parts) > 2:
        raise PlayerError(f"{spec!r} is not a computer player: say a level, e.g. \"hard\" or \"hard:bold\"")
    level, style = parts[0].lower(), (parts[1].lower() if len(parts) == 2 else DEFAULT_STYLE)
    if level not in LEVELS:
        raise PlayerError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")
    if style not in STYLES:
        raise PlayerError(f"unknown style {style!r}; expected one of {', '.join(STYLES)}")
    return level, style


def seat_label(level: str, style: str = DEFAULT_STYLE) -> str:
    """How a hand history records a computer seat: the level, then the style if not the default
    (``"hard"``, ``"medium bold"``)."""
    return level if style == DEFAULT_STYLE else f"{level} {style}"


# --- names ------------------------------------------------------------------------------------------

NAME_LENGTH = 20
"""The most characters in a new player's name."""
NAME_MARKS = " -_'."
"""The characters a name may hold besides letters and digits."""


def seat_name(name: str) -> str:
    """A name as a table keeps it: in Unicode normal form NFC, so "Zoë" typed with a combining
    diaeresis is the same name as "Zoë" typed with one key."""
    return unicodedata.normalize("NFC", name)


def name_problem(name: object, seated: Sequence[str] = ()) -> str | None:
    """Why ``name`` may not sit down at a table where ``seated`` already sit, or ``None`` if it may.

    The one rule for a new name, at a hot-seat table and over the network: read in NFC, 1 to
    :data:`NAME_LENGTH` characters, each a letter (as ``str.isalpha`` reads it, in any script), a
    decimal digit or one of :data:`NAME_MARKS`; no space at either end; not another seated name in
    any case, nor beginning with one and a space. A saved game's names are not held to it (an
    older rule may have allowed them).
    """
    if not isinstance(name, str):
        return f"a name is 1 to {NAME_LENGTH} characters"
    name = seat_name(name)
    if not 1 <= len(name) <= NAME_LENGTH:
        return f"a name is 1 to {NAME_LENGTH} characters"
    if name != name.strip(" ") or not all(c.isalpha() or c.isdecimal() or c in NAME_MARKS for c in name):
        return "a name is letters, digits, spaces and -_'. with no space at either end"
    folded = name.casefold()
    for other in seated:
        taken = seat_name(other).casefold()
        if taken == folded:
            return f"{other} is already at the table"
        if folded.startswith(taken + " ") or taken.startswith(folded + " "):
            # "Bob bet" beside "Bob" would make "Bob bet 2" unreadable in the hand history.
            return f"a name may not begin with another player's name and a space ({other})"
    return None


_WITH_LEVEL = re.compile(r"^(.*?)\s*\(([^()]*)\)$")


def read_players(text: str) -> tuple[list[str], dict[int, str]]:
    """The players typed clockwise, separated by commas (``Ann, Hal (hard), Ivy (easy bold)``):
    every name (stripped, in NFC) and the seats typed as a computer with its level in brackets,
    with their labels. Raises :class:`PlayerError` for a level that does not exist; the names
    themselves are checked by :func:`name_problem`."""
    names, computers = [], {}
    for seat, typed in enumerate(text.split(",")):
        match = _WITH_LEVEL.match(typed.strip())
        if match is None:
            names.append(seat_name(typed.strip()))
            continue
        names.append(seat_name(match.group(1).strip()))
        computers[seat] = seat_label(*parse_seat(match.group(2)))
    return names, computers
