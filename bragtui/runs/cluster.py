"""Playing a run's blocks on a running ``dask.distributed`` scheduler (the optional ``cluster`` extra)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from bragtui.core.errors import BragError
from bragtui.runs.blocks import Block, play_guarded

CONNECT_SECONDS = 10
INSTALL = "pip install 'bragtui[cluster]'"


class ClusterError(BragError):
    """No dask, or no scheduler at the address given."""


def _client(address: str) -> Any:
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError(f"--cluster needs dask's distributed scheduler: {INSTALL}") from None
    try:
        return Client(address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError) as error:
        raise ClusterError(f"--cluster {address}: no dask scheduler answered there ({error}); "
                           "start one with dask-scheduler and give its tcp://HOST:PORT") from None


def cluster_threads(address: str) -> int:
    """How many worker threads the scheduler at ``address`` has: the run's ``jobs``."""
    client = _client(address)
    try:
        return sum(client.nthreads().values())
    finally:
        client.close()


def play_on_cluster(work: Any, spec: Any, blocks: Sequence[Block], address: str) -> Iterator[tuple[Block, Any]]:
    """Each block as a task on the cluster's workers, yielded as it finishes; the rest are cancelled
    when the caller stops early."""
    from distributed import as_completed

    client = _client(address)
    futures: list[Any] = []
    try:
        futures = [client.submit(play_guarded, work, spec, block, pure=False) for block in blocks]
        by_key = {future.key: block for future, block in zip(futures, blocks, strict=True)}
        for future in as_completed(futures):
            yield by_key[future.key], future.result()
    finally:
        client.cancel(futures)
        client.close()
