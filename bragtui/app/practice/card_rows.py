"""Groups of cards drawn side by side as boxed faces, each group with a heading and a label under
each card (such as the key that picks it)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import NamedTuple

from textual.markup import escape

from bragtui.card_render import card_class, card_lines
from bragtui.core.cards import Card

CARD_WIDTH = 5
GAP = " "
GROUP_GAP = "   "
_STYLE = {"red": "$error", "black": "$foreground", "back": "$primary", "joker": "$warning"}


class Group(NamedTuple):
    """One group of cards to draw: its heading, its cards (``None``: face down), a label per card."""

    heading: str
    cards: Sequence[Card | None]
    labels: Sequence[str] = ()


def group_width(count: int) -> int:
    return count * (CARD_WIDTH + len(GAP)) - len(GAP)


def _face(card: Card | None, line: str, chosen: bool) -> str:
    style = _STYLE[card_class(card)] + (" reverse bold" if chosen else "")
    return f"[{style}]{escape(line)}[/]"


def _group_lines(group: Group, ascii: bool, chosen: Collection[Card]) -> list[str]:
    width = group_width(len(group.cards))
    drawn = [card_lines(card, ascii) for card in group.cards]
    lines = [escape(group.heading[:width].ljust(width))]
    for row in range(3):
        lines.append(GAP.join(_face(card, faces[row], card is not None and card in chosen)
                              for card, faces in zip(group.cards, drawn, strict=True)))
    labels = [*group.labels, *[""] * len(group.cards)][:len(group.cards)]
    lines.append(GAP.join(escape(label.center(CARD_WIDTH)[:CARD_WIDTH]) for label in labels))
    return lines


def card_rows(groups: Sequence[Group], ascii: bool = False, chosen: Collection[Card] = (),
              width: int = 80) -> str:
    """The groups side by side, wrapped onto more rows when wider than ``width``; markup."""
    rows: list[list[list[str]]] = [[]]
    used = 0
    for group in groups:
        size = group_width(len(group.cards))
        if rows[-1] and used + len(GROUP_GAP) + size > width:
            rows.append([])
            used = 0
        used += size + (len(GROUP_GAP) if rows[-1] else 0)
        rows[-1].append(_group_lines(group, ascii, chosen))
    out: list[str] = []
    for row in rows:
        out.extend(GROUP_GAP.join(parts) for parts in zip(*row, strict=True))
    return "\n".join(out)
