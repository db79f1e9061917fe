"""Snapshots of every screen at 80x24 and 120x40 (pytest-textual-snapshot).

After a deliberate change of look, refresh them with ``pytest --snapshot-update``.
"""

import pytest
from app_helpers import review_done

from bragtui.app.scenes import SCENES

SIZES = [(80, 24), (120, 40)]


def keys_and_reviews(scene):
    """The scene's keys to press, and for a scene that waits in real time for a review (``wait:``
    keys), the same keys pressed before the screenshot with the review waited for instead."""
    if not any(key.startswith("wait:") for key in scene.keys):
        return scene.keys, None

    async def run_before(pilot):
        await pilot.pause()  # as before a screenshot's keys
        for key in scene.keys:
            if key.startswith("wait:"):
                await review_done(pilot.app, pilot)
            else:
                await pilot.press(key)

    return (), run_before


class TestScreens:
    @pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
    @pytest.mark.parametrize("scene", SCENES, ids=lambda s: s.name)
    def test_screen(self, snap_compare, scene, size):
        keys, run_before = keys_and_reviews(scene)
        assert snap_compare(scene.build(), press=keys, terminal_size=size, run_before=run_before)
