"""How a run is cut into blocks, and the seed of each block."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from bragtui.core.errors import BragError
from bragtui.core.seeds import seed_of
from bragtui.core.simulate import InvariantError

Spec = TypeVar("Spec")
Result = TypeVar("Result")
Work = Callable[[Spec, "Block"], Result]
"""What plays one block: ``work(spec, block)``, with the run's spec shared by every block."""


@dataclass(frozen=True)
class Block:
    """One block of a run: its number (from 0), its seed, and how many hands or games it plays."""

    number: int
    seed: int
    count: int


def block_seed(seed: int, number: int) -> int:
    """The seed of block ``number`` of a run seeded ``seed``: a function of those two alone."""
    return seed_of(f"bragtui block {seed} {number}")


def plan_blocks(total: int, size: int, seed: int) -> list[Block]:
    """``total`` hands or games cut into blocks of ``size`` (the last one shorter if need be)."""
    return [Block(number, block_seed(seed, number), min(size, total - start))
            for number, start in enumerate(range(0, total, size))]


class BlockViolation(InvariantError):
    """A block of a run broke a check: the run stops and names the block, so it can be replayed alone."""

    def __init__(self, block: Block, message: str) -> None:
        super().__init__(f"block {block.number} (block seed {block.seed}): {message}")
        self.block = block
        self.reason = message

    def __reduce__(self) -> tuple[object, ...]:
        return (BlockViolation, (self.block, self.reason))


def play_guarded(work: Work[Spec, Result], spec: Spec, block: Block) -> Result | BlockViolation:
    """Play one block; a broken check comes back as a value (a worker's exception would lose the block)."""
    try:
        return work(spec, block)
    except BlockViolation as violation:
        return violation
    except BragError as error:
        return BlockViolation(block, str(error))
