"""Typed actions: what a seat may do, as frozen records every driver of a game shares.

The app, the computer players, the tests and the hand-history replayer all hand
a controller these records. Text such as ``"Andy bet 2"`` exists only at the
edges: :func:`parse_action` reads a hand history's (or the command line's)
words, :func:`action_text` writes them back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from bragtui.core.cards import Card, cards_text, parse_card, parse_cards
from bragtui.core.errors import CardError, IllegalAction


@dataclass(frozen=True, slots=True)
class Action:
    """One action by the player at ``seat`` (seats are numbered clockwise from 0)."""

    seat: int
    verb: ClassVar[str] = ""

    def words(self) -> tuple[str, ...]:
        """The words after the verb, as a hand history writes them."""
        return ()


@dataclass(frozen=True, slots=True)
class Look(Action):
    """Look at one's cards; with two blind hands, at the ``old`` or the ``new`` one."""

    which: str | None = None
    verb: ClassVar[str] = "look"

    def words(self) -> tuple[str, ...]:
        return (self.which,) if self.which is not None else ()


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Keep the one of two blind hands just looked at; the other is folded unseen."""

    verb: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True)
class Throw(Action):
    """Fold the one of two blind hands just looked at; stay blind with the other."""

    verb: ClassVar[str] = "throw"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Keep the ``old`` or the ``new`` of two blind hands, unseen."""

    which: str
    verb: ClassVar[str] = "choose"

    def words(self) -> tuple[str, ...]:
        return (self.which,)


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Four and Five Card Brag: put cards aside, down to three."""

    cards: tuple[Card, ...]
    verb: ClassVar[str] = "discard"

    def words(self) -> tuple[str, ...]:
        return tuple(str(card) for card in self.cards)


@dataclass(frozen=True, slots=True)
class Bet(Action):
    """Put ``amount`` chips in the pot (a blind player's amount is the half actually paid)."""

    amount: int
    verb: ClassVar[str] = "bet"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),)


@dataclass(frozen=True, slots=True)
class Fold(Action):
    """Give up the hand."""

    verb: ClassVar[str] = "fold"


@dataclass(frozen=True, slots=True)
class See(Action):
    """Pay to see the last opponent; ``amount``, if given, must be the cost."""

    amount: int | None = None
    verb: ClassVar[str] = "see"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),) if self.amount is not None else ()


@dataclass(frozen=True, slots=True)
class Cover(Action):
    """Table stakes: put one's last chips in and cover the pot."""

    verb: ClassVar[str] = "cover"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Bastard Brag: take a centre card, named by ``position`` (0 to 2) or by ``card``, and
    give ``give`` for it; with ``give`` left out (the ``peek`` rule) look at it first."""

    position: int | None = None
    card: Card | None = None
    give: Card | None = None
    verb: ClassVar[str] = "take"

    def words(self) -> tuple[str, ...]:
        taken = f"@{self.position + 1}" if self.position is not None else str(self.card)
        return (taken, "give", str(self.give)) if self.give is not None else (taken,)


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Bastard Brag with ``peek``: give a card for the face-down card just taken."""

    card: Card
    verb: ClassVar[str] = "give"

    def words(self) -> tuple[str, ...]:
        return (str(self.card),)


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Bastard Brag: exchange the whole hand for the centre, turning ``show`` face up."""

    show: Card
    verb: ClassVar[str] = "swap"

    def words(self) -> tuple[str, ...]:
        return ("show", str(self.show))


@dataclass(frozen=True, slots=True)
class Knock(Action):
    """Bastard Brag: call the last round of exchanges."""

    verb: ClassVar[str] = "knock"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Bastard Brag: exchange nothing this turn, where the rules allow it."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class SetHands(Action):
    """The set-hand games: the hands set from the cards dealt, as placed (strongest first, or it is
    a foul); in Crash fewer hands, or none at all, may be set."""

    hands: tuple[tuple[Card, ...], ...]
    verb: ClassVar[str] = "set"

    def words(self) -> tuple[str, ...]:
        return tuple(" / ".join(cards_text(group) for group in self.hands).split())


@dataclass(frozen=True, slots=True)
class Redeal(Action):
    """Crash: declare six pairs, and the same dealer deals again."""

    verb: ClassVar[str] = "redeal"


@dataclass(frozen=True, slots=True)
class Check(Action):
    """Draw Brag: bet nothing when nothing is owed."""

    verb: ClassVar[str] = "check"


@dataclass(frozen=True, slots=True)
class Call(Action):
    """Draw Brag: put in what is owed (half of it while blind)."""

    verb: ClassVar[str] = "call"


@dataclass(frozen=True, slots=True)
class Raise(Action):
    """Draw Brag: put in what is owed and one more bet of the round's size."""

    verb: ClassVar[str] = "raise"


@dataclass(frozen=True, slots=True)
class DrawCards(Action):
    """Draw Brag: give up ``cards`` (none at all stays blind) for as many from the pack."""

    cards: tuple[Card, ...] = ()
    verb: ClassVar[str] = "draw"

    def words(self) -> tuple[str, ...]:
        return tuple(str(card) for card in self.cards)


@dataclass(frozen=True, slots=True)
class Ante(Action):
    """Casino Brag: the ante, against the house."""

    amount: int
    verb: ClassVar[str] = "ante"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),)


@dataclass(frozen=True, slots=True)
class PairPlus(Action):
    """Casino Brag: the pair plus bet, paid on the player's own hand."""

    amount: int
    verb: ClassVar[str] = "pairplus"

    def words(self) -> tuple[str, ...]:
        return (str(self.amount),)


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Casino Brag: play the hand against the house, putting up a bet equal to the ante."""

    verb: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Dealer's choice: the dealer picks the game of their deal (a variant's key)."""

    game: str
    verb: ClassVar[str] = "pick"

    def words(self) -> tuple[str, ...]:
        return (self.game,)


ACTION_TYPES: dict[str, type[Action]] = {kind.verb: kind for kind in (
    Look, Keep, Throw, Choose, Discard, Bet, Fold, See, Cover, Take, Give, Swap, Knock, Pass, SetHands, Redeal,
    Check, Call, Raise, DrawCards, Ante, PairPlus, Play, Pick)}
"""Every action by its verb."""

COUNTED_LIMITS: dict[str, str] = {"set": "hands", "draw": "cards"}
"""Verbs whose :class:`Choice` limits (``least``, ``most``) count hands set or cards given up, not
chips; every other verb's limits are the chips the seat actually pays."""


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
    if verb not in ACTION_TYPES or (verbs is not None and verb not in verbs):
        known = sorted(verbs if verbs is not None else ACTION_TYPES)
        raise IllegalAction(f"unknown action {verb!r}; expected one of " + ", ".join(known))
    return _READERS.get(verb, _no_words)(seat, name, verb, args)


# --- reading the words after each verb --------------------------------------------------------------

def _no_words(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if args:
        raise IllegalAction(f"{verb} takes nothing after it")
    return ACTION_TYPES[verb](seat)


def _amount(name: str, verb: str, args: tuple[str, ...]) -> int:
    amount = whole_number(args[0]) if len(args) == 1 else None
    if amount is None:
        raise IllegalAction(f"{verb} takes one whole number of chips, e.g. \"{name} {verb} 2\"")
    return amount


def _read_bet(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Bet(seat, _amount(name, verb, args))


def _read_ante(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Ante(seat, _amount(name, verb, args))


def _read_pair_plus(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return PairPlus(seat, _amount(name, verb, args))


def _read_draw(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    try:
        return DrawCards(seat, tuple(parse_cards(args, what="the cards given up", count=(0, 1, 2, 3))))
    except CardError as error:
        raise IllegalAction(str(error)) from None


def _read_pick(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if len(args) != 1:
        raise IllegalAction(f"say which game: \"{name} pick draw\"")
    return Pick(seat, args[0])


def _read_see(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return See(seat, _amount(name, verb, args) if args else None)


def _old_or_new(name: str, verb: str, args: tuple[str, ...]) -> str:
    if len(args) != 1 or args[0] not in ("old", "new"):
        raise IllegalAction(f"say which hand: \"{name} {verb} old\" or \"... new\"")
    return args[0]


def _read_look(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if not args:
        return Look(seat)
    if len(args) == 1 and args[0] in ("old", "new"):
        return Look(seat, args[0])
    raise IllegalAction(f"look takes nothing after it, or \"old\" or \"new\" with two blind hands: "
                        f"\"{name} look\"")


def _read_choose(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    return Choose(seat, _old_or_new(name, verb, args))


def _card(token: str) -> Card:
    try:
        return parse_card(token)
    except CardError as error:
        raise IllegalAction(str(error)) from None


def _read_discard(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    try:
        return Discard(seat, tuple(parse_cards(args, what="the discard")))
    except CardError as error:
        raise IllegalAction(str(error)) from None


def _centre(token: str) -> tuple[int | None, Card | None]:
    """A centre card named by position, ``@1`` to ``@3``, or by the card itself."""
    if token.startswith("@"):
        position = whole_number(token[1:])
        if position is not None and 1 <= position <= 3:
            return position - 1, None
    return None, _card(token)


def _read_take(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if len(args) == 1:
        position, card = _centre(args[0])
        return Take(seat, position, card)
    if len(args) != 3 or args[1] != "give":
        if "give" in args and (args.index("give") != 1 or len(args) != 3):
            raise IllegalAction("exchange one card or all three, not two: \"take CARD give CARD\"")
        raise IllegalAction("say \"take CARD give CARD\" (or \"swap show CARD\" for all three)")
    position, card = _centre(args[0])
    return Take(seat, position, card, _card(args[2]))


def _read_give(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if len(args) != 1:
        raise IllegalAction("give one card: \"give CARD\"")
    return Give(seat, _card(args[0]))


def _read_swap(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    if len(args) != 2 or args[0] != "show":
        raise IllegalAction("say \"swap show CARD\": the card of your hand to turn face up")
    return Swap(seat, _card(args[1]))


def _read_set(seat: int, name: str, verb: str, args: tuple[str, ...]) -> Action:
    """``C C C / C C C / …`` into hands; nothing at all sets no hand."""
    text = " ".join(args).replace("/", " / ").strip()
    if not text:
        return SetHands(seat, ())
    groups = []
    for number, part in enumerate(text.split("/"), start=1):
        if not part.strip():
            raise IllegalAction(f"hand {number} is empty: put three cards between the slashes")
        try:
            groups.append(tuple(parse_cards(part, what=f"hand {number}")))
        except CardError as error:
            raise IllegalAction(str(error)) from None
    return SetHands(seat, tuple(groups))


_READERS = {"bet": _read_bet, "see": _read_see, "look": _read_look, "choose": _read_choose,
            "discard": _read_discard, "take": _read_take, "give": _read_give, "swap": _read_swap,
            "set": _read_set, "ante": _read_ante, "pairplus": _read_pair_plus, "draw": _read_draw,
            "pick": _read_pick}


@dataclass(frozen=True, slots=True)
class Choice:
    """One kind of action open to the seat that must act, with its limits."""

    verb: str
    least: int | None = None
    most: int | None = None
    cards: int | None = None
    """For ``discard``: how many cards to discard."""
    options: tuple[str, ...] = ()
    """For ``look`` with two blind hands and ``choose``: ``old`` and ``new``; for ``take``: ``@1`` to ``@3``."""
