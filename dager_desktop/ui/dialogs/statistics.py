"""Game ▸ Statistics…: the player's record per rules preset, practice, and reviews.

Three tabs.  **Your rounds**: one row per preset played (and one for all of
them): rounds, wins and the win rate, 黄牌 rounds, net points, the best winning
hand (its 胡 and 名堂) and the rounds in which Hint or Undo helped
(``Session.assisted``); under the table, ``PointsChart`` draws the running total
of one preset, chosen in the box above it.  **Practice**: the practice rounds,
counted apart (``practice_stats``).  **Review**: the review's measures over time,
per preset, with their charts (``review_stats``), read from the kept reviews off
the GUI thread (``run``, the window's task runner).  Before the first round, with
no practice and no review either, there is nothing to tabulate or choose: the
dialog is then only the chart's "No rounds played yet."
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.store import Practice, PresetStats, Stats
from dager_desktop.store.reviews import ReviewFiles
from dager_desktop.ui.dialogs.chart import PointsChart
from dager_desktop.ui.dialogs.notice_boxes import notice_box
from dager_desktop.ui.dialogs.practice_stats import PracticeStats, practised
from dager_desktop.ui.dialogs.review_stats import ReviewStats
from dager_desktop.ui.platform.screens import scale_window
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import fill
from dager_desktop.ui.widgets.read_only_table import read_only_table

ALL = "*all*"  # the row of every preset together
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
REVIEWS_PRIORITY = -1  # the kept reviews are read after the table's own work
# ``TaskRunner.run``: a function run off the GUI thread, its result handed back
Run = Callable[[Callable[[], Any], Callable[[Any, BaseException | None], None], int], Any]


class StatsDialog(QDialog):
    """The statistics: read when the dialog opens, and again at each round's end
    while it is open (``refresh``)."""

    def __init__(self, stats: Stats, parent: QWidget | None = None,
                 current: str | None = None, practice: Practice | None = None,
                 reviews: ReviewFiles | None = None, run: Run | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsDialog")
        self.stats = stats
        self.practice = practice if practice is not None else Practice()
        self.reviews, self.run = reviews, run
        self.presets: list[str] = []
        self.current = current
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._own_rounds(), "")
        self.practice_tab = PracticeStats(self.tabs)
        self.tabs.addTab(self.practice_tab, "")
        self.review_tab = ReviewStats(self.tabs)
        self.tabs.addTab(self.review_tab, "")
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.chart_preset.currentIndexChanged.connect(self._chart_changed)
        self._empty: bool | None = None
        self.text_scale = 1.0
        self.refresh(current)

    def _own_rounds(self) -> QWidget:
        """The first tab: the player's own rounds, and the running total's chart."""
        box = QWidget(self)
        column = QVBoxLayout(box)
        self.table = read_only_table(box, "StatsTable")
        column.addWidget(self.table)
        row = QHBoxLayout()
        self.chart_label = QLabel(box)
        row.addWidget(self.chart_label)
        self.chart_preset = QComboBox(box)
        row.addWidget(self.chart_preset, 1)
        column.addLayout(row)
        self.chart = PointsChart(box)
        column.addWidget(self.chart, 1)
        return box

    def refresh(self, current: str | None = None) -> None:
        """Show the statistics as they stand; the charts follow ``current`` if given."""
        self.current = current or self.current
        self.presets = [name for name, s in sorted(self.stats.presets.items()) if s.rounds]
        self.retranslate()
        if current in self.presets:
            self.chart_preset.setCurrentIndex(self.presets.index(current))
        self.practice_tab.show_practice(self.practice)
        self._read_reviews()
        self._show_empty_if_so()

    def _read_reviews(self) -> None:
        reviews = self.reviews
        if reviews is None:
            return
        if self.run is None:
            self._reviews_read(reviews.summaries(), None)
        else:
            self.run(reviews.summaries, self._reviews_read, REVIEWS_PRIORITY)

    def _reviews_read(self, result: Any, error: BaseException | None) -> None:
        if error is not None:
            raise error
        kept, notices = result
        self.review_tab.show_reviews(kept, self.current)
        self._show_empty_if_so()
        if notices:  # damaged review files: the store set them aside
            box = notice_box(notices, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def _show_empty_if_so(self) -> None:
        empty = not (self.presets or practised(self.practice) or self.review_tab.kept)
        if self._empty != empty:
            self._show_empty(empty)

    def _show_empty(self, empty: bool) -> None:
        """No rounds yet: a header over nothing and an empty box would look broken,
        so only the chart's "No rounds played yet." stays, in a smaller window."""
        self._empty = empty
        for widget in (self.table, self.chart_label, self.chart_preset):
            widget.setVisible(not empty)
        self.tabs.tabBar().setVisible(not empty)
        if empty:
            self.tabs.setCurrentIndex(0)
        self._fit()

    def set_text_scale(self, scale: float) -> None:
        """The table's text scale (``TableWidget.textScaled``): text and size follow it."""
        self.text_scale = scale
        self._fit()

    def _fit(self) -> None:
        width, height = (480, 260) if self._empty else (820, 560)
        scale_window(self, self.text_scale, width, height)

    def retranslate(self) -> None:
        #: title of the statistics window
        self.setWindowTitle(self.tr("Statistics"))
        #: tab of the statistics window: the player's own rounds of the matches
        self.tabs.setTabText(0, self.tr("Your rounds"))
        #: tab of the statistics window: practice rounds, counted apart. Chinese: 练习
        self.tabs.setTabText(1, self.tr("Practice"))
        #: tab of the statistics window: the review's measures over time. Chinese: 复盘
        self.tabs.setTabText(2, self.tr("Review"))
        headers = [
            #: column: the rules preset
            self.tr("Rules"),
            #: column: rounds played
            self.tr("Rounds"),
            #: column: rounds the player won, and the share of rounds
            self.tr("Won"),
            #: column: 黄牌 rounds (nobody won). Chinese: 黄牌 (zh_TW 黃牌)
            self.tr("Huang Pai"),
            #: column: the player's net points
            self.tr("Points"),
            #: column: the best winning hand: its 胡 and 名堂
            self.tr("Best hand"),
            #: column: rounds in which the player used Hint or Undo (practice).
            #: Chinese: 提示 = Hint, 悔牌 = Undo
            self.tr("Helped (Hint/Undo)"),
        ]
        self._fill(headers)
        #: label of the box that picks the rules whose running total of points the chart shows
        self.chart_label.setText(self.tr("Your running total:"))
        #: shown in the chart's place before any round was played
        self.chart.empty_text = self.tr("No rounds played yet.")
        self._fill_presets()

    def _fill(self, headers: list[str]) -> None:
        table = self.table
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        rows = [(name, self.stats.presets[name]) for name in self.presets]
        if len(rows) > 1:
            rows.append((ALL, self.stats.total()))
        table.setRowCount(len(rows))
        for r, (name, entry) in enumerate(rows):
            for c, text in enumerate(self._cells(name, entry)):
                item = QTableWidgetItem(text)
                if c not in (0, 5):
                    item.setTextAlignment(_RIGHT)
                if name == ALL:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        height = header.height() + sum(table.rowHeight(r) for r in range(len(rows))) + 6
        table.setFixedHeight(max(height, header.height() + table.verticalHeader()
                                 .defaultSectionSize() + 6))

    def _cells(self, name: str, entry: PresetStats) -> list[str]:
        #: the row of every rules preset together
        label = self.tr("All rules") if name == ALL else formats.rules_name(name)
        won = f"{entry.won} ({entry.win_rate:.0%})" if entry.rounds else "0"
        return [label, str(entry.rounds), won, str(entry.huang), formats.points(entry.points),
                self._best(entry), str(entry.assisted)]

    def _best(self, entry: PresetStats) -> str:
        best = entry.best
        if best is None:
            return "—"
        text = formats.hand_text(best.hu, best.mingtang, best.luan_hu)
        #: the best hand and the points it won: %1 the hand (胡, 名堂), %2 e.g. +24
        won = self.tr("%1 (%2 points)")
        return fill(won, text, formats.points(best.points))

    def _fill_presets(self) -> None:
        combo = self.chart_preset
        shown = combo.currentData()  # kept by name: a preset new to the list moves the rest
        combo.blockSignals(True)
        combo.clear()
        for name in self.presets:
            combo.addItem(formats.rules_name(name), name)
        combo.blockSignals(False)
        combo.setEnabled(bool(self.presets))
        if self.presets:
            combo.setCurrentIndex(self.presets.index(shown) if shown in self.presets else 0)
        self._chart_changed()

    def _chart_changed(self, _index: int = 0) -> None:
        name = self.chart_preset.currentData()
        entry = self.stats.presets.get(name) if name else None
        self.chart.set_points(entry.cumulative() if entry else [])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.practice_tab.retranslate()
            self.review_tab.retranslate()
        super().changeEvent(event)
