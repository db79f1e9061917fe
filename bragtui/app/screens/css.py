"""The screens' styles, read from the ``.tcss`` files beside them."""

from __future__ import annotations

from pathlib import Path


def screen_css(*names: str) -> str:
    """Styles read from the ``.tcss`` files beside this module, for a screen's ``DEFAULT_CSS``.

    Each screen brings its own styles, scoped to it and parsed only when it is first
    shown, so starting the app parses little more than the first screen needs.
    """
    folder = Path(__file__).parent
    return "\n".join((folder / name).read_text(encoding="utf-8") for name in names)
