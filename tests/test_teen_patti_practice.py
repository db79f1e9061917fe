"""``brag practice --drill compare --variant teen-patti``: questions in Teen Patti's order, marked and
explained in its words; the drill is asked by name, never in mixed practice."""

import random

import pytest
from app_helpers import press, screen_text
from cli_helpers import run_brag

from bragtui.app.practice.session import PracticeSession
from bragtui.app.practice_app import PracticeApp
from bragtui.core.practice import DRILLS, PracticeError, drill_for, every_card_key
from bragtui.core.practice import teen_patti as drill
from bragtui.core.teen_patti.hand_order import HandOrder
from bragtui.store.progress import Progress


@pytest.mark.parametrize("family", drill.FAMILIES)
def test_every_family_is_answered_by_teen_patti_s_order(family):
    rng = random.Random(7)
    for _ in range(20):
        question = drill.ask(rng, family)
        assert question.family == family and 2 <= len(question.hands) <= 4
        order = HandOrder(question.detail["a23"], question.detail["low"],
                          drill.AK47 if question.detail["ak47"] else frozenset())
        scores = [order.value(hand).score for hand in question.hands]
        best = [i for i, score in enumerate(scores) if score == max(scores)]
        assert question.answer == ("t" if len(best) > 1 else str(best[0] + 1))
        assert drill.mark(question, question.answer).correct
        wrong = next(c.key for c in question.choices if c.key != question.answer)
        assert not drill.mark(question, wrong).correct


def test_aces_beat_threes_in_teen_patti():
    question = drill.ask(random.Random(1), "aaa-vs-333")
    aces = next(i for i, hand in enumerate(question.hands) if hand[0].rank == 14)
    assert question.answer == str(aces + 1)
    assert drill.mark(question, question.answer).why.endswith("both are trails: A-A-A beats 3-3-3")


def test_the_a23_question_says_where_a23_ranks():
    rng = random.Random(2)
    prompts = {drill.ask(rng, "a23").prompt for _ in range(30)}
    assert prompts == {f"Teen Patti: which hand wins? ({words})" for words in drill.A23_WORDS.values()}


def test_muflis_questions_say_so_and_low_wins():
    question = drill.ask(random.Random(3), "muflis")
    assert "muflis: the lowest hand wins" in question.prompt
    assert "in muflis the lower hand wins" in drill.mark(question, question.answer).why


def test_the_drill_is_asked_by_name_only():
    assert DRILLS["teen-patti"].in_mixed is False
    assert not [key for key in every_card_key(mixed=True) if key.startswith("teen-patti/")]
    assert drill_for("compare", "teen-patti") == "teen-patti" and drill_for("compare", None) == "compare"
    with pytest.raises(PracticeError, match="no name drill for teen-patti"):
        drill_for("name", "teen-patti")


def test_practice_refuses_a_drill_teen_patti_has_not(capsys):
    result = run_brag(capsys, "practice", "--drill", "beats", "--variant", "teen-patti")
    assert result.status == 2 and "no beats drill for teen-patti" in result.err
    result = run_brag(capsys, "practice", "--variant", "teen-patti")
    assert result.status == 2 and "--variant goes with --drill" in result.err


async def test_the_drill_in_the_app_shows_every_hand_and_explains(tmp_path):
    session = PracticeSession(Progress(tmp_path / "practice.sqlite3"), "teen-patti", seed=5)
    app = PracticeApp(session, start_drill=True)
    async with app.run_test(size=(80, 24)) as pilot:
        question = session.question
        text = screen_text(app)
        assert "Teen Patti: which hand wins?" in text and "Hand 1" in text and "Hand 2" in text
        await press(pilot, question.answer)
        text = screen_text(app)
        assert "Correct" in text and "1 of 1 right" in text
        assert any(name in text.lower() for name in ("trail", "sequence", "colour", "pair", "high card"))
