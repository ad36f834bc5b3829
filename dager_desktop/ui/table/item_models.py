"""Item models of the table around the hand: seats, exposed 列, played-out rows, scores.

Each model only stores what the engine's view and event log said; the views
draw from them and update from their signals.  Models change by appending,
removing or editing rows — a view is never rebuilt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from dager_desktop.engine import Card, Meld
from dager_desktop.ui.table.hand_model import CardRole, Index
from dager_desktop.ui.text import formats, terms
from dager_desktop.ui.text.i18n import fill

MeldRole = Qt.ItemDataRole.UserRole + 20
NameRole = Qt.ItemDataRole.UserRole + 30
SeatRoleRole = Qt.ItemDataRole.UserRole + 31
ScoreRole = Qt.ItemDataRole.UserRole + 32
ThinkingRole = Qt.ItemDataRole.UserRole + 33
ConcealedRole = Qt.ItemDataRole.UserRole + 34
ActiveRole = Qt.ItemDataRole.UserRole + 35
BaoRole = Qt.ItemDataRole.UserRole + 36
PlayingRole = Qt.ItemDataRole.UserRole + 37
HuangShareRole = Qt.ItemDataRole.UserRole + 38

_ROOT = QModelIndex()
# points line up on the right, and so do the seat names above them
_NUMBERS = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    role: str = "player"  # dealer / player / dijia
    score: float = 0
    thinking: bool = False
    concealed: int = 0
    active: bool = False
    bao: bool = False
    # what each player pays this seat if the round ends in 黄牌 (online001's 底家)
    huang_share: float = 0

    @property
    def playing(self) -> bool:
        """The 底家 sits the round out: no hand, no 列."""
        return self.role != "dijia"


class SeatsModel(QAbstractListModel):
    """One row per seat of the table (3 or 4)."""

    _ROLES: ClassVar[dict[int, str]] = {
        SeatRoleRole: "role",
        ScoreRole: "score",
        ThinkingRole: "thinking",
        ConcealedRole: "concealed",
        ActiveRole: "active",
        BaoRole: "bao",
        HuangShareRole: "huang_share",
    }

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._seats: list[SeatInfo] = []

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._seats)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._seats):
            return None
        info = self._seats[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, NameRole):
            return terms.seat_name(info.seat)
        if role == PlayingRole:
            return info.playing
        field = self._ROLES.get(role)
        return getattr(info, field) if field else None

    def reset_seats(self, seats: Sequence[SeatInfo]) -> None:
        self.beginResetModel()
        self._seats = list(seats)
        self.endResetModel()

    def info(self, seat: int) -> SeatInfo:
        return self._seats[seat]

    def update(self, seat: int, **changes: Any) -> None:
        """Change some fields of one seat; only the roles that changed are signalled."""
        if not 0 <= seat < len(self._seats):
            return
        old = self._seats[seat]
        new = replace(old, **changes)
        if new == old:
            return
        self._seats[seat] = new
        roles = [r for r, f in self._ROLES.items() if getattr(old, f) != getattr(new, f)]
        index = self.index(seat)
        self.dataChanged.emit(index, index, roles)


class _GrowingListModel(QAbstractListModel):
    """One row per item of a list that grows at its end as the round is played.

    ``append`` adds what an event brought; ``sync`` makes the rows equal the
    engine's list, appending what is new and resetting only when the past
    differs (an undo, a resumed round).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[Any] = []

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._items)

    def _item(self, index: Index) -> Any:
        """The item of ``index``, or ``None`` for an index outside the rows."""
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        return self._items[index.row()]

    def append(self, item: Any) -> None:
        row = len(self._items)
        self.beginInsertRows(_ROOT, row, row)
        self._items.append(item)
        self.endInsertRows()

    def sync(self, items: Iterable[Any]) -> None:
        items = list(items)
        if items[: len(self._items)] == self._items:
            for item in items[len(self._items) :]:
                self.append(item)
        else:
            self.beginResetModel()
            self._items = items
            self.endResetModel()


class MeldsModel(_GrowingListModel):
    """One seat's exposed 列, in the order they were laid."""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        meld: Meld | None = self._item(index)
        if meld is None:
            return None
        if role == MeldRole:
            return meld
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return f"{terms.meld_name(meld.kind)} {meld}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return terms.meld_name(meld.kind)
        return None

    def melds(self) -> list[Meld]:
        return list(self._items)


class CardListModel(_GrowingListModel):
    """A row of single cards: a seat's played-out cards, the bottom cards."""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        card: Card | None = self._item(index)
        if card is None:
            return None
        if role == CardRole:
            return card
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return card.glyph()
        return None

    def cards(self) -> list[Card]:
        return list(self._items)


class ScoreboardModel(QAbstractTableModel):
    """Rows: the rounds played, then the match total; columns: the seats."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._seats = 4
        self._rounds: list[dict[int, float]] = []

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rounds) + 1

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else self._seats

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        total_row = index.row() == len(self._rounds)
        if role == Qt.ItemDataRole.DisplayRole:
            return formats.points(self._value(index.row(), index.column()))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _NUMBERS
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == Qt.ItemDataRole.TextAlignmentRole and horizontal:
            return _NUMBERS  # a seat's name stands over its column of points
        if role == Qt.ItemDataRole.ToolTipRole and not horizontal and section < len(self._rounds):
            # the row shows only the number: "Round 3" would widen the column at 1024 px
            #: tooltip of a scoreboard row's number: the round that row scores
            return fill(self.tr("Round %1"), section + 1)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if horizontal:
            return terms.seat_name(section) if section < 4 else None
        if section == len(self._rounds):
            #: the row of the scoreboard that adds up every round
            return self.tr("Total")
        return str(section + 1)

    def reset_match(self, seats: int, rounds: Iterable[dict[int, float]] = ()) -> None:
        self.beginResetModel()
        self._seats = seats
        self._rounds = [dict(r) for r in rounds]
        self.endResetModel()

    def add_round(self, payments: dict[int, float]) -> None:
        row = len(self._rounds)
        self.beginInsertRows(_ROOT, row, row)
        self._rounds.append(dict(payments))
        self.endInsertRows()
        total = len(self._rounds)
        self.dataChanged.emit(self.index(total, 0), self.index(total, self._seats - 1))

    def totals(self) -> dict[int, float]:
        return {s: self._value(len(self._rounds), s) for s in range(self._seats)}

    def _value(self, row: int, seat: int) -> float:
        if row < len(self._rounds):
            return self._rounds[row].get(seat, 0)
        return sum(r.get(seat, 0) for r in self._rounds)


class CentreState(QObject):
    """The middle of the table: stock count, the card on offer, the known stock cards."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # a round is on the table (before the first: no stock to count)
        self.dealt = False
        self.stock_count = 0
        self.active: Card | None = None
        self.active_seat: int | None = None
        self.active_turned = False
        self.bottom: tuple[Card, ...] = ()
        self.message = ""

    def set(self, **changes: Any) -> None:
        dirty = False
        for name, value in changes.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                dirty = True
        if dirty:
            self.changed.emit()
