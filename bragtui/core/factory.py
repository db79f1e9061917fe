"""The one way to make a game: :func:`new_game`.

The command line, the app, the host, the computer players, the hand-history
reader, the benchmarks and the tests all make their games here, so a
controller's constructor is called in one place and the registry alone says
which class plays a variant.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bragtui.core.game import Game
from bragtui.core.rules import Rules, load_rules
from bragtui.core.variants import get_variant

OVERRIDES_SOURCE = "new_game"
"""How an error names the house rules given to :func:`new_game` by keyword."""


def new_game(variant: str, players: Sequence[str], rules: Rules | None = None, *, seed: int | None = None,
             dealer: int = 0, pack: Sequence[int] | None = None, **overrides: Any) -> Game:
    """A new game of ``variant`` for ``players``, before its first hand.

    ``rules`` are the house rules in force (the shipped ones if not given);
    ``overrides`` are house rules by key with typed values (``ante=2``,
    ``peek=True``, ``choices=["crash"]``), laid over ``rules`` and checked as a
    rules file's keys are. ``seed`` shuffles the pack (a fresh one if not given),
    ``dealer`` is the seat of the first dealer and ``pack`` a pack to deal in
    order (hand histories that record one).
    """
    if overrides:
        base = rules.as_dict() if rules is not None else {}
        rules = load_rules(variant, table={**base, **overrides}, table_source=OVERRIDES_SOURCE)
    entry = get_variant(variant)
    if rules is None:
        rules = load_rules(variant)
    controller: type[Game] = entry.controller_class(rules)
    return controller(variant, list(players), rules, dealer=dealer, seed=seed, pack=pack)
