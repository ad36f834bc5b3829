"""The store runs without Qt: importing every module of it loads no PySide6."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import dager_desktop.store

STORE = Path(dager_desktop.store.__file__).parent


def test_no_module_of_the_store_loads_qt():
    modules = sorted(f"dager_desktop.store.{p.stem}" for p in STORE.glob("*.py")
                     if p.stem != "__init__")
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, cwd=STORE.parents[1])
    assert done.stdout.strip() == "[]"
    assert len(modules) >= 10
