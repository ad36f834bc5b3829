"""One-time tips with "Don't show this again".

``ask_guo_tip`` explains 过张 before the learner's first pass on a card they
could have claimed (RULES.md §C9) and asks whether to pass after all.  The
tip's id (``GUO_TIP``) goes into ``Session.dismissed`` — and from there into
the settings (``Settings.dismissed``) — when the box is ticked.

The box is window-modal but opened, not run: a nested ``exec()`` loop would
hold the caller's slot while the round, the timers and a close of the window
carry on underneath it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.engine import Card
from dager_desktop.ui.platform.style import dialog_style
from dager_desktop.ui.text.hint_text import guo_tip_text

# The id of the 过张 tip in ``Settings.dismissed``.
GUO_TIP = "guo_zhang"


# The explanation's least width, at text scale 1.
TEXT_WIDTH = 360


class TipDialog(QDialog):
    """A short explanation, "Don't show this again", and the choice to go on or go back."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TipDialog")
        #: title of the box that explains 过张 before a pass. Chinese: 过张 (zh_TW 過張)
        self.setWindowTitle(self.tr("Guo Zhang"))
        self.text = QLabel(text, self)
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(TEXT_WIDTH)
        #: check box: never show this explanation again
        self.never = QCheckBox(self.tr("&Don't show this again"), self)
        buttons = QDialogButtonBox(self)
        #: button: pass on the card after all. Chinese: 过 (zh_TW 過)
        self.pass_button = buttons.addButton(self.tr("&Pass anyway"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        #: button: do not pass, choose again
        self.back_button = buttons.addButton(self.tr("&Go back"),
                                             QDialogButtonBox.ButtonRole.RejectRole)
        # Enter goes back: the pass cannot be taken back, so it takes a deliberate click
        self.pass_button.setAutoDefault(False)
        self.back_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.never)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        """The focus starts on Go back, not on the box: a Space pressed to pass again
        ticked "Don't show this again" and hid the tip for good.  Set here, as the box
        shows: set before, Qt could hand it to the first control in tab order."""
        super().showEvent(event)
        self.back_button.setFocus()

    def set_text_scale(self, scale: float) -> None:
        """Its text in proportion to the table's (``style.dialog_style``)."""
        if scale != 1.0:
            self.setStyleSheet(dialog_style(scale))
            self.text.setMinimumWidth(round(TEXT_WIDTH * scale))
            self.adjustSize()


# Told the answer: (pass after all, don't show again).
TipAnswer = Callable[[bool, bool], None]


def ask_guo_tip(parent: QWidget, card: Card, script: str, answered: TipAnswer,
                text_scale: float = 1.0) -> TipDialog:
    """Explain 过张 for ``card``, its text at the table's ``text_scale``; ``answered``
    hears the choice when the box closes."""
    dialog = TipDialog(guo_tip_text(card, script), parent)
    dialog.set_text_scale(text_scale)  # before it opens: it would jump

    def finished(code: int) -> None:
        answered(code == QDialog.DialogCode.Accepted, dialog.never.isChecked())
        dialog.deleteLater()

    dialog.finished.connect(finished)
    dialog.open()
    return dialog
