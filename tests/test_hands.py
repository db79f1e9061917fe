"""Wild cards, best three of four or five, and the Bastard Brag suit tie-break."""

import random
from itertools import pairwise

import pytest
from helpers import score, value

from bragtui.core.cards import parse_cards
from bragtui.core.errors import CardError
from bragtui.core.hands import (
    JOKERS_IN_PACK,
    WILD_OPTIONS,
    evaluate,
    lowest_hand_key,
    make_score,
    natural_score,
    strength_from_score,
)


def test_the_sources_wild_card_examples():
    # W-8h-7h (as 9h) beats 8c-7c-6c, which beats 8d-W-6d.
    assert score("Jk 8h 7h", "joker") > score("8c 7c 6c", "joker") > score("8d Jk 6d", "joker")
    # Ks-Kd-W beats Kc-W-W, which beats Qc-Qd-Qh.
    assert score("Ks Kd 2c", "twos") > score("Kc 2d 2h", "twos") > score("Qc Qd Qh", "twos")


@pytest.mark.parametrize("option, wild_card, plain_card", [
    ("twos", "2h", "3h"),
    ("black-twos", "2s", "3s"),
    ("one-eyed-jacks", "Jh", "Jc"),
    ("suicide-king", "Kh", "Kc"),
    ("joker", "Jk", None),
    ("jokers", "Jk", None),
])
def test_each_wild_option_makes_its_cards_wild(option, wild_card, plain_card):
    hand = f"{wild_card} 9d 9c"
    made = value(hand, option)
    assert made.type_name == "prial" and made.wilds == 1
    assert made.describe() == "Prial of nines (1 wild)"
    if plain_card:
        assert value(f"{plain_card} 9d 9c", option).type_name == "pair"
        assert value(hand).type_name != "prial"  # not wild without the option


def test_red_twos_are_not_wild_with_black_twos():
    assert value("2h 9d 9c", "black-twos").type_name == "pair"
    assert value("2c 9d 9c", "black-twos").type_name == "prial"


def test_natural_beats_equal_wild_and_fewer_wilds_beat_more():
    assert score("9h 9d 9c", "twos") > score("2h 9d 9c", "twos") > score("2h 2d 9c", "twos")


def test_two_wilds_make_a_prial_of_the_third_card_and_three_make_threes():
    assert value("2h 2d 7c", "twos").describe() == "Prial of sevens (2 wild)"
    assert value("2h 2d 2c", "twos").describe() == "Prial of threes (3 wild)"


def test_wild_card_chooses_the_best_hand_not_the_obvious_one():
    # A-K and a wild: the best is a running flush A-K-Q if suited, else a run.
    assert value("Ah Kh Jk", "joker").describe() == "Running flush, A-K-Q (1 wild)"
    assert value("Ah Kd Jk", "joker").describe() == "Run, A-K-Q (1 wild)"
    assert value("3h 2h Jk", "joker").describe() == "Running flush, 3-2-A (1 wild)"


def test_joker_refused_without_a_joker_rule():
    from bragtui.core.errors import CardError
    with pytest.raises(CardError, match="joker"):
        evaluate(parse_cards("Jk Ah Kd"))


def test_best_three_of_four_and_five():
    four = value("As 7d Ks Qs")
    assert four.describe() == "Running flush, A-K-Q" and four.discards == (7,)
    five = value("9c 9d 2h 9s 4c")
    assert five.describe() == "Prial of nines" and five.discards == (4, 2)


def test_four_card_tie_broken_by_the_discard():
    assert score("As Ks Qs 3d") > score("Ah Kh Qh 2d")


def test_five_card_discards_compared_highest_first():
    assert score("As Ks Qs 9d 2c") > score("Ah Kh Qh 8d 7c")
    assert score("As Ks Qs 9d 3c") > score("Ah Kh Qh 9c 2d")
    assert score("As Ks Qs 9d 3c") == score("Ah Kh Qh 9c 3d")


def test_best_three_prefers_the_better_discard_among_equal_hands():
    # Both 7-7 pairs with the K give the same three; the 5 or the 4 discarded.
    v = value("7s 7h Kd 5c")
    assert v.describe() == "Pair of sevens, K kicker" and v.discards == (5,)


def test_fast_natural_score_agrees_with_the_full_evaluation():
    rng = random.Random(3)
    for _ in range(20000):
        cards = rng.sample(range(52), rng.choice((3, 4, 5)))
        assert natural_score(cards) == evaluate(cards).score


def test_bastard_suit_tiebreak_on_equal_lowest_hands():
    spades = lowest_hand_key(parse_cards("Qs 9d 4c"))
    clubs = lowest_hand_key(parse_cards("Qc 9h 4d"))
    hearts = lowest_hand_key(parse_cards("Qh 9s 4s"))
    diamonds = lowest_hand_key(parse_cards("Qd 9c 4h"))
    assert clubs < diamonds < hearts < spades
    # The hand's value still comes first.
    assert lowest_hand_key(parse_cards("Kc 9h 4d")) > spades


def test_every_wild_option_is_known():
    assert set(WILD_OPTIONS) == {"none", "twos", "black-twos", "one-eyed-jacks", "suicide-king",
                                 "joker", "jokers"}


def order(made):
    """How hands of one size are ordered, written out: strength, then fewer wild cards, then discards."""
    return (made.strength, -made.wilds, made.discards)


@pytest.mark.parametrize("wild", sorted(WILD_OPTIONS))
def test_a_score_holds_the_strength_then_fewer_wilds_then_the_discards(wild):
    rng = random.Random(wild)
    pack = range(52 + JOKERS_IN_PACK.get(wild, 0))
    scored = []
    for _ in range(400):
        made = evaluate(rng.sample(pack, rng.choice((3, 4, 5))), wild)
        assert made.score == make_score(made.strength, made.wilds, made.discards)
        assert strength_from_score(made.score) == made.strength
        scored.append(made)
    for first, second in pairwise(scored):
        if len(first.discards) == len(second.discards):
            ordered = order(first) > order(second)
            assert ordered == (first.score > second.score)


def test_more_cards_than_a_hand_or_an_idle_joker_are_refused():
    with pytest.raises(CardError, match="3, 4, 5 or 7 cards, not 6"):
        evaluate(parse_cards("Ah Kd 7c 2s 9h 3c"))
    with pytest.raises(CardError, match="same card twice"):
        evaluate([1, 1, 2])
    with pytest.raises(CardError, match="only playable when jokers are wild"):
        evaluate(parse_cards("Jk Ah Kd 2c"), "twos")
