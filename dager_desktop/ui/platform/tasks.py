"""Background work: run a function on a thread pool, get its result on the GUI thread.

``TaskRunner.run(func, callback)`` runs ``func()`` on a ``QThreadPool`` and
calls ``callback(result, error)`` on the thread the runner lives on (the GUI
thread), through a queued signal: UI code never runs in a worker.  A task can
be cancelled before it reports (its callback is then never called; a task
cancelled before it starts never runs, one already running cannot be
interrupted and simply finishes unheard), and ``shutdown`` waits for whatever
is still running so that no worker outlives the objects it would report to.
A running task that will not finish can be written off (``write_off``): the pool gets a
thread in its place, so the tasks queued behind it still run.  ``OneTask`` holds one
task at a time of a piece of work done in steps, and can drop it.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import sys
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from dager_desktop.ai.heap import collect_the_whole_heap_rarely

log = logging.getLogger(__name__)

#: How long a thread may hold the GIL while another waits (Python's default: 5 ms).
GIL_SWITCH_S = 0.0001

Callback = Callable[[Any, BaseException | None], None]


def hand_over_the_gil_often() -> None:
    """Shorten the GIL switch interval while work runs beside the GUI thread.

    Painting and event handling make many short calls into Qt, and each may give
    up the GIL; with a CPU-bound worker thread (a computer seat thinking) every
    re-acquisition waits up to the switch interval, so at the default 5 ms a
    frame can wait hundreds of milliseconds.  At 0.2 ms the longest stall while
    a hard seat thinks falls from ~200 ms to 25–46 ms, at 0.1 ms to 23–33 ms
    (benchmarks/bench_ui.py, several runs each); the thinking seat then does
    ~3% less work while the GUI is busy, and a lone thread is not slowed, as
    nobody asks for the GIL.
    """
    if sys.getswitchinterval() > GIL_SWITCH_S:
        sys.setswitchinterval(GIL_SWITCH_S)
    collect_the_whole_heap_rarely()


class _Task(QRunnable):
    def __init__(self, runner: TaskRunner, task_id: int, func: Callable[[], Any]) -> None:
        super().__init__()
        self._runner = runner
        self._id = task_id
        self._func = func

    def run(self) -> None:
        if not self._runner.begin(self._id):
            return  # cancelled while it waited
        result: Any = None
        error: BaseException | None = None
        try:
            result = self._func()
        except BaseException as exc:  # reported to the callback, which decides
            error = exc
        # RuntimeError: the runner is gone (window closed) and nobody is listening.
        with contextlib.suppress(RuntimeError):
            self._runner.end(self._id)
            self._runner.finished.emit(self._id, result, error)


#: Threads added in place of tasks written off (``TaskRunner.write_off``) at most.
MOST_WRITTEN_OFF = 2


class TaskRunner(QObject):
    """A small task manager over its own thread pool."""

    #: (task id, result, error) — emitted from the worker, delivered on the GUI thread
    finished = Signal(int, object, object)

    def __init__(self, max_threads: int = 1, parent: QObject | None = None) -> None:
        super().__init__(parent)
        hand_over_the_gil_often()
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max_threads)
        self._threads = max_threads
        self._callbacks: dict[int, Callback] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()  # the sets below are shared with the workers
        self._running: set[int] = set()
        self._written_off: set[int] = set()
        self.finished.connect(self._deliver)

    def run(self, func: Callable[[], Any], callback: Callback, priority: int = 0) -> int:
        """Start ``func`` in the pool, before queued tasks of a lower ``priority``;
        returns a task id for ``cancel``."""
        task_id = next(self._ids)
        self._callbacks[task_id] = callback
        self.pool.start(_Task(self, task_id, func), priority)
        return task_id

    def write_off(self, task_id: int) -> None:
        """Cancel a task; if it is running (and seems never to end), let another
        thread take its place until it does — at most ``MOST_WRITTEN_OFF`` at a time,
        each one more CPU-bound thread the GUI thread shares the interpreter with."""
        self.cancel(task_id)
        with self._lock:
            if task_id not in self._running or task_id in self._written_off:
                return
            if len(self._written_off) >= MOST_WRITTEN_OFF:
                log.error("task %d will not end either; no more threads are added", task_id)
                return
            self._written_off.add(task_id)
            self.pool.setMaxThreadCount(self._threads + len(self._written_off))

    def is_running(self, task_id: int) -> bool:
        with self._lock:
            return task_id in self._running

    def stuck(self) -> bool:
        """Some task still runs (after ``shutdown`` gave up waiting for it)."""
        with self._lock:
            return bool(self._running)

    # -- called by the workers ------------------------------------------------------------

    def begin(self, task_id: int) -> bool:
        """A worker starts ``task_id``: False if it was cancelled meanwhile."""
        with self._lock:
            if task_id not in self._callbacks:
                return False
            self._running.add(task_id)
            return True

    def end(self, task_id: int) -> None:
        with self._lock:
            self._running.discard(task_id)
            if task_id in self._written_off:
                self._written_off.discard(task_id)
                self.pool.setMaxThreadCount(self._threads + len(self._written_off))

    def cancel(self, task_id: int) -> None:
        """Forget a task: its result, when it comes, is dropped."""
        self._callbacks.pop(task_id, None)

    def cancel_all(self) -> None:
        self._callbacks.clear()
        self.pool.clear()  # tasks not started yet never start

    def shutdown(self, wait_ms: int = 5000) -> bool:
        """Cancel everything and wait for running tasks; False if some still run."""
        self.cancel_all()
        return self.pool.waitForDone(wait_ms)

    def _deliver(self, task_id: int, result: Any, error: BaseException | None) -> None:
        callback = self._callbacks.pop(task_id, None)
        if callback is None:
            return
        try:
            callback(result, error)
        except Exception:
            # A bug on the GUI thread: the crash hook saves the match, logs and tells
            # the player, as for any slot; swallowed here, it could leave the window
            # waiting for something that never comes (menus disabled, table empty).
            sys.excepthook(*sys.exc_info())


class OneTask:
    """At most one task at a time on a ``TaskRunner``, with a priority of its own: the
    holder of a piece of background work done in steps (the review's decisions, the
    stand-in's round), each step started from the last one's callback."""

    def __init__(self, tasks: TaskRunner, priority: int = 0) -> None:
        self.tasks = tasks
        self.priority = priority
        self._task: int | None = None

    def run(self, func: Callable[[], Any], callback: Callback) -> None:
        """Start ``func``; ``callback(result, error)`` is called with the holder free
        again, so that it may start the next step."""
        def done(result: Any, error: BaseException | None) -> None:
            self._task = None
            callback(result, error)

        self._task = self.tasks.run(func, done, self.priority)

    def running(self) -> bool:
        return self._task is not None

    def cancel(self) -> None:
        """Drop the task in hand: its callback is never called."""
        if self._task is not None:
            self.tasks.cancel(self._task)
            self._task = None
