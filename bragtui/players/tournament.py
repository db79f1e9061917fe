"""Tournaments: computer players only, seats in order, hands or whole games counted.

Each seat's result is its net winnings per hand with a 95% confidence interval.
Hands are not independent (a pot carried to the next deal links two hands), so
the interval is computed from *batch means*: the hands are cut into blocks of
consecutive hands, each block's mean is one observation, and the half-width is
1.96 standard errors of the mean of those block means. For games won outright
(Bastard Brag for lives, Crash) every game is fresh, so each game is one
observation: 1 for a win less the fair share (1 / seats), and ``net`` is games
won less the fair share of the games.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from bragtui.core.errors import BragError, IllegalAction
from bragtui.core.factory import new_game
from bragtui.core.game import Game
from bragtui.core.rules import Rules, load_rules
from bragtui.core.variants import get_variant
from bragtui.players.player import ComputerPlayer

MAX_ACTIONS = 5_000
BLOCKS = 40
"""Blocks the hands are cut into for the batch means (fewer when there are few hands)."""
MIN_BLOCK = 5
Z95 = 1.96


class TournamentError(BragError):
    """A hand that would not end: a computer player that never stops betting."""


@dataclass
class SeatResult:
    """One seat's play over the tournament."""

    seat: str
    level: str
    style: str
    net: float
    net_per_hand: float
    ci95: float
    games_won: int

    def as_dict(self) -> dict[str, object]:
        """The seat's object in ``brag tournament --json``; ``ci95`` is null where too few hands or
        games give no interval (JSON has no infinity)."""
        return {"seat": self.seat, "level": self.level, "style": self.style, "net": round(self.net, 4),
                "net_per_hand": round(self.net_per_hand, 4),
                "ci95": round(self.ci95, 4) if math.isfinite(self.ci95) else None, "games_won": self.games_won}


@dataclass
class TournamentResult:
    """What a tournament found: hands and games played and each seat's result."""

    variant: str
    hands: int
    games: int
    seats: list[SeatResult] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        return {"variant": self.variant, "hands": self.hands, "games": self.games,
                "seats": [seat.as_dict() for seat in self.seats]}


def seat_names(players: Sequence[ComputerPlayer]) -> list[str]:
    """``P1``, ``P2``, … in seat order (or the players' own names when every one has one)."""
    names = [p.name for p in players]
    return names if all(names) and len(set(names)) == len(names) else [f"P{i + 1}" for i in range(len(players))]


def play_hand(game: Game, players: Sequence[ComputerPlayer], rngs: Sequence[random.Random]) -> None:
    """Deal and play one hand to its end, every seat by its computer player."""
    game.start_hand()
    for _ in range(MAX_ACTIONS):
        actor = game.to_act
        if actor is None:
            return
        view = game.view(actor)
        game.apply(players[actor].choose(view, view.legal, rngs[actor]))
    raise TournamentError(f"a hand did not end in {MAX_ACTIONS} actions")


def batch_ci95(values: Sequence[float], blocks: int = BLOCKS) -> float:
    """Half-width of the 95% interval of the mean of ``values``, from means of consecutive blocks."""
    count = len(values)
    size = max(MIN_BLOCK, count // blocks) if count >= 2 * MIN_BLOCK else 1
    means = [statistics.fmean(values[i:i + size]) for i in range(0, count - size + 1, size)]
    if len(means) < 2:
        return math.inf
    return Z95 * statistics.stdev(means) / math.sqrt(len(means))


class Tally:
    """Per-seat nets, hand by hand (money) or game by game (games won outright).

    Tallies of consecutive blocks of one tournament add up with :meth:`merge`.
    """

    def __init__(self, seats: int) -> None:
        self.per_hand: list[list[float]] = [[] for _ in range(seats)]
        self.per_game: list[list[float]] = [[] for _ in range(seats)]
        self.games_won = [0] * seats
        self.hands = 0
        self.games = 0

    def merge(self, other: Tally) -> None:
        """Add ``other``'s hands and games after this tally's own."""
        for mine, theirs in zip(self.per_hand + self.per_game, other.per_hand + other.per_game, strict=True):
            mine.extend(theirs)
        self.games_won = [a + b for a, b in zip(self.games_won, other.games_won, strict=True)]
        self.hands += other.hands
        self.games += other.games

    def count_game(self, game: Game) -> None:
        seats = len(game.players)
        winner = game.game_winner
        for seat, name in enumerate(game.players):
            won = name == winner
            self.games_won[seat] += int(won)
            self.per_game[seat].append(float(won) - 1.0 / seats)


def run_tournament(variant: str, players: Sequence[ComputerPlayer], *, count: int, seed: int,
                   rules: Rules | None = None, progress: Callable[[int], None] | None = None) -> TournamentResult:
    """Play ``count`` hands (money variants) or whole games (variants won outright).

    Whenever a game ends a new one starts: lives, scores or stacks fresh, the first
    dealer one seat on, a pack shuffled from a seed drawn from the tournament's
    stream. The same seed gives the same result.
    """
    tally = play_block(variant, players, count=count, seed=seed, rules=rules, progress=progress)
    return tournament_result(variant, players, tally)


def play_block(variant: str, players: Sequence[ComputerPlayer], *, count: int, seed: int,
               rules: Rules | None = None, progress: Callable[[int], None] | None = None) -> Tally:
    """Play ``count`` hands or whole games from a fresh table seeded by ``seed``: a tournament, or
    one block of one. ``progress`` is called with 1 after every hand (money) or game (won outright)."""
    entry = get_variant(variant)
    low, high = entry.players
    if not low <= len(players) <= high:
        raise IllegalAction(f"{entry.title} is for {low} to {high} players, not {len(players)}")
    rules = rules if rules is not None else load_rules(variant)
    outright = entry.won_outright
    names = seat_names(players)
    rng = random.Random(seed)
    seat_rngs = [random.Random(rng.randrange(2**63)) for _ in players]
    tally = Tally(len(players))
    dealer = 0
    while (tally.games if outright else tally.hands) < count:
        game = new_game(variant, names, rules, dealer=dealer, seed=rng.randrange(2**32))
        game.keep_history = False  # a long tournament must not keep every hand
        _play_game(game, players, seat_rngs, tally, None if outright else count, progress)
        if progress is not None and outright:
            progress(1)
        dealer = (dealer + 1) % len(players)
    return tally


def _play_game(game: Game, players: Sequence[ComputerPlayer], rngs: Sequence[random.Random], tally: Tally,
               hands: int | None, progress: Callable[[int], None] | None) -> None:
    """Play one game to its end, or until the tally has ``hands`` hands; count every hand."""
    tally.games += 1
    while not game.game_over and (hands is None or tally.hands < hands):
        before = list(game.money.balances)
        play_hand(game, players, rngs)
        tally.hands += 1
        for seat, (was, now) in enumerate(zip(before, game.money.balances, strict=True)):
            tally.per_hand[seat].append(float(now - was))
        if progress is not None and hands is not None:
            progress(1)
    if game.game_over:
        tally.count_game(game)


def tournament_result(variant: str, players: Sequence[ComputerPlayer], tally: Tally) -> TournamentResult:
    """Each seat's result from the tally of the whole tournament (its blocks merged in order)."""
    outright = get_variant(variant).won_outright
    names = seat_names(players)
    result = TournamentResult(variant, tally.hands, tally.games)
    for seat, player in enumerate(players):
        values = tally.per_game[seat] if outright else tally.per_hand[seat]
        net = sum(values)
        per = net / len(values) if values else 0.0
        ci = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if outright and len(values) > 1 \
            else batch_ci95(values)
        result.seats.append(SeatResult(names[seat], player.level, player.style, net, per, ci,
                                       tally.games_won[seat]))
    return result
