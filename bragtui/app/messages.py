"""What the screens ask of the app, as Textual messages: a screen posts one, and the app's ``@on``
handler moves the game and the flow on. No screen imports the app."""

from __future__ import annotations

from collections.abc import Callable

from textual.message import Message

from bragtui.core.actions import Action
from bragtui.core.game import Game


class Act(Message):
    """A seat's action, chosen on its screen. ``done`` is told the refusal (``None``: applied).
    With ``show_first`` (an action bringing the seat cards it has not seen), the seat's own screen
    stays up first if the terminal is to be passed before its next turn."""

    def __init__(self, action: Action, done: Callable[[str | None], None], *, show_first: bool = False) -> None:
        super().__init__()
        self.action = action
        self.done = done
        self.show_first = show_first


class Move(Message):
    """A move of the flow asked for by a screen; ``done`` is called once the app has made it."""

    def __init__(self, done: Callable[[], None]) -> None:
        super().__init__()
        self.done = done


class Continue(Move):
    """A hand's ending has been read: the flow moves on."""


class HandedOver(Move):
    """The player at ``seat`` has the terminal now (they pressed Enter on the hand-off)."""

    def __init__(self, seat: int, done: Callable[[], None]) -> None:
        super().__init__(done)
        self.seat = seat


class GoOn(Move):
    """The seat held on its own screen after its action (new cards to see) has seen it."""


class Revealed(Move):
    """The player at ``seat`` has seen the cards shown to them alone: play goes on."""

    def __init__(self, seat: int, done: Callable[[], None]) -> None:
        super().__init__(done)
        self.seat = seat


class PlayAgain(Move):
    """A new game of ``game``'s variant, rules, players and computer seats (a new seed)."""

    def __init__(self, game: Game, done: Callable[[], None]) -> None:
        super().__init__(done)
        self.game = game


class OpenPractice(Message):
    """Open the practice menu over the current screen."""


class ShowRules(Message):
    """Show the rules in force."""
