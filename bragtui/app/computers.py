"""The computer players at the table: their names, their players, and what they do when they err.

A computer seat is recorded in the game itself (``game.computer_seats``: seat to
level label), so a save and ``brag resume`` keep it; the app builds one
:class:`~bragtui.players.ComputerPlayer` per computer seat from it. A computer
player is handed only its seat's view and legal actions, never the game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from bragtui.core.actions import Action
from bragtui.core.game import Game
from bragtui.core.view import View
from bragtui.players import (
    COMPUTER_NAMES,
    DEFAULT_LEVEL,
    DEFAULT_STYLE,
    LEVELS,
    STYLES,
    ComputerPlayer,
    PlayerError,
    computer_names,
    parse_seat,
    safest,
    seat_label,
)

LEVEL_CHOICES = tuple(seat_label(level, style) for level in LEVELS
                      for style in (DEFAULT_STYLE, *(s for s in STYLES if s != DEFAULT_STYLE)))
"""Every level and style a computer seat may play, as a hand history records it (``"hard bold"``):
weakest first, each level in its default style first."""

__all__ = ["COMPUTER_NAMES", "LEVEL_CHOICES", "choose", "computer_names", "level_labels", "people_in",
           "players_for", "safest", "seat_computers", "with_computers_marked"]


def level_labels(levels: Sequence[str], count: int) -> list[str]:
    """The label of each of ``count`` computer seats from one level for all or one per seat
    (``"hard"``, ``"hard:bold"``); raises :class:`~bragtui.players.PlayerError` for a wrong one."""
    chosen = list(levels) or [DEFAULT_LEVEL]
    if len(chosen) not in (1, count):
        raise PlayerError(f"give one level for all {count} computer players, or one for each "
                          f"({len(chosen)} given)")
    labels = [seat_label(*parse_seat(text)) for text in chosen]
    return labels * count if len(labels) == 1 else labels


def seat_computers(people: Sequence[str], labels: Sequence[str],
                   typed: Mapping[int, str] | None = None) -> tuple[list[str], dict[int, str]]:
    """The whole table, the names typed first (``typed``: those typed as computer players, with
    their labels) and then one computer player more per label: every name, and the computer seats
    with their labels (as ``game.computer_seats`` holds them)."""
    names = [*people, *computer_names(people, len(labels))]
    return names, dict(typed or {}) | {len(people) + index: label for index, label in enumerate(labels)}


def players_for(game: Game) -> dict[int, ComputerPlayer]:
    """A computer player for each of the game's computer seats."""
    return {seat: ComputerPlayer.from_spec(label, name=game.players[seat], rules=game.rules)
            for seat, label in game.computer_seats.items()}


def people_in(game: Game) -> list[int]:
    """The seats people play."""
    return [seat for seat in range(len(game.players)) if seat not in game.computer_seats]


def choose(player: ComputerPlayer, view: View, rng: random.Random) -> Action:
    """The player's action, from its seat's view and legal actions only (run off the UI's thread)."""
    return player.choose(view, view.legal, rng)


def with_computers_marked(line: str, computers: Sequence[str]) -> str:
    """A log line that begins with a computer player's name says it is the computer
    (``"Hal (computer) bets 4"``)."""
    for name in computers:
        if line.startswith(f"{name} "):
            return f"{name} (computer) {line[len(name) + 1:]}"
    return line
