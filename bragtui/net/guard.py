"""Who may connect to ``brag host``: connection caps by address and in all, and the ban that follows
too many wrong codes.

The caps are counted on TCP connections, before any WebSocket handshake, so a
flood of idle sockets is turned away at once and never holds the host's file
descriptors. Time comes from an injectable clock, so the ban can be tested
without waiting a minute.
"""

from __future__ import annotations

import collections
import time
from collections.abc import Callable
from dataclasses import dataclass

TOTAL_CONNECTIONS = 64
"""Connections the host holds at once, from every address together."""
SPARE_PER_ADDRESS = 2
"""Connections one address may hold beyond one per seat (a seat taken back over a dropped one)."""
JOIN_WITHIN = 5.0
"""Seconds a connection has to join (handshake included) before it is closed (4400)."""
WRONG_CODES = 10
WRONG_CODE_WINDOW = 60.0
BAN_SECONDS = 60.0
"""``WRONG_CODES`` wrong codes from one address within ``WRONG_CODE_WINDOW`` seconds: that address
is refused for ``BAN_SECONDS`` (4401)."""
CLOSE_JOIN_FIRST, CLOSE_BANNED, CLOSE_BINARY = 4400, 4401, 1003


@dataclass(frozen=True)
class Limits:
    """The numbers the gate holds connections to (smaller in tests)."""

    per_address: int
    total: int = TOTAL_CONNECTIONS
    wrong_codes: int = WRONG_CODES
    window: float = WRONG_CODE_WINDOW
    ban: float = BAN_SECONDS


class Gate:
    """Counts the open connections of each address and its wrong codes; says who may come in."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic,
                 log: Callable[[str], None] | None = None):
        self.limits = limits
        self.clock = clock
        self.log = log
        self.open: collections.Counter[str] = collections.Counter()
        self.wrong: dict[str, collections.deque[float]] = {}
        self.banned_until: dict[str, float] = {}
        self._told: set[str] = set()
        """Addresses whose refusals are already in the log (one line until they drop below the cap)."""

    @property
    def total(self) -> int:
        return sum(self.open.values())

    def admit(self, address: str) -> bool:
        """Count a new connection from ``address``; ``False`` (and not counted) when over a cap."""
        if self.open[address] >= self.limits.per_address:
            self._tell(address, f"refused connections from {address}: it already has "
                                f"{self.limits.per_address} open")
            return False
        if self.total >= self.limits.total:
            self._tell("", f"refused connections: {self.limits.total} are open, the most the host holds")
            return False
        self.open[address] += 1
        return True

    def release(self, address: str) -> None:
        """A counted connection from ``address`` has closed."""
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]
        self._told.discard(address)
        self._told.discard("")

    def _tell(self, key: str, line: str) -> None:
        if key not in self._told:
            self._told.add(key)
            if self.log is not None:
                self.log(f"brag host: {line}")

    def _forget_old(self, now: float) -> None:
        """Drop the counts of addresses whose wrong codes are all older than the window."""
        for address in [a for a, times in self.wrong.items() if now - times[-1] > self.limits.window]:
            del self.wrong[address]

    def banned(self, address: str) -> bool:
        """Whether ``address`` is refused now for its wrong codes."""
        until = self.banned_until.get(address)
        if until is None:
            return False
        if self.clock() >= until:
            del self.banned_until[address]
            return False
        return True

    def wrong_code(self, address: str) -> bool:
        """Count a wrong code from ``address`` (logged with it); ``True`` when it is now banned."""
        now = self.clock()
        if len(self.wrong) > 1000:
            self._forget_old(now)
        times = self.wrong.setdefault(address, collections.deque())
        times.append(now)
        while times and now - times[0] > self.limits.window:
            times.popleft()
        if self.log is not None:
            self.log(f"brag host: wrong code from {address} ({len(times)} in the last "
                     f"{self.limits.window:.0f} s)")
        if len(times) < self.limits.wrong_codes:
            return False
        del self.wrong[address]  # kept only while counting, so guesses from many addresses hold little
        self.banned_until[address] = now + self.limits.ban
        if self.log is not None:
            self.log(f"brag host: {address} is refused for {self.limits.ban:.0f} s: too many wrong codes")
        return True
