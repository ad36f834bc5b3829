"""An uncaught exception: save the match, then tell the player where the log is.

``CrashReporter.install`` puts the store's crash hook in place
(``store.install_excepthook``): on any uncaught exception the match is
autosaved first, the traceback is written to the log, and the report comes
here.  The hook may run on a worker thread; ``reported`` is a signal, so
emitting it from there queues the report to the GUI thread, where the dialog
is shown.  One dialog at a time: errors that follow while it is open are in
the log.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from dager_desktop import store
from dager_desktop.store import CrashReport
from dager_desktop.store.words import shown
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import fill
from dager_desktop.ui.widgets.details_button import label_details_button

log = logging.getLogger(__name__)
translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


# How many crash reports are kept (the log has them all).
REPORTS_KEPT = 20


class CrashReporter(QObject):
    """Receives crash reports from any thread and shows them on the GUI thread."""

    reported = Signal(object)  # a CrashReport

    def __init__(self, window: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent or window)
        self.window = window
        self.dialog: QMessageBox | None = None
        # The latest reports (each holds a traceback): a fault in a slot that runs at
        # every move would otherwise pile them up for the whole session.
        self.reports: deque[CrashReport] = deque(maxlen=REPORTS_KEPT)
        self._uninstall: Callable[[], None] | None = None
        # Queued even from the GUI thread: the dialog never opens inside the failing call.
        self.reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self, autosave: Callable[[], bool]) -> None:
        self._uninstall = store.install_excepthook(on_crash=self.reported.emit,
                                                   autosave=autosave)

    def uninstall(self) -> None:
        if self._uninstall is not None:
            self._uninstall()
            self._uninstall = None

    def _show(self, report: CrashReport) -> None:
        self.reports.append(report)
        if self.dialog is not None and self.dialog.isVisible():
            return
        self.dialog = crash_box(report, self.window)
        self.dialog.open()


def crash_box(report: CrashReport, parent: QWidget | None) -> QMessageBox:
    """The dialog of one crash: what happened to the match, where the log is, the details."""
    box = QMessageBox(parent)
    box.setObjectName("CrashDialog")
    box.setIcon(QMessageBox.Icon.Critical)
    # Explicit contexts: box.tr() would look in "QMessageBox" and never find them.
    #: title of the window shown after an unexpected error
    box.setWindowTitle(translate("CrashDialog", "Something went wrong"))
    box.setText(translate("CrashDialog", "The game ran into an unexpected error."))
    lines = [_saved_line(report)]
    if report.log_path is not None:
        #: %1 is the path of the log file
        text = translate("CrashDialog", "The details are in the log file:\n%1")
        lines.append(fill(text, shown(report.log_path)))  # a non-UTF-8 path as it is
    #: the player may go on; if the table misbehaves, restarting resumes the saved match
    lines.append(translate("CrashDialog", "You can keep playing. If the table does not respond, "
                           "close the game and start it again: it offers to continue the saved "
                           "match."))
    box.setInformativeText("\n\n".join(lines))
    box.setDetailedText(shown(report.traceback))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    #: button that shows the technical details of the error (then hides them: "Hide details")
    label_details_button(box, lambda: translate("CrashDialog", "Show details"),
                         lambda: translate("CrashDialog", "Hide details"))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return box


def _saved_line(report: CrashReport) -> str:
    if report.autosaved:
        return translate("CrashDialog", "Your match was saved first.")
    if report.autosave_error:
        #: %1 says why the match could not be saved (technical, in English)
        text = translate("CrashDialog", "Your match could not be saved (%1).")
        return fill(text, formats.elide_path(shown(report.autosave_error), 200))
    return translate("CrashDialog", "No match was in play.")
