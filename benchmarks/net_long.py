"""A long evening at one hosted table: does the host's cost per action stay flat?

    PYTHONPATH=. python benchmarks/net_long.py [--actions 30000] [--window 1000]

One ``brag host --headless`` table of six clients that act as soon as it is
their turn (``net_tables.py``'s clients) plays ``--actions`` actions. After each
``--window`` actions the host's CPU time, the bytes it has handed to the file
system (``wchar`` in ``/proc/PID/io``: the save, its journal and every
compaction) and its resident memory are read. The figures are the last window's
over the first's: CPU per action (``net_long_cpu_ratio``), bytes written per
action (``net_long_bytes_ratio``) and resident memory (``net_long_rss_ratio``).
Linux only (it reads ``/proc``).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import shutil
import tempfile
from pathlib import Path

from net_tables import rss_mb, start_host, table  # benchmarks/ is the script's folder, so it is importable


def host_figures(pid: int) -> tuple[float, int, float]:
    """The host's CPU seconds so far, bytes written so far and resident memory (MB)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime
    written = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/io").read_text().splitlines()
                   if line.startswith("wchar:"))
    return cpu, written, rss_mb(pid)


async def _sample(pid: int, counted: list[float], window: int, samples: list[tuple[int, float, int, float]]) -> None:
    """Read the host's figures each time another ``window`` actions have been answered."""
    mark: int | None = None
    while True:
        # The first once the game is under way (the joins and the start are not an action's cost).
        if (mark is None and counted) or (mark is not None and len(counted) >= mark + window):
            samples.append((len(counted), *host_figures(pid)))
            mark = len(counted)
        await asyncio.sleep(0.01)


async def _play(url: str, pid: int, actions: int, window: int, seed: int) -> list[tuple[int, float, int, float]]:
    rtts: list[float] = []
    samples: list[tuple[int, float, int, float]] = []
    sampler = asyncio.create_task(_sample(pid, rtts, window, samples))
    try:
        await table(url, actions, rtts, seed, limit=3600)
    finally:
        sampler.cancel()
    samples.append((len(rtts), *host_figures(pid)))
    return samples


def bench_long(rng: random.Random, actions: int = 30_000, window: int = 1000) -> dict[str, float]:
    """The last window's CPU per action, bytes written per action and memory over the first's."""
    folder = Path(tempfile.mkdtemp(prefix="brag-net-long-"))
    process, url = start_host(folder, 1)
    try:
        samples = asyncio.run(_play(url, process.pid, actions, window, rng.randrange(1000)))
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(folder, ignore_errors=True)

    def per_action(first: tuple, second: tuple) -> tuple[float, float]:
        done = max(1, second[0] - first[0])
        return (second[1] - first[1]) / done, (second[2] - first[2]) / done

    # Windows are between consecutive samples; the stretch after the last full one is too short.
    windows = [pair for pair in itertools.pairwise(samples) if pair[1][0] - pair[0][0] >= window // 2]
    opening, closing = windows[0], windows[-1]
    first_cpu, first_bytes = per_action(*opening)
    last_cpu, last_bytes = per_action(*closing)
    return {"net_long_cpu_ratio": last_cpu / first_cpu if first_cpu else float("nan"),
            "net_long_bytes_ratio": last_bytes / first_bytes if first_bytes else float("nan"),
            "net_long_rss_ratio": closing[1][3] / opening[1][3],
            "net_long_bytes_per_action": last_bytes, "net_long_host_cpu_ms_per_action": last_cpu * 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=30_000)
    parser.add_argument("--window", type=int, default=1000)
    args = parser.parse_args()
    results = bench_long(random.Random(2024), args.actions, args.window)
    print(json.dumps({k: round(v, 3) for k, v in results.items()}))


if __name__ == "__main__":
    main()
