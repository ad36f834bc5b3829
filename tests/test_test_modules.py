"""Test modules stand alone: what several of them share lives in a helper module.

A test module that imports another runs (and may break with) tests it never meant
to use; shared deals and rounds go in helpers (``deals.py``, ``vectors.py``,
``helpers.py``) or a ``conftest.py``.  Each folder of ``CHECKED`` is held to it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
CHECKED = ("engine", "ai", "store", "benchmarks", "ui")


def imported_test_modules(path: Path) -> list[str]:
    """The test modules (``test_*``) that the file at ``path`` imports."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + [f"{node.module or ''}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        found += [n for n in names if n.rsplit(".", 1)[-1].startswith("test_")]
    return found


@pytest.mark.parametrize("folder", CHECKED)
def test_no_test_module_imports_another(folder: str) -> None:
    for path in sorted((TESTS / folder).rglob("*.py")):
        assert not imported_test_modules(path), f"{path.relative_to(TESTS)} imports a test module"
