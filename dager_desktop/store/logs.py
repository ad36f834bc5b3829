"""The log file, and what happens on an uncaught exception.

Use, at start-up::

    log_path = setup_logging()          # rotating dager-desktop.log in the user log folder
    uninstall = install_excepthook(
        autosave=save_for_crash,    # runs first, True when a match was saved (never lost)
        on_crash=show_crash_dialog,                 # gets a CrashReport (log path included)
    )

``setup_logging`` attaches a ``RotatingFileHandler`` (1 MB, 3 old files) to
the ``dager_desktop`` logger, so every module's ``logging.getLogger(__name__)``
ends up there.  If the log folder cannot be made it logs to stderr instead
and returns ``None``; logging never stops the game.

``install_excepthook`` replaces ``sys.excepthook`` and
``threading.excepthook``.  On an uncaught exception it (1) calls
``autosave`` — its own failure is logged, not raised; (2) writes the
traceback to the log; (3) calls ``on_crash(report)``.  An exception raised
in a worker thread calls ``on_crash`` in that thread: the UI must post it to
the GUI thread (a queued signal) before showing a dialog.  A crash inside
the handling itself is only logged, never looped on.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from . import paths
from .words import MiB, shown

LOGGER_NAME = "dager_desktop"
MAX_BYTES = 1 * MiB
BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"
_log = logging.getLogger(__name__)


def setup_logging(level: int = logging.INFO, path: Path | None = None, *,
                  max_bytes: int = MAX_BYTES, backups: int = BACKUPS) -> Path | None:
    """Send the app's log to a rotating file; return its path (``None``: stderr instead).

    Calling it again replaces the handler it installed before (tests, a new path).
    """
    logger = logging.getLogger(LOGGER_NAME)
    logger.setLevel(level)
    for old in [h for h in logger.handlers if getattr(h, "_dager", False)]:
        logger.removeHandler(old)
        old.close()
    path = path or paths.log_file()
    handler: logging.Handler
    try:
        paths.ensure_dir(path.parent)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8",
            errors="backslashreplace")
    except OSError as exc:
        handler, path = logging.StreamHandler(sys.stderr), None
        print(f"dager-desktop: cannot write the log file ({exc}); logging to stderr",
              file=sys.stderr)
    handler.setFormatter(_ShownFormatter(_FORMAT))
    handler._dager = True  # type: ignore[union-attr]  # ours, to replace on the next call
    logger.addHandler(handler)
    return path


class _ShownFormatter(logging.Formatter):
    """Log lines with a non-UTF-8 path's odd bytes as ``\\xff`` (``words.shown``): the
    file handler would otherwise drop the whole record with a "Logging error"."""

    def format(self, record: logging.LogRecord) -> str:
        return shown(super().format(record))


def current_log_path() -> Path | None:
    """The file ``setup_logging`` writes to, if any (for the crash dialog)."""
    for handler in logging.getLogger(LOGGER_NAME).handlers:
        if getattr(handler, "_dager", False) and isinstance(handler, logging.FileHandler):
            return Path(handler.baseFilename)
    return None


@dataclass(frozen=True)
class CrashReport:
    """What the crash dialog shows."""

    kind: str  #: the exception's type name
    message: str
    traceback: str
    log_path: Path | None
    autosaved: bool  #: the match was saved before the report
    autosave_error: str | None  #: why it was not, when it was not
    thread: str  #: the thread that raised ("MainThread" for the GUI)


ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


class _CrashHandler:
    def __init__(self, autosave: Callable[[], bool] | None,
                 on_crash: Callable[[CrashReport], Any] | None) -> None:
        self.autosave = autosave
        self.on_crash = on_crash
        self.busy = threading.local()

    def __call__(self, kind: type[BaseException], exc: BaseException,
                 tb: TracebackType | None, thread: str = "MainThread") -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        if getattr(self.busy, "on", False):  # failing while handling a failure: log, stop
            _log.critical("error while handling a crash", exc_info=(kind, exc, tb))
            return
        self.busy.on = True
        try:
            self._handle((kind, exc, tb), thread)
        finally:
            self.busy.on = False

    def _handle(self, info: ExcInfo, thread: str) -> None:
        saved, save_error = self._autosave()
        _log.critical("uncaught exception in %s", thread, exc_info=info)
        _flush()
        report = CrashReport(
            kind=info[0].__name__, message=str(info[1]),
            traceback="".join(traceback.format_exception(*info)),
            log_path=current_log_path(), autosaved=saved, autosave_error=save_error,
            thread=thread,
        )
        if self.on_crash is None:
            sys.__excepthook__(*info)
            return
        try:
            self.on_crash(report)
        except Exception:
            _log.critical("the crash report could not be shown", exc_info=True)
            sys.__excepthook__(*info)

    def _autosave(self) -> tuple[bool, str | None]:
        if self.autosave is None:
            return False, None
        try:
            saved = self.autosave()
        except Exception as exc:  # the report matters more than this save
            _log.error("autosave before the crash report failed", exc_info=True)
            return False, str(exc) or type(exc).__name__
        return bool(saved), None

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else "thread"
        self(args.exc_type, args.exc_value, args.exc_traceback, name)


def install_excepthook(on_crash: Callable[[CrashReport], Any] | None = None,
                       autosave: Callable[[], bool] | None = None) -> Callable[[], None]:
    """Autosave, log, then report every uncaught exception; returns a function that undoes it.

    ``autosave`` returns whether it saved a match (False: none was in play)."""
    handler = _CrashHandler(autosave, on_crash)
    previous = sys.excepthook, threading.excepthook
    sys.excepthook = handler
    threading.excepthook = handler.thread_hook

    def uninstall() -> None:
        sys.excepthook, threading.excepthook = previous

    return uninstall


def _flush() -> None:
    for handler in logging.getLogger(LOGGER_NAME).handlers:
        handler.flush()
