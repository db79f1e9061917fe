"""The set-hand games' house rules: the ante of the games for money, and how Crash and Fifteen Card
Brag are scored and settled.
"""

from __future__ import annotations

from bragtui.core.brag.options import BLIND, BLIND_ALONE
from bragtui.core.rules import ANTE, PLAYERS, STAKES, WILD, FamilyOptions, Option

TARGET = Option("target", "Points that win the game.", 7, minimum=1, maximum=1000)
SCORING = Option("scoring", 'How Crash positions score: "points" (one point each) or "street" '
                 "(4, 3, 2 and 1 points for positions one to four).", "points",
                 kind="choice", choices=("points", "street"))
STAKE = Option("stake", "Crash for money: what each loser pays the winner at the end of the game "
               "(0 = not played for money).", 0, minimum=0, maximum=1_000_000)
SETTLE = Option("settle", 'How Crash losers pay: "fixed" (the stake each) or "per-point" (the stake for '
                'every point behind the winner). With scoring = "street" a loser with no points pays '
                "double.", "fixed", kind="choice", choices=("fixed", "per-point"))
FOUR_FEE = Option("four_fee", "Crash: what every other player pays the holder of the four of a kind that "
                  "scores (0 = nothing).", 0, minimum=0, maximum=1_000_000)
SEVEN_AS = Option("seven_as", 'How Seven Card Brag is played: "two-hands" (each player sets two hands, '
                  'shown together) or "one-hand" (each plays the best three of seven, discarding four on '
                  "looking, with betting and blind play as in Three Card Brag; the betting rules below are "
                  "for this game only).", "two-hands",
                  kind="choice", choices=("two-hands", "one-hand"))
ONE_HAND = (*STAKES[1:], WILD, BLIND, BLIND_ALONE)
"""The betting options of Seven Card Brag played as one hand (the ante is the game's in any case); with
two hands they play no part."""


SCHEMA = FamilyOptions(
    games={"crash": (*PLAYERS, TARGET, SCORING, STAKE, SETTLE, FOUR_FEE),
           "seven-card": (ANTE, *PLAYERS, SEVEN_AS, *ONE_HAND),
           "nine-card": (ANTE, *PLAYERS),
           "fifteen-card": (*PLAYERS, TARGET)},
    defaults={"crash": {"max_players": 4}, "seven-card": {"max_players": 7}, "nine-card": {"max_players": 5},
              "fifteen-card": {"max_players": 3, "target": 5}},
)
"""Each game's house rules, in the order ``brag rules`` lists them, and its own defaults."""
