"""``brag review`` on every core: each person's turns judged in worker processes.

Each turn's play-outs are seeded by the game's seed and the turn alone (see
:func:`bragtui.players.review.shortfall`), so the review is the same whatever
the number of worker processes, and however the turns are cut into blocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bragtui.core.game import Game
from bragtui.players.review import PLAYOUTS, Decision, Review, judge_turns, reviewed, turns
from bragtui.runs.blocks import Block, plan_blocks
from bragtui.runs.pool import OnDone, run_blocks

BLOCKS_PER_JOB = 8
"""Blocks a review is cut into for each worker process, at most (a block of one turn at least).
Only the turns where the person's choice differs from ``hard``'s are played out, so small blocks
share the work evenly; but each block walks the game's record again up to its first turn, so a
long game's turns go several to a block."""


@dataclass(frozen=True)
class ReviewSpec:
    """What every block of one review shares: the game with its history, whose turns, how many
    play-outs, and how many turns a block holds (the last one may hold fewer)."""

    game: Game
    seats: tuple[int, ...] | None
    playouts: int
    size: int


def judge_block(spec: ReviewSpec, block: Block) -> list[Decision]:
    """One block: its ``block.count`` turns of the review, block ``n`` starting at turn ``n * size``."""
    return judge_turns(spec.game, spec.seats, spec.playouts, block.number * spec.size, block.count)


def run_review(game: Game, seats: Sequence[int] | None = None, playouts: int = PLAYOUTS, *, jobs: int = 1,
               start: str | None = None, on_done: OnDone | None = None) -> Review:
    """The review of ``seats`` (by default every person), its turns judged by ``jobs`` worker
    processes (started by the ``multiprocessing`` method ``start``; by default the platform's);
    the same review as :func:`bragtui.players.review.review` gives in one process."""
    count = sum(1 for _ in turns(game, seats))
    size = max(1, count // (BLOCKS_PER_JOB * jobs))
    spec = ReviewSpec(game, tuple(seats) if seats is not None else None, playouts, size)
    blocks = plan_blocks(count, size, game.seed)
    judged = run_blocks(judge_block, spec, blocks, jobs=jobs, start=start, on_done=on_done)
    return reviewed(game, seats, (decision for decisions in judged for decision in decisions))

