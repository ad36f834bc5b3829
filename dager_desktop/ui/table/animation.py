"""Animation verbs over the table (kpat style): each returns at once and reports when done.

``AnimationLayer`` is a transparent widget over the whole table.  Its verbs —
``fly`` (a card from one place to another), ``call_out`` (a claim called at a
seat: 碰!, 胡!), ``note`` (a short line at a seat: another seat took the
player's card) and ``pause`` (hold a moment so a step can be followed) — each
start a ``QVariantAnimation`` and return it; ``idle`` is emitted when nothing
is moving any more.  The round flow waits on that signal, never on sleeps.

How long each step lasts comes from the chosen speed (``durations``): at
``normal`` a call stays up a little over a second, fully opaque for its first
nine tenths of a second, and a discarded or turned card lies still in the
middle half a second after it lands; ``slow`` is longer, ``fast`` shorter, and
at ``instant`` the flow calls no verb at all.

Each frame repaints only where something moved: the layer is transparent, so a
repaint of all of it repaints the whole table beneath, and at 1920 × 1050 that
held the GUI thread 50–120 ms a few times a round.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

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


class Pacing(NamedTuple):
    """The durations of one speed, in ms."""

    move: int  #: a card's flight (and the turn highlight's fade)
    hold: int  #: a discarded or turned card held still in the middle once it lands
    call: int  #: a call at a seat (碰, 胡, 报 ...) and a note beside it


SPEEDS: dict[str, Pacing] = {
    "slow": Pacing(move=600, hold=900, call=1800),
    "normal": Pacing(move=340, hold=520, call=1150),
    "fast": Pacing(move=160, hold=220, call=560),
    "instant": Pacing(move=0, hold=0, call=0),
}

#: The share of a call's time it is drawn fully opaque; it fades out after that.
CALL_SOLID = 0.8


def durations(speed: str) -> Pacing:
    """The pacing of ``speed`` (``Session.speed``); an unknown speed paces as normal."""
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
    note: bool = False  #: a short line at a seat, smaller than a call
    avoid: QRect = field(default_factory=QRect)  #: a place the call must not cover
    painted: bool = False  #: asked to be drawn once already


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
        # a card flown with a stand-in (a language switch mid-flight, a new size) is
        # drawn again once its sprite comes
        pixmaps.changed.connect(self._sprites_came)

    # -- verbs ------------------------------------------------------------------------

    def fly(self, card: Card | None, src: QRect, dst: QRect, ms: int) -> QVariantAnimation:
        """Move a card (``None``: face down) from ``src`` to ``dst`` (layer coordinates)."""
        anim = self._animation(ms, QEasingCurve.Type.OutCubic)
        # Drawn at ``src`` until its first frame, a tick later (a repaint of anything
        # beneath paints it there): the first frame must wipe it from there.
        flight = _Flight(card, QRect(src), QRect(dst), anim, shown=QRect(src))
        self._flights.append(flight)
        self.update(flight.shown.adjusted(-1, -1, 1, 1))
        anim.valueChanged.connect(lambda _value: self._moved(flight))
        anim.finished.connect(lambda: self._drop(self._flights, flight))
        anim.start()
        self.raise_()
        return anim

    def call_out(self, text: str, anchor: QRect, ms: int,
                 avoid: QRect | None = None) -> QVariantAnimation:
        """A claim called at a seat, shown large over ``anchor`` and fading out; clear
        of ``avoid`` (where the claimed card lands, which must be seen to land)."""
        anim = self._animation(ms, QEasingCurve.Type.Linear)
        return self._call(_Call(text, QRect(anchor), anim, avoid=QRect(avoid or QRect())))

    def note(self, text: str, anchor: QRect, ms: int) -> QVariantAnimation:
        """A short line over ``anchor`` (the player's seat), smaller than a call."""
        anim = self._animation(ms, QEasingCurve.Type.Linear)
        return self._call(_Call(text, QRect(anchor), anim, note=True))

    def in_flight(self) -> list[Card | None]:
        """The cards in the air now (``None``: face down), which the checks read."""
        return [flight.card for flight in self._flights]

    def calls(self) -> list[str]:
        """The texts called out or noted now (the tests read them)."""
        return [call.text for call in self._calls]

    def _call(self, call: _Call) -> QVariantAnimation:
        anim = call.anim
        self._calls.append(call)
        anim.valueChanged.connect(lambda value: self._call_changed(call, value))
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

    def _sprites_came(self) -> None:
        for flight in self._flights:
            self.update(flight.shown.adjusted(-1, -1, 1, 1))

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

    def _call_changed(self, call: _Call, value: object) -> None:
        """Repaint a call when it first shows and while it fades: in between it is still."""
        t = float(value) if isinstance(value, (int, float)) else 0.0
        if t >= CALL_SOLID or not call.painted:
            call.painted = True
            self.update(self._call_area(call))

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
        if call.note:
            font.setPixelSize(max(14, min(20, call.anchor.height() // 8)))
        else:
            font.setPixelSize(max(28, min(56, call.anchor.height() // 3)))
        font.setBold(True)
        return font

    def _call_box(self, call: _Call) -> QRectF:
        """The call-out's box, centred on its seat (a note at the seat's top), and
        inside the layer: a seat at the edge must not cut its call in half."""
        metrics = QFontMetrics(self._call_font(call))
        pad = (18, 6) if call.note else (36, 18)
        box = QRectF(0, 0, metrics.horizontalAdvance(call.text) + pad[0],
                     metrics.height() + pad[1])
        anchor = QRectF(call.anchor)
        box.moveCenter(anchor.center())
        if call.note:
            box.moveTop(anchor.top() + 2)  # on the seat's name line
        avoid = QRectF(call.avoid).adjusted(-6, -6, 6, 6)
        if not avoid.isEmpty() and box.intersects(avoid):
            # below the place if the seat has room there, else above it
            if avoid.bottom() + box.height() <= anchor.bottom():
                box.moveTop(avoid.bottom())
            else:
                box.moveBottom(avoid.top())
        inside = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        box.moveLeft(max(inside.left(), min(box.left(), inside.right() - box.width())))
        box.moveTop(max(inside.top(), min(box.top(), inside.bottom() - box.height())))
        return box

    def _call_area(self, call: _Call) -> QRect:
        """What a call-out covers, its 2 px border included."""
        return self._call_box(call).toAlignedRect().adjusted(-2, -2, 2, 2)

    def _paint_call(self, painter: QPainter, call: _Call) -> None:
        t = float(call.anim.currentValue() or 0.0)
        fade = 1.0 if t < CALL_SOLID else max(0.0, 1.0 - (t - CALL_SOLID) / (1 - CALL_SOLID))
        painter.setOpacity(fade)
        painter.setFont(self._call_font(call))
        box = self._call_box(call)
        path = QPainterPath()
        path.addRoundedRect(box, 8 if call.note else 12, 8 if call.note else 12)
        # a call: cream on deep red (11:1); a note: dark ink on amber (12:1)
        fill, rim, ink = ((QColor(255, 224, 138, 245), QColor(120, 80, 20), QColor(40, 26, 8))
                          if call.note else
                          (QColor(150, 20, 24, 240), QColor(255, 214, 120), QColor(255, 248, 230)))
        painter.fillPath(path, fill)
        painter.setPen(QPen(rim, 2))
        painter.drawPath(path)
        painter.setPen(ink)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, call.text)
        painter.setOpacity(1.0)


def _lerp(a: QRect, b: QRect, t: float) -> QRect:
    def mix(x: int, y: int) -> int:
        return round(x + (y - x) * t)

    top_left = QPoint(mix(a.x(), b.x()), mix(a.y(), b.y()))
    return QRect(top_left, QSize(mix(a.width(), b.width()), mix(a.height(), b.height())))

