"""One seat's row in the replay viewer: who, the open hand and 列, the played-out cards.

The row shows a step of the replay (``show_state``): the seat's name and role
(and 报 when it declared one), its concealed hand in columns (理牌) followed by
its 列, and the cards it has played out under their caption; the 底家, who
holds no cards, is said to count the stock instead.  At the last step the
winner's row shows the hand as it won, 列 by 列 (as the round-over window
does), the winning card rimmed.  The acting seat's row is lit.  Cards are
``HAND_CARD`` and ``ROW_CARD`` at the viewer's scale.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from dager_desktop.engine import ActionKind, Arrangement, Card, Game, locked_faces
from dager_desktop.ui.cards.card_strip import CardRow, CardStrip, Group, winning_groups
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.table.grouping import arrange
from dager_desktop.ui.table.projection import seat_role
from dager_desktop.ui.text import terms

HAND_CARD = QSize(22, 68)
ROW_CARD = QSize(18, 54)


class SeatRow(QFrame):
    """One seat of the replay: who, the open hand and 列, the played-out cards."""

    def __init__(self, seat: int, pixmaps: CardPixmaps, parent: QWidget | None = None,
                 scale: float = 1.0) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("ReplaySeat")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 4)
        self.name = QLabel(self)
        self.name.setObjectName("ReplaySeatName")
        self.name.setMinimumWidth(round(110 * scale))
        self.name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        hand = _scaled(HAND_CARD, scale)
        self.cards = CardStrip(pixmaps, [], hand, self)  # the concealed hand, open
        self.melds = CardStrip(pixmaps, [], hand, self)  # the 列 on the table
        self.played = CardRow(pixmaps, _scaled(ROW_CARD, scale), 12, self)
        self.played_caption = QLabel(self)  # names the played cards, as the 列 have theirs
        self.played_caption.setAlignment(Qt.AlignmentFlag.AlignLeft)
        self.note = QLabel(self)  # the 底家 holds no cards: say so instead
        self.note.setObjectName("ReplayNote")
        top = Qt.AlignmentFlag.AlignTop
        grid.addWidget(self.name, 0, 0)
        grid.addWidget(self.cards, 0, 1, Qt.AlignmentFlag.AlignLeft | top)
        grid.addWidget(self.note, 0, 1, Qt.AlignmentFlag.AlignLeft | top)
        grid.addWidget(self.melds, 0, 2, Qt.AlignmentFlag.AlignLeft | top)
        played = QVBoxLayout()  # the caption over the row: the row keeps room for a second line
        played.setSpacing(2)
        played.addWidget(self.played_caption)
        played.addWidget(self.played, 0, Qt.AlignmentFlag.AlignRight)
        played.addStretch(1)
        grid.addLayout(played, 0, 3, Qt.AlignmentFlag.AlignRight | top)
        grid.setColumnStretch(2, 1)
        grid.setHorizontalSpacing(18)

    def show_state(self, game: Game, hand: Sequence[Card] | None, active: bool) -> None:
        view = game.view(game.order[0])
        role = terms.role_name(seat_role(view, self.seat))
        lines = [terms.seat_name(self.seat), role]
        if self.seat in view.bao:
            lines.append(terms.action_label(ActionKind.BAO))
        self.name.setText("\n".join(lines))
        self.setProperty("active", active)
        self.setStyleSheet("#ReplaySeat { background: #fff4d6; }" if active else "")
        plays = hand is not None
        result = game.result
        if result is not None and result.winner == self.seat and result.arrangement is not None:
            self._show_win(result.arrangement, result.win_card, result.win_group)
        else:
            columns = arrange(hand, locked_faces(hand)) if hand is not None else []
            _set_groups(self.cards, [(column, "") for column in columns])
            melds = view.melds.get(self.seat, ())
            _set_groups(self.melds, [(m.cards, terms.meld_name(m.kind)) for m in melds])
        discards = view.discards.get(self.seat, ())
        self.played.set_cards(discards)
        for widget in (self.cards, self.melds, self.played):
            widget.setVisible(plays)
        #: caption under the cards a seat played out (or turned and nobody took)
        self.played_caption.setText(self.tr("Played out"))
        self.played_caption.setVisible(plays and bool(discards))
        self.note.setVisible(not plays)
        #: the 底家 of a replayed round: no hand, no 列
        self.note.setText(self.tr("Holds no cards this round: counts the stock."))

    def _show_win(
        self, arrangement: Arrangement, win_card: Card | None, win_group: int | None
    ) -> None:
        """The winner at the last step: the whole hand as it won, 列 by 列 (as the
        round-over window shows it), the winning card rimmed — the card won is in no
        hand or 列 of the table."""
        captions = [terms.meld_name(meld.kind) for meld in arrangement.groups]
        #: cards of a winning hand in no 列 (after an instant win)
        captions.append(self.tr("Loose"))
        groups, highlight = winning_groups(arrangement, win_card, captions, win_group)
        _set_groups(self.cards, groups, highlight)
        _set_groups(self.melds, [])


def _scaled(size: QSize, scale: float) -> QSize:
    return QSize(round(size.width() * scale), round(size.height() * scale))


def _set_groups(
    strip: CardStrip, groups: list[Group], highlight: Sequence[tuple[int, int]] = ()
) -> None:
    strip.groups = groups
    strip.highlight = set(highlight)
    strip.updateGeometry()
    strip.update()
