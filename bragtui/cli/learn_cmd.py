"""``brag learn``: guided first games, one lesson list per family of games."""

from __future__ import annotations

import click

from bragtui.cli.rules_cmd import VariantChoice
from bragtui.core.errors import BragError


class NoLessons(BragError):
    """A family with no lessons yet."""


@click.command("learn")
@click.option("--variant", "-v", type=VariantChoice(), default="three-card", show_default=True,
              help="Whose lessons: the family of games this variant belongs to.")
@click.option("--pause", type=click.FloatRange(0, 10), default=0.8, show_default=True, metavar="SECONDS",
              help="How long a computer player's move stays on the table before it is made.")
@click.option("--ascii", is_flag=True, help="Draw suits as letters (c d h s) instead of symbols.")
def learn_command(variant: str, pause: float, ascii: bool) -> None:
    """Learn a game by playing it: short guided hands, a step at a time.

    Each lesson is a real hand on the real rules, dealt from fixed cards; every
    step says what is happening and which key to press. Lessons finished are
    marked in the list and kept in your data folder beside your practice
    progress; each one ends by naming the drill to practise next.
    """
    from bragtui.app.learn.learn_app import LessonApp
    from bragtui.app.learn.lesson import family_lessons, lessons_title
    from bragtui.core.variants import REGISTRY, family_name
    from bragtui.store.folders import lessons_path
    from bragtui.store.lessons import LessonsDone

    lessons = family_lessons(variant)
    if not lessons:
        with_lessons = [key for key in REGISTRY if family_name(key) != family_name(variant)
                        and _has_lessons(key)]
        raise NoLessons(f"--variant {variant}: no lessons for this game yet; lessons exist for "
                        + ", ".join(with_lessons))
    done = LessonsDone(lessons_path())
    title = lessons_title(lessons)
    LessonApp(title, lessons, done, ascii=ascii, pause=pause).run()
    finished = len(done.done(lessons[0].family) & {lesson.key for lesson in lessons})
    click.echo(f"{finished} of {len(lessons)} lessons done; kept in {lessons_path()}")


def _has_lessons(variant: str) -> bool:
    from bragtui.app.families import family_of

    return bool(family_of(variant).lessons)
