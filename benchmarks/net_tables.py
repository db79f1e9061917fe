"""Network play under load: ten hosted tables of six headless clients on this machine.

    PYTHONPATH=. python benchmarks/net_tables.py [--actions 2000] [--tables 10]

Each table is a ``brag host --headless`` process with six clients that act as
soon as it is their turn (a random legal action, read from the ``legal`` list).
One table is measured: the time from a client's action to the next state it is
sent (its p99, ``net_rtt_ms_p99``), and its host's resident memory at the end
(``net_host_rss_mb``). The other tables run their clients in processes of their
own, so they load the machine as real tables would.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = "BENCH1"
SEATS = 6


def start_host(folder: Path, number: int) -> tuple[subprocess.Popen, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [sys.executable, "-m", "bragtui", "host", "--variant", "three-card", "--seats", str(SEATS), "--headless",
         "--port", "0", "--code", CODE, "--turn-timeout", "0", "--pause", "0", "--seed", str(number),
         "--save", str(folder / f"table-{number}.toml")],
        # From this tree's folder: "-m" puts the working folder before PYTHONPATH, so a host started
        # elsewhere could run another checkout's code.
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    assert process.stdout is not None
    line = process.stdout.readline()
    return process, line.split()[2]


def choose(legal: list[dict], rng: random.Random) -> str:
    """A random legal action, weighted so that hands end in a few dozen actions."""
    open_now = {entry["verb"]: entry for entry in legal if "reason" not in entry}
    weights = {"fold": 3, "see": 3, "bet": 2, "look": 2}
    verbs = [verb for verb in open_now if verb in weights] or list(open_now)
    verb = rng.choices(verbs, [weights.get(v, 1) for v in verbs])[0]
    entry = open_now[verb]
    if entry.get("options"):
        return f"{verb} {rng.choice(entry['options'])}"
    return f"bet {entry['min']}" if verb == "bet" else verb


async def seat(url: str, name: str, actions: int, rtts: list[float] | None, rng: random.Random,
               done: asyncio.Event) -> None:
    """One client: join, then act at once whenever it is this seat's turn, until cancelled.

    A client reads every message but parses only those that may be its turn: the host
    writes compact JSON with ``type`` first, so a state for another seat's turn is told
    by its text alone. The clients stand in for players; their own work is not what is
    measured, and on a shared machine every table's clients take CPU from every host.
    """
    from websockets.asyncio.client import connect

    state, error, my_turn = '{"type":"state"', '{"type":"error"', f'"to_act":{json.dumps(name)}'
    async with connect(url, compression=None, max_size=2**22) as socket:
        await socket.send(json.dumps({"type": "join", "code": CODE, "name": name}))
        sent_at: float | None = None
        async for raw in socket:
            assert isinstance(raw, str)
            if raw.startswith(error):
                raise RuntimeError(f"{name}: refused: {json.loads(raw)['message']}")
            if not raw.startswith(state):
                continue
            if sent_at is not None and rtts is not None:
                rtts.append(time.perf_counter() - sent_at)
            sent_at = None
            if my_turn not in raw:
                continue
            message = json.loads(raw)
            if message["to_act"] == name and message["legal"]:
                sent_at = time.perf_counter()
                await socket.send(json.dumps({"type": "act", "action": choose(message["legal"], rng)}))
                if rtts is not None and len(rtts) >= actions:
                    done.set()


async def table(url: str, actions: int, rtts: list[float] | None, seed: int, limit: float) -> None:
    """Play one table's six seats until ``actions`` are measured (or for ever, for a load table)."""
    done = asyncio.Event()
    clients = [asyncio.create_task(seat(url, f"P{i}", actions, rtts, random.Random(seed * 10 + i), done))
               for i in range(SEATS)]
    finished = asyncio.create_task(done.wait())
    try:
        await asyncio.wait([finished, *clients], timeout=limit, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in [finished, *clients]:
            task.cancel()
        outcomes = await asyncio.gather(finished, *clients, return_exceptions=True)
    failures = [outcome for outcome in outcomes if isinstance(outcome, Exception)]
    if failures:
        raise failures[0]  # a client refused or cut off: the figure would mean nothing
    if not done.is_set():
        raise RuntimeError(f"the table stopped (a connection closed, or {limit} s passed) "
                           f"after {len(rtts or ())} of {actions} actions")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def bench_net(rng: random.Random, actions: int = 2000, tables: int = 10) -> dict[str, float]:
    """``net_rtt_ms_p99`` and ``net_host_rss_mb``, as the module's docstring says."""
    folder = Path(tempfile.mkdtemp(prefix="brag-net-bench-"))
    hosts = [start_host(folder, number) for number in range(tables)]
    others = [subprocess.Popen([sys.executable, __file__, "--drive", url, "--actions", str(actions * 3)],
                               env=dict(os.environ, PYTHONPATH=str(ROOT)))
              for _, url in hosts[1:]]
    rtts: list[float] = []
    try:
        asyncio.run(table(hosts[0][1], actions, rtts, rng.randrange(1000), limit=600))
        memory = rss_mb(hosts[0][0].pid)
    finally:
        for process in others + [process for process, _ in hosts]:
            process.kill()
            process.wait()
        shutil.rmtree(folder, ignore_errors=True)
    rtts.sort()
    return {"net_rtt_ms_p99": rtts[int(len(rtts) * 0.99) - 1] * 1000,
            "net_rtt_ms_median": statistics.median(rtts) * 1000, "net_host_rss_mb": memory}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--drive", metavar="URL", help="only play one table's six seats (a load table)")
    args = parser.parse_args()
    if args.drive:
        asyncio.run(table(args.drive, 10**9, None, 1, limit=600))
        return
    results = bench_net(random.Random(2024), args.actions, args.tables)
    print(json.dumps({k: round(v, 2) for k, v in results.items()}))


if __name__ == "__main__":
    main()
