"""The move log's model: the round's events shown so far, one row per event in words.

``MoveLogModel`` keeps the events themselves, in order — a prefix of the
round's ``game.events`` — and words each row when a view asks
(``text.events.event_line``), so a language switch rewords the whole log at
once (``retranslate``).  Events with no words (a claim window opening or
closing) take no row.  It holds nothing else: no game state of its own.

The table's log grows event by event as the playback shows them (``append``);
the replay viewer gives the events up to the step shown (``show_events``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QColor

from dager_desktop.engine import Event, EventKind
from dager_desktop.ui.table.hand_model import Index
from dager_desktop.ui.text.events import (
    event_line,
    listed,
    offered_before,
    takes_yours,
)

_ROOT = QModelIndex()

#: The event of a row (``Event``).
EventRole = Qt.ItemDataRole.UserRole + 60
#: How a row reads: "call" (a claim, a win, 报), "yours" (another seat took the
#: player's card), "quiet" (the deal, a card nobody took) or "plain".
ToneRole = Qt.ItemDataRole.UserRole + 61

#: The ink of each tone on the log's dark green (#134f38): each at least 4.5 : 1.
TONE_INK = {
    "plain": QColor("#eef3ea"),
    "call": QColor("#ffe08a"),
    "yours": QColor("#ffb9a0"),
    "quiet": QColor("#c3d6c8"),
}
_CALLS = {EventKind.CLAIMED, EventKind.WON, EventKind.BAO, EventKind.LONG_LAID, EventKind.BI,
          EventKind.BAKUAI, EventKind.BAOPAI, EventKind.HUANG}
_QUIET = {EventKind.DEALT, EventKind.PLAYED_OUT, EventKind.BOTTOM_REVEALED}


class MoveLogModel(QAbstractListModel):
    """One row per event of the round shown so far that a player reads."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._events: list[Event] = []  # every event shown, listed or not
        self._rows: list[int] = []  # the index in ``_events`` of each row

    # -- feeding ---------------------------------------------------------------------------

    def clear(self) -> None:
        """A new round (or one rewound): nothing shown yet."""
        self.show_events(())

    def append(self, event: Event) -> None:
        """``event`` is now on the table."""
        self._events.append(event)
        if listed(event):
            row = len(self._rows)
            self.beginInsertRows(_ROOT, row, row)
            self._rows.append(len(self._events) - 1)
            self.endInsertRows()

    def show_events(self, events: Sequence[Event]) -> None:
        """The log is ``events``: rows are added when they extend what is shown, the
        log is rebuilt when they do not (a step back in a replay, an undo)."""
        events = list(events)
        if events[: len(self._events)] == self._events:
            for event in events[len(self._events):]:
                self.append(event)
            return
        self.beginResetModel()
        self._events = []
        self._rows = []
        for event in events:
            self._events.append(event)
            if listed(event):
                self._rows.append(len(self._events) - 1)
        self.endResetModel()

    def events(self) -> tuple[Event, ...]:
        """The events shown, listed or not."""
        return tuple(self._events)

    def lines(self) -> list[str]:
        """Every row's words, in the language in use (the tests and the self-test)."""
        return [str(self.data(self.index(row))) for row in range(self.rowCount())]

    def retranslate(self) -> None:
        """The words are made at ``data()`` time: ask the views to ask again."""
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1), [])

    # -- the model ---------------------------------------------------------------------------

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        at = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
                    Qt.ItemDataRole.ToolTipRole):
            return event_line(self._events, at)
        if role == EventRole:
            return self._events[at]
        tone = self._tone(at)
        if role == ToneRole:
            return tone
        if role == Qt.ItemDataRole.ForegroundRole:
            return TONE_INK[tone]
        return None

    def _tone(self, at: int) -> str:
        event = self._events[at]
        if takes_yours(event, offered_before(self._events, at)):
            return "yours"
        if event.kind in _CALLS:
            return "call"
        return "quiet" if event.kind in _QUIET else "plain"
