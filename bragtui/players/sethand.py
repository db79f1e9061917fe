"""The set-hand games (Crash, Seven, Nine and Fifteen Card Brag): setting the dealt cards as
hands, and declaring six pairs in Crash.

``hard`` sets the solver's arrangement (the most points, or positions, on
average against the opponents at the table) and declares six pairs when a new
deal is worth more on average than the hand it holds. ``medium`` sets the
simple greedy arrangement (the strongest hand first, then the strongest of the
rest). ``easy`` sees only prials and pairs, strongest first, and where every
hand must be set fills the rest with what is left. Every level sets its hands
in order: the computer never fouls.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from bragtui.core import ranking
from bragtui.core.actions import Action, Choice
from bragtui.core.brag.view import BragView
from bragtui.core.cards import NATURAL_CARDS, Card
from bragtui.core.sethand.actions import Redeal, SetHands
from bragtui.core.sethand.arrangement import CRASH, FIFTEEN, Layout, order_hands
from bragtui.core.sethand.crash_solver import both_chance, expected_points, greedy_arrangement, legal_groups, suggest
from bragtui.core.sethand.position_odds import PositionOdds, position_odds
from bragtui.core.sethand.view import ArrangeView
from bragtui.players.base import Profile
from bragtui.players.brag import choose_betting
from bragtui.players.brag import facts as betting_facts
from bragtui.players.facts import Facts, hand_words, percent
from bragtui.players.reasons import because

REDEAL_SAMPLES = 60
REDEAL_SEED = 6


def _scoring(profile: Profile) -> str:
    return profile.rules.scoring if profile.rules is not None else "points"


@cache
def fresh_deal_points(opponents: int, scoring: str) -> float:
    """The solver's average expected points over seeded random deals: what a new deal is worth."""
    rng = random.Random(REDEAL_SEED)
    total = 0.0
    for _ in range(REDEAL_SAMPLES):
        cards = rng.sample(list(NATURAL_CARDS), 13)
        total += expected_points(suggest(cards, opponents, scoring), opponents, scoring)
    return total / REDEAL_SAMPLES


def pairs_first(cards: Sequence[Card], layout: Layout = CRASH) -> list[list[Card]]:
    """``easy``: prials and pairs only (runs and flushes go unnoticed), strongest first; where
    every hand must be set, the cards left fill the rest, highest first."""
    pair = ranking.table().first_of_type[ranking.PAIR]
    run = ranking.table().first_of_type[ranking.FLUSH]
    chosen: list[list[Card]] = []
    used = 0
    for group in legal_groups(cards, CRASH):
        kind_ok = group.strength < run or ranking.hand_type(group.strength) == ranking.PRIAL
        if kind_ok and group.strength >= pair and not group.mask & used:
            chosen.append(list(group.cards))
            used |= group.mask
            if len(chosen) == layout.hands:
                break
    if not layout.fewer_allowed:
        left = sorted((c for c in cards if not (1 << c) & used), key=lambda c: -c.rank)
        while len(chosen) < layout.hands:
            chosen.append(left[:3])
            left = left[3:]
    return order_hands(chosen)


def choose_arrangement(view: ArrangeView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """Set hands, or declare six pairs (``hard``, when a new deal is worth more)."""
    seat = view.seat or 0
    cards = list(view.cards)
    layout = view.layout
    if profile.level == "hard":
        return _hard_arrangement(view, legal, profile)
    groups = greedy_arrangement(cards, layout) if profile.level == "medium" else pairs_first(cards, layout)
    return SetHands(seat, tuple(tuple(group) for group in groups))


def _opponents(view: ArrangeView) -> int:
    """The other players still in the game (at least one)."""
    return max(1, sum(1 for out in view.out if not out) - 1) if view.out else max(1, len(view.players) - 1)


def hard_set(view: ArrangeView, profile: Profile) -> list[list[Card]]:
    """The hands ``hard`` sets from the seat's cards: the solver's arrangement."""
    return suggest(list(view.cards), _opponents(view), _scoring(profile), view.layout)


def _hard_arrangement(view: ArrangeView, legal: Sequence[Choice], profile: Profile) -> Action:
    """The solver's set, or six pairs declared when a new deal is worth more on average."""
    seat = view.seat or 0
    opponents = _opponents(view)
    scoring = _scoring(profile)
    groups = hard_set(view, profile)
    if any(c.verb == "redeal" for c in legal):  # Crash alone
        held, fresh = expected_points(groups, opponents, scoring), fresh_deal_points(opponents, scoring)
        because(lambda: f"these cards are worth {held:.2f} points on average and a new deal {fresh:.2f}: "
                        + ("it declares six pairs" if held < fresh else "it keeps them"))
        if held < fresh:
            return Redeal(seat)
    elif view.layout.all_or_nothing and view.layout.hands == 2:  # Seven Card Brag: both or nothing
        because(lambda: f"of every way to set these cards, this one is likeliest to win both hands against "
                        f"{opponents} opponent{'s' if opponents != 1 else ''}: "
                        f"{both_chance(groups, opponents, view.layout):.0%} against random hands")
    else:
        because(lambda: f"of every way to set these cards, this one scores the most against {opponents} "
                        f"opponent{'s' if opponents != 1 else ''}: "
                        f"{expected_points(groups, opponents, scoring, view.layout):.2f} on average")
    return SetHands(seat, tuple(tuple(group) for group in groups))


def choose(view: ArrangeView | BragView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """The family's decision: a turn of a set-hand game sets the hands (or, in Crash, declares six
    pairs); Seven Card Brag played as one hand (house rule) is a betting game, decided as one."""
    if isinstance(view, BragView):
        return choose_betting(view, legal, rng, profile)
    return choose_arrangement(view, legal, rng, profile)


def facts(view: ArrangeView | BragView, profile: Profile) -> Facts:
    """The coach's facts: the strongest three of the cards dealt, and how the hands ``hard`` sets
    fare against the players still in (each position, and the chance the game's scoring asks
    for); Seven Card Brag as one hand is a betting game's."""
    if isinstance(view, BragView):
        return betting_facts(view, profile)
    strongest = max(legal_groups(list(view.cards), CRASH), key=lambda group: group.strength, default=None)
    hand, beats = hand_words(strongest.cards if strongest is not None else None, profile.wild)
    others = sum(1 for out in view.out if not out) - 1 if view.out else len(view.players) - 1
    if not view.cards or others < 1:
        return Facts(hand, beats, None, max(0, others))
    odds = position_odds(hard_set(view, profile), view.cards, others, view.layout, _scoring(profile))
    return Facts(hand, beats, None, others, positions=odds.wins, outlook=outlook(odds, view.layout))


def outlook(odds: PositionOdds, layout: Layout) -> str:
    """The chance each game's scoring turns on, in words."""
    if layout == CRASH:
        return f"{odds.points:.1f} points on average, {percent(odds.every)} to crash"
    if layout == FIFTEEN:
        return f"{percent(odds.most or 0.0)} to win the most tricks and the point"
    every = {2: "both", 3: "all three"}.get(layout.hands, f"all {layout.hands}")
    prize = "the pot" if layout.all_or_nothing else "the main pot"
    return f"{percent(odds.every)} to win {every} and take {prize}"
