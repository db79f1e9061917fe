"""Cards and their text notation.

A card is a small ``int`` (so that ranking tables can be indexed by it) with
readable properties. Natural cards are numbered ``(rank - 2) * 4 + suit`` with
suits clubs, diamonds, hearts, spades as 0 to 3; the two jokers are 52 and 53.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bragtui.core.errors import CardError
from bragtui.core.words import counted, one_of

SUIT_LETTERS = "cdhs"
SUIT_GLYPHS = "♣♦♥♠"
RANK_TEXT = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
             10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_NAMES = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
              8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen",
              13: "king", 14: "ace"}

_RANK_FROM_TEXT = {text: rank for rank, text in RANK_TEXT.items()}
_RANK_FROM_TEXT["T"] = 10
_SUIT_FROM_TEXT = {**{c: i for i, c in enumerate(SUIT_LETTERS)},
                   **{g: i for i, g in enumerate(SUIT_GLYPHS)},
                   # Variation selectors sometimes follow a glyph when pasted.
                   **{g + "\ufe0f": i for i, g in enumerate(SUIT_GLYPHS)}}


class Card(int):
    """One playing card. Compare cards by ``rank``; the int value is an identity."""

    __slots__ = ()

    @property
    def is_joker(self) -> bool:
        return self >= 52

    @property
    def rank(self) -> int:
        """2 to 14 for natural cards, 0 for a joker."""
        return 0 if self >= 52 else (self >> 2) + 2

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades; -1 for a joker."""
        return -1 if self >= 52 else self & 3

    def text(self, glyphs: bool = False) -> str:
        """The card in Brag notation, ``10d`` or ``10♦``; a joker is ``Jk``."""
        # Worked out once per card: a host writes cards as text after every action.
        return (_GLYPH_TEXTS if glyphs else _TEXTS)[self]

    def __str__(self) -> str:
        return _TEXTS[self]

    def __repr__(self) -> str:
        return f"Card({self.text()!r})"

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        # A copy of a game made through pickle (a review makes thousands) takes the one card of
        # each number rather than building new ones.
        return card_numbered, (int(self),)


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(54))
"""Every card, indexed by its number."""


def _notation(card: Card, suits: str) -> str:
    return "Jk" if card.is_joker else RANK_TEXT[card.rank] + suits[card.suit]


_TEXTS: tuple[str, ...] = tuple(_notation(card, SUIT_LETTERS) for card in CARDS)
_GLYPH_TEXTS: tuple[str, ...] = tuple(_notation(card, SUIT_GLYPHS) for card in CARDS)

NATURAL_CARDS: tuple[Card, ...] = CARDS[:52]


def card_numbered(number: int) -> Card:
    """The card with the number ``number`` (0 to 53)."""
    return CARDS[number]


def make_card(rank: int, suit: int) -> Card:
    """The natural card of this rank (2 to 14) and suit (0 to 3)."""
    return CARDS[(rank - 2) * 4 + suit]


def parse_card(token: str) -> Card:
    """Read one card such as ``Ah``, ``10d``, ``Td``, ``3♠`` or ``Jk`` (the first joker)."""
    card = _CARD_BY_TEXT.get(token)
    if card is not None:
        return card
    text = token.strip()
    if text.lower() == "jk":
        return CARDS[52]
    rank_text, suit_text = text[:-1], text[-1:]
    if text.endswith("\ufe0f"):
        rank_text, suit_text = text[:-2], text[-2:]
    rank = _RANK_FROM_TEXT.get(rank_text.upper())
    suit = _SUIT_FROM_TEXT.get(suit_text.lower())
    if rank is None or suit is None:
        raise CardError(
            f"{token!r} is not a card: expected a rank 2-10, T, J, Q, K or A "
            f"then a suit c, d, h, s (or ♣ ♦ ♥ ♠), or Jk for a joker"
        )
    return make_card(rank, suit)


# The usual spellings, looked up at once: hand histories spell every card they deal.
_SPELLINGS_BY_SUIT = tuple(zip(SUIT_LETTERS, SUIT_LETTERS.upper(), SUIT_GLYPHS, strict=True))
_CARD_BY_TEXT = {rank_text + spelling: make_card(rank, suit)
                 for suit, spellings in enumerate(_SPELLINGS_BY_SUIT)
                 for rank, rank_text in RANK_TEXT.items()
                 for spelling in spellings}


def parse_cards(text: str | Iterable[str], *, what: str = "hand",
                count: int | tuple[int, ...] | None = None) -> list[Card]:
    """Read a hand like ``"Ah Kd 7c"`` (spaces or commas between cards).

    A second ``Jk`` is the second joker. Errors name the bad token and its
    position within ``what``, and say what was expected.
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards: list[Card] = []
    for position, token in enumerate(tokens, start=1):
        try:
            cards.append(_next_card(token, cards))
        except CardError as error:
            raise CardError(f"card {position} of {what}: {error}") from None
    if count is not None:
        _check_count(cards, (count,) if isinstance(count, int) else count, what)
    return cards


def _next_card(token: str, earlier: list[Card]) -> Card:
    """The card ``token`` names, given the cards read before it: a second ``Jk`` is the second joker."""
    card = parse_card(token)
    if card == CARDS[52] and card in earlier:
        card = CARDS[53]
    if card in earlier:
        if card.is_joker:
            raise CardError("a pack has at most two jokers")
        raise CardError(f"{card} appears twice")
    return card


def _check_count(cards: list[Card], allowed: tuple[int, ...], what: str) -> None:
    if len(cards) not in allowed:
        raise CardError(f"{what} has {counted(len(cards), 'card')}; expected {one_of(allowed)} cards")


def cards_text(cards: Iterable[int], glyphs: bool = False) -> str:
    """Cards as space-separated notation, in the order given."""
    return " ".join(CARDS[c].text(glyphs) for c in cards)
