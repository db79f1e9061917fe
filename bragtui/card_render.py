"""Drawing cards as text: a pure function of a card, testable without a terminal.

Suits are told apart by their glyph (or letter with ``ascii``), never by colour
alone; the colour class (``red``, ``black``, ``back``) is for styling only.
"""

from __future__ import annotations

from bragtui.core.cards import RANK_TEXT, SUIT_GLYPHS, SUIT_LETTERS, Card


def card_label(card: Card, ascii: bool = False) -> str:
    """The short face of a card: ``A♠``, ``10♦``, or ``As``, ``10d`` with ``ascii``; ``Jk`` for a joker."""
    if card.is_joker:
        return "Jk"
    suits = SUIT_LETTERS if ascii else SUIT_GLYPHS
    return RANK_TEXT[card.rank] + suits[card.suit]


def card_class(card: Card | None) -> str:
    """``back`` for a face-down card, else ``red`` (hearts, diamonds) or ``black``."""
    if card is None:
        return "back"
    if card.is_joker:
        return "joker"
    return "red" if card.suit in (1, 2) else "black"


def card_lines(card: Card | None, ascii: bool = False) -> list[str]:
    """Three lines drawing one card in a box, or its back when ``card`` is ``None``."""
    top, side, bottom = ("+---+", "|", "+---+") if ascii else ("╭───╮", "│", "╰───╯")
    face = "###" if ascii else "░░░"
    if card is not None:
        face = card_label(card, ascii).center(3)
    return [top, f"{side}{face}{side}", bottom]


def hand_text(cards: list[Card] | tuple[Card, ...], ascii: bool = False) -> str:
    """Cards on one line, e.g. ``A♠ K♦ 7♣``."""
    return " ".join(card_label(c, ascii) for c in cards)
