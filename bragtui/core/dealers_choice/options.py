"""Dealer's choice's house rules: the games a dealer may choose.
"""

from __future__ import annotations

from bragtui.core.rules import PLAYERS, FamilyOptions, Option

CHOICES = ("three-card", "four-card", "five-card", "bastard-money", "draw")
"""The games a dealer chooses from in dealer's choice unless the rules say otherwise."""
ALLOWED = (*CHOICES, "teen-patti")
"""The games ``choices`` may name: those played for money among the players."""

GAMES = Option("choices", "Dealer's choice: the games each dealer chooses from for their deal (each deal "
               "plays that game's shipped house rules; money and any carried pot go on from deal to deal).",
               CHOICES, kind="games", choices=ALLOWED)

SCHEMA = FamilyOptions(
    games={"dealers-choice": (*PLAYERS, GAMES)},
    defaults={"dealers-choice": {"max_players": 8}},
)
"""The game's house rules, in the order ``brag rules`` lists them, and its own defaults."""
