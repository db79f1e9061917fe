"""Teen Patti's house rules: the boot, the order of the sequences, the limits on blind play, the
stake and the pot, the show's tie, the sideshow and the game played (classic, muflis, AK47, joker).
"""

from __future__ import annotations

from bragtui.core.rules import PLAYERS, WILD, FamilyOptions, Option, Rules

GAMES = ("classic", "muflis", "ak47", "joker")
"""The games of the ``game`` option."""

OWN_WILD_CARDS = ("ak47", "joker")
"""The games that set their own wild cards, beside which Brag's ``wild`` is refused."""

BOOT = Option("boot", "Teen Patti: what every player puts in before each deal; the stake starts at it.", 1,
              minimum=1, maximum=1_000_000)
SHUFFLE = Option("shuffle", 'Teen Patti: when the pack is shuffled: "every-hand", or "after-trail" (the pack '
                 "is carried from hand to hand and shuffled after a show won by a trail).", "every-hand",
                 kind="choice", choices=("every-hand", "after-trail"))
A23 = Option("a23", 'Teen Patti: where the sequence A-2-3 ranks: "second" (below A-K-Q, above K-Q-J), '
             '"top" (the best sequence) or "low" (the lowest, below 4-3-2).', "second",
             kind="choice", choices=("second", "top", "low"))
BLIND_TURNS = Option("blind_turns", "Teen Patti: after this many blind chaals a player must look before any "
                     "action but pack (0 = no limit).", 0, minimum=0, maximum=1000)
MAX_STAKE = Option("max_stake", "Teen Patti: the highest stake a chaal may set, in boots; the top of a "
                   "chaal's range is cut there (0 = no limit).", 128, minimum=0, maximum=1_000_000)
SHOW_TIE = Option("show_tie", 'Teen Patti: equal hands at a show: "asker-loses" or "split" (the pot is '
                  "shared).", "asker-loses", kind="choice", choices=("asker-loses", "split"))
SIDESHOW = Option("sideshow", "Teen Patti: with three or more in the hand, a seen player may pay a seen "
                  "chaal and ask the previous seen player to compare hands privately.", True, kind="bool")
POT_LIMIT = Option("pot_limit", "Teen Patti: once a chaal takes the pot to this many chips, every hand "
                   "still in is shown and the best wins (0 = no limit; else more than the boots of a "
                   "full table).", 0, minimum=0, maximum=1_000_000_000)
GAME = Option("game", 'Teen Patti: "classic"; "muflis" (low wins: the order of hands is reversed); '
              '"ak47" (every ace, king, four and seven is wild); "joker" (the card turned up after the '
              "deal makes every card of its rank wild).", "classic", kind="choice", choices=GAMES)


def teen_patti_problem(rules: Rules, variant: str) -> tuple[str, str] | None:
    """Brag's wild cards only with the games that set none of their own; a pot limit above the boots
    of a full table."""
    if rules.game in OWN_WILD_CARDS and rules.wild != "none":
        return "wild", f'game = "{rules.game}" sets its own wild cards; expected "none" beside it'
    full_table = rules.boot * rules.max_players
    if rules.pot_limit and rules.pot_limit <= full_table:
        return "pot_limit", (f"must be more than the boots of a full table ({full_table}); "
                             f"expected 0 or at least {full_table + 1}")
    return None


SCHEMA = FamilyOptions(
    games={"teen-patti": (BOOT, GAME, A23, WILD, SHUFFLE, BLIND_TURNS, MAX_STAKE, SHOW_TIE, SIDESHOW,
                          POT_LIMIT, *PLAYERS)},
    defaults={"teen-patti": {"max_players": 10}},
    check=teen_patti_problem,
    own=("shuffle", "max_stake"),
)
"""The game's house rules, in the order ``brag rules`` lists them, and its other checks."""
