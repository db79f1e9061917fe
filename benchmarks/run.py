"""Measure bragtui against named libraries in one run and print the ratios.

    python -m pip install -e '.[bench]' && python benchmarks/run.py [--json]

Every figure is the median of several repeats over the same pre-generated
random hands, so the libraries compared see exactly the same work.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

REPEATS = 7
HANDS = 20_000


def median_seconds(work: Callable[[], object], repeats: int = REPEATS) -> float:
    """Median wall time of ``work()`` over ``repeats`` runs, after one warm-up."""
    work()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_ranking(rng: random.Random) -> dict[str, float]:
    """Three-card ranking against treys and a bare dict; best-of-five against pokerkit."""
    from pokerkit import Card as PokerkitCard
    from pokerkit import StandardHighHand
    from treys import Card as TreysCard
    from treys import Evaluator

    from bragtui.core import ranking
    from bragtui.core.cards import CARDS
    from bragtui.core.hands import natural_score

    ranking.table()
    threes = [tuple(rng.sample(range(52), 3)) for _ in range(HANDS)]
    fives = [rng.sample(range(52), 5) for _ in range(HANDS)]

    strength3 = ranking.strength3

    def ours_rank() -> None:
        for a, b, c in threes:
            strength3(a, b, c)

    treys_eval = Evaluator()
    treys_hands = [[TreysCard.new(CARDS[c].text().replace("10", "T")) for c in hand] for hand in fives]
    treys_split = [(h[:2], h[2:]) for h in treys_hands]

    def treys_rank() -> None:
        for hole, board in treys_split:
            treys_eval.evaluate(hole, board)

    keys = [ranking.hand_key(*h) for h in threes]
    plain_dict = {k: ranking.strength3(*h) for k, h in zip(keys, threes)}

    def ours_lookup() -> None:
        ranking.strengths(keys)

    def dict_lookup() -> None:
        list(map(plain_dict.__getitem__, keys))

    def ours_best5() -> None:
        for hand in fives:
            natural_score(hand)

    pk_hands = [list(PokerkitCard.parse("".join(CARDS[c].text().replace("10", "T") for c in hand)))
                for hand in fives]

    def pokerkit_best5() -> None:
        for hand in pk_hands:
            StandardHighHand(hand)

    t_rank = median_seconds(ours_rank)
    t_treys = median_seconds(treys_rank)
    t_lookup = median_seconds(ours_lookup)
    t_dict = median_seconds(dict_lookup)
    t_best5 = median_seconds(ours_best5)
    t_pokerkit = median_seconds(pokerkit_best5, repeats=3)
    return {
        "rank_per_s": HANDS / t_rank,
        "rank_vs_treys": t_treys / t_rank,
        "rank_vs_dict": t_lookup / t_dict,
        "best5_per_s": HANDS / t_best5,
        "best5_vs_pokerkit": t_pokerkit / t_best5,
    }


def bench_core_import() -> dict[str, float]:
    """Start-up cost of importing the whole core, over a bare interpreter start."""
    core = ("import pkgutil, importlib, bragtui.core as c\n"
            "[importlib.import_module(m.name) for m in pkgutil.walk_packages(c.__path__, 'bragtui.core.')]")

    def start(code: str) -> float:
        begin = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        return time.perf_counter() - begin

    bare = statistics.median(start("pass") for _ in range(9))
    with_core = statistics.median(start(core) for _ in range(9))
    return {"core_import_ms": max(0.0, (with_core - bare) * 1000)}


GOALS = {
    "rank_vs_treys": (">=", 2),
    "rank_vs_dict": ("<=", 2),
    "best5_vs_pokerkit": (">=", 2),
    "core_import_ms": ("<=", 50),
}

SUITES: dict[str, Callable[[random.Random], dict[str, float]]] = {
    "ranking": bench_ranking,
    "import": lambda rng: bench_core_import(),
}


def meets(name: str, figure: float) -> str:
    if name not in GOALS:
        return ""
    op, goal = GOALS[name]
    ok = figure >= goal if op == ">=" else figure <= goal
    return f"goal {op} {goal}: {'met' if ok else 'MISSED'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--only", choices=sorted(SUITES), action="append", help="run only these suites")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    results: dict[str, float] = {}
    for name, suite in SUITES.items():
        if args.only and name not in args.only:
            continue
        results.update(suite(random.Random(args.seed)))
    if args.json:
        print(json.dumps({k: round(v, 4) for k, v in results.items()}))
        return
    for name, figure in results.items():
        print(f"{name:<22}{figure:>14,.3f}   {meets(name, figure)}")


if __name__ == "__main__":
    main()
