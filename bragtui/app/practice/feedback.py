"""What the question screen says around the cards: the core's words with cards drawn as on the cards,
the hands set beside the solver's after an arrangement, and the end of a timed round."""

from __future__ import annotations

from collections.abc import Sequence

from textual.markup import escape

from bragtui.app.practice.session import PracticeSession
from bragtui.app.wording import glyph_cards
from bragtui.card_render import hand_text
from bragtui.core import ranking
from bragtui.core.cards import Card

COLUMN_GAPS = (4, 2)
"""The space between two columns: the wider when it fits."""


def worded(text: str, ascii: bool) -> str:
    """Text from the core, which names cards in letters (``Js``), as markup with its cards drawn as
    on the cards (``J♠``); with ``ascii`` they stay letters."""
    return escape(glyph_cards(text, ascii=ascii))


def _hand_lines(heading: str, groups: Sequence[Sequence[Card]], ascii: bool, cards_width: int) -> list[str]:
    lines = [heading]
    for group in groups:
        kind = ranking.describe(ranking.strength3(*group)) if len(group) == 3 else ""
        lines.append(f"{hand_text(ranking.reading_order(group), ascii):<{cards_width}}  {kind}".rstrip())
    if not groups:
        lines.append("none set")
    return lines


def side_by_side(left: list[str], right: list[str], width: int) -> list[str]:
    """Two columns of plain lines when they fit in ``width``, else the one above the other."""
    used = max(map(len, left))
    gap = next((gap for gap in COLUMN_GAPS if used + gap + max(map(len, right)) <= width), None)
    if gap is None:
        return [*left, *right]
    rows = max(len(left), len(right))
    left, right = left + [""] * (rows - len(left)), right + [""] * (rows - len(right))
    return [f"{a:<{used + gap}}{b}".rstrip() for a, b in zip(left, right, strict=True)]


def arrangement_text(mine: Sequence[Sequence[Card]], best: Sequence[Sequence[Card]], ascii: bool,
                     width: int) -> str:
    """The hands the player set beside the solver's, each with what it makes; markup, headings bold."""
    # The cards of every hand line up, in both columns.
    cards_width = max((len(hand_text(list(group), ascii)) for group in (*mine, *best)), default=0)
    left = _hand_lines("Your hands", mine, ascii, cards_width)
    right = _hand_lines("The solver's hands", best, ascii, cards_width)
    lines = [escape(line) for line in side_by_side(left, right, width)]
    for heading in ("Your hands", "The solver's hands"):
        lines = [line.replace(heading, f"[b]{heading}[/b]", 1) for line in lines]
    return "\n".join(lines)


def time_up_text(session: PracticeSession) -> str:
    """The end of a timed round: its score, and where q leads."""
    if session.answered:
        score = f"{session.right} of {session.answered} right ({100 * session.right / session.answered:.0f}%)"
    else:
        score = "no answer given"
    return f"[b $warning]Time is up[/]: {score} in this round. q goes back to the practice menu."
