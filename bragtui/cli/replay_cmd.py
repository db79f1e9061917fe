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
    for hand in game.hands:
        click.echo(f"Hand {hand.number}, dealt by {game.players[hand.dealer]}:")
        for line in hand.public_log:
            click.echo(f"  {line}")
        result = hand.result
        if result is None:
            click.echo("  (in progress)")
            continue
        for name, cards in result.shown.items():
            click.echo(f"  {name} shows {cards}")
        if result.points is not None:
            scored = ", ".join(f"{name} {n}" for name, n in result.points.items())
            click.echo(f"  Points: {scored}." if result.end != "redeal" else "  The same dealer deals again.")
        elif result.life_lost is not None:
            how = " (the suit of the highest card decided)" if result.suit_decided else ""
            click.echo(f"  {result.life_lost} has the lowest hand and loses a life{how}.")
        elif result.end == "carried":
            click.echo(f"  The blind player is left alone: the pot of {result.pot} is carried to the next deal.")
        else:
            click.echo(f"  {result.winner} wins the pot of {result.pot}.")
        if result.side_pot:
            click.echo(f"  {result.side_pot['winner']} wins the side pot of {result.side_pot['amount']}.")
    if game.variant == "crash":
        scores = ", ".join(f"{name} {n}" for name, n in zip(game.players, game.scores))
        click.echo(f"Scores: {scores}")
        if game.game_winner:
            click.echo(f"{game.game_winner} wins the game.")
        return
    if getattr(game, "for_lives", False):
        lives = ", ".join(f"{name} {left}" for name, left in zip(game.players, game.lives))
        click.echo(f"Lives: {lives}")
        if game.game_winner:
            click.echo(f"{game.game_winner} wins the game.")
        return
    balances = ", ".join(f"{name} {balance:+d}" for name, balance in zip(game.players, game.money.balances))
    click.echo(f"Balances: {balances}")
