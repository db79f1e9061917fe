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

CASES = {
    # variant: (players, hands, seed, extra options)
    "three-card": (4, 200, 3, ()),
    "three-card-stacks": (5, 150, 8, ("--set", "money=stacks", "--set", "buy_in=30")),
    "four-card": (4, 200, 3, ()),
    "five-card": (4, 200, 3, ()),
    "bastard": (4, 200, 3, ()),
    "bastard-money": (4, 200, 3, ()),
    "crash": (4, 60, 3, ()),
}

DIGESTS = {
    "bastard": "b795e74ead22a810cfe06908e03252175f10cbe716e20feb0c7a32d887aed8c4",
    "bastard-money": "d8ad7e3b999863a801ffe35aec69f2863eb8ee1085397e88dc58b5c756e4f6d6",
    "crash": "b8d341b97b463abd84d97df1d4141e3383d59e3633035996bef17ab17167dd33",
    "five-card": "dc4bedcc6602ce49238d0e4926df73856b7b719a115078718fb3bda5040e054f",
    "four-card": "7985ba6264ad96ca0702911266564a66a754651e409fa8afd529b227d8da360e",
    "three-card": "d84aee546bbc7eb864e01a74c4f2e15fb9e2163ecd1159651991379b5008d8c6",
    "three-card-stacks": "4027f0d16c74daa1317ca2c84495d84b6a19754dd8e13cbc6d5bdfb2b75bd88b",
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
