"""The move the host makes for a seat whose time ran out.

The ``easy`` player chooses, but only among the actions that end the seat's
turn: it never looks (a blind seat stays blind, and keeps one of two blind
hands unseen), and to a question put to the seat it answers no.
"""

from __future__ import annotations

import random
from typing import Any

from bragtui.core.actions import Action, action_from_words
from bragtui.core.brag.actions import Throw
from bragtui.core.errors import BragError
from bragtui.core.variants import get_variant
from bragtui.players import ComputerPlayer

ANSWERS_NO = ("refuse", "disagree", "decline")
"""The verbs that say no to a question put to a seat (a sideshow, a deal, an offer)."""


def ends_turn(game: Any, seat: int, action: Action) -> bool:
    """Whether ``action`` would end ``seat``'s turn (tried on a copy of the game)."""
    trial = game.copy()
    try:
        trial.apply(action)
    except BragError:
        return False
    return bool(trial.hand_over) or trial.to_act != seat


def timeout_action(game: Any, seat: int, player: ComputerPlayer, rng: random.Random) -> Action:
    """The move for ``seat``, out of time: no to a question; else ``player``'s choice among the
    actions that end the turn, never a look. When none ends it at once (a hand looked at must be
    kept or thrown first), the step that keeps the seat blind."""
    view = game.view(seat)
    choices = [choice for choice in view.legal if choice.verb != "look"]
    verbs = get_variant(game.variant).verbs
    for choice in choices:
        if choice.verb in ANSWERS_NO:
            return action_from_words(seat, game.players[seat], choice.verb, (), verbs)
    left = list(choices)
    while left:
        action = player.choose(view, left, rng)
        if ends_turn(game, seat, action):
            return action
        left = [choice for choice in left if choice.verb != action.verb]
    if any(choice.verb == "throw" for choice in choices):
        return Throw(seat)  # the hand looked at goes; the other stays unseen
    return player.choose(view, choices or list(view.legal), rng)
