"""Computer players for Draw Brag: look at once (``easy`` and ``medium``) or after a blind call
(``hard``); keep the cards that make the hand at the draw; bet, raise, call or
fold by the chance to beat every opponent still in against the pot odds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bragtui.core import ranking
from bragtui.core.actions import Action, Bet, Choice, Fold, Look
from bragtui.core.cards import Card
from bragtui.core.draw.actions import Call, Check, DrawCards, Raise
from bragtui.core.draw.view import DrawView
from bragtui.players.base import Profile
from bragtui.players.facts import Facts, hand_words, paying
from bragtui.players.reasons import a_percent, because, percent
from bragtui.players.strength import beat_all, percentile

RAISE_CAP = 4
"""The computer raises no further once a round has had this many raises."""
RAISE_AT = {"easy": 0.8, "medium": 0.55, "hard": 0.45}
"""Draw Brag: the chance to beat every opponent at which a level bets or raises (a steady style)."""


def keep_for_draw(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards to give up: none with a flush or better; the odd card of a pair; else all but
    the two highest (or all three when none is above a nine)."""
    strength = ranking.strength3(*cards)
    kind = ranking.hand_type(strength)
    if kind >= ranking.FLUSH:
        return ()
    by_rank = sorted(cards, key=lambda card: card.rank, reverse=True)
    if kind == ranking.PAIR:
        ranks = [card.rank for card in cards]
        return tuple(card for card in cards if ranks.count(card.rank) == 1)
    if by_rank[0].rank <= 9:
        return tuple(by_rank)
    return (by_rank[2],)


def choose_draw(view: DrawView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """Look, draw, or bet by the hand's chance against the pot odds."""
    by_verb = {choice.verb: choice for choice in legal}
    seat = view.seat
    assert seat is not None
    if "look" in by_verb and _looks_now(view, by_verb, profile):
        because(lambda: "it looks before the betting goes further: a blind call is cheap only once")
        return Look(seat)
    if "draw" in by_verb:
        given = keep_for_draw(view.cards) if view.cards is not None else ()
        because(lambda: f"it keeps what makes its hand and draws {len(given)} to improve it")
        return DrawCards(seat, given)
    if view.cards is None:  # a blind call for half, once, before looking
        because(lambda: "a blind call costs half: it stays in once before looking")
        return Check(seat) if "check" in by_verb else Call(seat)
    return _bet_by_chance(view, by_verb, profile)


def _looks_now(view: DrawView, by_verb: dict[str, Choice], profile: Profile) -> bool:
    """``hard`` calls blind for half once in the first round; everyone else looks at once."""
    return profile.level != "hard" or view.round > 1 or "check" in by_verb or view.phase == "draw"


def _chance(view: DrawView) -> float:
    """The chance to beat every opponent still in; before the draw every hand may still improve,
    so it is judged a little kinder than it stands."""
    assert view.cards is not None
    opponents = sum(1 for s, other in enumerate(view.seats) if s != view.seat and other.status != "folded")
    q = percentile(view.cards)
    if view.round == 1:
        q += (1.0 - q) * 0.15
    return beat_all(q, max(1, opponents))


def _bet_by_chance(view: DrawView, by_verb: dict[str, Choice], profile: Profile) -> Action:
    seat = view.seat
    assert seat is not None
    chance = _chance(view)
    raise_at = RAISE_AT.get(profile.level, 0.55) / (0.6 + profile.style.aggression)
    # A cap of its own on raising, so that two strong players heads-up (no limit) still stop.
    if chance >= raise_at and view.raises < RAISE_CAP and ("raise" in by_verb or "bet" in by_verb):
        because(lambda: f"{a_percent(chance)} chance to beat everyone still in is strong: it bets to be paid more")
        return Raise(seat) if "raise" in by_verb else Bet(seat, by_verb["bet"].least or 0)
    if "check" in by_verb:
        because(lambda: f"{a_percent(chance)} chance is not strong enough to bet, and checking costs nothing")
        return Check(seat)
    return _call_or_fold(view, by_verb["call"].least or 0, chance, profile)


def _call_or_fold(view: DrawView, cost: int, chance: float, profile: Profile) -> Action:
    """Call when the chance to win (kinder before the draw) pays for the call at the pot odds."""
    seat = view.seat or 0
    pot_odds = cost / (view.pot + cost)
    calls = chance * (1.5 if view.round == 1 else 1.0) >= pot_odds * profile.style.tightness
    because(lambda: f"{a_percent(chance)} chance to win against a call of {cost} that is "
                    f"{percent(pot_odds)} of the pot once paid: " + ("it calls" if calls else "it folds"))
    return Call(seat) if calls else Fold(seat)


choose = choose_draw
"""The family's decision."""


def facts(view: DrawView, profile: Profile) -> Facts:
    """The coach's facts: the hand, its chance against the players still in, and a call's cost."""
    hand, beats = hand_words(view.cards)
    others = sum(1 for s, other in enumerate(view.seats) if s != view.seat and other.status != "folded")
    return Facts(hand, beats, _chance(view) if view.cards is not None else None, others,
                 paying(view.legal, "call"), view.pot, "call")
