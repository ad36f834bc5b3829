"""A small line chart of a value over rounds, on QtCharts (``QChartView``, ``QLineSeries``).

``PointsChart.set_points`` takes ``(round number, value)`` pairs — the running
total of ``PresetStats.cumulative()``, or a review's measure round by round —
and shows them as a line, with the zero line dashed, the first and last round
under the x axis with "Rounds" as its title, and the lowest and highest value
(and zero, when it does not crowd them) beside the y axis, worded by the
chart's ``value_text`` (points with their sign by default); the y axis spans
zero and any other value the chart is told to ``hold`` (a percent's 100).  Dots mark the
rounds when there are few enough to tell apart; a single round is one dot in
the middle, its number under it.  Before any point, ``empty_text`` stands in
the chart's place.

The axes' ranges are worked out once, when the points are set: a chart holds
up to ``stats.SERIES_LIMIT`` (5,000) points, and an earlier chart that scanned
them all for every point painted took over a second a repaint; the axes are set
before the points go in, as each change of an axis lays the points out again.
QtCharts (PySide6-Addons, a run-time dependency) repaints such a chart in 4 ms
(median of five runs; 3.8 to 6.4 ms), against 22 ms (13 to 37 ms) for the
QPainter chart it replaced, and new points with their first repaint take 16 ms
against 21 ms (``benchmarks/bench_ui.py``'s "statistics chart" figure, both
charts in one sitting under ``nice -n 19`` on the shared 2-core machine).

Its text is dark grey on white (12.6 : 1, beyond WCAG AA's 4.5 : 1), in the
widget's own font, which the style sets to the bundled one for every script.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCharts import QCategoryAxis, QChart, QChartView, QLineSeries, QScatterSeries
from PySide6.QtCore import QCoreApplication, QEvent, QMargins, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QSizePolicy, QWidget

from dager_desktop.ui.text import formats

Point = tuple[int, float]

_LINE = QColor(24, 110, 72)
_ZERO = QColor(190, 60, 50)
_GRID = QColor(0, 0, 0, 40)
_TEXT = QColor(50, 50, 50)
BACKGROUND = QColor(255, 255, 255)
_MAX_DOTS = 60  # more rounds than this and the dots would merge into the line
_DOT = 7.0  # px across a dot
# Room beyond the data, as a share of each axis's span: a dot on the highest total
# stays whole, inside the frame.
_PAD = 0.04
# Labels of the y axis closer than this share of its span would overlap: the later
# one (zero) is left out; the dashed line says zero anyway.
_CROWDED = 0.12
_ON_VALUE = QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue


@dataclass(frozen=True)
class Ranges:
    """The rounds (x) and values (y) a chart spans; the y range holds zero (``hold``)."""

    first: int
    last: int
    low: float
    high: float


def ranges(points: Sequence[Point], hold: Sequence[float] = (0.0,)) -> Ranges:
    """The axes' ranges of ``points`` (at least one): one pass over them.  The y range
    holds the values of ``hold`` too (zero; a percent's 0 and 100)."""
    values = [v for _, v in points]
    low, high = min([*hold, *values]), max([*hold, *values])
    if low == high:  # every value zero: give the line a band to sit in
        high = low + 1
    return Ranges(points[0][0], points[-1][0], low, high)


def _x_range(span: Ranges) -> tuple[float, float]:
    """The x axis's ends: a little room beyond the rounds; one round in the middle."""
    if span.first == span.last:
        return span.first - 1, span.last + 1
    room = _PAD * (span.last - span.first)
    return span.first - room, span.last + room


class PointsChart(QChartView):
    """A value round by round (by default the running total of the player's points)."""

    def __init__(self, parent: QWidget | None = None,
                 value_text: Callable[[float], str] = formats.points,
                 hold: Sequence[float] = (0.0,)) -> None:
        super().__init__(parent)
        self.setObjectName("PointsChart")
        self.value_text = value_text
        self.hold = tuple(hold)  # values the y axis always spans
        self.points: list[Point] = []
        self.ranges: Ranges | None = None  # None while there are no points
        self.empty_text = ""
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 180)
        self.setBackgroundBrush(BACKGROUND)
        self.setChart(self._chart())
        self.retranslate()
        self._show_axes()

    def _chart(self) -> QChart:
        chart = QChart()
        chart.legend().hide()
        chart.setBackgroundRoundness(0)
        chart.setBackgroundBrush(BACKGROUND)
        chart.setMargins(QMargins(4, 4, 8, 2))
        self.zero = QLineSeries(chart)
        self.zero.setPen(QPen(_ZERO, 1, Qt.PenStyle.DashLine))
        self.line = QLineSeries(chart)
        self.line.setPen(QPen(_LINE, 2))
        self.dots = QScatterSeries(chart)
        self.dots.setMarkerSize(_DOT)
        self.dots.setColor(_LINE)
        self.dots.setBorderColor(_LINE)
        self.x_axis, self.y_axis = QCategoryAxis(chart), QCategoryAxis(chart)
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        for axis in (self.x_axis, self.y_axis):
            axis.setLabelsPosition(_ON_VALUE)
            axis.setLabelsBrush(QBrush(_TEXT))
            axis.setTitleBrush(QBrush(_TEXT))
            axis.setGridLineColor(_GRID)
            axis.setLinePen(QPen(_GRID, 1))
        for series in (self.zero, self.line, self.dots):
            chart.addSeries(series)
            series.attachAxis(self.x_axis)
            series.attachAxis(self.y_axis)
        self._apply_font()
        return chart

    def _apply_font(self) -> None:
        """The widget's font (the style's, with every script's characters) on the axes."""
        for axis in (self.x_axis, self.y_axis):
            axis.setLabelsFont(self.font())
            axis.setTitleFont(self.font())

    def set_points(self, points: Sequence[Point]) -> None:
        """Show ``points`` (round, value), oldest first; none: the empty text."""
        self.points = list(points)
        self.ranges = ranges(self.points, self.hold) if self.points else None
        # The axes first, the series empty: every change of an axis lays out the points
        # again, which for 5,000 points took 20 ms more than the points themselves.
        self.line.clear()
        self.dots.clear()
        self._show_axes()
        line = [QPointF(n, v) for n, v in self.points]
        self.line.replace(line)
        if len(line) <= _MAX_DOTS:
            self.dots.replace(line)

    def _show_axes(self) -> None:
        span = self.ranges
        self.chart().setVisible(span is not None)  # none: the empty text stands alone
        for axis in (self.x_axis, self.y_axis):
            for label in axis.categoriesLabels():
                axis.remove(label)
        if span is None:
            self.viewport().update()
            return
        first, last = _x_range(span)
        pad = _PAD * (span.high - span.low)
        self.x_axis.setRange(first, last)
        self.x_axis.setStartValue(first)
        self.y_axis.setRange(span.low - pad, span.high + pad)
        self.y_axis.setStartValue(span.low - pad)
        self.zero.replace([QPointF(first, 0.0), QPointF(last, 0.0)])
        for n in dict.fromkeys((span.first, span.last)):  # one round: named once
            self.x_axis.append(str(n), n)
        labels = self._y_labels(span)
        for label, value in sorted(labels.items(), key=lambda item: item[1]):
            self.y_axis.append(label, value)  # (a category axis takes them in order)
        # Laid out now, not at the next turn of the event loop: a picture taken at
        # once (``grab``) would show the labels of the last points, or none.
        QCoreApplication.sendPostedEvents(self.chart(), QEvent.Type.LayoutRequest)

    def _y_labels(self, span: Ranges) -> dict[str, float]:
        """The highest and lowest value, and zero unless it would crowd one of them."""
        labels: dict[str, float] = {}
        for value in (span.high, span.low, 0.0):
            label = self.value_text(value)
            crowded = any(abs(value - v) < _CROWDED * (span.high - span.low)
                          for v in labels.values())
            if not crowded and label not in labels:
                labels[label] = value
        return labels

    def position_of(self, point: Point) -> QPointF:
        """Where ``point`` is drawn, in the widget's coordinates (the tests look there)."""
        scene = self.chart().mapToPosition(QPointF(*point), self.line)
        return QPointF(self.mapFromScene(scene))

    def plot_rect(self) -> QRectF:
        """Where the data is drawn (inside the axes), in the widget's coordinates."""
        return QRectF(self.mapFromScene(self.chart().plotArea()).boundingRect())

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def retranslate(self) -> None:
        #: under the x axis of the points chart: it counts rounds. Chinese: 局数
        self.x_axis.setTitleText(self.tr("Rounds"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._show_axes()  # the values' words may change with the language
        elif event.type() == QEvent.Type.FontChange:
            self._apply_font()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.ranges is None and self.empty_text:
            painter = QPainter(self.viewport())
            painter.setPen(_TEXT)
            painter.setFont(self.font())
            painter.drawText(self.viewport().rect(), Qt.AlignmentFlag.AlignCenter,
                             self.empty_text)
            painter.end()
