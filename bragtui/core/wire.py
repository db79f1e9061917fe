"""Views as JSON and back: how a seat's view travels to a window on another machine.

A view is the privacy boundary (it holds only what its seat may know), so what
travels is exactly a view, nothing more. Each record is written as a JSON object
tagged with its class (``"~": "BragView"``); cards are written as in a hand
history (``"Ah"``). Reading accepts only the records named here, so a message
can never make the reader build anything else.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from bragtui.core.actions import Choice
from bragtui.core.arrangement import Layout
from bragtui.core.cards import Card, parse_card
from bragtui.core.errors import BragError
from bragtui.core.results import HandResult, NamedPot, Payment, PositionResult, PotShare
from bragtui.core.view import (
    ArrangeView,
    BastardView,
    BragView,
    CasinoSeat,
    CasinoView,
    CentreView,
    DrawSeat,
    DrawView,
    PickView,
    SeatView,
)

TAG = "~"
RECORDS: dict[str, type] = {cls.__name__: cls for cls in (
    BragView, BastardView, ArrangeView, Layout, DrawView, DrawSeat, CasinoView, CasinoSeat, PickView,
    SeatView, CentreView, Choice, HandResult, PotShare, PositionResult, NamedPot, Payment)}
"""Every record a view is made of, by its class name."""


class WireError(BragError):
    """A view that cannot be read back (a malformed or unknown record)."""


def _card_fields(cls: type) -> frozenset[str]:
    # The annotations are text (postponed evaluation): a field holds cards when its type names them.
    return frozenset(f.name for f in dataclasses.fields(cls) if "Card" in str(f.type) or "Groups" in str(f.type))


CARD_FIELDS: dict[str, frozenset[str]] = {name: _card_fields(cls) for name, cls in RECORDS.items()}


_PLAIN = (str, int, bool, float, type(None))
_FIELD_NAMES: dict[type, tuple[str, ...]] = {cls: tuple(f.name for f in dataclasses.fields(cls))
                                            for cls in RECORDS.values()}


def to_wire(value: Any) -> Any:
    """``value`` (a view, or any part of one) as plain JSON data."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is Card:
        return str(value)
    names = _FIELD_NAMES.get(kind)
    if names is not None:
        # A plain loop: a host writes six views after every action, and this is a third quicker
        # than updating from a generator.
        data = {TAG: kind.__name__}
        for name in names:
            data[name] = to_wire(getattr(value, name))
        return data
    if kind is tuple or kind is list:
        return [to_wire(item) for item in value]
    if isinstance(value, Mapping):
        return {str(key): to_wire(item) for key, item in value.items()}
    raise WireError(f"a {kind.__name__} does not travel")


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


def _record(name: Any, data: dict[str, Any]) -> Any:
    cls = RECORDS.get(name) if isinstance(name, str) else None
    if cls is None:
        raise WireError(f"unknown record {name!r}")
    card_fields = CARD_FIELDS[name]
    known = {f.name for f in dataclasses.fields(cls)}
    values = {key: from_wire(item, key in card_fields) for key, item in data.items() if key in known}
    try:
        return cls(**values)
    except TypeError as error:
        raise WireError(f"a malformed {name}: {error}") from None
