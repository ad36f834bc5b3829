"""Delegates that paint cards from their sprites.

``CardDelegate`` paints one card per index (the hand, the played-out rows); the
selected card of the hand stands raised (``LIFT`` px, its shadow left where it
lay) in a broad orange frame with a white edge — nothing like the thin green
outline practice mode draws round every card that may be played, nor the
hint's dashed yellow ring;
``MeldDelegate`` paints one exposed 列 per index as a column of small cards,
a 垅 as three face-down cards and one face-up.  Both take their pixmaps from
``CardPixmaps`` and repaint when it reports new sprites.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from dager_desktop.engine import Card, Meld, MeldKind
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.cards.sprites import visible_top
from dager_desktop.ui.table.hand_model import CardRole, Index, LegalRole, LockedRole
from dager_desktop.ui.table.item_models import MeldRole

#: How far the selected card stands above its place (px): within the hand's margin
#: (``hand_view.MARGIN``), so that a card of the top row is not cut.
LIFT = 5
SELECTED_FRAME = QColor(255, 140, 0)
SELECTED_EDGE = QColor(255, 255, 255)
_SHADOW = QColor(0, 0, 0, 120)


def raised(rect: QRect, selected: bool) -> QRect:
    """Where a card whose place is ``rect`` is drawn: higher when it is selected."""
    return rect.translated(0, -LIFT) if selected else QRect(rect)


def frame_width(card_width: int) -> float:
    """The selected card's frame: broad enough to tell at a glance (4 px at 44)."""
    return max(3.0, card_width * 0.09)


def card_state(option: QStyleOptionViewItem, index: Index) -> str:
    """The sprite state for an item: locked, selected, highlighted (hovered legal) or normal."""
    if index.data(LockedRole):
        return "locked"
    if option.state & QStyle.StateFlag.State_Selected:
        return "selected"
    if option.state & QStyle.StateFlag.State_MouseOver and index.data(LegalRole):
        return "highlighted"
    return "normal"


def device_ratio(widget: QWidget | None) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0


class _SpriteDelegate(QStyledItemDelegate):
    """Paints items from ``pixmaps`` at ``card_size``, ``spacing`` px apart; the table
    changes the size with the window (``set_card_size``)."""

    spacing = 0

    def __init__(self, pixmaps: CardPixmaps, size: QSize, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.card_size = QSize(size)

    def set_card_size(self, size: QSize) -> None:
        self.card_size = QSize(size)
        self.sizeHintChanged.emit(QModelIndex())


class CardDelegate(_SpriteDelegate):
    """One card per item, drawn at ``card_size`` in the item's rectangle."""

    spacing = 2

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return self.card_size + QSize(self.spacing, self.spacing)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        card: Card | None = index.data(CardRole)
        w, h = self.card_size.width(), self.card_size.height()
        state = card_state(option, index)
        pixmap = self.pixmaps.pixmap(card, w, h, state, device_ratio(option.widget))
        if state == "selected":
            paint_selected(painter, option.rect, pixmap, w)
        else:
            painter.drawPixmap(option.rect.topLeft(), pixmap)


def paint_selected(painter: QPainter, place: QRect, pixmap: QPixmap, width: int) -> None:
    """The selected card raised off its ``place``, its shadow there, in its frame."""
    radius = round(width * 0.11)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_SHADOW)
    painter.drawRoundedRect(QRectF(place).adjusted(1, 1, 1, 1), radius, radius)
    card = raised(place, True)
    painter.drawPixmap(card.topLeft(), pixmap)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    broad = frame_width(width)
    outline = QRectF(card).adjusted(broad / 2, broad / 2, -broad / 2, -broad / 2)
    painter.setPen(QPen(SELECTED_FRAME, broad))
    painter.drawRoundedRect(outline, radius, radius)
    painter.setPen(QPen(SELECTED_EDGE, 1.5))
    painter.drawRoundedRect(QRectF(card).adjusted(-0.5, -0.5, 0.5, 0.5), radius + 1, radius + 1)
    painter.restore()


class MeldDelegate(_SpriteDelegate):
    """One 列 per item: its cards stacked in a column, each showing its top part."""

    spacing = 3

    def step(self) -> int:
        """How much of each covered card shows: its numeral."""
        return visible_top(self.card_size.width())

    def column_height(self, cards: int = 4) -> int:
        return self.step() * (cards - 1) + self.card_size.height()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        meld: Meld | None = index.data(MeldRole)
        count = len(meld.cards) if meld is not None else 3
        return QSize(
            self.card_size.width() + self.spacing, self.column_height(count) + self.spacing
        )

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        meld: Meld | None = index.data(MeldRole)
        if meld is None:
            return
        w, h = self.card_size.width(), self.card_size.height()
        dpr = device_ratio(option.widget)
        top = option.rect.top()
        for i, card in enumerate(meld_faces(meld)):
            pixmap = self.pixmaps.pixmap(card, w, h, "normal", dpr)
            painter.drawPixmap(QRect(option.rect.left(), top + i * self.step(), w, h), pixmap)


def meld_faces(meld: Meld) -> list[Card | None]:
    """What an exposed 列 shows: a 垅 three cards face down (``None``) and one face up."""
    if meld.kind is MeldKind.LONG:
        return [None, None, None, meld.face]
    return list(meld.cards)
