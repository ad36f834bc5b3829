"""Animation verbs over the table (kpat style): each returns at once and reports when done.

``AnimationLayer`` is a transparent widget over the whole table.  Its verbs —
``fly`` (a card from one place to another), ``call_out`` (a claim called at a
seat: 碰!, 胡!) and ``pause`` (hold a moment so a step can be followed) — each
start a ``QVariantAnimation`` and return it; ``idle`` is emitted when nothing
is moving any more.  The round flow waits on that signal, never on sleeps.
Durations come from the chosen speed; at ``instant`` the flow calls no verb.

Each frame repaints only where something moved: the layer is transparent, so a
repaint of all of it repaints the whole table beneath, and at 1920 × 1050 that
held the GUI thread 50–120 ms a few times a round.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from dager_desktop.engine import Card
from dager_desktop.ui.cards.pixmaps import CardPixmaps

#: speed -> (card movement ms, hold after a step ms)
SPEEDS: dict[str, tuple[int, int]] = {
    "slow": (650, 900),
    "normal": (360, 480),
    "fast": (160, 200),
    "instant": (0, 0),
}


def durations(speed: str) -> tuple[int, int]:
    return SPEEDS.get(speed, SPEEDS["normal"])


@dataclass
class _Flight:
    card: Card | None
    src: QRect
    dst: QRect
    anim: QVariantAnimation
    shown: QRect = field(default_factory=QRect)  #: where it was drawn last

    def rect(self) -> QRect:
        """Where the card is now."""
        return _lerp(self.src, self.dst, float(self.anim.currentValue() or 0.0))


@dataclass
class _Call:
    text: str
    anchor: QRect
    anim: QVariantAnimation


class AnimationLayer(QWidget):
    """Draws what is in motion above the table; mouse events pass through it."""

    idle = Signal()

    def __init__(self, pixmaps: CardPixmaps, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._pixmaps = pixmaps
        self._flights: list[_Flight] = []
        self._calls: list[_Call] = []
        self._pauses: list[QVariantAnimation] = []

    # -- verbs ------------------------------------------------------------------------

    def fly(self, card: Card | None, src: QRect, dst: QRect, ms: int) -> QVariantAnimation:
        """Move a card (``None``: face down) from ``src`` to ``dst`` (layer coordinates)."""
        anim = self._animation(ms, QEasingCurve.Type.OutCubic)
        flight = _Flight(card, QRect(src), QRect(dst), anim)
        self._flights.append(flight)
        anim.valueChanged.connect(lambda _value: self._moved(flight))
        anim.finished.connect(lambda: self._drop(self._flights, flight))
        anim.start()
        self.raise_()
        return anim

    def call_out(self, text: str, anchor: QRect, ms: int) -> QVariantAnimation:
        """A claim called at a seat, shown large over ``anchor`` and fading out."""
        anim = self._animation(ms, QEasingCurve.Type.Linear)
        call = _Call(text, QRect(anchor), anim)
        self._calls.append(call)
        anim.valueChanged.connect(lambda _value: self.update(self._call_area(call)))
        anim.finished.connect(lambda: self._drop(self._calls, call))
        anim.start()
        self.raise_()
        return anim

    def pause(self, ms: int) -> QVariantAnimation:
        """Hold still for ``ms`` so the last step can be read."""
        anim = self._animation(ms, QEasingCurve.Type.Linear)
        self._pauses.append(anim)
        anim.finished.connect(lambda: self._drop(self._pauses, anim))
        anim.start()
        return anim

    def busy(self) -> bool:
        return bool(self._flights or self._calls or self._pauses)

    def stop_all(self) -> None:
        """Finish everything at once (skip, new match); ``idle`` follows."""
        # A stopped animation does not emit ``finished``, so ``_drop`` never deletes it.
        for anim in [f.anim for f in self._flights] + [c.anim for c in self._calls] + list(
                self._pauses):
            anim.stop()
            anim.deleteLater()
        had = self.busy()
        self._flights.clear()
        self._calls.clear()
        self._pauses.clear()
        self.update()
        if had:
            self.idle.emit()

    def land(self) -> None:
        """Bring every card in flight, and every call-out, to its end now: their places
        were worked out for the table as it was, and after a resize (or full screen)
        a card would fly on to where its slot no longer is, at its old size.  Each ends
        as if its time were up, so the events after it follow as usual."""
        for anim in [f.anim for f in self._flights] + [c.anim for c in self._calls]:
            anim.setCurrentTime(anim.duration())

    # -- internals ----------------------------------------------------------------------

    def _animation(self, ms: int, curve: QEasingCurve.Type) -> QVariantAnimation:
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, ms))
        anim.setEasingCurve(curve)
        return anim

    def _moved(self, flight: _Flight) -> None:
        """Repaint where the card was and where it is (a pixel more: it is smoothed)."""
        now = flight.rect()
        self.update(flight.shown.united(now).adjusted(-1, -1, 1, 1))
        flight.shown = now

    def _drop(self, items: list, item: object) -> None:
        if item in items:
            items.remove(item)
        if isinstance(item, _Flight):
            self.update(item.shown.adjusted(-1, -1, 1, 1))
        elif isinstance(item, _Call):
            self.update(self._call_area(item))
        sender = item.anim if hasattr(item, "anim") else item
        if isinstance(sender, QAbstractAnimation):
            sender.deleteLater()
        if not self.busy():
            self.idle.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not (self._flights or self._calls):
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for flight in self._flights:
            self._paint_flight(painter, flight)
        for call in self._calls:
            self._paint_call(painter, call)
        painter.end()

    def _paint_flight(self, painter: QPainter, flight: _Flight) -> None:
        rect = flight.rect()
        size = flight.dst.size()
        pixmap = self._pixmaps.pixmap(
            flight.card, size.width(), size.height(), "normal", self.devicePixelRatioF()
        )
        painter.drawPixmap(rect, pixmap)

    def _call_font(self, call: _Call) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(22, min(44, call.anchor.height() // 3)))
        font.setBold(True)
        return font

    def _call_box(self, call: _Call) -> QRectF:
        """The call-out's box, centred on its seat."""
        metrics = QFontMetrics(self._call_font(call))
        box = QRectF(0, 0, metrics.horizontalAdvance(call.text) + 36, metrics.height() + 18)
        box.moveCenter(QRectF(call.anchor).center())
        return box

    def _call_area(self, call: _Call) -> QRect:
        """What a call-out covers, its 2 px border included."""
        return self._call_box(call).toAlignedRect().adjusted(-2, -2, 2, 2)

    def _paint_call(self, painter: QPainter, call: _Call) -> None:
        t = float(call.anim.currentValue() or 0.0)
        fade = 1.0 if t < 0.6 else max(0.0, 1.0 - (t - 0.6) / 0.4)
        painter.setOpacity(fade)
        painter.setFont(self._call_font(call))
        box = self._call_box(call)
        path = QPainterPath()
        path.addRoundedRect(box, 12, 12)
        painter.fillPath(path, QColor(150, 20, 24, 235))
        painter.setPen(QPen(QColor(255, 214, 120), 2))
        painter.drawPath(path)
        painter.setPen(QColor(255, 248, 230))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, call.text)
        painter.setOpacity(1.0)


def _lerp(a: QRect, b: QRect, t: float) -> QRect:
    def mix(x: int, y: int) -> int:
        return round(x + (y - x) * t)

    top_left = QPoint(mix(a.x(), b.x()), mix(a.y(), b.y()))
    return QRect(top_left, QSize(mix(a.width(), b.width()), mix(a.height(), b.height())))

