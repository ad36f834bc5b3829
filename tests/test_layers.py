"""The layers of DESIGN.md: engine, ai and store import no Qt, and imports only point down.

Within the window layer the same holds between its groups (``ui/__init__.py``
lists them, lowest first), and nothing imports the composition root
(``app.py``), which imports everything.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dager_desktop.ui import GROUPS

PACKAGE = Path(__file__).resolve().parent.parent / "dager_desktop"
UI = PACKAGE / "ui"
FORBIDDEN = {
    "engine": ("PySide6", "dager_desktop.ai", "dager_desktop.store", "dager_desktop.ui"),
    "ai": ("PySide6", "dager_desktop.store", "dager_desktop.ui"),
    "store": ("PySide6", "dager_desktop.ai", "dager_desktop.ui"),
}
#: At most this many modules beside the groups at ui/'s top.
UI_TOP_MOST = 8


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, type-only imports included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level >= 2:
            names.add("dager_desktop." + (node.module or ""))
    return names


def modules(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_point_down(layer: str) -> None:
    for path in modules(PACKAGE / layer):
        for name in imported_modules(path):
            for bad in FORBIDDEN[layer]:
                assert not name.startswith(bad), f"{path.name} imports {name}"


def test_the_ui_groups_are_the_packages_of_ui() -> None:
    packages = {p.parent.name for p in UI.glob("*/__init__.py")}
    assert packages == set(GROUPS)
    for group in GROUPS:
        docstring = ast.get_docstring(ast.parse((UI / group / "__init__.py").read_text("utf-8")))
        assert docstring, f"ui/{group} says what it holds"
    top = [p for p in UI.glob("*.py") if p.name != "__init__.py"]
    assert len(top) <= UI_TOP_MOST


@pytest.mark.parametrize("group", GROUPS)
def test_a_ui_group_imports_only_the_groups_below_it(group: str) -> None:
    allowed = GROUPS[: GROUPS.index(group) + 1]
    for path in modules(UI / group):
        for name in imported_modules(path):
            parts = name.split(".")
            if parts[:2] == ["dager_desktop", "ui"] and len(parts) > 2 and parts[2] in GROUPS:
                assert parts[2] in allowed, f"ui/{group}/{path.name} imports {name}"


def test_nothing_below_the_window_imports_the_main_window() -> None:
    for path in modules(UI):
        if path.parent.name != "window":
            names = imported_modules(path)
            assert not any(n.startswith("dager_desktop.ui.window") for n in names), path


def test_nothing_imports_the_composition_root() -> None:
    """Only the entry point (and app.py's own tests) may import app.py."""
    entry = PACKAGE / "__main__.py"  # ``python -m dager_desktop`` runs it
    for path in modules(PACKAGE):
        if path != entry:
            names = imported_modules(path)
            assert not any(n == "dager_desktop.app" or n.startswith("dager_desktop.app.")
                           for n in names), f"{path} imports app.py"

