"""Message boxes about the player's files: the box of start-up notices, and the plain
information box it is made with (``startup`` makes "already running" with it too)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from dager_desktop.store import Notice
from dager_desktop.ui import store_text


def information_box(
    name: str, title: str, text: str, parent: QWidget | None = None
) -> QMessageBox:
    """A message with an OK button; ``name`` is its object name (the tests find it by it)."""
    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(title)
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return box


def notice_box(notices: list[Notice], parent: QWidget | None) -> QMessageBox:
    """The start-up messages of the store, in one small window."""
    #: title of the window that lists what happened to damaged files at start-up
    title = QCoreApplication.translate("Persistence", "Your saved files")
    return information_box("StoreNotices", title, store_text.notices_text(notices), parent)
