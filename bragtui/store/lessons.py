"""Which lessons of ``brag learn`` a player has finished, kept beside the practice progress.

One small JSON file (``{"done": {FAMILY: [LESSON, ...]}}``) replaced whole at each
lesson finished. A file that cannot be read counts as no lesson done, and the
reason is kept in :attr:`LessonsDone.notice` for the caller to show; it is only
replaced when the next lesson is finished.
"""

from __future__ import annotations

import json
from pathlib import Path

from bragtui.store.files import write_atomically


class LessonsDone:
    """The lessons finished, by family (the core's family name, such as ``"brag"``)."""

    def __init__(self, path: Path | None):
        self.path = path
        """The file (``None``: kept in memory only, as the tests and the gallery do)."""
        self.notice = ""
        self._done: dict[str, list[str]] = {}
        if path is not None and path.exists():
            self._done = self._read(path)

    def _read(self, path: Path) -> dict[str, list[str]]:
        try:
            done = json.loads(path.read_text(encoding="utf-8")).get("done", {})
            if isinstance(done, dict) and all(isinstance(v, list) for v in done.values()):
                return {str(k): [str(name) for name in v] for k, v in done.items()}
            self.notice = f"{path}: not a lessons file; starting with no lesson done"
        except (OSError, UnicodeDecodeError, ValueError, AttributeError) as problem:
            self.notice = f"{path}: cannot be read ({type(problem).__name__}); starting with no lesson done"
        return {}

    def done(self, family: str) -> frozenset[str]:
        """The lessons of ``family`` finished."""
        return frozenset(self._done.get(family, ()))

    def mark(self, family: str, lesson: str) -> None:
        """Record ``lesson`` of ``family`` as finished (kept at once)."""
        names = self._done.setdefault(family, [])
        if lesson in names:
            return
        names.append(lesson)
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, json.dumps({"done": self._done}, indent=1) + "\n")
