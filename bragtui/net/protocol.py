"""The ``brag-net/1`` messages: what a seat is sent, built only from that seat's view.

Everything a message to a seat holds about the game comes from ``game.view(seat)``
(and, once a hand is over, the public view), so no card its seat may not see can
travel. The limits every connection is held to are here too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, overload

import msgspec

from bragtui.core.actions import COUNTED_LIMITS, Choice
from bragtui.core.cards import Card
from bragtui.core.events import Event, describe
from bragtui.core.view import View
from bragtui.core.wire import dumps

PROTOCOL = "brag-net/1"
MAX_MESSAGE = 4096
"""Bytes: a longer message from a client closes its connection (code 1009)."""
RATE_LIMIT = 20
"""Messages a second a connection may send, besides the actions the game accepts; more are refused."""
REFUSALS_PER_MINUTE = 100
"""Refused messages in a minute after which a connection is closed (code 1008)."""
UNSENT_BYTES = 64 * 1024
UNSENT_SECONDS = 10.0
"""A client whose unsent messages pass this many bytes, or wait this long, is closed."""
SAY_LENGTH = 200
CLOSE_POLICY, CLOSE_TOO_BIG = 1008, 1009
COUNTDOWN = 15
"""Seconds before a turn times out from which the seat is shown a countdown."""


class ProtocolError(Exception):
    """A message refused: its text is the ``error`` sent back. ``close`` ends the connection."""

    def __init__(self, message: str, close: bool = False):
        super().__init__(message)
        self.close = close


class WrongCode(ProtocolError):
    """A ``join`` with the wrong code (the host counts these by address)."""


def decode(text: str | bytes) -> dict[str, Any]:
    """A client's message as an object with a known ``type``; refuse anything else."""
    try:
        message = msgspec.json.decode(text)
    except msgspec.DecodeError:
        raise ProtocolError("not a JSON message") from None
    except RecursionError:  # arrays or objects nested thousands deep: no message of the protocol is
        raise ProtocolError("not a message of the protocol: nested too deeply") from None
    if not isinstance(message, dict):
        raise ProtocolError("a message is a JSON object with a 'type'")
    kind = message.get("type")
    if kind not in ("join", "act", "say", "ready"):
        raise ProtocolError(f"unknown message type {kind!r}: expected join, act, say or ready"
                            if isinstance(kind, str) and len(kind) <= 20 else
                            "unknown message type: expected join, act, say or ready")
    return message


def text_field(message: Mapping[str, Any], key: str, longest: int) -> str:
    """The text field ``key``, present and at most ``longest`` characters."""
    value = message.get(key)
    if not isinstance(value, str):
        raise ProtocolError(f"'{message.get('type')}' needs '{key}' (text)")
    if len(value) > longest:
        raise ProtocolError(f"'{key}' is at most {longest} characters")
    return value


def encode(message: Mapping[str, Any] | msgspec.Struct) -> bytes:
    """A message as it travels: compact JSON in UTF-8 (sent as a text frame), its views tagged."""
    return dumps(message)


def written(value: Any) -> msgspec.Raw:
    """``value`` written as JSON now, to be put as it is into messages :func:`encode` writes later:
    what a host sends every seat alike is written once, not once a seat."""
    return msgspec.Raw(dumps(value))


# --- what a seat is sent -------------------------------------------------------------------------

def legal_json(view: View) -> list[dict[str, Any]]:
    """What the seat may do now, and each other verb with why not (empty off its turn)."""
    if view.seat is None or view.to_act != view.seat:
        return []
    out = [_choice_json(choice) for choice in view.legal]
    out += [{"verb": verb, "reason": reason} for verb, reason in view.refused.items()]
    return out


def _choice_json(choice: Choice) -> dict[str, Any]:
    """One choice: ``min``/``max`` in chips paid; for a verb whose limits count hands or cards
    (``set``, ``draw``), ``hands``/``cards`` for the most and ``min_hands``/``min_cards`` for the
    fewest when fewer are allowed."""
    entry: dict[str, Any] = {"verb": choice.verb}
    unit = COUNTED_LIMITS.get(choice.verb)
    if unit is not None and choice.most is not None:
        entry[unit] = choice.most
        if choice.least != choice.most:
            entry[f"min_{unit}"] = choice.least or 0
    elif choice.least is not None:
        entry.update(min=choice.least, max=choice.most)
    if choice.options:
        entry["options"] = list(choice.options)
    if choice.cards:
        entry["cards"] = choice.cards
    return entry


def seats_json(view: View, connected: Sequence[bool], computer: Sequence[bool]) -> list[dict[str, Any]]:
    """The protocol's seat list from the view's seat rows; a view without them (Crash, played
    for points) gives each seat its score and whether it has set. It is public, the same in every
    seat's view: a host writes it once a moment, from any of the views it sends."""
    if not view.seats:
        scores, has_set, out, dealer = view.scores, view.has_set, view.out, view.dealer
        return [{"name": name, "paid": 0, "balance": scores[i] if scores else 0, "stack": None,
                 "status": "out" if out and out[i] else "set" if has_set and has_set[i] else "in",
                 "dealer": dealer == i, "connected": connected[i], "computer": computer[i]}
                for i, name in enumerate(view.players)]
    return [{"name": s.name, "status": s.status, "paid": s.paid, "balance": s.balance, "stack": s.stack,
             "dealer": s.dealer, "connected": connected[i], "computer": computer[i]}
            for i, s in enumerate(view.seats)]


@overload
def _cards(cards: Sequence[Card | None]) -> list[str | None]: ...


@overload
def _cards(cards: Sequence[Card | None] | None) -> list[str | None] | None: ...


def _cards(cards: Sequence[Card | None] | None) -> list[str | None] | None:
    return [str(card) if card is not None else None for card in cards] if cards is not None else None


class ViewMessage(msgspec.Struct, kw_only=True):
    """The protocol's ``view`` of one seat, as :func:`view_json` writes it. A field left
    :data:`~msgspec.UNSET` is not written at all (the game has no centre hand, say), so a client
    meets only the fields of its game; the fields are written in the order given here."""

    cards: list[str | None] | None
    """This seat's own cards as far as it may see them (``null`` while blind)."""
    seats: list[dict[str, Any]] | msgspec.Raw
    pot: int
    stake: int
    result: dict[str, Any] | msgspec.Raw | None
    phase: str
    centre: list[str | None] | msgspec.UnsetType = msgspec.UNSET
    house: list[str | None] | msgspec.UnsetType = msgspec.UNSET
    open_pack: str | msgspec.UnsetType = msgspec.UNSET
    partner: list[str | None] | msgspec.UnsetType = msgspec.UNSET
    to_call: int | msgspec.UnsetType = msgspec.UNSET
    private: dict[str, Any] | msgspec.UnsetType = msgspec.UNSET
    typed: View
    public: View | msgspec.Raw | msgspec.UnsetType | None = msgspec.UNSET


class StateMessage(msgspec.Struct, tag_field="type", tag="state"):
    """A ``state`` message as it travels (written by :func:`encode`): the seat's hand, its legal
    actions, its view, the log's entries it has not had, the seats, and its turn's deadline (not
    written before the game starts)."""

    hand: int
    hand_over: bool
    to_act: str | None
    legal: list[dict[str, Any]]
    view: ViewMessage | None
    events: list[dict[str, Any]] | msgspec.Raw
    seats: list[dict[str, Any]] | msgspec.Raw
    deadline: float | msgspec.UnsetType | None = msgspec.UNSET


def _given(value: Any) -> Any:
    """``value``, or :data:`~msgspec.UNSET` (not written) when it is empty or ``None``."""
    return value if value else msgspec.UNSET


def view_json(view: View, public: View | msgspec.Raw | None, seats: list[dict[str, Any]] | msgspec.Raw,
              result: msgspec.Raw | None = None) -> ViewMessage:
    """The protocol's ``view`` of one seat, written in one pass from its typed view (``seats``: the
    seat list, :func:`seats_json`, the same for every seat; it and ``public`` may come
    :func:`written` already, and so may the view's ``result``, the same for every seat): the fields
    every client reads, then the whole typed view (``typed``) that the app's screens draw, and the
    public one once a hand is over (``public``). ``stake`` is the bet to match (Draw Brag: the
    size of a bet this round); ``centre`` comes with Bastard Brag's centre hand (``null`` for a
    face-down card), ``house`` with Casino Brag's house hand once it is shown, ``open_pack`` with the card
    showing on an open pack, ``partner`` with a face-up partner hand (both public), ``to_call``
    with Draw Brag and ``private`` with the borrower's cards a lender is looking at (house rule
    ``borrow``), in that lender's view alone, or the other hand of a Teen Patti sideshow
    this seat took part in."""
    ended, centre, open_pack, to_call = view.result, view.centre_cards, view.open_pack, view.to_call
    private = view.private  # another seat's cards shown to this seat alone, for now
    return ViewMessage(
        cards=_cards(view.cards), seats=seats, pot=view.pot, stake=view.stake,
        result=result if result is not None else ended.as_dict() if ended is not None else None,
        phase=view.phase,
        centre=_cards(centre) if centre is not None else msgspec.UNSET,
        house=_given(_cards(view.house)),
        # Public: the card showing on the face-up pack, and a kept blind hand's face-up partner.
        open_pack=str(open_pack) if open_pack is not None else msgspec.UNSET,
        partner=_given(_cards(view.partner)),
        to_call=to_call if to_call is not None else msgspec.UNSET,
        private={"seat": private.seat, "cards": _cards(private.cards), "why": private.why}
        if private is not None else msgspec.UNSET,
        typed=view,  # written by encode(), as core.wire tags it
        public=public if ended is not None else msgspec.UNSET)


_KINDS: dict[type, str] = {}


def _event_kind(cls: type) -> str:
    """An event class's name as the log's ``kind`` (``BetMade``: ``bet_made``), worked out once."""
    kind = _KINDS.get(cls)
    if kind is None:
        kind = _KINDS[cls] = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
    return kind


def event_json(event: Event, players: Sequence[str]) -> dict[str, Any]:
    """One game event, as the table's log tells it."""
    return {"kind": _event_kind(type(event)), "text": describe(event, players)}
