"""A word for the player where their eyes are: a note that stands for a few
seconds over the text of a label it is anchored to.

The window anchors it on the line under the cards, just above the hand, so that
the reason a card cannot be played appears where the player looks, not only in
the status bar at the window's foot.  It covers the label's text whole (a prompt
half hidden under it read as garbage), takes no click (what lies under it stays
playable), keeps to its anchor when the window is resized, and goes after its
time or when told to; the label shows again as it was.  It knows nothing of the
game: it shows the text it is given.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from dager_desktop.ui.platform.style import POINTS

#: Room round the anchor's text that the note covers too, and its least width (px).
GAP, LEAST_WIDTH = 6, 220


class FloatingNote(QLabel):
    """A note over ``host``, on the text of the label ``anchor`` (styled as ``#TableNote``)."""

    def __init__(self, host: QWidget, anchor: QLabel) -> None:
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
        """Centred on the anchor's text and covering it whole, inside the host."""
        host = self.parentWidget()
        if host is None:
            return
        self.ensurePolished()
        text = self._anchor_text().adjusted(-GAP, -GAP // 2, GAP, GAP // 2)
        margins = self.contentsMargins()
        room = max(LEAST_WIDTH, host.width() - 2 * GAP)
        natural = self.fontMetrics().horizontalAdvance(self.text()) + margins.left() \
            + margins.right() + 2 * self.margin() + 4
        width = min(max(natural, text.width(), LEAST_WIDTH), room)
        height = max(self.heightForWidth(width), text.height(), self.minimumSizeHint().height())
        centre = self.anchor.mapTo(host, text.center())
        x = max(0, min(centre.x() - width // 2, host.width() - width))
        y = max(0, min(centre.y() - height // 2, host.height() - height))
        self.setGeometry(x, y, width, height)

    def _anchor_text(self) -> QRect:
        """Where the anchor's text is drawn, in the anchor (its middle when it has none)."""
        anchor = self.anchor
        box = anchor.contentsRect()
        if not anchor.text():
            return QRect(box.center(), box.center())
        flags = int(anchor.alignment().value) | int(Qt.TextFlag.TextWordWrap.value)
        return anchor.fontMetrics().boundingRect(box, flags, anchor.text())
