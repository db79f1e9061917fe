"""The tests' fast reading of the screen reads the same text as the SVG screenshot."""

from app_helpers import screen_name, screen_text, svg_screen_text
from helpers import new_game

from bragtui.app import make_app


async def test_screen_text_is_the_screenshots_text_on_a_hand_off_a_table_and_a_modal(tmp_path):
    game = new_game("Ann Bob Cy", ante=1, seed=5, blind=False)
    app = make_app(game, save_path=tmp_path / "save.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        seen = []
        for key in ("enter", "question_mark", "escape", "q"):
            await pilot.pause()
            seen.append(screen_name(app))
            assert screen_text(app) == svg_screen_text(app) != ""
            await pilot.press(key)
        await pilot.pause()
        seen.append(screen_name(app))
        assert screen_text(app) == svg_screen_text(app)
    assert {"HandoffScreen", "TableScreen"} <= set(seen) and len(set(seen)) >= 3, seen
