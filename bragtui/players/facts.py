"""What the coach tells a seat about its own position: its hand, how many hands it beats, its
chance against the players still in, and what a see or a call costs against the pot.

Each family's module of the computer players gives these from its own view
(``facts(view, profile)``), from what that seat may know: its own cards and the
public play.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bragtui.core import ranking
from bragtui.core.actions import Choice
from bragtui.core.cards import Card
from bragtui.core.hands import evaluate


@dataclass(frozen=True)
class Facts:
    """A seat's position as the coach tells it (``None``: not known, or not part of this game)."""

    holding: str | None = None
    """The seat's best three cards, in words (``None`` while blind)."""
    beats: int | None = None
    """How many of the possible three-card hands that hand beats."""
    chance: float | None = None
    """Its chance of being best against the players still in, from what is public."""
    against: int = 0
    """How many other players are still in."""
    cost: int | None = None
    """What a see or a call costs now."""
    pot: int | None = None
    """What the pot holds now."""
    cost_verb: str | None = None
    """``"see"`` or ``"call"``."""
    house_qualifies: float | None = None
    """Casino Brag: the chance the house's hand qualifies. When set, ``chance`` is the chance to
    beat the house's hand rather than the players still in."""
    positions: tuple[float, ...] = ()
    """The set-hand games: for each hand ``hard`` sets, strongest first, its chance of winning
    its position against the players still in."""
    outlook: str | None = None
    """The set-hand games: the chance that counts in the game's scoring, in words (``"30% to win
    both and take the pot"``)."""


def hand_words(cards: Sequence[Card] | None, wild: str = "none") -> tuple[str | None, int | None]:
    """The best three of ``cards`` in words, and how many hands they beat (``None`` while unseen)."""
    if not cards or len(cards) < 3:
        return None, None
    value = evaluate(cards, wild)
    return value.describe(), ranking.hands_beaten(value.strength)


def percent(chance: float) -> str:
    """A chance in whole percent, never rounded to a certainty either way (``"<1%"``, ``">99%"``)."""
    shown = round(100 * chance)
    if shown == 0 < chance:
        return "<1%"
    if shown == 100 > 100 * chance:
        return ">99%"
    return f"{shown}%"


def paying(legal: Sequence[Choice], verb: str) -> int | None:
    """What the action ``verb`` costs now, if it is open."""
    choice = next((c for c in legal if c.verb == verb), None)
    return None if choice is None else choice.least or 0
