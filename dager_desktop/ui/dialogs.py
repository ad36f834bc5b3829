"""Dialogs: the end of a round, the choice between several ways to 吃, About.

All open window-modal with ``open()`` (never a nested ``exec()`` loop), so the
round flow and the tests keep running while they are shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.engine import Action, Game, RoundResult
from dager_desktop.ui import terms
from dager_desktop.ui.card_strip import CardStrip, Group
from dager_desktop.ui.models import seat_role
from dager_desktop.ui.pixmaps import CardPixmaps


def _points(value: float) -> str:
    return f"{value:+g}" if value else "0"


class RoundOverDialog(QDialog):
    """Who won and how — the arrangement, 胡, 等, 名堂/番 — and what every seat pays."""

    nextRequested = Signal()

    def __init__(self, game: Game, totals: dict[int, float], pixmaps: CardPixmaps, parent=None):
        super().__init__(parent)
        self.setObjectName("RoundOverDialog")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        result = game.result
        assert result is not None
        self.result = result
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.headline = QLabel(self._headline(result), self)
        self.headline.setObjectName("Headline")
        layout.addWidget(self.headline)
        detail = self._how(game, result)
        if detail:
            layout.addWidget(QLabel(detail, self))
        if result.arrangement is not None:
            layout.addWidget(self._hand(game, result, pixmaps))
            layout.addLayout(self._score_lines(result))
        layout.addLayout(self._payments(game, result, totals))
        buttons = QDialogButtonBox(self)
        #: closes the round-over dialog and deals the next round
        self.next_button = QPushButton(self.tr("Next round"), self)
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.accepted.connect(self.nextRequested)
        #: title of the dialog shown at the end of a round
        self.setWindowTitle(self.tr("Round over"))

    def _headline(self, result: RoundResult) -> str:
        if result.winner is None:
            #: 黄牌: the stock ran out and nobody won. Chinese: 黄牌 (zh_TW 黃牌)
            return self.tr("Huang Pai: the stock ran out, nobody wins")
        if result.winner == 0:
            #: the human won the round (胡)
            return self.tr("You win (Hu)!")
        #: %1 is the winner's name
        return self.tr("%1 wins (Hu)").replace("%1", terms.seat_name(result.winner))

    def _how(self, game: Game, result: RoundResult) -> str:
        if result.winner is None:
            return ""
        ctx = result.context
        if ctx.instant:
            #: 三垅/四坎: won at once with the dealt cards
            return self.tr("Instant win with the dealt hand")
        if result.win_card is None:
            #: 天胡: the dealer won with the 21 dealt cards
            return self.tr("With the dealt hand")
        card = result.win_card.glyph()
        if result.from_seat == result.winner:
            #: %1 is a card (自摸)
            return self.tr("On %1, turned by the winner").replace("%1", card)
        who = terms.seat_name(result.from_seat) if result.from_seat is not None else "?"
        #: %1 is a card, %2 a seat name
        return self.tr("On %1 from %2").replace("%1", card).replace("%2", who)

    def _hand(self, game: Game, result: RoundResult, pixmaps: CardPixmaps) -> QWidget:
        arrangement = result.arrangement
        assert arrangement is not None
        groups: list[Group] = []
        highlight: list[tuple[int, int]] = []
        for i, meld in enumerate(arrangement.groups):
            #: the 胡 of one 列 of the winning hand: %1 is a number
            caption = self.tr("%1 Hu").replace("%1", str(meld.hu(game.rules)))
            groups.append((meld.cards, f"{terms.meld_name(meld.kind)}\n{caption}"))
            if result.win_card in meld.cards and not highlight:
                highlight.append((i, meld.cards.index(result.win_card)))
        if arrangement.loose:
            #: cards in no 列 (after an instant win)
            groups.append((arrangement.loose, self.tr("Loose")))
        strip = CardStrip(pixmaps, groups, QSize(30, 96), self, highlight)
        scroll = QScrollArea(self)
        scroll.setWidget(strip)
        scroll.setWidgetResizable(False)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumHeight(strip.sizeHint().height() + 20)
        scroll.setMinimumWidth(min(strip.sizeHint().width() + 8, 720))
        return scroll

    def _score_lines(self, result: RoundResult) -> QGridLayout:
        grid = QGridLayout()
        score = result.score
        arrangement = result.arrangement
        assert score is not None and arrangement is not None
        names = ", ".join(terms.mingtang_name(k) for k in score.mingtang)
        rows = [
            #: total 胡 of the winning hand. Chinese: 总胡数
            (self.tr("Total Hu"), str(arrangement.hu)),
            #: 等: the grade computed from the total 胡. Chinese: 等
            (self.tr("Deng"), str(score.deng)),
            #: 名堂 / 番: the bonus patterns and the multiplier. Chinese: 名堂 / 番
            (self.tr("Mingtang / Fan"), f"{names or '—'}  ×{score.multiplier}"),
        ]
        for r, (label, value) in enumerate(rows):
            grid.addWidget(QLabel(label, self), r, 0)
            value_label = QLabel(value, self)
            value_label.setObjectName("ScoreValue")
            grid.addWidget(value_label, r, 1)
        grid.setColumnStretch(1, 1)
        return grid

    def _payments(self, game: Game, result: RoundResult, totals: dict[int, float]) -> QGridLayout:
        grid = QGridLayout()
        view = game.view(0)
        #: column headers of the payments table
        for c, text in enumerate((self.tr("Seat"), self.tr("This round"), self.tr("Match"))):
            header = QLabel(text, self)
            header.setObjectName("TableHeader")
            grid.addWidget(header, 0, c)
        for seat in range(game.rules.seats):
            name = f"{terms.seat_name(seat)} ({terms.role_name(seat_role(view, seat))})"
            grid.addWidget(QLabel(name, self), seat + 1, 0)
            pay = QLabel(_points(result.payments.get(seat, 0)), self)
            pay.setObjectName(f"Payment{seat}")
            pay.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(pay, seat + 1, 1)
            total = QLabel(_points(totals.get(seat, 0)), self)
            total.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(total, seat + 1, 2)
        return grid


class ChiChooser(QDialog):
    """One button per way to 吃, each previewing the 吃 列 and the 比 列 that go with it."""

    chosen = Signal(object)

    def __init__(self, options: Sequence[Action], pixmaps: CardPixmaps, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ChiChooser")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        #: title of the dialog that lets the player pick one way to 吃
        self.setWindowTitle(self.tr("Which Chi?"))
        self.options = tuple(options)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        for i, action in enumerate(self.options):
            row.addLayout(self._option(i, action, pixmaps))
        layout.addLayout(row)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        cancel.rejected.connect(self.reject)
        layout.addWidget(cancel)

    def _option(self, i: int, action: Action, pixmaps: CardPixmaps) -> QVBoxLayout:
        assert action.meld is not None
        chi = terms.action_label(action.kind)
        #: 比 — the forced companion 列 of a 吃. Chinese: 比
        bi = self.tr("Bi")
        groups: list[Group] = [(action.meld.cards, chi)]
        groups += [(m.cards, bi) for m in action.bi]
        column = QVBoxLayout()
        column.addWidget(CardStrip(pixmaps, groups, QSize(28, 90), self))
        button = QPushButton(f"{i + 1}. {chi} {action.meld}", self)
        button.clicked.connect(lambda _=False, a=action: self._choose(a))
        column.addWidget(button)
        self.buttons.append(button)
        return column

    def keyPressEvent(self, event) -> None:
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= len(self.options):
            self._choose(self.options[int(text) - 1])
            return
        super().keyPressEvent(event)

    def _choose(self, action: Action) -> None:
        self.chosen.emit(action)
        self.accept()
