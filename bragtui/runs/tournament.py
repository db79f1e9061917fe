"""``brag tournament`` cut into blocks: computer players against each other, on every core."""

from __future__ import annotations

from dataclasses import dataclass

from bragtui.core.rules import Rules
from bragtui.players import ComputerPlayer
from bragtui.players.tournament import Tally, TournamentResult, play_block, tournament_result
from bragtui.runs.blocks import Block, plan_blocks
from bragtui.runs.pool import OnDone, run_blocks

BLOCK_SIZES = {"hands": 250, "games": 10}
"""Hands (or whole games) a block plays: short enough that two cores share the work evenly."""


@dataclass(frozen=True)
class TournamentSpec:
    """What every block of one tournament plays: the game, the seats' specs (``hard:bold``…) and the rules."""

    variant: str
    seats: tuple[str, ...]
    rules: Rules
    outright: bool

    def players(self) -> list[ComputerPlayer]:
        return [ComputerPlayer.from_spec(seat, rules=self.rules) for seat in self.seats]


def tournament_blocks(spec: TournamentSpec, count: int, seed: int) -> list[Block]:
    """The blocks of a tournament of ``count`` hands (or games, for a game won outright)."""
    return plan_blocks(count, BLOCK_SIZES["games" if spec.outright else "hands"], seed)


def play_tournament_block(spec: TournamentSpec, block: Block) -> Tally:
    """One block: ``block.count`` hands or games from a fresh table seeded by the block's seed."""
    return play_block(spec.variant, spec.players(), count=block.count, seed=block.seed, rules=spec.rules)


def run_tournament_blocks(spec: TournamentSpec, blocks: list[Block], *, jobs: int = 1, cluster: str | None = None,
                          on_done: OnDone | None = None) -> TournamentResult:
    """Play ``blocks`` and each seat's result over all of them, hands in block order."""
    players = spec.players()
    tallies = run_blocks(play_tournament_block, spec, blocks, jobs=jobs, cluster=cluster, on_done=on_done)
    total = tallies[0]
    for tally in tallies[1:]:
        total.merge(tally)
    return tournament_result(spec.variant, players, total)
