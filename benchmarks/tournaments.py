"""The computer players' strength, shown with fixed seeds: a markdown table of tournaments.

    PYTHONPATH=. python benchmarks/tournaments.py [--scale 0.2] [--json]

Each row is one ``brag tournament``: the seat under test (the first) against the
others. For money variants it must be ahead of the best of the other seats by
more than its ci95 (the 95% interval of its net per hand, from batch means of
consecutive hands); for games won outright it must win at least the share of
games shown.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass

from bragtui.core.variants import get_variant
from bragtui.players import ComputerPlayer
from bragtui.players.tournament import TournamentResult, run_tournament


@dataclass(frozen=True)
class Case:
    variant: str
    seats: tuple[str, ...]
    count: int
    seed: int
    least_share: float | None = None
    """For games won outright: the share of games the first seat must win."""


CASES = (
    Case("three-card", ("hard", "random", "random", "random"), 6000, 1),
    Case("three-card", ("hard", "medium", "medium", "medium"), 6000, 1),
    Case("three-card", ("medium", "easy", "easy", "easy"), 6000, 1),
    Case("four-card", ("hard", "medium", "medium"), 6000, 1),
    Case("bastard-money", ("hard", "medium", "medium"), 3000, 1),
    Case("bastard", ("hard", "random", "random"), 400, 1, least_share=0.55),
    Case("bastard", ("hard", "medium", "medium"), 1000, 1, least_share=0.40),
    Case("crash", ("hard", "random"), 1000, 1, least_share=0.80),
    Case("seven-card", ("hard", "medium", "medium"), 1500, 1),
    Case("nine-card", ("hard", "medium", "medium"), 1500, 1),
    Case("fifteen-card", ("hard", "medium"), 300, 1, least_share=0.55),
    Case("teen-patti", ("hard", "medium", "medium", "medium"), 20000, 1),
    Case("teen-patti", ("medium", "easy", "easy", "easy"), 20000, 1),
)


def run_case(case: Case, scale: float = 1.0) -> tuple[TournamentResult, bool, str]:
    """Play one case; its result, whether it shows what it must, and the margin as text."""
    players = [ComputerPlayer.from_spec(spec) for spec in case.seats]
    result = run_tournament(case.variant, players, count=max(10, round(case.count * scale)), seed=case.seed)
    first, others = result.seats[0], result.seats[1:]
    if case.least_share is not None:
        share = first.games_won / result.games
        return result, share >= case.least_share, f"wins {share:.1%} of games (needs {case.least_share:.0%})"
    lead = first.net_per_hand - max(seat.net_per_hand for seat in others)
    return result, lead > first.ci95, f"ahead by {lead:.2f} a hand, ci95 {first.ci95:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every case's hands or games")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    for case in CASES:
        start = time.perf_counter()
        result, shown, margin = run_case(case, args.scale)
        unit = "games" if get_variant(case.variant).won_outright else "hands"
        rows.append({"variant": case.variant, "seats": ",".join(case.seats), "seed": case.seed,
                     unit: result.games if unit == "games" else result.hands, "first": result.seats[0].as_dict(),
                     "margin": margin, "shown": shown, "seconds": round(time.perf_counter() - start, 1)})
    if args.json:
        print(json.dumps(rows))
        return
    print("| variant | seats | seed | size | first seat per hand (or game) ± ci95 | result | shown |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for row in rows:
        size = f"{row['hands']} hands" if "hands" in row else f"{row['games']} games"
        first = row["first"]
        print(f"| {row['variant']} | {row['seats']} | {row['seed']} | {size} | "
              f"{first['net_per_hand']:+.3f} ± {first['ci95']:.3f} | {row['margin']} | "
              f"{'yes' if row['shown'] else 'NO'} |")


if __name__ == "__main__":
    main()
