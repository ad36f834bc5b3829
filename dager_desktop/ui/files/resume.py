""""Continue the match?" — offered at start-up when a saved match is waiting.

The dialog shows what was saved (rules, rounds played, in a round or between
rounds, the player's points, when) and offers two ways on: **Continue**
restores the match exactly where it was left; **New match** starts afresh (the
store keeps the saved match aside as ``autosave-previous.json``).  Closing
the dialog continues: nothing is thrown away without a click that says so.

While it asks, the table behind it is veiled with plain cloth: no match is on
it yet, and its empty seats and all-zero scoreboard read as the saved match's
scores wiped out.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.ui.text import formats

# The veil's cloth: the window's own green, plain.
VEIL = QColor(15, 74, 51)


class Veil(QWidget):
    """Plain cloth over ``window``'s central widget (the table), following its size."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("ResumeVeil")
        self._window = window
        window.installEventFilter(self)
        self._cover()
        self.show()
        self.raise_()

    def _cover(self) -> None:
        central = self._window.centralWidget()
        if central is not None:
            self.setGeometry(central.geometry())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._cover()
        return False

    def lift(self) -> None:
        """The question is answered: the table shows again."""
        self._window.removeEventFilter(self)
        self.hide()
        self.deleteLater()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), VEIL)
        painter.end()


class ResumeDialog(QDialog):
    """Continue the saved match, or start a new one."""

    continued = Signal()
    declined = Signal()

    def __init__(self, summary: Mapping[str, object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ResumeDialog")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self._decided = False
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        #: title of the start-up question about the saved match
        self.setWindowTitle(self.tr("Continue the match?"))
        headline = QLabel(self.tr("A match was saved when the game last closed."), self)
        headline.setObjectName("Headline")
        headline.setWordWrap(True)
        layout.addWidget(headline)
        self.facts = QLabel(formats.resume_summary(summary), self)
        self.facts.setObjectName("ResumeFacts")
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.facts)
        buttons = QDialogButtonBox(self)
        #: continue the saved match where it was left
        self.continue_button = QPushButton(self.tr("&Continue"), self)
        self.continue_button.setDefault(True)
        #: throw the saved match away and deal a new one
        self.new_button = QPushButton(self.tr("&New match"), self)
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.continue_button.clicked.connect(lambda: self._decide(True))
        self.new_button.clicked.connect(lambda: self._decide(False))
        layout.addWidget(buttons)
        self.setMinimumWidth(480)
        # the table behind is veiled while the question stands (module docstring)
        self.veil = Veil(parent) if isinstance(parent, QMainWindow) else None
        self.finished.connect(self._lift_veil)

    def _lift_veil(self) -> None:
        if self.veil is not None:
            self.veil.lift()
            self.veil = None

    def _decide(self, go_on: bool) -> None:
        if self._decided:
            return
        self._decided = True
        if go_on:
            self.accept()
            self.continued.emit()
        else:
            self.reject()
            self.declined.emit()

    def done(self, result: int) -> None:
        super().done(result)
        if not self._decided:  # closed with Esc or the title bar: keep the match
            self._decided = True
            self.continued.emit()
