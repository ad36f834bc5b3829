"""The scoreboard at the table's top right: a row per round and the match total.

It keeps the latest rounds and the total in sight by itself, with no scroll bar
(one would take the width the seat names need), and its columns share out the
width the table gives it: each what its seat's name and numbers need, the rest
in equal parts (``share``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget


class ScoreboardView(QTableView):
    """The scoreboard; ``resized`` is called when its needs change (rows, names)."""

    def __init__(
        self, model: QAbstractItemModel, resized: Callable[[], None], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Scoreboard")
        self.setModel(model)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Column widths are set by ``share``: each its own need plus a share of the rest.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        # Keep the total row in sight as rounds are added and the table resized: the
        # range grows only once the view has laid out the new row, so follow the range.
        self.verticalScrollBar().rangeChanged.connect(self._follow_the_end)
        model.rowsInserted.connect(lambda *_: resized())  # wider totals
        model.modelReset.connect(resized)
        model.headerDataChanged.connect(lambda *_: resized())  # names in a new language

    def _follow_the_end(self, _low: int, high: int) -> None:
        # a method, not a lambda holding the bar: the connection ends with the view
        self.verticalScrollBar().setValue(high)

    def column_needs(self) -> list[int]:
        """What each column needs: its seat's name, its widest number (at least a
        two-digit one: widths are redone only as rounds are added)."""
        number = self.fontMetrics().horizontalAdvance("-88") + 12
        header = self.horizontalHeader()
        return [max(header.sectionSizeHint(i), self.sizeHintForColumn(i), number)
                for i in range(self.model().columnCount())]

    def _frame(self) -> int:
        """The width besides the columns: the round numbers and a margin."""
        return self.verticalHeader().sizeHint().width() + 12

    def least_width(self) -> int:
        """The width at which no seat's name or number is cut."""
        return self._frame() + sum(self.column_needs())

    def share(self, width: int) -> None:
        """Share ``width`` out: every column what it needs, the rest in equal parts."""
        needs = self.column_needs()
        if not needs:
            return
        extra = max(0, width - self._frame() - sum(needs)) // len(needs)
        for column, need in enumerate(needs):
            self.setColumnWidth(column, need + extra)
