"""Guessing the hidden cards: other seats' hands and the stock, consistent with a view.

The guess feeds ``Game.from_view`` (DESIGN.md "AI contract"), which checks it:
the right number of cards per hand, the 80-card deck, the known stock cards
in their places (RULES.md §B3), no 4-of-a-kind in a hand whose 垅 lǒng are
already laid.

Beyond those checks the sampler uses what the table has shown.  A seat's
concealed cards only ever leave its hand, never join it, so whatever held
for the hand when a card was played out still holds now.  A card played out
(``SeatView.discards``) found nobody claiming it; under 有碰必碰 / 有招必招
(RULES.md §C4) any seat holding a pair of it would have had to 碰 pèng, and
any seat holding three would have had to 招 zhāo.  So a seat that is not
报 bào holds at most one copy of a face seen played out (a 报 seat, barred
from 碰, at most two).  Where a mandatory claim may be passed at the price of
包 bāo (``baopai_penalty``), the seat known to be 包 is left out: once 包, it
passes any later one at no further cost.
"""

from __future__ import annotations

import random

from ..engine import Card, Game, SeatView, unseen_cards
from ..engine.cards import FACES
from ..engine.resample import known_stock_positions

#: Attempts at a constrained deal before the table's hints are dropped.
ATTEMPTS = 20


class Guess:
    """One consistent assignment of the hidden cards."""

    __slots__ = ("hands", "stock")

    def __init__(self, hands: dict[int, list[Card]], stock: list[Card]) -> None:
        self.hands = hands
        self.stock = stock


class Truth:
    """The true hidden hands of a round and its unknown stock cards, for the
    benchmark-only ``oracle`` level: each guess is these hands with only the stock
    nobody knows reshuffled (the known top and bottom cards stay in place)."""

    __slots__ = ("hands", "unknown")

    def __init__(self, hands: dict[int, list[Card]], unknown: list[Card]) -> None:
        self.hands = hands
        self.unknown = unknown

    @classmethod
    def of(cls, game: Game, seat: int) -> Truth:
        """What ``seat`` does not see of ``game``, which it is playing."""
        view = game.view(seat)
        hands = {s: list(game.view(s).hand) for s in view.players if s != seat}
        top, _bottom, free = stock_frame(view)
        start = 1 if top is not None else 0
        unknown = list(game.stock[start : start + free])
        return cls(hands, unknown)

    def guess(self, view: SeatView, rng: random.Random) -> Guess:
        top, bottom, _free = stock_frame(view)
        rest = list(self.unknown)
        rng.shuffle(rest)
        return Guess({s: list(h) for s, h in self.hands.items()}, framed_stock(top, rest, bottom))


def caps(view: SeatView, hints: bool = True) -> dict[int, list[int]]:
    """Most copies of each face each other seat can hold (see module docstring).

    Without ``hints`` only the hard rule remains: no 4-of-a-kind once 垅 are laid.
    """
    rules = view.rules
    played: set[int] = set()
    for row in view.discards.values():
        played.update(int(c) for c in row)
    out: dict[int, list[int]] = {}
    for seat in view.players:
        if seat == view.seat:
            continue
        cap = [3 if seat in view.laid else 4] * FACES
        for face in played if hints and seat != view.baopai else ():
            if seat in view.bao:
                if rules.mandatory_zhao:
                    cap[face] = min(cap[face], 2)
            elif rules.mandatory_peng and rules.mandatory_zhao:
                cap[face] = min(cap[face], 1)
        out[seat] = cap
    return out


def sample(view: SeatView, rng: random.Random) -> Guess:
    """Draw the other hands and the stock order at random, consistent with ``view``."""
    return _draw(view, rng)


def unseen_counts(view: SeatView) -> list[int]:
    """The unseen cards (other hands and the unknown stock) as a 20-slot count vector."""
    counts = [0] * FACES
    for card in unseen_cards(view):
        counts[card] += 1
    return counts


def stock_frame(view: SeatView) -> tuple[Card | None, Card | None, int]:
    """(known top card, known bottom card, number of unknown stock cards) (RULES.md §B3)."""
    top, bottom = known_stock_positions(view)
    if view.turned_count != 0:
        top = None  # the known red card was the first one turned
    if view.stock_count == 0:
        top = bottom = None
    known = [c for c in (top, bottom) if c is not None]
    return top, bottom, view.stock_count - len(known)


def framed_stock(top: Card | None, rest: list[Card], bottom: Card | None) -> list[Card]:
    """The whole stock, top first: the unknown cards between the known ones (``stock_frame``)."""
    return ([top] if top is not None else []) + rest + ([bottom] if bottom is not None else [])


def _draw(view: SeatView, rng: random.Random) -> Guess:
    pool = unseen_cards(view)
    top, bottom, free_stock = stock_frame(view)
    sizes = {s: view.hand_counts[s] for s in view.players if s != view.seat}
    limits, loose = caps(view), caps(view, hints=False)
    for attempt in range(ATTEMPTS + 1):
        dealt = _deal(pool, sizes, free_stock, limits if attempt < ATTEMPTS else loose, rng)
        if dealt is not None:
            hands, rest = dealt
            return Guess(hands, framed_stock(top, rest, bottom))
    raise ValueError("no deal of the unseen cards fits the view")  # pragma: no cover


def _deal(
    pool: list[Card],
    sizes: dict[int, int],
    free_stock: int,
    limits: dict[int, list[int]],
    rng: random.Random,
) -> tuple[dict[int, list[Card]], list[Card]] | None:
    """Hand each card to a random place with room for it; None when stuck."""
    cards = list(pool)
    rng.shuffle(cards)
    room = dict(sizes)
    held = {s: [0] * FACES for s in sizes}
    hands: dict[int, list[Card]] = {s: [] for s in sizes}
    stock: list[Card] = []
    stock_room = free_stock
    for card in cards:
        places = [s for s in sizes if room[s] and held[s][card] < limits[s][card]]
        weights = [room[s] for s in places]
        if stock_room:
            places.append(-1)
            weights.append(stock_room)
        if not places:
            return None
        place = rng.choices(places, weights)[0]
        if place == -1:
            stock.append(card)
            stock_room -= 1
        else:
            hands[place].append(card)
            held[place][card] += 1
            room[place] -= 1
    return hands, stock
