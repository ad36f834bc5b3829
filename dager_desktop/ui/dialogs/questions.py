"""Yes-or-no questions: every one here asks whether to give something up (a match, a
replay, what a full disk could not save), so No is the default and Enter pressed by
habit gives nothing up."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def ask_yes_no(parent: QWidget, question: str) -> bool:
    """Ask ``question`` over ``parent`` (titled as it is); True for Yes."""
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    answer = QMessageBox.question(parent, parent.windowTitle(), question, buttons,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes
