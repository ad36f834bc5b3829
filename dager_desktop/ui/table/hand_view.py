"""The hand as columns of overlapping long cards (理牌), over a ``HandModel``.

A custom ``QAbstractItemView``: it lays the model's rows out by their column
and position roles, lets ``CardDelegate`` paint each card, and keeps the item
view's selection, keyboard and double-click behaviour.  Dragging a free card
moves it to another column (or a new one) — presentation only — or, dropped on
``drop_target`` (the table centre), asks for it to be played.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QStyle,
    QStyleOptionViewItem,
    QWidget,
)

from dager_desktop.ui.cards.sprites import visible_top
from dager_desktop.ui.table.delegates import CardDelegate
from dager_desktop.ui.table.grouping import MAX_COLUMN
from dager_desktop.ui.table.hand_model import (
    CardRole,
    ColumnRole,
    HandModel,
    Index,
    LockedRole,
    PositionRole,
)

MARGIN = 6


def column_gap(card_width: int) -> int:
    """The space between two columns of the hand."""
    return max(3, round(card_width * 0.14))


def hand_size(card: QSize, columns: int) -> QSize:
    """The room the hand takes: ``columns`` columns of up to four ``card``-sized cards."""
    width = 2 * MARGIN + columns * (card.width() + column_gap(card.width()))
    height = 2 * MARGIN + (MAX_COLUMN - 1) * visible_top(card.width()) + card.height()
    return QSize(width, height)


class HandView(QAbstractItemView):
    """Columns of cards; rows of the model are painted, never turned into widgets."""

    #: the player asked to play the card at this row (Enter, or a drop on the table)
    playRequested = Signal(int)

    def __init__(self, delegate: CardDelegate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._delegate = delegate
        self.setItemDelegate(delegate)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setMouseTracking(True)
        self.viewport().setAutoFillBackground(False)
        # The view's own, not its children's: a sheet with no selector reaches the
        # tooltip shown over it too, which then has no paper (black under X11).
        self.setStyleSheet("QAbstractItemView { background: transparent; }")
        self._hover = -1
        # The card pressed and the card dragged, held by persistent index: the hand
        # may change under the mouse (a key, a menu, a card landing), and a row
        # number would then name another card, or none.
        self._press: tuple[QPersistentModelIndex, QPoint] | None = None
        self._drag: tuple[QPersistentModelIndex, QPoint, QPoint] | None = None  # card, grab, cursor
        self.drop_target: Callable[[QPoint], bool] | None = None
        delegate.pixmaps.changed.connect(self.viewport().update)

    def hand_model(self) -> HandModel:
        return self.model()  # type: ignore[return-value]

    # -- geometry ---------------------------------------------------------------------

    def card_size(self) -> QSize:
        return self._delegate.card_size

    def gap(self) -> int:
        return column_gap(self.card_size().width())

    def step(self) -> int:
        """The visible part of a covered card: enough for its numeral."""
        return visible_top(self.card_size().width())

    def column_x(self, column: int) -> int:
        return MARGIN + column * (self.card_size().width() + self.gap())

    def visualRect(self, index: QModelIndex | QPersistentModelIndex) -> QRect:
        if not index.isValid():
            return QRect()
        column, position = index.data(ColumnRole), index.data(PositionRole)
        size = self.card_size()
        return QRect(self.column_x(column), MARGIN + position * self.step(), *size.toTuple())

    def sizeHint(self) -> QSize:
        columns = self.hand_model().column_count() if self.model() else 10
        return hand_size(self.card_size(), max(columns, 1))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.card_size().width() * 4, self.sizeHint().height())

    def indexAt(self, point: QPoint) -> QModelIndex:
        model = self.model()
        if model is None:
            return QModelIndex()
        # Later rows lie on top of earlier ones in their column.
        for row in range(model.rowCount() - 1, -1, -1):
            index = model.index(row, 0)
            if self.visualRect(index).contains(point):
                return index
        return QModelIndex()

    def scrollTo(
        self,
        index: Index,
        hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible,
    ) -> None:
        pass  # the hand always fits

    def horizontalOffset(self) -> int:
        return 0

    def verticalOffset(self) -> int:
        return 0

    def isIndexHidden(self, index: Index) -> bool:
        return False

    def setSelection(self, rect: QRect, command: QItemSelectionModel.SelectionFlag) -> None:
        index = self.indexAt(rect.center())
        if index.isValid():
            self.selectionModel().select(index, command)

    def visualRegionForSelection(self, selection: QItemSelection) -> QRegion:
        region = QRegion()
        for index in selection.indexes():
            region += self.visualRect(index)
        return region

    def moveCursor(
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        model = self.model()
        current = self.currentIndex()
        if model is None or model.rowCount() == 0:
            return QModelIndex()
        if not current.isValid():
            return model.index(model.rowCount() - 1, 0)
        column, position = current.data(ColumnRole), current.data(PositionRole)
        columns = self.hand_model().columns()
        A = QAbstractItemView.CursorAction
        if action in (A.MoveLeft, A.MoveRight):
            column = (column + (1 if action == A.MoveRight else -1)) % len(columns)
            position = len(columns[column]) - 1  # the card in plain view
        elif action in (A.MoveUp, A.MoveDown):
            position = (position + (1 if action == A.MoveDown else -1)) % len(columns[column])
        elif action == A.MoveHome:
            column, position = 0, len(columns[0]) - 1
        elif action == A.MoveEnd:
            column, position = len(columns) - 1, len(columns[-1]) - 1
        return model.index(self.hand_model().row_of(column, position), 0)

    def select_column(self, column: int) -> bool:
        """Select the uncovered card of ``column`` (keys 1–9)."""
        columns = self.hand_model().columns()
        if not 0 <= column < len(columns):
            return False
        index = self.model().index(self.hand_model().row_of(column, len(columns[column]) - 1), 0)
        self.setCurrentIndex(index)
        return True

    # -- model signals: repaint, never rebuild ---------------------------------------

    def dataChanged(
        self, top_left: Index, bottom_right: Index, roles: Sequence[int] = ()
    ) -> None:
        super().dataChanged(top_left, bottom_right, roles)
        self.viewport().update()

    def rowsInserted(self, parent: Index, start: int, end: int) -> None:
        super().rowsInserted(parent, start, end)
        self.updateGeometry()
        self.viewport().update()

    def rowsAboutToBeRemoved(self, parent: Index, start: int, end: int) -> None:
        super().rowsAboutToBeRemoved(parent, start, end)
        self._hover = -1
        # A card of the face held was played (Enter takes the held card's face but
        # may remove another copy of it): the drop must not try to play it again.
        model = self.model()
        held = self._drag[0].data(CardRole) if self._drag and self._drag[0].isValid() else None
        if held is not None and any(
                model.index(row, 0).data(CardRole) == held for row in range(start, end + 1)):
            self._drag = self._press = None
        self.viewport().update()

    def selectionChanged(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        super().selectionChanged(selected, deselected)
        self.viewport().update()  # the selected card stands raised, above its rectangle

    def reset(self) -> None:
        super().reset()
        self._hover = -1
        self.updateGeometry()
        self.viewport().update()

    def doItemsLayout(self) -> None:
        super().doItemsLayout()
        self.updateGeometry()
        self.viewport().update()

    # -- painting -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        model = self.model()
        if model is None:
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dragged = self._dragged_row()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            option = self._option(index, row)
            if row == dragged:
                painter.setOpacity(0.35)
            self._delegate.paint(painter, option, index)
            painter.setOpacity(1.0)
        if dragged >= 0:
            assert self._drag is not None
            _, grab, cursor = self._drag
            index = model.index(dragged, 0)
            option = self._option(index, dragged)
            option.rect = QRect(cursor - grab, self.card_size())
            self._delegate.paint(painter, option, index)
        painter.end()

    def _dragged_row(self) -> int:
        """The row of the card being dragged; -1 when none is (or it has left the hand)."""
        if self._drag is None or not self._drag[0].isValid():
            return -1
        return self._drag[0].row()

    def _option(self, index: QModelIndex, row: int) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = self.visualRect(index)
        option.widget = self
        state = QStyle.StateFlag.State_Enabled
        if self.selectionModel() and self.selectionModel().isSelected(index):
            state |= QStyle.StateFlag.State_Selected
        if row == self._hover:
            state |= QStyle.StateFlag.State_MouseOver
        option.state = state
        return option

    # -- mouse and keys -------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        index = self.indexAt(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and index.isValid():
            self._press = (QPersistentModelIndex(index), event.position().toPoint())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = event.position().toPoint()
        if self._drag is not None:
            self._drag = (self._drag[0], self._drag[1], point)
            self.viewport().update()
            return
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            pressed, start = self._press
            far = (point - start).manhattanLength() >= QApplication.startDragDistance()
            if far and pressed.isValid() and not pressed.data(LockedRole):
                grab = start - self.visualRect(pressed).topLeft()
                self._drag = (pressed, grab, point)
                self.viewport().update()
                return
        hover = self.indexAt(point).row() if not event.buttons() else self._hover
        if hover != self._hover:
            self._hover = hover
            self.viewport().update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        drag, self._drag, self._press = self._drag, None, None
        if drag is None:
            super().mouseReleaseEvent(event)
            return
        dragged, grab, _ = drag
        self.viewport().update()
        if not dragged.isValid():
            return  # the card left the hand while it was held: nothing to drop
        row = dragged.row()
        point = event.position().toPoint()
        target = self.drop_target
        if target is not None and target(self.viewport().mapToGlobal(point)):
            self.playRequested.emit(row)
        else:
            self._drop_in_hand(row, point - grab)
        self.viewport().update()

    def _drop_in_hand(self, row: int, top_left: QPoint) -> None:
        size = self.card_size()
        pitch = size.width() + self.gap()
        column = max(0, round((top_left.x() - MARGIN) / pitch))
        position = max(0, round((top_left.y() - MARGIN) / self.step()))
        self.hand_model().move(row, column, position)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = -1
        self.viewport().update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter, Space and the number keys are the window's shortcuts (table_keys), which
        # answer before the hand sees them; should one still arrive, the list's own
        # handling (Space selects, digits search by name) must not act on it.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) or (
            Qt.Key.Key_1 <= event.key() <= Qt.Key.Key_9
        ):
            event.ignore()
            return
        super().keyPressEvent(event)
