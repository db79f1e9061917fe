"""Practice in the app, driven by keys: each drill marks a right answer right and a wrong one wrong,
with a reason naming the hands; what is missed comes back sooner; stray keys do nothing."""

from itertools import combinations

from app_helpers import press, screen_name, screen_text

from bragtui.app.practice.session import PracticeSession
from bragtui.app.practice_app import PracticeApp
from bragtui.core import ranking
from bragtui.core.hands import evaluate
from bragtui.store.progress import Progress

SIZE = (80, 24)


def practice_app(tmp_path, drill, seed=1, **options):
    session = PracticeSession(Progress(tmp_path / "practice.sqlite3"), drill, seed=seed, **options)
    return PracticeApp(session, start_drill=drill != "menu"), session


def type_of(cards):
    return ranking.TYPE_NAMES[ranking.hand_type(ranking.strength3(*cards))]


def missed_comes_back_sooner(session, right, missed):
    """The family answered wrong is due before the one answered right."""
    assert right.family != missed.family
    progress = session.progress
    assert progress.due_at(missed.drill, missed.family) < progress.due_at(right.drill, right.family)


def wrong_choice(question):
    return next(c.key for c in question.choices if c.key != question.answer)


async def test_compare_right_then_wrong(tmp_path):
    app, session = practice_app(tmp_path, "compare")
    async with app.run_test(size=SIZE) as pilot:
        first = session.question
        assert first.family == "a23-vs-akq"
        text = screen_text(app)
        assert "Which hand wins?" in text and "Hand 1" in text and "Hand 2" in text
        await press(pilot, first.answer)
        assert "Correct" in screen_text(app) and "1 of 1 right" in screen_text(app)
        await press(pilot, "enter")
        second = session.question
        assert second is not first and session.mark is None
        key = wrong_choice(second)
        await press(pilot, key)
        text = screen_text(app)
        assert "Wrong" in text and "3-3-3 is the best hand in Brag, above A-A-A" in text
        if key != "t":
            for hand in (second.hands[int(second.answer) - 1], second.hands[int(key) - 1]):
                assert evaluate(hand).type_name in text.lower()
        # The family missed comes back sooner than the one answered right.
        progress = session.progress
        assert progress.due_at("compare", second.family) < progress.due_at("compare", first.family)


async def test_compare_stray_and_repeated_keys(tmp_path):
    app, session = practice_app(tmp_path, "compare")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "x")
        assert "x is not an answer here" in screen_text(app) and session.answered == 0
        question = session.question
        await press(pilot, question.answer, question.answer, wrong_choice(question))
        assert session.answered == 1 and session.mark.correct
        assert session.progress.stats()["answered"] == 1
        await press(pilot, "n")
        assert session.question is not question
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert "Make the window larger" in screen_text(app)
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        await press(pilot, "q")
    assert app.return_code in (None, 0)


async def test_name_right_and_wrong(tmp_path):
    app, session = practice_app(tmp_path, "name")
    async with app.run_test(size=SIZE) as pilot:
        first = session.question
        await press(pilot, first.answer)
        assert "Correct" in screen_text(app)
        await press(pilot, "enter")
        question = session.question
        key = wrong_choice(question)
        await press(pilot, key)
        text = screen_text(app)
        assert "Wrong" in text
        assert f"It is a {type_of(question.hands[0])}" in text
        assert f"not a {question.choice_label(key)}" in text
        missed_comes_back_sooner(session, first, question)


async def test_beats_right_and_wrong(tmp_path):
    app, session = practice_app(tmp_path, "beats")
    async with app.run_test(size=SIZE) as pilot:
        first = session.question
        await press(pilot, first.answer)
        assert "Correct" in screen_text(app)
        await press(pilot, "enter")
        question = session.question
        await press(pilot, wrong_choice(question))
        text = screen_text(app)
        beaten = ranking.hands_beaten(ranking.strength3(*question.hands[0]))
        assert "Wrong" in text and f"{beaten:,}" in text and type_of(question.hands[0]) in text
        missed_comes_back_sooner(session, first, question)


def _keys_for(cards, picked, keys):
    return [keys[list(cards).index(card)] for card in picked]


async def test_best_three_right_and_wrong(tmp_path):
    app, session = practice_app(tmp_path, "best-three")
    async with app.run_test(size=SIZE) as pilot:
        question = first = session.question
        cards = question.hands[0]
        await press(pilot, "enter")
        assert "Pick three cards first" in screen_text(app) and session.answered == 0
        await press(pilot, *_keys_for(cards, question.answer[0], "12345"), "enter")
        assert "Correct" in screen_text(app)
        await press(pilot, "enter")
        question = session.question
        cards = question.hands[0]
        best = evaluate(cards)
        worse = next(three for three in combinations(cards, 3) if ranking.strength3(*three) < best.strength)
        await press(pilot, *_keys_for(cards, worse, "12345"), "backspace",
                    *_keys_for(cards, worse[-1:], "12345"), "enter")
        text = screen_text(app)
        assert "Wrong" in text and "discards" in text
        assert best.type_name in text and type_of(worse) in text
        missed_comes_back_sooner(session, first, question)


async def test_exchange_right_and_wrong(tmp_path):
    app, session = practice_app(tmp_path, "exchange", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        question = first = session.question
        assert "Your hand" in screen_text(app) and "Centre" in screen_text(app)
        await press(pilot, question.answer)
        assert "Correct" in screen_text(app) and "best" in screen_text(app)
        await press(pilot, "enter")
        question = session.question
        chances = question.detail["chances"]
        worst = max(chances, key=chances.get)
        await press(pilot, worst)
        text = screen_text(app)
        assert "Wrong" in text and f"{100 * chances[worst]:.1f}%" in text and "seeded deals" in text
        assert any(word in text for word in ("high card", "pair", "run", "flush", "prial"))
        missed_comes_back_sooner(session, first, question)


async def test_arrange_right_and_wrong(tmp_path):
    app, session = practice_app(tmp_path, "arrange", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        question = first = session.question
        cards = question.hands[0]
        keys = "abcdefghijklm"
        # h picks a card here, so the rankings are not offered on it until the answer is in.
        assert "Rankings" not in screen_text(app)
        for hand in question.answer:
            await press(pilot, *_keys_for(cards, hand, keys))
        await press(pilot, "enter")
        assert "Correct" in screen_text(app) and "Rankings" in screen_text(app)
        await press(pilot, "enter")
        question = session.question
        cards = question.hands[0]
        top = question.answer[0]
        await press(pilot, *_keys_for(cards, top, keys), "enter")
        text = screen_text(app)
        assert "Wrong" in text and "points" in text
        assert type_of(top) in text.lower()
        assert all(type_of(hand) in text.lower() for hand in question.answer)
        missed_comes_back_sooner(session, first, question)


async def test_a_timed_round_stops_taking_answers(tmp_path):
    now = [0.0]
    app, session = practice_app(tmp_path, "name", timed=60, clock=lambda: now[0])
    async with app.run_test(size=SIZE) as pilot:
        assert "1:00 left" in screen_text(app)
        await press(pilot, session.question.answer, "enter")
        now[0] = 61.0
        await press(pilot, session.question.answer)
        assert session.answered == 1 and "Time is up" in screen_text(app)


async def test_the_menu_opens_a_drill_and_the_progress(tmp_path):
    app, session = practice_app(tmp_path, "mixed")
    app.start_drill = False
    async with app.run_test(size=SIZE) as pilot:
        assert screen_name(app) == "PracticeHome"
        await press(pilot, "p")
        assert "nothing yet" in screen_text(app)
        await press(pilot, "q", "m")
        assert screen_name(app) == "QuestionScreen" and "Mixed practice" in screen_text(app)
        await press(pilot, "q")
        await press(pilot, "z")
        assert "z is not on the menu" in screen_text(app)
        await press(pilot, "2")
        assert screen_name(app) == "QuestionScreen" and session.drill == "name"
        await press(pilot, session.question.answer, "q", "p")
        assert screen_name(app) == "ProgressScreen"
        assert "Right answers per day" in screen_text(app) and "name/" in screen_text(app)
        await press(pilot, "t", "f")
        text = screen_text(app)
        assert "Median answer time per day" in text and "family, weakest first" in text
        assert f"name/{session.question.family}" in text
        await press(pilot, "q")
        assert screen_name(app) == "PracticeHome" and "1 of 1 right" in screen_text(app)
        await press(pilot, "q")
    assert app.return_code in (None, 0)


async def test_the_setup_screen_opens_practice(tmp_path, monkeypatch):
    from bragtui.app import make_app
    from bragtui.core.rules import load_rules

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    app = make_app(None, rules_for={"three-card": load_rules("three-card")}, saved=[])
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "ctrl+p")
        assert screen_name(app) == "PracticeHome"
        await press(pilot, "q")
        assert screen_name(app) == "SetupScreen"


async def test_a_corrupt_progress_file_is_reported_in_the_app(tmp_path):
    (tmp_path / "practice.sqlite3").write_bytes(b"not a database at all" * 100)
    app, session = practice_app(tmp_path, "name")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "could not be read" in session.progress.notice
        assert "could not be read" in screen_text(app) and "moved to" in screen_text(app)
        await press(pilot, session.question.answer)
        assert "could not be read" not in screen_text(app) and session.progress.stats()["answered"] == 1


async def test_an_answer_that_cannot_be_written_is_not_marked(tmp_path):
    app, session = practice_app(tmp_path, "name")
    async with app.run_test(size=SIZE) as pilot:
        session.progress.connection.execute("PRAGMA query_only = ON")  # as a full or read-only disk would
        await press(pilot, session.question.answer)
        assert "cannot write to the practice progress file" in screen_text(app)
        assert session.mark is None and session.answered == 0
        session.progress.connection.execute("PRAGMA query_only = OFF")
        await press(pilot, session.question.answer)
        assert "Correct" in screen_text(app) and session.progress.stats()["answered"] == 1
