"""The seats' tokens: made with ``secrets``, kept only as hashes, in ``FILE.seats`` beside the save.

A token is the only way to take a seat back after the game has started (never
the name, which everyone at the table knows). The history itself, which players
share, holds no token; the seats file is readable by the host's user only.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from pathlib import Path
from typing import Any

from bragtui.core.errors import BragError

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters and digits that cannot be misread for one another (no 0/O, 1/I/L)."""


def new_code(length: int = 6) -> str:
    """A random join code."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


CODE_LENGTH = (6, 32)
"""A code's shortest and longest length (the shortest is required beyond this machine)."""


def code_problem(code: str, loopback: bool) -> str | None:
    """Why ``code`` cannot be a table's code, or ``None``. A space (or any unprintable character)
    is refused always: the host's first line, which scripts read, is split at spaces. A code
    shorter than six characters is refused beyond this machine, where anyone who can reach the port
    may guess; on loopback only this machine's users can, so a short one is allowed."""
    shortest, longest = CODE_LENGTH
    if not code or any(c.isspace() or not c.isprintable() for c in code):
        return "a code is letters, digits or signs with no spaces (the host's first line is split at spaces)"
    if len(code) > longest:
        return f"a code is at most {longest} characters"
    if len(code) < shortest and not loopback:
        return (f"a code is at least {shortest} characters when the table listens beyond this machine: "
                "a shorter one is easily guessed (leave out --code for a random one)")
    return None


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def same_secret(given: str, expected: str) -> bool:
    """Compare a code or a hash in constant time."""
    return hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode("utf-8", "replace"))


def seats_path(save: Path) -> Path:
    return save.with_name(save.name + ".seats")


def write_seats(path: Path, code: str, hashes: dict[str, str]) -> None:
    """Write the code and the token hashes by seat name, readable and writable by this user only."""
    data = json.dumps({"format": "brag-seats/1", "code": code, "tokens": hashes}, indent=1)
    temporary = path.with_name(path.name + ".new")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.chmod(temporary, 0o600)
    os.replace(temporary, path)


def read_seats(path: Path) -> tuple[str, dict[str, str]]:
    """The code and the token hashes kept for a game, with a clear error if they cannot be read."""
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BragError(f"{path}: the seats file is missing, so no seat could be taken back") from None
    except (OSError, ValueError) as error:
        raise BragError(f"{path}: cannot read the seats file ({type(error).__name__})") from None
    tokens = data.get("tokens") if isinstance(data, dict) else None
    code = data.get("code") if isinstance(data, dict) else None
    if not isinstance(tokens, dict) or not isinstance(code, str) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in tokens.items()):
        raise BragError(f"{path}: not a seats file (expected 'code' and 'tokens')")
    return code, dict(tokens)
