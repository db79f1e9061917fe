"""Views as JSON and back: how a seat's view travels to a window on another machine.

A view is the privacy boundary (it holds only what its seat may know), so what
travels is exactly a view, nothing more. Each record is written as a JSON object
tagged with its class (``"~": "BragView"``); cards are written as in a hand
history (``"Ah"``). Reading accepts only the records named here and by the
game families (``Family.records``), so a message can never make the reader build
anything else.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Iterator, Mapping
from contextvars import ContextVar
from operator import attrgetter
from typing import Any

import orjson

from bragtui.core.actions import Choice
from bragtui.core.cards import Card, parse_card
from bragtui.core.errors import BragError
from bragtui.core.results import HandResult, NamedPot, Payment, PositionResult, PotShare
from bragtui.core.variants import Family, every_family, loaded_families
from bragtui.core.view import PrivateCards, SeatView

TAG = "~"
SHARED_RECORDS = (SeatView, PrivateCards, Choice, HandResult, PotShare, PositionResult, NamedPot, Payment)
"""The records every family's views may hold; each family names its own (``Family.records``)."""


class WireError(BragError):
    """A view that cannot be read back (a malformed or unknown record)."""


def _card_fields(cls: type) -> frozenset[str]:
    # The annotations are text (postponed evaluation): a field holds cards when its type names them.
    return frozenset(f.name for f in dataclasses.fields(cls) if "Card" in str(f.type) or "Groups" in str(f.type))


RECORDS: dict[str, type] = {}
"""Every record a view may be made of, by its class name: the shared ones and those of every
family loaded so far (see :func:`_learn`)."""
CARD_FIELDS: dict[str, frozenset[str]] = {}
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_FIELD_VALUES: dict[type, Callable[[Any], tuple[Any, ...]]] = {}
"""Each record's field values in one call (every record has several fields, so a tuple)."""
_LEARNT: set[int] = set()


def _add(records: tuple[type, ...]) -> None:
    for cls in records:
        if cls.__name__ in RECORDS:
            continue
        names = tuple(f.name for f in dataclasses.fields(cls))
        RECORDS[cls.__name__] = cls
        CARD_FIELDS[cls.__name__] = _card_fields(cls)
        _FIELD_NAMES[cls] = names
        _FIELD_VALUES[cls] = attrgetter(*names)


def _learn(families: list[Family]) -> None:
    """Know the records of ``families`` too (each family once)."""
    for family in families:
        if id(family) not in _LEARNT:
            _LEARNT.add(id(family))
            _add(family.records)


_add(SHARED_RECORDS)

_OPTIONS = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_NON_STR_KEYS


_SHARED: ContextVar[dict[int, tuple[Any, Any]] | None] = ContextVar("shared_records", default=None)
"""Within :func:`shared_records`: each record met so far by its identity, kept (so that no other
object takes its identity meanwhile) with its fields, and once it is met again its JSON instead."""


@contextlib.contextmanager
def shared_records() -> Iterator[None]:
    """Write several values that hold the same record objects and do not change meanwhile (the views
    of one moment share the seats' rows): a record met again is written once more, then its JSON is
    reused as it stands."""
    token = _SHARED.set({})
    try:
        yield
    finally:
        _SHARED.reset(token)


def _fields(value: Any, kind: type, names: tuple[str, ...]) -> dict[str, Any]:
    data = {TAG: kind.__name__}
    data.update(zip(names, _FIELD_VALUES[kind](value), strict=True))
    return data


def _shared_fields(value: Any, kind: type, names: tuple[str, ...], shared: dict[int, tuple[Any, Any]]) -> Any:
    """A record's fields the first time :func:`shared_records` meets it; its JSON after."""
    known = shared.get(id(value))
    if known is None:
        data = _fields(value, kind, names)
        shared[id(value)] = (value, data)
        return data
    if not isinstance(known[1], orjson.Fragment):  # met again: shared, so its JSON is kept
        known = shared[id(value)] = (value, orjson.Fragment(orjson.dumps(known[1], default=_plain, option=_OPTIONS)))
    return known[1]


def _plain(value: Any) -> Any:
    """One level of a value that JSON has no form for: a record as its tagged fields, a card as
    its text, any other mapping as a dict. The encoder calls this for each such value it meets."""
    kind = type(value)
    if kind is Card:
        return str(value)
    names = _FIELD_NAMES.get(kind)
    if names is None and kind not in (dict, tuple, list) and dataclasses.is_dataclass(kind):
        _learn(loaded_families())  # a view of a family first seen now: its game is loaded
        names = _FIELD_NAMES.get(kind)
    if names is not None:
        shared = _SHARED.get()
        return _fields(value, kind, names) if shared is None else _shared_fields(value, kind, names, shared)
    if isinstance(value, Mapping):
        return dict(value)
    raise WireError(f"a {kind.__name__} does not travel")


def dumps(value: Any) -> bytes:
    """``value`` (a message, a view, or any part of one) as compact JSON in UTF-8, with its
    records tagged and its cards as text.

    The encoder walks the value in C and calls back only for records and cards: a host writes
    six views after every action, and this is several times quicker than building plain data
    in Python first."""
    try:
        return orjson.dumps(value, default=_plain, option=_OPTIONS)
    except orjson.JSONEncodeError as error:
        cause = error.__cause__
        raise (cause if isinstance(cause, WireError) else WireError(str(error))) from None


def to_wire(value: Any) -> Any:
    """``value`` as the plain JSON data that travels (what :func:`dumps` writes, read back)."""
    return orjson.loads(dumps(value))


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
    if not isinstance(name, str):
        raise WireError(f"unknown record {name!r}")
    if name not in RECORDS:
        # A view of a family not loaded yet in this process (a seat joining a table): learn them all.
        _learn(every_family())
    cls = RECORDS.get(name)
    if cls is None:
        raise WireError(f"unknown record {name!r}")
    card_fields = CARD_FIELDS[name]
    known = {f.name for f in dataclasses.fields(cls)}
    values = {key: from_wire(item, key in card_fields) for key, item in data.items() if key in known}
    try:
        return cls(**values)
    except TypeError as error:
        raise WireError(f"a malformed {name}: {error}") from None
