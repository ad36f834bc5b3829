"""The Statistics' Practice tab: practice rounds, counted apart from the player's own.

One row per preset with practice rounds: the rounds played again at a practice
table (Play this deal again), the points won there and, for the deal played
again, how many points a round better or worse than the first time; then the
same for the Hard player in the player's seat, against the player's own result.
A line above the table says what is counted here and that it is nowhere else.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.store import Practice, PracticeEntry
from dager_desktop.store.practice import AGAIN, STAND_IN
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import fill
from dager_desktop.ui.widgets.read_only_table import read_only_table

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter



def practised(practice: Practice) -> list[str]:
    """The presets with a practice round, in order."""
    return [name for name, kinds in sorted(practice.presets.items())
            if any(e.rounds for e in kinds.values())]


class PracticeStats(QWidget):
    """The practice counts (``show_practice``), labelled as practice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PracticeStats")
        self.practice = Practice()
        column = QVBoxLayout(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.table = read_only_table(self, "PracticeTable")
        column.addWidget(self.note)
        column.addWidget(self.table, 1)

    def show_practice(self, practice: Practice) -> None:
        self.practice = practice
        self.retranslate()

    def retranslate(self) -> None:
        #: over the practice table in the Statistics window. Chinese: 练习 (zh_TW 練習)
        self.note.setText(translate("PracticeStats",
                                    "Practice rounds — a deal played again at a practice "
                                    "table, or played by the Hard player in your seat — are "
                                    "counted here, apart: never in the match or in your "
                                    "statistics."))
        headers = [
            #: column: the rules preset
            translate("PracticeStats", "Rules"),
            #: column: rounds played again at a practice table (Play this deal again)
            translate("PracticeStats", "Played again"),
            #: column: the player's points in the rounds played again
            translate("PracticeStats", "Points"),
            #: column: points a round better (+) or worse (−) than the deal's first time
            translate("PracticeStats", "Against the first time"),
            #: column: deals played by the Hard player in the player's seat
            translate("PracticeStats", "Hard player in your seat"),
            #: column: the Hard player's points in the player's seat
            translate("PracticeStats", "Its points"),
            #: column: points a round the Hard player did better (+) or worse (−) than
            #: the player with the same deal
            translate("PracticeStats", "Against yours"),
        ]
        table = self.table
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        names = practised(self.practice)
        table.setRowCount(len(names))
        for row, name in enumerate(names):
            cells = [formats.rules_name(None if name == "custom" else name),
                     *self._cells(self.practice.entry(name, AGAIN)),
                     *self._cells(self.practice.entry(name, STAND_IN))]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(_RIGHT)
                table.setItem(row, c, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def _cells(self, entry: PracticeEntry) -> list[str]:
        mean = entry.mean_difference
        #: a difference in points a round: %1 e.g. +2.5
        against = "—" if mean is None else fill(translate("PracticeStats", "%1 a round"),
                                                 formats.points(round(mean, 1)))
        return [str(entry.rounds), formats.points(entry.points) if entry.rounds else "—",
                against]
