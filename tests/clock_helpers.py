"""A clock the test moves by hand, so that no test waits in real time."""

from __future__ import annotations

import asyncio
import contextlib
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


@contextlib.asynccontextmanager
async def ticking(clock: ManualClock, step: float):
    """Time runs fast while inside: ``step`` seconds pass at each turn of the event loop (every
    millisecond or so), so a timed wait ends after a few turns, in its order with the others."""

    async def tick() -> None:
        while True:
            clock.advance(step)
            await asyncio.sleep(0.001)

    task = asyncio.create_task(tick())
    try:
        yield clock
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def until_waiting(clock: ManualClock, count: int = 1) -> None:
    """Let the event loop run until ``count`` waits are on the clock (a second at most)."""
    for _ in range(1000):
        if clock.waiting >= count:
            return
        await asyncio.sleep(0.001)
    raise AssertionError(f"{count} waits never began")
