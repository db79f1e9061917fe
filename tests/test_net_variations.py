"""The house variations over the network: whole hands with clients playing every seat, each byte a
client got scanned for cards its seat could not see, and the typed view read back as the app draws it."""

from __future__ import annotations

import asyncio
import json

import pytest
from net_helpers import Recorder, Robot, card_tokens, hands_done, hosting, new_table

from bragtui.core.factory import new_game
from bragtui.core.wire import dumps, from_wire

CASES = [
    ("three-card", {"max_bet": "pot"}),
    ("five-card", {"box": True}),
    ("seven-card", {"seven_as": "one-hand"}),
    ("casino", {"pair_plus_alone": True}),
    ("three-card", {"agreed_showdown": True}),
    ("bastard-money", {"agreed_showdown": True}),
]


@pytest.mark.parametrize("variant, rules", CASES, ids=[f"{variant}-{next(iter(rules))}" for variant, rules in CASES])
async def test_clients_play_the_variation_and_never_receive_a_card_they_may_not_see(
        variant, rules, tmp_path, monkeypatch):
    table = new_table(tmp_path, variant, seats=4, computers=["easy", "medium"], **rules)
    recorder = Recorder(monkeypatch, table)
    async with hosting(table) as (_, url):
        robots = [Robot(url, name, seed=i) for i, name in enumerate(("Ann", "Bob"))]
        for robot in robots:
            assert (await robot.join())["type"] == "welcome"
        await asyncio.wait_for(asyncio.gather(*(robot.play(until_hand=4) for robot in robots)), 60)
        for robot in robots:
            await robot.close()
    assert table.game is not None and hands_done(table.game) >= 3
    assert table.game.rules.as_dict().items() >= rules.items()
    if "agreed_showdown" in rules:  # the proposer travels with the view while the table is asked
        assert any('"proposer":"' in raw for robot in robots for raw in robot.raw)
    sent = list(recorder.sent.values())
    for robot in robots:
        assert robot.acted >= 2 and not robot.errors
        record = next(r for r in sent if [text for text, _ in r[:len(robot.raw)]] == robot.raw)
        for text, hidden in record[:len(robot.raw)]:
            assert not card_tokens(text) & hidden, robot.seat_name


def test_the_views_of_the_variations_travel_typed():
    """A Seven Card Brag hand played as one hand travels as the betting table's view; a pair plus alone
    as its seat's status."""
    game = new_game("seven-card", ["Ann", "Bob"], seven_as="one-hand", seed=1)
    game.start_hand()
    view = game.view(game.to_act)
    assert from_wire(json.loads(dumps(view))) == view and view.card_count == 7
    casino = new_game("casino", ["Ann", "Bob"], dealer=1, pair_plus_alone=True, seed=1)
    casino.start_hand()
    casino.act("Ann pairplus 2")
    casino.act("Ann stand")
    public = casino.view(None)
    assert from_wire(json.loads(dumps(public))).seats[0].status == "pair plus alone"


def test_a_seat_out_of_time_disagrees_with_a_proposed_showdown():
    import random

    from bragtui.core.brag.actions import Disagree
    from bragtui.net.timeout import timeout_action
    from bragtui.players import ComputerPlayer

    game = new_game("three-card", ["Ann", "Bob", "Cy"], dealer=2, agreed_showdown=True, seed=1)
    game.start_hand()
    game.act("Ann propose")
    assert timeout_action(game, 1, ComputerPlayer("easy"), random.Random(1)) == Disagree(1)
