"""Help ▸ Rules: the rules reference in a text browser, in the interface language.

The text comes from ``help_doc`` (one source for the three languages); the
card pictures are rendered by the sprite renderer and handed to the
document as image resources.  On a language switch the page is rebuilt in
the new language, pictures in the new script included.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from dager_desktop.ui import help_doc, terms
from dager_desktop.ui.i18n import current_language

_CSS = """
h1 { font-size: 20px; }
h2 { font-size: 16px; margin-top: 18px; }
th { background: #efe6cc; }
"""


class _Browser(QTextBrowser):
    """A text browser that draws the help's card pictures when the page asks for them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pictures: dict[str, str] = {}  # resource name → card notation
        self._images: dict[str, QImage] = {}

    def drawn_pictures(self) -> list[str]:
        """The pictures of the page shown now that have been drawn (for the tests)."""
        return [name for name in self.pictures if name in self._images]

    def loadResource(self, kind: int, url: QUrl) -> object:
        name = url.toString()
        notation = self.pictures.get(name)
        if notation is None:
            return super().loadResource(kind, url)
        image = self._images.get(name)
        if image is None:
            script = name.split("/")[1]  # cards/<script>/<n>.png
            image = QImage.fromData(help_doc.picture_png(notation, script), "PNG")
            self._images[name] = image
        return image


class RulesDialog(QDialog):
    """A non-modal window with the rules; it may stay open beside the table."""

    def __init__(self, preset: str = "standard", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.preset = preset
        self.browser = _Browser(self)
        self.browser.setObjectName("RulesBrowser")
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(_CSS)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.language = ""
        self.resize(780, 680)
        self.retranslate()

    def show_preset(self, preset: str) -> None:
        """Name the rules in play at the top of the page (with a link to what they change)."""
        if preset != self.preset:
            self.preset = preset
            self.retranslate()

    def retranslate(self) -> None:
        #: title of the window with the rules reference
        self.setWindowTitle(self.tr("Rules of Luzhou Da Er"))
        self.language = current_language()
        page = help_doc.render(self.language, terms.preset_name(self.preset), self.preset)
        self.browser.pictures = page.pictures
        scroll = self.browser.verticalScrollBar().value()
        self.browser.setHtml(page.html)
        self.browser.verticalScrollBar().setValue(scroll)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
