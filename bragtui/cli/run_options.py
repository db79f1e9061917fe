"""The options ``brag simulate`` and ``brag tournament`` share for running on every core or a cluster,
and the progress bar they show on a terminal."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

if TYPE_CHECKING:
    from bragtui.core.rules import Rules
    from bragtui.runs.blocks import Block

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")


def run_options(command: F) -> F:
    """Add ``--jobs``, ``--cluster`` and ``--block`` to a command."""
    command = click.option(
        "--block", type=click.IntRange(0), default=None, metavar="N",
        help="Play block N of the run alone (with the same other options): to replay a block that broke a check.",
    )(command)
    command = click.option(
        "--cluster", metavar="ADDRESS", default=None,
        help="Play the blocks on the dask scheduler at ADDRESS (tcp://HOST:8786) instead of this machine's "
             "cores; needs pip install 'bragtui[cluster]'.",
    )(command)
    return click.option(
        "--jobs", "-j", type=click.IntRange(1, 1024), default=None,
        help="Worker processes: the run is cut into blocks, played side by side; the result is the same "
             "whatever the number.  [default: this machine's cores]",
    )(command)


def jobs_in_use(jobs: int | None, cluster: str | None) -> int:
    """The worker processes (or, on a cluster, its worker threads) the run uses."""
    if cluster is not None:
        from bragtui.runs.cluster import cluster_threads

        return cluster_threads(cluster)
    from bragtui.runs.pool import default_jobs

    return jobs if jobs is not None else default_jobs()


def check_table_size(option: str, variant: str, seats: int, rules: Rules) -> None:
    """Refuse a table of ``seats`` that ``variant`` cannot seat under ``rules`` before any block is
    played: every block would break alike, and be reported as a broken block to replay. ``option``
    (the option and its value) starts the message."""
    from bragtui.core.errors import IllegalAction, RulesError
    from bragtui.core.table import check_players

    try:
        check_players([f"P{number + 1}" for number in range(seats)], variant, rules)
    except IllegalAction as error:
        raise RulesError(f"{option}: {error}") from None


def chosen_blocks(blocks: list[Block], block: int | None) -> list[Block]:
    """All the run's blocks, or with ``--block`` the one named."""
    if block is None:
        return blocks
    if block >= len(blocks):
        raise click.BadParameter(f"this run has blocks 0 to {len(blocks) - 1}", param_hint="'--block'")
    return [blocks[block]]


def run_with_progress(run: Callable[[Callable[[Block], None]], T], blocks: list[Block], unit: str,
                      show: bool, replay: str = "") -> T:
    """``run(on_done)`` with a progress bar of the ``unit`` (hands or games) done when ``show``; a block
    that broke a check stops it with how to replay that block alone (``replay``: options to add)."""
    from bragtui.runs.blocks import BlockViolation

    bar = None
    if show:
        from bragtui.cli.run_progress import RunProgress

        bar = RunProgress(sum(block.count for block in blocks), unit)
    try:
        return run(bar.advance if bar is not None else _ignore)
    except BlockViolation as violation:
        raise BlockViolation(violation.block, f"{violation.reason}; replay this block alone: the same command "
                                              f"with {replay}--block {violation.block.number} --jobs 1") from None
    finally:
        if bar is not None:
            bar.stop()


def _ignore(block: Block) -> None:
    """No progress to show."""
