"""The replay viewer: a finished round step by step, with every hand open.

Everything shown comes from ``ReplaySteps``: ``game_at(k)`` for the public
table (列, played-out cards, the card on offer, the stock) and ``hands_at(k)``
for every seat's concealed cards — the round is over, so nothing is hidden.
One row per seat (``seat_row``): its name and role, its open hand and 列, the
cards it has played out.  Below the rows
the move log lists, in words, every event up to the step shown (as the
table's log does in play); the splitter between them gives it more room or
folds it away.  The controls step to the start,
back, forward and to the end; **Play** walks forward on a timer; the slider
jumps anywhere and has the keyboard (arrows, Home, End).  Hiding the viewer
(Esc, closing it) stops the playing.  It opens at ``SIZE`` or, on a smaller
screen, at the screen's free area; on a big screen it grows, cards and text
(``viewer_scale``).  Where the rows scroll, one seat's row can be kept in sight
at every step (``keep_in_sight``: the review's seat, or the hard player's).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.engine import ActionKind, Game, ReplaySteps
from dager_desktop.store import ReplayInfo
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.platform.screens import resize_to_fit, room_for
from dager_desktop.ui.platform.style import dialog_style
from dager_desktop.ui.replays.seat_row import SeatRow
from dager_desktop.ui.table.move_log import MoveLogView
from dager_desktop.ui.table.move_log_model import MoveLogModel
from dager_desktop.ui.table.seating import HUMAN
from dager_desktop.ui.text import formats, terms
from dager_desktop.ui.text.i18n import current_script, fill

PLAY_MS = 700  # one step every 0.7 s while playing
SIZE = QSize(1060, 760)  # room for four seats' open hands side by side
# On a big screen everything grows, up to this much (``viewer_scale``).
MOST_SCALE = 1.5


def viewer_scale(room: QSize) -> float:
    """How much the viewer grows on a screen with ``room``: to about nine tenths of
    it, never smaller than ``SIZE`` and its cards, at most ``MOST_SCALE``; in
    quarters, so that few card sizes are ever drawn (each one is a deck of sprites).
    (``resize_to_fit`` keeps the window within the room whatever the rounding.)"""
    fits = min(room.width() / SIZE.width(), room.height() / SIZE.height())
    return max(1.0, min(MOST_SCALE, round(fits * 0.9 * 4) / 4))


class ReplayViewer(QDialog):
    """Step through one finished round."""

    def __init__(self, steps: ReplaySteps, info: ReplayInfo | None, parent: QWidget | None = None,
                 pixmaps: CardPixmaps | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayViewer")
        self.steps = steps
        self.info = info
        self.step = 0
        self.seat_in_sight: int | None = None  # a row kept scrolled into sight
        if pixmaps is None:
            pixmaps = getattr(parent, "pixmaps", None) or _own_pixmaps(self)
        self.pixmaps = pixmaps
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_MS)
        self.timer.timeout.connect(self._tick)
        first = steps.game_at(0)
        seats = [*first.order, *([first.dijia] if first.dijia is not None else [])]
        scale = viewer_scale(room_for(self))
        if scale > 1.0:
            self.setStyleSheet(dialog_style(scale))
        layout = QVBoxLayout(self)
        self.caption = QLabel(self)
        self.caption.setObjectName("Headline")
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.table_line = QLabel(self)
        layout.addWidget(self.table_line)
        self.rows = {seat: SeatRow(seat, pixmaps, self, scale) for seat in sorted(seats)}
        self.log = MoveLogModel(self)  # the events up to the step shown, in words
        layout.addWidget(self._seats_and_log(scale), 1)
        layout.addLayout(self._controls())
        self.retranslate()
        # on a smaller screen the seat rows scroll, and the controls stay in sight
        resize_to_fit(self, round(SIZE.width() * scale), round(SIZE.height() * scale))
        # The slider takes the keys: arrows step, Home and End jump (as the buttons do).
        self.slider.setFocus()

    def _seats_and_log(self, scale: float) -> QSplitter:
        """The seat rows over the move log; the player may drag the log taller, or
        shut (the splitter's handle)."""
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.setObjectName("ReplaySplit")
        split.addWidget(self._seat_area())
        box = QWidget(split)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(2)
        self.log_caption = QLabel(box)
        self.log_caption.setObjectName("TableHeader")
        self.log_view = MoveLogView(self.log, box, columns=True)
        column.addWidget(self.log_caption)
        column.addWidget(self.log_view, 1)
        split.addWidget(box)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([round(560 * scale), round(130 * scale)])
        return split

    def _seat_area(self) -> QScrollArea:
        inner = QWidget(self)
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        for row in self.rows.values():
            column.addWidget(row)
        column.addStretch(1)
        scroll = QScrollArea(self)
        self.seat_scroll = scroll
        # the rows' room changes as the window around lays out (the review's bars
        # come in below): a row kept in sight is brought back into it
        scroll.viewport().installEventFilter(self)
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        return scroll

    def _controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        # Qt's own media icons: no glyph that the bundled font might lack.
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first_button = QPushButton(icon(pixmap.SP_MediaSkipBackward), "", self)
        self.back_button = QPushButton(icon(pixmap.SP_MediaSeekBackward), "", self)
        self.play_button = QPushButton(self)
        self.forward_button = QPushButton(icon(pixmap.SP_MediaSeekForward), "", self)
        self.last_button = QPushButton(icon(pixmap.SP_MediaSkipForward), "", self)
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(self.back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(lambda: self.go_to(self.steps.count))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.steps.count)
        self.slider.valueChanged.connect(self.go_to)
        self.position = QLabel(self)
        for widget in (self.first_button, self.back_button, self.play_button,
                       self.forward_button, self.last_button):
            # A dialog makes its first auto-default button the default one: ⏮ looked
            # pressed (the default's frame) and Enter jumped back to the deal.  Mouse
            # controls: the keys stay with the slider after a click.
            widget.setAutoDefault(False)
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(widget)
        row.addWidget(self.slider, 1)
        row.addWidget(self.position)
        return row

    def retranslate(self) -> None:
        when = formats.when(self.info.date) if self.info else ""
        rules = formats.rules_name(self.info.preset) if self.info else ""
        #: title of the replay viewer: %1 the date of the round, %2 its rules
        self.setWindowTitle(fill(self.tr("Replay: %1, %2"), when, rules))
        self.first_button.setToolTip(self.tr("To the deal"))
        self.back_button.setToolTip(self.tr("One step back"))
        self.forward_button.setToolTip(self.tr("One step forward"))
        self.last_button.setToolTip(self.tr("To the end"))
        #: caption of the replay's move log: every event up to the step shown.
        #: Chinese: 出牌记录 (zh_TW 出牌記錄)
        self.log_caption.setText(self.tr("Moves"))
        self.log.retranslate()
        self.log_view.relayout()
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- moving ----------------------------------------------------------------------------

    def go_to(self, step: int) -> None:
        step = max(0, min(step, self.steps.count))
        if step == self.step and self.slider.value() == step and self.caption.text():
            return
        self.step = step
        self._show()

    def forward(self) -> None:
        self.go_to(self.step + 1)

    def back(self) -> None:
        self.go_to(self.step - 1)

    def keep_in_sight(self, seat: int) -> None:
        """Keep ``seat``'s row scrolled into sight at every step (the seat under
        review: where the rows scroll, on a small screen, it could sit below them)."""
        self.seat_in_sight = seat
        self._bring_seat_into_sight()

    def _bring_seat_into_sight(self) -> None:
        if self.seat_in_sight is None:
            return
        # after the layout pass the step's new cards set off: the rows' heights change
        QTimer.singleShot(0, self, self._scroll_to_seat)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.seat_scroll.viewport():
            self._bring_seat_into_sight()
        return super().eventFilter(watched, event)

    def _scroll_to_seat(self) -> None:
        """Scroll so that the row is whole in sight or, taller than the view, its top."""
        row = self.rows.get(self.seat_in_sight) if self.seat_in_sight is not None else None
        if row is None:
            return
        bar = self.seat_scroll.verticalScrollBar()
        shown = self.seat_scroll.viewport().height()
        top, bottom = row.y(), row.y() + min(row.height(), shown)
        if top < bar.value():
            bar.setValue(top)
        elif bottom > bar.value() + shown:
            bar.setValue(bottom - shown)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.step >= self.steps.count:
                self.go_to(0)
            self.timer.start()
        self._show_play_button()

    def playing(self) -> bool:
        return self.timer.isActive()

    def _tick(self) -> None:
        self.forward()
        if self.step >= self.steps.count:
            self.timer.stop()
            self._show_play_button()

    # -- showing -----------------------------------------------------------------------------

    def _show(self) -> None:
        game = self.steps.game_at(self.step)
        hands = self.steps.hands_at(self.step)
        mover = self.steps.action_at(self.step)[0] if self.step else None
        for seat, row in self.rows.items():
            row.show_state(game, hands.get(seat), seat == mover)
        self.caption.setText(self._what_happened(game))
        self.table_line.setText(self._table_text(game))
        self.log.show_events(game.events)
        self.slider.blockSignals(True)
        self.slider.setValue(self.step)
        self.slider.blockSignals(False)
        #: the position in the replay: %1 this step, %2 the number of steps
        self.position.setText(fill(self.tr("Step %1 of %2"), self.step, self.steps.count))
        self.back_button.setEnabled(self.step > 0)
        self.first_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < self.steps.count)
        self.last_button.setEnabled(self.step < self.steps.count)
        self._show_play_button()
        self._bring_seat_into_sight()

    def _show_play_button(self) -> None:
        playing = self.playing()
        #: button: stop walking through the replay
        pause = self.tr("Pause")
        #: button: walk through the replay, one step at a time
        play = self.tr("Play")
        self.play_button.setText(pause if playing else play)
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay))

    def _what_happened(self, game: Game) -> str:
        if self.step == 0:
            #: the first step of a replay: the cards were just dealt
            return self.tr("The deal")
        seat, action = self.steps.action_at(self.step)
        move = terms.action_label(action.kind)
        if action.card is not None:
            move = terms.with_cards(move, terms.quoted_cards([action.card]))
        elif action.meld is not None:
            move = terms.with_cards(move, terms.quoted_cards(action.meld.cards))
        #: a step of a replay: %1 the seat's name, %2 what it did (e.g. "Peng 十")
        text = fill(self.tr("%1: %2"), terms.seat_name(seat), move)
        if game.over and game.result is not None:
            if game.result.winner == seat and action.kind is ActionKind.HU:
                return self._result_text(game)  # "Li: Hu — Li wins with …" said it twice
            #: a step of a replay and how the round ended with it: %1 the step ("Zhang:
            #: Pass"), %2 the end ("Li wins with 12 Hu"). Chinese: %1——%2 (no spaces)
            text = fill(self.tr("%1 — %2"), text, self._result_text(game))
        return text

    def _result_text(self, game: Game) -> str:
        result = game.result
        assert result is not None
        if result.winner is None:
            return formats.winner_name(None)
        won = result.arrangement
        names = result.score.mingtang if result.score is not None else ()
        hand = formats.hand_text(won.hu if won is not None else None, names,
                                    won is not None and won.luan_hu)
        if result.winner == HUMAN:  # "You wins with" (as the round-over dialog's "You win")
            #: the player won the replayed round: %1 the winning hand (胡 and 名堂).
            #: Chinese: 我胡牌：%1
            return fill(self.tr("You win with %1"), hand)
        #: %1 the winner's name, %2 the winning hand (胡 and 名堂)
        return fill(self.tr("%1 wins with %2"), terms.seat_name(result.winner), hand)

    def _table_text(self, game: Game) -> str:
        view = game.view(game.order[0])
        #: %1 the number of cards left in the stock
        parts = [fill(self.tr("Stock: %1"), view.stock_count)]
        if view.active is not None:
            if view.active.turned:
                #: %1 the card on offer, %2 the seat that turned it from the stock.
                #: Chinese: 当前的牌：%2翻出的%1
                text = self.tr("On offer: %1, turned by %2")
            else:
                #: %1 the card on offer, %2 the seat that played (discarded) it.
                #: Chinese: 当前的牌：%2打出的%1
                text = self.tr("On offer: %1, played by %2")
            parts.append(fill(text, terms.quoted_cards([view.active.card]),
                              terms.seat_name(view.active.seat)))
        if view.bottom_cards:
            #: 底牌: the stock cards shown to everyone. Chinese: 底牌
            parts.append(self.tr("Bottom cards: %1").replace(
                "%1", " ".join(c.glyph(current_script()) for c in view.bottom_cards)))
        return "    ".join(parts)

    def hideEvent(self, event: QHideEvent) -> None:
        """Stop playing however the viewer goes out of sight: Esc hides it through
        ``reject()`` without a close event, and a timer left running would step
        an unseen replay on."""
        self.timer.stop()
        self._show_play_button()
        super().hideEvent(event)


def _own_pixmaps(parent: QWidget) -> CardPixmaps:
    """Card faces for a viewer opened without a table window (tests, tools)."""
    from dager_desktop.ui.platform.tasks import TaskRunner

    return CardPixmaps(TaskRunner(1, parent), None, current_script(), parent)
