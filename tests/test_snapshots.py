"""Snapshots of every screen at 80x24 and 120x40 (pytest-textual-snapshot).

After a deliberate change of look, refresh them with ``pytest --snapshot-update``.
"""

import pytest

from bragtui.app.scenes import SCENES

SIZES = [(80, 24), (120, 40)]


class TestScreens:
    @pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
    @pytest.mark.parametrize("scene", SCENES, ids=lambda s: s.name)
    def test_screen(self, snap_compare, scene, size):
        assert snap_compare(scene.build(), press=scene.keys, terminal_size=size)
