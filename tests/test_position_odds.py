"""The set-hand games' play-outs: how often set hands win their positions, from the seat's own
cards alone."""

from __future__ import annotations

import random

import pytest

from bragtui.core import ranking
from bragtui.core.cards import NATURAL_CARDS, parse_cards
from bragtui.core.sethand.arrangement import CRASH, FIFTEEN, NINE, SEVEN, Layout
from bragtui.core.sethand.crash_solver import greedy_arrangement
from bragtui.core.sethand.position_odds import position_odds, threes_of


def hands(text: str) -> list[list]:
    return [parse_cards(group) for group in text.split("/")]


@pytest.mark.parametrize("layout", [SEVEN, NINE, CRASH, FIFTEEN], ids=lambda layout: str(layout.cards_each))
def test_the_bit_sets_set_a_hand_as_the_greedy_way_does(layout):
    threes = threes_of(layout)
    rng = random.Random(7)
    for _ in range(150):
        hand = sorted(rng.sample(NATURAL_CARDS, layout.cards_each))
        others = threes.holding_any([card for card in NATURAL_CARDS if card not in hand])
        picks = [threes.cards[i] for i in threes.greedy(others, layout.hands)]
        assert picks == [tuple(group) for group in greedy_arrangement(hand, layout)]


def test_a_set_no_hand_can_beat_wins_both_positions_for_certain():
    # 3-3-3 is the best hand and A-A-A is beaten only by it: the last three is the seat's own.
    cards = parse_cards("3h 3d 3s Ah Ad As 2c")
    odds = position_odds(hands("3h 3d 3s / Ah Ad As"), cards, 6, SEVEN)
    assert odds.wins == (1.0, 1.0) and odds.every == 1.0 and odds.play_outs >= 200


def test_a_weak_set_seldom_wins():
    cards = parse_cards("2c 3d 5h 7s 8c 9d Jh")
    odds = position_odds(hands("Jh 9d 8c / 7s 5h 3d"), cards, 2, SEVEN)
    assert odds.wins[0] < 0.1 and odds.every < 0.02


def test_crashs_points_count_the_highest_four_of_a_kind_for_certain():
    # Four fours are the highest four of a kind: their point is certain, on top of the positions.
    cards = parse_cards("4c 4d 4h 4s Ah Ad Kc Kd 9s 9h 2c 5d 7h")
    arrangement = hands("4c 4d 4h / Ah Ad 4s / Kc Kd 2c / 9s 9h 5d")
    odds = position_odds(arrangement, cards, 2, CRASH)
    assert odds.points == pytest.approx(sum(odds.wins) + 1.0)
    street = position_odds(arrangement, cards, 2, CRASH, "street")
    assert street.points == pytest.approx(sum(w * c for w, c in zip((4, 3, 2, 1), street.wins, strict=True)) + 1.0)


def _dealt_together(arrangement, cards, opponents: int, layout: Layout, deals: int):
    """The plain way: deal every opponent's cards at once, set each greedily, turn the positions up."""
    own = [ranking.strength3(*group) for group in arrangement]
    unseen = [card for card in NATURAL_CARDS if card not in cards]
    rng = random.Random(99)
    wins = [0] * len(own)
    every = 0
    for _ in range(deals):
        dealt = rng.sample(unseen, opponents * layout.cards_each)
        theirs = [[ranking.strength3(*group) for group in
                   greedy_arrangement(dealt[i * layout.cards_each:(i + 1) * layout.cards_each], layout)]
                  for i in range(opponents)]
        won = [all(len(t) <= p or t[p] < mine for t in theirs) for p, mine in enumerate(own)]
        wins = [w + x for w, x in zip(wins, won, strict=True)]
        every += all(won) and len(own) == layout.hands
    return [w / deals for w in wins], every / deals


@pytest.mark.parametrize(("layout", "cards", "arrangement", "opponents"), [
    (SEVEN, "Kh Kd Ks 9c 9d 4h 2c", "Kh Kd Ks / 9c 9d 4h", 2),
    (SEVEN, "Qh Jd 10s 9c 9d 4h 2c", "Qh Jd 10s / 9c 9d 4h", 1),
    (NINE, "Qh Qd Qs 8c 9c 10d 7h 7d 2s", "Qh Qd Qs / 8c 9c 10d / 7h 7d 2s", 2),
    (CRASH, "Kh Kd Ks Qh Jd 10c 8s 8h 3c 5d 5c 2h 2c", "Kh Kd Ks / Qh Jd 10c / 8s 8h 3c / 5d 5c 2h", 2),
], ids=["seven", "seven-heads-up", "nine", "crash"])
def test_the_play_outs_agree_with_dealing_every_opponent_together(layout, cards, arrangement, opponents):
    cards, arrangement = parse_cards(cards), hands(arrangement)
    odds = position_odds(arrangement, cards, opponents, layout, play_outs=1500)
    wins, every = _dealt_together(arrangement, cards, opponents, layout, 1500)
    # Most of these chances lie well inside nought and one, where an error shows.
    assert odds.wins == pytest.approx(wins, abs=0.05)
    assert odds.every == pytest.approx(every, abs=0.05)
