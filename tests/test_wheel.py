"""A wheel built from the source tree carries the assets and catalogues and plays.

The repository keeps one copy of the fonts, icons, sounds, the rules reference
and the catalogues, at its top level; the wheel must carry them inside the
package.  It is installed normally (not editable) into a folder of its own and
run from outside the source tree, so the copy beside the package cannot stand
in for the one inside it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("zh_CN", "zh_TW", "en")
#: The window's title in each language, read from the installed catalogues.
TITLES = {"zh_CN": "泸州大贰", "zh_TW": "瀘州大貳", "en": "Luzhou Da Er"}


def _packages_in_tree() -> set[str]:
    code = {".".join(p.parent.relative_to(ROOT).parts)
            for p in (ROOT / "dager_desktop").rglob("__init__.py")}
    data = {"dager_desktop." + ".".join(p.relative_to(ROOT).parts)
            for top in ("assets", "translations")
            for p in [ROOT / top, *(ROOT / top).iterdir()] if p.is_dir()}
    return code | (data - {"dager_desktop.assets"})


def test_the_package_list_names_every_package():
    config = (ROOT / "pyproject.toml").read_text("utf-8")
    listed = re.search(r"^packages = \[(.*?)\]", config, re.M | re.S)
    assert listed is not None
    assert set(re.findall(r'"([\w.]+)"', listed.group(1))) == _packages_in_tree()


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The wheel of the source tree, installed (without its dependencies) in a folder."""
    folder = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--wheel-dir", str(folder / "dist"), str(ROOT)], check=True)
    (wheel,) = (folder / "dist").glob("dager_desktop-*.whl")
    target = folder / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-compile", "--target", str(target), str(wheel)], check=True)
    return target


def _run(installed: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(installed), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, *args], cwd=installed.parent, env=env,
                          capture_output=True, text=True, timeout=180)


def test_the_wheel_carries_the_assets_and_catalogues(installed):
    shown = _run(installed, "-c", "from dager_desktop import resources as r; "
                 "print(r.PACKAGE); print(r.ASSETS); print(r.TRANSLATIONS)")
    package, assets, translations = map(Path, shown.stdout.split())
    assert package == installed / "dager_desktop"
    assert assets == package / "assets" and translations == package / "translations"
    for name in ("fonts/DagerSerif-Bold.otf", "fonts/OFL.txt", "help/rules.json",
                 "icons/dager-desktop-64.png", "sounds/win.wav"):
        assert (assets / name).is_file(), name
    assert {p.name for p in translations.glob("*.qm")} == {
        f"dager_{language}.qm" for language in LANGUAGES}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_installed_wheel_passes_its_selftest(installed, language):
    done = _run(installed, "-m", "dager_desktop", "--selftest", "--lang", language,
                "--seed", "5")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "selftest ok" in done.stdout
    title = _run(installed, "-c", "from PySide6.QtWidgets import QApplication; "
                 "from dager_desktop.ui.text.i18n import switch_language; "
                 f"app = QApplication([]); switch_language({language!r}); "
                 "print(QApplication.translate('MainWindow', 'Luzhou Da Er'))")
    assert title.stdout.strip() == TITLES[language], title.stderr
