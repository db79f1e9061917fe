"""Draw Brag's house rules: the blinds and the limit on raises.
"""

from __future__ import annotations

from bragtui.core.rules import PLAYERS, FamilyOptions, Option

SMALL_BLIND = Option("small_blind", "Draw Brag: what the player left of the dealer puts in before the deal.", 1,
                     minimum=1, maximum=1_000_000)
BIG_BLIND = Option("big_blind", "Draw Brag: what the next player puts in: the opening bet of the first round, "
                   "and the size of its raises (the second round's bets and raises are twice it).", 2,
                   minimum=1, maximum=1_000_000)
RAISES = Option("raises", "Draw Brag: the most raises in a betting round while more than two players are "
                "in (no limit once two are left).", 3, minimum=1, maximum=100)

SCHEMA = FamilyOptions(
    games={"draw": (*PLAYERS, SMALL_BLIND, BIG_BLIND, RAISES)},
    defaults={"draw": {"max_players": 8}},
    limits=((("small_blind",), "big_blind"),),
)
"""The game's house rules, in the order ``brag rules`` lists them, its own defaults and its limits."""
