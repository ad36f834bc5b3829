"""The store around the window's life: first the lock, last the final save.

``open_store`` runs before anything reads or writes a file of the user's:
it takes the single-instance lock — a second instance says so in a dialog
and stops, touching nothing — then starts the rotating log and loads the
settings and statistics.  Once the window is attached to the store
(``Persistence.attach``), ``Startup.watch_crashes`` gives it the crash hook,
``Startup.start`` shows what the store had
to say and offers the saved match, and ``Startup.close`` flushes the
autosave and gives the lock back.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from dager_desktop import store
from dager_desktop.store import AlreadyRunning, InstanceLock, Notice, paths
from dager_desktop.store.lock import folder_unusable
from dager_desktop.ui.dialogs.notice_boxes import information_box
from dager_desktop.ui.files.crash_dialog import CrashReporter
from dager_desktop.ui.files.persistence import Persistence
from dager_desktop.ui.text.notices import notice_text

log = logging.getLogger(__name__)

# Seconds to wait at exit for writes the closing window already waited for.
EXIT_WAIT_S = 2.0


def already_running_box(notice: Notice) -> QMessageBox:
    """What a second instance says before it stops."""
    #: the window title of the message shown by a second copy of the game
    title = QCoreApplication.translate("Startup", "Luzhou Da Er")
    return information_box("AlreadyRunning", title, notice_text(notice))


def _show_and_wait(box: QMessageBox) -> None:
    box.exec()


# how the already-running message is shown (tests replace it: no event loop waits there)
show_message: Callable[[QMessageBox], None] = _show_and_wait


class Startup:
    """What ``open_store`` opened, to attach to the window and to close at exit."""

    def __init__(self, lock: InstanceLock | None, log_path: Path | None,
                 persistence: Persistence, notices: list[Notice]) -> None:
        self.lock = lock
        self.log_path = log_path
        self.persistence = persistence
        self.notices = notices
        self.crash: CrashReporter | None = None

    @property
    def settings(self) -> store.Settings:
        return self.persistence.settings

    def watch_crashes(self, window: QWidget) -> None:
        """An uncaught error from now on saves the match, then says so over ``window``."""
        self.crash = CrashReporter(window)
        self.crash.install(self.persistence.save_for_crash)

    def start(self) -> None:
        self.persistence.start(self.notices)
        self.notices = []

    def close(self) -> None:
        if self.crash is not None:
            self.crash.uninstall()
        # The window's close already waited for these (``Persistence.window_closing``):
        # a disk that did not answer then is not waited for as long again.
        if not self.persistence.autosave.flush(EXIT_WAIT_S):
            log.error("the last autosave was still being written at exit")
        if not self.persistence.files.flush(EXIT_WAIT_S):
            log.error("settings, statistics or a replay were still being written at exit")
        if self.lock is not None:
            self.lock.release()


def open_store(lock_path: Path | None = None) -> Startup | None:
    """Lock, log, load; ``None`` when another instance runs (the player was told)."""
    try:
        lock: InstanceLock | None = InstanceLock(lock_path).acquire()
    except AlreadyRunning as exc:
        show_message(already_running_box(exc.notice))
        return None
    except OSError as exc:  # no usable data folder: play on, and say so first
        lock = None
        log.error("the instance lock could not be taken: %s", exc)
        unusable = [folder_unusable((lock_path or paths.lock_file()).parent, exc)]
    else:
        unusable = []
    log_path = store.setup_logging()
    persistence, notices = Persistence.load()
    notices = unusable + notices
    log.info("started; log in %s", log_path)
    return Startup(lock, log_path, persistence, notices)
