"""A table of figures to read, not to edit: the Statistics' tables.

No editing, no selection, no focus, no row numbers, no wrapped cells, and room
either side of every cell and of the labels over them (right-aligned numbers
ran into the text beside them: "+258 12 Hu").
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget, QWidget

CELL_ROOM = ("QTableView::item { padding: 0px 6px; }"
             " QHeaderView::section { padding: 0px 6px; }")


def read_only_table(parent: QWidget, name: str, alternate: bool = True) -> QTableWidget:
    """A ``QTableWidget`` named ``name`` (the tests find it by it), rows shaded in turn."""
    table = QTableWidget(parent)
    table.setObjectName(name)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setVisible(False)
    table.setAlternatingRowColors(alternate)
    table.setWordWrap(False)
    table.setStyleSheet(CELL_ROOM)
    return table
