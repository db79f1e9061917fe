"""Teen Patti's actions: typed records and how a hand history's words are read (see
:mod:`bragtui.core.actions`). Looking is the shared :class:`~bragtui.core.actions.Look`."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core.actions import Action, read_amount, register_actions


class Chaal(Action, frozen=True):
    """Stay in for ``amount`` chips: blind, 1 to 2 times the stake; seen, an even 2 to 4 times it."""

    amount: int
    verb: ClassVar[str] = "chaal"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),)


class PackHand(Action, frozen=True):
    """Pack: give up the hand (Teen Patti's fold)."""

    verb: ClassVar[str] = "pack"


class Show(Action, frozen=True):
    """With two left, pay for a show (the stake blind, twice it seen): both hands are shown."""

    verb: ClassVar[str] = "show"


class Sideshow(Action, frozen=True):
    """A seen chaal of ``amount`` with the request to compare hands with the previous player still in."""

    amount: int
    verb: ClassVar[str] = "sideshow"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),)


class Accept(Action, frozen=True):
    """The asked player accepts a sideshow: the two hands are compared, the lower packs."""

    verb: ClassVar[str] = "accept"


class Refuse(Action, frozen=True):
    """The asked player refuses a sideshow: play goes on from the asker's left."""

    verb: ClassVar[str] = "refuse"


def _read_chaal(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Chaal(seat, read_amount(name, verb, args))


def _read_sideshow(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Sideshow(seat, read_amount(name, verb, args))


register_actions((Chaal, PackHand, Show, Sideshow, Accept, Refuse),
                 {"chaal": _read_chaal, "sideshow": _read_sideshow})
