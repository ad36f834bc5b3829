"""The review's measures over time: agreement and points lost a decision, per preset.

Every kept review (``kept``) carries its round's summary; ``ReviewHistory`` reads
those of one preset on the task runner and draws two charts of the Statistics'
kind (``dialogs.chart.PointsChart``), one point per reviewed round, oldest first:
the share of decisions that agree with the hard player (in percent), and the
points lost a decision.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dager_desktop.ui.dialogs.chart import PointsChart
from dager_desktop.ui.platform.tasks import TaskRunner
from dager_desktop.ui.review.kept import Kept, KeptReviews
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import fill

HISTORY_PRIORITY = -1


class ReviewHistory(QWidget):
    """Two charts of the kept reviews of one preset (``refresh`` reads them)."""

    def __init__(self, preset: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewHistory")
        self.preset = preset
        self.kept: list[Kept] = []
        column = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.agreement_caption = QLabel(self)
        self.agreement = PointsChart(self)
        self.loss_caption = QLabel(self)
        self.loss = PointsChart(self)
        for widget in (self.heading, self.agreement_caption, self.agreement,
                       self.loss_caption, self.loss):
            column.addWidget(widget)
        self.retranslate()

    def refresh(self, kept: KeptReviews | None, tasks: TaskRunner) -> None:
        """Read the kept reviews off the GUI thread, then draw them."""
        if kept is None:
            self.show_history([])
            return
        preset = self.preset
        tasks.run(lambda: kept.history(preset), self._read, HISTORY_PRIORITY)

    def _read(self, result: Any, error: BaseException | None) -> None:
        if error is not None:
            raise error
        self.show_history(result)

    def show_history(self, kept: list[Kept]) -> None:
        self.kept = list(kept)
        self.agreement.set_points([(n, round(100 * k.agreement)) for n, k in enumerate(kept, 1)])
        self.loss.set_points([(n, round(k.expected_loss, 2)) for n, k in enumerate(kept, 1)])
        self.retranslate()

    def retranslate(self) -> None:
        rounds = len(self.kept)
        if rounds:
            mean = sum(k.agreement for k in self.kept) / rounds
            loss = sum(k.expected_loss * k.decisions for k in self.kept) / max(
                1, sum(k.decisions for k in self.kept))
            #: over the review charts: %1 reviewed rounds, %2 the rules, %3 the mean
            #: agreement (a percent), %4 points lost a decision over them all
            self.heading.setText(fill(self.tr("%1 rounds reviewed under %2: agrees on %3% "
                                              "on average, loses %4 points a decision."),
                                      rounds, formats.rules_name(self.preset),
                                      round(100 * mean), f"{loss:.2f}"))
        else:
            self.heading.setText("")
        #: caption of a chart: each reviewed round's agreement with the Hard player
        self.agreement_caption.setText(self.tr("Agreement with the Hard player (%)"))
        #: caption of a chart: each reviewed round's points lost a decision
        self.loss_caption.setText(self.tr("Points lost a decision"))
        #: in place of the review charts while no round of these rules is reviewed
        empty = self.tr("No round of these rules reviewed yet.")
        self.agreement.empty_text = self.loss.empty_text = empty
        self.agreement.update()
        self.loss.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
