"""Playing a lesson of ``brag learn`` in the app by its keys, right ones and wrong ones."""

from __future__ import annotations

from app_helpers import screen_name, screen_text

from bragtui.app.learn.learn_app import LessonApp
from bragtui.store.lessons import LessonsDone

WRONG_KEYS = ("f", "x", "m")
"""Keys tried as the wrong one at a step (the first that is not the step's)."""
PRIVATE_SCREENS = ("SideshowScreen",)
"""Screens a lesson shows between steps, for the learner alone, that say themselves to press Enter
(Teen Patti's sideshow: the two hands compared)."""


def lesson_app(lessons, done=None, clock=None):
    from clock_helpers import ManualClock

    return LessonApp("Three Card Brag", lessons, done or LessonsDone(None), pause=0.0,
                     clock=clock or ManualClock())


async def until_step(app, pilot, wrong=False):
    """Let the scripted computers play until the learner has a step (or the lesson is done); a
    private screen on the way is passed by Enter (with ``wrong``, after a key that must not pass it)."""
    for _ in range(200):
        await pilot.pause()
        if screen_name(app) == "LessonDoneScreen":
            return None
        if screen_name(app) in PRIVATE_SCREENS:
            assert "Press Enter to go on" in screen_text(app)
            if wrong:
                await pilot.press(WRONG_KEYS[0])
                await pilot.pause()
                assert screen_name(app) in PRIVATE_SCREENS
            await pilot.press("enter")
            continue
        step = app.step()
        if step is not None and screen_name(app) != "ComputerTurnScreen":
            return step
        await app.workers.wait_for_complete()
    raise AssertionError(f"the lesson never came to a step (on {screen_name(app)})")


async def play_lesson(app, pilot, lesson, *, wrong: bool) -> list[str]:
    """Play ``lesson`` (chosen from the list by its number) to its end; with ``wrong``, a wrong key
    first at every step, whose hint must show and change nothing. Returns each step's words seen."""
    number = app.lessons.index(lesson) + 1
    await pilot.press(str(number))
    seen = []
    while True:
        step = await until_step(app, pilot, wrong)
        if step is None:
            return seen
        text = screen_text(app)
        assert " ".join(step.say.split())[:60] in text, (lesson.key, step.say, text)
        seen.append(step.say)
        if wrong:
            key = next(k for k in WRONG_KEYS if k not in step.keys)
            before = (app.game.view(None), app.source.position, screen_name(app))
            await pilot.press(key)
            await pilot.pause()
            assert (app.game.view(None), app.source.position, screen_name(app)) == before
            assert step.hint in screen_text(app), (lesson.key, step.hint, screen_text(app))
        for key in step.keys:
            await pilot.press(key)
            await pilot.pause()
        for key in step.then:
            await pilot.pause()
            await pilot.press(key)
