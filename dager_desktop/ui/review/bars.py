"""The options of one decision as bars: expected points, with their 95% intervals.

One row per option, best first: its move on the left, then a bar from zero to
its expected points (green above zero, red below) with the interval drawn as a
whisker across it.  The option chosen is written in bold and marked •; the
axis spans every interval and zero.  Drawn with QPainter: QtCharts has bars and
box plots but no interval whisker across a bar, and a row's move written in the
card script beside its bar would be a category axis's label without its bold
for the option chosen.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dager_desktop.ai.review import DecisionReview, OptionValue
from dager_desktop.engine import Action
from dager_desktop.ui.text.review_text import move_text

_GAIN = QColor(24, 110, 72)
_LOSS = QColor(190, 60, 50)
_WHISKER = QColor(40, 40, 40)
_ZERO = QColor(0, 0, 0, 90)
_ROW = 26  # px a row
_LABEL = 190  # px of the moves' column
_PAD = 8
_VALUE = 56  # px of the values' column, on the right

_Scale = Callable[[float], float]  # points to x


class OptionBars(QWidget):
    """The bars of one decision (``show_decision``); empty until one is given."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewBars")
        self.options: tuple[OptionValue, ...] = ()
        self.chosen: Action | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_decision(self, decision: DecisionReview | None) -> None:
        self.options = decision.options if decision is not None else ()
        self.chosen = decision.chosen if decision is not None else None
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(480, _PAD * 2 + _ROW * max(1, len(self.options)) + 16)

    def minimumSizeHint(self) -> QSize:
        return QSize(320, self.sizeHint().height())

    def span(self) -> tuple[float, float]:
        """The axis's range: every finite interval end, and zero."""
        ends = [0.0]
        for o in self.options:
            ends += [x for x in (o.points, *o.ci95) if math.isfinite(x)]
        low, high = min(ends), max(ends)
        if high - low < 1e-9:
            high = low + 1.0
        return low, high

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.options:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        low, high = self.span()
        left = _LABEL + _PAD
        width = max(10.0, self.width() - left - _PAD - _VALUE)

        def x_of(value: float) -> float:
            clipped = min(max(value, low), high)
            return left + (clipped - low) / (high - low) * width

        zero = x_of(0.0)
        for row, option in enumerate(self.options):
            self._paint_row(painter, row, option, x_of, zero)
        painter.setPen(QPen(_ZERO, 1))
        bottom = _PAD + _ROW * len(self.options)
        painter.drawLine(round(zero), _PAD, round(zero), bottom)
        painter.drawText(QRectF(left - 30, bottom, 60, 16), Qt.AlignmentFlag.AlignCenter,
                         f"{low:+.1f}")
        painter.drawText(QRectF(left + width - 30, bottom, 60, 16),
                         Qt.AlignmentFlag.AlignCenter, f"{high:+.1f}")
        painter.end()

    def _paint_row(self, painter: QPainter, row: int, option: OptionValue,
                   x_of: _Scale, zero: float) -> None:
        top = _PAD + row * _ROW
        middle = top + _ROW / 2
        font = QFont(self.font())
        chosen = option.action == self.chosen
        font.setBold(chosen)
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        label = ("• " if chosen else "  ") + move_text(option.action)
        painter.drawText(QRectF(0, top, _LABEL, _ROW),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, label)
        end = x_of(option.points)
        colour = _GAIN if option.points >= 0 else _LOSS
        painter.fillRect(QRectF(min(zero, end), top + 6, abs(end - zero), _ROW - 12), colour)
        lo, hi = option.ci95
        if math.isfinite(lo) and math.isfinite(hi):
            painter.setPen(QPen(_WHISKER, 1.5))
            a, b = x_of(lo), x_of(hi)
            painter.drawLine(round(a), round(middle), round(b), round(middle))
            for x in (a, b):
                painter.drawLine(round(x), round(middle - 5), round(x), round(middle + 5))
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(self.width() - _VALUE, top, _VALUE - 4, _ROW),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         f"{option.points:+.2f}")

