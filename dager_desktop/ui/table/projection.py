"""The table's models, kept equal to what the engine shows the human.

``TableModels`` holds every model the table draws from.  ``start_round``
empties them for a new deal; ``apply`` replays one public event of
``game.events`` onto them — in two halves when the step is animated: ``lift``
as its card takes off (it leaves the hand, the middle or the stock) and
``land`` as it lands, so a card in the air is drawn nowhere else;
``reconcile`` makes them equal to ``game.view(human)`` — called after every
batch of events, so the table can never drift from the engine.  Nothing here
decides what is legal: the models only mirror the view and the event log.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QObject, Qt

from dager_desktop.engine import (
    ActiveCard,
    Card,
    Event,
    EventKind,
    Game,
    Match,
    Meld,
    RoundResult,
    SeatView,
    huang_payments,
    locked_faces,
)
from dager_desktop.ui.table.hand_model import HandModel
from dager_desktop.ui.table.item_models import (
    CardListModel,
    CentreState,
    MeldsModel,
    ScoreboardModel,
    SeatInfo,
    SeatsModel,
)
from dager_desktop.ui.table.seating import HUMAN


def seat_role(view: SeatView, seat: int) -> str:
    if seat == view.dijia:
        return "dijia"
    return "dealer" if seat == view.dealer else "player"


class TableModels(QObject):
    """Hand, seats, 列, played-out rows, centre and scoreboard of the table."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hand = HandModel(self)
        self.seats = SeatsModel(self)
        self.centre = CentreState(self)
        self.scoreboard = ScoreboardModel(self)
        self.melds = {seat: MeldsModel(self) for seat in range(4)}
        self.discards = {seat: CardListModel(self) for seat in range(4)}
        self._dealt_hand: list[Card] = []
        self._turned = 0  # stock cards turned so far (the table's count)
        self._dead_bottom = False  # the known stock cards are dead ones (dead_last_2)

    def retranslate(self) -> None:
        """Names, roles and 列 are worded at ``data()`` time: ask the views to ask again."""
        for model in (self.seats, *self.melds.values()):
            rows = model.rowCount()
            if rows:
                model.dataChanged.emit(model.index(0), model.index(rows - 1), [])
        board = self.scoreboard
        board.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, board.columnCount() - 1))
        board.headerDataChanged.emit(Qt.Orientation.Vertical, 0, max(0, board.rowCount() - 1))

    # -- a new match / a new round -------------------------------------------------

    def start_match(self, match: Match) -> None:
        rounds = [r.payments for r in match.results]
        self.scoreboard.reset_match(match.rules.seats, rounds)

    def start_round(self, game: Game, match: Match) -> None:
        """Empty the table for ``game``'s deal; the events will fill it."""
        view = game.view(HUMAN)
        # what one player pays each seat at a 黄牌 (the 底家's note says it)
        huang = huang_payments(game.rules, game.order[:1], game.dijia, None)
        infos = [
            SeatInfo(
                seat=s,
                role=seat_role(view, s),
                score=match.totals.get(s, 0),
                huang_share=huang[s] if s == game.dijia else 0,
            )
            for s in range(game.rules.seats)
        ]
        self.seats.reset_seats(infos)
        self._turned = 0
        self._dead_bottom = game.rules.bottom_card == "dead_last_2"
        for seat in range(4):
            self.melds[seat].sync([])
            self.discards[seat].sync([])
        # The dealt hand, which the events replayed take cards from: a round under
        # way (resumed, or rewound by Undo) has already seen some leave.
        self._dealt_hand = _dealt_cards(game.events, HUMAN, view.hand)
        self.hand.reset_hand([], ())
        self.centre.set(
            dealt=True,
            stock_count=view.stock_count + view.turned_count,  # before any card was turned
            active=None,
            active_seat=None,
            active_turned=False,
            bottom=(),
            message="",
        )

    # -- one event at a time ------------------------------------------------------------

    def apply(self, event: Event) -> None:
        """Show one public event (see ``EventKind``) at once: ``lift`` then ``land``."""
        self.lift(event)
        self.land(event)

    def lift(self, event: Event) -> None:
        """The card the event moves leaves where it lay, as its flight starts: a card in
        the air is nowhere else on the table (the hand, the middle, the stock)."""
        handler = getattr(self, f"_lift_{event.kind.value}", None)
        if handler is not None:
            handler(event)

    def land(self, event: Event) -> None:
        """The event's card (or 列) is where it goes, and the rest of the event shows."""
        handler = getattr(self, f"_on_{event.kind.value}", None)
        if handler is not None:
            handler(event)

    def _lift_long_laid(self, e: Event) -> None:
        self._leave_hand(_seat(e), list(_meld(e).cards))

    _lift_bi = _lift_long_laid

    def _lift_turned(self, e: Event) -> None:
        self.centre.set(stock_count=e.count, bottom=self._bottom_after_turning(e))
        self._turned += 1

    def _bottom_after_turning(self, e: Event) -> tuple[Card, ...]:
        """The known stock cards once ``e``'s card is turned: a red bottom card was moved
        to the top and is the first turned, a black one stays the last (RULES.md §B3);
        the dead cards of ``dead_last_2`` are never turned."""
        bottom = list(self.centre.bottom)
        card = _card(e)
        first_red = self._turned == 0 and card.red
        last_black = e.count == 0 and not card.red
        if not self._dead_bottom and card in bottom and (first_red or last_black):
            bottom.remove(card)
        return tuple(bottom)

    def _lift_discarded(self, e: Event) -> None:
        self._leave_hand(_seat(e), [_card(e)])

    def _lift_claimed(self, e: Event) -> None:
        self.centre.set(active=None, active_seat=None)

    _lift_played_out = _lift_claimed

    def _on_dealt(self, e: Event) -> None:
        self.seats.update(_seat(e), concealed=e.count)
        if e.seat == HUMAN:
            self._stand_dealt_hand()

    def _stand_dealt_hand(self) -> None:
        self.hand.reset_hand(self._dealt_hand, locked_faces(self._dealt_hand))

    def _on_bottom_revealed(self, e: Event) -> None:
        self.centre.set(bottom=(*self.centre.bottom, e.card))

    def _on_long_laid(self, e: Event) -> None:
        self.melds[_seat(e)].append(_meld(e))

    _on_bi = _on_long_laid

    def _on_turned(self, e: Event) -> None:
        self.centre.set(stock_count=e.count, active=e.card, active_seat=e.seat, active_turned=True)

    def _on_discarded(self, e: Event) -> None:
        self.centre.set(active=e.card, active_seat=e.seat, active_turned=False)

    def _on_claimed(self, e: Event) -> None:
        used = list(_meld(e).cards)
        used.remove(_card(e))  # the claimed card came from the table, not the hand
        self._to_melds(_seat(e), _meld(e), used)

    def _on_played_out(self, e: Event) -> None:
        self.discards[_seat(e)].append(e.card)

    def _on_bao(self, e: Event) -> None:
        self.seats.update(_seat(e), bao=True)

    def _to_melds(self, seat: int, meld: Meld, from_hand: list[Card]) -> None:
        self.melds[seat].append(meld)
        self._leave_hand(seat, from_hand)

    def _leave_hand(self, seat: int, cards: list[Card]) -> None:
        info = self.seats.info(seat)
        self.seats.update(seat, concealed=max(0, info.concealed - len(cards)))
        if seat == HUMAN:
            self.hand.remove_cards(cards)
            self.hand.set_locked(locked_faces(self.hand.cards()))

    # -- agreeing with the engine ---------------------------------------------------------

    def reconcile(self, game: Game) -> None:
        """Make every model equal to the human's view of ``game``."""
        view = game.view(HUMAN)
        if view.hand and not self.hand.cards():  # a round shown at once (a resumed one):
            # stood as dealt (``start_round``), less what has left since, as in live play
            self._stand_dealt_hand()
        self.hand.sync(view.hand, locked_faces(view.hand))
        for seat in range(game.rules.seats):
            self.melds[seat].sync(view.melds.get(seat, ()))
            self.discards[seat].sync(view.discards.get(seat, ()))
            self.seats.update(
                seat, concealed=view.hand_counts.get(seat, 0), bao=seat in view.bao
            )
        card, offered_by, turned = _card_in_the_middle(view.active, game.result)
        self.centre.set(
            dealt=True,
            stock_count=view.stock_count,
            bottom=tuple(view.bottom_cards),
            active=card,
            active_seat=offered_by,
            active_turned=turned,
        )

    def set_thinking(self, seats: Iterable[int]) -> None:
        thinking = set(seats)
        for row in range(self.seats.rowCount()):
            self.seats.update(row, thinking=row in thinking)

    def set_active(self, seat: int | None) -> None:
        for row in range(self.seats.rowCount()):
            self.seats.update(row, active=row == seat)

    def book_round(self, match: Match, payments: dict[int, float]) -> None:
        """A finished round: its payments on the scoreboard, the new totals on the seats."""
        self.scoreboard.add_round(payments)
        for seat in range(self.seats.rowCount()):
            self.seats.update(seat, score=match.totals.get(seat, 0))


def _card_in_the_middle(
    active: ActiveCard | None, result: RoundResult | None
) -> tuple[Card | None, int | None, bool]:
    """The card the table shows in the middle, who offered it and whether it was turned:
    the card on offer, or once the round is won, the winning card."""
    if active is not None:
        return active.card, active.seat, active.turned
    if result is None or result.win_card is None:
        return None, None, False
    return result.win_card, result.from_seat, result.win_turned


def _dealt_cards(events: Sequence[Event], seat: int, hand: Sequence[Card]) -> list[Card]:
    """``seat``'s dealt cards: those it holds now and every one that has left its hand
    since — discarded, laid as 垅 or 比, or put to a claim (all but the claimed card)."""
    cards = list(hand)
    for e in events:
        if e.seat != seat:
            continue
        if e.kind is EventKind.DISCARDED and e.card is not None:
            cards.append(e.card)
        elif e.kind in (EventKind.LONG_LAID, EventKind.BI) and e.meld is not None:
            cards.extend(e.meld.cards)
        elif e.kind is EventKind.CLAIMED and e.meld is not None and e.card is not None:
            from_hand = list(e.meld.cards)
            from_hand.remove(e.card)
            cards.extend(from_hand)
    return cards


def _seat(e: Event) -> int:
    """The seat of an event whose kind always names one."""
    assert e.seat is not None, e
    return e.seat


def _card(e: Event) -> Card:
    """The card of an event whose kind always names one."""
    assert e.card is not None, e
    return e.card


def _meld(e: Event) -> Meld:
    """The 列 of an event whose kind always names one."""
    assert e.meld is not None, e
    return e.meld
