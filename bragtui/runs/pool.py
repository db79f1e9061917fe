"""Playing a run's blocks: in this process, in worker processes, or on a dask cluster.

Every block is independent, so they may finish in any order; the results come
back in block order whatever the order they finished in. The first block that
breaks a check stops the run: blocks not yet started are cancelled and its
:class:`BlockViolation` is raised.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from bragtui.runs.blocks import Block, BlockViolation, Result, Spec, Work, play_guarded
from bragtui.runs.cluster import play_on_cluster

OnDone = Callable[[Block], None]


def default_jobs() -> int:
    """The cores this process may run on: the default of ``--jobs``."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not every platform has affinity
        return os.cpu_count() or 1


def run_blocks(work: Work[Spec, Result], spec: Spec, blocks: Sequence[Block], *, jobs: int = 1,
               cluster: str | None = None, on_done: OnDone | None = None, start: str | None = None) -> list[Result]:
    """Play every block with ``work(spec, block)`` and return the results in block order.

    ``cluster``, a dask scheduler's address, plays them on its workers; else ``jobs``
    worker processes do (this process alone when ``jobs`` is 1 or there is one block),
    started by the ``multiprocessing`` method ``start`` (by default the platform's; the app asks
    for ``fork`` where there is one, as a fresh start needs the standard error it has taken over).
    ``on_done`` hears of each block as it finishes.
    """
    if cluster is not None:
        finished = play_on_cluster(work, spec, blocks, cluster)
    elif jobs <= 1 or len(blocks) <= 1:
        finished = ((block, play_guarded(work, spec, block)) for block in blocks)
    else:
        finished = _play_in_processes(work, spec, blocks, min(jobs, len(blocks)), start)
    results: dict[int, Any] = {}
    for block, outcome in finished:
        if isinstance(outcome, BlockViolation):
            _close(finished)
            raise outcome
        results[block.number] = outcome
        if on_done is not None:
            on_done(block)
    return [results[block.number] for block in blocks]


def _close(finished: Iterator[Any]) -> None:
    """Stop a generator of blocks early: its ``finally`` cancels the blocks not yet started."""
    close = getattr(finished, "close", None)
    if close is not None:
        close()


def _ignore_interrupts() -> None:
    """A worker leaves Ctrl-C to the command, which stops the run: no worker prints a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _play_in_processes(work: Work[Spec, Result], spec: Spec, blocks: Sequence[Block],
                       jobs: int, start: str | None = None) -> Iterator[tuple[Block, Any]]:
    """Each block in a pool of ``jobs`` worker processes, yielded as it finishes."""
    context = multiprocessing.get_context(start) if start is not None else None
    executor = ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts, mp_context=context)
    try:
        pending: dict[Future[Any], Block] = {
            executor.submit(play_guarded, work, spec, block): block for block in blocks}
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=lambda f: pending[f].number):
                yield pending.pop(future), future.result()
    except KeyboardInterrupt:
        # Ctrl-C stops the run now: the blocks being played are not waited for (a review's may
        # take minutes), their workers are ended (the pool has no public way to end them before
        # Python 3.14's terminate_workers).
        for process in list(executor._processes.values()):
            process.terminate()
        raise
    finally:
        executor.shutdown(wait=True, cancel_futures=True)
