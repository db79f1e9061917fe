"""How the app words what the core says: signed amounts, cards with suit symbols, variants by name.

Pure functions of text, so every screen words things alike.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bragtui.core.cards import SUIT_GLYPHS, SUIT_LETTERS
from bragtui.core.variants import title_of, variant_keys

_CARD = re.compile(r"(?<![\w♣♦♥♠])(10|[2-9TJQKA])([cdhs])(?![\w])")
_SIDE_POT_OF_NOTHING = re.compile(r"\s*[^.]*\bside pot of 0\b[^.]*\.")


def signed(amount: int) -> str:
    """An amount won or lost: ``+4``, ``-2``, and ``0`` (never ``+0``)."""
    return f"{amount:+d}" if amount else "0"


def glyph_cards(line: str, players: Sequence[str] = (), ascii: bool = False) -> str:
    """A line of the core's log with its cards drawn as on the cards (``A♠``, ``10♦``); a player's
    name is left as it is, even one that looks like a card."""
    if ascii:
        return line
    names = set(players)

    def glyph(match: re.Match[str]) -> str:
        if match.group(0) in names:
            return match.group(0)
        rank = "10" if match.group(1) == "T" else match.group(1)
        return rank + SUIT_GLYPHS[SUIT_LETTERS.index(match.group(2))]

    return _CARD.sub(glyph, line)


def without_empty_side_pot(line: str) -> str:
    """A sentence about a side pot of nothing is left out."""
    return _SIDE_POT_OF_NOTHING.sub("", line).strip()


_PLAIN_WORDS = frozenset({"draw", "casino"})
"""Variant keys that are also ordinary words in the core's messages ("the draw comes after ..."):
the core never names a variant by these keys in a message, so they are left as they are."""


def friendly(message: str) -> str:
    """A message from the core with variants called by their titles, not their keys."""
    for key in sorted(set(variant_keys()) - _PLAIN_WORDS, key=len, reverse=True):
        message = re.sub(rf"(?<![\w-]){re.escape(key)}(?![\w-])", title_of(key), message)
    return message
