"""Playing the engine's event log onto the table, one animated step at a time.

``EventPlayer.play(game, events)`` shows each public event in turn.  A step
starts the event's verbs on the animation layer — a card flying from the
stock, the hand or the middle to where it goes, a claim called large at the
claiming seat — and applies the event to the models in two halves: as the
card takes off it leaves where it lay (``TableModels.lift``), and the moment
it lands it shows where it goes (``land``; a call alone: at once), so a card
in the air is drawn nowhere else.  The next step waits until the layer is
idle: until the call has been read, and for a card put on offer until it has
lain still a moment
(``animation.durations``: the speed is ``Session.speed``).  The pacing is the
event log's own: one step per event, never a timer that guesses.

When another seat takes the player's own discard or turned card, a note says
so at the player's seat too (老张碰了我的「九」).  ``landed`` reports each event
as it reaches the table (at every speed), which the move log follows.  When
the batch is done — and the table has shown every event of the round so far
— the models are reconciled with the engine's view; then ``finished`` is
emitted.  At ``instant`` speed (or after "Skip to the end")
the events are applied at once with no verb at all.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QObject, QRect, QSize, QVariantAnimation, Signal

from dager_desktop.engine import Event, EventKind, Game
from dager_desktop.ui.table.animation import Pacing, durations
from dager_desktop.ui.table.projection import HUMAN, TableModels
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text.events import OFFERS, call_text, taken_from_you

__all__ = ["EventPlayer", "call_text"]

# Events after which the table holds still a moment, so the card can be read.
_HOLD = {EventKind.TURNED, EventKind.DISCARDED, EventKind.WON, EventKind.HUANG}
# Events after which no card is on offer any more.
_TAKEN = {EventKind.CLAIMED, EventKind.PLAYED_OUT, EventKind.WON, EventKind.DEALT}


class EventPlayer(QObject):
    """Shows a batch of events with animations, then reports ``finished``."""

    finished = Signal()
    shown = Signal(object)  # an Event whose showing starts (never at instant speed)
    landed = Signal(object)  # an Event now on the table (at every speed)

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
        self._current: Event | None = None  # the event being shown, until the layer is idle
        self._serial = 0  # counts the steps: a landing heard late is for an earlier one
        self._applied = False  # the current event is on the models already
        self._holding = False
        self._running = False
        self._offer: Event | None = None  # the discard or turned card now on offer
        self._last = True  # the batch in play ends with the round's last event so far
        table.layer.idle.connect(self._landed)

    def instant(self) -> bool:
        return self.skipping or self.speed() == "instant"

    def pacing(self) -> Pacing:
        return durations(self.speed())

    def play(self, game: Game, events: Sequence[Event], last: bool = True) -> None:
        """Show ``events`` of ``game``; ``last``: they are the last of its events so far,
        and the table is made equal to the engine's view once they are shown (the deal
        is shown before the rest: the view then is ahead of the table)."""
        if game is not self._game:
            self._offer = None  # a new round (or one rewound): nothing on offer yet
        self._game = game
        self._last = last
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
            if self.instant():
                self.models.lift(event)
                self._land(event)
                continue
            self._serial += 1
            self._current, self._applied = event, False
            landing = self._animate(event)  # (its places are those before the card lifts)
            self.models.lift(event)
            self.shown.emit(event)
            if landing is not None:
                landing.finished.connect(partial(self._card_landed, self._serial))
            else:
                self._apply_current()  # a call alone: the table shows it at once
            if self.table.layer.busy():
                return  # resumed by the layer's idle signal
            self._current = None
        if self._running:
            self._done()

    def _card_landed(self, serial: int) -> None:
        """The card of the step ``serial`` is where it goes: show it there, while the
        call at the seat (if any) stays up."""
        if serial == self._serial:
            self._apply_current()

    def _apply_current(self) -> None:
        if self._current is not None and not self._applied:
            self._applied = True
            self._land(self._current)

    def _land(self, event: Event) -> None:
        self.models.land(event)
        if event.kind in OFFERS:
            self._offer = event
        elif event.kind in _TAKEN:
            self._offer = None
        self.landed.emit(event)

    def _landed(self) -> None:
        if not self._running:
            return
        if self._holding:
            self._holding = False
            self._step()
            return
        event = self._current
        if event is None:
            return
        self._apply_current()  # a flight stopped short (skip) never reported landing
        self._current = None
        hold = self.pacing().hold
        if event.kind in _HOLD and hold and not self.instant():
            self._holding = True
            self.table.layer.pause(hold)
            return
        self._step()

    def _done(self) -> None:
        self._running = False
        if self._game is not None and self._last:
            self.models.reconcile(self._game)
        self.finished.emit()

    # -- the verbs of each event --------------------------------------------------------

    def _animate(self, event: Event) -> QVariantAnimation | None:
        """Start the event's animations; return the one whose end puts the event's card
        on the table (``None``: no card moves, the event shows at once)."""
        pace = self.pacing()
        t = self.table
        layer = t.layer
        kind, seat = event.kind, event.seat
        if seat is not None:
            self.models.set_active(seat)
        text = call_text(event)
        if text:
            anchor = t.seat_rect(seat) if seat is not None else t.active_rect()
            lands = t.meld_slot(seat) if seat is not None and event.meld is not None else None
            layer.call_out(text, anchor, pace.call, lands)
            note = taken_from_you(event, self._offer)
            if note:
                layer.note(note, self._note_anchor(), pace.call)
        if kind is EventKind.DEALT and seat is not None:
            return layer.fly(None, t.stock_rect(), _shrink(t.seat_rect(seat), t.metrics.meld),
                             pace.move)
        if kind is EventKind.BOTTOM_REVEALED:
            return layer.fly(event.card, t.stock_rect(), t.to_layer(t.centre, t.centre.bottom_rect(
                len(self.models.centre.bottom))), pace.move)
        if kind is EventKind.TURNED:
            return layer.fly(event.card, t.stock_rect(), t.active_rect(), pace.move)
        if kind is EventKind.DISCARDED and seat is not None:
            return layer.fly(event.card, self._source_rect(event), t.active_rect(), pace.move)
        if kind is EventKind.PLAYED_OUT and seat is not None:
            return layer.fly(event.card, self._offer_rect(event), t.discard_slot(seat), pace.move)
        if kind is EventKind.CLAIMED and seat is not None:
            return layer.fly(event.card, self._offer_rect(event), t.meld_slot(seat), pace.move)
        if kind in (EventKind.BI, EventKind.LONG_LAID) and seat is not None:
            card = event.meld.cards[0] if event.meld is not None else event.card
            return layer.fly(card, self._from_seat(seat), t.meld_slot(seat), pace.move)
        return None

    def _offer_rect(self, event: Event) -> QRect:
        """Where the card on offer lies: in the middle, or, when the table shows it in
        its seat's played-out row already, the last place of that row."""
        t, centre = self.table, self.models.centre
        offer = self._offer
        if centre.active == event.card or offer is None or offer.seat is None:
            return t.active_rect()
        row = self.models.discards[offer.seat]
        cards = row.cards()
        panel = t.panel_of(offer.seat)
        if panel is not None and cards and cards[-1] == event.card:
            view = panel.discards
            return t.to_layer(view.viewport(), view.visualRect(row.index(len(cards) - 1)))
        return t.active_rect()

    def _from_seat(self, seat: int) -> QRect:
        """A card-sized place in ``seat``'s hand (the player's: the middle of it)."""
        return _shrink(self.table.seat_rect(seat), self.table.metrics.meld)

    def _note_anchor(self) -> QRect:
        """Where the note at the player's seat shows: over the top of the bottom panel."""
        t = self.table
        panel = t.panels["bottom"]
        return t.to_layer(panel, panel.rect())

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
