"""The end of a round: the winning hand 列 by 列, its score and what each seat pays.

Opens window-modal with ``open()`` (never a nested ``exec()`` loop), so the
round flow and the tests keep running while it is shown.  Its cards are as
large as the caller says (the table's 列 cards, so they grow with the window;
never smaller than their own least size), made smaller only where the dialog
would not fit its screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.engine import Game, RoundResult
from dager_desktop.ui.cards.card_strip import (
    CardStrip,
    at_least,
    fits_in,
    shrink_cards,
    winning_groups,
)
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.platform import screens
from dager_desktop.ui.platform.style import dialog_style
from dager_desktop.ui.table.projection import HUMAN, seat_role
from dager_desktop.ui.text import formats, terms
from dager_desktop.ui.text.i18n import fill

# The cards when the caller gives no size, and the least they get.
ROUND_OVER_CARD = QSize(30, 96)


class RoundOverDialog(QDialog):
    """Who won and how — the arrangement, 胡, 等, 名堂/番 — and what every seat pays.

    Every text is kept with the function that makes it, so a language switch
    while the dialog is open re-translates it (``retranslate``).
    """

    nextRequested = Signal()

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
        # the size asked for; the strip's may be smaller (shrink_cards)
        self._card = at_least(card_size, ROUND_OVER_CARD)
        self._room = screens.room_for(self)  # the one it opens on: the parent's
        self.setWindowModality(Qt.WindowModality.WindowModal)
        result = game.result
        assert result is not None
        self._texts: list[tuple[QLabel | QPushButton, Callable[[], str]]] = []
        self._strip: CardStrip | None = None
        self._strip_area: QScrollArea | None = None
        self._captions: Callable[[], list[str]] = list
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.headline = self._label(lambda: self.headline_for(result))
        self.headline.setObjectName("Headline")
        layout.addWidget(self.headline)
        if self._how(result):
            layout.addWidget(self._label(lambda: self._how(result)))
        if result.arrangement is not None:
            layout.addWidget(self._hand(game, result, pixmaps))
            layout.addLayout(self._score_lines(result, game.rules.scoring == "deng"))
        layout.addLayout(self._payments(game, result, totals))
        buttons = QDialogButtonBox(self)
        self.next_button = QPushButton(self)
        #: closes the round-over dialog and deals the next round
        self._texts.append((self.next_button, lambda: self.tr("Next round")))
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
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
        self._captions = list
        self._strip = None

    def retranslate(self) -> None:
        #: title of the dialog shown at the end of a round
        self.setWindowTitle(self.tr("Round over"))
        for widget, text in self._texts:
            widget.setText(text())
        if self._strip is not None:
            self._strip.set_captions(self._captions())
            # wider captions (another language) may need smaller cards
            shrink_cards(self, [self._strip], self._fits)
        # Another language needs other room (English captions are wider than Chinese
        # ones): fit it, rather than clip, scroll, or keep a band of empty cloth.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.sizeHint())

    def _fit_strip(self) -> None:
        """Size the winning hand's area to its strip, up to the screen's width (it
        scrolls only when even the smallest cards are too wide)."""
        assert self._strip is not None and self._strip_area is not None
        hint = self._strip.sizeHint()
        # Fixed: the area's own size hint keeps the strip's first size, from before
        # the cards were made smaller (``shrink_cards``).
        width = min(hint.width() + 8, self._room.width() - 24)
        # A scroll bar only when the strip is wider than the area: "as needed" could
        # keep one from a moment the strip was wider, and it hid the captions' edge.
        # Room for it likewise, or a blank band lay under the hand.
        bars = Qt.ScrollBarPolicy
        whole = width >= hint.width() + 8
        bar = 0 if whole else self._strip_area.horizontalScrollBar().sizeHint().height()
        self._strip_area.setFixedSize(width, hint.height() + 4 + bar)
        self._strip_area.setHorizontalScrollBarPolicy(
            bars.ScrollBarAlwaysOff if whole else bars.ScrollBarAsNeeded)

    def _fits(self) -> bool:
        """The dialog, its strip in sight without scrolling, fits the screen."""
        assert self._strip is not None and self._strip_area is not None
        self._fit_strip()
        whole = self._strip_area.width() >= self._strip.sizeHint().width() + 8
        return whole and fits_in(self, self._room)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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

    def _group_captions(self, game: Game, result: RoundResult) -> list[str]:
        arrangement = result.arrangement
        assert arrangement is not None
        captions = []
        for meld in arrangement.groups:
            #: the 胡 of one 列 of the winning hand: %1 is a number
            hu = fill(self.tr("%1 Hu"), meld.hu(game.rules))
            captions.append(f"{terms.meld_name(meld.kind)}\n{hu}")
        if arrangement.loose:
            #: cards in no 列 (after an instant win)
            captions.append(self.tr("Loose"))
        return captions

    def _hand(self, game: Game, result: RoundResult, pixmaps: CardPixmaps) -> QWidget:
        arrangement = result.arrangement
        assert arrangement is not None
        self._captions = lambda: self._group_captions(game, result)
        # one caption per group, and "Loose" last when there are such
        groups, highlight = winning_groups(
            arrangement, result.win_card, self._captions(), result.win_group)
        strip = self._strip = CardStrip(pixmaps, groups, self._card, self, highlight)
        scroll = QScrollArea(self)
        scroll.setWidget(strip)
        scroll.setWidgetResizable(False)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._strip_area = scroll
        self._fit_strip()
        return scroll

    def _score_lines(self, result: RoundResult, deng: bool) -> QGridLayout:
        """胡, 等 (only where the rules pay by 等, §G.1) and 名堂 of the win."""
        grid = QGridLayout()
        score = result.score
        arrangement = result.arrangement
        assert score is not None and arrangement is not None

        def mingtang() -> str:
            names = terms.listed(terms.mingtang_name(k) for k in score.mingtang)
            if names:
                return f"{names}  ×{score.multiplier}"
            # a bare "— ×1" read as a glitch: say there are none
            #: the 名堂 / 番 row of a win with no 名堂; %1 is the multiplier (1).
            #: Chinese: 无（×%1） (zh_TW 無（×%1）)
            return fill(self.tr("none (×%1)"), str(score.multiplier))

        rows = [
            #: total 胡 of the winning hand. Chinese: 总胡数
            (lambda: self.tr("Total Hu"), lambda: terms.hu_count(arrangement, score.mingtang)),
            #: 等: the grade computed from the total 胡. Chinese: 等
            (lambda: self.tr("Deng"), lambda: str(score.deng)),
            #: 名堂 / 番: the bonus patterns and the multiplier. Chinese: 名堂 / 番
            (lambda: self.tr("Mingtang / Fan"), mingtang),
        ]
        if not deng:
            del rows[1]  # 名堂 scoring pays by 番: a 等 would mean nothing
        for r, (label, value) in enumerate(rows):
            grid.addWidget(self._label(label), r, 0)
            value_label = self._label(value)
            value_label.setObjectName("ScoreValue")
            grid.addWidget(value_label, r, 1)
        grid.setColumnStretch(1, 1)
        return grid

    def _payments(self, game: Game, result: RoundResult, totals: dict[int, float]) -> QGridLayout:
        grid = QGridLayout()
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
