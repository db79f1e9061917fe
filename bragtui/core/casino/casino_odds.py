"""Casino Brag's exact odds: the house edge of the rules in force, and the best play for one hand.

Every player hand is weighed against every house hand dealt from the cards
left, with no sampling. Rather than pair the 22,100 player hands with the
18,424 house hands each (four hundred million pairs), the house hands weaker
than a given strength are counted by inclusion and exclusion: all hands
weaker than it, less those holding one of the player's three cards, plus
those holding two of them (counted twice in the step before), less the
player's own hand. Each count is a binary search in a sorted list of
strengths, so the whole pack takes well under a second.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations
from math import comb
from typing import NamedTuple

from bragtui.core import ranking
from bragtui.core.cards import NATURAL_CARDS, RANK_TEXT, Card, make_card
from bragtui.core.rules import PayTable, Rules

TYPE_KEYS = ("high-card", "pair", "flush", "run", "running-flush", "prial")
"""The pay-table name of each hand type, indexed by :mod:`ranking`'s type numbers."""


def type_key(strength: int) -> str:
    """The pay-table name (``"run"``, ``"prial"``, …) of a hand's type."""
    return TYPE_KEYS[ranking.hand_type(strength)]


def qualifying_strength(qualify: str) -> int:
    """The weakest strength the house plays with: queen high (Q-3-2 of mixed suits) or anything."""
    if qualify == "none":
        return 0
    return ranking.strength3(make_card(12, 0), make_card(3, 1), make_card(2, 2))


def house_qualifies(house: Sequence[Card], qualify: str) -> bool | None:
    """Whether the house's hand qualifies under the house rule ``qualify`` (``None`` when the house
    plays any hand, so there is nothing to say)."""
    if qualify == "none":
        return None
    return ranking.strength3(*house) >= qualifying_strength(qualify)


def bonus(table: PayTable, strength: int) -> int:
    """What a pay table pays for a hand of ``strength``, n to 1 (0 when the type is not listed)."""
    return table.pays(type_key(strength)) or 0


def pair_plus_return(table: PayTable, strength: int) -> int:
    """The pair plus bet's result per chip staked: what it pays, or -1 when the type is not listed."""
    pays = table.pays(type_key(strength))
    return -1 if pays is None else pays


def play_result(player: int, house: int, qualifies_from: int) -> tuple[int, int]:
    """The ante's and the play bet's results per chip, before any ante bonus, when the player plays.

    A house hand below ``qualifies_from`` pays the ante even money and returns the play bet;
    otherwise the better hand wins both, and equal hands return both.
    """
    if house < qualifies_from:
        return 1, 0
    if player > house:
        return 1, 1
    if player < house:
        return -1, -1
    return 0, 0


class _Counts:
    """Sorted strengths of every hand of a pack, of those holding each card and each pair of cards."""

    def __init__(self, pack: Sequence[Card]):
        self.pack = tuple(sorted(pack))  # so that every pair of cards is keyed lowest first
        hands = [((a, b, c), ranking.strength3(a, b, c)) for a, b, c in combinations(self.pack, 3)]
        self.hands = hands
        self.all = sorted(s for _, s in hands)
        by_card: dict[int, list[int]] = {card: [] for card in self.pack}
        by_pair: dict[tuple[int, int], list[int]] = {}
        for cards, strength in hands:
            for card in cards:
                by_card[card].append(strength)
            for pair in combinations(cards, 2):
                by_pair.setdefault(pair, []).append(strength)
        self.by_card = {card: sorted(found) for card, found in by_card.items()}
        self.by_pair = {pair: sorted(found) for pair, found in by_pair.items()}
        self.house_hands = comb(len(self.pack) - 3, 3)
        """How many house hands each player hand meets."""

    def weaker(self, cards: tuple[Card, Card, Card], strength: int, below: int) -> int:
        """How many house hands, none holding ``cards`` (whose strength is ``strength``), are below ``below``."""
        count = bisect_left(self.all, below)
        for card in cards:
            count -= bisect_left(self.by_card[card], below)
        for pair in combinations(cards, 2):
            count += bisect_left(self.by_pair[pair], below)
        return count - (strength < below)


class HouseHands(NamedTuple):
    """The house hands one player hand meets, by what they do to a play bet."""

    not_qualifying: int
    weaker: int
    """Qualifying and weaker than the player's hand."""
    equal: int
    stronger: int

    @property
    def total(self) -> int:
        return self.not_qualifying + self.weaker + self.equal + self.stronger


def house_hands(counts: _Counts, cards: tuple[Card, Card, Card], strength: int, qualifies_from: int) -> HouseHands:
    """Split the house hands ``cards`` can meet into the four that matter to a play bet."""
    below_qualifying = counts.weaker(cards, strength, qualifies_from)
    if strength < qualifies_from:
        return HouseHands(below_qualifying, 0, 0, counts.house_hands - below_qualifying)
    below = counts.weaker(cards, strength, strength)
    below_or_equal = counts.weaker(cards, strength, strength + 1)
    return HouseHands(below_qualifying, below - below_qualifying, below_or_equal - below,
                      counts.house_hands - below_or_equal)


def play_value(split: HouseHands, ante_bonus: int) -> Fraction:
    """The player's expected result of playing, per chip of ante (ante, play bet and ante bonus)."""
    return ante_bonus + Fraction(split.not_qualifying + 2 * (split.weaker - split.stronger), split.total)


class BestPlay(NamedTuple):
    """The best decision for one hand, with what playing and folding are worth per chip of ante."""

    play: bool
    play_value: float
    fold_value: float


class CasinoOdds(NamedTuple):
    """The exact figures of ``brag odds --casino``."""

    ante_edge: float
    """The house's expected take per chip of ante, with the player's best play."""
    pair_plus_edge: float
    """The house's expected take per chip on the pair plus."""
    dealer_qualifies: float
    """The chance that the house's hand qualifies."""
    play_from: str | None
    """The weakest hand the best play plays, such as ``"Q-6-4"``."""
    pair_plus_alone_edge: float | None = None
    """With a pair plus alone (house rule): the house's take per chip on a pair plus placed with no
    ante. It is paid on the player's hand alone, dealt as any other, so it is the pair plus edge;
    ``None`` when the rule is off."""

    def as_dict(self) -> dict[str, object]:
        """The figures by name; the pair plus alone's only when the house rule is on."""
        figures: dict[str, object] = self._asdict()
        if self.pair_plus_alone_edge is None:
            del figures["pair_plus_alone_edge"]
        return figures


_COUNTS: dict[tuple[Card, ...], _Counts] = {}


def _counts(pack: Sequence[Card] | None) -> _Counts:
    key = tuple(sorted(pack)) if pack is not None else NATURAL_CARDS
    found = _COUNTS.get(key)
    if found is None:
        found = _COUNTS[key] = _Counts(key)
    return found


def best_play(cards: Sequence[Card], rules: Rules, pack: Sequence[Card] | None = None) -> BestPlay:
    """Whether to play ``cards`` against the house, weighed over every house hand left."""
    counts = _counts(pack)
    low, middle, high = sorted(cards)
    held = (low, middle, high)
    strength = ranking.strength3(*held)
    split = house_hands(counts, held, strength, qualifying_strength(rules.qualify))
    value = play_value(split, bonus(rules.ante_bonus, strength))
    return BestPlay(value > -1, float(value), -1.0)


class HouseChances(NamedTuple):
    """What one player hand may expect of the house's hand, dealt from the cards it cannot see."""

    beats: Fraction
    """The chance that the player's hand is strictly better than the house's."""
    qualifies: Fraction
    """The chance that the house's hand qualifies (queen high or better, or any, per ``qualify``)."""


def house_chances(cards: Sequence[Card], rules: Rules, pack: Sequence[Card] | None = None) -> HouseChances:
    """The exact chances for ``cards`` over every house hand the rest of ``pack`` (by default the
    full pack of 52) can make: only the player's own three cards are taken out, as the other
    players' cards are unseen."""
    counts = _counts(pack)
    low, middle, high = sorted(cards)
    held = (low, middle, high)
    strength = ranking.strength3(*held)
    weaker = counts.weaker(held, strength, strength)
    not_qualifying = counts.weaker(held, strength, qualifying_strength(rules.qualify))
    total = counts.house_hands
    return HouseChances(Fraction(weaker, total), Fraction(total - not_qualifying, total))


def casino_odds(rules: Rules, pack: Sequence[Card] | None = None) -> CasinoOdds:
    """The exact house edge of the rules in force over every player and house hand of ``pack``
    (by default the full pack of 52)."""
    counts = _counts(pack)
    qualifies_from = qualifying_strength(rules.qualify)
    ante_total = Fraction(0)
    qualifying = 0
    pair_plus = 0
    weakest_played: int | None = None
    for cards, strength in counts.hands:
        split = house_hands(counts, cards, strength, qualifies_from)
        qualifying += split.total - split.not_qualifying
        value = play_value(split, bonus(rules.ante_bonus, strength))
        if value > -1:
            ante_total += value
            weakest_played = strength if weakest_played is None else min(weakest_played, strength)
        else:
            ante_total -= 1
        pair_plus += pair_plus_return(rules.pair_plus_pays, strength)
    hands = len(counts.hands)
    pair_plus_edge = -pair_plus / hands
    return CasinoOdds(float(-ante_total / hands), pair_plus_edge,
                      qualifying / (hands * counts.house_hands),
                      hand_name(weakest_played) if weakest_played is not None else None,
                      pair_plus_edge if rules.pair_plus_alone else None)


def hand_name(strength: int) -> str:
    """A hand's short name: its ranks for a high card (``"Q-6-4"``), else its description."""
    kind, high, middle, low = ranking.table().values[strength]
    if kind == ranking.HIGH_CARD:
        return "-".join(RANK_TEXT[rank] for rank in (high, middle, low))
    return ranking.describe(strength)
