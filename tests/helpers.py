"""Shared helpers for the tests."""

from __future__ import annotations

from bragtui.core.cards import parse_cards
from bragtui.core.hands import HandValue, evaluate


def value(text: str, wild: str = "none") -> HandValue:
    """Evaluate a hand written in card notation."""
    return evaluate(parse_cards(text), wild)


def score(text: str, wild: str = "none") -> int:
    return value(text, wild).score
