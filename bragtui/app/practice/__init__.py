"""Practice mode in the app: a drill menu, one question screen for every drill, and the progress
chart. ``brag practice`` runs it on its own; the setup screen opens it too."""

from bragtui.app.practice.session import PracticeSession
from bragtui.store.folders import progress_path

__all__ = ["PracticeSession", "progress_path"]
