"""``--jobs``, ``--cluster`` and ``--block``: a run cut into blocks seeded by number gives the same
result wherever its blocks are played, and a block that breaks a check can be replayed alone."""

from __future__ import annotations

import json
import multiprocessing
import sys

import pytest
from cli_helpers import run_brag

from bragtui.cli.run_progress import PROGRESS_AFTER_S, RunProgress
from bragtui.core.rules import load_rules
from bragtui.core.simulate import InvariantError
from bragtui.core.variants import variant_keys
from bragtui.runs import simulation, tournament
from bragtui.runs.blocks import Block, block_seed, plan_blocks

TIMINGS = ("seconds", "hands_per_s", "jobs")
FORKED = multiprocessing.get_start_method() == "fork"
"""Workers forked from the test see its monkeypatches (the violation tests rely on that)."""


def without_timings(data: dict) -> str:
    return json.dumps({k: v for k, v in data.items() if k not in TIMINGS}, sort_keys=True)


def simulated(capsys, *args: str) -> dict:
    result = run_brag(capsys, "simulate", "--json", *args)
    assert result.status == 0, result.err
    return result.json()


@pytest.fixture
def small_blocks(monkeypatch):
    """Blocks of 10 hands (2 games), so a few dozen hands make several blocks."""
    for module in (simulation, tournament):
        monkeypatch.setattr(module, "BLOCK_SIZES", {"hands": 10, "games": 2})


def test_a_blocks_seed_is_a_function_of_the_runs_seed_and_its_number_alone():
    assert plan_blocks(100, 30, 7)[2].seed == plan_blocks(1000, 30, 7)[2].seed == block_seed(7, 2)
    assert block_seed(7, 2) not in (block_seed(7, 1), block_seed(8, 2))
    assert [b.count for b in plan_blocks(100, 30, 7)] == [30, 30, 30, 10]


@pytest.mark.parametrize("variant", variant_keys())
def test_jobs_2_gives_the_same_json_as_jobs_1_for_every_variant(capsys, small_blocks, variant):
    hands = "12" if variant in ("crash", "seven-card", "nine-card", "fifteen-card") else "30"
    one = simulated(capsys, "--variant", variant, "--hands", hands, "--seed", "4", "--jobs", "1")
    two = simulated(capsys, "--variant", variant, "--hands", hands, "--seed", "4", "--jobs", "2")
    assert one["blocks"] > 1 and (one["jobs"], two["jobs"]) == (1, 2)
    assert without_timings(one) == without_timings(two)


def test_games_counted_in_blocks_are_the_same_with_jobs_2(capsys, small_blocks):
    one = simulated(capsys, "--variant", "bastard", "--games", "5", "--seed", "2", "--jobs", "1")
    two = simulated(capsys, "--variant", "bastard", "--games", "5", "--seed", "2", "--jobs", "2")
    assert one["games"] == one["games_finished"] == 5 and one["blocks"] == 3
    assert without_timings(one) == without_timings(two)


def test_games_count_the_games_started_in_every_block(capsys, small_blocks):
    data = simulated(capsys, "--variant", "three-card", "--hands", "30", "--jobs", "1",
                     "--set", "money=stacks", "--set", "buy_in=20")
    alone = [simulated(capsys, "--variant", "three-card", "--hands", "30", "--jobs", "1", "--block", str(n),
                       "--set", "money=stacks", "--set", "buy_in=20") for n in range(3)]
    assert data["games"] == sum(block["games"] for block in alone) >= 3
    assert data["hands"] == sum(block["hands"] for block in alone) == 30


@pytest.mark.parametrize(("variant", "seats", "count"), [
    ("three-card", "hard,medium,random", ("--hands", "30")),
    ("bastard", "medium,random,random", ("--games", "5")),
])
def test_a_tournament_with_jobs_2_gives_the_same_json_as_jobs_1(capsys, small_blocks, variant, seats, count):
    args = ("tournament", "--variant", variant, "--seats", seats, *count, "--seed", "3", "--json")
    one = run_brag(capsys, *args, "--jobs", "1").json()
    two = run_brag(capsys, *args, "--jobs", "2").json()
    assert one["blocks"] == 3
    assert without_timings(one) == without_timings(two)


def test_block_replays_one_block_of_the_run_alone(capsys, small_blocks):
    data = simulated(capsys, "--variant", "four-card", "--hands", "25", "--seed", "6", "--jobs", "1", "--block", "2")
    assert (data["hands"], data["block"], data["blocks"]) == (5, 2, 3)
    refused = run_brag(capsys, "simulate", "--hands", "25", "--jobs", "1", "--block", "3")
    assert refused.status == 2 and "--block" in refused.err and "blocks 0 to 2" in refused.err
    assert len(refused.err.strip().splitlines()) == 1


def break_block(monkeypatch, number: int) -> None:
    """Make the run's block ``number`` (seed 0) find a broken check in its play."""
    real = simulation.simulate_session

    def session(variant, names, rules, seed, **kwargs):
        if seed == block_seed(0, number):
            raise InvariantError("cards not conserved: 52 cards, twice: ['A♠'], after 'P2 bet 4'")
        return real(variant, names, rules, seed, **kwargs)

    monkeypatch.setattr(simulation, "simulate_session", session)


@pytest.mark.parametrize("jobs", ["1", pytest.param("2", marks=pytest.mark.skipif(not FORKED, reason="needs fork"))])
def test_a_violation_in_any_block_stops_the_run_and_names_the_block(capsys, small_blocks, monkeypatch, jobs):
    break_block(monkeypatch, 2)
    result = run_brag(capsys, "simulate", "--variant", "three-card", "--hands", "50", "--jobs", jobs)
    assert result.status != 0 and result.out == ""
    assert f"block 2 (block seed {block_seed(0, 2)})" in result.err
    assert "after 'P2 bet 4'" in result.err and "with --variant three-card --block 2 --jobs 1" in result.err
    assert len(result.err.strip().splitlines()) == 1
    replayed = run_brag(capsys, "simulate", "--variant", "three-card", "--hands", "50", "--jobs", "1",
                        "--block", "2")
    assert replayed.status != 0 and "block 2" in replayed.err


def test_a_violation_names_the_action_after_which_the_check_failed(monkeypatch):
    from bragtui.core import simulate as core_simulate

    calls = {"n": 0}

    def check(self):
        calls["n"] += 1
        if calls["n"] == 3:
            raise InvariantError("a stack went below zero")

    monkeypatch.setattr(core_simulate.InvariantChecker, "check", check)
    with pytest.raises(InvariantError, match=r"a stack went below zero, after 'P\d \w+"):
        core_simulate.simulate_session("three-card", ["P1", "P2", "P3"], load_rules("three-card"), 1, hands=3)


def test_all_variants_report_a_broken_block_in_their_row(capsys, small_blocks, monkeypatch):
    break_block(monkeypatch, 1)
    result = run_brag(capsys, "simulate", "--variant", "all", "--hands", "20", "--jobs", "1", "--json")
    assert result.status != 0
    rows = {row["variant"]: row for row in json.loads(result.out)["variants"]}
    assert all(row["violations"] == 1 and "block 1" in row["violation"] for row in rows.values())
    assert "with --variant four-card --block 1 --jobs 1" in rows["four-card"]["violation"]


def test_block_is_refused_with_every_variant(capsys):
    result = run_brag(capsys, "simulate", "--variant", "all", "--block", "1", "--jobs", "1")
    assert result.status == 2 and "--variant" in result.err


def test_a_cluster_gives_the_same_result_as_jobs_1(capsys, small_blocks):
    distributed = pytest.importorskip("distributed")
    args = ("--variant", "four-card", "--hands", "40", "--seed", "5")
    one = simulated(capsys, *args, "--jobs", "1")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        on_cluster = simulated(capsys, *args, "--cluster", cluster.scheduler_address)
        match = run_brag(capsys, "tournament", "--seats", "medium,random,random", "--hands", "30", "--seed", "2",
                         "--json", "--cluster", cluster.scheduler_address).json()
    assert on_cluster["jobs"] == 2 and one["blocks"] == 4
    assert without_timings(one) == without_timings(on_cluster)
    alone = run_brag(capsys, "tournament", "--seats", "medium,random,random", "--hands", "30", "--seed", "2",
                     "--json", "--jobs", "1").json()
    assert without_timings(match) == without_timings(alone)


def test_no_scheduler_at_the_address_is_one_line(capsys, monkeypatch):
    pytest.importorskip("distributed")
    from bragtui.runs import cluster

    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 0.5)
    result = run_brag(capsys, "simulate", "--hands", "5", "--cluster", "tcp://127.0.0.1:9")
    assert result.status == 2 and "--cluster tcp://127.0.0.1:9: no dask scheduler answered" in result.err
    assert len(result.err.strip().splitlines()) == 1


def test_the_progress_bar_shows_only_once_a_run_has_taken_a_few_seconds():
    now = [0.0]
    bar = RunProgress(100, "hands", clock=lambda: now[0])
    bar.advance(Block(0, 1, 10))
    assert not bar.shown
    now[0] = PROGRESS_AFTER_S + 0.1
    bar.advance(Block(1, 2, 10))
    assert bar.shown and bar.done == 20
    bar.stop()


@pytest.mark.parametrize("as_json", [False, True])
def test_a_long_run_on_a_terminal_shows_hands_done_and_rate_but_not_with_json(capsys, small_blocks, monkeypatch,
                                                                              as_json):
    from bragtui.cli import run_progress

    monkeypatch.setattr(run_progress, "PROGRESS_AFTER_S", 0.0)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    args = ["simulate", "--hands", "40", "--jobs", "1"] + (["--json"] if as_json else [])
    result = run_brag(capsys, *args)
    assert result.status == 0, result.err
    if as_json:
        assert json.loads(result.out)["hands"] == 40
    else:
        assert "/40" in result.out and "hands/s" in result.out


def test_no_progress_bar_when_not_a_terminal(capsys, small_blocks, monkeypatch):
    from bragtui.cli import run_progress

    monkeypatch.setattr(run_progress, "PROGRESS_AFTER_S", 0.0)
    result = run_brag(capsys, "simulate", "--hands", "40", "--jobs", "1")
    assert "━" not in result.out and "hands/s)" in result.out


def test_the_runs_layer_imports_neither_the_app_nor_the_network_and_only_the_cli_imports_it():
    from test_core_pure import PACKAGE, imported_names

    for path in sorted((PACKAGE / "runs").rglob("*.py")):
        for line, name in imported_names(path):
            assert not name.startswith(("bragtui.app", "bragtui.net", "bragtui.cli", "bragtui.store")), \
                f"{path.name}:{line} imports {name}"
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name not in ("runs", "cli"):
            assert not [name for _, name in imported_names(path) if name.startswith("bragtui.runs")], path


def test_the_text_says_each_blocks_last_game_is_unfinished(capsys, small_blocks):
    out = run_brag(capsys, "simulate", "--variant", "three-card", "--hands", "30", "--jobs", "1").out
    assert "games                 3 (3 unfinished, each the last of its block)" in out


def test_jobs_defaults_to_the_machines_cores(capsys):
    from bragtui.runs.pool import default_jobs

    assert simulated(capsys, "--hands", "5")["jobs"] == default_jobs() >= 1


def test_a_tournament_block_that_breaks_stops_the_run_and_names_it(capsys, small_blocks, monkeypatch):
    from bragtui.players import tournament as players_tournament

    monkeypatch.setattr(players_tournament, "MAX_ACTIONS", 1)
    result = run_brag(capsys, "tournament", "--seats", "medium,random", "--hands", "30", "--seed", "5",
                      "--jobs", "1")
    assert result.status != 0 and result.out == ""
    assert f"block 0 (block seed {block_seed(5, 0)}): a hand did not end in 1 actions" in result.err
    assert "with --block 0 --jobs 1" in result.err and len(result.err.strip().splitlines()) == 1


def test_cluster_without_dask_says_how_to_install_it(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if the extra were not installed
    result = run_brag(capsys, "simulate", "--hands", "5", "--cluster", "tcp://127.0.0.1:9")
    assert result.status == 2 and "pip install 'bragtui[cluster]'" in result.err
    assert len(result.err.strip().splitlines()) == 1


@pytest.mark.parametrize(("command", "expected"), [
    (("tournament", "--seats", "hard"), "--seats hard: Three Card Brag needs 2 to 10 players under these rules, not 1"),
    (("tournament", "--variant", "bastard", "--seats", "hard,easy"),
     "--seats hard,easy: Bastard Brag for lives needs 3 to 10 players under these rules, not 2"),
    (("tournament", "--seats", "hard,easy,easy", "--set", "min_players=4"),
     "--seats hard,easy,easy: Three Card Brag needs 4 to 10 players under these rules, not 3"),
    (("simulate", "--players", "3", "--set", "min_players=4"),
     "--players 3: Three Card Brag needs 4 to 10 players under these rules, not 3"),
])
def test_a_table_the_game_cannot_seat_is_refused_before_any_block_is_played(capsys, command, expected):
    """A wrong number of seats is the command's mistake, not a broken block: it is named as such,
    without a block to replay."""
    result = run_brag(capsys, *command, "--hands", "5", "--jobs", "1")
    assert result.status == 2 and result.out == ""
    assert result.err == f"brag {command[0]}: {expected}\n"


def _played_slowly(spec: object, block: Block) -> int:
    """A block that takes far longer than the test: only ending its worker stops it."""
    import time

    time.sleep(30)
    return block.number


def test_ctrl_c_ends_the_blocks_being_played_at_once(monkeypatch):
    """Ctrl-C during a run on worker processes stops it now: the blocks being played (a review's may
    take minutes) are not waited for."""
    import time

    from bragtui.runs import pool

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(pool, "wait", interrupted)
    blocks = [Block(number, number, 1) for number in range(2)]
    began = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        pool.run_blocks(_played_slowly, None, blocks, jobs=2, start="fork" if FORKED else None)
    assert time.monotonic() - began < 15
    assert not multiprocessing.active_children()
