"""The coach: at a person's own turn, what ``hard`` would do and why, and the facts of the position.

It is handed the seat's view alone, as a computer player is: what it says can
depend on nothing the seat may not see. Its random stream is seeded from that
view, so the same view always gets the same advice, and ``hard`` given the same
stream (:func:`coach_rng`) makes the same move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bragtui.core.actions import Action
from bragtui.core.rules import Rules
from bragtui.core.seeds import seed_of
from bragtui.core.view import View
from bragtui.players.facts import Facts
from bragtui.players.families import teller
from bragtui.players.player import ComputerPlayer
from bragtui.players.reasons import collecting

LEVEL = "hard"
"""Whose move the coach gives."""


@dataclass(frozen=True)
class Advice:
    """What the coach says about one position."""

    action: Action
    """The move ``hard`` would make."""
    why: str
    """The reason ``hard`` gave for it, from its own reckoning."""
    facts: Facts

    @property
    def move(self) -> str:
        """The move as a person reads it, without the player's name: ``"bet 4"`` (see :func:`read_move`)."""
        return read_move(self.action)


def move_words(action: Action) -> str:
    """An action in a hand history's words, without the player's name: ``"bet 4"``."""
    return " ".join((action.verb, *action.words()))


def read_move(action: Action) -> str:
    """An action as a person reads it, without the player's name: a hand history's words, but a
    set's hands each in reading order (``"set Qd Jc 10c / …"``, however its cards were placed)."""
    return " ".join((action.verb, *action.read_words()))


def coach_rng(view: View) -> random.Random:
    """The random stream for a view: seeded by the view's own text, so it holds nothing else."""
    return random.Random(seed_of(repr(view)))


def best_move(view: View, rules: Rules | None = None) -> Action:
    """The move ``hard`` makes from the seat's view (its turn, with legal actions) on the view's own
    random stream: the move the coach advises, and the one a review sets each decision against."""
    return hard_move(ComputerPlayer(LEVEL, rules=rules), view)


def hard_move(hard: ComputerPlayer, view: View) -> Action:
    """:func:`best_move` made by ``hard`` (the player of :data:`LEVEL` under the rules in force),
    for a caller that uses the same player again."""
    return hard.choose(view, view.legal, coach_rng(view))


def advise(view: View, rules: Rules | None = None) -> Advice:
    """The coach's advice for the seat whose view this is (its turn, with legal actions)."""
    hard = ComputerPlayer(LEVEL, rules=rules)
    with collecting() as reasons:
        action = hard_move(hard, view)
    why = reasons[-1] if reasons else "it is the move its reckoning leads to"
    return Advice(action, why, teller(view.variant)(view, hard.profile))
