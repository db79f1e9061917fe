"""What every drill shares: a question, the choices it offers, and the mark an answer earns."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from bragtui.core.cards import NATURAL_CARDS, Card


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer the player may give with one key."""

    key: str
    label: str


@dataclass(frozen=True, slots=True)
class Question:
    """One question of a drill: what to show, the answers offered, and the expected answer.

    ``hands`` are the groups of cards the screen draws (and nothing else). ``answer`` is in
    the form the drill's ``mark`` takes: a choice's key, or for the drills that pick cards, a
    tuple of card groups. ``facts`` are the numbers shown after any answer.
    """

    drill: str
    family: str
    """The kind of question, scheduled as one card: e.g. ``a23-vs-akq``."""
    prompt: str
    hands: tuple[tuple[Card, ...], ...]
    choices: tuple[Choice, ...]
    answer: Any
    facts: tuple[str, ...] = ()
    wild: str = "none"
    """The wild-card house rule the hands are valued under."""
    detail: dict[str, Any] = field(default_factory=dict)
    """What the drill's marking needs beyond the answer (values worked out when asked)."""

    def choice_label(self, key: str) -> str:
        """The label of the choice with ``key`` (the key itself if none has it)."""
        return next((c.label for c in self.choices if c.key == key), key)


@dataclass(frozen=True, slots=True)
class Mark:
    """How an answer was marked, and why, in words."""

    correct: bool
    why: str
    """The reason, e.g. ``A-2-3 is the highest run in Brag, above A-K-Q``."""
    expected: str
    """The right answer in words."""
    given: str
    """The answer given, in words."""

    @property
    def verdict(self) -> str:
        return "Correct" if self.correct else "Wrong"


@dataclass(frozen=True, slots=True)
class Drill:
    """A drill: its name, its question families, how to ask and how to mark."""

    name: str
    title: str
    families: tuple[str, ...]
    ask: Callable[[Random, str | None], Question]
    """A question of the family given (any family when ``None``)."""
    mark: Callable[[Question, Any], Mark]
    picks_cards: bool = False
    """Answered by picking cards (``answer`` is a tuple of card groups), not by one key."""
    in_mixed: bool = True
    """Asked in mixed practice (another game's drill, such as Teen Patti's, is asked only by name)."""


def deal(rng: Random, count: int, used: Sequence[int] = ()) -> list[Card]:
    """``count`` random natural cards none of which is in ``used``."""
    taken = set(used)
    return rng.sample([c for c in NATURAL_CARDS if c not in taken], count)
