"""Views as JSON and back: how a seat's view travels to a window on another machine.

A view is the privacy boundary (it holds only what its seat may know), so what
travels is exactly a view, nothing more. Each record is written as a JSON object
tagged with its class (``"~": "BragView"``); cards are written as in a hand
history (``"Ah"``). Reading accepts only the records named here and by the
game families (``Family.records``), so a message can never make the reader build
anything else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from bragtui.core.actions import Choice
from bragtui.core.cards import Card, parse_card
from bragtui.core.errors import BragError
from bragtui.core.record import TAG, Record
from bragtui.core.results import HandResult, NamedPot, Payment, PositionResult, PotShare
from bragtui.core.variants import Family, every_family
from bragtui.core.view import GameView, PrivateCards, SeatView, View

SHARED_RECORDS = (SeatView, PrivateCards, Choice, HandResult, PotShare, PositionResult, NamedPot, Payment)
"""The records every family's views may hold; each family names its own (``Family.records``)."""


class WireError(BragError):
    """A view that cannot be read back (a malformed or unknown record)."""


def _card_fields(cls: type[Record]) -> frozenset[str]:
    # The annotations are text (postponed evaluation): a field holds cards when its type names them.
    annotations: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        annotations.update(vars(klass).get("__annotations__", {}))
    return frozenset(name for name in cls.__struct_fields__
                     if "Card" in str(annotations[name]) or "Groups" in str(annotations[name]))


RECORDS: dict[str, type[Record]] = {}
"""Every record a view may be made of, by its class name: the shared ones and those of every
family loaded so far (see :func:`_learn`)."""
CARD_FIELDS: dict[str, frozenset[str]] = {}
_LEARNT: set[int] = set()


def _add(records: tuple[type[Record], ...]) -> None:
    for cls in records:
        if cls.__name__ not in RECORDS:
            RECORDS[cls.__name__] = cls
            CARD_FIELDS[cls.__name__] = _card_fields(cls)


def _learn(families: list[Family]) -> None:
    """Know the records of ``families`` too (each family once)."""
    for family in families:
        if id(family) not in _LEARNT:
            _LEARNT.add(id(family))
            _add(family.records)


_add(SHARED_RECORDS)


def _plain(value: Any) -> Any:
    """A value that JSON has no form for, as the encoder meets it: a card as its text, any other
    mapping (a read-only one) as a dict; anything else does not travel. Records, and the plain
    data they hold, are written by the encoder itself."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Mapping):
        return dict(value)
    raise WireError(f"a {type(value).__name__} does not travel")


_ENCODER = msgspec.json.Encoder(enc_hook=_plain)


def dumps(value: Any) -> bytes:
    """``value`` (a message, a view, or any part of one) as compact JSON in UTF-8, with its
    records tagged and its cards as text.

    The encoder walks the value in C, records too, and calls back only for cards: a host writes
    six views after every action."""
    try:
        return _ENCODER.encode(value)
    except (TypeError, msgspec.EncodeError) as error:
        raise WireError(str(error)) from None


def to_wire(value: Any) -> Any:
    """``value`` as the plain JSON data that travels (what :func:`dumps` writes, read back)."""
    return msgspec.json.decode(dumps(value))


def from_wire(data: Any, cards: bool = False) -> Any:
    """The value :func:`to_wire` wrote; ``cards``: text in it stands for cards."""
    if isinstance(data, dict):
        name = data.get(TAG)
        if name is None:
            return {key: from_wire(item, cards) for key, item in data.items()}
        return _record(name, data)
    if isinstance(data, list):
        return tuple(from_wire(item, cards) for item in data)
    if isinstance(data, str) and cards:
        return parse_card(data)
    return data


def view_from_wire(data: Any) -> View:
    """A seat's view that :func:`to_wire` wrote; a :class:`WireError` if the data holds anything else."""
    view = from_wire(data)
    if not isinstance(view, GameView):
        raise WireError(f"expected a view, found {type(view).__name__}")
    return view


def _record(name: Any, data: dict[str, Any]) -> Any:
    if not isinstance(name, str):
        raise WireError(f"unknown record {name!r}")
    if name not in RECORDS:
        # A view of a family not loaded yet in this process (a seat joining a table): learn them all.
        _learn(every_family())
    cls = RECORDS.get(name)
    if cls is None:
        raise WireError(f"unknown record {name!r}")
    card_fields = CARD_FIELDS[name]
    known = frozenset(cls.__struct_fields__)
    values = {key: from_wire(item, key in card_fields) for key, item in data.items() if key in known}
    try:
        return cls(**values)
    except TypeError as error:
        raise WireError(f"a malformed {name}: {error}") from None
