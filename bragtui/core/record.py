"""The base of every record a view is made of: what travels to a window on another machine.

A record is a ``msgspec`` struct, frozen like a dataclass: it is built in C, and
``core.wire`` writes it as JSON in C too, as an object tagged with its class's
name (``"~": "BragView"``) before its fields in the order they are declared. A
host builds and writes a view for every seat after every action, so both are
on its hot path.
"""

from __future__ import annotations

import msgspec

TAG = "~"
"""The key of a record's class name in its JSON."""


class Record(msgspec.Struct, frozen=True, tag_field=TAG, tag=True):
    """A frozen record that travels, tagged with its class's name. Each subclass says ``frozen=True``
    again (a type checker does not carry it down) and ``kw_only=True`` where its fields are given by
    name; ``msgspec.structs.replace`` makes a changed copy, as ``dataclasses.replace`` would."""
