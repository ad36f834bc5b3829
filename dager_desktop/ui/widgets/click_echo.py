"""The second click of a double-click, told apart from a click of its own.

A player who double-clicks out of habit sends two clicks a few hundred
milliseconds apart.  Where the first click changes what the second would act
on — the next question stands under the pointer, one more decision is taken
back — the second must not act unseen.  The platform's double-click interval
says how close two clicks must be to be one gesture.
"""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

#: "never": earlier than any click
NEVER = -1e9


def now() -> float:
    """The clock the clicks are timed on (seconds)."""
    return time.monotonic()


def echoes(since: float) -> bool:
    """Does a click now come within a double-click's interval of ``since``?"""
    return now() - since < QApplication.doubleClickInterval() / 1000.0
