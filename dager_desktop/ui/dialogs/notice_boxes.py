"""Message boxes about the player's files: the box of start-up notices, and the plain
information box it is made with (``startup`` makes "already running" with it too)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from dager_desktop.store import Notice
from dager_desktop.ui.text.i18n import fill
from dager_desktop.ui.text.notices import notice_text
from dager_desktop.ui.widgets.details_button import label_details_button


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


# Notices written out in the text of a box; with more, every one is in its details.
SHOWN = 3


def notice_box(notices: list[Notice], parent: QWidget | None) -> QMessageBox:
    """The start-up messages of the store, in one small window."""
    #: title of the window that lists what happened to damaged files at start-up
    title = QCoreApplication.translate("Persistence", "Your saved files")
    box = information_box("StoreNotices", title, "", parent)
    set_notices(box, notices)
    return box


def set_notices(box: QMessageBox, notices: list[Notice]) -> None:
    """Put ``notices`` in ``box``: the first few in its text and, when there are more,
    all of them in its details, which scroll (sixty notices made a box taller than
    any screen, its OK button out of reach)."""
    texts = [notice_text(n) for n in notices]
    if len(texts) <= SHOWN:
        box.setText("\n\n".join(texts))
        return
    #: ends the first few messages about damaged files; %1 more are shown by the button
    #: "Show All" (the same words as that button's)
    more = QCoreApplication.translate("Persistence", "…and %1 more (Show All).")
    box.setText("\n\n".join([*texts[:SHOWN], fill(more, len(texts) - SHOWN)]))
    box.setDetailedText("\n\n".join(texts))
    #: button that shows every message about damaged files
    #: (and, once they show, hides them again: "Hide All")
    label_details_button(box, lambda: QCoreApplication.translate("Persistence", "Show All"),
                         lambda: QCoreApplication.translate("Persistence", "Hide All"))
