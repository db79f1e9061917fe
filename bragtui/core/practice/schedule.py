"""Spaced repetition of question families with the ``fsrs`` scheduler.

Every question family of every drill (``compare/a23-vs-akq``, ``name/prial`` …) is one
scheduler card. A right answer is rated *Good*, a wrong one *Again*, so a family
missed comes back sooner than one answered right. A family never asked is due at once.
"""

from __future__ import annotations

import zlib
from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fsrs import Card, Scheduler


def scheduler() -> Scheduler:
    """The scheduler with its default parameters, without random fuzzing (so tests and replays agree)."""
    from fsrs import Scheduler

    return Scheduler(enable_fuzzing=False)


def new_card(key: str, now: datetime) -> Card:
    """A family never asked: due ``now``, with an id fixed by its name."""
    from fsrs import Card

    return Card(card_id=zlib.crc32(key.encode()), due=now)


def review(card: Card, correct: bool, now: datetime, ms: int) -> Card:
    """The card after one answer: *Good* when right, *Again* when wrong."""
    from fsrs import Rating

    rating = Rating.Good if correct else Rating.Again
    reviewed, _ = scheduler().review_card(card, rating, now, review_duration=ms)
    return reviewed


def card_from_text(text: str) -> Card:
    from fsrs import Card

    return Card.from_json(text)


def card_text(card: Card) -> str:
    return card.to_json()
