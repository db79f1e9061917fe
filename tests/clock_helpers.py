"""A clock the test moves by hand, so that no test waits in real time."""

from __future__ import annotations

import asyncio
import heapq
import itertools

from bragtui.core.clock import Clock


class ManualClock(Clock):
    """Time stands still until :meth:`advance` moves it; a wait ends once time has reached its end."""

    def __init__(self) -> None:
        self.time = 0.0
        self._waits: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def now(self) -> float:
        return self.time

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waits, (self.time + seconds, next(self._order), done))
        await done

    def advance(self, seconds: float) -> None:
        """Move time on by ``seconds`` and end every wait that time has reached."""
        self.time += seconds
        while self._waits and self._waits[0][0] <= self.time:
            _, _, done = heapq.heappop(self._waits)
            if not done.done():
                done.set_result(None)

    @property
    def waiting(self) -> int:
        """How many waits have not ended yet."""
        return sum(not done.done() for _, _, done in self._waits)


async def pass_time(pilot, clock: ManualClock, seconds: float) -> None:
    """Let the app settle, move the clock on, and let it settle again."""
    await pilot.pause()
    clock.advance(seconds)
    await pilot.pause()
