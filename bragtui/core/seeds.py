"""Seeds drawn from text: the same text always gives the same seed.

What needs a random stream that is the same on every run and in every process
(a run's blocks, the coach's play-outs for one view, the review of a history
that names no seed) draws its seed from a text that says what it is for.
"""

from __future__ import annotations


def seed_of(text: str) -> int:
    """A 64-bit seed drawn from ``text`` (SHA-256), the same for the same text everywhere."""
    import hashlib  # noqa: PLC0415  # only what asks for a seed pays for its import, not every start-up

    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
