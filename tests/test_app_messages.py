"""The screens ask the app for moves by message: keys typed together, before the first is acted on,
each meet what follows the move before them, as they would if the move were made at once
(Textual's Pilot, at 80x24)."""

import pytest
from app_helpers import screen_name
from helpers import new_game
from textual import events

from bragtui.app import make_app


async def typed_together(app, pilot, *keys):
    """``keys`` arriving at once, all queued before the first is acted on."""
    for key in keys:
        app.post_message(events.Key(key, key))
    await pilot.pause()
    await pilot.pause()


@pytest.mark.parametrize(("guard", "bets"), [(0.0, ["Ann bets 1 blind", "Bob bets 1 blind"]),
                                              (0.5, ["Ann bets 1 blind"])],
                         ids=["no guard: the next seat's key", "the guard: ignored"])
async def test_a_second_key_typed_with_the_first_meets_the_next_screen(tmp_path, guard, bets):
    game = new_game("Ann Bob Cy", ante=1)
    app = make_app(game, save_path=tmp_path / "s.toml", guard=guard)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app) == "TableScreen" and game.to_act == 0
        await typed_together(app, pilot, "m", "m")
        assert [line for line in game.view(None).log if " bets " in line] == bets
