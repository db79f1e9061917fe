"""The import contracts in ``pyproject.toml`` (run by ``lint-imports``) hold, and they do fail: a copy
of the package with one import added breaks the contract it should, counting imports made inside
a function or under ``TYPE_CHECKING``."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parent.parent
LAYERS = "Layers: cli above app and net, above players and store, above the core"
PURE_CORE = "The core uses no terminal, database, platform or network library"
NO_CIRCLE = "No import circle between the modules or packages of any one package"


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` run on the package under ``root`` with the project's own contracts."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; "
                           "lint_imports_command()", "--no-cache", str(ROOT / "pyproject.toml")],
                          cwd=root, env=env, capture_output=True, text=True, timeout=120, check=False)


def broken(output: str) -> set[str]:
    """The names of the contracts the report says are broken."""
    return {match.group(1) for match in re.finditer(r"^(.+) BROKEN\b", output, re.MULTILINE)}


def with_added(tmp_path: Path, module: str, code: str) -> Path:
    """A copy of the package with ``code`` added to ``module`` (a path inside the package)."""
    shutil.copytree(ROOT / "bragtui", tmp_path / "bragtui", ignore=shutil.ignore_patterns("__pycache__"))
    target = tmp_path / "bragtui" / module
    target.write_text(target.read_text(encoding="utf-8") + "\n" + code, encoding="utf-8")
    return tmp_path


def test_the_package_keeps_its_contracts():
    run = lint_imports(ROOT)
    assert not broken(run.stdout), run.stdout
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize(("module", "code", "contract"), [
    ("core/cards.py", "import textual\n", PURE_CORE),
    ("core/hands.py", "def later():\n    from rich.text import Text\n\n    return Text\n", PURE_CORE),
    ("core/ranking.py", "from bragtui.app import wording\n", LAYERS),
    ("net/seats.py", "def later():\n    import bragtui.app.wording\n", LAYERS),
    ("runs/blocks.py", "def later():\n    import bragtui.net.seats\n", LAYERS),
    ("players/tournament.py", "def later():\n    import bragtui.runs.blocks\n", LAYERS),
    # cards is imported by hands: importing hands back, even lazily or only for types, is a circle.
    ("core/cards.py", "def later():\n    from bragtui.core import hands\n\n    return hands\n", NO_CIRCLE),
    ("core/cards.py", "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
                      "    from bragtui.core.hands import HandValue\n", NO_CIRCLE),
], ids=["core imports textual", "core imports rich in a function", "core imports the app",
        "net imports the app lazily", "runs imports net lazily",
        "players import runs lazily", "a circle through a function's import", "a circle through TYPE_CHECKING"])
def test_an_added_import_breaks_its_contract(tmp_path, module, code, contract):
    run = lint_imports(with_added(tmp_path, module, code))
    assert run.returncode != 0
    assert contract in broken(run.stdout), run.stdout


def circles(graph: grimp.ImportGraph) -> list[tuple[str, str]]:
    """Each import of one module by another that leads back to the first, however indirectly."""
    return sorted((module, imported) for module in graph.modules
                  for imported in graph.find_modules_directly_imported_by(module)
                  if graph.chain_exists(importer=imported, imported=module))


def test_no_module_is_in_an_import_circle_not_even_with_its_own_package():
    graph = grimp.build_graph("bragtui", cache_dir=None)
    assert circles(graph) == []
    # A module importing its package, whose __init__ imports it back, is one too.
    graph.add_import(importer="bragtui.app.brag_app", imported="bragtui.app")
    assert ("bragtui.app.brag_app", "bragtui.app") in circles(graph)
