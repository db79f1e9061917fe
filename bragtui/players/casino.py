"""Computer players for Casino Brag: stake the least allowed (a bold player adds the least pair
plus, and with a pair plus alone allowed, ``medium`` and ``hard`` stand on it when the ante loses on
average), then play or fold. ``easy`` plays a pair or better and any queen high; ``medium`` and
``hard`` play exactly when playing is worth more than folding, counted over every house hand
(:func:`bragtui.core.casino.casino_odds.best_play`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from bragtui.core import ranking
from bragtui.core.actions import Action, Choice, Fold
from bragtui.core.cards import Card
from bragtui.core.casino.actions import Ante, PairPlus, Play, Stand
from bragtui.core.casino.casino_odds import best_play, casino_odds, house_chances
from bragtui.core.casino.view import CasinoView
from bragtui.core.rules import Rules, load_rules
from bragtui.players.base import Profile
from bragtui.players.facts import Facts, hand_words
from bragtui.players.reasons import because


def choose_casino(view: CasinoView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """Stake, then play or fold, as the level says."""
    by_verb = {choice.verb: choice for choice in legal}
    seat = view.seat
    assert seat is not None
    if "stand" in by_verb and _stands(profile):
        return Stand(seat)
    if "ante" in by_verb:
        pair_plus = by_verb.get("pairplus")
        if pair_plus is not None and profile.style.aggression > 0.5:
            because(lambda: "a bold player adds the least pair plus bet to the ante")
            return PairPlus(seat, pair_plus.least or 1)
        because(lambda: "the house keeps an edge on every stake: it stakes the least it may")
        return Ante(seat, by_verb["ante"].least or 1)
    return Play(seat) if _plays(view.cards, profile) else Fold(seat)


def _stands(profile: Profile) -> bool:
    """With a pair plus down and a pair plus alone allowed, ``medium`` and ``hard`` stand when the
    ante, even with the best play, loses on average (the exact edge); ``easy`` always antes."""
    if profile.level == "easy":
        return False
    return _ante_edge(profile.rules if profile.rules is not None else load_rules("casino")) > 0


@cache
def _ante_edge(rules: Rules) -> float:
    return casino_odds(rules).ante_edge


def _plays(cards: Sequence[Card], profile: Profile) -> bool:
    strength = ranking.strength3(*cards)
    if profile.level == "easy":
        kind, high = ranking.table().values[strength][:2]
        return kind >= ranking.PAIR or high >= 12
    rules = profile.rules if profile.rules is not None else load_rules("casino")
    best = best_play(cards, rules)
    because(lambda: f"counted over every house hand, playing returns {best.play_value:+.2f} antes against "
                    f"{best.fold_value:+.2f} for folding: " + ("it plays" if best.play else "it folds"))
    return best.play


choose = choose_casino
"""The family's decision."""


def facts(view: CasinoView, profile: Profile) -> Facts:
    """The coach's facts: the hand, and (once dealt) its chance against the house's hand alone,
    counted exactly over every house hand the cards this seat cannot see can make."""
    hand, beats = hand_words(view.cards or None)
    if len(view.cards) != 3:
        return Facts(hand, beats)
    chances = house_chances(view.cards, profile.rules if profile.rules is not None else load_rules("casino"))
    return Facts(hand, beats, float(chances.beats), 1, house_qualifies=float(chances.qualifies))
