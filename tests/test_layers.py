"""The layers of DESIGN.md: engine, ai and store import no Qt, and imports only point down."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "dager_desktop"
FORBIDDEN = {
    "engine": ("PySide6", "dager_desktop.ai", "dager_desktop.store", "dager_desktop.ui"),
    "ai": ("PySide6", "dager_desktop.store", "dager_desktop.ui"),
    "store": ("PySide6", "dager_desktop.ai", "dager_desktop.ui"),
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif isinstance(node, ast.ImportFrom) and node.level >= 2:
            names.add("dager_desktop." + (node.module or ""))
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_point_down(layer: str) -> None:
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for name in imported_modules(path):
            for bad in FORBIDDEN[layer]:
                assert not name.startswith(bad), f"{path.name} imports {name}"
