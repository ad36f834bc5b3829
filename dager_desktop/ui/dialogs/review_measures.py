"""The review's measures over time (复盘): agreement and points lost a decision.

``ReviewMeasures`` shows the kept reviews of one preset (``store.reviews.Kept``,
oldest first) as a heading — rounds reviewed, the mean agreement and the points
lost a decision over them all — and two ``PointsChart``s, one point per reviewed
round: the share of decisions that agree with the hard player (in percent) and
the points lost a decision.  The review window shows it for its round's preset
(``review.history``), the Statistics dialog for the preset chosen there.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dager_desktop.store.reviews import Kept
from dager_desktop.ui.dialogs.chart import PointsChart
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import fill

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for



def percent(value: float) -> str:
    return f"{value:.0f}%"


def loss_text(value: float) -> str:
    return f"{value:.2f}"


def mean_agreement(kept: Sequence[Kept]) -> float:
    """The rounds' agreement, each round counting once (0..1)."""
    return sum(k.agreement for k in kept) / len(kept) if kept else 0.0


def mean_loss(kept: Sequence[Kept]) -> float:
    """Points lost a decision over every decision of the rounds."""
    decisions = sum(k.decisions for k in kept)
    return sum(k.expected_loss * k.decisions for k in kept) / decisions if decisions else 0.0


class ReviewMeasures(QWidget):
    """Two charts of the kept reviews of one preset (``show_history``)."""

    def __init__(self, preset: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewHistory")
        self.preset = preset
        self.kept: list[Kept] = []
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.agreement_caption = QLabel(self)
        self.agreement = PointsChart(self, percent, hold=(0.0, 100.0))  # the whole 0-100%
        self.loss_caption = QLabel(self)
        self.loss = PointsChart(self, loss_text)
        for widget in (self.heading, self.agreement_caption, self.agreement,
                       self.loss_caption, self.loss):
            column.addWidget(widget)
        self.retranslate()

    def show_history(self, kept: Sequence[Kept], preset: str | None = None) -> None:
        """Chart ``kept`` (one preset's, oldest first); ``preset`` names it if given."""
        if preset is not None:
            self.preset = preset
        self.kept = list(kept)
        self.agreement.set_points([(n, round(100 * k.agreement)) for n, k in
                                   enumerate(self.kept, 1)])
        self.loss.set_points([(n, round(k.expected_loss, 2)) for n, k in
                              enumerate(self.kept, 1)])
        self.retranslate()

    def retranslate(self) -> None:
        rounds = len(self.kept)
        if rounds:
            #: over the review charts: %1 reviewed rounds, %2 the rules, %3 the mean
            #: agreement (a percent), %4 points lost a decision over them all
            text = translate("ReviewHistory", "%1 rounds reviewed under %2: agrees on %3% "
                             "on average, loses %4 points a decision.")
            self.heading.setText(fill(text,
                                      rounds, formats.rules_name(self.preset),
                                      round(100 * mean_agreement(self.kept)),
                                      loss_text(mean_loss(self.kept))))
        else:
            self.heading.setText("")
        #: caption of a chart: each reviewed round's agreement with the Hard player
        self.agreement_caption.setText(translate("ReviewHistory",
                                                 "Agreement with the Hard player (%)"))
        #: caption of a chart: each reviewed round's points lost a decision
        self.loss_caption.setText(translate("ReviewHistory", "Points lost a decision"))
        #: in place of the review charts while no round of these rules is reviewed
        empty = translate("ReviewHistory", "No round of these rules reviewed yet.")
        self.agreement.empty_text = self.loss.empty_text = empty
        self.agreement.viewport().update()
        self.loss.viewport().update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
