"""The review's measures over time in the review window: its preset's kept reviews.

``ReviewHistory`` is the charts of ``dialogs.review_measures`` (agreement and
points lost a decision, one point per reviewed round) filled from the kept
reviews (``kept``), read on the task runner; a damaged review file met on the
way is set aside by the store, and said so (``noticed``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal

from dager_desktop.ui.dialogs.review_measures import ReviewMeasures
from dager_desktop.ui.platform.tasks import TaskRunner
from dager_desktop.ui.review.kept import KeptReviews

HISTORY_PRIORITY = -1


class ReviewHistory(ReviewMeasures):
    """Two charts of the kept reviews of one preset (``refresh`` reads them)."""

    #: what the store said of damaged review files (a list of ``Notice``)
    noticed = Signal(object)

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
        history, notices = result
        if notices:
            self.noticed.emit(notices)
        self.show_history(history)
