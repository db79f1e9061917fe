"""The time the app and the host read and wait on, in one replaceable object.

The turn guard, a computer player's pause, a hosted table's turn timeout and a
connection's wait before it tries again all ask a :class:`Clock`. The one given
by default is the real one; a test hands in one it moves forward itself, so that
nothing waits in real time.
"""

from __future__ import annotations

import time


class Clock:
    """Real time: seconds from ``time.monotonic`` and waits on the running event loop."""

    def now(self) -> float:
        """Seconds from a fixed but arbitrary point; only differences mean anything."""
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` (at once if not above zero)."""
        import asyncio  # only a waiting program needs it; making a game must not pay for it

        await asyncio.sleep(max(0.0, seconds))


REAL_CLOCK = Clock()
"""The clock every timed wait uses unless it is given another."""
