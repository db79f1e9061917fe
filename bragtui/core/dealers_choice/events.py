"""Events of dealer's choice: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from bragtui.core.events import Event, actor_name, register_describers


class GameChosen(Event, frozen=True):
    """Dealer's choice: the dealer chose the game of the next deal (its variant's title, with any wild
    cards and blind play the dealer set)."""

    seat: int
    title: str


class BlindHandFolded(Event, frozen=True):
    """Dealer's choice: a blind hand kept after a carried pot is folded unseen, as the next deal is
    another game."""

    seat: int
    title: str


register_describers({
    GameChosen: lambda e, p: f"{actor_name(e, p)} deals {e.title}",
    BlindHandFolded: lambda e, p: f"{actor_name(e, p)}'s kept blind hand is folded unseen: this deal is {e.title}",
})
