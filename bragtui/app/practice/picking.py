"""Answering by picking cards: three of four or five to keep, or Crash hands from thirteen.

Each card keeps its place and its key (``1``-``5``, or ``a``-``m``); the picked cards are
drawn reversed.
"""

from __future__ import annotations

from string import ascii_lowercase

from textual.markup import escape

from bragtui.app.practice.card_rows import Group
from bragtui.card_render import card_label, hand_text
from bragtui.core import ranking
from bragtui.core.cards import Card
from bragtui.core.practice import Question
from bragtui.core.sethand.arrangement import POSITIONS, is_pair_or_better, order_hands


class Picker:
    """Cards picked by their keys; the answer is the groups formed."""

    def __init__(self, cards: tuple[Card, ...], keys: str, ascii: bool = False):
        self.cards = cards
        self.keys = keys[:len(cards)]
        self.ascii = ascii
        """Cards named with suit letters, not symbols."""
        self.picked: list[Card] = []

    def groups(self) -> list[Group]:
        return [Group("", self.cards, self.labels())]

    def labels(self) -> list[str]:
        return list(self.keys)

    def chosen(self) -> set[Card]:
        return set(self.picked)

    def card_of(self, key: str) -> Card | None:
        index = self.keys.find(key)
        return self.cards[index] if index >= 0 and key else None

    def toggle(self, card: Card) -> str:
        if card in self.picked:
            self.picked.remove(card)
        elif len(self.picked) < 3:
            self.picked.append(card)
        else:
            return "Three are picked: press a picked card's key to put it back."
        return ""

    def press(self, key: str) -> str:
        """Pick or put back the card of ``key``; returns a hint when the key does nothing."""
        card = self.card_of(key)
        if card is None:
            return f"{key} picks no card: press {self.keys[0]}-{self.keys[-1]}."
        return self.toggle(card)

    def undo(self) -> str:
        if self.picked:
            self.picked.pop()
            return ""
        return "Nothing to undo."

    def problem(self) -> str:
        return "" if len(self.picked) == 3 else f"Pick three cards first ({len(self.picked)} picked)."

    def answer(self) -> tuple[tuple[Card, ...], ...]:
        return (tuple(self.picked),)

    def status(self) -> str:
        picked = hand_text(self.picked, self.ascii) if self.picked else "none yet"
        return (f"Press {self.keys[0]}-{self.keys[-1]} to pick the three cards to keep; Enter keeps them; "
                f"Backspace puts the last back.\nPicked: {escape(picked)}")


class ArrangePicker(Picker):
    """Crash: pick three cards at a time; each three that is a pair or better becomes a hand."""

    def __init__(self, cards: tuple[Card, ...], ascii: bool = False):
        super().__init__(cards, ascii_lowercase, ascii)
        self.hands: list[list[Card]] = []

    def labels(self) -> list[str]:
        placed = {card: str(n) for n, hand in enumerate(self.hands, start=1) for card in hand}
        return [f"{key}:{placed[card]}" if card in placed else key for key, card in zip(self.keys, self.cards,
                                                                                        strict=True)]

    def chosen(self) -> set[Card]:
        return set(self.picked)

    def toggle(self, card: Card) -> str:
        if any(card in hand for hand in self.hands):
            return f"{card_label(card, self.ascii)} is in a hand already: Backspace takes the last hand apart."
        if len(self.hands) == POSITIONS and card not in self.picked:
            return f"All {POSITIONS} hands are set: Enter sets them, Backspace takes one apart."
        hint = super().toggle(card)
        if len(self.picked) == 3:
            return self._form()
        return hint

    def _form(self) -> str:
        if not is_pair_or_better(self.picked):
            described = ranking.describe(ranking.strength3(*self.picked))
            picked = hand_text(ranking.reading_order(self.picked), self.ascii)
            return (f"{picked} make only {described[:1].lower()}{described[1:]}: "
                    "each hand must be a pair or better. Press a picked card's key to put it back.")
        self.hands = order_hands([*self.hands, self.picked])
        self.picked = []
        return ""

    def undo(self) -> str:
        if self.picked:
            self.picked.pop()
            return ""
        if self.hands:
            self.hands.pop()
            return ""
        return "Nothing to undo."

    def problem(self) -> str:
        return f"Finish the hand or put its cards back ({len(self.picked)} picked)." if self.picked else ""

    def answer(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(hand) for hand in self.hands)

    def status(self) -> str:
        lines = [f"{n}. {escape(hand_text(ranking.reading_order(h), self.ascii))}   "
                 f"{ranking.describe(ranking.strength3(*h))}" for n, h in enumerate(self.hands, start=1)]
        if self.picked:
            lines.append(f"Picked: {escape(hand_text(self.picked, self.ascii))}")
        lines.append(f"a-m pick three cards for a hand (pair or better; {len(self.hands)} of {POSITIONS} set); "
                     "Backspace undoes; Enter sets your hands.")
        return "\n".join(lines)


def picker_for(question: Question, ascii: bool = False) -> Picker | None:
    """How the question is answered by picking cards, or ``None`` for a question answered by one key."""
    if question.drill == "best-three":
        return Picker(question.hands[0], "12345", ascii)
    if question.drill == "arrange":
        return ArrangePicker(question.hands[0], ascii)
    return None
