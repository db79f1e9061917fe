"""``brag replay``: check a hand history against the rules and tell what happened."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from bragtui.cli.output import echo_json

if TYPE_CHECKING:
    from bragtui.core.game import Game
    from bragtui.core.results import HandResult


@click.command("replay")
@click.argument("file", type=click.Path())  # a folder: refused on reading, exit 1
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def replay_command(file: str, as_json: bool) -> None:
    """Replay FILE (a brag-history/1 hand history), checking every action.

    A hosted game's FILE.journal beside it (the actions not yet moved into FILE)
    is read after it.

    An illegal action or a broken file stops with one line naming the hand, the
    action's number, its text and the reason, and exit status 1.
    """
    from bragtui.core.history import replay_summary
    from bragtui.store.histories import read_saved_game

    game, notes = read_saved_game(file)
    for note in notes:
        click.echo(f"brag replay: {note}", err=True)
    if as_json:
        echo_json(replay_summary(game))
        return
    for line in narration(game):
        click.echo(line)


def narration(game: Game) -> list[str]:
    """The whole game told hand by hand from its events, then the standing at the end."""
    from bragtui.core.events import Dealt, HandOver, describe

    players = game.players
    lines: list[str] = []
    in_progress = False
    for event in game.events_since(0):
        if isinstance(event, Dealt):
            lines.append(f"Hand {event.number}, dealt by {players[event.dealer]}:")
            in_progress = True
        elif isinstance(event, HandOver):
            lines += _ending(event.result)
            in_progress = False
        elif event.logged:
            lines.append(f"  {describe(event, players)}")
    if in_progress:
        lines.append("  (in progress)")
    return lines + _standing(game)


def _ending(result: HandResult) -> list[str]:
    """The hands shown and how the hand ended."""
    from bragtui.core.results import groups_text, outcome_lines

    return ([f"  {name} shows {groups_text(groups)}" for name, groups in result.shown.items()]
            + [f"  {line}" for line in outcome_lines(result)])


def _standing(game: Game) -> list[str]:
    """Scores, lives or balances at the end, and the game's winner."""
    from bragtui.core.history import game_standing

    standing = game_standing(game)
    if "scores" in standing:
        lines = ["Scores: " + ", ".join(f"{name} {n}" for name, n in standing["scores"].items())]
    elif "lives" in standing:
        lines = ["Lives: " + ", ".join(f"{name} {n}" for name, n in standing["lives"].items())]
    else:
        lines = ["Balances: " + ", ".join(f"{name} {balance:+d}"
                                          for name, balance in zip(game.players, game.money.balances, strict=True))]
    if "debts" in standing:
        lines.append("Debts: " + (", ".join(f"{debt['borrower']} owes {debt['lender']} {debt['amount']}"
                                            for debt in standing["debts"]) or "none"))
    if standing.get("game_winner"):
        lines.append(f"{standing['game_winner']} wins the game.")
    return lines
