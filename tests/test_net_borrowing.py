"""Borrowing over the network (house rule ``borrow``): the borrower's cards a lender inspects travel
to that lender alone, in its view's ``private`` field, and to no other seat."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from helpers import new_game, play
from net_helpers import Recorder, Robot, card_tokens, hands_done, hosting, new_table

from bragtui.core.brag.actions import Decline, Lend, Show
from bragtui.net.timeout import timeout_action
from bragtui.players import ComputerPlayer
from bragtui.store.histories import read_history


@pytest.mark.parametrize("lender", ["asked", "richest"])
async def test_only_the_lenders_view_holds_the_borrowers_cards(lender, tmp_path, monkeypatch):
    table = new_table(tmp_path, "three-card", seats=4, computers=["easy"], seed=3, borrow=True, credit=6,
                      lender=lender)
    recorder = Recorder(monkeypatch, table)
    async with hosting(table) as (_, url):
        robots = [Robot(url, name, seed=i) for i, name in enumerate(("Ann", "Bob", "Cy"))]
        for robot in robots:
            assert (await robot.join())["type"] == "welcome"
        await asyncio.wait_for(asyncio.gather(*(robot.play(until_hand=7) for robot in robots)), 60)
        for robot in robots:
            await robot.close()
    assert table.game is not None and hands_done(table.game) >= 2
    sent = list(recorder.sent.values())
    for robot in robots:
        record = next(r for r in sent if [text for text, _ in r[:len(robot.raw)]] == robot.raw)
        for text, hidden in record[:len(robot.raw)]:
            assert not card_tokens(text) & hidden, robot.seat_name
    # What the host queued for each seat: a lender's look, in its own view only.
    looks = 0
    for record in sent:
        for text, _ in record:
            message = json.loads(text)
            private = (message.get("view") or {}).get("private") if message["type"] == "state" else None
            if private is not None:
                looks += 1
                assert private["why"] == "inspect" and len(private["cards"]) in (3, 6)  # one hand, or two blind
                assert message["to_act"] != private["seat"]  # the lender's turn, never the borrower's
    if lender == "asked":
        assert looks, "no lender looked at a borrower's cards in these hands"
    else:
        assert not looks  # the richest must lend, and never looks
    assert read_history(table.save_path).view(None) == table.game.view(None)


def test_a_lender_out_of_time_declines_without_looking_and_lend_or_show_is_answered():
    game = new_game(borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "Qs Qd 7c", "Bob": "2s 5h 9d", "Cy": "5c 6d 9h"})
    play(game, "Ann bet 4", "Bob fold", "Cy bet 4", "Ann borrow 4 from Bob")
    assert timeout_action(game, 1, ComputerPlayer("easy"), random.Random(1)) == Decline(1)
    game = new_game("Ann Bob", borrow=True, credit=5, blind=False)
    game.start_hand({"Ann": "8s 4d 2c", "Bob": "Ks Kd Kc"})
    play(game, "Ann bet 1", "Bob bet 2", "Ann lend-or-show")
    assert timeout_action(game, 1, ComputerPlayer("easy"), random.Random(1)) in (Lend(1), Show(1))
