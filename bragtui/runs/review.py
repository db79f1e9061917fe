"""``brag review`` on every core: each person's turns judged in worker processes.

Each turn's play-outs are seeded by the game's seed and the turn alone (see
:func:`bragtui.players.review.shortfall`), so the review is the same whatever
the number of worker processes, and however the turns are cut into blocks.
Worker processes each walk the game's record again up to their block's turns;
one job walks it once and judges every block from the turns found. A
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
share the work evenly; but each worker's block walks the game's record again up to its first turn,
so a long game's turns go several to a block."""


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
    if jobs <= 1:
        # In this process every block is judged from the turns of one walk of the record; a worker
        # process is sent the game alone and walks it to its block's turns.
        return reviewed(game, seats, judge_found(game, tuple(turns(game, seats)), playouts, jobs=1, on_done=on_done))
    count = sum(1 for _ in turns(game, seats))
    size = block_size(count, jobs)
    spec = ReviewSpec(game, tuple(seats) if seats is not None else None, playouts, size)
    blocks = plan_blocks(count, size, game.seed)
    judged = run_blocks(judge_block, spec, blocks, jobs=jobs, start=start, on_done=on_done)
    return reviewed(game, seats, (decision for decisions in judged for decision in decisions))


@dataclass(frozen=True)
class FoundSpec:
    """What every block of a review of turns found beforehand shares: the game (with its history, or
    a kept record's rebuilt before its first deal), the turns, how many play-outs, and how many
    turns a block holds."""

    game: Game
    turns: tuple[Turn, ...]
    playouts: int
    size: int


def judge_found_block(spec: FoundSpec, block: Block) -> list[Decision]:
    """One block of a review of turns found beforehand: block ``n``'s turns, from turn ``n * size`` on."""
    first = block.number * spec.size
    return judge_each(spec.game, spec.turns[first:first + block.count], spec.playouts)


def judge_found(game: Game, found: tuple[Turn, ...], playouts: int, *, jobs: int = 1, start: str | None = None,
                on_done: OnDone | None = None) -> list[Decision]:
    """The decisions of the turns ``found`` in ``game``, in turn, judged in blocks by ``jobs`` worker
    processes (``start`` as for :func:`run_review`); ``on_done`` hears of each block."""
    size = block_size(len(found), jobs)
    blocks = plan_blocks(len(found), size, game.seed)
    judged = run_blocks(judge_found_block, FoundSpec(game, found, playouts, size), blocks, jobs=jobs, start=start,
                        on_done=on_done)
    return [decision for decisions in judged for decision in decisions]


def run_kept_review(record: SeatRecord, playouts: int = PLAYOUTS, *, jobs: int = 1, start: str | None = None,
                    on_done: OnDone | None = None) -> Review:
    """A joined seat's review from its kept record, its turns judged by ``jobs`` worker processes
    (``start`` as for :func:`run_review`); the same review as
    :func:`bragtui.players.seat_review.review_kept` gives in one process."""
    game = fresh_game(record)
    decisions = judge_found(game, tuple(kept_turns(record)), playouts, jobs=jobs, start=start, on_done=on_done)
    return reviewed(game, [record.seat], decisions)
