"""A small line chart of points over rounds, drawn with QPainter.

QtCharts is not part of the Qt packages the game installs, and one line with
two axes does not need it.  ``PointsChart.set_points`` takes ``(round number,
running total)`` pairs — ``PresetStats.cumulative()`` — and draws them with
the zero line, the first and last round under the x axis with "Rounds"
between them, and the lowest and highest total beside the y axis.  Dots mark
the rounds when there are few enough to tell apart; a single round is one dot
in the middle, its number under it.

The ranges of both axes are worked out once, when the points are set: a chart
holds up to ``stats.SERIES_LIMIT`` (5,000) points, and scanning them all for
every point painted made one repaint take over a second.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from dager_desktop.ui.text import formats

Point = tuple[int, float]

_LINE = QColor(24, 110, 72)
_ZERO = QColor(190, 60, 50)
_GRID = QColor(0, 0, 0, 40)
_TEXT = QColor(50, 50, 50)
_MAX_DOTS = 60  # more rounds than this and the dots would merge into the line
_INSET = 6  # px between the frame and the data: a dot on the highest total stays whole


@dataclass(frozen=True)
class Ranges:
    """The rounds (x) and totals (y) a chart spans; the y range always holds zero."""

    first: int
    last: int
    low: float
    high: float


def ranges(points: Sequence[Point]) -> Ranges:
    """The axes' ranges of ``points`` (at least one): one pass over them."""
    values = [v for _, v in points]
    low, high = min(0.0, *values), max(0.0, *values)
    if low == high:  # every total zero: give the line a band to sit in
        high = low + 1
    return Ranges(points[0][0], points[-1][0], low, high)


@dataclass(frozen=True)
class Scale:
    """Rounds and totals to widget coordinates: ``x = x0 + n * dx``, ``y = y0 + v * dy``.

    Built once per paint, so that placing a point is two multiplications.
    """

    x0: float
    dx: float
    y0: float
    dy: float

    @classmethod
    def of(cls, span: Ranges, plot: QRectF) -> Scale:
        data = plot.adjusted(_INSET, _INSET, -_INSET, -_INSET)
        dy = -data.height() / (span.high - span.low)
        y0 = data.bottom() - span.low * dy
        if span.last == span.first:  # one round: in the middle
            return cls(data.center().x(), 0.0, y0, dy)
        dx = data.width() / (span.last - span.first)
        return cls(data.left() - span.first * dx, dx, y0, dy)

    def x(self, round_no: int) -> float:
        return self.x0 + round_no * self.dx

    def y(self, total: float) -> float:
        return self.y0 + total * self.dy

    def at(self, point: Point) -> QPointF:
        """A (round, total) pair in widget coordinates."""
        return QPointF(self.x(point[0]), self.y(point[1]))


class PointsChart(QWidget):
    """The running total of the player's points, round by round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PointsChart")
        self.points: list[Point] = []
        self.ranges: Ranges | None = None  # None while there are no points
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 180)

    def set_points(self, points: Sequence[Point]) -> None:
        """Show ``points`` (round, running total), oldest first; none: the empty text."""
        self.points = list(points)
        self.ranges = ranges(self.points) if self.points else None
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def plot_rect(self) -> QRectF:
        """Where the line goes: room is left for the labels of both axes."""
        metrics = self.fontMetrics()
        span = self.ranges or Ranges(0, 0, 0.0, 1.0)
        left = max(metrics.horizontalAdvance(formats.points(v))
                   for v in (span.low, span.high)) + 12
        bottom = metrics.height() + 8
        return QRectF(left, 10, max(1, self.width() - left - 16),
                      max(1, self.height() - bottom - 14))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(255, 255, 255))
        if self.ranges is None:
            painter.setPen(_TEXT)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            painter.end()
            return
        plot = self.plot_rect()
        scale = Scale.of(self.ranges, plot)
        self._axes(painter, plot, self.ranges, scale)
        self._line(painter, scale)
        painter.end()

    # -- drawing -------------------------------------------------------------------------

    def _axes(self, painter: QPainter, plot: QRectF, span: Ranges, scale: Scale) -> None:
        painter.setPen(QPen(_GRID, 1))
        painter.drawRect(plot)
        zero = scale.y(0.0)
        painter.setPen(QPen(_ZERO, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        painter.setPen(_TEXT)
        self._y_labels(painter, plot, span, scale)
        self._x_labels(painter, plot, span, scale)

    def _y_labels(self, painter: QPainter, plot: QRectF, span: Ranges, scale: Scale) -> None:
        """The highest and lowest total, and zero unless it would overlap one of them
        (a total that never fell far below zero): the dashed line says zero anyway."""
        metrics = self.fontMetrics()
        placed: list[float] = []
        for value in (span.high, span.low, 0.0):
            y = scale.y(value)
            if any(abs(y - other) < metrics.height() for other in placed):
                continue
            placed.append(y)
            label = formats.points(value)
            width = metrics.horizontalAdvance(label)
            painter.drawText(QPointF(plot.left() - width - 6, y + metrics.ascent() / 2 - 1),
                             label)

    def _x_labels(self, painter: QPainter, plot: QRectF, span: Ranges, scale: Scale) -> None:
        """The first and last round under the ends and, between them, what the axis
        counts (the y axis is named above the chart); a single round under its dot."""
        metrics = self.fontMetrics()
        base = plot.bottom() + metrics.ascent() + 4
        #: under the x axis of the points chart: it counts rounds. Chinese: 局数
        axis = self.tr("Rounds")
        first, last = str(span.first), str(span.last)
        if span.first == span.last:  # "1 … 1" would name it twice, far from its dot
            x = scale.x(span.first) - metrics.horizontalAdvance(first) / 2
            painter.drawText(QPointF(x, base), first)
            return
        painter.drawText(QPointF(plot.left(), base), first)
        painter.drawText(QPointF(plot.right() - metrics.horizontalAdvance(last), base), last)
        painter.drawText(QPointF(plot.center().x() - metrics.horizontalAdvance(axis) / 2, base),
                         axis)

    def _line(self, painter: QPainter, scale: Scale) -> None:
        points = [scale.at(p) for p in self.points]
        painter.setPen(QPen(_LINE, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(QPolygonF(points))
        if len(points) <= _MAX_DOTS:
            painter.setBrush(_LINE)
            for point in points:
                painter.drawEllipse(point, 3, 3)
