"""``brag simulate`` cut into blocks: random legal play with every check, on every core."""

from __future__ import annotations

from dataclasses import dataclass

from bragtui.core.rules import Rules
from bragtui.core.simulate import SimulationStats, simulate_session
from bragtui.runs.blocks import Block, plan_blocks
from bragtui.runs.pool import OnDone, run_blocks

BLOCK_SIZES = {"hands": 500, "games": 20}
"""Hands (or whole games) a block plays: short enough that two cores share the work evenly."""


@dataclass(frozen=True)
class SimulationSpec:
    """What every block of one simulation plays: the game, its seats and rules, and what is counted."""

    variant: str
    names: tuple[str, ...]
    rules: Rules
    count_games: bool
    check: bool = True


def simulation_blocks(spec: SimulationSpec, total: int, seed: int) -> list[Block]:
    """The blocks of a run of ``total`` hands (or games, when the spec counts games)."""
    return plan_blocks(total, BLOCK_SIZES["games" if spec.count_games else "hands"], seed)


def play_simulation_block(spec: SimulationSpec, block: Block) -> SimulationStats:
    """One block: ``block.count`` hands or games from a fresh table seeded by the block's seed."""
    count = {"games" if spec.count_games else "hands": block.count}
    return simulate_session(spec.variant, spec.names, spec.rules, block.seed, check=spec.check, **count)


def run_simulation(spec: SimulationSpec, blocks: list[Block], *, jobs: int = 1, cluster: str | None = None,
                   on_done: OnDone | None = None) -> SimulationStats:
    """Play ``blocks`` (all of a run's, or one to replay) and merge what they measured, in block order."""
    total = SimulationStats()
    for stats in run_blocks(play_simulation_block, spec, blocks, jobs=jobs, cluster=cluster, on_done=on_done):
        total.merge(stats)
    return total
