"""Card pixmaps for the views: sprites rendered off the GUI thread, placeholders meanwhile.

``CardPixmaps.pixmap`` never renders on the GUI thread.  A sprite it does not
hold yet is asked of a worker (``SpriteCache`` — pillow, PNG on disk — gives
bytes, the worker decodes them into a ``QImage``), and meanwhile the caller
gets a placeholder: the same card already held at another size of about the
same shape, scaled, or a plain card drawn with the bundled font.  When sprites
arrive ``changed`` is emitted and the views repaint.  Requests are batched per
size, so asking for one card renders the whole deck at that size (``warm``).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap

from dager_desktop.engine import Card
from dager_desktop.ui.cards.sprite_cache import SpriteCache
from dager_desktop.ui.cards.sprites import (
    BACK_EDGE,
    BACK_FIELD,
    BIG_CARD,
    FACES,
    INK_BLACK,
    INK_RED,
    LOCK_SHADE,
    SMALL_CARD,
    STATES,
)
from dager_desktop.ui.platform.tasks import TaskRunner

log = logging.getLogger(__name__)

# (card or None for the back, width, height, script, state, device-pixel ratio)
Key = tuple[Card | None, int, int, str, str, float]
Batch = tuple[int, int, str, str, float]
Face = tuple[Card | None, str, str]  # card, script, state: one sprite at every size
Size = tuple[int, int, float]  # width, height, device-pixel ratio

#: How far (as a factor) a held sprite's height : width may be from the wanted one for it to
#: stand in, scaled: hand, meld and centre cards (3.0-3.3) pass for each other, but a tall
#: card squashed into a played-out tile (about 1.35) would show its numerals cut in half.
ASPECT_SLACK = 1.15


def _render_batch(cache: SpriteCache, batch: Batch) -> dict[Key, QImage]:
    """Worker side: every face of one size and state as QImages (QImage is thread-safe)."""
    width, height, script, state, dpr = batch
    images: dict[Key, QImage] = {}
    for card in FACES:
        data = cache.get(card, width, height, script, state, dpr)
        # the stubs want bytes for the format, but PySide6 accepts only a str here
        image = QImage.fromData(data, "PNG")  # type: ignore[arg-type]
        if not image.isNull():
            images[(card, width, height, script, state, dpr)] = image
    return images


class CardPixmaps(QObject):
    """The GUI-thread side of the sprite cache."""

    changed = Signal()

    def __init__(
        self,
        runner: TaskRunner,
        cache: SpriteCache | None = None,
        script: str = "simplified",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._runner = runner
        self._cache = cache if cache is not None else SpriteCache()
        self.script = script
        self._pixmaps: dict[Key, QPixmap] = {}
        self._by_face: dict[Face, dict[Size, QPixmap]] = {}  # the same, for _stand_in
        self._placeholders: dict[Key, QPixmap] = {}
        self._asked: set[Batch] = set()

    # -- asking -------------------------------------------------------------------

    def pixmap(
        self,
        card: Card | None,
        width: int,
        height: int,
        state: str = "normal",
        dpr: float = 1.0,
    ) -> QPixmap:
        """The sprite, or a placeholder until it is ready (then ``changed`` fires)."""
        if width <= 0 or height <= 0:
            return QPixmap()  # a widget not laid out yet: nothing to draw, nothing to render
        dpr = round(float(dpr), 2)
        key = (card, width, height, self.script, state, dpr)
        found = self._pixmaps.get(key)
        if found is not None:
            return found
        self._ask((width, height, self.script, state, dpr))
        return self._placeholder(key)

    def warm(
        self, width: int, height: int, dpr: float = 1.0, states: Iterable[str] = STATES
    ) -> None:
        """Render the whole deck at this size in the background."""
        for state in states:
            self._ask((width, height, self.script, state, round(float(dpr), 2)))

    def set_script(self, script: str) -> None:
        """Switch between 贰 and 貳 faces; sprites of the new script are rendered on demand."""
        if script != self.script:
            self.script = script
            self.changed.emit()

    def pending(self) -> int:
        return len(self._asked)

    # -- delivery -----------------------------------------------------------------

    def _ask(self, batch: Batch) -> None:
        if batch in self._asked:
            return
        self._asked.add(batch)
        cache = self._cache
        self._runner.run(
            lambda: _render_batch(cache, batch), lambda r, e: self._arrived(batch, r, e)
        )

    def _arrived(
        self, batch: Batch, images: dict[Key, QImage] | None, error: BaseException | None
    ) -> None:
        self._asked.discard(batch)
        if error is not None or not images:
            log.warning("card sprites %s could not be rendered: %s", batch, error)
            return
        for key, image in images.items():
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(key[5])
            self._pixmaps[key] = pixmap
            self._by_face.setdefault((key[0], key[3], key[4]), {})[key[1], key[2], key[5]] = pixmap
        self.changed.emit()

    # -- placeholders -------------------------------------------------------------

    def _placeholder(self, key: Key) -> QPixmap:
        """Drawn on the GUI thread at every paint until the sprite comes: cheap only."""
        card, width, height, script, state, dpr = key
        source = self._stand_in(key)
        if source is not None:
            # The same face at another size reads better than a plain card.
            scaled = source.scaled(
                round(width * dpr),
                round(height * dpr),
                Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            scaled.setDevicePixelRatio(dpr)
            return scaled
        made = self._placeholders.get(key)
        if made is None:
            made = _plain_card(card, width, height, script, dpr, state)
            self._placeholders[key] = made
        return made

    def _stand_in(self, key: Key) -> QPixmap | None:
        """A held sprite of the same face, script and state and about the same shape:
        the smallest one at least as wide as wanted (a reduction stays sharp), else the
        widest."""
        card, width, height, script, state, dpr = key
        if width <= 0 or height <= 0:
            return None  # nothing to stand in for (a widget not laid out yet)
        wanted = math.log(height / width)
        close = [
            pixmap
            for pixmap in self._by_face.get((card, script, state), {}).values()
            if abs(math.log(pixmap.height() / pixmap.width()) - wanted)
            <= math.log(ASPECT_SLACK)
        ]
        target = width * dpr
        return min(close, key=lambda p: (p.width() < target, abs(p.width() - target)),
                   default=None)


def _plain_card(
    card: Card | None, width: int, height: int, script: str, dpr: float, state: str = "normal"
) -> QPixmap:
    """A simple card drawn by Qt in the sprites' colours: paper, edge and the numeral;
    darker when ``locked``, as the sprite will be (a 坎 must not flash white first)."""
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, width - 1, height - 1)
    radius = width * 0.11  # as the sprites round their corners
    if card is None:
        painter.setBrush(QColor(*BACK_FIELD))
        painter.setPen(QPen(QColor(*BACK_EDGE), 1.5))
        painter.drawRoundedRect(rect, radius, radius)
    else:
        painter.setBrush(QColor(*(BIG_CARD if card.big else SMALL_CARD).paper))
        painter.setPen(QPen(QColor(*SMALL_CARD.edge), 1))
        painter.drawRoundedRect(rect, radius, radius)
        font = QFont("Dager Serif")
        font.setPixelSize(max(6, round(width * 0.7)))
        painter.setFont(font)
        painter.setPen(QColor(*(INK_RED if card.red else INK_BLACK)))
        painter.drawText(
            QRectF(0, width * 0.08, width, width * 0.85),
            Qt.AlignmentFlag.AlignCenter,
            card.glyph(script),
        )
    if state == "locked":
        _darken(painter, QRectF(0, 0, width, height))
    painter.end()
    return pixmap


def _darken(painter: QPainter, rect: QRectF) -> None:
    """Keep ``LOCK_SHADE`` of the brightness, as ``sprites`` darkens a locked card: black
    laid over what is drawn (SourceAtop keeps the transparent corners transparent)."""
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(rect, QColor(0, 0, 0, round(255 * (1 - LOCK_SHADE))))
