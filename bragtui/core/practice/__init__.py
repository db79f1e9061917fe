"""Practice drills: question generators whose answers are marked by the real ranking code.

Each drill module offers ``ask(rng, family)`` and ``mark(question, answer)``; :data:`DRILLS`
holds them by name. The progress kept between sessions and the scheduling of question
families are in :mod:`bragtui.store.progress` and
:mod:`bragtui.core.practice.schedule`.
"""

from __future__ import annotations

from random import Random

from bragtui.core.errors import BragError
from bragtui.core.practice import arrange, beats, best_three, compare, exchange, name, teen_patti
from bragtui.core.practice.question import Choice, Drill, Mark, Question

DRILLS: dict[str, Drill] = {
    module.NAME: Drill(module.NAME, title, module.FAMILIES, module.ask, module.mark, picks, module is not teen_patti)
    for module, title, picks in (
        (compare, "Which hand wins?", False),
        (name, "Name the hand", False),
        (best_three, "Keep the best three", True),
        (beats, "How many hands does it beat?", False),
        (exchange, "Bastard Brag exchanges", False),
        (arrange, "Crash arrangements", True),
        (teen_patti, "Teen Patti: which hand wins?", False),
    )
}
"""Every drill, by name, in the order they are offered."""

MIXED = "mixed"
"""Not a drill: questions from every drill, the family most overdue first."""


class PracticeError(BragError):
    """A drill that does not exist, or a progress file that cannot be used."""


def get_drill(name: str) -> Drill:
    """The drill called ``name``, or a one-line refusal listing the drills."""
    try:
        return DRILLS[name]
    except KeyError:
        raise PracticeError(f"no drill called {name!r}: choose one of {', '.join(DRILLS)} "
                            f"(or {MIXED})") from None


def card_key(drill: str, family: str) -> str:
    """The name a question family is scheduled under, e.g. ``compare/a23-vs-akq``."""
    return f"{drill}/{family}"


VARIANT_DRILLS: dict[tuple[str, str], str] = {("compare", "teen-patti"): teen_patti.NAME}
"""The drills of another game's order, by the drill and the variant (``--drill compare --variant
teen-patti``)."""


def drill_for(drill: str, variant: str | None) -> str:
    """The drill to practise for ``drill`` under ``variant`` (Brag's order when ``None``)."""
    if variant is None or variant == "three-card":
        return drill
    found = VARIANT_DRILLS.get((drill, variant))
    if found is None:
        offered = ", ".join(f"--drill {d} --variant {v}" for d, v in VARIANT_DRILLS)
        raise PracticeError(f"no {drill} drill for {variant}: the drills are in Brag's order, or {offered}")
    return found


def every_card_key(mixed: bool = False) -> list[str]:
    """Every question family of every drill (with ``mixed``, of those asked in mixed practice), as
    scheduled."""
    return [card_key(d.name, f) for d in DRILLS.values() if d.in_mixed or not mixed for f in d.families]


def ask(drill: str, rng: Random, family: str | None = None) -> Question:
    """A question of ``drill`` (and ``family``, if given)."""
    return get_drill(drill).ask(rng, family)


__all__ = [
    "DRILLS",
    "MIXED",
    "VARIANT_DRILLS",
    "Choice",
    "Drill",
    "Mark",
    "PracticeError",
    "Question",
    "ask",
    "card_key",
    "drill_for",
    "every_card_key",
    "get_drill",
]
