"""The pieces of a seat panel (``seat_panel``): its wrapping rows of cards and 列,
the side seats' layout of the two, and the "thinking" mark."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QListView,
    QSizePolicy,
    QStyleOptionViewItem,
    QWidget,
)

from dager_desktop.ui.table.delegates import CardDelegate, MeldDelegate


def card_row_view(delegate: CardDelegate | MeldDelegate, parent: QWidget) -> QListView:
    """A wrapping row of items (cards or 列) with a transparent background."""
    view = QListView(parent)
    view.setFlow(QListView.Flow.LeftToRight)
    view.setWrapping(True)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setSelectionMode(QListView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    view.setUniformItemSizes(False)
    view.setItemDelegate(delegate)
    view.setStyleSheet("QListView { background: transparent; }")
    view.viewport().setAutoFillBackground(False)
    delegate.pixmaps.changed.connect(view.viewport().update)
    return view


def wrapped_height(view: QListView, width: int) -> int:
    """The height ``view``'s items take wrapped at ``width`` with no scroll bar: as
    QListView lays them out, an item must end before the view's last pixel."""
    model, delegate = view.model(), view.itemDelegate()
    if model is None:
        return 0
    option = QStyleOptionViewItem()
    x = done = row = 0
    for r in range(model.rowCount()):
        size = delegate.sizeHint(option, model.index(r, 0))
        if x and x + size.width() > width - 1:
            done, x, row = done + row, 0, 0
        x, row = x + size.width(), max(row, size.height())
    return done + row


class SideBody(QWidget):
    """A side seat's 列 above its played cards, laid out by hand: a player reads 过张
    and safe discards from every played card, so these get all the rows they need
    out of the 列's spare height.  The least height stays that of the smallest
    cards, so the window can always shrink as far."""

    GAP = 2  # between the 列 and the played cards (the height is budgeted: table.py)

    def __init__(self, melds: QListView, discards: QListView, parent: QWidget) -> None:
        super().__init__(parent)
        self.melds, self.discards = melds, discards
        self._meld_row = 0  # a whole 列 of four at the cards' size now
        for view in (melds, discards):
            view.setParent(self)
            # The range changes once the view has laid out a card or 列 that does not fit.
            view.verticalScrollBar().rangeChanged.connect(self.arrange)

    def set_heights(self, least: tuple[int, int], meld_row: int) -> None:
        self.setMinimumHeight(least[0] + self.GAP + least[1])
        self._meld_row = meld_row
        self.arrange()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self, *_: object) -> None:
        width, room = self.width(), max(0, self.height() - self.GAP)
        melds_need = max(self._meld_row, wrapped_height(self.melds, width))
        played_need = wrapped_height(self.discards, width)
        # One whole 列 first, then every played card, then more rows of 列 (six or
        # more 列 at a narrow size); the played cards take all that is left.
        melds = min(room, melds_need, max(self._meld_row, room - played_need))
        self._place(self.melds, 0, melds, melds_need)
        self._place(self.discards, melds + self.GAP, room - melds, played_need)

    def _place(self, view: QListView, top: int, height: int, need: int) -> None:
        view.setGeometry(0, top, self.width(), height)
        # A scroll bar only as the last resort: while one may be needed the view
        # keeps room for it, and wraps a card sooner.
        scroll = Qt.ScrollBarPolicy
        policy = scroll.ScrollBarAlwaysOff if need <= height else scroll.ScrollBarAsNeeded
        if view.verticalScrollBarPolicy() != policy:
            view.setVerticalScrollBarPolicy(policy)


class ThinkingMark(QWidget):
    """Three dots lit one more at each tick while a computer seat chooses its move,
    after ``word`` (none in a narrow side panel: the tooltip says it).  Its size
    never changes with the dots, so the header row does not jump at every tick."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Thinking")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.word, self.lit = "", 0
        self.hide()

    def show_dots(self, word: str, lit: int) -> None:
        if word != self.word:
            self.word = word
            self.updateGeometry()
        self.lit = lit
        self.update()

    def _word_width(self) -> int:
        return self.fontMetrics().horizontalAdvance(self.word + " ") if self.word else 0

    def _dot(self) -> tuple[int, int]:
        """A dot's size and the gap after it: 5 and 3 px in the 10-pt font, growing
        with the text on a big screen."""
        dot = max(5, round(self.fontMetrics().height() * 0.26))
        return dot, round(dot * 0.6)

    def sizeHint(self) -> QSize:
        dot, gap = self._dot()
        return QSize(self._word_width() + 3 * dot + 2 * gap, self.fontMetrics().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = self.palette().color(QPalette.ColorRole.WindowText)
        painter.setPen(colour)
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignVCenter, self.word)
        painter.setPen(Qt.PenStyle.NoPen)
        dot, gap = self._dot()
        x, top = self._word_width(), (self.height() - dot) // 2
        for i in range(3):
            painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(),
                                    255 if i < self.lit else 70))
            painter.drawEllipse(x + i * (dot + gap), top, dot, dot)
        painter.end()
