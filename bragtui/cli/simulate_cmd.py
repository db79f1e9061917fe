"""``brag simulate``: random legal play with every invariant checked."""

from __future__ import annotations

import time

import click

from bragtui.cli.output import echo_json
from bragtui.cli.rules_cmd import rules_options, variant_option


@click.command("simulate")
@variant_option
@click.option("--hands", type=click.IntRange(1, 100_000_000), default=1000, show_default=True)
@click.option("--players", type=click.IntRange(2, 10), default=6, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--no-checks", is_flag=True, help="Skip the invariant checks (for timing the engine alone).")
@rules_options
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def simulate_command(variant: str, hands: int, players: int, seed: int, no_checks: bool,
                     rules_file: str | None, overrides: tuple[str, ...], as_json: bool) -> None:
    """Play HANDS hands with random legal actions, checking after every action that
    chips and cards are conserved and the seat to act has a legal move."""
    from bragtui.core.errors import RulesError
    from bragtui.core.history import game_standing
    from bragtui.core.rules import load_rules
    from bragtui.core.simulate import simulate
    from bragtui.core.variants import get_variant

    entry = get_variant(variant)
    controller = entry.controller_class()
    rules = load_rules(variant, rules_file, overrides)
    low, high = entry.players
    if not low <= players <= high:
        raise RulesError(f"--players {players}: {variant} is for {low} to {high} players")
    names = [f"P{i + 1}" for i in range(players)]
    game = controller(variant, names, rules, seed=seed)
    game.keep_history = False  # a soak of millions of hands must not keep them all
    start = time.perf_counter()
    stats = simulate(game, hands, seed, check=not no_checks)
    elapsed = time.perf_counter() - start
    data = {"variant": variant, "players": players, "seed": seed, "checks": not no_checks, **stats.as_dict(),
            "seconds": round(elapsed, 3), "hands_per_s": round(stats.hands / elapsed, 1) if elapsed else None,
            "balances": dict(zip(names, game.money.balances))}
    standing = game_standing(game)
    if "lives" in standing:
        data.update(standing)
    if as_json:
        echo_json(data)
        return
    click.echo(f"{stats.hands:,} hands of {variant} among {players} players (seed {seed}), "
               f"{'chips, cards and turn checked after every action' if not no_checks else 'no checks'}.")
    for key in ("actions", "actions_per_hand", "mean_pot", "biggest_pot", "shuffles_after_prial"):
        click.echo(f"  {key.replace('_', ' '):<22}{data[key]}")
    click.echo("  ends                  " + ", ".join(f"{k} {v}" for k, v in sorted(stats.ends.items())))
    click.echo(f"  time                  {elapsed:.2f} s ({data['hands_per_s']} hands/s)")
