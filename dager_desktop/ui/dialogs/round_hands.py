"""Every hand at the end of a round (摊牌 tānpái), for the round-over dialog.

One row per playing seat: its name, role and what its cards are, then its cards.
The winner comes first with the hand 列 by 列 as it was scored, each 列 captioned
with its kind and 胡, the winning card rimmed on the 列 the engine says it
completed (``RoundResult.win_group``).  Every other seat follows in turn order
with its concealed hand in columns (理牌) and its exposed 列 beside it.  At 黄牌
every seat's hand is shown the same way.  Everything comes from the finished
round: ``game.result`` and each seat's ``game.view(seat)`` (the round is over,
nothing is hidden).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QWidget

from dager_desktop.engine import ActionKind, Game, locked_faces
from dager_desktop.ui.cards.card_strip import CardStrip, Group, winning_groups
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.table.grouping import arrange
from dager_desktop.ui.table.projection import HUMAN, seat_role
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import fill

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def shown_seats(game: Game) -> list[int]:
    """The rows: the winner, then the other playing seats in turn order after it (all
    playing seats from the dealer at 黄牌)."""
    order = list(game.order)
    winner = game.result.winner if game.result is not None else None
    if winner is None:
        return order
    start = order.index(winner)
    return order[start:] + order[:start]


def winner_captions(game: Game) -> list[str]:
    """One caption per group of the winning hand — its kind and 胡 — and "Loose" last
    when an instant win left cards in no 列."""
    result = game.result
    assert result is not None and result.arrangement is not None
    captions = []
    for meld in result.arrangement.groups:
        #: the 胡 of one 列 of the winning hand: %1 is a number
        hu = fill(translate("RoundOverDialog", "%1 Hu"), meld.hu(game.rules))
        captions.append(f"{terms.meld_name(meld.kind)}\n{hu}")
    if result.arrangement.loose:
        #: cards in no 列 (after an instant win)
        captions.append(translate("RoundOverDialog", "Loose"))
    return captions


def _divider(parent: QWidget) -> QFrame:
    """The thin line between a seat's concealed hand and its exposed 列."""
    line = QFrame(parent)
    line.setFrameShape(QFrame.Shape.VLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


class HandsPanel(QWidget):
    """The cards of every playing seat at the round's end, one row each."""

    def __init__(
        self, game: Game, pixmaps: CardPixmaps, card: QSize, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("RoundHands")
        self.game = game
        self.view = game.view(HUMAN)  # the public table: roles, 列, 报, 包牌
        # every strip of cards, the sizes of which the dialog sets together
        self.strips: list[CardStrip] = []
        self.winner_strip: CardStrip | None = None
        self._names: list[tuple[QLabel, Callable[[], str]]] = []
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(10)
        result = game.result
        assert result is not None
        for row, seat in enumerate(shown_seats(game)):
            name = QLabel(self)
            name.setObjectName(f"HandsSeat{seat}")
            name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            self._names.append((name, partial(self._name_text, seat)))
            grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignTop)
            cards = QHBoxLayout()
            cards.setSpacing(max(8, card.width() // 2))  # the concealed hand | its 列
            if seat == result.winner and result.arrangement is not None:
                groups, rim = winning_groups(
                    result.arrangement, result.win_card, winner_captions(game), result.win_group)
                self.winner_strip = self._strip(cards, pixmaps, groups, card, rim)
            else:
                hand = game.view(seat).hand
                columns = arrange(hand, locked_faces(hand))
                self._strip(cards, pixmaps, [(column, "") for column in columns], card)
                melds = self.view.melds.get(seat, ())
                if melds:
                    cards.addWidget(_divider(self))
                    self._strip(cards, pixmaps, [(m.cards, "") for m in melds], card)
            cards.addStretch(1)
            grid.addLayout(cards, row, 1, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def _strip(
        self,
        row: QHBoxLayout,
        pixmaps: CardPixmaps,
        groups: Sequence[Group],
        card: QSize,
        rim: Sequence[tuple[int, int]] = (),
    ) -> CardStrip:
        strip = CardStrip(pixmaps, groups, card, self, rim)
        row.addWidget(strip, 0, Qt.AlignmentFlag.AlignTop)
        self.strips.append(strip)
        return strip

    def _name_text(self, seat: int) -> str:
        """Name, role, and what the row shows: the winning hand or the hand laid open;
        报 and 包牌 where the seat declared or incurred them."""
        view = self.view
        result = self.game.result
        lines = [terms.seat_name(seat), terms.role_name(seat_role(view, seat))]
        if result is not None and seat == result.winner:
            #: the row of the round-over dialog with the winner's hand. Chinese: 胡牌
            lines.append(translate("RoundOverDialog", "Winning hand"))
        else:
            #: a row with a seat's concealed hand laid open at the round's end (摊牌).
            #: Chinese: 摊牌 (zh_TW 攤牌)
            lines.append(translate("RoundOverDialog", "Hand shown"))
        if seat in view.bao:
            lines.append(terms.action_label(ActionKind.BAO))
        if seat == view.baopai:
            #: the seat that passed a mandatory 招/碰 and pays for the others. Chinese: 包牌
            lines.append(translate("RoundOverDialog", "Bao Pai"))
        return "\n".join(lines)

    def retranslate(self) -> None:
        for label, text in self._names:
            label.setText(text())
        if self.winner_strip is not None:
            self.winner_strip.set_captions(winner_captions(self.game))

    def forget(self) -> None:
        """Let the text makers go (``round_over.dispose``)."""
        self._names = []
