"""Fonts and the style sheet of the table.

The bundled fonts are loaded into Qt's font database, and "Dager Sans" becomes
the application font so Chinese renders on machines without a CJK font.

Every text meets WCAG AA contrast (4.5 : 1) against what it is drawn on
(``tests/ui/window/test_contrast.py`` walks a live window to hold it there): the
status bar, where refused moves are explained, is the table's dark cloth with
light text, not the platform's black on the window's green; a disabled button
stays readable (dimmed, not faded out); and tooltips carry their own paper and
ink, so that they read whatever the window system draws behind a window that
has no background of its own (a bare X server draws black).

The table's text grows with its cards: at the big card sizes (from a window of
about 1600×900 up) a *text scale* above 1 enlarges every font on the table
(``table_font``, ``table_style``), so that names and scores stay in proportion
to cards three times their smallest height.  The table budgets its heights
with the fonts of each size step (``line_height``), not the ones in use.
"""

from __future__ import annotations

import logging
import math

from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics, QPalette, QTextLayout
from PySide6.QtWidgets import QApplication, QToolTip

from dager_desktop.resources import FONTS

log = logging.getLogger(__name__)

FONT_FILES = ("DagerSans-Regular.otf", "DagerSans-Bold.otf", "DagerSerif-Bold.otf")
UI_FAMILY = "Dager Sans"

#: A tooltip's paper, ink and edge (also the palette's, for anything drawn without
#: the style sheet): dark ink on warm paper, 15 : 1.
TIP_PAPER, TIP_INK, TIP_EDGE = "#fff8e1", "#1d1d1d", "#b99a52"
#: The status bar's cloth and ink (11 : 1).
STATUS_CLOTH, STATUS_INK = "#0b3526", "#fdf6e3"
#: The note by the hand (``widgets.note``): why a move was refused, what a key wants.
NOTE_CLOTH, NOTE_INK = "rgba(6, 34, 24, 240)", "#fff4d6"
#: A disabled button's ink over its darkened cloth: dimmer than an enabled button's,
#: still above 4.5 : 1 on every green of the table.
DISABLED_INK, DISABLED_FILL = "#b5c4bb", "rgba(0, 0, 0, 64)"

STYLE_SHEET = f"""
QMainWindow {{ background: #0f4a33; }}
QStatusBar {{ background: {STATUS_CLOTH}; color: {STATUS_INK}; border-top: 1px solid #1f6447; }}
QStatusBar QLabel {{ color: {STATUS_INK}; }}
QStatusBar::item {{ border: none; }}
QToolTip {{ color: {TIP_INK}; background-color: {TIP_PAPER}; border: 1px solid {TIP_EDGE};
           padding: 3px; }}
#TableNote {{ color: {NOTE_INK}; background: {NOTE_CLOTH}; border: 2px solid #ffcd3c;
              border-radius: 8px; padding: 5px 12px; font-weight: bold; }}
#SeatName {{ color: #fdf6e3; font-weight: bold; }}
#SeatScore {{ color: #ffe08a; font-weight: bold; }}
#SeatCount {{ color: #d6e6da; }}
#SeatNote {{ color: #d6e6da; }}
#Thinking {{ color: #ffd36b; }}
#RoundInfo {{ color: #e8f0e6; background: rgba(0, 0, 0, 45); border-radius: 10px; padding: 8px; }}
#CentreMessage {{ color: #fdf6e3; }}
#Scoreboard {{ background: rgba(0, 0, 0, 60); color: #f2f2ea; border-radius: 10px;
              alternate-background-color: rgba(255, 255, 255, 18); }}
#Scoreboard QHeaderView::section {{ background: rgba(0, 0, 0, 90); color: #ffe08a;
                                   border: none; padding: 2px 4px; }}
#Scoreboard QHeaderView {{ background: transparent; }}
#Scoreboard QTableCornerButton::section {{ background: rgba(0, 0, 0, 90); border: none; }}
QPushButton#ResponseButton, QPushButton#HuButton, QPushButton#SkipButton,
QPushButton#NextRoundButton {{
    border-radius: 8px; font-weight: bold; color: #1d1d1d;
    background: #f4e7c5; border: 2px solid #b99a52;
}}
QPushButton#HuButton {{ background: #d63031; color: #fff6df; border-color: #ffd36b; }}
QPushButton:disabled#ResponseButton, QPushButton:disabled#HuButton {{
    background: {DISABLED_FILL}; color: {DISABLED_INK}; border-color: rgba(255, 255, 255, 60);
}}
QPushButton[picked="true"] {{ border: 3px solid #2e9cf0; }}
QPushButton#ResponseButton:hover:enabled {{ background: #fff4d6; }}
#Headline {{ font-size: 20px; font-weight: bold; }}
#ScoreValue {{ font-weight: bold; }}
#TableHeader {{ font-weight: bold; }}
"""

#: The application font's size, in points.
POINTS = 10
#: The claim buttons' least width, height and side padding (px at text scale 1); 胡's
#: least height.
BUTTON_BOX = (92, 24, 12)
HU_BUTTON_HEIGHT = 30
#: A dialog's headline (px at text scale 1, as in ``STYLE_SHEET``).
HEADLINE_PX = 20
#: Labels of the table with a size of their own (px at text scale 1).
TABLE_PX = {
    "#SeatName": 14,
    "#CentreMessage": 14,
    "#Scoreboard": 12,
    "QPushButton#ResponseButton, QPushButton#SkipButton, QPushButton#NextRoundButton": 15,
    "QPushButton#HuButton": 18,
}


def label_sizes(scale: float) -> str:
    """The font sizes of the ``TABLE_PX`` labels at text ``scale``, and the boxes of
    the claim buttons, which grow with their text."""
    buttons = "QPushButton#" + ", QPushButton#".join(
        ("ResponseButton", "HuButton", "SkipButton", "NextRoundButton"))
    width, height, pad = (round(px * scale) for px in BUTTON_BOX)
    return "\n".join((
        *(f"{selector} {{ font-size: {round(px * scale)}px; }}"
          for selector, px in TABLE_PX.items()),
        f"{buttons} {{ min-width: {width}px; min-height: {height}px; padding: 1px {pad}px; }}",
        f"QPushButton#HuButton {{ min-height: {round(HU_BUTTON_HEIGHT * scale)}px; }}",
    ))


def table_style(scale: float) -> str:
    """The table's own style sheet at text ``scale``: every font on it (the rest of
    their style is the application's ``STYLE_SHEET``).

    A style sheet, not only ``setFont``: a label styled by a sheet (bold, say) keeps
    the size it had when first polished, whatever its parent's font becomes."""
    return "\n".join((f"* {{ font-size: {POINTS * scale:g}pt; }}", label_sizes(scale)))


def dialog_style(scale: float) -> str:
    """A dialog (the round's end, the 吃 chooser, the 过张 tip, the replay viewer;
    the Rules, Statistics and Replays windows) with its text at ``scale``, the
    table's or the viewer's own."""
    return (f"* {{ font-size: {POINTS * scale:g}pt; }}\n"
            f"#Headline {{ font-size: {round(HEADLINE_PX * scale)}px; }}")


def table_font(scale: float, bold: bool = False) -> QFont:
    """The table's own font (every label without a size of its own) at text ``scale``."""
    font = QFont(QApplication.font())
    font.setPointSizeF(POINTS * scale)
    font.setBold(bold)
    return font


def line_height(
    scale: float, selector: str | None = None, bold: bool = False, wrapped: bool = False
) -> int:
    """Height of a line of the table's text at ``scale``: in the table's font, or in
    that of a ``TABLE_PX`` selector (bold or not); of a one-line label, or of a line
    of a ``wrapped`` one (laid out as text: 22 px against 21 at 11 pt)."""
    font = table_font(scale, bold)
    if selector is not None:
        font.setPixelSize(round(TABLE_PX[selector] * scale))
    if not wrapped:
        return QFontMetrics(font).height()
    layout = QTextLayout("国Ag", font)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    return math.ceil(line.height())


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


def tooltip_palette(palette: QPalette) -> QPalette:
    """``palette`` with the tooltip's paper and ink (``TIP_PAPER``, ``TIP_INK``)."""
    tips = QPalette(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive,
                  QPalette.ColorGroup.Disabled):
        tips.setColor(group, QPalette.ColorRole.ToolTipBase, QColor(TIP_PAPER))
        tips.setColor(group, QPalette.ColorRole.ToolTipText, QColor(TIP_INK))
    return tips


def apply_style(app: QApplication) -> None:
    family = load_fonts()
    font = QFont(family)
    font.setPointSize(POINTS)
    app.setFont(font)
    # The sheet styles tooltips; the palette says the same to whatever paints one
    # without it (a platform theme's dark tooltip base would keep the black ink).
    app.setPalette(tooltip_palette(app.palette()))
    QToolTip.setPalette(tooltip_palette(QToolTip.palette()))
    app.setStyleSheet(STYLE_SHEET + label_sizes(1.0))
