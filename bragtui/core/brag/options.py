"""Three, Four and Five Card Brag's house rules: the stakes, wild cards and betting blind.
"""

from __future__ import annotations

from bragtui.core.rules import PLAYERS, STAKES, WILD, FamilyOptions, Option, Rules

BLIND = Option("blind", "Players may bet without looking at their cards, for half the stake.", True, kind="bool")
BLIND_ALONE = Option("blind_alone", 'A blind player everyone else folds to: "carry" (the pot stays for the '
                     'next deal and the blind hand is kept) or "take" (the player wins the pot).',
                     "carry", kind="choice", choices=("carry", "take"))

BOX = Option("box", "Four and Five Card Brag: a player holding four of a kind keeps all four (a box), "
             "which beats every three-card hand: 4-4-4-4 best, then A-A-A-A down to 2-2-2-2. Wild "
             "cards never make a box.", False, kind="bool")
AGREED_SHOWDOWN = Option("agreed_showdown", "With three or more players left, one may propose at their "
                         "turn that every hand still in is shown; if every other player agrees, each pot "
                         "goes to the best hand in it.", False, kind="bool")


def pack_problem(rules: Rules, variant: str) -> tuple[str, str] | None:
    """Five cards each must come out of a pack of 52 and two jokers."""
    if variant == "five-card" and rules.wild == "jokers" and rules.max_players * 5 > 54:
        return "max_players", "five cards each need more cards than the pack holds; expected at most 10"
    return None


SCHEMA = FamilyOptions(
    games={"three-card": (*STAKES, WILD, BLIND, BLIND_ALONE, AGREED_SHOWDOWN, *PLAYERS),
           **{game: (*STAKES, WILD, BLIND, BLIND_ALONE, BOX, AGREED_SHOWDOWN, *PLAYERS)
              for game in ("four-card", "five-card")}},
    check=pack_problem,
)
"""Each game's house rules, in the order ``brag rules`` lists them."""
