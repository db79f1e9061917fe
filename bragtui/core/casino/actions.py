"""Actions of Casino Brag: typed records and how a hand history's words are read (see
:mod:`bragtui.core.actions`)."""

from __future__ import annotations

from typing import ClassVar

from bragtui.core.actions import Action, read_amount, register_actions


class Ante(Action, frozen=True):
    """Casino Brag: the ante, against the house."""

    amount: int
    verb: ClassVar[str] = "ante"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),)


class PairPlus(Action, frozen=True):
    """Casino Brag: the pair plus bet, paid on the player's own hand."""

    amount: int
    verb: ClassVar[str] = "pairplus"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),)


class Play(Action, frozen=True):
    """Casino Brag: play the hand against the house, putting up a bet equal to the ante."""

    verb: ClassVar[str] = "play"


class Stand(Action, frozen=True):
    """Casino Brag, with a pair plus alone (house rule): end one's stakes with no ante, and take no
    further part in the hand."""

    verb: ClassVar[str] = "stand"


def _read_ante(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Ante(seat, read_amount(name, verb, args))


def _read_pair_plus(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return PairPlus(seat, read_amount(name, verb, args))


register_actions((Ante, PairPlus, Play, Stand), {"ante": _read_ante, "pairplus": _read_pair_plus})
