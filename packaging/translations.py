#!/usr/bin/env python3
"""Update the Qt Linguist catalogues from the sources and compile them (``make translations``).

1. ``pyside6-lupdate`` reads every ``tr()`` / ``QCoreApplication.translate()``
   of the package (with its ``#:`` translator comment) into
   ``translations/dager_<lang>.ts``.  Translations already made
   are kept; strings gone from the code are dropped (``-no-obsolete``).  No
   source locations are written, so moving code does not touch the catalogues.
2. Translate the new (``unfinished``) entries: Qt Linguist
   (``pyside6-linguist``) or any editor.
3. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the app loads.

English is the source language; its catalogue ``dager_en.ts`` holds only the
strings with a number (``%n``), whose English plural forms ("1 card",
"20 cards") the source text cannot give.

The tests run the same steps into a temporary folder and fail when the
shipped files are behind the code.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dager_desktop"
CATALOGUES = ROOT / "translations"
LANGUAGES = ("zh_CN", "zh_TW")
PLURAL_ONLY = ("en",)  #: the source language: plural forms only


def tool(name: str) -> str:
    """``pyside6-<name>`` beside the running interpreter (the venv), else on PATH."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    if beside.is_file():
        return str(beside)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} not found: install PySide6-Essentials")
    return found


def sources(package: Path = PACKAGE) -> list[Path]:
    """Every module of the package, in a stable order."""
    return sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(language: str, folder: Path = CATALOGUES) -> Path:
    return folder / f"dager_{language}.ts"


def lupdate(ts_files: list[Path], package: Path = PACKAGE, plural_only: bool = False) -> None:
    """Bring ``ts_files`` up to date with the sources (new ones are created)."""
    for ts in ts_files:
        ts.parent.mkdir(parents=True, exist_ok=True)
    command = [tool("lupdate"), *map(str, sources(package)), "-no-obsolete",
               "-locations", "none", "-source-language", "en", "-silent"]
    if plural_only:
        command.append("-pluralonly")
    subprocess.run([*command, "-ts", *map(str, ts_files)], check=True, capture_output=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True,
                   capture_output=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-update", action="store_true", help="only compile the .ts files")
    args = parser.parse_args(argv)
    ts_files = [ts_path(lang) for lang in LANGUAGES]
    plural_files = [ts_path(lang) for lang in PLURAL_ONLY]
    if not args.no_update:
        lupdate(ts_files)
        lupdate(plural_files, plural_only=True)
    for ts in ts_files + plural_files:
        lrelease(ts, ts.with_suffix(".qm"))
        print(f"{ts.relative_to(ROOT)} -> {ts.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
