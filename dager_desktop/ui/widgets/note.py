"""A word for the player where their eyes are: a note that stands over the window
for a few seconds, just above a widget it is anchored to.

The window anchors it above the hand, so that the reason a card cannot be played
appears by the card, not only in the status bar at the window's foot.  It takes
no click (what lies under it stays playable), keeps to its anchor when the window
is resized, and goes after its time or when told to.  It knows nothing of the
game: it shows the text it is given.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from dager_desktop.ui.platform.style import POINTS

#: Room between the note and the top of its anchor, and the note's least width (px).
GAP, LEAST_WIDTH = 6, 220


class FloatingNote(QLabel):
    """A note over ``host`` just above ``anchor`` (styled as ``#TableNote``)."""

    def __init__(self, host: QWidget, anchor: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("TableNote")
        self.anchor = anchor
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        host.installEventFilter(self)
        anchor.installEventFilter(self)
        self.hide()

    def say(self, text: str, ms: int) -> None:
        """Show ``text`` for ``ms`` milliseconds (an empty text hides the note)."""
        if not text:
            self.dismiss()
            return
        self.setText(text)
        self.show()
        self._place()
        self.raise_()
        self._timer.start(ms)

    def set_text_scale(self, scale: float) -> None:
        """Its text grows with the table's (``TableWidget.lend_text_scale``)."""
        self.setStyleSheet(f"QLabel {{ font-size: {POINTS * scale:g}pt; }}" if scale != 1 else "")
        if self.isVisible():
            self._place()

    def dismiss(self) -> None:
        self._timer.stop()
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.isVisible() and event.type() in (QEvent.Type.Resize, QEvent.Type.Move,
                                                 QEvent.Type.LayoutRequest):
            self._place()
        return False

    def _place(self) -> None:
        """Centred over the anchor, its foot ``GAP`` above the anchor's top, inside the host."""
        host = self.parentWidget()
        if host is None:
            return
        self.ensurePolished()
        margins = self.contentsMargins()
        room = max(LEAST_WIDTH, min(self.anchor.width(), host.width()) - 2 * GAP)
        natural = self.fontMetrics().horizontalAdvance(self.text()) + margins.left() \
            + margins.right() + 2 * self.margin() + 4
        width = max(min(natural, room), min(LEAST_WIDTH, room))
        height = self.heightForWidth(width)
        if height <= 0:
            height = self.sizeHint().height()
        top_left = self.anchor.mapTo(host, QPoint(0, 0))
        x = top_left.x() + (self.anchor.width() - width) // 2
        x = max(0, min(x, host.width() - width))
        y = max(0, top_left.y() - GAP - height)
        self.setGeometry(x, y, width, height)
