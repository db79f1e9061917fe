"""``brag review`` on every core: each person's turns judged in worker processes.

Each turn's play-outs are seeded by the game's seed and the turn alone (see
:func:`bragtui.players.review.shortfall`), so the review is the same whatever
the number of worker processes, and however the turns are cut into blocks. A
joined seat's kept record (:func:`run_kept_review`) has its hands rebuilt here
first, one after another (each hand starts where the one before it ended), and
then its turns are judged in blocks the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bragtui.core.game import Game
from bragtui.core.kept import SeatRecord
from bragtui.players.review import PLAYOUTS, Decision, Review, Turn, judge_each, judge_turns, reviewed, turns
from bragtui.players.seat_review import fresh_game, kept_turns
from bragtui.runs.blocks import Block, plan_blocks
from bragtui.runs.pool import OnDone, run_blocks

BLOCKS_PER_JOB = 8
"""Blocks a review is cut into for each worker process, at most (a block of one turn at least).
Only the turns where the person's choice differs from ``hard``'s are played out, so small blocks
share the work evenly; but each block walks the game's record again up to its first turn, so a
long game's turns go several to a block."""


def block_size(count: int, jobs: int) -> int:
    """Turns a block of a review of ``count`` turns holds (see :data:`BLOCKS_PER_JOB`)."""
    return max(1, count // (BLOCKS_PER_JOB * jobs))


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
    size = block_size(count, jobs)
    spec = ReviewSpec(game, tuple(seats) if seats is not None else None, playouts, size)
    blocks = plan_blocks(count, size, game.seed)
    judged = run_blocks(judge_block, spec, blocks, jobs=jobs, start=start, on_done=on_done)
    return reviewed(game, seats, (decision for decisions in judged for decision in decisions))



@dataclass(frozen=True)
class KeptSpec:
    """What every block of a kept record's review shares: the game rebuilt before its first deal,
    the seat's turns rebuilt from its views, how many play-outs, and how many turns a block holds."""

    game: Game
    turns: tuple[Turn, ...]
    playouts: int
    size: int


def judge_kept_block(spec: KeptSpec, block: Block) -> list[Decision]:
    """One block of a kept record's review: block ``n``'s turns, from turn ``n * size`` on."""
    first = block.number * spec.size
    return judge_each(spec.game, spec.turns[first:first + block.count], spec.playouts)


def run_kept_review(record: SeatRecord, playouts: int = PLAYOUTS, *, jobs: int = 1, start: str | None = None,
                    on_done: OnDone | None = None) -> Review:
    """A joined seat's review from its kept record, its turns judged by ``jobs`` worker processes
    (``start`` as for :func:`run_review`); the same review as
    :func:`bragtui.players.seat_review.review_kept` gives in one process."""
    game = fresh_game(record)
    found = tuple(kept_turns(record))
    size = block_size(len(found), jobs)
    blocks = plan_blocks(len(found), size, game.seed or 0)
    judged = run_blocks(judge_kept_block, KeptSpec(game, found, playouts, size), blocks, jobs=jobs, start=start,
                        on_done=on_done)
    return reviewed(game, [record.seat], (decision for decisions in judged for decision in decisions))
