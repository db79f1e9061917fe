"""The practice menu opened over the app's own screens (from the setup screen)."""

from __future__ import annotations

from textual.app import App

from bragtui.app.practice.home_screen import PracticeHome
from bragtui.app.practice.session import PracticeSession
from bragtui.core.practice import PracticeError
from bragtui.store.folders import progress_path
from bragtui.store.progress import Progress


def open_practice(app: App[None]) -> None:
    """Open the practice menu over the current screen, its progress kept until it is closed."""
    try:
        progress = Progress(progress_path())
    except PracticeError as error:
        app.notify(str(error), severity="error", timeout=10)
        return
    app.push_screen(PracticeHome(PracticeSession(progress)), lambda _: progress.close())
