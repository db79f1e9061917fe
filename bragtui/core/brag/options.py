"""Three, Four and Five Card Brag's house rules: the stakes, wild cards, betting blind, the open pack
and borrowing.
"""

from __future__ import annotations

from bragtui.core.rules import PLAYERS, STAKES, WILD, FamilyOptions, Option, Rules

BLIND = Option("blind", "Players may bet without looking at their cards, for half the stake.", True, kind="bool")
BLIND_ALONE = Option("blind_alone", 'A blind player everyone else folds to: "carry" (the pot stays for the '
                     'next deal and the blind hand is kept), "take" (the player wins the pot) or "face-up" '
                     "(Three Card Brag: as carry, but the second hand is dealt face up; every other player "
                     "looks and folds at once unless their hand beats it).",
                     "carry", kind="choice", choices=("carry", "take", "face-up"))
OPEN_PACK = Option("open_pack", "After the deal the rest of the pack lies face up, its bottom card showing to "
                   "everyone; each folded hand goes face up on it, its last card showing until the next fold.",
                   False, kind="bool")

BORROW = Option("borrow", "Borrowing: no balance may fall below minus credit; a player short of what they "
                'want to bet may ask a player who has folded for a loan (the lender may first look at '
                'their cards), and with two left may say "lend or show". Debts are repaid from the '
                'borrower\'s next winnings. Pocket money only.', False, kind="bool")
CREDIT = Option("credit", "With borrow: how far below zero a player's balance may go.", 50,
                minimum=0, maximum=1_000_000)
LENDER = Option("lender", 'With borrow: who lends, "asked" (a player who has folded this hand, asked by '
                'the borrower, lends or declines) or "richest" (the player with the highest balance '
                'must lend what is asked, up to their own credit).', "asked", kind="choice",
                choices=("asked", "richest"))
BORROWING = (BORROW, CREDIT, LENDER)

BOX = Option("box", "Four and Five Card Brag: a player holding four of a kind keeps all four (a box), "
             "which beats every three-card hand: 4-4-4-4 best, then A-A-A-A down to 2-2-2-2. Wild "
             "cards never make a box.", False, kind="bool")
AGREED_SHOWDOWN = Option("agreed_showdown", "With three or more players left, one may propose at their "
                         "turn that every hand still in is shown; if every other player agrees, each pot "
                         "goes to the best hand in it.", False, kind="bool")


def rules_problem(rules: Rules, variant: str) -> tuple[str, str] | None:
    """Five cards each must come out of a pack of 52 and two jokers; the face-up partner hand is
    Three Card Brag's alone; borrowing is for pocket money."""
    if variant == "five-card" and rules.wild == "jokers" and rules.max_players * 5 > 54:
        return "max_players", "five cards each need more cards than the pack holds; expected at most 10"
    if rules.blind_alone == "face-up" and variant != "three-card":
        return "blind_alone", 'the face-up partner hand is played in Three Card Brag only; expected "carry" or "take"'
    if rules.borrow and rules.money == "stacks":
        return "borrow", ('borrowing is for pocket money; with money = "stacks" a short player covers '
                          "the pot; expected false")
    return None


SCHEMA = FamilyOptions(
    games={"three-card": (*STAKES, WILD, BLIND, BLIND_ALONE, OPEN_PACK, *BORROWING, AGREED_SHOWDOWN, *PLAYERS),
           **{game: (*STAKES, WILD, BLIND, BLIND_ALONE, OPEN_PACK, *BORROWING, BOX, AGREED_SHOWDOWN, *PLAYERS)
              for game in ("four-card", "five-card")}},
    check=rules_problem,
)
"""Each game's house rules, in the order ``brag rules`` lists them."""
