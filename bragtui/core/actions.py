"""Typed actions: what a seat may do, as frozen records every driver of a game shares.

The app, the computer players, the tests and the hand-history replayer all hand
a controller these records. Text such as ``"Andy bet 2"`` exists only at the
edges: :func:`parse_action` reads a hand history's (or the command line's)
words, :func:`action_text` writes them back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import ClassVar

import msgspec

from bragtui.core.cards import Card, parse_card
from bragtui.core.errors import CardError, IllegalAction
from bragtui.core.record import Record
from bragtui.core.variants import every_family


class Action(msgspec.Struct, frozen=True):
    """One action by the player at ``seat`` (seats are numbered clockwise from 0)."""

    seat: int
    verb: ClassVar[str] = ""

    def words(self) -> tuple[str, ...]:
        """The words after the verb, as a hand history writes them."""
        return ()

    def read_words(self) -> tuple[str, ...]:
        """The words after the verb as a person reads them: as :meth:`words` writes them, but cards
        in the order they are read (a set's hands each as its hand is named: ``Q♥ J♥ 10♥``)."""
        return self.words()

    def unseen_cards(self) -> tuple[Card, ...]:
        """The cards the action puts where no other seat sees them, when all the other seats see
        of it would be the same whichever cards they were (a discard: how many); none for most."""
        return ()


class Look(Action, frozen=True):
    """Look at one's cards; with two blind hands, at the ``old`` or the ``new`` one."""

    which: str | None = None
    verb: ClassVar[str] = "look"

    def words(self) -> tuple[str, ...]:
        return (self.which,) if self.which is not None else ()


class Bet(Action, frozen=True):
    """Put ``amount`` chips in the pot (a blind player's amount is the half actually paid)."""

    amount: int
    verb: ClassVar[str] = "bet"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),)


class Fold(Action, frozen=True):
    """Give up the hand."""

    verb: ClassVar[str] = "fold"


class See(Action, frozen=True):
    """Pay to see the last opponent; ``amount``, if given, must be the cost."""

    amount: int | None = None
    verb: ClassVar[str] = "see"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),) if self.amount is not None else ()


class Cover(Action, frozen=True):
    """Table stakes: put one's last chips in and cover the pot."""

    verb: ClassVar[str] = "cover"


Reader = Callable[[int, str, str, tuple[str, ...]], Action]
"""Reads the words after a verb (given the seat, the player's name, the verb and the words) as an action."""

ACTION_TYPES: dict[str, type[Action]] = {kind.verb: kind for kind in (Look, Bet, Fold, See, Cover)}
"""Every action by its verb: the betting round's, shared by several families, and each family's own
once its ``actions`` module is loaded (see :func:`register_actions`)."""

COUNTED_LIMITS: dict[str, str] = {}
"""Verbs whose :class:`Choice` limits (``least``, ``most``) count something other than chips (the
set-hand games' ``set`` counts hands, Draw Brag's ``draw`` cards), as each family registers them;
every other verb's limits are the chips the seat actually pays."""


def whole_number(text: str) -> int | None:
    """``text`` read as a whole number in the digits 0 to 9, with no sign or space; else ``None``.

    (``str.isdigit`` alone also passes digits such as ``²`` that ``int`` refuses.)
    """
    return int(text) if text.isdigit() and text.isascii() else None


def action_text(action: Action, players: Sequence[str]) -> str:
    """The action as a hand history writes it: ``"Andy bet 2"``."""
    return " ".join((players[action.seat], action.verb, *action.words()))


def split_action(text: str, names_longest_first: Sequence[str]) -> tuple[str, str, tuple[str, ...]]:
    """``"Andy bet 2"`` as its player, verb and the words after. Names may contain spaces:
    the longest name the text starts with is the player's, so give the names longest first."""
    if not isinstance(text, str):
        raise IllegalAction("an action must be text such as \"Andy bet 2\"")
    stripped = " ".join(text.split())
    for name in names_longest_first:
        if stripped.startswith(name + " "):
            verb, *args = stripped[len(name) + 1:].split(" ")
            return name, verb, tuple(args)
    raise IllegalAction("it does not start with a player's name followed by an action")


def parse_action(text: str, players: Sequence[str], verbs: Sequence[str] | None = None) -> Action:
    """Read ``"Andy bet 2"`` as a typed action, refusing verbs outside ``verbs`` (the variant's)."""
    name, verb, args = split_action(text, sorted(players, key=len, reverse=True))
    return action_from_words(players.index(name), name, verb, args, verbs)


def action_from_words(seat: int, name: str, verb: str, args: tuple[str, ...],
                      verbs: Sequence[str] | None = None) -> Action:
    """The typed action the words after a player's name stand for; ``name`` is used in messages."""
    if verb not in ACTION_TYPES and verbs is None:
        _load_every_family()
    if verb not in ACTION_TYPES or (verbs is not None and verb not in verbs):
        known = sorted(verbs if verbs is not None else ACTION_TYPES)
        raise IllegalAction(f"unknown action {verb!r}; expected one of " + ", ".join(known))
    return _READERS.get(verb, _no_words)(seat, name, verb, args)


def register_actions(kinds: Sequence[type[Action]], readers: Mapping[str, Reader],
                     counted: Mapping[str, str] | None = None) -> None:
    """Add a family's actions, the readers of the words after those of its verbs that take any, and
    what its counted limits count (see :data:`COUNTED_LIMITS`); a family's ``actions`` module calls
    this when it is loaded."""
    ACTION_TYPES.update({kind.verb: kind for kind in kinds})
    _READERS.update(readers)
    COUNTED_LIMITS.update(counted or {})


def _load_every_family() -> None:
    """Load every registered family, so that every verb is known (reading words with no variant's
    verbs to go by; a game's own verbs are those of its family, already loaded)."""
    every_family()


# --- reading the words after each verb --------------------------------------------------------------

def _no_words(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if args:
        raise IllegalAction(f"{verb} takes nothing after it")
    return ACTION_TYPES[verb](seat)


def read_amount(name: str, verb: str, args: tuple[str, ...]) -> int:
    """The one whole number of chips after ``verb``, or an error saying what is expected."""
    amount = whole_number(args[0]) if len(args) == 1 else None
    if amount is None:
        raise IllegalAction(f"{verb} takes one whole number of chips, e.g. \"{name} {verb} 2\"")
    return amount


def _read_bet(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Bet(seat, read_amount(name, verb, args))


def _read_see(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return See(seat, read_amount(name, verb, args) if args else None)


def _read_look(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if not args:
        return Look(seat)
    if len(args) == 1 and args[0] in ("old", "new"):
        return Look(seat, args[0])
    raise IllegalAction(f"look takes nothing after it, or \"old\" or \"new\" with two blind hands: "
                        f"\"{name} look\"")


def read_card(token: str) -> Card:
    """One card, or an :class:`IllegalAction` saying why ``token`` is none."""
    try:
        return parse_card(token)
    except CardError as error:
        raise IllegalAction(str(error)) from None


_READERS: dict[str, Reader] = {"bet": _read_bet, "see": _read_see, "look": _read_look}


class Choice(Record, frozen=True):
    """One kind of action open to the seat that must act, with its limits."""

    verb: str
    least: int | None = None
    most: int | None = None
    cards: int | None = None
    """For ``discard``: how many cards to discard."""
    options: tuple[str, ...] = ()
    """For ``look`` with two blind hands and ``choose``: ``old`` and ``new``; for ``take``: ``@1`` to ``@3``."""
