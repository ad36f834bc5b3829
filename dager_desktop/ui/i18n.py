"""The interface language: Qt translators for the app and for Qt's own dialogs.

The app's catalogues are ``translations/dager_<lang>.qm`` (English is the
source language and needs none).  The card faces follow the language too:
traditional Chinese shows 貳 叄 陸, the others 贰 叁 陆.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)

LANGUAGES = ("zh_CN", "zh_TW", "en")
CATALOGUES = Path(__file__).resolve().parent.parent / "translations"


def system_language() -> str:
    name = QLocale.system().name()  # e.g. zh_CN, zh_TW, zh_HK, en_GB
    if name.startswith(("zh_TW", "zh_HK", "zh_MO")) or "Hant" in QLocale.system().bcp47Name():
        return "zh_TW"
    return "zh_CN" if name.startswith("zh") else "en"


def card_script(language: str) -> str:
    return "traditional" if language == "zh_TW" else "simplified"


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the catalogues of ``language``; a missing one is logged, never fatal."""
    installed: list[QTranslator] = []
    if language == "en":
        return installed
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{language}", qt_dir), (f"dager_{language}", str(CATALOGUES))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            installed.append(translator)
        else:
            log.info("no %s catalogue in %s", name, folder)
    QLocale.setDefault(QLocale(language))
    return installed
