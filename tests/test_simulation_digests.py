"""Seeded ``brag simulate --json`` output is pinned per variant: a refactor must not change play.

Each digest is the SHA-256 of the JSON without its timing fields (``seconds``,
``hands_per_s``) and the worker processes that played it (``jobs``). A change
that alters what a seeded game does (a rule fix, the simulator playing every
hand it is asked for) regenerates the digests it changes and says which and why.
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
    "teen-patti": (5, 200, 3, ()),
    "teen-patti-house": (4, 200, 3, ("--set", "game=muflis", "--set", "pot_limit=60", "--set", "blind_turns=2",
                                     "--set", "max_stake=8", "--set", "shuffle=after-trail", "--set", "a23=low")),
}
VARIANT_OF = {"three-card-stacks": "three-card", "teen-patti-house": "teen-patti"}
"""The variant of the cases named for their house rules."""

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
# covered) instead of being asked to fold or cover with no chips. Every digest changed once when
# runs were cut into blocks for --jobs: each block plays from a fresh table seeded by the run's
# seed and the block's number (block 0 is no longer seeded by --seed itself), and the JSON gained
# "blocks". Dealer's choice changed when a blind hand kept after a carried pot began to stay with its
# player into a next deal of the same game (it used to be folded unseen whatever the next game).
# "blocks". Teen Patti was added with its own digests: the shipped rules, and muflis with a pot
# limit, blind_turns, max_stake, the pack carried (after-trail) and A-2-3 low.
DIGESTS = {
    "teen-patti": "6221a53608e6c012fa10dd13d348feb8a9d842a6e2e69068395cef0b92563523",
    "teen-patti-house": "27ee68bcf78e90b01208b3f8a5567dd0f4633b5fedcf5b628db83a45525fa6f5",
    "bastard": "f9f50da3309ec02ed53727ab1cf41cb646590af749db59aa33e2cab25e919185",
    "bastard-money": "9cb20bfe1ed404b0694db6140ff3f0f352dd05ef8f60c2eeb1f8543fc2709e35",
    "casino": "ed3e06523b237f49bee7a694547cdd215b97bde80d9c8feec6c6dcb7c40f5f9f",
    "crash": "f6b84c85325eecaa3b16b03f2d294b7b0ea8e497426c4ec2e883ae9cbaf32610",
    "dealers-choice": "6f2b0d043b5ae98978c9e7bc32964e031575263212bf101872fc6b7f170248fb",
    "draw": "b75b8dfccc74ba536824cd9d49470c9a41a66e72275f48dcff6fe0739ea27742",
    "fifteen-card": "4f7aba504ec44ea8fa659802c28d0a6d51ef17463d607b554c011cf3783fd461",
    "five-card": "89f3bdf40527ae77a858630f06cbbab1ffadea347754c6a4c05ef8805bce5d03",
    "seven-card": "736accdc9dabaa3181ae2fd4c0ea6d2b0174d73257fa5f1665ddf2bde62f8bca",
    "four-card": "2180a3525c36e84400c564f9b8a298bcacde9e18aac3ea2ac2cdfdf9a4cc37c3",
    "nine-card": "6b9a0af140c862f49159ee188b3a05ab8179c1a70c50591b5422e552008407e3",
    "three-card": "de0e4d923781e70b1f2de9abd97748600829b1631382881bd813df713d8554ea",
    "three-card-stacks": "89e3d2abd2b2c76b1d845939e51283b9d865794378ca1652659e796921065df9",
}


def simulated(capsys, case: str) -> str:
    players, hands, seed, extra = CASES[case]
    variant = VARIANT_OF.get(case, case)
    result = run_brag(capsys, "simulate", "--variant", variant, "--hands", str(hands), "--players",
                      str(players), "--seed", str(seed), "--json", "--jobs", "1", *extra)
    assert result.status == 0, result.err
    data = result.json()
    del data["seconds"], data["hands_per_s"], data["jobs"]
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
