"""Actions as players say them and hand histories record them: ``NAME VERB [ARGS]``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from bragtui.core.errors import IllegalAction


class Action(NamedTuple):
    """One action by one player. ``args`` are the words after the verb."""

    player: str
    verb: str
    args: tuple[str, ...] = ()

    def text(self) -> str:
        return " ".join((self.player, self.verb, *self.args))

    def __str__(self) -> str:
        return self.text()

    def amount(self) -> int:
        """The single whole-number argument of ``bet N`` or ``see N``."""
        args = self.args
        amount = whole_number(args[0]) if len(args) == 1 else None
        if amount is None:
            raise IllegalAction(f"{self.verb} takes one whole number of chips, e.g. \"{self.player} {self.verb} 2\"")
        return amount


def whole_number(text: str) -> int | None:
    """``text`` read as a whole number in the digits 0 to 9, with no sign or space; else ``None``.

    (``str.isdigit`` alone also passes digits such as ``²`` that ``int`` refuses.)
    """
    return int(text) if text.isdigit() and text.isascii() else None


def acting_seat(game, action: Action) -> int:
    """The seat of ``action``'s player, refusing it unless a hand is on and it is that player's turn.

    ``game`` is any controller with ``hand``, ``players``, ``seat_of`` and ``to_act``.
    """
    hand = game.hand
    if hand is None or hand.result is not None:
        raise IllegalAction("no hand is being played")
    seat = game.seat_of(action[0])
    actor = game.to_act
    if seat != actor:
        raise IllegalAction(f"it is {game.players[actor]}'s turn, not {action.player}'s" if actor is not None
                            else "no one may act now")
    return seat


def parse_action(text: str, players: Sequence[str]) -> Action:
    """Read ``"Andy bet 2"``. Names may contain spaces: the longest matching name wins.

    ``players`` is best given longest name first; it is searched in that order.
    """
    if not isinstance(text, str):
        raise IllegalAction("an action must be text such as \"Andy bet 2\"")
    words = text.split()
    stripped = " ".join(words)
    for name in players:
        if stripped.startswith(name + " "):
            words = stripped[len(name) + 1:].split(" ")
            return Action(name, words[0], tuple(words[1:]))
    raise IllegalAction("it does not start with a player's name followed by an action")
