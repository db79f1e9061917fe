"""Casino Brag's house rules: the stakes, when the house plays, and what the bonuses pay.
"""

from __future__ import annotations

from bragtui.core.rules import PLAYERS, FamilyOptions, Option, PayTable

MIN_STAKE = Option("min_stake", "Casino Brag: the least a player may put on the ante, or on the pair plus.", 1,
                   minimum=1, maximum=1_000_000)
MAX_STAKE = Option("max_stake", "Casino Brag: the most a player may put on the ante, or on the pair plus.", 100,
                   minimum=1, maximum=1_000_000)
QUALIFY = Option("qualify", 'Casino Brag: the house plays only with "Q" (queen high) or better, or with '
                 '"none" (any hand).', "Q", kind="choice", choices=("Q", "none"))
ANTE_BONUS = Option("ante_bonus", "Casino Brag: what the ante bonus pays a player who plays, n to 1, by hand "
                    "type, whatever the house holds (types not listed: nothing).",
                    PayTable.of({"prial": 5, "running-flush": 4, "run": 1}), kind="pays")
PAIR_PLUS_PAYS = Option("pair_plus_pays", "Casino Brag: what the pair plus bet pays, n to 1, on the player's "
                        "hand alone (types not listed lose the bet).",
                        PayTable.of({"prial": 40, "running-flush": 30, "run": 6, "flush": 4, "pair": 1}),
                        kind="pays")
PAIR_PLUS_ALONE = Option("pair_plus_alone", "Casino Brag: a player may put a bet on the pair plus and no "
                         "ante, and then takes no further part in the hand.", False, kind="bool")

SCHEMA = FamilyOptions(
    games={"casino": (*PLAYERS, MIN_STAKE, MAX_STAKE, QUALIFY, ANTE_BONUS, PAIR_PLUS_PAYS, PAIR_PLUS_ALONE)},
    defaults={"casino": {"min_players": 1, "max_players": 6}},
    limits=((("min_stake",), "max_stake"),),
)
"""The game's house rules, in the order ``brag rules`` lists them, its own defaults and its limits."""
