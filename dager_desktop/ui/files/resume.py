""""Continue the match?" — offered at start-up when a saved match is waiting.

The dialog shows what was saved (rules, rounds played, in a round or between
rounds, the player's points, when) and offers two ways on: **Continue**
restores the match exactly where it was left; **New match** starts afresh (the
store keeps the saved match aside as ``autosave-previous.json``).  Closing
the dialog continues: nothing is thrown away without a click that says so.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.ui.text import formats


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
