"""``brag replay``: check a hand history against the rules and tell what happened."""

from __future__ import annotations

import click

from bragtui.cli.output import echo_json


@click.command("replay")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def replay_command(file: str, as_json: bool) -> None:
    """Replay FILE (a brag-history/1 hand history), checking every action.

    An illegal action or a broken file stops with one line naming the hand, the
    action's number, its text and the reason, and exit status 1.
    """
    from bragtui.core.history import read_history, replay_summary

    game = read_history(file)
    if as_json:
        echo_json(replay_summary(game))
        return
    for line in narration(game):
        click.echo(line)


def narration(game) -> list[str]:
    """The whole game told hand by hand from its events, then the standing at the end."""
    from bragtui.core.events import Dealt, HandOver, describe
    from bragtui.core.history import game_standing
    from bragtui.core.results import groups_text, outcome_lines

    players = game.players
    lines: list[str] = []
    in_progress = False
    for event in game.events_since(0):
        if isinstance(event, Dealt):
            lines.append(f"Hand {event.number}, dealt by {players[event.dealer]}:")
            in_progress = True
        elif isinstance(event, HandOver):
            result = event.result
            lines += [f"  {name} shows {groups_text(groups)}" for name, groups in result.shown.items()]
            lines += [f"  {line}" for line in outcome_lines(result)]
            in_progress = False
        elif event.logged:
            lines.append(f"  {describe(event, players)}")
    if in_progress:
        lines.append("  (in progress)")
    standing = game_standing(game)
    if "scores" in standing:
        lines.append("Scores: " + ", ".join(f"{name} {n}" for name, n in standing["scores"].items()))
    elif "lives" in standing:
        lines.append("Lives: " + ", ".join(f"{name} {n}" for name, n in standing["lives"].items()))
    else:
        lines.append("Balances: " + ", ".join(f"{name} {balance:+d}"
                                             for name, balance in zip(players, game.money.balances)))
    if standing.get("game_winner"):
        lines.append(f"{standing['game_winner']} wins the game.")
    return lines
