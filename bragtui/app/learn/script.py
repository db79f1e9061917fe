"""A lesson being played: which hand, which action comes next, and the step the learner is at.

:class:`LessonSource` is the app's game source during a lesson: the game is the
real engine's, held here as at a hot-seat table, but each hand is dealt from the
lesson's fixed cards and only the scripted action is taken: any other is refused
with the step's hint, and the game is unchanged.
"""

from __future__ import annotations

from typing import Any

from bragtui.app.learn.lesson import Lesson, LessonHand, Step, expected_action
from bragtui.app.source import LocalSource
from bragtui.core.actions import Action, action_text
from bragtui.core.errors import BragError
from bragtui.core.game import Game


class NotThisStep(BragError):
    """A move the lesson does not take here; its message is the step's hint."""


class LessonSource(LocalSource):
    """The lesson's game: dealt from the lesson's hands, moved on only by the scripted actions."""

    def __init__(self, lesson: Lesson):
        super().__init__()
        self.lesson = lesson
        self.hand_index = -1
        """The hand being played (``-1`` before the first deal)."""
        self.position = 0
        """How many of the hand's actions have been taken."""
        self.steps_done = 0
        """How many of the hand's steps the learner has done."""

    @property
    def current(self) -> LessonHand | None:
        return self.lesson.hands[self.hand_index] if 0 <= self.hand_index < len(self.lesson.hands) else None

    @property
    def last_hand(self) -> bool:
        """Whether the hand dealt is the lesson's last."""
        return self.hand_index >= len(self.lesson.hands) - 1

    def deal(self, game: Any) -> bool:
        if self.last_hand:
            return False  # the lesson is over: the app shows its end
        self.hand_index += 1
        self.position = self.steps_done = 0
        hand = self.current
        assert hand is not None
        hand.start(game)
        return True

    def next_text(self) -> str | None:
        """The next scripted action of the hand, as the history writes it."""
        hand = self.current
        if hand is None or self.position >= len(hand.actions):
            return None
        return hand.actions[self.position]

    def next_action(self, game: Game) -> Action | None:
        """The next scripted action as a typed action."""
        text = self.next_text()
        return expected_action(game, text) if text is not None else None

    def step(self, game: Game) -> Step | None:
        """The learner's step now: their move's, the hand's end once it is over, else ``None``
        (another seat's move comes first)."""
        hand = self.current
        if hand is None:
            return None
        if game.hand_over:
            return hand.end
        action = self.next_action(game)
        if action is None or action.seat != self.lesson.learner:
            return None
        return hand.steps[self.steps_done]

    def submit(self, game: Any, action: Action) -> bool:
        wanted = self.next_action(game)
        if wanted is None or not _same(game, action, wanted):
            step = self.step(game)
            raise NotThisStep(step.hint if step is not None else "Wait for the others to play.")
        learner = wanted.seat == self.lesson.learner
        game.apply(wanted)
        self.position += 1
        self.steps_done += learner
        return True

    def save(self, game: Any, path: Any) -> None:
        """A lesson is not saved: it is played again from its file."""


def _same(game: Game, action: Action, wanted: Action) -> bool:
    """Whether a seat's action is the scripted one: the same, or leaving the game in the same state
    (a centre card named by its place, or by the card itself, say)."""
    if action == wanted or action_text(action, game.players) == action_text(wanted, game.players):
        return True
    mine, scripted = game.copy(), game.copy()
    try:
        mine.apply(action)
    except BragError:
        return False
    scripted.apply(wanted)
    return all(mine.view(seat) == scripted.view(seat) for seat in (None, *range(len(game.players))))
