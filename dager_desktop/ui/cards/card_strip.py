"""A row of card groups, each a column of overlapping cards with a caption under it.

Used where a fixed set of 列 is shown and nothing moves: the winner's hand in
the round-over dialog and at the replay viewer's last step (``winning_groups``),
the 吃 and 比 列 in the 吃 chooser, each seat's hand and 列 in the viewer.  Cards come from
``CardPixmaps``; the strip repaints when new sprites arrive.  The functions
after it size a dialog's cards: never too small to read, shrunk to fit a screen.
``CardRow`` is the plainer sibling: single cards side by side, wrapping (the
replay viewer's played-out cards).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLayout, QSizePolicy, QWidget

from dager_desktop.engine import Arrangement, Card
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.cards.sprites import visible_top

Group = tuple[Sequence[Card | None], str]  # cards (None: face down), caption


def winning_groups(
    arrangement: Arrangement,
    win_card: Card | None,
    captions: Sequence[str],
    win_group: int | None = None,
) -> tuple[list[Group], list[tuple[int, int]]]:
    """A winning hand as groups — its 列, then its loose cards (an instant win) — with
    ``captions`` in that order, and the place of the winning card to rim: in group
    ``win_group``, the one the engine says it completed (``RoundResult.win_group``;
    a search for the card could find it in a 坎 it never joined)."""
    groups: list[Group] = [(meld.cards, captions[i]) for i, meld in enumerate(arrangement.groups)]
    highlight: list[tuple[int, int]] = []
    if win_group is not None and win_card is not None:
        highlight.append((win_group, arrangement.groups[win_group].cards.index(win_card)))
    if arrangement.loose:
        groups.append((arrangement.loose, captions[-1]))
    return groups, highlight


class CardStrip(QWidget):
    """Groups of cards side by side."""

    def __init__(
        self,
        pixmaps: CardPixmaps,
        groups: Sequence[Group],
        card: QSize = QSize(30, 96),  # noqa: B008 - QSize is a value type
        parent: QWidget | None = None,
        highlight: Sequence[tuple[int, int]] = (),
    ) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.groups = list(groups)
        self.card = QSize(card)
        self.highlight = set(highlight)  # (group, card) drawn with a rim: the winning card
        self.caption_color = QColor(40, 40, 40)
        self._widest: tuple[object, int] = (None, 0)  # (captions and font, widest line)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        pixmaps.changed.connect(self.update)

    def set_captions(self, captions: Sequence[str]) -> None:
        """New captions (a language switch), one per group in order."""
        pairs = zip(self.groups, captions, strict=True)
        self.groups = [(cards, text) for (cards, _), text in pairs]
        self.updateGeometry()
        self.resize(self.sizeHint())
        self.update()

    def step(self) -> int:
        return visible_top(self.card.width())

    def gap(self) -> int:
        return max(8, self.card.width() // 3)

    def _column_width(self) -> int:
        # measured once per set of captions and font: a dialog fitting its cards to the
        # screen asks for the size hint over and over
        key = (tuple(cap for _, cap in self.groups), self.font().key())
        if self._widest[0] != key:
            metrics = self.fontMetrics()
            lines = (line for _, cap in self.groups for line in cap.split("\n"))
            self._widest = (key, max((metrics.horizontalAdvance(line) for line in lines),
                                     default=0))
        return max(self.card.width(), self._widest[1] + 4)

    def _caption_lines(self) -> int:
        """Lines under the cards: none when no group has a caption (an open hand)."""
        return max((cap.count("\n") + 1 for _, cap in self.groups if cap), default=0)

    def sizeHint(self) -> QSize:
        tallest = max((len(cards) for cards, _ in self.groups), default=1)
        captions = self.fontMetrics().height() * self._caption_lines()
        height = self.step() * (tallest - 1) + self.card.height() + captions + 8
        width = len(self.groups) * (self._column_width() + self.gap())
        return QSize(max(width, 40), height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        w, h = self.card.width(), self.card.height()
        x = 0
        caption_h = self.fontMetrics().height() * self._caption_lines() + 2
        caption_y = self.height() - caption_h
        column = self._column_width()
        for i, (cards, caption) in enumerate(self.groups):
            left = x + (column - w) // 2
            for j, card in enumerate(cards):
                state = "highlighted" if (i, j) in self.highlight else "normal"
                pixmap = self.pixmaps.pixmap(card, w, h, state, dpr)
                painter.drawPixmap(QRect(left, j * self.step(), w, h), pixmap)
            painter.setPen(self.caption_color)
            painter.drawText(
                QRect(x - 4, caption_y, column + 8, caption_h),
                Qt.AlignmentFlag.AlignHCenter,
                caption,
            )
            x += column + self.gap()
        painter.end()


# -- the size of a dialog's cards ---------------------------------------------------------

# Cards are not made narrower than this to fit a screen: the numerals would blur.
SMALLEST_CARD_WIDTH = 24


def at_least(card: QSize | None, least: QSize) -> QSize:
    """``card`` scaled up as a whole (its shape kept) until it is nowhere smaller than
    ``least``: the table's smallest 列 would be hard to read in a dialog."""
    if card is None or card.isEmpty():
        return QSize(least)
    factor = max(1.0, least.width() / card.width(), least.height() / card.height())
    return QSize(round(card.width() * factor), round(card.height() * factor))


def _smaller(card: QSize) -> QSize:
    """A tenth smaller, but not below ``SMALLEST_CARD_WIDTH``."""
    factor = max(0.9, SMALLEST_CARD_WIDTH / card.width())
    return QSize(round(card.width() * factor), round(card.height() * factor))


def fits_in(dialog: QWidget, room: QSize) -> bool:
    hint = dialog.sizeHint()
    return hint.boundedTo(room) == hint


def shrink_cards(dialog: QWidget, strips: Sequence[CardStrip], fits: Callable[[], bool]) -> None:
    """Smaller cards until ``fits()`` (large table cards on a small screen), not too small."""
    while strips and not fits() and strips[0].card.width() > SMALLEST_CARD_WIDTH:
        card = _smaller(strips[0].card)
        for strip in strips:
            strip.card = card
            strip.updateGeometry()
            strip.resize(strip.sizeHint())
        # Before the dialog is shown updateGeometry does not reach the layouts, whose
        # cached size hints would still count the larger cards.
        for layout in dialog.findChildren(QLayout):
            layout.invalidate()


class CardRow(QWidget):
    """Cards side by side, wrapping after ``per_line``: a seat's played-out cards."""

    def __init__(
        self, pixmaps: CardPixmaps, card: QSize, per_line: int = 12,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.card = card
        self.pixmaps = pixmaps
        self.per_line = per_line
        self.cards: list[Card] = []
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        pixmaps.changed.connect(self.update)

    def set_cards(self, cards: Sequence[Card]) -> None:
        self.cards = list(cards)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        lines = max(2, -(-len(self.cards) // self.per_line))
        return QSize(self.per_line * (self.card.width() + 2), lines * (self.card.height() + 2))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        dpr = self.devicePixelRatioF()
        w, h = self.card.width(), self.card.height()
        for i, card in enumerate(self.cards):
            line, col = divmod(i, self.per_line)
            pixmap = self.pixmaps.pixmap(card, w, h, "normal", dpr)
            painter.drawPixmap(QRect(col * (w + 2), line * (h + 2), w, h), pixmap)
        painter.end()
