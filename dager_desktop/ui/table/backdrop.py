"""A seat panel's shaded body and its turn ring, painted once per size.

Filled and stroked as an antialiased path at every paint, the panel's rounded
body cost the most of any painting at the table: each card flying over a panel,
each dot of "thinking" and each step of the ring's fade repaints the part of the
panel below it, and the path was rasterised anew each time (at 1920×1050 about a
seventh of all the time a round spends, most of it on the GUI thread).  Kept as
two pixmaps, a repaint is a copy of the part in question, and the fade is the
ring's pixmap drawn at the glow's opacity.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QWidget

BODY = QColor(0, 0, 0, 46)  # a shade over the cloth
RING = QColor(255, 206, 84, 230)  # the turn highlight at its full glow
RING_PEN = 3
INSET, RADIUS = 2, 10  # the path runs 2 px in from the edge, corners of radius 10


class Backdrop:
    """Paints a widget's rounded body and, at ``glow`` (0–1), its ring."""

    def __init__(self) -> None:
        self._key: tuple[QSize, float] | None = None
        self._body = QPixmap()
        self._ring = QPixmap()

    def paint(self, widget: QWidget, glow: float) -> None:
        key = (widget.size(), widget.devicePixelRatioF())
        if key != self._key:
            self._key = key
            self._body = _picture(*key, fill=BODY)
            self._ring = _picture(*key, pen=QPen(RING, RING_PEN))
        painter = QPainter(widget)
        painter.drawPixmap(0, 0, self._body)
        if glow > 0.01:
            painter.setOpacity(min(glow, 1.0))
            painter.drawPixmap(0, 0, self._ring)
        painter.end()


def _picture(size: QSize, ratio: float, fill: QColor | None = None,
             pen: QPen | None = None) -> QPixmap:
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    if size.isEmpty():
        return pixmap
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, size.width(), size.height())
                        .adjusted(INSET, INSET, -INSET, -INSET), RADIUS, RADIUS)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if fill is not None:
        painter.fillPath(path, fill)
    if pen is not None:
        painter.strokePath(path, pen)
    painter.end()
    return pixmap
