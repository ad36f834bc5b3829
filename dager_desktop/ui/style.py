"""Fonts and the style sheet of the table.

The bundled fonts are loaded into Qt's font database, and "Dager Sans" becomes
the application font so Chinese renders on machines without a CJK font.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

FONTS = Path(__file__).resolve().parent.parent / "assets" / "fonts"
FONT_FILES = ("DagerSans-Regular.otf", "DagerSans-Bold.otf", "DagerSerif-Bold.otf")
UI_FAMILY = "Dager Sans"

STYLE_SHEET = """
QMainWindow { background: #0f4a33; }
#SeatName { color: #fdf6e3; font-weight: bold; font-size: 14px; }
#SeatScore { color: #ffe08a; font-weight: bold; }
#SeatCount { color: #d6e6da; }
#SeatNote { color: #d6e6da; }
#Thinking { color: #ffd36b; font-style: italic; }
#RoundInfo { color: #e8f0e6; background: rgba(0, 0, 0, 45); border-radius: 10px; padding: 8px; }
#CentreMessage { color: #fdf6e3; font-size: 14px; }
#Scoreboard { background: rgba(0, 0, 0, 60); color: #f2f2ea; border-radius: 10px; font-size: 12px;
              alternate-background-color: rgba(255, 255, 255, 18); }
#Scoreboard QHeaderView::section { background: rgba(0, 0, 0, 90); color: #ffe08a;
                                   border: none; padding: 2px 4px; }
#Scoreboard QHeaderView { background: transparent; }
#Scoreboard QTableCornerButton::section { background: rgba(0, 0, 0, 90); border: none; }
QPushButton#ResponseButton, QPushButton#HuButton, QPushButton#SkipButton,
QPushButton#NextRoundButton {
    min-width: 92px; min-height: 24px; padding: 1px 12px; border-radius: 8px;
    font-size: 15px; font-weight: bold; color: #1d1d1d;
    background: #f4e7c5; border: 2px solid #b99a52;
}
QPushButton#HuButton { background: #d63031; color: #fff6df; border-color: #ffd36b;
                       font-size: 18px; min-height: 30px; }
QPushButton:disabled#ResponseButton, QPushButton:disabled#HuButton {
    background: rgba(255, 255, 255, 40); color: rgba(255, 255, 255, 110);
    border-color: rgba(255, 255, 255, 60);
}
QPushButton[picked="true"] { border: 3px solid #2e9cf0; }
QPushButton#ResponseButton:hover:enabled { background: #fff4d6; }
#Headline { font-size: 20px; font-weight: bold; }
#ScoreValue { font-weight: bold; }
#TableHeader { font-weight: bold; }
"""


def load_fonts() -> str:
    """Register the bundled fonts; returns the UI family (or the default when missing)."""
    families: set[str] = set()
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(FONTS / name))
        if font_id < 0:
            log.warning("font %s could not be loaded", name)
            continue
        families.update(QFontDatabase.applicationFontFamilies(font_id))
    return UI_FAMILY if UI_FAMILY in families else QApplication.font().family()


def apply_style(app: QApplication) -> None:
    family = load_fonts()
    font = QFont(family)
    font.setPointSize(10)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET)
