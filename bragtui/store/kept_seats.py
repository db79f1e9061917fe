"""Where a seat joined to another's table keeps the views it was sent, for its own review.

One file a table and seat, in the data folder's ``joined`` folder, named by the
seat's name and a digest of the table's address and code (the code itself stays
out of the name): JSON written whole after each hand, readable by this user only.
``brag review FILE`` reads it back.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from bragtui.core.errors import HistoryError
from bragtui.store.files import read_text, write_atomically
from bragtui.store.folders import data_folder


def kept_folder() -> Path:
    """The folder of the records kept by joined seats."""
    return data_folder() / "joined"


def kept_path(address: str, code: str, name: str) -> Path:
    """The file a seat's record of the table at ``address`` with ``code`` is kept in."""
    digest = hashlib.sha256(f"{address.strip().rstrip('/')}\n{code}".encode()).hexdigest()[:12]
    safe = re.sub(r"[^\w.-]+", "-", name, flags=re.UNICODE).strip("-.") or "seat"
    return kept_folder() / f"{safe}-{digest}.json"


def write_kept(path: Path, data: dict[str, Any]) -> None:
    """Replace the kept record at ``path`` (its folder made if need be)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(data, separators=(",", ":")), durable=False)


def read_kept(path: Path) -> object:
    """The JSON data of a kept record; a one-line :class:`HistoryError` if it cannot be read."""
    text = read_text(path, "kept record", HistoryError)
    try:
        return json.loads(text)
    except ValueError as problem:
        raise HistoryError(f"{path}: not JSON ({problem})") from None
