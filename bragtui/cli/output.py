"""Small helpers shared by the commands: JSON output and figures for people."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from bragtui.core.odds import HandOdds


def echo_json(data: object) -> None:
    """Print one JSON object on one line of standard output."""
    click.echo(json.dumps(data, ensure_ascii=False))


def percent(p: float) -> str:
    """A probability as a percentage with two decimals, ``73.03%``."""
    return f"{100 * p:.2f}%"


def echo_hand_odds(hand_line: str, result: HandOdds, game: str = "") -> None:
    """A hand's odds of being the best: the hand and what it is, how they were counted, and the
    chance of being best alone, tied best or beaten (``game``: the order they were counted in)."""
    others = result.players - 1
    how = (f"exact, every one of {result.deals:,} deals" if result.method == "exact"
           else f"{result.deals:,} random deals, seed {result.seed}, ±{percent(result.error)} at 95%")
    against = f"against {others} other hand{'s' if others > 1 else ''} ({how}):"
    click.echo(hand_line)
    click.echo(f"In {game}, {against}" if game else against[:1].upper() + against[1:])
    click.echo(f"  best alone  {percent(result.win):>8}")
    click.echo(f"  tied best   {percent(result.tie):>8}")
    click.echo(f"  beaten      {percent(result.lose):>8}")
