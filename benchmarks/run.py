"""Measure bragtui against named libraries in one run and print the ratios.

    python -m pip install -e '.[bench]' && python benchmarks/run.py [--json]

Every figure is the median of several repeats over the same pre-generated
random hands, so the libraries compared see exactly the same work.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

REPEATS = 7
HANDS = 20_000


def median_seconds(work: Callable[[], object], repeats: int = REPEATS) -> float:
    """Median wall time of ``work()`` over ``repeats`` runs, after one warm-up."""
    work()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_ranking(rng: random.Random) -> dict[str, float]:
    """Three-card ranking against treys and a bare dict; best-of-five against pokerkit."""
    from pokerkit import Card as PokerkitCard
    from pokerkit import StandardHighHand
    from treys import Card as TreysCard
    from treys import Evaluator

    from bragtui.core import ranking
    from bragtui.core.cards import CARDS
    from bragtui.core.hands import natural_score

    ranking.table()
    threes = [tuple(rng.sample(range(52), 3)) for _ in range(HANDS)]
    fives = [rng.sample(range(52), 5) for _ in range(HANDS)]

    strength3 = ranking.strength3

    def ours_rank() -> None:
        for a, b, c in threes:
            strength3(a, b, c)

    treys_eval = Evaluator()
    treys_hands = [[TreysCard.new(CARDS[c].text().replace("10", "T")) for c in hand] for hand in fives]
    treys_split = [(h[:2], h[2:]) for h in treys_hands]

    def treys_rank() -> None:
        for hole, board in treys_split:
            treys_eval.evaluate(hole, board)

    keys = [ranking.hand_key(*h) for h in threes]
    plain_dict = {k: ranking.strength3(*h) for k, h in zip(keys, threes, strict=True)}

    def ours_lookup() -> None:
        ranking.strengths(keys)

    def dict_lookup() -> None:
        list(map(plain_dict.__getitem__, keys))

    def ours_best5() -> None:
        for hand in fives:
            natural_score(hand)

    pk_hands = [list(PokerkitCard.parse("".join(CARDS[c].text().replace("10", "T") for c in hand)))
                for hand in fives]

    def pokerkit_best5() -> None:
        for hand in pk_hands:
            StandardHighHand(hand)

    t_rank = median_seconds(ours_rank)
    t_treys = median_seconds(treys_rank)
    t_lookup = median_seconds(ours_lookup)
    t_dict = median_seconds(dict_lookup)
    t_best5 = median_seconds(ours_best5)
    t_pokerkit = median_seconds(pokerkit_best5, repeats=3)
    return {
        "rank_per_s": HANDS / t_rank,
        "rank_vs_treys": t_treys / t_rank,
        "rank_vs_dict": t_lookup / t_dict,
        "best5_per_s": HANDS / t_best5,
        "best5_vs_pokerkit": t_pokerkit / t_best5,
    }


def pokerkit_random_hands(hands: int, rng: random.Random) -> float:
    """Seconds for pokerkit to play ``hands`` six-player no-limit hold'em hands at random."""
    from pokerkit import Automation, NoLimitTexasHoldem

    automations = (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
                   Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.BOARD_DEALING,
                   Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
                   Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
    start = time.perf_counter()
    for _ in range(hands):
        state = NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, 200, 6)
        while state.status:
            r = rng.random()
            if state.can_fold() and r < 0.18:
                state.fold()
            elif state.can_complete_bet_or_raise_to() and r < 0.4:
                state.complete_bet_or_raise_to(state.min_completion_betting_or_raising_to_amount)
            else:
                state.check_or_call()
    return time.perf_counter() - start


def bench_simulation(rng: random.Random) -> dict[str, float]:
    """Six-player Three Card Brag random play with every invariant checked, against pokerkit."""
    from bragtui.core.factory import new_game
    from bragtui.core.history import history_toml, load_history
    from bragtui.core.simulate import simulate

    hands = 300
    pk_hands = 36
    names = [f"P{i}" for i in range(6)]

    def ours() -> float:
        game = new_game("three-card", names, seed=rng.randrange(10**6))
        game.keep_history = False  # as brag simulate plays: no record kept, like pokerkit's fresh states
        start = time.perf_counter()
        simulate(game, hands, seed=rng.randrange(10**6), check=True)
        return time.perf_counter() - start

    # Run the two in short pairs, back to back, and take the median of the pairs' ratios,
    # so that the machine's drifting speed weighs on both sides of each ratio alike.
    ours_rates, ratios = [], []
    for _ in range(9):
        rate = hands / ours()
        ours_rates.append(rate)
        ratios.append(rate / (pk_hands / pokerkit_random_hands(pk_hands, rng)))
    played = new_game("three-card", names, seed=5)
    simulate(played, 300, seed=5, check=False)
    text = history_toml(played)
    replay = median_seconds(lambda: load_history(text, "bench"), repeats=5)
    return {
        "sim_hands_per_s": statistics.median(ours_rates),
        "sim_vs_pokerkit": statistics.median(ratios),
        "replay_ms_per_hand": replay * 1000 / len(played.hands),
    }


def bench_all_variants(rng: random.Random) -> dict[str, float]:
    """Every registered variant at its usual table size, checks on, as ``brag simulate`` plays it."""
    from bragtui.core.rules import load_rules
    from bragtui.core.simulate import simulate_session
    from bragtui.core.variants import REGISTRY

    hands = 2000
    rates = {}
    for key, variant in REGISTRY.items():
        names = [f"P{i + 1}" for i in range(variant.default_players)]
        rules = load_rules(key)
        start = time.perf_counter()
        simulate_session(key, names, rules, rng.randrange(10**6), hands=hands)
        rates[key] = hands / (time.perf_counter() - start)
    slowest = min(rates, key=rates.__getitem__)
    return {"sim_all_min_hands_per_s": rates[slowest],
            **{f"sim_{key.replace('-', '_')}_hands_per_s": rate for key, rate in rates.items()}}


def bench_app(rng: random.Random) -> dict[str, float]:
    """Headless start-up to the first table frame against a minimal Textual app; key-to-frame latency."""
    import asyncio

    from textual.app import App
    from textual.widgets import Static

    from bragtui.app import make_app
    from bragtui.core.factory import new_game
    from bragtui.core.game import Game

    class Hello(App[None]):
        def compose(self):
            yield Static("hello")

    def game() -> Game:
        return new_game("three-card", ["Ann", "Bob", "Cy"], seed=rng.randrange(10**6))

    async def key_until(app, pilot, key: str, screens: tuple[str, ...]) -> float:
        """Seconds from a key event to the next screen (one of ``screens``) being mounted and painted.

        Pilot's ``press`` also waits for the whole process to look idle, which pads
        every key by tens of milliseconds; this times only the app's own work.
        """
        from textual import events

        before = app.screen
        start = time.perf_counter()
        app._driver.send_message(events.Key(key, "\r" if key == "enter" else key))
        while app.screen is before or type(app.screen).__name__ not in screens:
            await asyncio.sleep(0)
        await pilot._wait_for_screen()
        await app.screen.wait_for_refresh()
        return time.perf_counter() - start

    async def hello_frame() -> float:
        start = time.perf_counter()
        app = Hello()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot._wait_for_screen()
            await app.screen.wait_for_refresh()
            return time.perf_counter() - start

    async def table_frame() -> float:
        # A new game with blind play opens on the first player's table: nothing private is
        # on screen yet, so no hand-off comes first.
        start = time.perf_counter()
        app = make_app(game())
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot._wait_for_screen()
            assert type(app.screen).__name__ == "TableScreen"
            await app.screen.wait_for_refresh()
            return time.perf_counter() - start

    async def bet_keys() -> list[float]:
        """A look, then a bet through the prompt, for each player in turn (hand-offs between)."""
        app = make_app(game())
        times = []
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot._wait_for_screen()
            for _ in range(8):
                if type(app.screen).__name__ == "HandoffScreen":
                    await key_until(app, pilot, "enter", ("TableScreen",))
                await pilot.press("l")
                times.append(await key_until(app, pilot, "b", ("BetModal",)))
                times.append(await key_until(app, pilot, "enter", ("HandoffScreen", "TableScreen")))
        return times

    async def measure() -> dict[str, float]:
        await hello_frame()
        await table_frame()
        # Interleaved pairs, so that the machine's drifting speed weighs on both alike.
        hellos, tables = [], []
        for _ in range(9):
            hellos.append(await hello_frame())
            tables.append(await table_frame())
        keys = await bet_keys()
        return {"app_first_frame_ms": statistics.median(tables) * 1000,
                "app_vs_hello": statistics.median(t / h for t, h in zip(tables, hellos, strict=True)),
                "key_to_frame_ms": statistics.median(keys) * 1000}

    return asyncio.run(measure())


def bench_practice(rng: random.Random) -> dict[str, float]:
    """An answer key in a practice drill to the painted feedback: marking, the answer and its schedule
    written to a real progress file, and the redraw."""
    import asyncio
    import tempfile
    from pathlib import Path

    from textual import events

    from bragtui.app.practice.session import PracticeSession
    from bragtui.app.practice_app import PracticeApp
    from bragtui.store.progress import Progress

    async def answers(folder: Path) -> list[float]:
        times = []
        for drill in ("compare", "name", "beats"):
            progress = Progress(folder / f"{drill}.sqlite3")
            session = PracticeSession(progress, drill, seed=rng.randrange(10**6))
            app = PracticeApp(session, start_drill=True)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot._wait_for_screen()
                for _ in range(10):
                    question = session.question
                    assert question is not None
                    key = rng.choice([c.key for c in question.choices])
                    start = time.perf_counter()
                    app._driver.send_message(events.Key(key, key))
                    while session.mark is None:
                        await asyncio.sleep(0)
                    await app.screen.wait_for_refresh()
                    times.append(time.perf_counter() - start)
                    await pilot.press("enter")
            progress.close()
        return times

    with tempfile.TemporaryDirectory() as folder:
        times = asyncio.run(answers(Path(folder)))
    return {"practice_key_to_frame_ms": statistics.median(times) * 1000}


def bench_crash(rng: random.Random) -> dict[str, float]:
    """Time to suggest an arrangement for random thirteen-card hands (tables built beforehand)."""
    from bragtui.core.cards import CARDS
    from bragtui.core.sethand.crash_solver import suggest, win_tables

    win_tables()
    times = []
    for _ in range(300):
        cards = rng.sample(list(CARDS[:52]), 13)
        start = time.perf_counter()
        suggest(cards, opponents=rng.randint(1, 3))
        times.append(time.perf_counter() - start)
    return {"crash_solve_ms_median": statistics.median(times) * 1000, "crash_solve_ms_max": max(times) * 1000}


def bench_players(rng: random.Random) -> dict[str, float]:
    """A ``hard`` computer player's decisions over seeded six-seat Three Card Brag, Bastard Brag and
    Teen Patti games (every other seat ``medium``), and a tournament of ``hard`` against three ``medium``."""
    from bragtui.core.factory import new_game
    from bragtui.players import ComputerPlayer
    from bragtui.players.tournament import run_tournament

    hard, medium = ComputerPlayer("hard"), ComputerPlayer("medium")
    names = [f"P{i}" for i in range(6)]
    times: list[float] = []
    run_tournament("teen-patti", [hard, medium], count=2, seed=1)  # build Teen Patti's table of hands first
    for variant, hands in (("three-card", 300), ("bastard", 150), ("teen-patti", 300)):
        for seat in range(6):
            game = new_game(variant, names, seed=rng.randrange(10**6))
            game.keep_history = False
            seat_rng = random.Random(rng.randrange(10**6))
            for _ in range(hands // 6):
                if game.game_over:
                    break
                game.start_hand()
                while game.to_act is not None:
                    actor = game.to_act
                    view = game.view(actor)
                    if actor == seat:
                        start = time.perf_counter()
                        action = hard.choose(view, view.legal, seat_rng)
                        times.append(time.perf_counter() - start)
                    else:
                        action = medium.choose(view, view.legal, seat_rng)
                    game.apply(action)
    times.sort()
    players = [hard, medium, medium, medium]
    run_tournament("three-card", players, count=100, seed=1)  # build the tables before timing
    start = time.perf_counter()
    run_tournament("three-card", players, count=1000, seed=rng.randrange(10**6))
    rate = 1000 / (time.perf_counter() - start)
    return {"bot_ms_median": statistics.median(times) * 1000,
            "bot_ms_p99": times[int(0.99 * (len(times) - 1))] * 1000,
            "tournament_hands_per_s": rate}


COACH_VARIANTS = ("three-card", "four-card", "bastard", "bastard-money", "seven-card", "crash", "draw", "casino")
COACH_POSITIONS = 8
"""Positions per variant in the coach's fixed list (seeded games, each stopped at a person's turn)."""


def coach_positions() -> list:
    """The coach benchmark's fixed list: for each variant, games of seeds 0, 1, ... played by
    ``medium`` for a few moves and stopped at a turn, every other seat then a computer's."""
    from bragtui.core.factory import new_game
    from bragtui.players import ComputerPlayer

    games = []
    for variant in COACH_VARIANTS:
        for seed in range(COACH_POSITIONS):
            game = new_game(variant, ["Ann", "Bob", "Cy"], seed=seed)
            game.start_hand()
            player, rng = ComputerPlayer("medium", rules=game.rules), random.Random(seed)
            for _ in range(seed % 4):
                if game.to_act is None:
                    break
                view = game.view(game.to_act)
                game.apply(player.choose(view, view.legal, rng))
            if game.to_act is None:
                continue
            game.computer_seats = {seat: "medium" for seat in range(3) if seat != game.to_act}
            games.append(game)
    return games


def bench_coach(rng: random.Random) -> dict[str, float]:
    """From a person's view to the coach's panel painted on their turn screen: its advice worked out
    from the view and the panel drawn again, as at each turn once the panel is up (it stays on the
    turn screen from turn to turn); and the first time, when the panel is put up."""
    import asyncio

    from bragtui.app import make_app
    from bragtui.app.widgets.coach_panel import CoachPanel
    from bragtui.players import advise

    async def panel_times(game) -> tuple[float, list[float]]:
        app = make_app(game, pause=3600)
        app.coach = True
        times = []
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot._wait_for_screen()
            start = time.perf_counter()
            app.show_coach()
            await app.screen.wait_for_refresh()
            first = time.perf_counter() - start
            panel = app.screen.query_one(CoachPanel)
            for _ in range(3):
                panel.update("")  # the last turn's words, gone
                await app.screen.wait_for_refresh()
                start = time.perf_counter()
                app.show_coach()
                await app.screen.wait_for_refresh()
                times.append(time.perf_counter() - start)
        return first, times

    async def measure() -> tuple[list[float], list[float]]:
        games = coach_positions()
        # The tables the players build once in a session (the Crash solver's, the lives game's
        # odds), before timing, as bot_ms does.
        for game in games:
            advise(game.view(game.to_act), game.rules)
        firsts, found = [], []
        for game in games:
            first, times = await panel_times(game)
            firsts.append(first)
            found += times
        return firsts, sorted(found)

    firsts, times = asyncio.run(measure())
    return {"coach_ms_median": statistics.median(times) * 1000,
            "coach_ms_p99": times[int(0.99 * (len(times) - 1))] * 1000,
            "coach_first_ms_median": statistics.median(firsts) * 1000}


REVIEW_VARIANTS = ("three-card", "four-card", "five-card", "bastard", "seven-card", "draw")
REVIEW_HANDS = 3
"""Hands per game in the review's fixed list (one game per variant, seeded)."""


def review_games() -> list:
    """The review benchmark's fixed list: for each variant a seeded game of a few hands in which
    Ann plays ``easy`` (a learner: many of her decisions differ from ``hard``'s and are played out) and
    the others ``medium``."""
    from bragtui.core.factory import new_game
    from bragtui.players import ComputerPlayer

    games = []
    for number, variant in enumerate(REVIEW_VARIANTS):
        game = new_game(variant, ["Ann", "Bob", "Cy"], seed=number)
        game.computer_seats = {1: "medium", 2: "medium"}
        players = [ComputerPlayer("easy", rules=game.rules), *[ComputerPlayer("medium", rules=game.rules)] * 2]
        rng = random.Random(number)
        for _ in range(REVIEW_HANDS):
            if game.game_over:
                break
            game.start_hand()
            while game.to_act is not None:
                view = game.view(game.to_act)
                game.apply(players[game.to_act].choose(view, view.legal, rng))
        games.append(game)
    return games


def bench_review(rng: random.Random) -> dict[str, float]:
    """``brag review``'s work on the fixed list: every decision of Ann's set against ``hard``'s,
    those that differ played out 200 times; seconds per 100 decisions. Each game is reviewed as
    the command reviews it by default: its turns judged by as many worker processes as the
    machine has cores (``review_jobs``)."""
    from bragtui.players.review import PLAYOUTS
    from bragtui.runs.pool import default_jobs
    from bragtui.runs.review import run_review

    games = review_games()
    jobs = default_jobs()
    start = time.perf_counter()
    decisions = sum(len(run_review(game, playouts=PLAYOUTS, jobs=jobs).decisions) for game in games)
    spent = time.perf_counter() - start
    return {"review_s_per_100_decisions": spent / max(1, decisions) * 100, "review_decisions": decisions,
            "review_jobs": jobs}


def bench_jobs(rng: random.Random) -> dict[str, float]:
    """Speed-up of two worker processes over one: a 20,000-hand Four Card Brag simulation (checks on)
    and a 2,000-hand tournament of ``hard`` against three ``medium``, each cut into blocks as
    ``brag simulate`` and ``brag tournament`` cut them."""
    from bragtui.core.rules import load_rules
    from bragtui.players.tournament import run_tournament
    from bragtui.runs.simulation import SimulationSpec, run_simulation, simulation_blocks
    from bragtui.runs.tournament import TournamentSpec, run_tournament_blocks, tournament_blocks

    seed = rng.randrange(10**6)
    sim = SimulationSpec("four-card", tuple(f"P{i + 1}" for i in range(6)), load_rules("four-card"), False)
    match = TournamentSpec("three-card", ("hard", "medium", "medium", "medium"), load_rules("three-card"), False)
    run_tournament("three-card", match.players(), count=100, seed=1)  # tables built once, before the workers fork

    def seconds(run: Callable[[], object]) -> float:
        start = time.perf_counter()
        run()
        return time.perf_counter() - start

    sim_blocks, match_blocks = simulation_blocks(sim, 20_000, seed), tournament_blocks(match, 2_000, seed)
    sim_times = [seconds(lambda jobs=jobs: run_simulation(sim, sim_blocks, jobs=jobs)) for jobs in (1, 2)]
    match_times = [seconds(lambda jobs=jobs: run_tournament_blocks(match, match_blocks, jobs=jobs)) for jobs in (1, 2)]
    return {"sim_jobs2_speedup": sim_times[0] / sim_times[1],
            "tournament_jobs2_speedup": match_times[0] / match_times[1]}


_PLAY_PROBE = """
import asyncio, sys
import textual.app

def run(self, *args, **kwargs):
    async def first_screen():
        async with self.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
    asyncio.run(first_screen())
    print("core:", *sorted(m for m in sys.modules if m.startswith("bragtui.core")))

textual.app.App.run = run
from bragtui.cli import main
main(["play", "--variant", "three-card", "--players", "Ann,Bob"])
"""
"""Starts ``brag play --variant three-card --players Ann,Bob`` up to its first screen (the game made)
and prints the core modules it imported."""


def play_core_modules() -> list[str]:
    """The core modules that ``brag play --variant three-card`` imports, up to its first screen with
    the game made."""
    import tempfile

    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "XDG_DATA_HOME": data, "XDG_CONFIG_HOME": data}
        out = subprocess.run([sys.executable, "-c", _PLAY_PROBE], check=True, env=env, capture_output=True,
                             text=True).stdout
    line = next(line for line in out.splitlines() if line.startswith("core: "))
    return line.split()[1:]


def bench_core_import() -> dict[str, float]:
    """Start-up cost of the core as ``brag play --variant three-card`` uses it (the modules it
    imports from ``bragtui.core``, up to its first screen with the game made), over a bare interpreter
    start."""
    core = "import " + ", ".join(play_core_modules())

    # An installed package has compiled bytecode; measure that, not compiling sources.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, "-c", core], check=True, env=env)

    def start(code: str) -> float:
        begin = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
        return time.perf_counter() - begin

    bare = statistics.median(start("pass") for _ in range(9))
    with_core = statistics.median(start(core) for _ in range(9))
    return {"core_import_ms": max(0.0, (with_core - bare) * 1000)}


def bench_net(rng: random.Random) -> dict[str, float]:
    """A client's action to its next state (p99) at one of ten hosted tables of six, and the host's memory."""
    from net_tables import bench_net as measure  # benchmarks/ is the script's folder, so it is importable

    return measure(rng)


def bench_host_cpu(rng: random.Random) -> dict[str, float]:
    """A hosted six-seat table's CPU per action over a bare WebSocket server's sending the same bytes."""
    from net_cpu import bench_cpu as measure  # benchmarks/ is the script's folder, so it is importable

    return measure(rng)


def bench_long(rng: random.Random) -> dict[str, float]:
    """One hosted table over 30,000 actions: its last 1,000's cost per action over its first's."""
    from net_long import bench_long as measure  # benchmarks/ is the script's folder, so it is importable

    return measure(rng)


GOALS = {
    "rank_vs_treys": (">=", 2),
    "rank_vs_dict": ("<=", 2),
    "best5_vs_pokerkit": (">=", 2),
    "core_import_ms": ("<=", 50),
    "sim_vs_pokerkit": (">=", 10),
    "sim_all_min_hands_per_s": (">=", 300),
    "replay_ms_per_hand": ("<=", 0.5),
    "app_vs_hello": ("<=", 1.5),
    "key_to_frame_ms": ("<=", 50),
    "practice_key_to_frame_ms": ("<=", 30),
    "crash_solve_ms_median": ("<=", 50),
    "bot_ms_median": ("<=", 2),
    "bot_ms_p99": ("<=", 25),
    "coach_ms_p99": ("<=", 50),
    "review_s_per_100_decisions": ("<=", 10),
    "tournament_hands_per_s": (">=", 300),
    "sim_jobs2_speedup": (">=", 1.6),
    "tournament_jobs2_speedup": (">=", 1.6),
    "net_rtt_ms_p99": ("<=", 20),
    "net_host_cpu_vs_bare": ("<=", 2),
    "net_long_cpu_ratio": ("<=", 1.1),
    "net_long_bytes_ratio": ("<=", 1.1),
    "net_long_rss_ratio": ("<=", 1.1),
}

SUITES: dict[str, Callable[[random.Random], dict[str, float]]] = {
    "ranking": bench_ranking,
    "import": lambda rng: bench_core_import(),
    "simulation": bench_simulation,
    "all-variants": bench_all_variants,
    "app": bench_app,
    "practice": bench_practice,
    "crash": bench_crash,
    "players": bench_players,
    "coach": bench_coach,
    "review": bench_review,
    "jobs": bench_jobs,
    "net": bench_net,
    "host-cpu": bench_host_cpu,
}

ON_DEMAND: dict[str, Callable[[random.Random], dict[str, float]]] = {
    "long": bench_long,
}
"""Suites too long for every run: only with ``--only NAME``."""


def meets(name: str, figure: float) -> str:
    if name not in GOALS:
        return ""
    op, goal = GOALS[name]
    ok = figure >= goal if op == ">=" else figure <= goal
    return f"goal {op} {goal}: {'met' if ok else 'MISSED'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--only", choices=sorted({**SUITES, **ON_DEMAND}), action="append",
                        help=f"run only these suites ({', '.join(ON_DEMAND)} runs only when named)")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    results: dict[str, float] = {}
    for name, suite in {**SUITES, **ON_DEMAND}.items():
        if (args.only and name not in args.only) or (name in ON_DEMAND and not args.only):
            continue
        results.update(suite(random.Random(args.seed)))
    if args.json:
        print(json.dumps({k: round(v, 4) for k, v in results.items()}))
        return
    for name, figure in results.items():
        print(f"{name:<32}{figure:>14,.3f}   {meets(name, figure)}")


if __name__ == "__main__":
    main()
