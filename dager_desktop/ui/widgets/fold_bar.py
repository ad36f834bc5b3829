"""A title bar that folds what is under it away and back (``FoldBar``).

The move log's bar: its title with a disclosure arrow, drawn in the table's
colours; upright, a strip at the window's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPalette
from PySide6.QtWidgets import QAbstractButton, QWidget

_BAR, _INK = QColor("#0c3b29"), QColor("#ffe08a")


class FoldBar(QAbstractButton):
    """The log's title with a disclosure arrow (▾ open, ▸ folded): a click folds or
    unfolds the log.  ``upright``, it stands as a strip at the window's edge, its
    title written downwards and its arrow pointing at the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MoveLogBar")
        self.setCheckable(True)  # checked: folded
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.upright = False
        self._measured: tuple[tuple[str, str], tuple[int, int]] | None = None
        # the ink it paints with is its palette's, so what reads it (tests, themes) agrees
        palette = self.palette()
        for role in (QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
            palette.setColor(role, _INK)
        self.setPalette(palette)

    def folded(self) -> bool:
        return self.isChecked()

    def set_upright(self, upright: bool) -> None:
        if upright != self.upright:
            self.upright = upright
            self.updateGeometry()
            self.update()

    def _length(self) -> int:
        return self._measures()[0]

    def thickness(self) -> int:
        return self._measures()[1]

    def _measures(self) -> tuple[int, int]:
        """Its length and thickness lying down, measured once per title and font: the
        dock's layout asks for its size dozens of times at every deal."""
        key = (self.text(), self.font().key())
        if self._measured is None or self._measured[0] != key:
            metrics = QFontMetrics(self._bold())
            sizes = (metrics.horizontalAdvance(self.text()) + metrics.height() + 24,
                     metrics.height() + 12)
            self._measured = (key, sizes)
        return self._measured[1]

    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def sizeHint(self) -> QSize:
        if self.upright:
            return QSize(self.thickness(), self._length())
        return QSize(self._length(), self.thickness())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), _BAR)
        painter.setFont(self._bold())
        thick = self.thickness()
        length = self.width()
        if self.upright:  # the frame turned a quarter: x runs down the strip
            painter.translate(self.width(), 0)
            painter.rotate(90)
            length = self.height()
        self._paint_arrow(painter, QRect(0, 0, thick, thick))
        painter.setPen(self.palette().color(self.foregroundRole()))
        text = QRect(thick - 4, 0, length - thick, thick)
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.text())
        if self.hasFocus():
            painter.drawRect(QRect(1, 1, length - 3, thick - 3))
        painter.end()

    def _paint_arrow(self, painter: QPainter, box: QRect) -> None:
        """▾ open, ▸ folded; upright, the arrow points across the strip, at the table
        (in the turned frame, +y is the screen's left)."""
        c, r = QPointF(box.center()), box.height() / 5
        path = QPainterPath()
        if self.folded() and not self.upright:  # ▸
            path.moveTo(c.x() - r * 0.6, c.y() - r)
            path.lineTo(c.x() - r * 0.6, c.y() + r)
            path.lineTo(c.x() + r * 0.9, c.y())
        else:  # ▾ (upright: ◂ on the screen)
            path.moveTo(c.x() - r, c.y() - r * 0.6)
            path.lineTo(c.x() + r, c.y() - r * 0.6)
            path.lineTo(c.x(), c.y() + r * 0.9)
        path.closeSubpath()
        painter.fillPath(path, _INK)
