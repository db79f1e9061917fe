"""Names for computer seats, and the move a seat falls back on: shared by every table that seats
computer players (the hot-seat app and the network host)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bragtui.core.actions import Action, Fold
from bragtui.core.rules import Rules
from bragtui.core.seats import name_problem
from bragtui.core.view import View
from bragtui.players.player import ComputerPlayer

COMPUTER_NAMES = ("Hal", "Ivy", "Max", "Kit", "Zoe", "Rex", "Pip", "Ned", "Uma", "Vic", "Wyn", "Tam", "Lou",
                  "Gus", "Fay", "Oz", "Jo", "Bea")
"""The computer players' names, in the order they are given (one a person already has is skipped)."""


def computer_names(people: Sequence[str], count: int) -> list[str]:
    """Names for ``count`` computer players that sit beside the people at the table under the name
    rule (none has a person's name, nor begins with one and a space, nor the reverse), and apart
    from one another."""
    names = [name for name in COMPUTER_NAMES if name_problem(name, people) is None]
    extra = 2
    while len(names) < count:  # more than the list holds: numbered names
        names += [f"{name}{extra}" for name in COMPUTER_NAMES if name_problem(f"{name}{extra}", people) is None]
        extra += 1
    return names[:count]


def safest(view: View, rules: Rules | None, rng: random.Random) -> Action:
    """What a seat does when its own choice was refused: fold if it may, else the random
    level's choice (always one of the legal actions)."""
    if view.seat is not None and any(choice.verb == "fold" for choice in view.legal):
        return Fold(view.seat)
    return ComputerPlayer("random", rules=rules).choose(view, view.legal, rng)
