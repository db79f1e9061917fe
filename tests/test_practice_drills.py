"""The practice drills: each question's expected answer comes from the ranking code, and marking
tells a right answer from a wrong one with a reason that names the hands."""

from random import Random

import pytest
from cli_helpers import run_brag

from bragtui.core import ranking
from bragtui.core.cards import parse_cards
from bragtui.core.factory import new_game
from bragtui.core.hands import evaluate, lowest_hand_key
from bragtui.core.practice import (
    DRILLS,
    PracticeError,
    Question,
    arrange,
    best_three,
    compare,
    exchange,
    get_drill,
    name,
)
from bragtui.core.practice.question import Choice
from bragtui.core.sethand.crash_solver import expected_points

TYPE_WORDS = ("high card", "pair", "flush", "run", "prial")


def wrong_key(question: Question) -> str:
    return next(c.key for c in question.choices if c.key != question.answer)


@pytest.mark.parametrize("drill", [d for d in DRILLS.values() if not d.picks_cards], ids=lambda d: d.name)
def test_every_family_asks_and_marks(drill):
    rng = Random(5)
    for family in drill.families:
        question = drill.ask(rng, family)
        assert question.drill == drill.name and question.family in drill.families
        assert drill.mark(question, question.answer).correct
        wrong = drill.mark(question, wrong_key(question))
        assert not wrong.correct and wrong.verdict == "Wrong" and wrong.why


def test_compare_families_set_their_traps():
    rng = Random(1)
    for _ in range(20):
        q = compare.ask(rng, "a23-vs-akq")
        winner = q.hands[int(q.answer) - 1]
        assert {c.rank for c in winner} == {14, 2, 3}
        q = compare.ask(rng, "333-vs-aaa")
        assert {c.rank for c in q.hands[int(q.answer) - 1]} == {3}
        q = compare.ask(rng, "ka2")
        assert {c.rank for c in q.hands[int(q.answer) - 1]} != {13, 14, 2}
        q = compare.ask(rng, "equal")
        assert q.answer == compare.TIE
        q = compare.ask(rng, "wild-vs-natural")
        assert q.wild != "none" and evaluate(q.hands[int(q.answer) - 1], q.wild).wilds == 0


def test_compare_wrong_answer_names_both_hand_types():
    q = Question("compare", "a23-vs-akq", "", (tuple(parse_cards("Ac Kd Qh")), tuple(parse_cards("As 2d 3h"))),
                 (Choice("1", "hand 1"), Choice("2", "hand 2"), Choice("t", "equal")), "2")
    mark = compare.mark(q, "1")
    assert not mark.correct
    assert "A-2-3 is the highest run in Brag, above A-K-Q" in mark.why
    assert "run, 3-2-A" in mark.why and "run, A-K-Q" in mark.why
    flush_run = Question("compare", "run-vs-flush", "",
                         (tuple(parse_cards("Ah 9h 4h")), tuple(parse_cards("5c 6d 7s"))),
                         (Choice("1", "hand 1"), Choice("2", "hand 2"), Choice("t", "equal")), "2")
    why = compare.mark(flush_run, "1").why
    assert "flush" in why and "run" in why


def test_compare_answers_agree_with_brag_compare(capsys):
    """Thousands of generated questions: the expected answer is the one ``brag compare`` gives."""
    rng = Random(2026)
    for _ in range(2000):
        q = compare.ask(rng)
        data = run_brag(capsys, "compare", "--json", "--wild", q.wild,
                        *(" ".join(c.text() for c in hand) for hand in q.hands)).json()
        best = data["best"]
        expected = compare.TIE if len(best) > 1 else str(best[0] + 1)
        assert q.answer == expected, q


def test_brag_compare_names_the_traps_as_the_drill_does(capsys):
    out = run_brag(capsys, "compare", "Ac Kd Qh", "As 2d 3h").out
    assert "Hand 2 wins: A-2-3 is the highest run in Brag, above A-K-Q." in out
    out = run_brag(capsys, "compare", "Kh Ad 2c", "5c 5d 9h").out
    assert "K-A-2 is no run" in out
    out = run_brag(capsys, "compare", "Ah 9h 4h", "5c 6d 7s").out
    assert "a run beats a flush in Brag" in out


def test_name_marks_the_type():
    rng = Random(3)
    for family in name.FAMILIES:
        q = name.ask(rng, family)
        kind = ranking.hand_type(ranking.strength3(*q.hands[0]))
        assert q.answer == str(kind + 1)
    q = Question("name", "run", "", (tuple(parse_cards("4c 5d 6h")),), name.CHOICES, "4")
    mark = name.mark(q, "3")
    assert not mark.correct and "It is a run" in mark.why and "not a flush" in mark.why


def test_beats_band_holds_the_exact_count():
    from bragtui.core.practice import beats

    rng = Random(4)
    for family in beats.FAMILIES:
        q = beats.ask(rng, family)
        count = ranking.hands_beaten(ranking.strength3(*q.hands[0]))
        low, high = beats.BANDS[int(q.answer) - 1]
        assert low <= count < high
        assert f"{count:,}" in q.facts[0]


def test_best_three_right_and_wrong():
    rng = Random(6)
    for family in best_three.FAMILIES:
        q = best_three.ask(rng, family)
        assert best_three.mark(q, q.answer).correct
    cards = tuple(parse_cards("10h 10s 9h 8d Qc"))
    q = Question("best-three", "over-a-pair", "", (cards,), (), (tuple(parse_cards("10h 9h 8d")),))
    assert best_three.mark(q, [parse_cards("10s 9h 8d")]).correct  # the same run, another ten
    wrong = best_three.mark(q, [parse_cards("10h 10s Qc")])
    assert not wrong.correct and "run" in wrong.why and "pair" in wrong.why
    assert "discards" in wrong.why
    assert not best_three.mark(q, [parse_cards("10h 9h")]).correct


def test_lowest_key_orders_as_the_lowest_hand_rule():
    rng = Random(7)
    from bragtui.core.cards import NATURAL_CARDS

    for _ in range(3000):
        cards = rng.sample(NATURAL_CARDS, 6)
        a, b = cards[:3], cards[3:]
        mine = exchange.lowest_key(a) < exchange.lowest_key(b)
        assert mine == (lowest_hand_key(a) < lowest_hand_key(b))


def test_exchange_chances_are_seeded_and_the_best_is_lowest():
    hand, face_up = parse_cards("2c 3d 5h"), parse_cards("Ks")[0]
    chances = exchange.lowest_chances(hand, face_up, 2, seed=9)
    assert chances == exchange.lowest_chances(hand, face_up, 2, seed=9)
    # 5-3-2 is the lowest hand there is: keeping it is lowest in every deal but ties on suits.
    assert chances[exchange.KEEP] > 0.9
    assert chances["1"] < chances[exchange.KEEP]
    q = exchange.ask(Random(8), "take-face-up")
    assert q.family == "take-face-up"
    assert q.detail["chances"][q.answer] == min(q.detail["chances"].values())


def test_exchange_wrong_answer_names_both_hands():
    q = exchange.ask(Random(8), "take-face-up")
    worse = max(q.detail["chances"], key=lambda k: (k in "123", q.detail["chances"][k]))
    mark = exchange.mark(q, worse)
    assert not mark.correct
    assert sum(word in mark.why for word in TYPE_WORDS) >= 1 and "%" in mark.why


def test_arrange_marks_against_the_solver():
    rng = Random(9)
    q = arrange.ask(rng, "prial")
    assert q.family == "prial"
    assert arrange.mark(q, q.answer).correct
    fewer = arrange.mark(q, q.answer[:1])
    assert not fewer.correct and fewer.given == f"{expected_points(q.answer[:1]):.2f} points"
    # Both figures are given (the screen shows the hands beside them).
    assert fewer.given.split()[0] in fewer.why and f"{q.detail['points']:.2f}" in fewer.why
    illegal = arrange.mark(q, [q.hands[0][:2]])
    assert not illegal.correct and "not allowed" in illegal.why


def test_an_unknown_drill_is_refused_in_one_line():
    with pytest.raises(PracticeError, match="no drill called 'poker'"):
        get_drill("poker")


def test_exchange_results_are_what_bastard_brag_deals_out():
    """Each exchange the drill offers leaves the hand the Bastard Brag controller leaves."""
    from bragtui.core.cards import cards_text
    from bragtui.core.rules import load_rules

    rules = load_rules("bastard")
    rng = Random(11)
    for _ in range(5):
        cards = rng.sample(range(52), 12)
        hand, others, centre = parse_cards(cards_text(cards[:3])), cards[3:9], parse_cards(cards_text(cards[9:]))
        down, face_up = centre[:2], centre[2]
        for choice in exchange.choices_for(hand, face_up):
            if choice.key == exchange.KEEP:
                continue
            game = new_game("bastard", ["You", "Bob", "Cy"], rules, dealer=2, seed=1)
            game.start_hand({"You": cards_text(hand), "Bob": cards_text(others[:3]), "Cy": cards_text(others[3:])},
                            cards_text(centre))
            give = hand[(int(choice.key) - 1) % 3] if choice.key != exchange.SWAP else None
            words = {"1": f"take {face_up} give {give}", "4": f"take @1 give {give}"}
            verb = "swap show " + str(hand[0]) if give is None else words["1" if choice.key in "123" else "4"]
            game.act(f"You {verb}")
            after = sorted(game.view(0).cards)
            assert after == sorted(exchange.hand_after(choice.key, hand, face_up, down)), choice
