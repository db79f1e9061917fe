"""The ``brag`` command: a click group whose sub-commands live in sibling modules."""

from __future__ import annotations

import sys

import click

from bragtui import __version__
from bragtui.cli.hands_cmd import compare, odds, rank
from bragtui.cli.host_cmd import host_command
from bragtui.cli.join_cmd import join_command
from bragtui.cli.learn_cmd import learn_command
from bragtui.cli.play_cmd import play_command, resume_command
from bragtui.cli.practice_cmd import practice_command
from bragtui.cli.replay_cmd import replay_command
from bragtui.cli.review_cmd import review_command
from bragtui.cli.rules_cmd import rules_command
from bragtui.cli.serve_cmd import join_page_command, serve_command
from bragtui.cli.simulate_cmd import simulate_command
from bragtui.cli.tournament_cmd import tournament_command
from bragtui.core.errors import BragError


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="brag")
def cli() -> None:
    """Traditional British Brag: play it, practise it, check it."""


cli.add_command(rank)
cli.add_command(compare)
cli.add_command(odds)
cli.add_command(rules_command)
cli.add_command(replay_command)
cli.add_command(review_command)
cli.add_command(simulate_command)
cli.add_command(tournament_command)
cli.add_command(play_command)
cli.add_command(resume_command)
cli.add_command(practice_command)
cli.add_command(learn_command)
cli.add_command(host_command)
cli.add_command(join_command)
cli.add_command(serve_command)
cli.add_command(join_page_command)


def _fail(prefix: str, message: str, status: int) -> None:
    # One line, whatever the message holds.
    click.echo(f"{prefix}: {' '.join(message.split())}", err=True)
    sys.exit(status)


def _command_name(argv: list[str] | None) -> str:
    """``brag`` followed by the sub-command being run, for error prefixes."""
    args = sys.argv[1:] if argv is None else argv
    name = next((a for a in args if not a.startswith("-")), "")
    return f"brag {name}" if name in cli.commands else "brag"


def main(argv: list[str] | None = None) -> None:
    """Run ``brag``. Every refusal is one line on standard error, never a traceback."""
    try:
        cli.main(args=argv, prog_name="brag", standalone_mode=False)
    except click.exceptions.Abort:
        _fail("brag", "interrupted", 130)
    except click.UsageError as error:
        command = error.ctx.command_path if error.ctx else "brag"
        _fail(command, f"{error.format_message()} (see '{command} --help')", 2)
    except click.ClickException as error:
        _fail("brag", error.format_message(), error.exit_code)
    except BragError as error:
        _fail(_command_name(argv), str(error), getattr(error, "exit_status", 2))
    except KeyboardInterrupt:
        _fail("brag", "interrupted", 130)
