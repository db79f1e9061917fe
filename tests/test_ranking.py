"""Three-card ranking: exhaustive counts, the golden ordering, every ordering rule."""

import hashlib
from itertools import combinations, pairwise

import pytest
from helpers import score, value

from bragtui.core import ranking
from bragtui.core.cards import CARDS, parse_cards


def test_every_hand_is_in_the_table_for_every_card_order():
    flat = ranking.table().flat
    for a, b, c in combinations(range(52), 3):
        s = flat[ranking.hand_key(a, b, c)]
        assert s >= 0
        assert s == flat[ranking.hand_key(c, a, b)] == flat[ranking.hand_key(b, c, a)]


def test_type_counts_over_all_22100_hands():
    assert ranking.type_counts() == {
        "prial": 52, "running flush": 48, "run": 720, "flush": 1096,
        "pair": 3744, "high card": 16440,
    }
    assert sum(ranking.type_counts().values()) == ranking.TOTAL_HANDS == 22100


def test_golden_hash_of_the_full_ordering():
    """Any change to the order of any two hands changes this hash."""
    strength = [ranking.strength3(a, b, c) for a, b, c in combinations(range(52), 3)]
    digest = hashlib.sha256(",".join(map(str, strength)).encode()).hexdigest()
    assert digest == GOLDEN


GOLDEN = "2d48dd71098e7e773f4b6fd6a60c13c84ef0f35ffe210417184b9d11fc149612"


def test_strength_agrees_with_the_first_principles_value():
    for a, b, c in combinations(range(52), 3):
        cards = [CARDS[a], CARDS[b], CARDS[c]]
        expected = ranking.hand_value([x.rank for x in cards], [x.suit for x in cards])
        assert ranking.table().values[ranking.strength3(a, b, c)] == expected


def beats(better, worse):
    assert score(better) > score(worse), f"{better} should beat {worse}"


def test_type_order_prial_running_flush_run_flush_pair_high():
    ladder = ["2c 2d 2h", "4h 3h 2h", "4h 3d 2h", "Ah Kh Jh", "Ac Ad Kh", "Ah Kd Jc"]
    for better, worse in pairwise(ladder):
        beats(better, worse)


def test_three_threes_is_the_best_prial_above_aces():
    beats("3h 3d 3s", "Ah Ad As")
    beats("Ah Ad As", "Kh Kd Ks")
    beats("4h 4d 4s", "2h 2d 2s")
    assert value("3h 3d 3c").strength == ranking.max_strength()


def test_a23_is_the_best_run_and_running_flush():
    beats("Ac 2d 3h", "Ac Kd Qh")
    beats("Ac 2c 3c", "Ac Kc Qc")
    beats("Ac Kd Qh", "Kc Qd Jh")
    beats("5c 4d 3h", "4c 3d 2h")
    assert value("Ac 2d 3h").describe() == "Run, 3-2-A"
    assert value("3c 2c Ac").describe() == "Running flush, 3-2-A"


def test_k_a_2_is_no_run():
    assert value("Kh Ad 2c").type_name == "high card"
    assert value("Kh Ah 2h").type_name == "flush"


def test_any_running_flush_beats_any_run_and_runs_beat_flushes():
    beats("4h 3h 2h", "3d 2c Ah")
    beats("4h 3h 2h", "Ah Kd Qd")
    beats("4h 3d 2h", "Ah Kh Jh")


def test_flushes_and_high_cards_compare_top_then_middle_then_bottom():
    beats("Kh 9h 2h", "Qs 10s 5s")
    beats("Qs 10s 5s", "Qd 10d 3d")
    beats("Qd 10d 3d", "Qc 9c 8c")
    beats("Jd 6c 3s", "10h 9c 7d")
    beats("10h 9c 7d", "10s 9d 6c")


def test_pair_rank_counts_before_the_odd_card():
    beats("9s 9h 3c", "8s 8h Kc")
    beats("8s 8h Kc", "8d 8c Jd")
    beats("5c 5d 3h", "4h 4s Kd")


def test_suits_have_no_order_so_equal_hands_exist():
    assert score("7s 7h Qc") == score("7c 7d Qd")
    assert score("Ah Kh Jh") == score("As Ks Js")


def test_descriptions():
    assert value("Ah Kd 7c").describe() == "High card, A-K-7"
    assert value("9s 9h 3c").describe() == "Pair of nines, 3 kicker"
    assert value("6s 6h 6c").describe() == "Prial of sixes"
    assert value("Kh 9h 2h").describe() == "Flush, K-9-2"


def test_hands_beaten_counts_strictly_weaker_hands():
    assert ranking.hands_beaten(value("3h 3d 3s").strength) == 22100 - 4
    assert ranking.hands_beaten(value("5c 3d 2h").strength) == 0
    # 5-3-2 of mixed suits is the weakest hand: 4*4*4 suit choices less the 4 flushes.
    assert ranking.table().counts[value("5c 3d 2h").strength] == 60
    assert ranking.hands_beaten(value("5c 4d 2h").strength) == 60


@pytest.mark.parametrize("text", ["2c 3d", "Ac Kd Qh Js 10c 9d"])
def test_hand_sizes_outside_three_to_five_are_refused(text):
    from bragtui.core.errors import CardError
    from bragtui.core.hands import evaluate
    with pytest.raises(CardError, match="3, 4, 5 or 7 cards"):
        evaluate(parse_cards(text))
