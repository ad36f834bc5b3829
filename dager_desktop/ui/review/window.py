"""The review window (复盘): the player's decisions of a round, each valued by the search.

On top the summary (agreement with the hard player, points lost a decision, the
costliest decisions) and, while the review runs, a progress bar; on the left the
decisions in order with their marks — **Differences only** hides those that
agree —; on the right, for the one selected, the table at that moment (the
replay viewer, every hand open, stepped to just before the decision), its
options as bars with their intervals and the reason in a sentence.  Decisions
appear as they are valued (``job.ReviewJob``: never on the GUI thread); a kept
review (``kept``) is shown at once.  The window is window-modal over the table
(opened from the round-over dialog, which is modal too, it must be) and ends
the review when closed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.ai.review import BUDGET_MS, DecisionReview, Review, ReviewError
from dager_desktop.engine import ReplaySteps
from dager_desktop.store import Notice, ReplayInfo
from dager_desktop.ui.dialogs.notice_boxes import notice_box
from dager_desktop.ui.platform.screens import resize_to_fit
from dager_desktop.ui.platform.tasks import TaskRunner
from dager_desktop.ui.replays.viewer import ReplayViewer
from dager_desktop.ui.review.bars import OptionBars
from dager_desktop.ui.review.history import ReviewHistory
from dager_desktop.ui.review.job import ReviewJob
from dager_desktop.ui.review.kept import KeptReviews, preset_of
from dager_desktop.ui.review.stand_in import StandIn
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import fill
from dager_desktop.ui.text.review_text import (
    decision_line,
    mark_name,
    reason_text,
    refusal_text,
    summary_text,
)

_ROLE = Qt.ItemDataRole.UserRole
WIDTH, HEIGHT = 1380, 940


class ReviewWindow(QDialog):
    """Review ``seat``'s decisions of the finished round ``record``."""

    def __init__(self, record: Mapping[str, Any], seat: int, *, info: ReplayInfo | None = None,
                 tasks: TaskRunner | None = None, kept: KeptReviews | None = None,
                 parent: QWidget | None = None, budget_ms: float = BUDGET_MS,
                 iterations: int | None = None, others: Mapping[int, Any] | None = None,
                 helper: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.total = 0
        self.error: str | None = None
        self.job = ReviewJob(record, seat, tasks, kept, budget_ms, iterations, parent=self,
                             helper=helper)
        self.stand_in = StandIn(record, seat, tasks, others, parent=self, helper=helper)
        self.stand_in.finished.connect(self._stood_in)
        self.stand_in_viewer: ReplayViewer | None = None
        self.job.counted.connect(self._counted)
        self.job.valued.connect(self._valued)
        self.job.finished.connect(lambda _review: self._reviewed())
        self.job.failed.connect(self._failed)
        self.job.noticed.connect(self._noticed)
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("Headline")
        self.summary.setWordWrap(True)
        self.progress = QProgressBar(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.progress)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self._list_side(split, record))
        split.addWidget(self._detail_side(split, record, info))
        split.setStretchFactor(1, 1)
        split.setSizes([300, WIDTH - 300])
        layout.addWidget(split, 1)
        buttons = QHBoxLayout()
        self.stand_in_button = QPushButton(self)
        self.stand_in_button.setAutoDefault(False)
        self.stand_in_button.clicked.connect(self.let_hard_sit_in)
        self.stand_in_text = QLabel(self)
        self.stand_in_round = QPushButton(self)
        self.stand_in_round.setAutoDefault(False)
        self.stand_in_round.clicked.connect(self.open_stand_in_round)
        self.stand_in_round.hide()
        self.again_button = QPushButton(self)
        self.again_button.setAutoDefault(False)
        self.again_button.clicked.connect(self.play_again)
        self.again_button.setVisible(self._replayer() is not None)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.stand_in_button)
        buttons.addWidget(self.stand_in_text, 1)
        buttons.addWidget(self.stand_in_round)
        self.close_button = QPushButton(self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.finished.connect(lambda _result: self._stop())
        self.retranslate()
        resize_to_fit(self, WIDTH, HEIGHT)

    def _list_side(self, parent: QWidget, record: Mapping[str, Any]) -> QWidget:
        """The decisions, and the review's measures over time, as two tabs."""
        self.tabs = QTabWidget(parent)
        self.tabs.addTab(self._decision_list(self.tabs), "")
        self.history = ReviewHistory(preset_of(record), self.tabs)
        self.history.noticed.connect(self._noticed)
        self.tabs.addTab(self.history, "")
        return self.tabs

    def _decision_list(self, parent: QWidget) -> QWidget:
        box = QWidget(parent)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        self.differences = QCheckBox(box)
        self.differences.toggled.connect(self._filter)
        self.list = QListWidget(box)
        self.list.setObjectName("ReviewList")
        self.list.currentItemChanged.connect(lambda *_: self._show_selected())
        column.addWidget(self.differences)
        column.addWidget(self.list, 1)
        return box

    def _detail_side(self, parent: QWidget, record: Mapping[str, Any],
                     info: ReplayInfo | None) -> QWidget:
        box = QWidget(parent)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        pixmaps = getattr(self.parentWidget(), "pixmaps", None)
        self.viewer = ReplayViewer(ReplaySteps(record), info, box, pixmaps)
        self.viewer.setWindowFlags(Qt.WindowType.Widget)  # a part of this window
        self.viewer.keep_in_sight(self.job.seat)
        self.bars = OptionBars(box)
        self.reason = QLabel(box)
        self.reason.setObjectName("ReviewReason")
        self.reason.setWordWrap(True)
        self.options_caption = QLabel(box)
        self.options_caption.setObjectName("TableHeader")
        column.addWidget(self.viewer, 1)
        column.addWidget(self.options_caption)
        column.addWidget(self.bars)
        column.addWidget(self.reason)
        return box

    def start(self) -> None:
        """Begin the review (or read the kept one) and show the window."""
        self.job.start()
        self.open()

    def retranslate(self) -> None:
        #: title of the review window. Chinese: 复盘 (zh_TW 復盤)
        self.setWindowTitle(self.tr("Review"))
        #: show only the decisions that differ from the Hard player's best
        self.differences.setText(self.tr("Differences only"))
        #: caption over the options' bars: expected points of the round after each
        self.options_caption.setText(self.tr("Options: expected points, with 95% intervals"))
        self.close_button.setText(self.tr("Close"))
        #: tab of the review window: the round's decisions
        self.tabs.setTabText(0, self.tr("Decisions"))
        #: tab of the review window: the measures of every reviewed round, as charts
        self.tabs.setTabText(1, self.tr("Over time"))
        #: plays the same deal again in the background with the Hard computer player
        #: in the player's seat
        self.stand_in_button.setText(self.tr("Let the Hard player sit in my seat"))
        #: deals the same cards again at a practice table: same seats, dealer and
        #: computer players; nothing of it is counted
        self.again_button.setText(self.tr("Play this deal again"))
        #: opens the Hard player's round (in the player's seat) in the replay viewer
        self.stand_in_round.setText(self.tr("Watch its round"))
        self._show_stand_in()
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setText(decision_line(item.data(_ROLE), row + 1))
        self._show_summary()
        self._show_selected()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the review as it comes -------------------------------------------------------------

    def _counted(self, total: int) -> None:
        self.total = total
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(0)
        self._show_summary()

    def _valued(self, decision: DecisionReview) -> None:
        item = QListWidgetItem(decision_line(decision, self.list.count() + 1))
        item.setData(_ROLE, decision)
        item.setHidden(self.differences.isChecked() and not decision.differs)
        self.list.addItem(item)
        self.progress.setValue(len(self.job.done))
        if self.list.currentItem() is None and not item.isHidden():
            self.list.setCurrentItem(item)
        self._show_summary()

    def _reviewed(self) -> None:
        self._show_summary()
        # read after the review is kept: the task runner takes them in turn
        self.history.refresh(self.job.kept, self.job.tasks)

    def _noticed(self, notices: list[Notice]) -> None:
        """A kept review file was damaged: the store set it aside; the player hears of it
        (the round is valued again)."""
        box = notice_box(notices, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _failed(self, error: ReviewError) -> None:
        self.error = refusal_text(error)
        self.progress.hide()
        self._show_summary()

    def decisions(self) -> list[DecisionReview]:
        return list(self.job.done)

    def review(self) -> Review:
        return Review(self.job.seat, tuple(self.job.done))

    def _stop(self) -> None:
        self.job.cancel()
        self.stand_in.cancel()

    # -- the same deal again ---------------------------------------------------------------

    def _replayer(self) -> Any:
        """The table's practice table (``MainWindow.play_deal_again``), if there is one."""
        return getattr(self.parentWidget(), "play_deal_again", None)

    def play_again(self) -> None:
        """Close the review and play the same deal again at a practice table."""
        replayer = self._replayer()
        if replayer is not None:
            self.close()
            replayer(self.job.record)

    # -- the hard player in the seat ---------------------------------------------------------

    def let_hard_sit_in(self) -> None:
        """Play the deal again with the hard player in the seat (in the background)."""
        if self.stand_in.running() or self.stand_in.result is not None:
            return
        self.stand_in.start()
        self.stand_in_button.setEnabled(False)
        self._show_stand_in()

    def _stood_in(self, game: Any) -> None:
        """The hard player's round is over: counted apart as practice (never in the match
        nor the statistics) where the table counts practice, and shown."""
        books = getattr(self.parentWidget(), "practice_books", None)
        if books is not None and self.stand_in.own_points is not None:
            books.stood_in(game, self.job.seat, self.stand_in.own_points)
        self._show_stand_in()

    def _show_stand_in(self) -> None:
        game, own = self.stand_in.result, self.stand_in.own_points
        if game is None or game.result is None or own is None:
            #: while the Hard player plays the deal in the player's seat
            self.stand_in_text.setText(self.tr("The Hard player is playing the deal...")
                                       if self.stand_in.running() else "")
            return
        theirs = game.result.payments[self.job.seat]
        #: the two results side by side: %1 the player's points in the round, %2 the
        #: Hard player's in the same seat with the same deal
        self.stand_in_text.setText(fill(self.tr("You: %1 points. The Hard player in your "
                                                "seat: %2 points."),
                                        formats.points(own), formats.points(theirs)))
        self.stand_in_round.show()

    def open_stand_in_round(self) -> None:
        game = self.stand_in.result
        if game is None:
            return
        if self.stand_in_viewer is not None:
            self.stand_in_viewer.close()
            self.stand_in_viewer.deleteLater()
        pixmaps = getattr(self.parentWidget(), "pixmaps", None)
        viewer = ReplayViewer(ReplaySteps.from_game(game), None, self, pixmaps)
        viewer.go_to(viewer.steps.count)
        viewer.keep_in_sight(self.job.seat)
        self.stand_in_viewer = viewer
        viewer.show()

    def _show_summary(self) -> None:
        if self.error is not None:
            self.summary.setText(self.error)
            return
        if not self.total and not self.job.running() and self.job.moments == []:
            if self.job.review is not None:
                #: a round in which the player had no decision with a choice
                self.summary.setText(self.tr("You had no decision to make in this round."))
            else:
                #: while the round's decisions are being read
                self.summary.setText(self.tr("Reviewing..."))
            self.progress.setVisible(self.job.review is None)
            return
        self.summary.setText(summary_text(self.review(), self.total))
        self.progress.setVisible(len(self.job.done) < self.total)

    def _filter(self, only: bool) -> None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(only and not item.data(_ROLE).differs)
        current = self.list.currentItem()
        if current is not None and current.isHidden():
            shown = [self.list.item(r) for r in range(self.list.count())
                     if not self.list.item(r).isHidden()]
            if shown:
                self.list.setCurrentItem(shown[0])
            else:
                self._show_selected()

    def selected(self) -> DecisionReview | None:
        item = self.list.currentItem()
        return None if item is None or item.isHidden() else item.data(_ROLE)

    def _show_selected(self) -> None:
        decision = self.selected()
        self.bars.show_decision(decision)
        if decision is None:
            self.reason.setText("")
            return
        self.viewer.go_to(decision.step)
        #: %1 the mark of the selected decision, %2 why (a sentence)
        self.reason.setText(fill(self.tr("%1: %2"), mark_name(decision.mark),
                                 reason_text(decision)))


def open_review(parent: QWidget, record: Mapping[str, Any], seat: int,
                info: ReplayInfo | None = None) -> ReviewWindow:
    """Open the review of ``seat`` in ``record`` over ``parent`` (the table window):
    on its task runner, kept beside its replays (``parent.review_folder``, the
    replays folder, when the store is attached); the hard player's stand-in plays
    against the session's computer players."""
    folder = getattr(parent, "review_folder", None)
    kept = KeptReviews.beside(folder) if folder is not None else None
    session = getattr(parent, "session", None)
    window = ReviewWindow(record, seat, info=info, tasks=getattr(parent, "tasks", None),
                          kept=kept, parent=parent, others=getattr(session, "agents", None),
                          helper=True)
    window.start()
    return window
