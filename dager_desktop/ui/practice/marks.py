"""Marks drawn over the hand in practice mode, and the hand's "why not" tooltips.

``HandMarks`` is a transparent layer over the hand view's viewport: on a
discard turn it outlines every card the engine allows to be played (but the
selected one, whose own broad frame says more), and it rings the card a hint
suggests, raised with it when it is the selected one.  It follows the hand model's signals and never
takes a mouse event, so the hand view works exactly as without it.

``HandTips`` filters the viewport's tooltip events: over a card that may not
be played it shows the engine's reason (via ``reason``), in the player's
language; elsewhere the model's own tooltip stands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from dager_desktop.engine import Card
from dager_desktop.ui.table.delegates import LIFT, raised
from dager_desktop.ui.table.hand_model import ColumnRole, PositionRole
from dager_desktop.ui.table.hand_view import HandView

LEGAL = QColor(120, 230, 140, 230)
HINTED = QColor(255, 205, 60)


class HandMarks(QWidget):
    """Outlines over the cards of the hand view (legal cards, the hinted card)."""

    def __init__(self, view: HandView) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.legal: frozenset[Card] = frozenset()
        self.hinted: Card | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        view.viewport().installEventFilter(self)
        model = view.model()
        for signal in (model.dataChanged, model.rowsInserted, model.rowsRemoved,
                       model.layoutChanged, model.modelReset):
            signal.connect(self.update)
        view.selectionModel().selectionChanged.connect(self.update)
        self.setGeometry(view.viewport().rect())

    def set_marks(self, legal: Iterable[Card], hinted: Card | None) -> None:
        legal = frozenset(legal)
        if legal != self.legal or hinted != self.hinted:
            self.legal, self.hinted = legal, hinted
            self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.setGeometry(self.view.viewport().rect())
            self.raise_()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.legal and self.hinted is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hinted_drawn = False
        for rect, card, selected in self._visible_cards():
            if card == self.hinted and not hinted_drawn:
                # dashed: a solid ring of this colour reads as the selected card's rim
                pen = QPen(HINTED, 4, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
                pen.setDashPattern([2.0, 1.5])  # (square caps would all but close the gaps)
                painter.setPen(pen)
                hinted_drawn = True  # ring one copy only: the one a player would take
            elif card in self.legal and not selected:
                painter.setPen(QPen(LEGAL, 2))
            else:
                continue
            painter.drawRoundedRect(rect.adjusted(1, 1, -2, -2), 5, 5)
        painter.end()

    def _visible_cards(self) -> list[tuple[QRect, Card, bool]]:
        """Each card's visible part (a covered card shows its top; the selected one
        stands raised), uncovered ones first; and whether it is the selected one."""
        model = self.view.hand_model()
        step = self.view.step()
        depth: dict[int, int] = {}
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            column = index.data(ColumnRole)
            depth[column] = max(depth.get(column, -1), index.data(PositionRole))
        selection = self.view.selectionModel()
        out = []
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            selected = selection.isSelected(index)
            rect = raised(self.view.visualRect(index), selected)
            if index.data(PositionRole) < depth[index.data(ColumnRole)]:
                rect.setHeight(step + (LIFT if selected else 0))
            out.append((rect, model.card_at(row), selected))
        out.sort(key=lambda entry: entry[0].height() < self.view.card_size().height())
        return out


class HandTips(QObject):
    """Tooltips over the hand: the engine's reason a card may not be played."""

    def __init__(self, view: HandView, reason: Callable[[Card], str | None]) -> None:
        super().__init__(view)
        self.view = view
        self.reason = reason
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        index = self.view.indexAt(event.pos())
        if not index.isValid():
            return False
        text = self.reason(self.view.hand_model().card_at(index.row()))
        if not text:
            return False  # the model's own tooltip (a 坎/垅 card) stands
        # Rich text, so that Qt wraps a long reason.
        QToolTip.showText(event.globalPos(), f"<p>{escape(text, quote=False)}</p>",
                          self.view.viewport(), self.view.visualRect(index))
        return True
