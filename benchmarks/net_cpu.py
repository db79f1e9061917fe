"""The host's CPU per action over a bare WebSocket server's sending the same bytes.

    PYTHONPATH=. python benchmarks/net_cpu.py [--pairs 7] [--actions 300]

One ``brag host --headless`` table of six clients (on this machine) plays
stretches of ``--actions`` actions. After each stretch, a bare ``websockets``
server in a process of its own (the host's settings: no compression, the same
limits and write buffer) is driven by the same six clients through the same
stretch: for each action a client sends it, it sends each seat the very
messages the host sent (recorded by the clients), and nothing else. Each
server's CPU time over its stretch (from ``/proc``'s scheduler figures, every
thread, in nanoseconds) is divided by the stretch's actions; the figure
``net_host_cpu_vs_bare`` is the median of the pairs' ratios, so both sides of a
pair see the same load on a shared machine. Linux only.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from net_tables import CODE, SEATS, choose, start_host  # benchmarks/ is the script's folder, so it is importable

ROOT = Path(__file__).resolve().parent.parent
STATE = '{"type":"state"'


def cpu_seconds(pid: int) -> float:
    """CPU time of every thread of ``pid`` so far (the scheduler's own count: nanoseconds, not ticks)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(FileNotFoundError, ProcessLookupError):  # a thread that has just ended
            total += int((task / "schedstat").read_text().split()[0])
    return total / 1e9


# --- the bare server ---------------------------------------------------------------------------------

def serve_bare() -> None:
    """The bare server: on each action, the next recorded batch of messages, sent to each seat in turn."""
    from websockets.asyncio.server import serve
    from websockets.exceptions import ConnectionClosed

    from bragtui.net.protocol import MAX_MESSAGE

    seats: dict[int, Any] = {}
    batches: list[list[list[bytes]]] = []
    turn = asyncio.Lock()

    async def handler(socket: Any) -> None:
        with contextlib.suppress(ConnectionClosed):  # the benchmark ends by cutting its clients off
            await serve_one(socket)

    async def serve_one(socket: Any) -> None:
        async for raw in socket:
            message = json.loads(raw)
            kind = message["type"]
            if kind == "join":
                seats[int(message["name"][1:])] = socket
            elif kind == "load":  # the next stretch's messages, read before the stretch is timed
                batches[:] = [[[text.encode() for text in broadcast] for broadcast in batch]
                              for batch in reversed(json.loads(Path(message["path"]).read_text()))]
                await socket.send("loaded")
            elif batches:  # "act": one at a time, as the host answers them
                async with turn:
                    for broadcast in batches.pop():
                        for seat, data in enumerate(broadcast):
                            await seats[seat].send(data, text=True)

    async def main() -> None:
        # The host's own settings (bragtui.net.host.Host.start), so that only the host's work differs.
        async with serve(handler, "127.0.0.1", 0, max_size=MAX_MESSAGE, compression=None, ping_interval=20,
                         ping_timeout=20, max_queue=64, write_limit=16 * 1024) as server:
            print(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}", flush=True)
            await asyncio.Future()

    asyncio.run(main())


def start_bare() -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen([sys.executable, __file__, "--bare"], stdout=subprocess.PIPE, text=True,
                               env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert process.stdout is not None
    return process, process.stdout.readline().strip()


# --- the clients -------------------------------------------------------------------------------------

@dataclass
class Stretch:
    """The six clients' shared state: how many more actions they may send, and what they received."""

    left: int = 0
    received: list[list[str]] = field(default_factory=lambda: [[] for _ in range(SEATS)])
    waiting: int | None = None
    """The seat whose turn it is and that waits for the next stretch (``None``: one is under way)."""
    wake: asyncio.Event = field(default_factory=asyncio.Event)

    def begin(self, actions: int) -> None:
        self.left, self.waiting = actions, None
        self.received = [[] for _ in range(SEATS)]
        self.wake.set()

    def done(self) -> bool:
        counts = {len(messages) for messages in self.received}
        return self.waiting is not None and len(counts) == 1


async def client(url: str, seat: int, stretch: Stretch, rng: random.Random, sockets: list[Any]) -> None:
    """One seat: acts whenever a message says it is its turn and the stretch has actions left."""
    from websockets.asyncio.client import connect

    name = f"P{seat}"
    my_turn = f'"to_act":{json.dumps(name)}'
    async with connect(url, compression=None, max_size=2**22) as socket:
        sockets[seat] = socket
        await socket.send(json.dumps({"type": "join", "code": CODE, "name": name}))
        async for raw in socket:
            assert isinstance(raw, str)
            if not raw.startswith(STATE):
                continue
            stretch.received[seat].append(raw)
            if my_turn not in raw:
                continue
            message = json.loads(raw)
            if message["to_act"] != name or not message["legal"]:
                continue
            while stretch.left == 0:
                stretch.waiting = seat
                stretch.wake.clear()
                await stretch.wake.wait()
            stretch.left -= 1
            await socket.send(json.dumps({"type": "act", "action": choose(message["legal"], rng)}))


def batches(received: list[list[str]]) -> list[list[list[str]]]:
    """The stretch's broadcasts (one message per seat each) grouped by the action that caused them:
    a batch ends with the broadcast that gives a seat its turn."""
    out: list[list[list[str]]] = []
    batch: list[list[str]] = []
    for broadcast in zip(*received, strict=True):
        batch.append(list(broadcast))
        states = [json.loads(text) for text in broadcast]
        if any(state["legal"] and state["to_act"] == f"P{seat}" for seat, state in enumerate(states)):
            out.append(batch)
            batch = []
    return out


async def until(finished: Callable[[], bool]) -> None:
    for _ in range(10_000):  # at most a minute
        await asyncio.sleep(0.001)
        if finished():
            return
    raise RuntimeError("a stretch did not finish within a minute")


async def run_stretch(stretch: Stretch, actions: int, pid: int, first: Any | None = None) -> float:
    """Play ``actions`` actions (``first``: send the first one from that socket) and return the server's
    CPU seconds per action."""
    before = cpu_seconds(pid)
    if first is not None:
        stretch.begin(actions - 1)
        await first.send(json.dumps({"type": "act", "action": "fold"}))
    else:
        stretch.begin(actions)
    try:
        await until(stretch.done)
    except RuntimeError:
        raise RuntimeError(f"a stretch stopped: messages received {[len(r) for r in stretch.received]}, "
                           f"actions left {stretch.left}") from None
    return (cpu_seconds(pid) - before) / actions


async def measure(pairs: int, actions: int, seed: int, folder: Path) -> list[tuple[float, float]]:
    """Each pair's host and bare server CPU seconds per action."""
    host, host_url = start_host(folder, seed)
    bare, bare_url = start_bare()
    from websockets.asyncio.client import connect

    figures: list[tuple[float, float]] = []
    host_stretch, bare_stretch = Stretch(), Stretch()
    host_sockets: list[Any] = [None] * SEATS
    bare_sockets: list[Any] = [None] * SEATS
    tasks = [asyncio.create_task(client(host_url, seat, host_stretch, random.Random(seed * 10 + seat), host_sockets))
             for seat in range(SEATS)]
    tasks += [asyncio.create_task(client(bare_url, seat, bare_stretch, random.Random(seat), bare_sockets))
              for seat in range(SEATS)]
    try:
        async with connect(bare_url) as control:
            # The joins, the start and a first stretch are not counted.
            host_stretch.begin(actions)
            await until(lambda: host_stretch.waiting is not None)
            await asyncio.sleep(0.5)
            for _ in range(pairs):
                first = host_stretch.waiting
                host_cpu = await run_stretch(host_stretch, actions, host.pid)
                recording = folder / "stretch.json"
                recording.write_text(json.dumps(batches(host_stretch.received)))
                await control.send(json.dumps({"type": "load", "path": str(recording)}))
                await control.recv()
                assert first is not None
                # The seat to act waits at the bare server's table too, after its first stretch; before
                # it, the first action is sent for it.
                kick = bare_sockets[first] if bare_stretch.waiting is None else None
                bare_cpu = await run_stretch(bare_stretch, actions, bare.pid, first=kick)
                figures.append((host_cpu, bare_cpu))
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for process in (host, bare):
            process.kill()
            process.wait()
    return figures


def bench_cpu(rng: random.Random, pairs: int = 7, actions: int = 300) -> dict[str, float]:
    """``net_host_cpu_vs_bare``, as the module's docstring says."""
    folder = Path(tempfile.mkdtemp(prefix="brag-net-cpu-"))
    try:
        figures = asyncio.run(measure(pairs, actions, rng.randrange(1000), folder))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return {"net_host_cpu_vs_bare": statistics.median(host / bare for host, bare in figures),
            "net_host_cpu_ms_per_action": statistics.median(host for host, _ in figures) * 1000,
            "net_bare_cpu_ms_per_action": statistics.median(bare for _, bare in figures) * 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--bare", action="store_true", help="only run the bare server (the benchmark starts it)")
    args = parser.parse_args()
    if args.bare:
        serve_bare()
        return
    print(json.dumps({k: round(v, 3) for k, v in bench_cpu(random.Random(2024), args.pairs, args.actions).items()}))


if __name__ == "__main__":
    main()
