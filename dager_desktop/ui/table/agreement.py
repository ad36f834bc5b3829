"""Does the table show what the engine says?  The checks ``--selftest`` and the tests run.

``table_differences(table, view)`` compares what the table draws — each seat's
panel (its place, its 列, its played-out row, its card count), the hand, the
card in the middle and who offered it, the stock count, the known stock cards,
and the line under the cards — with ``view``, the human's view of the round,
and says in a short line each what differs (nothing: an empty list);
``score_differences`` does the same for the scoreboard's totals and the seats'
scores against the match's.  It reads
the views' own models, so a panel bound to the wrong seat is found too.

``FlightCheck`` watches one step of the playback: a card in the air must be
drawn nowhere else — as many of its face are in sight while it flies (in the
air included) as once it has landed, less those the step brings out of a
concealed hand (the other cards of a claimed 列).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from dager_desktop.engine import Card, Event, EventKind, Meld, RoundResult, SeatView
from dager_desktop.ui.table.hand_model import CardRole
from dager_desktop.ui.table.item_models import (
    BaoRole,
    CardListModel,
    ConcealedRole,
    MeldRole,
    ScoreRole,
)
from dager_desktop.ui.table.seating import HUMAN, places_for
from dager_desktop.ui.table.table_widget import TableWidget


def table_differences(table: TableWidget, view: SeatView, prompt: str | None = None,
                      result: RoundResult | None = None) -> list[str]:
    """What ``table`` shows otherwise than ``view`` says (``prompt``: the line under
    the cards expected, unchecked when ``None``; ``result``: the round's, once it is
    over — the middle then shows the winning card)."""
    found = _seat_differences(table, view)
    found += _hand_differences(table, view)
    found += _centre_differences(table, view, result)
    message = table.models.centre.message
    if prompt is not None and message != prompt:
        found.append(f"the line under the cards says {message!r}, not {prompt!r}")
    return found


def _seat_differences(table: TableWidget, view: SeatView) -> list[str]:
    found = []
    places = places_for(view)
    if table.places != places:
        found.append(f"the seats sit at {table.places}, not {places}")
    seats = table.models.seats
    for seat in range(view.rules.seats):
        panel = table.panel_of(seat)
        if panel is None or panel.seat != seat:
            found.append(f"seat {seat} has no panel")
            continue
        melds = _rows(panel.melds.model(), MeldRole)
        want_melds = list(view.melds.get(seat, ()))
        if melds != want_melds:
            found.append(f"seat {seat}'s 列 show {_melds(melds)}, not {_melds(want_melds)}")
        played = _rows(panel.discards.model(), CardRole)
        want_played = list(view.discards.get(seat, ()))
        if played != want_played:
            found.append(f"seat {seat}'s played-out row shows {_cards(played)}, "
                         f"not {_cards(want_played)}")
        index = seats.index(seat)
        count, want = index.data(ConcealedRole) or 0, view.hand_counts.get(seat, 0)
        if count != want:
            found.append(f"seat {seat} shows {count} cards in hand, not {want}")
        if bool(index.data(BaoRole)) != (seat in view.bao):
            found.append(f"seat {seat}'s 报 shows {seat not in view.bao}")
    return found


def _hand_differences(table: TableWidget, view: SeatView) -> list[str]:
    hand = Counter(_rows(table.hand.model(), CardRole))
    want = Counter(view.hand)
    if hand == want:
        return []
    extra, missing = hand - want, want - hand
    return [f"the hand shows {_cards(extra.elements())} too many, "
            f"{_cards(missing.elements())} too few"]


def _centre_differences(table: TableWidget, view: SeatView,
                        result: RoundResult | None) -> list[str]:
    centre, found = table.models.centre, []
    active = view.active
    turned = centre.active_turned if centre.active is not None else False  # (一 is 0)
    shown = (centre.active, centre.active_seat, turned)
    want: tuple[Card | None, int | None, bool] = (None, None, False)
    if active is not None:
        want = (active.card, active.seat, active.turned)
    elif result is not None and result.win_card is not None:
        want = (result.win_card, result.from_seat, result.win_turned)
    if shown != want:
        found.append(f"the middle shows {_offer(*shown)}, not {_offer(*want)}")
    if centre.stock_count != view.stock_count:
        found.append(f"the stock shows {centre.stock_count} cards, not {view.stock_count}")
    if tuple(centre.bottom) != tuple(view.bottom_cards):
        found.append(f"the known stock cards show {_cards(centre.bottom)}, "
                     f"not {_cards(view.bottom_cards)}")
    return found


def score_differences(table: TableWidget, totals: Mapping[int, float]) -> list[str]:
    """What the scoreboard's total row and the seats' scores show otherwise than the
    match's ``totals``."""
    found = []
    board = table.models.scoreboard.totals()
    if {s: board.get(s, 0) for s in totals} != dict(totals):
        found.append(f"the scoreboard's total row shows {board}, not {dict(totals)}")
    seats = table.models.seats
    for seat, total in totals.items():
        if seat < seats.rowCount() and seats.index(seat).data(ScoreRole) != total:
            found.append(f"seat {seat} shows the score {seats.index(seat).data(ScoreRole)}, "
                         f"not {total}")
    return found


class FlightCheck:
    """A card in the air is drawn nowhere else: ``took_off`` as a step's card lifts,
    ``landed`` once it is down (which returns what was wrong)."""

    def __init__(self, table: TableWidget) -> None:
        self.table = table
        self._in_sight: tuple[Event, Card, int] | None = None

    def took_off(self, event: Event) -> list[str]:
        card = _single_card(event)
        self._in_sight = None
        if card is None:
            return []
        count = cards_in_sight(self.table)[card]
        self._in_sight = (event, card, count)
        if count > 4:
            return [f"{count} cards {card.glyph()} are in sight while one flies"]
        return []

    def landed(self, event: Event) -> list[str]:
        seen, self._in_sight = self._in_sight, None
        if seen is None or seen[0] is not event:
            return []
        _, card, flying = seen
        down = cards_in_sight(self.table)[card] - _brought_out(event)[card]
        if down == flying:
            return []
        return [f"{card.glyph()} was drawn {flying - down:+d} times more while it flew "
                "than once it landed"]


def cards_in_sight(table: TableWidget) -> Counter[Card]:
    """The face-up cards the table draws: the hand, every 列 and played-out row, the card
    in the middle, and the cards in the air."""
    models = table.models
    seen: Counter[Card] = Counter(models.hand.cards())
    for seat in range(4):
        seen.update(c for meld in models.melds[seat].melds() for c in meld.cards)
        seen.update(models.discards[seat].cards())
    if models.centre.active is not None:
        seen[models.centre.active] += 1
    seen.update(c for c in table.layer.in_flight() if c is not None)
    return seen


#: The steps whose flight carries the one card they move (a 垅 or 比 flies one of
#: several, and a deal flies face down).
_ONE_CARD = {EventKind.DISCARDED, EventKind.TURNED, EventKind.CLAIMED, EventKind.PLAYED_OUT}


def _single_card(event: Event) -> Card | None:
    return event.card if event.kind in _ONE_CARD else None


def _brought_out(event: Event) -> Counter[Card]:
    """The cards a step brings into sight out of a concealed hand: another seat's
    claim lays its own cards beside the claimed one."""
    if event.kind is not EventKind.CLAIMED or event.seat == HUMAN or event.meld is None:
        return Counter()
    own = Counter(event.meld.cards)
    if event.card is not None:
        own[event.card] -= 1
    return own


def _rows(model: object, role: int) -> list:
    if model is None or not hasattr(model, "rowCount"):
        return []
    if isinstance(model, CardListModel) and role == CardRole:
        return model.cards()
    return [model.index(r, 0).data(role) for r in range(model.rowCount())]  # type: ignore


def _cards(cards: Iterable[Card]) -> str:
    return "".join(c.glyph() for c in cards) or "nothing"


def _melds(melds: Iterable[Meld]) -> str:
    return " ".join(str(m) for m in melds) or "nothing"


def _offer(card: Card | None, seat: int | None, turned: bool) -> str:
    if card is None:
        return "no card"
    return f"{card.glyph()} {'turned' if turned else 'played'} by seat {seat}"
