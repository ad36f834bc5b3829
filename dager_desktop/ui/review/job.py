"""The review in the background: one decision at a time on the window's task runner.

``ReviewJob.start()`` reads the round's decisions (and a kept review, which is
then shown at once) in one task, then values each decision in a task of its
own (``ai.review.value_moment``), so that the decisions appear as they are
valued and the table's own work (computer seats, card art) is queued between
them, never behind a whole round.  Nothing here runs on the GUI thread but the
callbacks; ``cancel()`` drops what is still to come.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal

from dager_desktop.ai.remote import RemoteReviewer
from dager_desktop.ai.review import (
    BUDGET_MS,
    DecisionReview,
    Moment,
    Review,
    ReviewError,
    moments,
    reviewer,
    value_moment,
)
from dager_desktop.store import Notice
from dager_desktop.ui.platform.tasks import OneTask, TaskRunner
from dager_desktop.ui.review.kept import KeptReviews

log = logging.getLogger(__name__)

#: Below the computer seats' decisions and the card art: the table goes first.
REVIEW_PRIORITY = -1


class ReviewJob(QObject):
    """Reviews ``seat``'s decisions of ``record`` and reports each as it is valued."""

    #: (decisions in all) — the decisions are known, valuing begins
    counted = Signal(int)
    #: one decision valued (a ``DecisionReview``)
    valued = Signal(object)
    #: the whole review (a ``Review``), computed or read back
    finished = Signal(object)
    #: the round cannot be reviewed: the ``ReviewError`` (its code and reason)
    failed = Signal(object)
    #: what the store said of a kept review it could not use (a list of ``Notice``)
    noticed = Signal(object)

    def __init__(self, record: Mapping[str, Any], seat: int, tasks: TaskRunner | None,
                 kept: KeptReviews | None = None, budget_ms: float = BUDGET_MS,
                 iterations: int | None = None, seed: int = 0,
                 parent: QObject | None = None, helper: bool = False) -> None:
        super().__init__(parent)
        self.record = dict(record)
        self.seat = seat
        self.tasks = tasks if tasks is not None else TaskRunner(1, self)
        self.task = OneTask(self.tasks, REVIEW_PRIORITY)
        self.kept = kept
        self.agent = reviewer(seed, budget_ms, iterations)
        self.remote = RemoteReviewer(self.agent, seed) if helper else None
        self.moments: list[Moment] = []
        self.done: list[DecisionReview] = []
        self.review: Review | None = None

    def start(self) -> None:
        record, seat, kept = self.record, self.seat, self.kept

        def prepare() -> tuple[list[Moment], tuple[Review | None, list[Notice]]]:
            found = moments(record, seat)
            return found, kept.load(record, seat) if kept is not None else (None, [])

        self.task.run(prepare, self._prepared)

    def running(self) -> bool:
        return self.task.running()

    def cancel(self) -> None:
        self.task.cancel()

    def _prepared(self, result: Any, error: BaseException | None) -> None:
        if isinstance(error, ReviewError):
            self.failed.emit(error)
            return
        if error is not None:
            raise error
        self.moments, (kept, notices) = result
        if notices:
            self.noticed.emit(notices)  # a kept review was damaged: set aside, valued anew
        self.counted.emit(len(self.moments))
        if kept is not None and len(kept.decisions) == len(self.moments):
            for decision in kept.decisions:
                self.done.append(decision)
                self.valued.emit(decision)
            self._finish(kept, keep=False)
            return
        self._next()

    def _next(self) -> None:
        if len(self.done) == len(self.moments):
            self._finish(Review(self.seat, tuple(self.done)), keep=True)
            return
        value = self.remote.value if self.remote is not None else partial(value_moment, self.agent)
        moment = self.moments[len(self.done)]
        self.task.run(lambda: value(moment), self._valued)

    def _valued(self, result: Any, error: BaseException | None) -> None:
        if error is not None:
            raise error
        self.done.append(result)
        self.valued.emit(result)
        self._next()

    def _finish(self, review: Review, keep: bool) -> None:
        self.review = review
        if keep and self.kept is not None:
            kept, record = self.kept, self.record
            # written off the GUI thread, as every file is; nobody waits for it
            self.tasks.run(lambda: kept.save(record, review), lambda *_: None,
                           REVIEW_PRIORITY)
        self.finished.emit(review)
