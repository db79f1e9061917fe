"""Computer players for Dealer's choice: the dealer picks the game of the next deal.

Every level picks a game at random (none plays one markedly better); the deal
itself is played by the picked game's own family.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bragtui.core.actions import Action, Choice
from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.dealers_choice.view import PickView
from bragtui.players.base import Profile
from bragtui.players.facts import Facts
from bragtui.players.reasons import because


def choose(view: PickView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """A game from those offered, at random."""
    because(lambda: "no game here is played markedly better than another: any will do")
    return Pick(view.seat or 0, rng.choice(legal[0].options))


def facts(view: PickView, profile: Profile) -> Facts:
    """Nothing to tell between deals: no cards are held."""
    return Facts()
