"""The human's concealed hand as a list model: one row per card, grouped in columns.

The rows are the cards in the order they stand on the table, column by
column, top to bottom; ``ColumnRole``/``PositionRole`` say where each stands.
The model follows the engine: ``sync`` takes the hand of ``game.view(seat)``
and removes or adds only the rows that differ, so a view keeps its selection
and the other columns stay put.  ``legal`` (may be played now) comes from the
engine's decisions; ``locked`` (坎/垅) is the engine's ``locked_faces`` of the
hand (``SeatView.locked``).  The column layout is the player's own (``move``,
``regroup``) and never changes the engine.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from dager_desktop.engine import Card
from dager_desktop.ui.table.grouping import MAX_COLUMN, arrange

Index = QModelIndex | QPersistentModelIndex

CardRole = Qt.ItemDataRole.UserRole + 1
LockedRole = Qt.ItemDataRole.UserRole + 2
LegalRole = Qt.ItemDataRole.UserRole + 3
ColumnRole = Qt.ItemDataRole.UserRole + 4
PositionRole = Qt.ItemDataRole.UserRole + 5


@dataclass
class HandCard:
    card: Card
    uid: int  # identity of this copy, so equal cards are still told apart


class HandModel(QAbstractListModel):
    """Rows: the hand's cards, column-major.  Single source of what the hand view shows."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._columns: list[list[HandCard]] = []
        self._rows: list[tuple[int, int]] = []  # row -> (column, position)
        self._locked: frozenset[Card] = frozenset()
        self._legal: frozenset[Card] = frozenset()
        self._uids = itertools.count()

    # -- Qt model interface ---------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        column, position = self._rows[index.row()]
        card = self._columns[column][position].card
        if role == CardRole:
            return card
        if role == ColumnRole:
            return column
        if role == PositionRole:
            return position
        if role == LockedRole:
            return card in self._locked
        if role == LegalRole:
            return card in self._legal
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return card.glyph()
        if role == Qt.ItemDataRole.ToolTipRole and card in self._locked:
            #: a card of a 坎 (three alike) or 垅 (four alike) in the hand
            return QCoreApplication.translate(
                "HandModel", "Part of a Kan or Long: it cannot be played or split"
            )
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not self.data(index, LockedRole):
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    # -- reading ----------------------------------------------------------------------

    def cards(self) -> list[Card]:
        return [hc.card for column in self._columns for hc in column]

    def columns(self) -> list[list[Card]]:
        return [[hc.card for hc in column] for column in self._columns]

    def column_count(self) -> int:
        return len(self._columns)

    def card_at(self, row: int) -> Card:
        column, position = self._rows[row]
        return self._columns[column][position].card

    def row_of(self, column: int, position: int) -> int:
        return self._rows.index((column, position))

    def locked_faces(self) -> frozenset[Card]:
        return self._locked

    # -- following the engine -----------------------------------------------------

    def reset_hand(self, hand: Iterable[Card], locked: Iterable[Card] = ()) -> None:
        """A new deal: stand the cards up in fresh columns (理牌)."""
        self.beginResetModel()
        self._locked = frozenset(locked)
        self._legal = frozenset()
        columns = arrange(hand, self._locked)
        self._columns = [[HandCard(c, next(self._uids)) for c in col] for col in columns]
        self._reindex()
        self.endResetModel()

    def sync(self, hand: Iterable[Card], locked: Iterable[Card] = ()) -> None:
        """Make the rows equal the engine's hand, touching only the rows that differ."""
        want = Counter(hand)
        have = Counter(self.cards())
        for card, extra in (have - want).items():
            for _ in range(extra):
                self._remove_one(card)
        for card, missing in (want - have).items():
            for _ in range(missing):
                self._append_one(card)
        self.set_locked(locked)

    def remove_cards(self, cards: Iterable[Card]) -> None:
        """Cards that left the hand (played, claimed into a 列, laid as a 垅)."""
        for card in cards:
            self._remove_one(card)

    def set_locked(self, faces: Iterable[Card]) -> None:
        faces = frozenset(faces)
        if faces != self._locked:
            self._locked = faces
            self._all_changed([LockedRole, Qt.ItemDataRole.ToolTipRole])

    def set_legal(self, faces: Iterable[Card]) -> None:
        """Faces the human may play now (none outside a discard decision)."""
        faces = frozenset(faces)
        if faces != self._legal:
            self._legal = faces
            self._all_changed([LegalRole])

    # -- the player's own arrangement -----------------------------------------------

    def regroup(self) -> None:
        """理牌 again: fresh columns from the cards held now."""

        def mutate() -> None:
            pool: dict[Card, list[HandCard]] = {}
            for col in self._columns:
                for hc in col:
                    pool.setdefault(hc.card, []).append(hc)
            columns = arrange(self.cards(), self._locked)
            self._columns = [[pool[c].pop() for c in col] for col in columns]

        self._relayout(mutate)

    def move(self, row: int, column: int, position: int) -> bool:
        """Stand the card of ``row`` in ``column`` at ``position``; ``column`` may be a new one.

        Locked cards stay where they are and a column holds at most four cards.
        Returns whether anything moved.
        """
        if not 0 <= row < len(self._rows) or self.card_at(row) in self._locked:
            return False
        src_col, src_pos = self._rows[row]
        column = max(0, min(column, len(self._columns)))
        moving_within = column == src_col
        if column < len(self._columns) and not moving_within:
            if len(self._columns[column]) >= MAX_COLUMN:
                return False
            if any(hc.card in self._locked for hc in self._columns[column]):
                return False

        def mutate() -> None:
            item = self._columns[src_col].pop(src_pos)
            if column == len(self._columns):
                self._columns.append([item])
            else:
                target = self._columns[column]
                target.insert(max(0, min(position, len(target))), item)
            self._columns = [col for col in self._columns if col]

        self._relayout(mutate)
        return True

    # -- internals ------------------------------------------------------------------

    def _relayout(self, mutate: Callable[[], None]) -> None:
        """Rearrange rows; persistent indexes (the view's selection) follow their cards."""
        self.layoutAboutToBeChanged.emit()
        before = [self._columns[c][p].uid for c, p in self._rows]
        mutate()
        self._reindex()
        after = {self._columns[c][p].uid: row for row, (c, p) in enumerate(self._rows)}
        old = self.persistentIndexList()
        new = [self.index(after[before[i.row()]]) for i in old]
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    def _reindex(self) -> None:
        self._rows = [(c, p) for c, col in enumerate(self._columns) for p in range(len(col))]

    def _remove_one(self, card: Card) -> None:
        # Take the copy standing lowest in its column: it is the one in plain view.
        spots = [(c, p) for (c, p) in self._rows if self._columns[c][p].card == card]
        if not spots:
            return
        column, position = max(spots, key=lambda s: (s[1], -s[0]))
        row = self._rows.index((column, position))
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._columns[column][position]
        if not self._columns[column]:
            del self._columns[column]
        self._reindex()
        self.endRemoveRows()
        self._all_changed([ColumnRole, PositionRole])

    def _append_one(self, card: Card) -> None:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._columns.append([HandCard(card, next(self._uids))])
        self._reindex()
        self.endInsertRows()

    def _all_changed(self, roles: list[int]) -> None:
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1), roles)
