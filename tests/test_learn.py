"""``brag learn``: every lesson played through by its keys, and with a wrong key at each step."""

from __future__ import annotations

import pytest
from app_helpers import screen_lines, screen_name, screen_text
from learn_helpers import lesson_app, play_lesson, until_step

from bragtui.app.learn.lesson import LessonError, expected_action, family_lessons, read_lesson
from bragtui.store.lessons import LessonsDone

THREE_CARD = family_lessons("three-card")
FAMILY_VARIANTS = ("three-card", "bastard", "crash", "draw", "casino", "teen-patti")
"""A variant of each family with lessons."""
BY_FAMILY = {variant: family_lessons(variant) for variant in FAMILY_VARIANTS}
EVERY_LESSON = [lesson for lessons in BY_FAMILY.values() for lesson in lessons]


def test_three_card_has_the_lessons_the_game_needs():
    assert [lesson.key for lesson in THREE_CARD] == ["ante", "betting", "blind", "stake", "seeing", "ties",
                                                     "alone", "pack"]


@pytest.mark.parametrize("lesson", EVERY_LESSON, ids=lambda lesson: f"{lesson.family}-{lesson.key}")
def test_a_lesson_is_a_real_game_that_ends(lesson):
    """The script is legal on the real engine and every hand ends."""
    game = lesson.new_game()
    for hand in lesson.hands:
        hand.start(game)
        for text in hand.actions:
            game.apply(expected_action(game, text))
        assert game.hand_over


@pytest.mark.parametrize("wrong", [False, True], ids=["right-keys", "wrong-key-each-step"])
@pytest.mark.parametrize("lesson", EVERY_LESSON, ids=lambda lesson: f"{lesson.family}-{lesson.key}")
async def test_each_lesson_played_through_by_its_keys(lesson, wrong):
    lessons = next(found for found in BY_FAMILY.values() if lesson in found)
    done = LessonsDone(None)
    app = lesson_app(lessons, done)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app) == "LessonListScreen"
        seen = await play_lesson(app, pilot, lesson, wrong=wrong)
        # Each step seen (an ending may ask for Enter more than once: Crash turns its positions up).
        steps = [say for index, say in enumerate(seen) if index == 0 or seen[index - 1] != say]
        assert len(steps) == sum(len(hand.steps) + 1 for hand in lesson.hands)
        assert screen_name(app) == "LessonDoneScreen"
        text = screen_text(app)
        assert lesson.drill_command in text
        assert done.done(lesson.family) == {lesson.key}
        await pilot.press("enter")
        await pilot.pause()
        assert screen_name(app) == "LessonListScreen"
        assert f"1 of {len(lessons)} done" in screen_text(app)


def test_a_step_for_every_move_of_the_learner():
    text = (THREE_CARD[0].document and
            'format = "brag-history/1"\nvariant = "three-card"\nplayers = ["You", "Ada"]\ndealer = "Ada"\n'
            '_title = "t"\n_about = "a"\n_drill = "name"\n_practise = "p"\n'
            '[[hand]]\nactions = ["You look", "You bet 1"]\n_steps = [{ key = "l", say = "look" }]\n')
    with pytest.raises(LessonError, match="1 steps for the learner's 2 actions"):
        read_lesson("bad", "brag", text)


def test_lessons_done_are_kept_beside_the_practice_progress(tmp_path):
    from bragtui.store.folders import lessons_path, progress_path

    assert lessons_path().parent == progress_path().parent
    path = tmp_path / "lessons.json"
    done = LessonsDone(path)
    done.mark("brag", "ante")
    done.mark("brag", "ante")
    again = LessonsDone(path)
    assert again.done("brag") == {"ante"} and again.done("bastard") == frozenset()
    path.write_text("not json", encoding="utf-8")
    broken = LessonsDone(path)
    assert broken.done("brag") == frozenset() and "cannot be read" in broken.notice


async def test_the_list_marks_lessons_done_and_says_what_a_wrong_key_does():
    done = LessonsDone(None)
    done.mark("brag", "seeing")
    app = lesson_app(THREE_CARD, done)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "✓ Seeing" in text and "1 of 8 done" in text
        await pilot.press("9")
        await pilot.pause()
        assert "9 is not a lesson: press 1 to 8, or q to quit." in screen_text(app)
        assert screen_name(app) == "LessonListScreen"


def test_brag_learn_says_which_games_have_lessons(capsys):
    from cli_helpers import run_brag

    result = run_brag(capsys, "learn", "--variant", "dealers-choice")
    assert result.status == 2
    assert result.err.startswith("brag learn: --variant dealers-choice: no lessons for this game yet; "
                                 "lessons exist for ")
    assert "three-card" in result.err and "Traceback" not in result.err


@pytest.mark.parametrize("lesson", EVERY_LESSON, ids=lambda lesson: f"{lesson.family}-{lesson.key}")
def test_each_lesson_names_a_drill_that_exists(lesson):
    from bragtui.core.practice import DRILLS, MIXED, drill_for

    assert lesson.drill in (*DRILLS, MIXED)
    drill_for(lesson.drill, lesson.drill_variant)  # the drill exists in that game's order
    variant = f" --variant {lesson.drill_variant}" if lesson.drill_variant else ""
    assert lesson.drill_command == f"brag practice --drill {lesson.drill}{variant}"


async def test_lessons_one_after_another_in_one_sitting():
    done = LessonsDone(None)
    app = lesson_app(THREE_CARD, done)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for lesson in THREE_CARD[:3]:
            await play_lesson(app, pilot, lesson, wrong=False)
            assert screen_name(app) == "LessonDoneScreen"
            await pilot.press("enter")
            await pilot.pause()
        assert done.done("brag") == {"ante", "betting", "blind"}
        assert "3 of 8 done" in screen_text(app)
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code in (None, 0)


async def test_a_steps_keys_arriving_at_once_each_judged_once():
    """Keys typed faster than the screen takes them (one read of the terminal) make the step's
    move: a key coming back from the screen is not judged again against the next key's place."""
    from textual import events

    lessons = BY_FAMILY["bastard"]
    app = lesson_app(lessons, LessonsDone(None))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("1")
        step = await until_step(app, pilot)
        assert step is not None and step.keys == ("3", "c", "x")
        before = app.source.position
        for key in step.keys:
            app.post_message(events.Key(key, key))
        await pilot.pause()
        await pilot.pause()
        assert app.source.position != before
        assert step.hint not in screen_text(app)


def test_a_family_whose_lessons_play_several_games_is_titled_by_them_all():
    from bragtui.app.learn.lesson import family_lessons, lessons_title

    assert lessons_title(family_lessons("nine-card")) == \
        "Seven Card Brag, Nine Card Brag and Crash (Thirteen-Card Brag)"
    assert lessons_title(family_lessons("three-card")) == "Three Card Brag"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("variant", FAMILY_VARIANTS)
async def test_a_lesson_that_wraps_goes_on_under_its_title(variant, size):
    lessons = BY_FAMILY[variant]
    app = lesson_app(lessons, LessonsDone(None))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        lines = screen_lines(app)
        wrapped = 0
        starts = [next(index for index, line in enumerate(lines) if f"{lesson.title}:" in line) for lesson in lessons]
        count = next(index for index, line in enumerate(lines) if " done. Press a lesson's number" in line)
        for lesson, at, after in zip(lessons, starts, [*starts[1:], count], strict=True):
            column = lines[at].index(f"{lesson.title}:")
            for line in lines[at + 1:after]:
                if line.strip():
                    assert len(line) - len(line.lstrip()) == column, (lesson.title, line)
                    wrapped += 1
        assert wrapped or size == (120, 40)


async def test_a_click_on_a_lessons_number_plays_it():
    app = lesson_app(THREE_CARD, LessonsDone(None))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#number-2", offset=(1, 0))
        await until_step(app, pilot)
        assert screen_name(app) != "LessonListScreen" and app.lesson is THREE_CARD[1]
