"""The interface language: Qt translators for the app and for Qt's own dialogs.

The app's catalogues are ``translations/dager_<lang>.qm``; English is the
source language, and its catalogue holds only the plural forms ("1 card",
"20 cards").  The card faces follow the language too:
traditional Chinese shows 貳 叄 陸, the others 贰 叁 陆.

``switch_language`` may be called at any moment: it swaps the installed
translators, and Qt then sends every widget a ``LanguageChange`` event, on
which the widgets set their texts again.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from dager_desktop.resources import TRANSLATIONS
from dager_desktop.store import LANGUAGES

log = logging.getLogger(__name__)
#: Each language named in its own script, as a language menu should show it.
LANGUAGE_NAMES = {"zh_CN": "简体中文", "zh_TW": "繁體中文", "en": "English"}
CATALOGUES = TRANSLATIONS

# Regions whose Chinese is written in traditional characters.
_TRADITIONAL_REGIONS = ("TW", "HK", "MO")

_state: dict[str, object] = {"language": "en", "translators": []}


def language_for_locale(name: str, bcp47: str = "") -> str:
    """The app language for a locale: ``name`` like ``zh_HK``, ``bcp47`` like ``zh-Hant-HK``.

    zh_TW, zh_HK, zh_MO and any Hant locale read traditional; other Chinese
    reads simplified (a Hans script wins over the region); the rest English.
    """
    tags = [t.lower() for t in f"{name}-{bcp47}".replace("_", "-").split("-") if t]
    if not tags or tags[0] != "zh":
        return "en"
    if "hant" in tags:
        return "zh_TW"
    if "hans" in tags:
        return "zh_CN"
    regions = {t.upper() for t in tags[1:]}
    return "zh_TW" if regions & set(_TRADITIONAL_REGIONS) else "zh_CN"


def system_language() -> str:
    locale = QLocale.system()
    return language_for_locale(locale.name(), locale.bcp47Name())


def card_script(language: str) -> str:
    return "traditional" if language == "zh_TW" else "simplified"


def current_language() -> str:
    """The language last installed (``en`` before any)."""
    return str(_state["language"])


def current_script() -> str:
    """The card script of the current language: for card names written in text."""
    return card_script(current_language())


def fill(text: str, *args: object) -> str:
    """``text`` with its Qt-style %1, %2 … placeholders replaced by ``args`` in turn
    (a translation may put them in another order)."""
    for i, value in enumerate(args, start=1):
        text = text.replace(f"%{i}", str(value))
    return text


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the catalogues of ``language``; a missing one is logged, never fatal."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; expected one of {LANGUAGES}")
    installed: list[QTranslator] = []
    _state["language"] = language
    _state["translators"] = installed  # what switch_language removes next time
    QLocale.setDefault(QLocale(language if language != "en" else "en_US"))
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    catalogues = [(f"dager_{language}", str(CATALOGUES))]
    if language != "en":  # Qt's own dialogs speak English already
        catalogues.insert(0, (f"qtbase_{language}", qt_dir))
    for name, folder in catalogues:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            installed.append(translator)
        else:
            log.info("no %s catalogue in %s", name, folder)
    return installed


def switch_language(language: str, app: QCoreApplication | None = None) -> None:
    """Replace the installed translators with those of ``language``.

    Each install or removal makes Qt post ``LanguageChange`` to every widget,
    so open windows re-translate themselves once the event loop runs.
    """
    app = app or QCoreApplication.instance()
    assert app is not None, "no QCoreApplication"
    old: list[QTranslator] = list(_state["translators"])  # type: ignore[call-overload]
    for translator in old:
        app.removeTranslator(translator)
        translator.deleteLater()
    if not install_translators(app, language) and not old:
        # Nothing installed or removed (English after English, or a missing
        # catalogue): the widgets must still hear of the change, the card script
        # and the locale's number format may differ.
        QCoreApplication.postEvent(app, QEvent(QEvent.Type.LanguageChange))


def startup_language(remembered: str | None = None) -> str:
    """The language to start in: ``--lang`` or the remembered choice, else the system's.

    The choice itself is saved by the store's settings (``Persistence``
    follows ``GameMenus.languageChosen``); this module never writes files.
    """
    return remembered if remembered in LANGUAGES else system_language()
