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
from dager_desktop.ui.text.i18n import current_language

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
        self._rows: list[tuple[int, str]] = []  # each row's index in ``_events``, its tone
        # Each row's words in ``_language``: a view asks for them at every layout and
        # paint, for every row, and wording one reads back through the events.
        self._words: dict[int, str] = {}
        self._language = current_language()

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
            self._add_row()
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
        self._events, self._rows, self._words = [], [], {}
        for event in events:
            self._events.append(event)
            if listed(event):
                self._add_row()
        self.endResetModel()

    def _add_row(self) -> None:
        """A row for the last event shown."""
        at = len(self._events) - 1
        self._rows.append((at, _tone(self._events, at)))

    def events(self) -> tuple[Event, ...]:
        """The events shown, listed or not."""
        return tuple(self._events)

    def lines(self) -> list[str]:
        """Every row's words, in the language in use (the tests and the self-test)."""
        return [str(self.data(self.index(row))) for row in range(self.rowCount())]

    def retranslate(self) -> None:
        """The words are made at ``data()`` time: ask the views to ask again."""
        self._words = {}
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1), [])

    # -- the model ---------------------------------------------------------------------------

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES or not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        at, tone = self._rows[index.row()]
        if role == ToneRole:
            return tone
        if role == Qt.ItemDataRole.ForegroundRole:
            return TONE_INK[tone]
        if role == EventRole:
            return self._events[at]
        return self._line(index.row(), at)

    def _line(self, row: int, at: int) -> str:
        if self._language != current_language():  # switched without a retranslate
            self._language, self._words = current_language(), {}
        words = self._words.get(row)
        if words is None:
            words = self._words[row] = event_line(self._events, at) or ""
        return words


_ROLES = {Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
          Qt.ItemDataRole.ForegroundRole, EventRole, ToneRole}


def _tone(events: Sequence[Event], at: int) -> str:
    """How the row of ``events[at]`` reads (``ToneRole``)."""
    event = events[at]
    if takes_yours(event, offered_before(events, at)):
        return "yours"
    if event.kind in _CALLS:
        return "call"
    return "quiet" if event.kind in _QUIET else "plain"
