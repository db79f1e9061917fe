"""``brag play`` and ``brag resume``: the hot-seat app, with computer players if asked for."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from bragtui.cli.rules_cmd import VariantChoice, overrides_for, rules_options
from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game

if TYPE_CHECKING:
    from collections.abc import Sequence

    from bragtui.core.game import Game
    from bragtui.core.kept import SeatRecord
    from bragtui.players.review import Review, Reviewer
    from bragtui.players.seat_review import KeptReviewer

GUARD = 0.5
"""Seconds keys are ignored after each action, once the next player's screen is up."""

PAUSE = 0.8
"""Seconds a computer player's turn stays on the table before it acts."""

COACH_OPTION = click.option(
    "--coach", is_flag=True,
    help="Start with the coach's panel on your own turn screen (? turns it on and off; a hosted table "
         "allows it by its house rule coach): your hand's "
         "strength, what the hard computer player would do and why, and what a see or call costs.")

_PAUSE_OPTION = click.option(
    "--pause", type=click.FloatRange(0, 10), default=PAUSE, show_default=True, metavar="SECONDS",
    help="How long a computer player's turn stays on the table before it acts (0: at once).")

@click.command("play")
@click.option("--variant", "-v", type=VariantChoice(), default=None,
              help="Which game (asked on the setup screen if not given).")
@click.option("--players", "players", default=None, metavar="'ANN,BOB,CY'",
              help="Names, clockwise, separated by commas; the first deals first. With --variant, "
                   "starts at once.")
@click.option("--computer", "computers", type=click.IntRange(0, 9), default=0, metavar="N",
              help="Add N computer players, seated after the people, with names none of them has.")
@click.option("--level", "level", default="medium", show_default=True, metavar="LEVEL[:STYLE],...",
              help="The computer players' level: random, easy, medium or hard, with a style if wished "
                   "(cautious, steady, bold), e.g. hard:bold; one for all, or one per computer player "
                   "separated by commas.")
@click.option("--seed", type=int, default=None, help="Seed for shuffling: the same seed, the same deals.")
@rules_options
@click.option("--guard", type=click.FloatRange(0, 5), default=GUARD, show_default=True, metavar="SECONDS",
              help="After each action, keys are ignored this long once the next screen is up, so a "
                   "double press never acts for the next player (0: off).")
@click.option("--fold-warning/--no-fold-warning", default=True, show_default=True,
              help="Ask before a player who has looked folds a hand better than a pair.")
@_PAUSE_OPTION
@COACH_OPTION
@click.option("--ascii", is_flag=True, help="Draw suits as letters (c d h s) instead of symbols.")
def play_command(variant: str | None, players: str | None, computers: int, level: str, seed: int | None,
                 rules_file: str | None, overrides: tuple[str, ...], guard: float, fold_warning: bool,
                 pause: float, coach: bool, ascii: bool) -> None:
    """Play Brag with friends sharing this terminal, or against the computer.

    With one person at the table (--players Ann --computer 3) no hand-off screen
    is ever shown; with two or more, the terminal is passed between the people only.
    """
    from bragtui.app import make_app
    from bragtui.app.computers import level_labels
    from bragtui.app.saves import new_save_path
    from bragtui.app.source import LocalSource
    from bragtui.core.variants import variant_keys
    from bragtui.store.rules_files import rules_in_force

    variants = (variant,) if variant else variant_keys()
    rules_for = {v: rules_in_force(v, rules_file, overrides_for(v, overrides) if not variant else overrides)
                 for v in variants}
    game = None
    save_path = None
    labels = level_labels(level.split(","), computers) if computers else []
    names = None
    if players is not None:
        table, seats = _table(players, labels, variant, rules_for[variant] if variant else None)
        names = [typed.strip() for typed in players.split(",")]  # as typed, for the setup screen
    if names is not None and variant is not None:
        game = new_game(variant, table, rules_for[variant], seed=seed)
        game.computer_seats = seats
        save_path = new_save_path(variant)
        click.echo(f"The game is saved as you play, in {save_path}")
    app = make_app(game, save_path=save_path, ascii=ascii, rules_for=rules_for, seed=seed, guard=guard,
                   fold_warning=fold_warning, names=names, pause=pause,
                   computers=(computers, labels[0] if labels else "medium"), coach=coach,
                   source=LocalSource(app_reviewer()))
    app.run()
    if app.return_code not in (None, 0):
        raise SystemExit(app.return_code)
    _say_where_saved(app)


def app_workers() -> tuple[int, str | None]:
    """The worker processes a review opened in the app uses, and how they start: forked from the
    app (a fresh start, ``spawn``, needs the standard error the app has taken over), one for each
    core; none but this process where a process cannot fork."""
    import multiprocessing

    from bragtui.runs.pool import default_jobs

    forks = "fork" in multiprocessing.get_all_start_methods()
    return (default_jobs(), "fork") if forks else (1, None)


def app_reviewer() -> Reviewer:
    """The game over screen's review on every core (see :func:`app_workers`). What it needs is
    imported only when a review is asked for."""

    def work(game: Game, seats: Sequence[int] | None, playouts: int) -> Review:
        from bragtui.runs.review import run_review

        jobs, start = app_workers()
        return run_review(game, seats, playouts, jobs=jobs, start=start)

    return work


def app_kept_reviewer() -> KeptReviewer:
    """A joined seat's review at the game's end, from the views it kept, on every core (see
    :func:`app_workers`)."""

    def work(record: SeatRecord, playouts: int) -> Review:
        from bragtui.runs.review import run_kept_review

        jobs, start = app_workers()
        return run_kept_review(record, playouts, jobs=jobs, start=start)

    return work


def _table(players: str, labels: list[str], variant: str | None, rules) -> tuple[list[str], dict[int, str]]:
    """The table ``--players`` and the computer players asked for make, read as the setup screen
    reads the players typed (``Zed (hard)`` is a computer player); refused with the setup
    screen's reason. Without a variant, the number of players is checked once it is chosen."""
    from bragtui.app.seating import read_table, table_problem
    from bragtui.core.errors import BragError

    try:
        table, seats = read_table(players, labels)
    except BragError as error:
        raise IllegalAction(f"--players: {error}") from None
    problem = table_problem(table, seats, variant, rules)
    if problem:
        raise IllegalAction(f"--players: {problem}")
    return table, seats


def _say_where_saved(app) -> None:
    if app.save_path is None or app.game is None:
        return
    if app.game.game_over:
        click.echo(f"The game is over; its hand history is in {app.save_path}")
    else:
        click.echo(f"The game is saved in {app.save_path}; continue it with: {_resume_words(Path(app.save_path))}")


def _resume_words(save: Path) -> str:
    """The command that continues ``save``: ``brag resume`` finds it only in the saves folder."""
    import shlex

    from bragtui.app.saves import saves_folder

    in_folder = save.resolve().parent == saves_folder().resolve()
    return "brag resume" if in_folder else f"brag resume {shlex.quote(str(save))}"


def _list_saves() -> None:
    """Print the games that can be continued; each save that cannot be read is noted in one line
    with its reason (and left as it is)."""
    from bragtui.app.saves import read_saves, saves_folder

    saves = read_saves()
    if not saves.games and not saves.unreadable:
        click.echo(f"No saved game to continue in {saves_folder()}; start one with: brag play")
    for saved in saves.games:
        click.echo(f"{saved.line()}\n    {saved.path}")
    for _path, reason in saves.unreadable:
        click.echo(f"brag resume: cannot be read, left as it is: {reason}", err=True)


def _latest_save() -> Path:
    """The newest save of a game not yet over; each newer save that cannot be read is passed over
    and said so in one line (it is left as it is)."""
    from bragtui.app.saves import read_saves, saves_folder
    from bragtui.core.errors import HistoryError

    saves = read_saves(most=1)
    for _path, reason in saves.unreadable:
        click.echo(f"brag resume: passed over a save that cannot be read (left as it is): {reason}", err=True)
    if not saves.games:
        raise HistoryError(f"no saved game to continue in {saves_folder()}; start one with: brag play")
    return saves.games[0].path


@click.command("resume")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option("--list", "listing", is_flag=True, help="List the saved games that can be continued, newest first.")
@click.option("--guard", type=click.FloatRange(0, 5), default=GUARD, show_default=True, metavar="SECONDS",
              help="After each action, keys are ignored this long once the next screen is up (0: off).")
@_PAUSE_OPTION
@click.option("--ascii", is_flag=True, help="Draw suits as letters (c d h s) instead of symbols.")
def resume_command(file: Path | None, listing: bool, guard: float, pause: float, ascii: bool) -> None:
    """Continue a saved game (the latest not yet over, or FILE) exactly where it stopped.

    A newer save that cannot be read is passed over, said so in one line and left untouched.
    """
    from bragtui.app import make_app
    from bragtui.app.source import LocalSource
    from bragtui.store.histories import read_history

    if listing:
        _list_saves()
        return
    path = file if file is not None else _latest_save()
    game = read_history(path)
    app = make_app(game, save_path=path, ascii=ascii, rules_for={game.variant: game.rules}, guard=guard,
                   pause=pause, source=LocalSource(app_reviewer()))
    app.run()
    _say_where_saved(app)
