"""The Replays window's list: one line a kept round, or a sentence where there are none.

Each line is one finished round: when it was played (marked when it was read
from a file), the rules, who won (or 黄牌), the player's points and the
winning hand.  With no round kept, "No rounds kept yet." takes the list's
place (and "The replays folder cannot be read." when that is why); until the
folder has been read once the list stays, empty, for "no rounds" is not known
yet.  Filling the list again keeps the selected round selected.  Its words are
the Replays window's (the translation context ``ReplaysDialog``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHeaderView,
    QLabel,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from dager_desktop.store import ReplayInfo
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import fill

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

_ID_ROLE = Qt.ItemDataRole.UserRole
_POINTS_COLUMN = 3  # right-aligned, as numbers are
# Room on the right of every cell: "-3" right-aligned in its column and "10胡" left-aligned
# in the next read as one value "-3 10胡" with only the style's few pixels between them.
# The header gets the same room, plus the 3 px the items keep either side of their text,
# so that every label stays over its column's text.
_CELL_ROOM = ("QTreeView::item { padding-right: 12px; }"
              " QHeaderView::section { padding-left: 3px; padding-right: 15px; }")


class ReplayList(QStackedWidget):
    """The kept rounds (``tree``), or the sentence in their place (``empty``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.infos: Sequence[ReplayInfo] = ()  # the rounds shown, newest first
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("ReplayList")
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setStyleSheet(_CELL_ROOM)
        # With no rounds kept, bare column headers over nothing would look broken: a
        # sentence takes the list's place, as the Statistics' "No rounds played yet." does.
        self.empty = QLabel(self)
        self.empty.setObjectName("ReplaysEmpty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        # drawn as the list's white area (and the Statistics' empty chart), not as a hole
        self.empty.setFrameShape(QFrame.Shape.StyledPanel)
        self.empty.setBackgroundRole(QPalette.ColorRole.Base)
        self.empty.setAutoFillBackground(True)
        self.addWidget(self.tree)
        self.addWidget(self.empty)

    def retranslate(self) -> None:
        """The column headers (``show_rounds`` words the lines)."""
        self.tree.setHeaderLabels([
            #: column: when the round was played
            translate("ReplaysDialog", "Date"),
            translate("ReplaysDialog", "Rules"),
            #: column: who won the round (or 黄牌)
            translate("ReplaysDialog", "Winner"),
            #: column: the player's points in that round
            translate("ReplaysDialog", "Your points"),
            #: column: the winning hand's 胡 and 名堂
            translate("ReplaysDialog", "Hand"),
        ])

    def show_rounds(self, infos: Sequence[ReplayInfo], read: bool, unreadable: bool) -> None:
        """Show ``infos``; ``read``: the folder was read (none then means none kept);
        ``unreadable``: the last reading could not list the folder."""
        selected = self.selected()
        self.infos = infos
        self.tree.clear()
        for info in infos:
            item = QTreeWidgetItem(_cells(info))
            item.setData(0, _ID_ROLE, info.id)
            item.setTextAlignment(_POINTS_COLUMN, Qt.AlignmentFlag.AlignRight
                                  | Qt.AlignmentFlag.AlignVCenter)
            self.tree.addTopLevelItem(item)
            if selected is not None and info.id == selected.id:
                self.tree.setCurrentItem(item)
        first = self.tree.topLevelItem(0)
        if self.tree.currentItem() is None and first is not None:
            self.tree.setCurrentItem(first)
        self._lay_out_columns()
        self.setCurrentWidget(self.empty if read and not infos else self.tree)
        if unreadable:
            #: shown in place of the list when the replays folder cannot be read
            self.empty.setText(translate("ReplaysDialog", "The replays folder cannot be read."))
        else:
            #: shown in place of the list when no finished round is kept
            self.empty.setText(translate("ReplaysDialog", "No rounds kept yet."))

    def _lay_out_columns(self) -> None:
        self.tree.headerItem().setTextAlignment(_POINTS_COLUMN, Qt.AlignmentFlag.AlignRight
                                                | Qt.AlignmentFlag.AlignVCenter)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

    def selected(self) -> ReplayInfo | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        wanted = item.data(0, _ID_ROLE)
        return next((i for i in self.infos if i.id == wanted), None)

    def select(self, round_id: str) -> None:
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            if item is not None and item.data(0, _ID_ROLE) == round_id:
                self.tree.setCurrentItem(item)


def _cells(info: ReplayInfo) -> list[str]:
    date = formats.when(info.date)
    if info.imported:
        #: marks a round read from a file: %1 is its date
        date = fill(translate("ReplaysDialog", "%1 (imported)"), date)
    return [date, formats.rules_name(info.preset), formats.winner_name(info.winner),
            formats.points(info.points(0)),
            formats.hand_text(info.hu, info.mingtang, info.luan_hu)]
