"""The code stays readable: no function more complex than a reader can hold at once."""

from pathlib import Path

from radon.complexity import cc_visit

PACKAGE = Path(__file__).resolve().parent.parent / "bragtui"
MOST = 12
"""The highest cyclomatic complexity allowed (radon's number; its grade C starts at 11)."""


def test_no_function_is_more_complex_than_allowed():
    too_complex = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for block in cc_visit(path.read_text(encoding="utf-8")):
            if block.complexity > MOST:
                too_complex.append(f"{path.relative_to(PACKAGE.parent)}:{block.lineno} {block.name} "
                                   f"({block.complexity})")
    assert not too_complex, "split these into smaller functions:\n" + "\n".join(too_complex)


def test_the_core_has_no_type_ignores():
    ignores = [str(path) for path in (PACKAGE / "core").rglob("*.py") if "type: ignore" in path.read_text()]
    assert not ignores
