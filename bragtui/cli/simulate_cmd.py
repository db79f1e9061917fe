"""``brag simulate``: random legal play with every invariant checked."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import click

from bragtui.cli.output import echo_json
from bragtui.cli.rules_cmd import overrides_for, rules_options
from bragtui.cli.run_options import check_table_size, chosen_blocks, jobs_in_use, run_options, run_with_progress
from bragtui.core.variants import variant_keys

if TYPE_CHECKING:
    from bragtui.runs.simulation import SimulationSpec

ALL = "all"


class SimulatedVariant(click.Choice):
    """A registered variant, or ``all`` of them (read when the command runs)."""

    def __init__(self) -> None:
        super().__init__((), case_sensitive=True)

    @property
    def choices(self) -> tuple[str, ...]:
        return (*variant_keys(), ALL)

    @choices.setter
    def choices(self, value: object) -> None:
        """Click sets the choices when the type is made; the registry is read instead."""


@click.command("simulate")
@click.option("--variant", "-v", type=SimulatedVariant(), default="three-card", show_default=True,
              help="Which game, or 'all' for every game in turn (each at its usual table size; each "
                   "--set applies to the games it is a rule of).")
@click.option("--hands", type=click.IntRange(1, 100_000_000), default=None,
              help="Hands to play, over as many games as they take  [default: 1000]")
@click.option("--games", type=click.IntRange(1, 10_000_000), default=None,
              help="Whole games to play instead (games that can end: won outright, or table stakes).")
@click.option("--players", type=click.IntRange(1, 10), default=None,
              help="Seats at the table  [default: the game's usual size, 6 or fewer]")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--no-checks", is_flag=True, help="Skip the invariant checks (for timing the engine alone).")
@rules_options
@run_options
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def simulate_command(variant: str, hands: int | None, games: int | None, players: int | None, seed: int,
                     no_checks: bool, rules_file: str | None, overrides: tuple[str, ...], jobs: int | None,
                     cluster: str | None, block: int | None, as_json: bool) -> None:
    """Play HANDS hands (or GAMES whole games) with random legal actions, checking after every
    action that chips and cards are conserved and the seat to act has a legal move. When a
    game ends, a new one starts among the same seats.

    The run is cut into blocks of 500 hands (20 games), each played from a fresh table
    seeded by --seed and the block's number alone, so the result is the same whatever
    --jobs is. A block that breaks a check stops the run and is named: --block N plays
    that block alone."""
    from bragtui.core.errors import RulesError

    if hands is not None and games is not None:
        raise RulesError("--hands and --games: say how many hands or how many games, not both")
    if hands is None and games is None:
        hands = 1000
    run = _Run(jobs_in_use(jobs, cluster), cluster, block, show=sys.stdout.isatty() and not as_json)
    if variant == ALL:
        if block is not None:
            raise RulesError("--block replays a block of one game: give --variant too")
        _simulate_all(hands, games, players, seed, not no_checks, rules_file, overrides, as_json, run)
        return
    data = _simulate_one(variant, hands, games, players, seed, not no_checks, rules_file, overrides, run)
    if as_json:
        echo_json(data)
    else:
        _print_one(data)


@dataclass(frozen=True)
class _Run:
    """Where and how the blocks are played, and whether a progress bar is shown."""

    jobs: int
    cluster: str | None
    block: int | None
    show: bool


def _simulate_one(variant: str, hands: int | None, games: int | None, players: int | None, seed: int,
                  checks: bool, rules_file: str | None, overrides: tuple[str, ...], run: _Run) -> dict[str, Any]:
    """Run one variant's simulation; its JSON object."""
    from bragtui.runs.simulation import run_simulation, simulation_blocks

    spec = _spec(variant, games is not None, players, checks, rules_file, overrides)
    blocks = simulation_blocks(spec, games if games is not None else hands or 0, seed)
    played = chosen_blocks(blocks, run.block)
    start = time.perf_counter()
    stats = run_with_progress(
        lambda on_done: run_simulation(spec, played, jobs=run.jobs, cluster=run.cluster, on_done=on_done),
        played, "games" if spec.count_games else "hands", run.show, replay=f"--variant {variant} ")
    elapsed = time.perf_counter() - start
    names = spec.names
    return {"variant": variant, "players": len(names), "seed": seed, "checks": checks, **stats.as_dict(),
            "games": stats.games, "games_finished": stats.games_finished, "blocks": len(blocks),
            **({"block": run.block} if run.block is not None else {}),
            "seconds": round(elapsed, 3), "hands_per_s": round(stats.hands / elapsed, 1) if elapsed else None,
            "jobs": run.jobs,
            "balances": {name: stats.balances[name] for name in names},
            "games_won": {name: stats.games_won[name] for name in names}}


def _spec(variant: str, count_games: bool, players: int | None, checks: bool, rules_file: str | None,
          overrides: tuple[str, ...]) -> SimulationSpec:
    """What every block of the run plays; a table the variant cannot seat, or games that never end, refused."""
    from bragtui.core.errors import RulesError
    from bragtui.core.variants import get_variant
    from bragtui.runs.simulation import SimulationSpec
    from bragtui.store.rules_files import rules_in_force

    entry = get_variant(variant)
    rules = rules_in_force(variant, rules_file, overrides)
    low, high = entry.players
    seats = players if players is not None else entry.default_players
    if not low <= seats <= high:
        raise RulesError(f"--players {seats}: {variant} is for {low} to {high} players")
    check_table_size(f"--players {seats}", variant, seats, rules)
    if count_games and not _can_end(variant, rules_file, overrides):
        raise RulesError(f"--games: a game of {entry.title} with pocket money (and no borrow credit) never ends: "
                         "count hands instead")
    return SimulationSpec(variant, tuple(f"P{i + 1}" for i in range(seats)), rules, count_games, checks)


def _print_one(data: dict[str, Any]) -> None:
    checked = "chips, cards and turn checked after every action" if data["checks"] else "no checks"
    seats = f"{data['players']} player{'s' if data['players'] != 1 else ''}"
    click.echo(f"{data['hands']:,} hands of {data['variant']} among {seats} "
               f"(seed {data['seed']}), {checked}.")
    unfinished = data["games"] - data["games_finished"]
    note = " (the last unfinished)" if unfinished == 1 else f" ({unfinished:,} unfinished, each the last of its block)"
    click.echo(f"  {'games':<22}{data['games']:,}" + (note if unfinished else ""))
    for key in ("actions", "actions_per_hand", "mean_pot", "biggest_pot", "shuffles_after_prial"):
        click.echo(f"  {key.replace('_', ' '):<22}{data[key]}")
    click.echo("  ends                  " + ", ".join(f"{k} {v}" for k, v in sorted(data["ends"].items())))
    click.echo(f"  time                  {data['seconds']:.2f} s ({data['hands_per_s']} hands/s)")


def _simulate_all(hands: int | None, games: int | None, players: int | None, seed: int, checks: bool,
                  rules_file: str | None, overrides: tuple[str, ...], as_json: bool, run: _Run) -> None:
    """Every registered variant in turn, one row each; a violation is reported and fails the command."""
    from bragtui.core.simulate import InvariantError

    own, counting = _every_game_checked(games is not None, players, checks, rules_file, overrides)
    rows = []
    for variant in variant_keys():
        counting_games = counting[variant]
        try:
            data = _simulate_one(variant, None if counting_games else hands or 1000,
                                 games if counting_games else None, players, seed, checks, rules_file,
                                 own[variant], run)
            data["violations"] = 0
        except InvariantError as error:
            data = {"variant": variant, "hands": None, "games": None, "actions": None, "hands_per_s": None,
                    "violations": 1, "violation": str(error)}
        rows.append(data)
        if not as_json:
            _print_row(data, header=len(rows) == 1)
    if as_json:
        echo_json({"variants": rows})
    failed = [row["variant"] for row in rows if row["violations"]]
    if failed:
        raise InvariantError("invariants broken in " + ", ".join(failed))


def _every_game_checked(games: bool, players: int | None, checks: bool, rules_file: str | None,
                        overrides: tuple[str, ...]) -> tuple[dict[str, tuple[str, ...]], dict[str, bool]]:
    """Each game's own ``--set`` overrides, and whether it counts games (``games``: --games was
    given, and the game can end). Each --set applies where it is a rule (as a [defaults] table
    does); every game's rules and table are checked before any is played, so a refusal never
    comes after rows already printed."""
    own = {variant: tuple(overrides_for(variant, overrides)) for variant in variant_keys()}
    counting = {variant: games and _can_end(variant, rules_file, own[variant]) for variant in own}
    for variant, variant_overrides in own.items():
        _spec(variant, counting[variant], players, checks, rules_file, variant_overrides)
    return own, counting


def _can_end(variant: str, rules_file: str | None, overrides: tuple[str, ...]) -> bool:
    from bragtui.core.simulate import can_end
    from bragtui.store.rules_files import rules_in_force

    return can_end(variant, rules_in_force(variant, rules_file, overrides))


def _print_row(data: dict[str, Any], header: bool) -> None:
    if header:
        click.echo(f"{'variant':<16}{'hands':>12}{'games':>10}{'actions':>14}{'hands/s':>10}{'violations':>12}")
    if data["violations"]:
        click.echo(f"{data['variant']:<16}  {data['violation']}")
        return
    click.echo(f"{data['variant']:<16}{data['hands']:>12,}{data['games']:>10,}{data['actions']:>14,}"
               f"{data['hands_per_s']:>10,.0f}{0:>12}")
