"""``brag tournament``: computer players only, seats in order, hands or whole games counted."""

from __future__ import annotations

import sys
from typing import Any

import click

from bragtui.cli.output import echo_json
from bragtui.cli.rules_cmd import VariantChoice, rules_options
from bragtui.cli.run_options import check_table_size, chosen_blocks, jobs_in_use, run_options, run_with_progress


@click.command("tournament")
@click.option("--variant", "-v", type=VariantChoice(), default="three-card", show_default=True,
              help="Which game.")
@click.option("--seats", required=True, metavar="LEVEL[:STYLE],...",
              help="The computer players in seat order, e.g. hard,medium,medium or hard:bold,easy. "
                   "Levels: random, easy, medium, hard; styles: cautious, steady (default), bold.")
@click.option("--hands", type=click.IntRange(1, 10_000_000), default=None,
              help="Hands to play in a game for money. For a game won outright (Bastard Brag for lives, "
                   "Crash) it counts whole games, as --games does.  [default: 1000 hands, 100 games]")
@click.option("--games", type=click.IntRange(1, 1_000_000), default=None,
              help="Whole games to play: the clear spelling for games won outright.")
@click.option("--seed", type=int, default=0, show_default=True)
@rules_options
@run_options
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def tournament_command(variant: str, seats: str, hands: int | None, games: int | None, seed: int,
                       rules_file: str | None, overrides: tuple[str, ...], jobs: int | None, cluster: str | None,
                       block: int | None, as_json: bool) -> None:
    """Play computer players against each other and report each seat's winnings.

    For a game played for money each seat's NET is its chips won or lost, and
    NET_PER_HAND their mean per hand. Its CI95 is the half-width of the 95%
    confidence interval of that mean. Hands are not independent (a carried pot
    links two hands), so it is computed from batch means: the hands are cut into
    blocks of consecutive hands (40 blocks, at least 5 hands each), and CI95 is
    1.96 standard errors of the mean of the block means.

    For a game won outright (Bastard Brag for lives, Crash) every game is fresh
    and counts once: NET is games won less a fair share (games / seats),
    NET_PER_HAND is that per game, and CI95 comes from the games themselves.

    Each new game starts with fresh lives, scores or stacks, and the first dealer
    one seat on. The hands are played in blocks of 250 (10 games won outright), each
    from a fresh table seeded by --seed and the block's number alone: the same seed
    gives the same result, whatever --jobs is.
    """
    from bragtui.core.variants import get_variant
    from bragtui.players import ComputerPlayer
    from bragtui.runs.tournament import TournamentSpec, run_tournament_blocks, tournament_blocks
    from bragtui.store.rules_files import rules_in_force

    outright = get_variant(variant).won_outright
    count = _count(variant, outright, hands, games)
    rules = rules_in_force(variant, rules_file, overrides)
    for spec_text in seats.split(","):
        ComputerPlayer.from_spec(spec_text, rules=rules)  # a bad seat is refused here, not in a worker
    check_table_size(f"--seats {seats}", variant, len(seats.split(",")), rules)
    spec = TournamentSpec(variant, tuple(seats.split(",")), rules, outright)
    blocks = tournament_blocks(spec, count, seed)
    played = chosen_blocks(blocks, block)
    used = jobs_in_use(jobs, cluster)
    result = run_with_progress(
        lambda on_done: run_tournament_blocks(spec, played, jobs=used, cluster=cluster, on_done=on_done),
        played, "games" if outright else "hands", sys.stdout.isatty() and not as_json)
    data = {**result.as_dict(), "blocks": len(blocks), **({"block": block} if block is not None else {}),
            "jobs": used}
    if as_json:
        echo_json(data)
    else:
        _print(data, outright)


def _count(variant: str, outright: bool, hands: int | None, games: int | None) -> int:
    """How many hands (money) or games (won outright) to play, from ``--hands`` or ``--games``."""
    from bragtui.core.errors import RulesError

    if hands is not None and games is not None:
        raise RulesError("--hands and --games: say how many hands or how many games, not both")
    if games is not None and not outright:
        raise RulesError(f"--games: a game of {variant} for money is counted in hands: use --hands")
    if games is not None:
        return games
    return hands if hands is not None else (100 if outright else 1000)


def _print(data: dict[str, Any], outright: bool) -> None:
    unit = "game" if outright else "hand"
    games = data["games"]
    hands = data["hands"]
    click.echo(f"{data['variant']}: {hands:,} hand{'' if hands == 1 else 's'}, "
               f"{games:,} game{'' if games == 1 else 's'}")
    click.echo(f"{'seat':<6}{'level':<8}{'style':<10}{'net':>10}{'per ' + unit:>12}{'± ci95':>10}{'games won':>11}")
    for seat in data["seats"]:
        ci95 = "n/a" if seat["ci95"] is None else f"{seat['ci95']:.3f}"  # too few hands or games for one
        click.echo(f"{seat['seat']:<6}{seat['level']:<8}{seat['style']:<10}{seat['net']:>10.2f}"
                   f"{seat['net_per_hand']:>12.3f}{ci95:>10}{seat['games_won']:>11}")
