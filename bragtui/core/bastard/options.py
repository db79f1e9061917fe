"""Bastard Brag's house rules: the centre hand, the exchanges, and lives or the stakes.
"""

from __future__ import annotations

from bragtui.core.brag.options import AGREED_SHOWDOWN
from bragtui.core.rules import PLAYERS, STAKES, FamilyOptions, Option

FACE_UP = Option("face_up", "How many of the centre hand's three cards are dealt face up.", 1, minimum=1, maximum=3)
EXCHANGES = Option("exchanges", 'How the exchanges end: "knock" (until someone knocks) or "two-rounds" '
                   "(exactly two rounds; in the first everyone must exchange).", "knock",
                   kind="choice", choices=("knock", "two-rounds"))
KNOCK_AFTER = Option("knock_after", "Turns every player must have had before anyone may knock (0 = knock "
                     "from the start).", 1, minimum=0, maximum=2)
EXCHANGE_AFTER_KNOCK = Option("exchange_after_knock", 'After a knock, each other player "must" exchange on '
                              'their last turn, or "may" pass.', "must", kind="choice", choices=("must", "may"))
PEEK = Option("peek", "A player taking a face-down centre card may look at it before choosing the "
              "card to give.", False, kind="bool")
LIVES = Option("lives", "Lives each player starts with in the game for lives.", 3, minimum=1, maximum=99)

_EXCHANGING = (FACE_UP, EXCHANGES, KNOCK_AFTER, EXCHANGE_AFTER_KNOCK, PEEK)

SCHEMA = FamilyOptions(
    games={"bastard": (*PLAYERS, *_EXCHANGING, LIVES),
           "bastard-money": (*STAKES, *PLAYERS, *_EXCHANGING, AGREED_SHOWDOWN)},
    defaults={"bastard": {"min_players": 3},
              "bastard-money": {"min_players": 3, "exchanges": "two-rounds"}},
)
"""Each game's house rules, in the order ``brag rules`` lists them, and its own defaults."""
