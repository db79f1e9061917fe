"""Small helpers shared by the commands: JSON output and figures for people."""

from __future__ import annotations

import json

import click


def echo_json(data: object) -> None:
    """Print one JSON object on one line of standard output."""
    click.echo(json.dumps(data, ensure_ascii=False))


def percent(p: float) -> str:
    """A probability as a percentage with two decimals, ``73.03%``."""
    return f"{100 * p:.2f}%"
