"""``brag review``: each person's costliest decisions in a saved game, against ``hard``'s."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from bragtui.cli.output import echo_json
from bragtui.core.errors import HistoryError
from bragtui.core.variants import get_variant
from bragtui.core.words import counted

if TYPE_CHECKING:
    from bragtui.players.review import Review

SHOWN = 10
"""Labelled decisions listed per person in the text form (``--json`` gives them all)."""


@click.command("review")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option("--playouts", type=click.IntRange(1, 10_000), default=200, show_default=True,
              help="Deals of the unseen cards each differing decision is played out on.")
@click.option("--jobs", "-j", type=click.IntRange(1, 1024), default=None,
              help="Worker processes judging the decisions side by side; the review is the same whatever "
                   "the number.  [default: this machine's cores]")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def review_command(file: Path | None, playouts: int, jobs: int | None, as_json: bool) -> None:
    """Review FILE (a saved game or hand history; the newest save if not given; or the .jsonl
    record of the views a seat joined to a host kept, which reviews that seat alone).

    For every person at the table (each seat the computer did not play), each
    decision is set against what the hard computer player would have done from
    that person's view, and the two are played out on the same seeded deals of
    the cards that person could not see (a history that names no seed is
    seeded from its text, so the same file gives the same review). The
    costliest come first, labelled inaccuracy, mistake or blunder, with each
    person's accuracy. A seat's decisions whose hands its kept views cannot be
    rebuilt into are left out, said, and the exit status is 1.
    """
    from bragtui.store.kept_seats import SUFFIXES

    path = file or _newest_save()
    result, variant, whole = (_kept_review(path, playouts, jobs) if path.suffix in SUFFIXES
                              else (*_full_review(path, playouts, jobs), True))
    if as_json:
        echo_json(result.as_dict())
    else:
        for line in review_lines(result, get_variant(variant).played_for):
            click.echo(line)
    if not whole:
        sys.exit(1)  # decisions were left out (said on standard error): the review is not the whole game


def _full_review(path: Path, playouts: int, jobs: int | None) -> tuple[Review, str]:
    """Every person's review from a saved game or hand history, its turns judged on ``jobs``
    worker processes (by default, every core), and the game's variant."""
    from bragtui.cli.run_options import jobs_in_use
    from bragtui.runs.review import run_review
    from bragtui.store.histories import read_saved_game

    # A history without a seed is seeded from its text: the same file, the same review.
    game, notes = read_saved_game(path, fixed_seed=True)
    for note in notes:
        click.echo(f"brag review: {note}", err=True)
    return run_review(game, playouts=playouts, jobs=jobs_in_use(jobs, None)), game.variant


def _kept_review(path: Path, playouts: int, jobs: int | None) -> tuple[Review, str, bool]:
    """A joined seat's own review from the views it kept (``brag join`` keeps them in the data
    folder's ``joined`` folder): its hands rebuilt in this process, then its turns judged on
    ``jobs`` worker processes (by default, every core); the game's variant; and whether every
    decision kept is in the review."""
    from bragtui.cli.run_options import jobs_in_use
    from bragtui.players.seat_review import left_out
    from bragtui.runs.review import run_kept_review
    from bragtui.store.kept_seats import read_kept_record

    read = read_kept_record(path)
    if read.note is not None:
        click.echo(f"brag review: {read.note}", err=True)
    record = read.record
    result = run_kept_review(record, playouts, jobs=jobs_in_use(jobs, None))
    note = left_out(record, result)
    if note is not None:
        click.echo(f"brag review: {note}", err=True)
    return result, record.variant, note is None


def _newest_save() -> Path:
    """The newest saved game that can be read, over or not; each newer save that cannot be read is
    passed over and said so in one line (it is left as it is), as ``brag resume`` does."""
    from bragtui.app.saves import read_saves, saves_folder

    saves = read_saves(most=1, finished=True)
    for _path, reason in saves.unreadable:
        click.echo(f"brag review: passed over a save that cannot be read (left as it is): {reason}", err=True)
    if not saves.games:
        raise HistoryError(f"no saved game to review in {saves_folder()}; give a hand history: brag review FILE")
    return saves.games[0].path


def review_lines(result: Review, played_for: str) -> list[str]:
    """The review as text: each person's accuracy, then their labelled decisions, costliest first,
    their costs in what the game is played for (``played_for``: ``money``, ``lives`` or ``points``)."""
    from bragtui.players.review import cost_words

    lines: list[str] = []
    for name, accuracy in result.accuracy.items():
        if not result.of(name):  # an accuracy over nothing would read as a perfect game
            lines.append(f"{name}: made no decisions to review")
            continue
        mine = [d for d in result.of(name) if d.label]
        lines.append(f"{name}: accuracy {accuracy:.0f}% over {counted(len(result.of(name)), 'decision')}")
        for d in mine[:SHOWN]:
            lines.append(f"  hand {d.hand_number}, action {d.turn}: {d.label}: {d.action} "
                         f"(hard: {d.best}), cost {cost_words(d.cost, played_for)}")
        if not mine:
            lines.append("  no inaccuracies")
    return lines
