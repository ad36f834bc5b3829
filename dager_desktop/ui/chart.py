"""A small line chart of points over rounds, drawn with QPainter.

QtCharts is not part of the Qt packages the game installs, and one line with
two axes does not need it.  ``PointsChart.set_points`` takes ``(round number,
running total)`` pairs — ``PresetStats.cumulative()`` — and draws them with
the zero line, the first and last round under the x axis and the lowest and
highest total beside the y axis.  Dots mark the rounds when there are few
enough to tell apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dager_desktop.ui import store_text

Point = tuple[int, float]

_LINE = QColor(24, 110, 72)
_ZERO = QColor(190, 60, 50)
_GRID = QColor(0, 0, 0, 40)
_TEXT = QColor(50, 50, 50)
_MAX_DOTS = 60  # more rounds than this and the dots would merge into the line


class PointsChart(QWidget):
    """The running total of the player's points, round by round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PointsChart")
        self.points: list[Point] = []
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 180)

    def set_points(self, points: Sequence[Point]) -> None:
        self.points = list(points)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def plot_rect(self) -> QRectF:
        """Where the line goes: room is left for the labels of both axes."""
        metrics = self.fontMetrics()
        left = max(metrics.horizontalAdvance(store_text.points(v)) for v in self._y_range()) + 12
        bottom = metrics.height() + 8
        return QRectF(left, 10, max(1, self.width() - left - 16),
                      max(1, self.height() - bottom - 14))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(255, 255, 255))
        if not self.points:
            painter.setPen(_TEXT)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            painter.end()
            return
        plot = self.plot_rect()
        self._axes(painter, plot)
        self._line(painter, plot)
        painter.end()

    # -- geometry ----------------------------------------------------------------------

    def _y_range(self) -> tuple[float, float]:
        values = [v for _, v in self.points] or [0.0]
        low, high = min(0.0, *values), max(0.0, *values)
        if low == high:
            high = low + 1
        return low, high

    def _x_range(self) -> tuple[int, int]:
        first, last = self.points[0][0], self.points[-1][0]
        return first, max(last, first + 1)

    def map(self, point: Point, plot: QRectF) -> QPointF:
        """A (round, total) pair in widget coordinates."""
        (x0, x1), (y0, y1) = self._x_range(), self._y_range()
        x = plot.left() + (point[0] - x0) / (x1 - x0) * plot.width()
        y = plot.bottom() - (point[1] - y0) / (y1 - y0) * plot.height()
        return QPointF(x, y)

    # -- drawing -------------------------------------------------------------------------

    def _axes(self, painter: QPainter, plot: QRectF) -> None:
        painter.setPen(QPen(_GRID, 1))
        painter.drawRect(plot)
        x0 = self._x_range()[0]
        zero = self.map((x0, 0.0), plot).y()
        painter.setPen(QPen(_ZERO, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        painter.setPen(_TEXT)
        metrics = self.fontMetrics()
        low, high = self._y_range()
        for value in {low, high, 0.0}:
            y = self.map((x0, value), plot).y()
            label = store_text.points(value)
            width = metrics.horizontalAdvance(label)
            painter.drawText(QPointF(plot.left() - width - 6, y + metrics.ascent() / 2 - 1),
                             label)
        base = plot.bottom() + metrics.ascent() + 4
        painter.drawText(QPointF(plot.left(), base), str(self.points[0][0]))
        last = str(self.points[-1][0])
        painter.drawText(QPointF(plot.right() - metrics.horizontalAdvance(last), base), last)

    def _line(self, painter: QPainter, plot: QRectF) -> None:
        mapped = [self.map(p, plot) for p in self.points]
        path = QPainterPath(mapped[0])
        for point in mapped[1:]:
            path.lineTo(point)
        painter.setPen(QPen(_LINE, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if len(mapped) <= _MAX_DOTS:
            painter.setBrush(_LINE)
            for point in mapped:
                painter.drawEllipse(point, 3, 3)
