"""The hint panel's dock at the side of the table, narrow on a small window and
folded away at a click.

Its width is a share of the window's, but never less than its text needs in the
language in use (the table of waits' headings, the Hint and Undo buttons): at
1024×700 it took 270 px, over a quarter of the window, where its Chinese text
needs about 200.  Its title bar has a button that folds the panel to a strip
with its title written down the side (and back): a player on a small screen keeps
the table and opens the facts when wanted.  Floating, it is the player's to size.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QDockWidget,
    QFrame,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QToolButton,
    QWidget,
)

from dager_desktop.engine import Card, WaitHint
from dager_desktop.ui.platform.style import POINTS
from dager_desktop.ui.practice.panel import STYLE, HintPanel

# The dock's width on a big screen: this share of the window's, up to the most.
WINDOW_SHARE = 0.18
PANEL_WIDTH_MOST = 480
ANY_WIDTH = (1 << 24) - 1  # Qt's QWIDGETSIZE_MAX: no limit
# Beside the text's own need: the panel's margins and a little air (and the scroll
# bar's width, which the panel loses when its facts run long).
ROOM = 8 + 8 + 2
# A wait with the widest cells the table of waits may hold (its Bonuses wrap).
WIDE_WAIT = WaitHint(card=Card.D10, hu=188, left=4, guo=False, mingtang=(), points=888)
BUTTON_PAD = 2 * 10 + 2 * 2 + 8  # a panel button's padding and border, and some air

TITLE_STYLE = """
#HintTitleBar { background: #0c3b29; }
#HintTitleBar QLabel { color: #ffe08a; font-weight: bold; }
#HintTitleBar QToolButton { background: #f4e7c5; border: 1px solid #b99a52;
    border-radius: 3px; padding: 1px; }
#HintTitleBar QToolButton:hover { background: #fff4d6; }
"""


def _upright(text: str) -> bool:
    """Is ``text`` written in hanzi alone, which stand upright down a strip (规则提示
    reads down, a character under the other); other text is turned on its side."""
    return bool(text) and all(ord(ch) >= 0x2E80 for ch in text)


class _Title(QLabel):
    """The dock's title, written across — or, folded, down the strip."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.down = False

    def set_down(self, down: bool) -> None:
        self.down = down
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        if not self.down:
            return size
        if _upright(self.text()):
            metrics = self.fontMetrics()
            width = max(metrics.horizontalAdvance(ch) for ch in self.text())
            return QSize(width + 4, metrics.height() * len(self.text()) + 4)
        return size.transposed()

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint() if self.down else super().minimumSizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.down:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        text = self.text()
        if _upright(text):
            line = self.fontMetrics().height()
            for i, ch in enumerate(text):
                painter.drawText(0, 2 + i * line, self.width(), line,
                                 Qt.AlignmentFlag.AlignHCenter, ch)
        else:
            painter.translate(self.width(), 0)
            painter.rotate(90)  # read with the head turned to the right, as book spines
            painter.drawText(0, 0, self.height(), self.width(), Qt.AlignmentFlag.AlignCenter,
                             text)
        painter.end()


class DockTitle(QFrame):
    """Title bar: the title, the fold button, the float button."""

    foldToggled = Signal(bool)  # folded (True) or open

    def __init__(self, dock: QDockWidget) -> None:
        super().__init__(dock)
        self.setObjectName("HintTitleBar")
        self.dock = dock
        self.folded = False
        self.title = _Title(self)
        self.fold = QToolButton(self)
        self.fold.setObjectName("HintFold")
        self.float_button = QToolButton(self)
        self.float_button.setObjectName("HintFloat")
        for button in (self.fold, self.float_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the table
        self.fold.clicked.connect(lambda: self.foldToggled.emit(not self.folded))
        self.float_button.clicked.connect(lambda: dock.setFloating(not dock.isFloating()))
        self._layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._layout.setContentsMargins(8, 4, 6, 4)
        self._layout.setSpacing(6)
        self._layout.addWidget(self.title, 1)
        self._layout.addWidget(self.float_button)
        self._layout.addWidget(self.fold)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setStyleSheet(TITLE_STYLE)
        self.retranslate()

    def set_folded(self, folded: bool) -> None:
        self.folded = folded
        layout = self._layout
        layout.setDirection(QBoxLayout.Direction.TopToBottom if folded
                            else QBoxLayout.Direction.LeftToRight)
        # folded: the button on top, the title down the strip under it
        layout.removeWidget(self.fold)
        layout.insertWidget(0 if folded else 2, self.fold)
        self.float_button.setVisible(not folded)
        self.title.set_down(folded)
        self.setSizePolicy(QSizePolicy.Policy.Preferred,
                           QSizePolicy.Policy.Preferred if folded else QSizePolicy.Policy.Fixed)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.dock.windowTitle())
        # on the right edge of the window: an arrow to the right folds the panel away
        self.fold.setArrowType(Qt.ArrowType.LeftArrow if self.folded else Qt.ArrowType.RightArrow)
        self.fold.setToolTip(
            #: the button on the hint panel's title bar that opens the folded panel
            self.tr("Open the hint panel") if self.folded
            #: the button on the hint panel's title bar that folds it to a narrow strip
            else self.tr("Fold the hint panel away (it keeps its facts)"))
        icon = QStyle.StandardPixmap.SP_TitleBarNormalButton
        self.float_button.setIcon(self.style().standardIcon(icon))
        #: the button on the hint panel's title bar that makes it a window of its own
        self.float_button.setToolTip(self.tr("Float the hint panel in a window of its own, "
                                             "or dock it"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HintDock(QDockWidget):
    """The panel in a dock at the side of the table (hidden when hints are off)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HintDock")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.panel = HintPanel(self)
        self.pane = QScrollArea(self)
        self.pane.setObjectName("HintScroll")
        self.pane.setWidget(self.panel)
        self.pane.setWidgetResizable(True)
        self.pane.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pane.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(self.pane)
        self.folded = False
        self.retranslate()
        self.title_bar = DockTitle(self)
        self.title_bar.foldToggled.connect(self.set_folded)
        self.setTitleBarWidget(self.title_bar)
        self.setStyleSheet(STYLE)
        self._refit()
        if parent is not None:
            parent.installEventFilter(self)  # its width follows the window's
        self.topLevelChanged.connect(self._floated)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        resized = event.type() == QEvent.Type.Resize and watched is self.parentWidget()
        if resized:
            self._refit()
        return False

    def set_folded(self, folded: bool) -> None:
        """Fold the panel to a strip with its title down the side, or open it again."""
        if folded == self.folded:
            return
        self.folded = folded
        self.pane.setVisible(not folded)
        self.title_bar.set_folded(folded)
        self._refit()

    def _floated(self, floating: bool) -> None:
        if floating and self.folded:
            self.set_folded(False)  # a window of its own is opened to be read
        self._refit()

    def _refit(self) -> None:
        if self.isFloating():
            self.setMinimumWidth(self.least_width())  # the player's to size
            self.setMaximumWidth(ANY_WIDTH)
        elif self.folded:
            self.setFixedWidth(self.title_bar.sizeHint().width())
        else:
            window = self.parentWidget()
            self._fit_width(window.width() if window is not None else 0)

    def _fit_width(self, window_width: int) -> None:
        """A share of the window's width, and at least what the text needs: on a big
        screen the text grows (``set_text_scale``), and its widest line, the table of
        waits, with it.  Not a width that follows the text beyond that: a wider dock
        narrows the table, which may then take smaller cards and text, and the dock
        would narrow again."""
        need = self.least_width()
        width = max(need, min(round(window_width * WINDOW_SHARE), PANEL_WIDTH_MOST))
        self.setMinimumWidth(width)
        self.setMaximumWidth(width + 80)

    def least_width(self) -> int:
        """What the panel's text needs across in the language in use, at the table's
        smallest text (the share of a big window's width is wider than this): the
        table of waits' headings (its cells wrap, its headings do not) and the Hint
        and Undo buttons side by side.  Measured at the smallest text whatever the
        text in use, so that the dock's width never follows the table's text scale,
        which itself follows the room the dock leaves."""
        panel = self.panel
        font = QFont(QApplication.font())
        font.setPointSizeF(POINTS)
        sample = QLabel()  # the facts' label with the widest table it shows
        sample.setFont(font)
        sample.setWordWrap(True)
        sample.setTextFormat(Qt.TextFormat.RichText)
        sample.setText(panel.waits_table((WIDE_WAIT,)))
        table = sample.minimumSizeHint().width()
        font.setBold(True)
        metrics = QFontMetrics(font)
        buttons = sum(metrics.horizontalAdvance(b.text()) + BUTTON_PAD
                      for b in (panel.hint_button, panel.undo_button)) + 8
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return max(table, buttons) + ROOM + scroll_bar

    def set_text_scale(self, scale: float) -> None:
        """The panel's text grows with the table's (``style.table_style``)."""
        sizes = (f"QDockWidget#HintDock, #HintPanel QLabel, #HintPanel QPushButton, "
                 f"#HintTitleBar QLabel, #HintTitleBar QToolButton "
                 f"{{ font-size: {POINTS * scale:g}pt; }}\n"
                 f"#HintPanel QPushButton {{ min-height: {round(26 * scale)}px; }}")
        self.setStyleSheet(STYLE + sizes if scale != 1.0 else STYLE)
        self._refit()

    def retranslate(self) -> None:
        #: title of the practice panel. Chinese: 规则提示
        self.setWindowTitle(self.tr("Rule hints"))
        title = getattr(self, "title_bar", None)
        if title is not None:
            title.retranslate()
            self._refit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
