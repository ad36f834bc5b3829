"""Help ▸ About: the game, its version and its licences."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from dager_desktop.ui.text.i18n import fill


class AboutBox(QMessageBox):
    """The About box; it follows a language switch while it is open."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("AboutBox")
        self.setIcon(QMessageBox.Icon.Information)
        self.retranslate()

    def retranslate(self) -> None:
        # An explicit context: tr() on a plain QMessageBox would look in "QMessageBox".
        #: title of the About box
        self.setWindowTitle(QCoreApplication.translate("About", "About Luzhou Da Er"))
        #: the About text: %1 is the version number
        text = QCoreApplication.translate(
            "About",
            "<h3>Luzhou Da Er %1</h3>"
            "<p>The 80-card numeral card game of Sichuan, against computer players.</p>"
            "<p>Licensed under the GNU LGPL 3.0 or later. The bundled fonts are subsets of "
            "Noto CJK, under the SIL Open Font License 1.1.</p>",
        )
        # the version the application was started with (app.py sets it from the package)
        self.setText(fill(text, QCoreApplication.applicationVersion()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_about(parent: QWidget) -> QMessageBox:
    box = AboutBox(parent)
    box.open()
    return box
