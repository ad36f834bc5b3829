"""Where the game's data files are: fonts, icons, sounds, the rules reference, catalogues.

The repository holds one copy of each, in the top-level ``assets/`` and
``translations/`` folders beside the package.  Run from the source tree (or an
editable install of it) they are read there; a wheel carries them inside the
package (``dager_desktop/assets``, ``dager_desktop/translations``: see
``[tool.setuptools.package-dir]`` in pyproject.toml), and the PyInstaller
bundle puts them in the same place beside the frozen package.  Nothing else
in the game works out these folders.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def _folder(name: str) -> Path:
    """``name`` inside the installed package, else beside it in the source tree.  The
    source tree is told by its pyproject.toml, so an unrelated ``assets`` folder beside
    an installed package (in site-packages) is never taken for the game's."""
    inside = PACKAGE / name
    if inside.is_dir():
        return inside
    beside = PACKAGE.parent / name
    if beside.is_dir() and (PACKAGE.parent / "pyproject.toml").is_file():
        return beside
    return inside  # missing: the caller's error names where it looked


ASSETS = _folder("assets")
TRANSLATIONS = _folder("translations")
FONTS = ASSETS / "fonts"
ICONS = ASSETS / "icons"
SOUNDS = ASSETS / "sounds"
HELP = ASSETS / "help"
