"""The Statistics' Review tab: the review's measures (复盘) over time, per preset.

One row per preset with reviewed rounds: how many, the mean agreement with the
Hard player and the points lost a decision; under it the charts of one preset,
chosen in the box above them (``review_measures.ReviewMeasures``), one point per
reviewed round, oldest first.  The summaries come from the kept reviews
(``store.reviews``), read by the Statistics dialog off the GUI thread.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.store.reviews import Kept
from dager_desktop.ui.dialogs.review_measures import (
    ReviewMeasures,
    loss_text,
    mean_agreement,
    mean_loss,
)
from dager_desktop.ui.text import formats
from dager_desktop.ui.widgets.read_only_table import read_only_table

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CUSTOM = "*custom*"  # the box's data for rules that are no preset (None is no data)



class ReviewStats(QWidget):
    """Every kept review's measures (``show_reviews``): a table, and one preset's charts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewStats")
        self.kept: list[Kept] = []
        column = QVBoxLayout(self)
        self.table = read_only_table(self, "ReviewTable")
        column.addWidget(self.table)
        row = QHBoxLayout()
        self.chart_label = QLabel(self)
        self.chart_preset = QComboBox(self)
        row.addWidget(self.chart_label)
        row.addWidget(self.chart_preset, 1)
        column.addLayout(row)
        self.measures = ReviewMeasures(None, self)
        column.addWidget(self.measures, 1)
        self.chart_preset.currentIndexChanged.connect(lambda _i: self._chart())

    def presets(self) -> list[str | None]:
        """The presets with a reviewed round, in order (None: custom rules, last)."""
        names = {k.preset for k in self.kept}
        return [*sorted(n for n in names if n is not None), *([None] if None in names else [])]

    def show_reviews(self, kept: Sequence[Kept], current: str | None = None) -> None:
        """Every kept review's summary, oldest first; the charts follow ``current``."""
        self.kept = list(kept)
        self.retranslate()
        if current in self.presets():
            self.chart_preset.setCurrentIndex(self.presets().index(current))

    def retranslate(self) -> None:
        headers = [
            #: column: the rules preset
            translate("ReviewStats", "Rules"),
            #: column: rounds whose decisions were reviewed (复盘)
            translate("ReviewStats", "Rounds reviewed"),
            #: column: share of the player's decisions that agree with the Hard player
            translate("ReviewStats", "Agreement"),
            #: column: the points the player's decisions lost on average
            translate("ReviewStats", "Points lost a decision"),
        ]
        presets = self.presets()
        table = self.table
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(presets))
        for r, preset in enumerate(presets):
            rounds = [k for k in self.kept if k.preset == preset]
            cells = [formats.rules_name(preset), str(len(rounds)),
                     f"{round(100 * mean_agreement(rounds))}%", loss_text(mean_loss(rounds))]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(_RIGHT)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        height = header.height() + sum(table.rowHeight(r) for r in range(len(presets))) + 6
        table.setFixedHeight(max(height, header.height() + 30))
        #: label of the box that picks the rules whose reviewed rounds the charts show
        self.chart_label.setText(translate("ReviewStats", "Reviewed rounds of:"))
        self._fill_presets(presets)

    def _fill_presets(self, presets: list[str | None]) -> None:
        combo = self.chart_preset
        shown = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for preset in presets:
            combo.addItem(formats.rules_name(preset), CUSTOM if preset is None else preset)
        combo.blockSignals(False)
        combo.setEnabled(bool(presets))
        data = [combo.itemData(i) for i in range(combo.count())]
        if data:
            combo.setCurrentIndex(data.index(shown) if shown in data else 0)
        self._chart()

    def _chart(self) -> None:
        data = self.chart_preset.currentData()
        preset = None if data in (CUSTOM, None) else str(data)
        shown = [k for k in self.kept if k.preset == preset] if data is not None else []
        self.measures.show_history(shown, preset)
