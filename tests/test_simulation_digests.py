"""Seeded ``brag simulate --json`` output is pinned per variant: a refactor must not change play.

Each digest is the SHA-256 of the JSON without its timing fields (``seconds``,
``hands_per_s``). A change that alters what a seeded game does (a rule fix, the
simulator playing every hand it is asked for) regenerates the digests it
changes and says which and why.
"""

import hashlib
import json

import pytest
from cli_helpers import run_brag

from bragtui.core.variants import get_variant, variant_keys

CASES = {
    # variant: (players, hands, seed, extra options)
    "three-card": (4, 200, 3, ()),
    "three-card-stacks": (5, 150, 8, ("--set", "money=stacks", "--set", "buy_in=30")),
    "four-card": (4, 200, 3, ()),
    "five-card": (4, 200, 3, ()),
    "bastard": (4, 200, 3, ()),
    "bastard-money": (4, 200, 3, ()),
    "crash": (4, 60, 3, ()),
    "seven-card": (4, 60, 3, ()),
    "nine-card": (4, 60, 3, ()),
    "fifteen-card": (3, 40, 3, ()),
    "draw": (5, 200, 3, ()),
    "casino": (3, 200, 3, ()),
    "dealers-choice": (4, 200, 3, ()),
}

# Regenerated when brag simulate began to play every hand asked for, starting a new game when
# one ends: Bastard Brag for lives, Crash and table stakes (the "-stacks" case) now play all
# their hands over several games. The JSON also gained "games", "games_finished" and
# "games_won"; without those, the other variants' output is what it was before. The "-stacks"
# case changed once more when a pot stopped being carried into a deal that cannot happen, and
# the games with blind play (Three, Four and Five Card Brag) when a blind opener's bet began to
# set the stake to twice the bet whatever the least allowed. The "-stacks" case changed again
# when a second short player could cover the pot too. Crash changed when hands set out of order
# became a foul that loses the game: the random player sets one random set in ten as picked,
# which the game used to put in order quietly and now calls a foul, so those games end sooner.
# Draw Brag, Casino Brag and dealer's choice were added with their own digests. The "-stacks"
# case changed when a player whose ante took their last chip began to be dealt in all in (as if
# covered) instead of being asked to fold or cover with no chips.
DIGESTS = {
    "bastard": "d1eb44cd3cd14e255b03246a7f7b2654e6886bbb1abd1807bfc7315ac8182921",
    "bastard-money": "49b2aae5248d36b3ed71a85f04604ddb9b7fafc0adbc7d56b5d9889478cc487f",
    "casino": "73f4d0e8ec8708500b62972e28b4dbd4a8c19e041689821e7b0c8feee4e15a01",
    "crash": "8219534f12e75608af50e91a3b773aa1756104b9c831892a421fbb0d03d41bcf",
    "dealers-choice": "24408ca3fd38501cd3ea0c2979d466d6eef8ed407c71067889f1c055ef57e709",
    "draw": "b81cbb96ec305771e8fd0746091207d2ff8378d108b0deb7d23a915f15e5416d",
    "fifteen-card": "e0a089149ddb2491f870e55a22e655f865f5a86f8bfa00defc5a90c97dab5bce",
    "five-card": "2175ec48212de8060b891a8d95d942f4d582028c36c965b21ef6539e905cc549",
    "seven-card": "8dba2691c20c7fa2bb189000c4cf4cbb9ea2cc402f374165ed8efeb290789c7c",
    "four-card": "00b4edd29896cf05f104ca7f99c22ad95f3dd2d8aa95987b5e8601ea7187e790",
    "nine-card": "44f2f1a29fa1f87ebd4a3ac062685293d6f82ae827ea1f7d3803db7e71469b70",
    "three-card": "c24d4bc9e4651f5de76c8eba344891d14ff5046e47ca8ffe3d9cd64ea5b27fca",
    "three-card-stacks": "cedf148b2c2fab6a76a46c28d6dc9a6b5adfe58f5b56a50c4dea47dab0a02ffa",
}


def simulated(capsys, case: str) -> str:
    players, hands, seed, extra = CASES[case]
    variant = case.removesuffix("-stacks")
    result = run_brag(capsys, "simulate", "--variant", variant, "--hands", str(hands), "--players",
                      str(players), "--seed", str(seed), "--json", *extra)
    assert result.status == 0, result.err
    data = result.json()
    del data["seconds"], data["hands_per_s"]
    return json.dumps(data, sort_keys=True)


@pytest.mark.parametrize("case", sorted(CASES))
def test_seeded_simulation_is_unchanged(capsys, case):
    text = simulated(capsys, case)
    assert hashlib.sha256(text.encode()).hexdigest() == DIGESTS[case], text


@pytest.mark.parametrize("variant", variant_keys())
def test_every_hand_asked_for_is_played_over_as_many_games_as_it_takes(capsys, variant):
    result = run_brag(capsys, "simulate", "--variant", variant, "--hands", "300", "--seed", "5", "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert data["hands"] == 300 and sum(data["ends"].values()) == 300
    if get_variant(variant).won_outright:  # many games, each won by someone
        assert data["games_finished"] >= 3
        assert sum(data["games_won"].values()) == data["games_finished"]
        assert data["games"] in (data["games_finished"], data["games_finished"] + 1)


def test_table_stakes_start_a_new_game_when_fewer_than_two_can_ante(capsys):
    result = run_brag(capsys, "simulate", "--hands", "400", "--players", "3", "--seed", "2", "--json",
                      "--set", "money=stacks", "--set", "buy_in=10")
    data = result.json()
    assert data["hands"] == 400 and data["games_finished"] >= 2
    assert sum(data["games_won"].values()) == data["games_finished"]


def test_games_counts_whole_games(capsys):
    data = run_brag(capsys, "simulate", "--variant", "bastard", "--games", "4", "--players", "3", "--json").json()
    assert data["games"] == data["games_finished"] == 4 == sum(data["games_won"].values())


def test_games_is_refused_for_a_game_that_never_ends(capsys):
    result = run_brag(capsys, "simulate", "--variant", "three-card", "--games", "2")
    assert result.status == 2 and "never ends: count hands instead" in result.err


def test_all_variants_get_one_row_each_with_no_violations(capsys):
    data = run_brag(capsys, "simulate", "--variant", "all", "--hands", "40", "--json").json()
    rows = {row["variant"]: row for row in data["variants"]}
    assert list(rows) == list(variant_keys())  # every registered variant, in menu order
    assert all(row["hands"] == 40 and row["violations"] == 0 for row in rows.values())
