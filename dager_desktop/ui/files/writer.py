"""Writing the player's files on a thread of their own.

Each save of the settings, the statistics or a replay ends in an ``fsync``:
a few milliseconds on a quiet disk, far more on a busy or networked one, and
on Windows up to the store's retries while a virus scanner holds the file.
None of it may hold the window, so ``FileWriter`` runs the writes one after
another on its own thread and tells the GUI thread how each went
(``written``).  The thread makes no Qt call at all: it leaves each outcome in
a list that a timer on the GUI thread collects while writes are pending (a
signal emitted from the thread would crash the process if the window, and
this object with it, were gone by then).  Writes of the same kind that have not started yet are
replaced by the newest (``latest_only``): only the last settings matter.

What is written must not change under the thread's feet: callers hand over a
snapshot (an immutable ``Settings``, a copy of the statistics, a finished
round).  The thread is a daemon; ``flush`` waits for the queue when the
window closes, so nothing asked for is lost on the way out.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

Write = Callable[[], object]

#: How often the GUI thread looks for finished writes while some are pending.
COLLECT_MS = 50


class _Job(NamedTuple):
    kind: str  #: what is written, as ``text.notices.file_kind`` names it
    write: Write
    latest_only: bool  #: a newer write of the same kind replaces it while it waits


class FileWriter(QObject):
    """Runs file writes in order off the GUI thread; ``written(kind, error or None)``."""

    written = Signal(str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: deque[_Job] = deque()
        self._cond = threading.Condition()
        self._busy = False
        self._outcomes: list[tuple[str, BaseException | None]] = []
        self._thread: threading.Thread | None = None
        self._collector = QTimer(self)
        self._collector.setInterval(COLLECT_MS)
        self._collector.timeout.connect(self.collect)

    def submit(self, kind: str, write: Write, latest_only: bool = True) -> None:
        """Queue ``write``; with ``latest_only`` it replaces a queued write of ``kind``."""
        with self._cond:
            if latest_only:
                self._jobs = deque(j for j in self._jobs if not (j.latest_only and j.kind == kind))
            self._jobs.append(_Job(kind, write, latest_only))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="files", daemon=True)
                self._thread.start()
            self._cond.notify_all()
        self._collector.start()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued write is done and told; False if ``timeout`` seconds
        were not enough."""
        with self._cond:
            done = self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)
        self.collect()
        return done

    def collect(self) -> None:
        """Tell (``written``) the outcome of the writes finished since the last time."""
        with self._cond:
            outcomes, self._outcomes = self._outcomes, []
            idle = not self._jobs and not self._busy
        if idle:
            self._collector.stop()
        for kind, error in outcomes:
            self.written.emit(kind, error)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._jobs))
                job = self._jobs.popleft()
                self._busy = True
            error: BaseException | None = None
            try:
                job.write()
            except Exception as exc:  # told to the GUI thread, which words or reports it
                error = exc
            with self._cond:
                self._outcomes.append((job.kind, error))
                self._busy = False
                self._cond.notify_all()
