"""Actions of dealer's choice: typed records and how a hand history's words are read (see
:mod:`bragtui.core.actions`)."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core.actions import Action, register_actions
from bragtui.core.errors import IllegalAction


class Pick(Action, frozen=True):
    """Dealer's choice: the dealer picks the game of their deal (a variant's key); after the circle
    (``choose_after_circle``) the same verb then picks its wild cards (a ``wild`` value) and blind
    play (``blind`` or ``open``)."""

    game: str
    verb: ClassVar[str] = "pick"

    def words(self) -> tuple[str, ...]:
        return (self.game,)


def _read_pick(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if len(args) != 1:
        raise IllegalAction(f"say which game (or, after the circle, which setting): \"{name} pick draw\"")
    return Pick(seat, args[0])


register_actions((Pick,), {"pick": _read_pick})
