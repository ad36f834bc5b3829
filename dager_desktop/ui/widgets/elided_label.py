"""A label of a few lines, each cut with "…" where the box is too narrow for it.

The round's facts at the top left must keep all their lines in a box whose
height is budgeted for them: a long line that wrapped pushed the last one out
of sight ("Rules: Standard, three players" took the dealer's line).  Cut, it
keeps its start, and the tooltip gives the whole text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class ElidedLines(QLabel):
    """A ``QLabel`` whose lines (``set_lines``) never wrap: each is elided to the width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines: tuple[str, ...] = ()

    def set_lines(self, *lines: str) -> None:
        self._lines = lines
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the table's text grew or shrank
            self._fit()

    def _fit(self) -> None:
        metrics, width = self.fontMetrics(), self.contentsRect().width()
        shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                 for line in self._lines]
        self.setText("\n".join(shown))
        self.setToolTip("\n".join(self._lines) if shown != list(self._lines) else "")
