"""A message box's details button in the game's own words.

Qt labels it "Show Details..." / "Hide Details...", in Chinese 显示详情 / 隐藏详情,
whose 情 and 隐藏 the bundled fonts lack: on a machine with no Chinese font of
its own the button showed boxes.  Qt labels the button again at each click, so
the game's label is set again after it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QTextEdit


def label_details_button(box: QMessageBox, show: Callable[[], str],
                         hide: Callable[[], str]) -> None:
    """Label ``box``'s details button ``show()`` while its details are hidden, else
    ``hide()`` (call after ``setDetailedText``)."""
    button = next((b for b in box.buttons()
                   if box.buttonRole(b) is QMessageBox.ButtonRole.ActionRole), None)
    details = box.findChild(QTextEdit)
    if button is None or details is None:
        return

    def label() -> None:
        button.setText(hide() if details.isVisible() else show())

    button.clicked.connect(label)
    label()
