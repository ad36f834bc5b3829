"""The end of a round: every hand, the sum that scores the win and what each seat pays.

Beside the hands (``round_hands``: the winner's 列 by 列, everyone else's laid open)
the dialog explains the points as the rules compute them — 胡, 等, the multipliers or
名堂, what each loser pays and the 底家's share — from the engine's own steps
(``score_breakdown``), worded by ``text.score_text``; then each seat's payment and
the match totals.

Opens window-modal with ``open()`` (never a nested ``exec()`` loop), so the round
flow and the tests keep running while it is shown.  Its cards are as large as the
caller says (the table's 列 cards, so they grow with the window; never smaller
than their own least size), made smaller only where the dialog would not fit its
screen; if even the smallest do not, the hands scroll.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.engine import Game, RoundResult, score_breakdown
from dager_desktop.ui.cards.card_strip import at_least, fits_in, shrink_cards
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.dialogs.round_hands import HandsPanel
from dager_desktop.ui.platform import screens
from dager_desktop.ui.platform.style import dialog_style
from dager_desktop.ui.table.projection import HUMAN, seat_role
from dager_desktop.ui.text import formats, terms
from dager_desktop.ui.text.i18n import current_language, fill
from dager_desktop.ui.text.score_text import score_lines

# The cards when the caller gives no size, and the least they get.
ROUND_OVER_CARD = QSize(30, 96)
# The sum beside the hands, or under them (a narrow screen).
ACROSS, DOWN = QBoxLayout.Direction.LeftToRight, QBoxLayout.Direction.TopToBottom
# Between the hands and the sum beside them; between the lines of the sum and the payments.
BODY_SPACING = 24
LINE_SPACING = 4


class RoundOverDialog(QDialog):
    """Who won and how — every hand, the sum of the score — and what every seat pays.

    Every text is kept with the function that makes it, so a language switch
    while the dialog is open re-translates it (``retranslate``).
    """

    nextRequested = Signal()
    # the player asks for the round's review (复盘)
    reviewRequested = Signal()
    # the player asks for the same deal again, at a practice table
    againRequested = Signal()

    def __init__(
        self,
        game: Game,
        totals: dict[int, float],
        pixmaps: CardPixmaps,
        parent: QWidget | None = None,
        card_size: QSize | None = None,
        text_scale: float = 1.0,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("RoundOverDialog")
        if text_scale != 1.0:  # its text in proportion to the table's (style.table_style)
            self.setStyleSheet(dialog_style(text_scale))
        # the size asked for; the strips' may be smaller (shrink_cards)
        self._card = at_least(card_size, ROUND_OVER_CARD)
        self._room = screens.room_for(self)  # the one it opens on: the parent's
        self.setWindowModality(Qt.WindowModality.WindowModal)
        result = game.result
        assert result is not None
        self._texts: list[tuple[QLabel | QPushButton, Callable[[], str]]] = []
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.headline = self._label(lambda: self.headline_for(result))
        self.headline.setObjectName("Headline")
        layout.addWidget(self.headline)
        if self._how(result):
            layout.addWidget(self._label(lambda: self._how(result)))
        body = QHBoxLayout()
        body.setSpacing(BODY_SPACING)
        self.hands: HandsPanel | None = HandsPanel(game, pixmaps, self._card, self)
        self._hands_area = self._scrolled(self.hands)
        body.addWidget(self._hands_area, 0, Qt.AlignmentFlag.AlignTop)
        side = QVBoxLayout()
        side.setSpacing(14)
        side.addLayout(self._sum(game, result))
        side.addLayout(self._payments(game, result, totals))
        side.addStretch(1)
        body.addLayout(side, 1)
        layout.addLayout(body)
        self._body, self._side = body, side
        buttons = QDialogButtonBox(self)
        self.next_button = QPushButton(self)
        #: closes the round-over dialog and deals the next round
        self._texts.append((self.next_button, lambda: self.tr("Next round")))
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button = QPushButton(self)
        #: opens the review (复盘) of the round just played. Chinese: 复盘 (zh_TW 復盤)
        self._texts.append((self.review_button, lambda: self.tr("Review")))
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self.reviewRequested)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button = QPushButton(self)
        #: deals the round's cards again at a practice table (nothing of it is counted)
        self._texts.append((self.again_button, lambda: self.tr("Play this deal again")))
        self.again_button.setAutoDefault(False)
        self.again_button.clicked.connect(self.againRequested)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.accepted.connect(self.nextRequested)
        self.retranslate()

    def _label(self, text: Callable[[], str]) -> QLabel:
        label = QLabel(self)
        self._texts.append((label, text))
        return label

    def forget_texts(self) -> None:
        """Let the text makers go once closed for good (``dispose``): they refer back to the
        dialog, and frozen with the heap (``ai.heap``) the cycle was never reclaimed."""
        self._texts = []
        if self.hands is not None:
            self.hands.forget()
        self.hands = None

    def retranslate(self) -> None:
        #: title of the dialog shown at the end of a round
        self.setWindowTitle(self.tr("Round over"))
        for widget, text in self._texts:
            widget.setText(text())
        if self.hands is not None:
            self.hands.retranslate()
            self._lay_out()  # wider captions and sums (another language): other room
        # Another language needs other room (English captions are wider than Chinese
        # ones): fit it, rather than clip, scroll, or keep a band of empty cloth.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.sizeHint())

    # -- room --------------------------------------------------------------------------

    def _scrolled(self, panel: QWidget) -> QScrollArea:
        area = QScrollArea(self)
        area.setWidget(panel)
        area.setWidgetResizable(False)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        return area

    def _lay_out(self) -> None:
        """The sum beside the hands, or under them on a narrow screen: whichever shows the
        larger cards in full (beside when both do); cards smaller only where needed."""
        assert self.hands is not None
        strips = self.hands.strips
        tried: dict[QBoxLayout.Direction, tuple[bool, QSize]] = {}
        for direction in (ACROSS, DOWN):
            self._body.setDirection(direction)
            self._set_cards(self._card)
            shrink_cards(self, strips, self._fits)
            card = strips[0].card if strips else self._card
            tried[direction] = (self._fits(), QSize(card))
            if tried[direction][0] and card.width() >= self._card.width():
                break  # the cards asked for, beside: nothing does better
        whole = [d for d, (fits, _) in tried.items() if fits]
        best = max(whole, key=lambda d: (tried[d][1].width(), d == ACROSS), default=ACROSS)
        if best != self._body.direction():  # the last one tried
            self._body.setDirection(best)
            self._set_cards(tried[best][1])
        self._fit_hands()

    def _set_cards(self, card: QSize) -> None:
        assert self.hands is not None
        for strip in self.hands.strips:
            strip.card = QSize(card)
            strip.updateGeometry()
            strip.resize(strip.sizeHint())
        for layout in self.findChildren(QLayout):  # their cached sizes knew the old cards
            layout.invalidate()

    def _room_for_hands(self) -> QSize:
        """What the screen leaves the hands once the rest of the dialog has its room."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        margins = layout.contentsMargins()
        others = [layout.itemAt(i) for i in range(layout.count())]
        above = sum(
            item.sizeHint().height() + layout.spacing()
            for item in others
            if item is not None and item.layout() is not self._body
        )
        width = self._room.width() - margins.left() - margins.right()
        height = self._room.height() - margins.top() - margins.bottom() - above
        side = self._side.sizeHint()
        if self._body.direction() == ACROSS:
            return QSize(width - side.width() - BODY_SPACING, height)
        return QSize(width, height - side.height() - BODY_SPACING)

    def _fit_hands(self) -> None:
        """Size the hands' area to its panel, up to the room the screen leaves (it
        scrolls only when even the smallest cards are too large)."""
        if self.hands is None:
            return
        # A strip's new size reaches only the panel's own layout, not the row's inside
        # it, whose cached size would keep the panel at its old size.
        for layout in self.hands.findChildren(QLayout):
            layout.invalidate()
        self.hands.adjustSize()
        hint = self.hands.sizeHint()
        room = self._room_for_hands()
        bars = Qt.ScrollBarPolicy
        wide = hint.width() > room.width()
        tall = hint.height() > room.height()
        # A scroll bar only when the panel is larger than the area ("as needed" could
        # keep one from a moment it was larger), and room for it then.
        bar = self._hands_area.horizontalScrollBar().sizeHint().height()
        width = min(hint.width(), room.width()) + (bar if tall else 0)
        height = min(hint.height(), room.height()) + (bar if wide else 0)
        self._hands_area.setFixedSize(width, height)
        self._hands_area.setHorizontalScrollBarPolicy(
            bars.ScrollBarAsNeeded if wide else bars.ScrollBarAlwaysOff)
        self._hands_area.setVerticalScrollBarPolicy(
            bars.ScrollBarAsNeeded if tall else bars.ScrollBarAlwaysOff)

    def _fits(self) -> bool:
        """The dialog, every hand in sight without scrolling, fits the screen."""
        assert self.hands is not None
        self._fit_hands()
        hint = self.hands.sizeHint()
        room = self._room_for_hands()
        whole = hint.width() <= room.width() and hint.height() <= room.height()
        return whole and fits_in(self, self._room)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- words -------------------------------------------------------------------------

    @staticmethod
    def headline_for(result: RoundResult) -> str:
        """The dialog's headline, also the table's status line once the round is over."""
        if result.winner is None:
            #: 黄牌: the stock ran out and nobody won. Chinese: 黄牌 (zh_TW 黃牌)
            return QCoreApplication.translate(
                "RoundOverDialog", "Huang Pai: the stock ran out, nobody wins")
        if result.winner == HUMAN:
            #: the human won the round (胡)
            return QCoreApplication.translate("RoundOverDialog", "You win (Hu)!")
        #: %1 is the winner's name
        text = QCoreApplication.translate("RoundOverDialog", "%1 wins (Hu)")
        return fill(text, terms.seat_name(result.winner))

    def _how(self, result: RoundResult) -> str:
        if result.winner is None:
            return ""
        ctx = result.context
        if ctx.instant:
            #: 三垅/四坎: won at once with the dealt cards
            return self.tr("Instant win with the dealt hand")
        if result.win_card is None:
            #: 天胡: the dealer won with the 21 dealt cards
            return self.tr("With the dealt hand")
        card = terms.quoted_cards([result.win_card])
        if result.from_seat == result.winner:
            #: %1 is a card (自摸)
            return fill(self.tr("On %1, turned by the winner"), card)
        who = terms.seat_name(result.from_seat) if result.from_seat is not None else "?"
        if result.win_turned:
            #: another seat turned the winning card from the stock: %1 is a card, %2 that
            #: seat's name. Chinese: 胡%2翻出的%1
            return fill(self.tr("On %1, turned by %2"), card, who)
        #: %1 is a card, %2 the name of the seat that played (discarded) it
        return fill(self.tr("On %1 from %2"), card, who)

    def _sum(self, game: Game, result: RoundResult) -> QGridLayout:
        """The score step by step, each line a label and the sum with its numbers."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(LINE_SPACING)
        steps = score_breakdown(game)
        arrangement, score = result.arrangement, result.score
        named = score.mingtang if score is not None else ()
        luan = arrangement is not None and terms.luan_hu_unnamed(arrangement.luan_hu, named)

        worded: dict[str, list[tuple[str, str]]] = {}  # by language: worded once per switch

        def part(row: int, column: int) -> str:
            """The label (0) or the sum (1) of line ``row``, in the language now in use."""
            language = current_language()
            if language not in worded:
                worded.clear()
                worded[language] = score_lines(steps, luan)
            return worded[language][row][column]

        #: heading over the lines that show how the points add up. Chinese: 算分
        header = self._label(lambda: self.tr("How the points add up"))
        header.setObjectName("TableHeader")
        grid.addWidget(header, 0, 0, 1, 2)
        for row in range(len(score_lines(steps, luan))):
            grid.addWidget(self._label(partial(part, row, 0)), row + 1, 0)
            value = self._label(partial(part, row, 1))
            value.setObjectName("ScoreValue")
            grid.addWidget(value, row + 1, 1)
        grid.setColumnStretch(1, 1)
        return grid

    def _payments(self, game: Game, result: RoundResult, totals: dict[int, float]) -> QGridLayout:
        grid = QGridLayout()
        grid.setVerticalSpacing(LINE_SPACING)
        view = game.view(HUMAN)
        headers = (
            #: column header of the payments table: the seat's name and role
            lambda: self.tr("Seat"),
            #: column header of the payments table: points won or paid in this round
            lambda: self.tr("This round"),
            #: column header of the payments table: the running total of the match
            lambda: self.tr("Match"),
        )
        for c, text in enumerate(headers):
            header = self._label(text)
            header.setObjectName("TableHeader")
            if c:  # over the numbers, which stand to the right
                header.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(header, 0, c)
        for seat in range(game.rules.seats):
            role = seat_role(view, seat)

            def name_text(s: int = seat, r: str = role) -> str:
                #: a seat's name (%1) and its role this round (%2), e.g. "Li (Dealer)"
                return fill(self.tr("%1 (%2)"), terms.seat_name(s), terms.role_name(r))

            name = self._label(name_text)
            grid.addWidget(name, seat + 1, 0)
            pay = QLabel(formats.points(result.payments.get(seat, 0)), self)
            pay.setObjectName(f"Payment{seat}")
            pay.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(pay, seat + 1, 1)
            total = QLabel(formats.points(totals.get(seat, 0)), self)
            total.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(total, seat + 1, 2)
        return grid


def dispose(dialog: QDialog | None) -> None:
    """Close a dialog of the table (this one or the 吃 chooser) for good, its answer
    unheard."""
    if dialog is not None:
        dialog.blockSignals(True)
        dialog.close()
        if isinstance(dialog, RoundOverDialog):
            dialog.forget_texts()
        dialog.deleteLater()
