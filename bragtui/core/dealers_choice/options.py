"""Dealer's choice's house rules: the games each dealer chooses from, and, as the sources tell it,
the first circle of one game and the dealer's settings after it.
"""

from __future__ import annotations

from bragtui.core.rules import PLAYERS, WILD, FamilyOptions, Option

CHOICES = ("three-card", "four-card", "five-card", "bastard-money", "draw")
"""The games a dealer chooses from in dealer's choice unless the rules say otherwise."""
ALLOWED = (*CHOICES, "teen-patti")
"""The games ``choices`` may name: those played for money among the players."""

GAMES = Option("choices", "Dealer's choice: the games each dealer chooses from for their deal (each deal "
               "plays that game's shipped house rules; money and any carried pot go on from deal to deal).",
               CHOICES, kind="games", choices=ALLOWED)
AFTER_CIRCLE = Option("choose_after_circle", "Dealer's choice: until the deal has gone a full circle the "
                      "first game of choices is played at its shipped rules; after that each dealer picks the "
                      "game and, for Three, Four and Five Card Brag, its wild cards and blind play.",
                      False, kind="bool")
CHOICE_WILD = Option("choice_wild", "Dealer's choice with choose_after_circle: the wild cards a dealer may "
                     "set for their deal (the first is the one offered first).",
                     WILD.choices, kind="list", choices=WILD.choices)
CHOICE_BLIND = Option("choice_blind", "Dealer's choice with choose_after_circle: the dealer may turn blind "
                      "play on or off for their deal (else it is as the game's shipped rules have it).",
                      True, kind="bool")

SCHEMA = FamilyOptions(
    games={"dealers-choice": (*PLAYERS, GAMES, AFTER_CIRCLE, CHOICE_WILD, CHOICE_BLIND)},
    defaults={"dealers-choice": {"max_players": 8}},
)
"""The game's house rules, in the order ``brag rules`` lists them, and its own defaults."""
