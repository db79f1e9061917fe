"""Casino Brag: each player against the house, which is no seat."""

from __future__ import annotations

import random

from bragtui.core.actions import Action, Choice, Fold
from bragtui.core.casino.actions import Ante, PairPlus, Play, Stand
from bragtui.core.casino.casino_game import CasinoGame
from bragtui.core.casino.view import CasinoSeat, CasinoView
from bragtui.core.game import Game
from bragtui.core.variants import MONEY, Family, GameSpec, Picker

CASINO_VERBS = ("ante", "pairplus", "stand", "play", "fold")


def _random_casino_stake(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    """Now and then a pair plus bet, else the ante; each the least allowed more often than not."""
    legal = {c.verb: c for c in game.legal_actions(seat)}
    if "stand" in legal and rng.random() < 0.3:
        return Stand(seat)
    chosen = legal["pairplus"] if "pairplus" in legal and rng.random() < 0.3 else legal["ante"]
    least, most = chosen.least or 1, chosen.most or 1
    amount = least if rng.random() < 0.6 else rng.randint(least, min(most, least + 9))
    return (PairPlus if chosen.verb == "pairplus" else Ante)(seat, amount)


PICKERS: dict[str, Picker] = {
    "ante": _random_casino_stake,
    "play": lambda game, seat, choice, rng: Play(seat) if rng.random() < 0.7 else Fold(seat),
}
"""The random player's steps: the stakes, then to play or fold."""

FAMILY = Family(
    games={"casino": GameSpec(CasinoGame, CASINO_VERBS, MONEY, in_deal=("house",))},
    records=(CasinoView, CasinoSeat),
    pickers=PICKERS,
)
