"""The middle of the table: the stock, the known bottom card, and the card on offer.

The card just discarded or turned lies large in the middle with who played
it; the response buttons stand beside it; a line of text says what happens
now.  Everything drawn here comes from ``CentreState``, and is repainted when
it changes.  ``active_rect``/``stock_rect`` tell the animations where to fly.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.table.item_models import CentreState
from dager_desktop.ui.table.responses import ResponseBar
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import fill


class _Space(QWidget):
    """An empty area that asks for its maximum height and gives way down to its minimum."""

    def sizeHint(self) -> QSize:
        return QSize(self.minimumWidth(), self.maximumHeight())


class _Message(QLabel):
    """The line under the cards, with room for two lines whatever it says: a prompt
    that wraps in a narrow window (an English claim, the 繁體 discard prompt) must
    not push the hand below the window's edge (the table budgets for both lines)."""

    LINES = 2

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CentreMessage")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self._reserve()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._reserve()  # the table's text grew or shrank

    def _reserve(self) -> None:
        lines = "\n".join("A" * self.LINES)  # as tall as the label lays out that many lines
        box = self.fontMetrics().boundingRect(0, 0, 9999, 9999, Qt.TextFlag.TextWordWrap, lines)
        self.setMinimumHeight(box.height())


class CentreWidget(QWidget):
    """Stock, bottom card, active card, response buttons and the status line."""

    def __init__(
        self, state: CentreState, pixmaps: CardPixmaps, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Centre")
        self.state = state
        self.pixmaps = pixmaps
        self.active_size = QSize(60, 204)
        self.small_size = QSize(28, 84)
        self._smallest = QSize(42, 138)
        self.responses = ResponseBar(self)
        self.message = _Message(self)
        self.skip = QPushButton(self)
        self.skip.setObjectName("SkipButton")
        self.skip.setVisible(False)
        # Shown while a round is over: the round-over dialog can be closed, and the
        # table must still offer the way on (not only Game ▸ Next round).
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("NextRoundButton")
        self.next_button.setVisible(False)
        self._layout()
        self.retranslate()
        state.changed.connect(self._state_changed)
        pixmaps.changed.connect(self.update)

    def _layout(self) -> None:
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        self._card_space = _Space(self)  # the painted area: stock, bottom card, active card
        self._card_space.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row.addWidget(self._card_space)
        row.addSpacing(14)
        # Skip and Next round stand where the response buttons do, which are hidden
        # while they show: under the message line they would make the table taller
        # than a 640-px-high screen allows at the end of a round.
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.responses)
        side.addWidget(self.skip)
        side.addWidget(self.next_button)
        row.addLayout(side)
        row.setAlignment(side, Qt.AlignmentFlag.AlignVCenter)
        row.addStretch(1)
        outer = QVBoxLayout(self)
        # little above and below: the claim buttons set the table's least height, and
        # with the menu and status bars the window must fit 640 px (test_table)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.addStretch(1)
        outer.addLayout(row)
        outer.addSpacing(2)
        outer.addWidget(self.message)
        outer.addStretch(1)
        self._resize_card_space()

    def retranslate(self) -> None:
        #: when the human is the 底家 the round plays itself; this finishes it at once
        self.skip.setText(self.tr("Skip to the end"))
        self.next_button.setText(self.tr("Next round"))
        self.responses.retranslate()
        self._reserve_button_width()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._reserve_button_width()  # the table's text grew or shrank

    def _reserve_button_width(self) -> None:
        """The buttons' column keeps the width of its widest button, shown or not.
        Taking it only while buttons show, the table's least width rose at each
        question and Qt widened the window (by 117 px at the first claim, past a
        half-screen window's edge), and it never gave the width back."""
        buttons = [*self.responses.buttons.values(), self.skip, self.next_button]
        for button in buttons:
            button.ensurePolished()  # a hidden button's size from the table's style sheet
        self.responses.setMinimumWidth(max(b.sizeHint().width() for b in buttons))

    def set_sizes(self, active: QSize, small: QSize, smallest_active: QSize | None = None) -> None:
        self.active_size, self.small_size = QSize(active), QSize(small)
        if smallest_active is not None:
            self._smallest = QSize(smallest_active)
        self._resize_card_space()
        self.update()

    def _resize_card_space(self) -> None:
        gap = 18
        width = self.small_size.width() * 2 + gap * 2 + self.active_size.width() + 20
        caption = self.fontMetrics().height() * 2 + 4  # drawn 4 px under its card
        self._card_space.setFixedWidth(width)
        # The height may give way down to the smallest card size: the table then
        # picks that size (a fixed height here would stop the window shrinking).
        self._card_space.setMinimumHeight(self._smallest.height() + caption)
        self._card_space.setMaximumHeight(self.active_size.height() + caption)

    def _state_changed(self) -> None:
        self.message.setText(self.state.message)
        self.update()

    # -- where things are (for animations and drops) --------------------------------------

    def active_rect(self) -> QRect:
        space = self._card_space.geometry()
        left = space.left() + self.small_size.width() + 18
        return QRect(left + 10, space.top(), self.active_size.width(), self.active_size.height())

    def stock_rect(self) -> QRect:
        space = self._card_space.geometry()
        return QRect(space.left(), space.top() + 16, *self.small_size.toTuple())

    def bottom_rect(self, i: int = 0) -> QRect:
        space = self._card_space.geometry()
        x = space.right() - self.small_size.width() - i * (self.small_size.width() + 4)
        return QRect(x, space.top() + 16, *self.small_size.toTuple())

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        self._paint_stock(painter, dpr)
        self._paint_bottom(painter, dpr)
        self._paint_active(painter, dpr)
        painter.end()

    def _caption(self, painter: QPainter, rect: QRect, text: str, bold: bool = False) -> None:
        font = QFont(self.font())
        font.setBold(bold)
        painter.setFont(font)
        painter.setPen(QColor(236, 240, 226))
        metrics = painter.fontMetrics()
        box = self.caption_box(rect, metrics.height() * 2, metrics.horizontalAdvance(text) + 4)
        painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, text)

    def caption_box(self, card: QRect, height: int, text_width: int = 0) -> QRect:
        """Where the caption under ``card`` goes: as wide as its text (at least the card),
        centred on the card where there is room, else moved to stay inside the widget
        (the stock lies at its very left edge) and, under the stock and the bottom card,
        clear of the card on offer, which is drawn over them (in a narrow window
        "墩餘 18 張" lost its last characters under it): with too little room it wraps."""
        low, high = 0, self.width() - 1
        active = self.active_rect()
        if card.right() < active.left():
            high = min(high, active.left() - 4)
        elif card.left() > active.right():
            low = max(low, active.right() + 4)
        width = max(card.width(), text_width)
        box = QRect(card.center().x() - width // 2, card.bottom() + 4, width, height)
        box.moveLeft(max(low, min(box.left(), high - box.width() + 1)))
        return box.intersected(QRect(low, box.top(), high - low + 1, height))

    def _paint_stock(self, painter: QPainter, dpr: float) -> None:
        if not self.state.dealt:
            return  # no round yet: no stock to count
        rect = self.stock_rect()
        count = self.state.stock_count
        if count:
            w, h = self.small_size.width(), self.small_size.height()
            back = self.pixmaps.pixmap(None, w, h, "normal", dpr)
            for i in range(min(3, count)):
                painter.drawPixmap(rect.translated(-2 * i, -2 * i), back)
        else:  # where the stock was, so its caption does not float on the cloth
            painter.setPen(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(rect, 4, 4)
        #: the number of cards left in the stock (墩)
        self._caption(painter, rect, fill(self.tr("Stock %1"), count))

    def _paint_bottom(self, painter: QPainter, dpr: float) -> None:
        cards = self.state.bottom
        if not cards:
            return
        w, h = self.small_size.width(), self.small_size.height()
        for i, card in enumerate(cards):
            pixmap = self.pixmaps.pixmap(card, w, h, "normal", dpr)
            painter.drawPixmap(self.bottom_rect(i), pixmap)
        #: the stock card shown to everybody (底牌)
        self._caption(painter, self.bottom_rect(0), self.tr("Bottom"))

    def _paint_active(self, painter: QPainter, dpr: float) -> None:
        rect = self.active_rect()
        card, seat = self.state.active, self.state.active_seat
        if card is None or seat is None:
            painter.setPen(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(rect, 8, 8)
            return
        w, h = self.active_size.width(), self.active_size.height()
        painter.drawPixmap(rect, self.pixmaps.pixmap(card, w, h, "normal", dpr))
        who = terms.seat_name(seat)
        if self.state.active_turned:
            #: caption under the card on offer: %1 is a seat name
            text = fill(self.tr("turned by %1"), who)
        else:
            #: caption under the card on offer: %1 is a seat name
            text = fill(self.tr("played by %1"), who)
        self._caption(painter, rect, text, bold=True)
