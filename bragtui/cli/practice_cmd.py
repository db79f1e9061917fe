"""``brag practice``: drills on hand rankings, odds, exchanges and arrangements, and the progress kept."""

from __future__ import annotations

import click

from bragtui.cli.output import echo_json
from bragtui.cli.rules_cmd import VariantChoice


class DrillChoice(click.Choice):
    """The drills, read from their registry only when the command runs (so other commands start
    without loading every drill)."""

    def __init__(self) -> None:
        super().__init__((), case_sensitive=True)

    @property
    def choices(self) -> tuple[str, ...]:
        from bragtui.core.practice import DRILLS, MIXED

        return (*DRILLS, MIXED)

    @choices.setter
    def choices(self, value: object) -> None:
        """Click sets the choices when the type is made; the registry is read instead."""


def _print_stats(stats: dict) -> None:
    answered, correct = stats["answered"], stats["correct"]
    share = f" ({100 * correct / answered:.0f}%)" if answered else ""
    click.echo(f"Answered {answered}, right {correct}{share}, streak {stats['streak']}.")
    for name, done in stats["by_drill"].items():
        click.echo(f"  {name:<11} {done['correct']:>4} of {done['answered']:<4} right, "
                   f"median {done['median_ms'] / 1000:.1f} s")
    due = stats["due"]
    if due:
        click.echo("Due now: " + ", ".join(f"{d['drill']}/{d['family']}" for d in due))
    else:
        click.echo("Nothing is due now.")


def _check_options(drill: str | None, seed: int | None, timed: int | None, show_stats: bool, as_json: bool) -> None:
    """Refuse options that do not go together."""
    if as_json and not show_stats:
        raise click.UsageError("--json goes with --stats")
    if show_stats and (drill or seed is not None or timed):
        raise click.UsageError("--stats prints your progress: give it without --drill, --seed or --timed")
    if seed is not None and drill is None:
        raise click.UsageError("--seed goes with --drill")


def _drill_of_variant(drill: str | None, variant: str) -> str:
    """The drill ``--drill`` names in ``--variant``'s order, or a usage error saying what there is."""
    from bragtui.core.practice import PracticeError, drill_for

    if drill is None:
        raise click.UsageError("--variant goes with --drill, e.g. --drill compare --variant teen-patti")
    try:
        return drill_for(drill, variant)
    except PracticeError as error:
        raise click.UsageError(str(error)) from None


@click.command("practice")
@click.option("--drill", type=DrillChoice(), default=None,
              help="Start this drill at once (mixed: whatever is due).")
@click.option("--seed", type=int, default=None,
              help="Seed for the questions' cards: the same seed and the same progress, the same questions.")
@click.option("--timed", type=click.IntRange(10, 3600), default=None, metavar="SECONDS",
              help="A timed round: answer as many as you can in this many seconds.")
@click.option("--stats", "show_stats", is_flag=True, help="Print your progress instead of practising.")
@click.option("--json", "as_json", is_flag=True, help="With --stats: print one JSON object.")
@click.option("--variant", "-v", type=VariantChoice(), default=None,
               help="Practise in another game's order: --drill compare --variant teen-patti.")
@click.option("--ascii", is_flag=True, help="Draw suits as letters (c d h s) instead of symbols.")
def practice_command(drill: str | None, seed: int | None, timed: int | None, show_stats: bool, as_json: bool,
                     variant: str | None, ascii: bool) -> None:
    """Practise: which hand wins, naming hands, the best three, how many hands one beats,
    Bastard Brag exchanges and Crash arrangements.

    Each answer is marked and explained at once, and kept in your data folder; what you
    get wrong comes back sooner.
    """
    from bragtui.app.practice.session import PracticeSession
    from bragtui.core.practice import MIXED
    from bragtui.store.folders import progress_path
    from bragtui.store.progress import Progress

    _check_options(drill, seed, timed, show_stats, as_json)
    if variant is not None:
        drill = _drill_of_variant(drill, variant)
    progress = Progress(progress_path())
    if progress.notice:
        click.echo(f"brag practice: {progress.notice}", err=True)
    try:
        if show_stats:
            stats = progress.stats()
            if as_json:
                echo_json(stats)
            else:
                _print_stats(stats)
            return
        from bragtui.app.practice_app import PracticeApp

        session = PracticeSession(progress, drill or MIXED, seed=seed, timed=timed)
        app = PracticeApp(session, start_drill=drill is not None, ascii=ascii)
        app.run()
        if session.total_answered:
            click.echo(f"{session.total_right} of {session.total_answered} right; "
                       f"your progress is kept in {progress.path}")
    finally:
        progress.close()
