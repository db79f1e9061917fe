"""``brag review`` on every core: each person's turns judged in worker processes.

Each turn's play-outs are seeded by the game's seed and the turn alone (see
:func:`bragtui.players.review.shortfall`), so the review is the same whatever
the number of worker processes. A block is one turn: only the turns where the
person's choice differs from ``hard``'s are played out, and one-turn blocks
share those evenly between the cores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bragtui.core.game import Game
from bragtui.players.review import PLAYOUTS, Decision, Review, Reviewer, judge_turns, reviewed, turns
from bragtui.runs.blocks import Block, plan_blocks
from bragtui.runs.pool import OnDone, run_blocks


@dataclass(frozen=True)
class ReviewSpec:
    """What every block of one review shares: the game with its history, whose turns, how many play-outs."""

    game: Game
    seats: tuple[int, ...] | None
    playouts: int


def judge_block(spec: ReviewSpec, block: Block) -> list[Decision]:
    """One block: ``block.count`` of the review's turns, from turn number ``block.number`` on."""
    return judge_turns(spec.game, spec.seats, spec.playouts, block.number, block.count)


def run_review(game: Game, seats: Sequence[int] | None = None, playouts: int = PLAYOUTS, *, jobs: int = 1,
               start: str | None = None, on_done: OnDone | None = None) -> Review:
    """The review of ``seats`` (by default every person), its turns judged by ``jobs`` worker
    processes (started by the ``multiprocessing`` method ``start``; by default the platform's);
    the same review as :func:`bragtui.players.review.review` gives in one process."""
    spec = ReviewSpec(game, tuple(seats) if seats is not None else None, playouts)
    count = sum(1 for _ in turns(game, seats))
    blocks = plan_blocks(count, 1, game.seed)
    judged = run_blocks(judge_block, spec, blocks, jobs=jobs, start=start, on_done=on_done)
    return reviewed(game, seats, (decision for decisions in judged for decision in decisions))


def reviewer(jobs: int, start: str | None = None) -> Reviewer:
    """A review worked out by ``jobs`` worker processes, for a caller that takes any reviewer (the app)."""

    def work(game: Game, seats: Sequence[int] | None, playouts: int) -> Review:
        return run_review(game, seats, playouts, jobs=jobs, start=start)

    return work
