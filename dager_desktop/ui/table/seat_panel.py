"""A seat at the table: name, role, match score, "thinking", card count, 列 and played cards.

The panel shows one row of the ``SeatsModel`` (re-bound to another seat when
a new round moves the 底家) and two item views: the seat's exposed 列
(``MeldsModel`` painted by ``MeldDelegate``) and its played-out cards
(``CardListModel`` painted by ``CardDelegate``).  The labels follow the seat
model's ``dataChanged``; the views follow their models.  The turn highlight
fades in and out at the chosen speed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.engine import ActionKind
from dager_desktop.ui.table.backdrop import Backdrop
from dager_desktop.ui.table.delegates import CardDelegate, MeldDelegate
from dager_desktop.ui.table.item_models import (
    ActiveRole,
    BaoRole,
    CardListModel,
    ConcealedRole,
    HuangShareRole,
    MeldsModel,
    NameRole,
    PlayingRole,
    ScoreRole,
    SeatRoleRole,
    SeatsModel,
    ThinkingRole,
)
from dager_desktop.ui.table.seat_parts import SideBody, ThinkingMark, card_row_view
from dager_desktop.ui.table.seating import HUMAN
from dager_desktop.ui.text import formats, terms
from dager_desktop.ui.text.i18n import fill

# The inside of the turn highlight's ring: its 3 px pen runs 2 px in from the edge, and
# the rounded corners (radius 10) bow in to about 6.5 px.
_RING = (8, 8, -8, -8)
_ROLE_COLOURS = {"dealer": "#c0392b", "player": "#2c6e49", "dijia": "#7a5c12", "empty": "#555"}


class SeatPanel(QFrame):
    """One seat around the table; ``orientation`` is ``side`` (stacked) or ``row``."""

    def __init__(
        self,
        meld_delegate: MeldDelegate,
        tile_delegate: CardDelegate,
        orientation: str = "side",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("SeatPanel")
        self.seat: int | None = None
        self._seats: SeatsModel | None = None
        self._glow = 0.0
        self._glow_target = 0.0
        self._backdrop = Backdrop()
        self.preferred_height = 0  # set by the table for the bottom place
        self.preferred_width = 0  # set by the table for the side places
        self.glow_ms = 360  # turn highlight fade; follows the speed setting
        self._glow_anim = QVariantAnimation(self)
        self._glow_anim.valueChanged.connect(self._set_glow)
        self._dots = 0
        self._dot_timer = QTimer(self)
        self._dot_timer.setInterval(400)
        self._dot_timer.timeout.connect(self._tick)
        self._side_body: SideBody | None = None  # a side seat's 列 above its played cards
        self._build(meld_delegate, tile_delegate, orientation)

    def _build(
        self, meld_delegate: MeldDelegate, tile_delegate: CardDelegate, orientation: str
    ) -> None:
        self.name = QLabel(self)
        self.name.setObjectName("SeatName")
        self.role = QLabel(self)
        self.role.setObjectName("RoleBadge")
        self.score = QLabel(self)
        self.score.setObjectName("SeatScore")
        self.count = QLabel(self)
        self.count.setObjectName("SeatCount")
        self.thinking = ThinkingMark(self)
        self._compact = orientation == "side"  # the thinking mark without its word
        # the seat across: its header on two lines beside its 列, not a line above them
        self._beside = orientation == "row"
        header = self._header()
        self.note = QLabel(self)
        self.note.setObjectName("SeatNote")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        self.melds = card_row_view(meld_delegate, self)
        self.discards = card_row_view(tile_delegate, self)
        if self._beside:
            self._build_beside(header)
            return
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(4)
        outer.addLayout(header)
        outer.addWidget(self.note)
        if orientation == "side":
            self._side_body = SideBody(self.melds, self.discards, self)
            outer.addWidget(self._side_body, 1)
        else:
            outer.addLayout(self._body(orientation), 1)
        outer.addStretch(0)

    def _build_beside(self, header: QVBoxLayout) -> None:
        """The seat across: the header's two lines at the left, the 列 and played cards
        (or the 底家's note) beside them.  The row is then as tall as the 列 alone:
        the line a header above them took was a card size smaller for every seat."""
        header.addStretch(1)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(12)
        outer.addLayout(header)
        column = QVBoxLayout()
        column.setSpacing(0)
        column.addWidget(self.note)
        column.addLayout(self._body("row"), 1)
        outer.addLayout(column, 1)

    def _header(self) -> QVBoxLayout:
        """Name and role first; score, card count and "thinking" after — on a second
        line in the narrow side panels, where "thinking" is its dots alone and a
        non-dealer's 报 badge its word alone: at 180 px (a 1024-px window) "Zhang
        Dealer · Bao" and "Score -120  20 cards ●●●" fit."""
        labels = (self.name, self.role, self.score, self.count, self.thinking)
        for label in labels:
            label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        lines = [labels[:2], labels[2:]] if self._compact or self._beside else [labels]
        header = QVBoxLayout()
        header.setSpacing(3)
        for line in lines:
            row = QHBoxLayout()
            row.setSpacing(6 if self._compact else 8)
            for label in line:
                row.addWidget(label)
            row.addStretch(1)
            header.addLayout(row)
        return header

    def _body(self, orientation: str) -> QBoxLayout:
        """row: 列 beside the played cards; bottom: room for the hand first."""
        body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        if orientation == "bottom":
            self.hand_slot = QVBoxLayout()
            body.addLayout(self.hand_slot, 3)
            side = QVBoxLayout()
            side.addWidget(self.melds, 3)
            side.addWidget(self.discards, 2)
            body.addLayout(side, 2)
            return body
        # the seat across, in a window too low for its 列: cut at the bottom, with the
        # numerals at the cards' tops in sight, not a scroll bar taking its width
        self.melds.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body.addWidget(self.melds, 1)
        body.addWidget(self.discards, 1)
        return body

    def set_side_heights(self, least: tuple[int, int], meld_row: int) -> None:
        """A side seat: the least height of its 列 and of its played cards (what the
        smallest cards need: the window can always shrink to them), and the height
        of a whole 列 at the cards' size now (the 列 keep that much at least)."""
        assert self._side_body is not None, "not a side seat"
        self._side_body.set_heights(least, meld_row)

    # -- binding to a seat ------------------------------------------------------------

    def bind(self, seat: int | None, seats: SeatsModel, melds: MeldsModel | None,
             discards: CardListModel | None) -> None:
        """Show ``seat`` (``None``: the empty fourth place of a three-player table)."""
        if (seat, seats, melds, discards) == (self.seat, self._seats, self.melds.model(),
                                              self.discards.model()):
            return  # seats keep their places: each deal binds the same, its reset refreshed
        if self._seats is not seats:
            if self._seats is not None:
                self._seats.dataChanged.disconnect(self._seat_changed)
                self._seats.modelReset.disconnect(self.refresh)
            seats.dataChanged.connect(self._seat_changed)
            seats.modelReset.connect(self.refresh)
            self._seats = seats
        self.seat = seat
        self.melds.setModel(melds)
        self.discards.setModel(discards)
        self.refresh()

    def refresh(self) -> None:
        seats = self._seats
        if seats is None or self.seat is None or self.seat >= seats.rowCount():
            self._show_empty()
            return
        index = seats.index(self.seat)
        self.name.setText(index.data(NameRole))
        role = index.data(SeatRoleRole) or "player"
        self._set_role(role)
        self.score.setText(self._score_text(index.data(ScoreRole) or 0))
        playing = bool(index.data(PlayingRole))
        count = index.data(ConcealedRole) or 0
        #: how many concealed cards a seat holds
        self.count.setText(self.tr("%n card(s)", "", count) if playing else "")
        self.count.setVisible(playing)
        self._show_cards(playing)
        self.note.setVisible(not playing)
        self.note.setText("" if playing else self._dijia_note(index.data(HuangShareRole)))
        self._set_thinking(bool(index.data(ThinkingRole)))
        self.set_active(bool(index.data(ActiveRole)), self.glow_ms)
        bao = bool(index.data(BaoRole))
        #: shown by a seat that declared 报牌 (ready). Chinese: 报 (zh_TW 報)
        self.role.setToolTip(self.tr("Declared Bao") if bao else "")
        if bao and self._compact and role == "player":
            # a narrow side panel has no room for "Non-dealer · Bao": the badge's
            # colour says non-dealer, its word the 报
            self.role.setText(terms.action_label(ActionKind.BAO))
        elif bao:
            self.role.setText(f"{self.role.text()} · {terms.action_label(ActionKind.BAO)}")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def _dijia_note(self, huang_share: float) -> str:
        """What the 底家 does; under rules where the players pay it at a 黄牌, that too."""
        if self.seat == HUMAN and huang_share:
            #: the human sits out this round as the 底家 (no hand), under rules where each
            #: player pays the 底家 at a 黄牌 (no winner); %1 is that payment
            text = self.tr("You are the Dijia this round: you hold no cards and take a share "
                           "of the winner's points, or %1 from each player if no one wins. "
                           "The round plays itself.")
            return fill(text, f"{huang_share:g}")
        if self.seat == HUMAN:
            #: the human sits out this round as the 底家 (no hand)
            return self.tr("You are the Dijia this round: you hold no cards and take a share "
                           "of the winner's points. The round plays itself.")
        if huang_share:
            #: what the 底家 seat does, under rules where each player pays it at a 黄牌 (no
            #: winner); %1 is that payment (short: two lines of a narrow panel)
            text = self.tr("Counts the stock; shares in every win, and gets %1 from each "
                           "player if no one wins.")
            return fill(text, f"{huang_share:g}")
        #: what the 底家 seat does (short: two lines of a narrow panel)
        return self.tr("Counts the stock; shares in every win.")

    def _show_empty(self) -> None:
        self.name.setText("")
        self._set_role("empty")
        self.score.setText("")
        self.count.setText("")
        self._show_cards(False)
        self.note.setVisible(False)
        self._set_thinking(False)

    def _show_cards(self, on: bool) -> None:
        for widget in (self.melds, self.discards, self._side_body):
            if widget is not None:
                widget.setVisible(on)

    def _set_role(self, role: str) -> None:
        self.role.setText(terms.role_name(role))
        colour = _ROLE_COLOURS.get(role, "#555")
        # A style sheet is re-parsed and the badge re-polished on every set: the
        # panel refreshes on each change of its seat (cards held, thinking ...).
        if self.role.property("colour") != colour:
            self.role.setProperty("colour", colour)
            self.role.setStyleSheet(
                f"background: {colour}; color: white; border-radius: 8px; padding: 1px 8px;"
            )

    def _score_text(self, score: float) -> str:
        #: a seat's running total in the match
        return fill(self.tr("Score %1"), formats.points(score))

    def _seat_changed(
        self, top: QModelIndex, bottom: QModelIndex, roles: Sequence[int] = ()
    ) -> None:
        if self.seat is not None and top.row() <= self.seat <= bottom.row():
            self.refresh()

    # -- thinking and the turn highlight ---------------------------------------------

    def _set_thinking(self, on: bool) -> None:
        self.thinking.setVisible(on)
        if on and not self._dot_timer.isActive():
            self._dots = 0
            self._dot_timer.start()
            self._tick()
        elif not on:
            self._dot_timer.stop()

    def _tick(self) -> None:
        self._dots = self._dots % 3 + 1
        #: a computer player is choosing its move
        word = self.tr("thinking")
        self.thinking.setToolTip(word)
        self.thinking.setAccessibleName(word)  # the dots say nothing to a screen reader
        self.thinking.show_dots("" if self._compact else word, self._dots)

    def set_active(self, on: bool, ms: int) -> None:
        """Fade the turn highlight in or out over ``ms``."""
        target = 1.0 if on else 0.0
        if target == self._glow_target:
            return
        self._glow_target = target
        if ms <= 0:
            self._glow_anim.stop()
            self._set_glow(target)
            return
        self._glow_anim.stop()
        self._glow_anim.setDuration(ms)
        self._glow_anim.setStartValue(self._glow)
        self._glow_anim.setEndValue(target)
        self._glow_anim.start()

    def _set_glow(self, value: float) -> None:
        """Repaint only the ring the highlight is drawn on: repainted whole, a panel
        repaints every card inside it, and the fade does that at each frame."""
        self._glow = float(value)
        outer = self.rect()
        self.update(QRegion(outer) - QRegion(outer.adjusted(*_RING)))

    def paintEvent(self, event: QPaintEvent) -> None:
        self._backdrop.paint(self, self._glow)

    def sizeHint(self) -> QSize:
        return QSize(self.preferred_width or 240, self.preferred_height or 200)
