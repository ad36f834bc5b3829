"""Playing the engine's event log onto the table, one animated step at a time.

``EventPlayer.play(game, events)`` shows each public event: it starts the
event's animation verbs (a card flying from the stock, a claim called at a
seat), waits for the animation layer to go idle, then applies the event to
the models — and for a card put on offer holds a moment so it can be read.
When the batch is done the models are reconciled with the engine's view and
``finished`` is emitted.  At ``instant`` speed (or after "Skip to the end")
the events are applied at once with no verb at all.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QRect, QSize, Signal

from dager_desktop.engine import ActionKind, Event, EventKind, Game, MeldKind
from dager_desktop.ui.table.animation import durations
from dager_desktop.ui.table.projection import HUMAN, TableModels
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text import terms

# Events after which the table holds still a moment, so the card can be read.
_HOLD = {EventKind.TURNED, EventKind.DISCARDED, EventKind.WON, EventKind.HUANG}


def call_text(event: Event) -> str | None:
    """What a seat calls out for ``event`` (None: nothing to call)."""
    kind = event.kind
    if kind is EventKind.CLAIMED and event.meld is not None:
        claim = {MeldKind.ZHAO: ActionKind.ZHAO, MeldKind.PENG: ActionKind.PENG}
        return terms.action_label(claim.get(event.meld.kind, ActionKind.CHI))
    if kind is EventKind.WON:
        return terms.action_label(ActionKind.HU)
    if kind is EventKind.BAO:
        return terms.action_label(ActionKind.BAO)
    if kind is EventKind.LONG_LAID:
        return terms.meld_name(MeldKind.LONG)
    texts = {
        #: 比 — the forced companion 列 laid with a 吃. Chinese: 比
        EventKind.BI: QCoreApplication.translate("Calls", "Bi"),
        #: 八块 — a second 招/垅: no discard this time. Chinese: 八块 (zh_TW 八塊)
        EventKind.BAKUAI: QCoreApplication.translate("Calls", "Ba Kuai"),
        #: 包 — a mandatory 招/碰 was passed: this seat pays for all. Chinese: 包
        EventKind.BAOPAI: QCoreApplication.translate("Calls", "Baopai (penalty)"),
        #: 黄牌 — the stock ran out with no winner. Chinese: 黄牌 (zh_TW 黃牌)
        EventKind.HUANG: QCoreApplication.translate("Calls", "Huang Pai"),
    }
    return texts.get(kind)


class EventPlayer(QObject):
    """Shows a batch of events with animations, then reports ``finished``."""

    finished = Signal()
    shown = Signal(object)  # an Event whose showing starts (never at instant speed)

    def __init__(
        self,
        table: TableWidget,
        models: TableModels,
        speed: Callable[[], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.models = models
        self.speed = speed
        self.skipping = False  # "Skip to the end": the rest of the round without animation
        self._queue: deque[Event] = deque()
        self._game: Game | None = None
        self._current: Event | None = None
        self._holding = False
        self._running = False
        table.layer.idle.connect(self._landed)

    def instant(self) -> bool:
        return self.skipping or self.speed() == "instant"

    def play(self, game: Game, events: Sequence[Event]) -> None:
        self._game = game
        self._queue = deque(events)
        self._running = True
        self._step()

    def abort(self) -> None:
        """Stop without reporting (a new match replaces the round)."""
        self._queue.clear()
        self._current = None
        self._holding = False
        self._running = False
        self.table.layer.stop_all()

    def skip(self) -> None:
        """Finish this round's animations at once."""
        self.skipping = True
        self.table.layer.stop_all()

    # -- stepping -------------------------------------------------------------------------

    def _step(self) -> None:
        while self._running and self._queue:
            event = self._queue.popleft()
            if self.instant() or not self._animate(event):
                self.models.apply(event)
                continue
            self._current = event
            return  # resumed by the layer's idle signal
        if self._running:
            self._done()

    def _landed(self) -> None:
        if not self._running:
            return
        if self._holding:
            self._holding = False
            self._step()
            return
        event, self._current = self._current, None
        if event is None:
            return
        self.models.apply(event)
        hold = durations(self.speed())[1]
        if event.kind in _HOLD and hold and not self.instant():
            self._holding = True
            self.table.layer.pause(hold)
            return
        self._step()

    def _done(self) -> None:
        self._running = False
        if self._game is not None:
            self.models.reconcile(self._game)
        self.finished.emit()

    # -- the verbs of each event --------------------------------------------------------

    def _animate(self, event: Event) -> bool:
        """Start the event's animations; False when it has none."""
        self.shown.emit(event)
        move = durations(self.speed())[0]
        t = self.table
        layer = t.layer
        kind, seat = event.kind, event.seat
        if seat is not None:
            self.models.set_active(seat)
        if kind is EventKind.DEALT and seat is not None:
            layer.fly(None, t.stock_rect(), _shrink(t.seat_rect(seat), t.metrics.meld), move)
            return True
        if kind is EventKind.BOTTOM_REVEALED:
            layer.fly(event.card, t.stock_rect(), t.to_layer(t.centre, t.centre.bottom_rect(
                len(self.models.centre.bottom))), move)
            return True
        if kind is EventKind.TURNED:
            layer.fly(event.card, t.stock_rect(), t.active_rect(), move)
            return True
        if kind is EventKind.DISCARDED and seat is not None:
            layer.fly(event.card, self._source_rect(event), t.active_rect(), move)
            return True
        if kind is EventKind.PLAYED_OUT and seat is not None:
            layer.fly(event.card, t.active_rect(), t.discard_slot(seat), move)
            return True
        text = call_text(event)
        if kind in (EventKind.CLAIMED, EventKind.BI) and seat is not None:
            layer.fly(event.card, t.active_rect(), t.meld_slot(seat), move)
        if text:
            anchor = t.seat_rect(seat) if seat is not None else t.active_rect()
            layer.call_out(text, anchor, max(move * 2, 500))
            return True
        return layer.busy()

    def _source_rect(self, event: Event) -> QRect:
        t = self.table
        if event.seat == HUMAN and t.hand.isVisible():
            hand = t.hand
            for row in range(self.models.hand.rowCount()):
                index = self.models.hand.index(row, 0)
                if self.models.hand.card_at(row) == event.card:
                    return t.to_layer(hand.viewport(), hand.visualRect(index))
        return _shrink(t.seat_rect(event.seat), t.metrics.meld)


def _shrink(area: QRect, size: QSize) -> QRect:
    """A card-sized rectangle in the middle of ``area``."""
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(area.center())
    return rect
