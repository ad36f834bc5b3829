"""Help ▸ Rules: the rules reference in a text browser, in the interface language.

The text comes from ``help_doc`` (one source for the three languages); the
card pictures are rendered by the sprite renderer and handed to the
document as image resources.  On a language switch the page is rebuilt in
the new language, pictures in the new script included.

Drawing a page's pictures takes a good tenth of a second, so they are drawn
on the window's worker as the page asks for them; the text shows at once,
each ``<img>`` keeping its size until its picture comes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from dager_desktop.ui.dialogs import help_doc
from dager_desktop.ui.platform.screens import scale_window
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import current_language

log = logging.getLogger(__name__)

# Runs a function off the GUI thread and hands (result, error) to a callback on it
# (``TaskRunner.run``); without one, pictures are drawn where they are asked for.
RunTask = Callable[[Callable[[], Any], Callable[[Any, BaseException | None], None]], object]


def _css(scale: float) -> str:
    """The page's own styles; its headings grow with the text (``set_text_scale``)."""
    return (f"h1 {{ font-size: {round(20 * scale)}px; }}\n"
            f"h2 {{ font-size: {round(16 * scale)}px; margin-top: 18px; }}\n"
            "th { background: #efe6cc; }\n")


class _Browser(QTextBrowser):
    """A text browser that draws the help's card pictures when the page asks for them."""

    def __init__(self, run_task: RunTask | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.run_task = run_task
        self.pictures: dict[str, str] = {}  # resource name → card notation
        self._images: dict[str, QImage] = {}
        self._asked: set[str] = set()  # pictures being drawn on the worker

    def drawn_pictures(self) -> list[str]:
        """The pictures of the page shown now that have been drawn (for the tests)."""
        return [name for name in self.pictures if name in self._images]

    # Qt always passes a QUrl; the stubs' "| str" is PySide6's conversion for Python callers.
    def loadResource(self, kind: int, url: QUrl) -> object:  # type: ignore[override]
        name = url.toString()
        notation = self.pictures.get(name)
        if notation is None:
            return super().loadResource(kind, url)
        image = self._images.get(name)
        if image is not None:
            return image
        script = name.split("/")[1]  # cards/<script>/<n>.png
        if self.run_task is None:
            image = self._images[name] = QImage.fromData(help_doc.picture_png(notation, script))
            return image
        if name not in self._asked:
            self._asked.add(name)
            self.run_task(lambda: help_doc.picture_png(notation, script),
                          lambda png, error: self._drawn(name, png, error))
        return QImage()  # for now: the <img> keeps its place

    def _drawn(self, name: str, png: bytes | None, error: BaseException | None) -> None:
        self._asked.discard(name)
        if error is not None or png is None:
            log.error("the help picture %s could not be drawn: %s", name, error)
            return
        image = self._images[name] = QImage.fromData(png)
        document = self.document()
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        document.markContentsDirty(0, document.characterCount())
        self.viewport().update()


class RulesDialog(QDialog):
    """A non-modal window with the rules; it may stay open beside the table."""

    def __init__(self, preset: str = "standard", parent: QWidget | None = None,
                 run_task: RunTask | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.preset = preset
        self.browser = _Browser(run_task, self)
        self.browser.setObjectName("RulesBrowser")
        self.browser.setOpenExternalLinks(False)
        # No right-click menu: Qt's own (复制, 复制链接地址) has characters the bundled
        # fonts lack, and Ctrl+C copies a selection all the same.
        self.browser.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.language = ""
        self.set_text_scale(1.0)
        self.retranslate()

    def set_text_scale(self, scale: float) -> None:
        """The table's text scale (``TableWidget.textScaled``): text, headings and size."""
        scale_window(self, scale, 780, 680)
        self.browser.document().setDefaultStyleSheet(_css(scale))
        if self.language:
            self.retranslate()  # the page is laid out again with the new sizes

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
