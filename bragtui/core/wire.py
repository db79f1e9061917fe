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
from bragtui.core.cards import Card, parse_card
from bragtui.core.errors import BragError
from bragtui.core.results import HandResult, PositionResult, PotShare
from bragtui.core.view import BastardView, BragView, CentreView, CrashView, SeatView

TAG = "~"
RECORDS: dict[str, type] = {cls.__name__: cls for cls in (
    BragView, BastardView, CrashView, SeatView, CentreView, Choice, HandResult, PotShare, PositionResult)}
"""Every record a view is made of, by its class name."""


class WireError(BragError):
    """A view that cannot be read back (a malformed or unknown record)."""


def _card_fields(cls: type) -> frozenset[str]:
    # The annotations are text (postponed evaluation): a field holds cards when its type names them.
    return frozenset(f.name for f in dataclasses.fields(cls) if "Card" in str(f.type) or "Groups" in str(f.type))


CARD_FIELDS: dict[str, frozenset[str]] = {name: _card_fields(cls) for name, cls in RECORDS.items()}


def to_wire(value: Any) -> Any:
    """``value`` (a view, or any part of one) as plain JSON data."""
    if isinstance(value, Card):
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if type(value).__name__ not in RECORDS:
            raise WireError(f"{type(value).__name__} does not travel")
        data = {TAG: type(value).__name__}
        data.update((f.name, to_wire(getattr(value, f.name))) for f in dataclasses.fields(value))
        return data
    if isinstance(value, Mapping):
        return {str(key): to_wire(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_wire(item) for item in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise WireError(f"a {type(value).__name__} does not travel")


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
