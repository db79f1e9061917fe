"""One lesson: a hand history shipped in the package, with a step for each of the learner's moves.

A lesson file is a ``brag-history/1`` file (a game's setup and every action, the
computer players' too) whose keys beginning with ``_`` (which the hand-history
reader passes over) hold the teaching: the lesson's title and what it is about,
the drill to practise after it (``_drill_variant`` when it is practised in another game's order),
and in each ``[[hand]]`` one step for each of the
learner's actions, in order (the key to press and a line or two saying what is
happening), then ``_end``, the words shown once the hand is over (where Enter
goes on).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from importlib.resources import files
from typing import Any

from bragtui.app.families import FAMILIES, family_of
from bragtui.core.actions import Action, parse_action, split_action
from bragtui.core.errors import BragError
from bragtui.core.game import Game
from bragtui.core.history import load_document, parse_history
from bragtui.core.variants import family_name, get_variant, title_of


class LessonError(BragError):
    """A lesson file that cannot be played as written (a fault of the package, caught by its tests)."""


KEY_NAMES = {"enter": "Enter", "escape": "Esc", "space": "Space"}
"""How a key is named in a hint (a letter is named as itself)."""


def key_name(key: str) -> str:
    """A key as a learner reads it: ``l``, ``Enter``."""
    return KEY_NAMES.get(key, key)


@dataclass(frozen=True)
class Step:
    """One thing the learner does: the key that does it, what is happening, and the hint after a
    wrong key."""

    key: str
    """The key, or the keys in order separated by spaces (``"1 a x"``: a card of yours, a centre
    card, then the exchange), each judged on the learner's own screen."""
    say: str
    hint: str
    then: tuple[str, ...] = ()
    """Keys pressed after the last of ``key`` in the dialog it opens (an amount typed, then Enter)."""
    part: bool = False
    """A step on the way to a move, not a move (a hand formed before the hands are set): done once
    its keys are pressed."""

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(self.key.split())

    @classmethod
    def read(cls, entry: object, where: str) -> Step:
        if not isinstance(entry, Mapping) or not isinstance(entry.get("key"), str) \
                or not isinstance(entry.get("say"), str):
            raise LessonError(f"{where}: a step needs a key and what to say")
        hint = entry.get("hint") or f"Not that key here: press {', then '.join(map(key_name, entry['key'].split()))}."
        then = entry.get("then", ())
        if not isinstance(then, list | tuple) or not all(isinstance(key, str) for key in then):
            raise LessonError(f"{where}: 'then' must be a list of keys")
        return cls(entry["key"], " ".join(entry["say"].split()), " ".join(str(hint).split()), tuple(then),
                   entry.get("part") is True)


@dataclass(frozen=True)
class LessonHand:
    """One deal of a lesson: the cards, every action in order, the learner's steps and the closing words."""

    entry: Mapping[str, Any]
    """The ``[[hand]]`` table as read (its deal, centre and actions)."""
    actions: tuple[str, ...]
    steps: tuple[Step, ...]
    end: Step

    def start(self, game: Game) -> None:
        """Deal this hand's fixed cards."""
        game.start_hand(self.entry.get("deal"), self.entry.get("centre"))


@dataclass(frozen=True)
class Lesson:
    """A guided game: its hands, the learner's seat, and what to practise afterwards."""

    key: str
    family: str
    title: str
    about: str
    drill: str
    """The practice drill suggested at the end (``brag practice --drill NAME``)."""
    practise: str
    """Why that drill, in a sentence."""
    learner: int
    document: Mapping[str, Any]
    hands: tuple[LessonHand, ...]
    drill_variant: str | None = None
    """The game whose order the drill is practised in (``--variant``), when not Brag's."""

    def new_game(self) -> Game:
        """The lesson's game before its first deal (its players, rules and computer seats)."""
        game = load_document({**self.document, "hand": []}, f"lesson {self.key}")
        return game

    @property
    def learner_name(self) -> str:
        """The name the learner plays under (the table and its log call them by it)."""
        return str(self.document["players"][self.learner])

    @property
    def drill_command(self) -> str:
        variant = f" --variant {self.drill_variant}" if self.drill_variant else ""
        return f"brag practice --drill {self.drill}{variant}"


def read_lesson(key: str, family: str, text: str) -> Lesson:
    """A lesson from its file's text; every step is checked against the learner's actions."""
    document = parse_history(text, f"lesson {key}")
    players = document.get("players", [])
    learner_name = document.get("_learner", players[0] if players else "")
    if learner_name not in players:
        raise LessonError(f"lesson {key}: the learner {learner_name!r} is not one of the players")
    hands = tuple(_read_hand(key, number, entry, learner_name, players)
                  for number, entry in enumerate(document.get("hand", []), start=1))
    if not hands:
        raise LessonError(f"lesson {key}: no [[hand]]")
    for name in ("_title", "_about", "_drill", "_practise"):
        if not isinstance(document.get(name), str):
            raise LessonError(f"lesson {key}: {name} must be text")
    drill_variant = document.get("_drill_variant")
    if drill_variant is not None and not isinstance(drill_variant, str):
        raise LessonError(f"lesson {key}: _drill_variant must be text")
    return Lesson(key, family, document["_title"], " ".join(document["_about"].split()), document["_drill"],
                  " ".join(document["_practise"].split()), players.index(learner_name), document, hands,
                  drill_variant)


def _read_hand(key: str, number: int, entry: Mapping[str, Any], learner: str,
               players: Sequence[str]) -> LessonHand:
    where = f"lesson {key}, hand {number}"
    actions = tuple(entry.get("actions", ()))
    names = sorted(players, key=len, reverse=True)
    mine = sum(split_action(text, names)[0] == learner for text in actions)
    steps = tuple(Step.read(step, f"{where}, step {index}")
                  for index, step in enumerate(entry.get("_steps", ()), start=1))
    moves = sum(not step.part for step in steps)
    if moves != mine or (steps and steps[-1].part):
        raise LessonError(f"{where}: {moves} steps for the learner's {mine} actions")
    end = Step.read({"key": "enter", "say": entry.get("_end", ""), "hint": "Press Enter to go on."},
                    f"{where}, its end")
    return LessonHand(entry, actions, steps, end)


def expected_action(game: Game, text: str) -> Action:
    """The typed action a scripted line stands for in ``game``."""
    return parse_action(text, game.players, get_variant(game.variant).verbs)


def family_lessons(variant: str) -> tuple[Lesson, ...]:
    """The lessons of the family playing ``variant``, in the order they are taught."""
    family = family_name(variant)
    package = FAMILIES[family]
    folder = files(import_module(package).__name__).joinpath("lessons")
    return tuple(read_lesson(name, family, folder.joinpath(f"{name}.toml").read_text(encoding="utf-8"))
                 for name in family_of(variant).lessons)


def lessons_title(lessons: Sequence[Lesson]) -> str:
    """The games a family's lessons play, by title: one game, or several (the set-hand games' lessons
    play Seven, Nine Card Brag and Crash) named together."""
    titles = list(dict.fromkeys(title_of(lesson.document["variant"]) for lesson in lessons))
    return titles[0] if len(titles) == 1 else ", ".join(titles[:-1]) + " and " + titles[-1]
