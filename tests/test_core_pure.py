"""The core is pure: it opens no file, database or socket and draws nothing.

Every import in ``bragtui/core`` is read from the source, those inside functions
and under ``TYPE_CHECKING`` included, so a lazy import cannot hide one.
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "bragtui"
CORE_MODULES = sorted((PACKAGE / "core").rglob("*.py"))

FORBIDDEN = {
    "sqlite3": "a database (the store keeps practice progress)",
    "platformdirs": "the player's folders (the store finds them)",
    "websockets": "the network",
    "textual": "the app's screens",
    "rich": "the terminal",
    "bragtui.store": "the layer above it",
    "bragtui.players": "a layer above it",
    "bragtui.app": "a layer above it",
    "bragtui.runs": "a layer above it",
    "bragtui.net": "a layer above it",
    "bragtui.cli": "a layer above it",
}


def imported_names(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports, with its line, wherever the import stands."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append((node.lineno, node.module))
    return names


def forbidden_imports(path: Path) -> list[tuple[int, str]]:
    """The imports of ``path`` the core may not make, with their lines, in order."""
    return sorted((line, name) for line, name in imported_names(path)
                  if any(name == banned or name.startswith(banned + ".") for banned in FORBIDDEN))


@pytest.mark.parametrize("path", CORE_MODULES, ids=lambda p: str(p.relative_to(PACKAGE / "core")))
def test_the_core_imports_no_io_ui_or_upper_layer(path):
    assert [f"line {line}: {name}" for line, name in forbidden_imports(path)] == []


def test_the_scan_sees_imports_inside_functions_and_type_checking(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from textual.app import App\n"
        "def save():\n"
        "    import sqlite3\n"
        "    from platformdirs import user_data_path\n"
        "    import bragtui.store.histories\n"
        "import richer\n", encoding="utf-8")
    assert [name for _, name in forbidden_imports(sample)] == [
        "textual.app", "sqlite3", "platformdirs", "bragtui.store.histories"]
