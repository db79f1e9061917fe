"""Who sits at a seat: a person, or a computer player of a level and a style.

The words are kept here, in the core, because a hand history records the
computer seats (``computer = { Cy = "hard", Dee = "medium bold" }``) and its
reader checks them; the players themselves live in :mod:`bragtui.players`.
"""

from __future__ import annotations

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
