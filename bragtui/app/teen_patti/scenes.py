"""Teen Patti's screens in known states (none yet: its turn screens come with the family's screens)."""

from __future__ import annotations

from bragtui.app.scene_kit import Scene

SCENES: tuple[Scene, ...] = ()
"""The family's screens, each reached by keys from a fixed game."""
