"""Reading a file whole and replacing one whole: the two ways the store touches a file's text."""

from __future__ import annotations

from pathlib import Path

from bragtui.core.errors import BragError


def read_text(path: object, what: str, error: type[BragError]) -> str:
    """The text of the file at ``path``, or ``error`` naming the file (as ``what``) and the problem.
    A byte-order mark at the start (some editors write one) is left out."""
    try:
        return Path(str(path)).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise error(f"{path}: no such {what}") from None
    except IsADirectoryError:
        raise error(f"{path}: is a folder, not a {what}") from None
    except UnicodeDecodeError as problem:
        raise error(f"{path}: cannot read the {what}: byte {problem.start + 1} is not UTF-8 text; "
                    "expected a text file") from None
    except OSError as problem:
        raise error(f"{path}: cannot read the {what} ({problem.__class__.__name__})") from None


def write_atomically(target: Path, text: str, durable: bool = True) -> None:
    """Replace ``target`` by ``text`` whole: written beside it, then renamed over it, so a crash
    never leaves half a file; its folder must exist. ``durable`` waits until the text is on the
    disk before the rename; without it, a power cut soon after may leave the new file empty (see
    ``bragtui.net.autosave``)."""
    import os
    import tempfile  # only when saving: the commands that never save start without it

    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            if durable:
                out.flush()
                os.fsync(out.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
