"""A guard against a reference-count bug of PySide6 6.12.0 on Python 3.11.

There, calls between Qt and Python release references to ``None``, ``True`` and
``False`` that they never took: every ``Signal.emit()`` loses one to ``True``,
every overridden virtual returning ``None`` (``paintEvent``, a model's
``data``) loses one or two to ``None``.  These objects are static, so nothing
is freed, but once a count reaches zero CPython aborts ("deallocating None")
— within a round or two of play.  From Python 3.12 on they are immortal and
the bug is harmless.

``guard_singleton_refcounts`` measures the drift once and, only where it exists
on a CPython that counts references on these singletons, gives each a reserve
of references that no session can use up — in effect the immortality that
Python 3.12 gives them.
"""

from __future__ import annotations

import ctypes
import logging
import platform
import sys
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, Signal

log = logging.getLogger(__name__)

_RESERVE = 1 << 40
_SINGLETONS = (None, True, False)
_done = False


class _Probe(QAbstractListModel):
    ping = Signal(int)

    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
        return 1

    def data(self, index: Any, role: int = 0) -> None:
        return None


def drift(samples: int = 16) -> int:
    """References to ``None``/``True`` lost by ``samples`` emits and model reads."""
    probe = _Probe()
    index = probe.index(0, 0)
    before = sys.getrefcount(None) + sys.getrefcount(True)
    for _ in range(samples):
        probe.ping.emit(1)
        index.data(0)
    return before - sys.getrefcount(None) - sys.getrefcount(True)


def guard_singleton_refcounts() -> bool:
    """Install the reserves if needed; returns whether they were installed."""
    global _done
    if _done:
        return False
    _done = True
    if platform.python_implementation() != "CPython" or sys.version_info >= (3, 12):
        return False
    if drift() <= 0:
        return False
    for value in _SINGLETONS:
        # ob_refcnt is the first field of every CPython object (non-debug builds).
        ctypes.c_ssize_t.from_address(id(value)).value += _RESERVE
    log.info("PySide6 drops references to None/True/False; reserves were added")
    return True
