"""Guesses with realistic hands: other seats' cards built from 列 liè, not dealt at random.

A seat that plays sensibly throws its isolated cards first and claims what
completes its partials, so its concealed cards are far more organised than a
random deal of the unseen cards: in self-play, a seat that has made two claims
is one card from 叫牌 jiàopái four times in ten, while a random hand of the
same size almost never is.  Guesses built blindly make the other seats look
slow and harmless, and a search on them misjudges both speed and danger.

So each other seat's hand is *built*: a distance (outside cards still needed,
``hand_reading``) is drawn from what seats with that many claims have in self-play
(a 报 bào seat is ready), and the hand is assembled from that many partials,
the complete 列 that remain, and isolated cards — every card taken from the
unseen ones and within the seat's limits (``sampler.caps``).  The cards left
over make the stock.  When a hand cannot be built, that seat's cards are dealt
at random as in ``sampler.sample``.

With ``clues`` (the hard player's guesses) each hand also keeps to what the play
has shown of it (``table_reading``), its distance is drawn from odds measured
again (``DISTANCE_READ``), and a group that random draws fail to fit is drawn
among those that fit; without, the guesses are drawn exactly as the frozen
``hard0`` level draws them.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Sequence
from itertools import accumulate

from ..engine import Card, Meld, MeldKind, SeatView
from ..engine.cards import FACES, cards_of
from .evaluate import reading, waits
from .sampler import Guess, caps, framed_stock, stock_frame, unseen_counts
from .table_reading import clue_caps, no_hu

#: P(distance = 1, 2, 3, 4 | exposed 列 other than 垅 — a 吃 with its 比 counts as
#: two), measured on normal-level self-play.
DISTANCE_BY_CLAIMS: tuple[tuple[float, ...], ...] = (
    (0.04, 0.52, 0.36, 0.08),
    (0.19, 0.62, 0.18, 0.01),
    (0.40, 0.50, 0.10, 0.0),
    (0.50, 0.42, 0.08, 0.0),
)


#: The same, measured again on normal-level self-play as the normal player now plays
#: (400 deals, the hands of the other seats at each discard decision).
DISTANCE_READ: tuple[tuple[float, ...], ...] = (
    (0.05, 0.50, 0.40, 0.05),
    (0.24, 0.61, 0.14, 0.01),
    (0.40, 0.52, 0.08, 0.0),
    (0.57, 0.40, 0.03, 0.0),
)


def _templates() -> tuple[list[tuple[int, ...]], list[float], list[tuple[int, ...]], list[float]]:
    """Complete 列 and partials as face tuples, with how often each kind is drawn."""
    full: list[tuple[int, ...]] = []
    full_w: list[float] = []
    part: list[tuple[int, ...]] = []
    part_w: list[float] = []
    for base in (0, 10):
        for r in range(8):
            full.append((base + r, base + r + 1, base + r + 2))
            full_w.append(3.0)
            part.append((base + r, base + r + 2))
            part_w.append(1.0)
        for r in range(9):
            part.append((base + r, base + r + 1))
            part_w.append(1.0)
        full.append((base + 1, base + 6, base + 9))  # 二七十 / 贰柒拾
        full_w.append(3.0)
        for pair in ((1, 6), (1, 9), (6, 9)):
            part.append((base + pair[0], base + pair[1]))
            part_w.append(1.0)
    for r in range(10):
        full += [(r, r, r + 10), (r, r + 10, r + 10)]  # 绞
        full_w += [1.0, 1.0]
        part.append((r, r + 10))
        part_w.append(0.5)
    for f in range(FACES):
        full.append((f, f, f))  # a 坎
        full_w.append(1.0)
        part.append((f, f))  # a pair waiting for its 碰
        part_w.append(2.0)
    return full, full_w, part, part_w


_FULL, _FULL_W, _PART, _PART_W = _templates()
# cumulative weights, so that each draw need not add them up again
_FULL_CUM, _PART_CUM = list(accumulate(_FULL_W)), list(accumulate(_PART_W))
#: One group's faces, each with the copies of it the group takes.
Need = tuple[tuple[int, int], ...]


def _needs(templates: list[tuple[int, ...]]) -> list[Need]:
    return [tuple((f, group.count(f)) for f in dict.fromkeys(group)) for group in templates]


_FULL_NEEDS, _PART_NEEDS = _needs(_FULL), _needs(_PART)
#: Attempts at a hand that fits before the last one is kept as it is.
BUILD_TRIES = 4
#: The same with the table's clues, which reject more builds.
CLUED_TRIES = 8


def shaped_sample(view: SeatView, rng: random.Random, clues: bool = False) -> Guess:
    """A guess of the hidden cards whose hands look like hands in play (module docstring).

    With ``clues`` each hand also agrees with what the play has shown of it
    (``table_reading``): the copies its discards and its 碰 leave it, no wait on a
    face that went by it, and its distance drawn by its claims and the stock left."""
    pool = unseen_counts(view)
    top, bottom, _free = stock_frame(view)
    limits, firm = caps(view), caps(view, hints=False)
    seats = [s for s in view.players if s != view.seat]
    rng.shuffle(seats)
    hands: dict[int, list[Card]] = {}
    for seat in seats:
        size = view.hand_counts[seat]
        melds = view.melds.get(seat, ())
        cap, barred = limits[seat], frozenset[int]()
        if clues:
            cap, barred = _clues(view)[seat]
            target = _target_distance(view, seat, melds, rng, DISTANCE_READ)
        else:
            target = _target_distance(view, seat, melds, rng)
        hold = None
        for _ in range(CLUED_TRIES if clues else BUILD_TRIES):
            hold = _build(target, size, melds, pool, cap, rng, clues)
            if hold is not None and _fits(view, seat, hold, melds, target, barred):
                break
        if hold is None:
            hold = _random_hand(size, pool, cap, firm[seat], rng)
        for f, n in enumerate(hold):
            pool[f] -= n
        hands[seat] = cards_of(hold)
    rest = cards_of(pool)
    rng.shuffle(rest)
    return Guess(hands, framed_stock(top, rest, bottom))


#: The last view's clues (every guess of a search asks the same view's).
_last_clues: tuple[SeatView | None, dict[int, tuple[list[int], frozenset[int]]]] = (None, {})


def _clues(view: SeatView) -> dict[int, tuple[list[int], frozenset[int]]]:
    """Per other seat: its limits with the table's (``sampler.caps`` and ``clue_caps``)
    and the faces it cannot win on (``no_hu``)."""
    global _last_clues
    if _last_clues[0] is not view:
        limits = caps(view)
        found = {
            seat: (
                [min(a, b) for a, b in zip(limits[seat], clue_caps(view, seat), strict=True)],
                no_hu(view, seat),
            )
            for seat in limits
        }
        _last_clues = (view, found)
    return _last_clues[1]


def _target_distance(
    view: SeatView, seat: int, melds: tuple[Meld, ...], rng: random.Random,
    table: Sequence[Sequence[float]] = DISTANCE_BY_CLAIMS,
) -> int:
    """The distance to build ``seat``'s hand at: drawn by its claims from ``table``
    (``DISTANCE_READ`` for the guesses that read the table); 1 for a 报 seat."""
    if seat in view.bao:
        return 1
    claims = sum(1 for m in melds if m.kind is not MeldKind.LONG)
    return rng.choices((1, 2, 3, 4), table[min(claims, len(table) - 1)])[0]


def _fits(
    view: SeatView,
    seat: int,
    hold: list[int],
    melds: tuple[Meld, ...],
    target: int,
    barred: frozenset[int] = frozenset(),
) -> bool:
    """The built hand reads at the distance aimed at, and one card from a win is really
    ready (the 10-胡 threshold too): stray cards can spoil a build.  A ready hand
    waits on no ``barred`` face, and on one it may still win on (not its 过张)."""
    read = reading(tuple(hold), tuple(melds), view.rules)
    if read is None or read.distance != target:
        return False
    if read.distance > 1:
        return True
    found = waits(tuple(hold), tuple(melds), view.rules)
    if not barred:
        return bool(found)
    if any(f in barred for f in found):
        return False
    guo = view.known_guo(seat)
    return any(f not in guo for f in found)


def _build(
    target: int,
    size: int,
    melds: tuple[Meld, ...],
    pool: list[int],
    cap: list[int],
    rng: random.Random,
    thorough: bool = False,
) -> list[int] | None:
    """Counts of a hand of ``size`` cards at distance ``target``; None if the cards don't
    allow.  ``thorough``: a group that a dozen draws fail to fit is drawn among those
    that fit (late in a round most draws fail, and the build then falls back to a
    random hand, which reads far from ready)."""
    units = 7 - len(melds)
    distance = max(1, min(target, units))
    dui = 1 if any(m.kind.is_quad for m in melds) else 0  # one unit is then the 对
    complete, partial = units - distance, distance
    loose = size - 3 * complete - 2 * partial + dui
    while loose < 0 and complete > 0:
        complete, partial, loose = complete - 1, partial + 1, loose + 1
    if loose < 0 or complete < dui:
        return None
    hold = [0] * FACES
    groups = [(_PART_NEEDS, _PART_CUM)] * (partial + dui)
    groups += [(_FULL_NEEDS, _FULL_CUM)] * (complete - dui)
    for needs, cum_weights in groups:
        if not _place(needs, cum_weights, hold, pool, cap, rng) and not (
            thorough and _place_any(needs, cum_weights, hold, pool, cap, rng)
        ):
            return None
    for _ in range(loose):
        faces = [f for f in range(FACES) if pool[f] > hold[f] and hold[f] < min(cap[f], 2)]
        if not faces:
            return None
        hold[rng.choice(faces)] += 1
    return hold


def _place(
    needs: list[Need],
    cum_weights: list[float],
    hold: list[int],
    pool: list[int],
    cap: list[int],
    rng: random.Random,
) -> bool:
    """Add one group drawn from ``needs`` that the unseen cards and the limits allow."""
    total = cum_weights[-1]
    last = len(cum_weights) - 1
    for _ in range(12):
        # ``rng.choices(needs, cum_weights=cum_weights)[0]``, without its overhead:
        # the same draw from the same random number
        need = needs[bisect(cum_weights, rng.random() * total, 0, last)]
        if all(hold[f] + n <= pool[f] and hold[f] + n <= cap[f] for f, n in need):
            for f, n in need:
                hold[f] += n
            return True
    return False


def _place_any(
    needs: list[Need],
    cum_weights: list[float],
    hold: list[int],
    pool: list[int],
    cap: list[int],
    rng: random.Random,
) -> bool:
    """Add one group drawn among those of ``needs`` that fit, by their weights."""
    fitting: list[Need] = []
    weights: list[float] = []
    below = 0.0
    for need, cum in zip(needs, cum_weights, strict=True):
        if all(hold[f] + n <= pool[f] and hold[f] + n <= cap[f] for f, n in need):
            fitting.append(need)
            weights.append(cum - below)
        below = cum
    if not fitting:
        return False
    for f, n in rng.choices(fitting, weights)[0]:
        hold[f] += n
    return True


def _random_hand(
    size: int, pool: list[int], cap: list[int], firm: list[int], rng: random.Random
) -> list[int]:
    """``size`` cards drawn at random from ``pool``: within ``cap`` where the cards
    allow, always within ``firm`` (no 4-of-a-kind once 垅 are laid) if at all possible."""
    hold = [0] * FACES
    for _ in range(size):
        faces = [f for f in range(FACES) if pool[f] > hold[f] and hold[f] < cap[f]]
        if not faces:
            faces = [f for f in range(FACES) if pool[f] > hold[f] and hold[f] < firm[f]]
        if not faces:
            faces = [f for f in range(FACES) if pool[f] > hold[f]]
        weights = [pool[f] - hold[f] for f in faces]
        hold[rng.choices(faces, weights)[0]] += 1
    return hold
