"""Borrowing over the network (house rule ``borrow``): the borrower's cards a lender inspects travel
to that lender alone, in its view's ``private`` field, and to no other seat."""

from __future__ import annotations

import asyncio
import json

import pytest
from net_helpers import Recorder, Robot, card_tokens, hands_done, hosting, new_table

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
                assert private["why"] == "inspect" and len(private["cards"]) == 3
                assert message["to_act"] != private["seat"]  # the lender's turn, never the borrower's
    if lender == "asked":
        assert looks, "no lender looked at a borrower's cards in these hands"
    else:
        assert not looks  # the richest must lend, and never looks
    assert read_history(table.save_path).view(None) == table.game.view(None)
