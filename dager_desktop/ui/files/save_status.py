"""The status bar's word on files that cannot be written.

A failing file is told once in the status bar's message line (a disk that is
full would otherwise say so after every move, and fill the log too), and a
permanent label, *Not saved: saved match, statistics file*, stays until a
write of each of them succeeds again; its tooltip gives the reasons.  Both are
worded when shown, so a language switch says them again in the new language.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMainWindow

from dager_desktop.store import Notice
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import fill
from dager_desktop.ui.text.notices import file_kind, notice_text

log = logging.getLogger(__name__)

STATUS_MS = 8000  # how long a store message stays in the status bar


class SaveStatus:
    """Which kinds of file (``file_kind``) are not being saved, and why."""

    def __init__(self) -> None:
        self.window: QMainWindow | None = None
        self.label: QLabel | None = None  # in the status bar while files cannot be written
        self._reported: set[str] = set()  # a failing file is reported once, not every move
        self._failing: dict[str, Notice | str] = {}  # kind of file → why its last write failed

    def attach(self, window: QMainWindow) -> None:
        self.window = window
        self.label = QLabel(window)
        self.label.setObjectName("NotSaved")
        self.label.hide()
        window.statusBar().addPermanentWidget(self.label)

    def report(self, kind: str, error: BaseException | None) -> None:
        """The outcome of a write of a ``kind`` of file: None when it succeeded."""
        if error is None:
            if self._failing.pop(kind, None) is not None:
                self.show()
            return
        notice = getattr(error, "notice", None)
        key = notice.params.get("path", notice.code) if notice else str(error)
        self._failing[kind] = notice or str(error)
        self.show()
        if key in self._reported:
            log.debug("%s", error)  # said already: the log need not fill up with it
            return
        log.error("%s", error)
        self._reported.add(key)
        if self.window is not None:
            text = notice_text(notice) if notice else str(error)
            self.window.statusBar().showMessage(text, STATUS_MS)

    def failing(self, kind: str) -> bool:
        """Did the last write of a ``kind`` of file fail?"""
        return kind in self._failing

    def reason(self, kind: str) -> str:
        """Why the last write of a ``kind`` of file failed, in the player's language."""
        why = self._failing.get(kind, "")
        return notice_text(why) if isinstance(why, Notice) else why

    def show(self) -> None:
        """"Not saved: saved match, statistics file" while those cannot be written."""
        label = self.label
        if label is None:
            return
        label.setVisible(bool(self._failing))
        if not self._failing:
            return
        kinds = terms.listed(file_kind(kind) for kind in sorted(self._failing))
        #: in the status bar while files cannot be written: %1 lists them (saved match, …)
        text = QCoreApplication.translate("Persistence", "Not saved: %1")
        label.setText(fill(text, kinds))
        reasons = (self.reason(kind) for kind in self._failing)  # worded afresh: a language
        label.setToolTip("\n\n".join(reasons))  # switch says them again
