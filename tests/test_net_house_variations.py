"""brag host over loopback with the open pack, the face-up partner hand and dealer's choice after
the circle: whole hands with three clients, and no byte holding a card its seat may not see (the
open pack's showing cards and a face-up partner hand travel to everyone, as public)."""

from __future__ import annotations

import asyncio

import pytest
from net_helpers import Recorder, Robot, card_tokens, hands_done, hosting, new_table

from bragtui.store.histories import read_history


@pytest.mark.parametrize("variant, rules", [
    ("three-card", {"open_pack": True, "blind_alone": "face-up"}),
    ("five-card", {"open_pack": True, "wild": "jokers"}),
    ("dealers-choice", {"choose_after_circle": True, "choice_wild": ["none", "jokers"]}),
])
async def test_three_clients_play_with_the_option_on_and_never_receive_a_card_they_may_not_see(
        variant, rules, tmp_path, monkeypatch):
    table = new_table(tmp_path, variant, seats=4, computers=["easy"], **rules)
    recorder = Recorder(monkeypatch, table)
    async with hosting(table) as (_, url):
        robots = [Robot(url, name, seed=i) for i, name in enumerate(("Ann", "Bob", "Cy"))]
        for robot in robots:
            assert (await robot.join())["type"] == "welcome"
        await asyncio.wait_for(asyncio.gather(*(robot.play(until_hand=6) for robot in robots)), 60)
        for robot in robots:
            await robot.close()
    assert table.game is not None and hands_done(table.game) >= 5
    sent = list(recorder.sent.values())
    showed = False
    for robot in robots:
        record = next(r for r in sent if [text for text, _ in r[:len(robot.raw)]] == robot.raw)
        for text, hidden in record[:len(robot.raw)]:
            leaked = card_tokens(text) & hidden
            assert not leaked, (robot.seat_name, [text[max(0, text.find(c) - 150):text.find(c) + 20] for c in leaked])
            showed = showed or '"open_pack":' in text
    assert showed or variant == "dealers-choice"
    assert read_history(table.save_path).view(None) == table.game.view(None)
