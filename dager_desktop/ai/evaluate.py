"""Hand potential: how good a seat's cards are, given what it can see.

The value of a hand (its concealed counts and its exposed 列 liè) combines

* its *distance* (``hand_reading``): outside cards still needed, the winning one
  included — 1 is a 叫牌 jiàopái shape;
* the *live* copies of the faces it needs: four minus every copy the seat can
  see (``SeatView.visible_cards``) but a known stock card still to be turned,
  none at all for a face that is its 过张 guòzhāng; a face a pair waits for
  (碰 pèng) may come from any seat, a run's face (吃 chī) only from the 上家 or
  a turned card, so it counts less;
* for a ready hand, the exact waits (``waiting_cards``) — which also applies
  the 胡 threshold (``min_hu``, 10 in every preset) — and the points they would bring;
* the 胡 estimate of the finished hand: 1–9 胡 never wins (RULES.md §F).
* for the hard player's ranking only (``Weights.fan``), the 番 fān its win would
  carry: 红 with ten red cards kept, 乌 with none (RULES.md §G.1).

Values are on the scale of "outside cards needed": ``-distance`` plus a bonus
below one for the chances of getting them.  Readings and waits are memoised
per hand, so the many candidates of one decision, and the many decisions of a
search, cost little.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache

from ..engine import Card, Meld, RuleSet
from ..engine.cards import FACES, RED_CARDS
from ..engine.game import hand_waits
from ..engine.melds import MeldKind, hu_value
from . import win_size
from .context import Context
from .hand_reading import Reading, ShapeSearch, read_hand

#: A hand that can never be ready.
DEAD = -9.0
#: Relative chance that a face a 碰 or 胡 needs reaches the seat (any seat's card
#: may); a 吃 face's is ``Weights.chi``.
PENG_WEIGHT = 1.0

_SEARCHES: dict[str, ShapeSearch] = {}
#: The red faces (二 七 十, 贰 柒 拾), for the 红/乌 番 of a win.
RED_FACES = tuple(int(c) for c in sorted(RED_CARDS))


def shape_search_for(rules: RuleSet) -> ShapeSearch:
    """The shape search for this 胡 table (one per table, shared by every agent)."""
    found = _SEARCHES.get(rules.hu_table)
    if found is None:
        peng = [hu_value(MeldKind.PENG, Card(f), rules.hu_table) for f in range(FACES)]
        found = _SEARCHES[rules.hu_table] = ShapeSearch(peng)
    return found


@lru_cache(maxsize=1 << 16)
def reading(counts: tuple[int, ...], melds: tuple[Meld, ...], rules: RuleSet) -> Reading | None:
    """The best reading of a hand (see ``hand_reading.read_hand``), memoised per hand."""
    fixed_units = len(melds) + sum(1 for c in counts if c >= 3)
    fixed_hu = _fixed_hu(counts, melds, rules)
    quad = any(m.kind.is_quad for m in melds) or 4 in counts
    return read_hand(shape_search_for(rules), counts, fixed_units, fixed_hu, quad)


def _fixed_hu(counts: Sequence[int], melds: Sequence[Meld], rules: RuleSet) -> int:
    """胡 of the exposed 列 and of the concealed 坎/垅."""
    fixed_hu = sum(_meld_hu(m, rules.hu_table) for m in melds)
    kan, long = _locked_hu(rules.hu_table)
    for f, c in enumerate(counts):
        if c >= 3:
            fixed_hu += kan[f] if c == 3 else long[f]
    return fixed_hu


@cache
def _locked_hu(table: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """胡 of a concealed 坎 and 垅 of each face under ``table``."""
    kan = tuple(hu_value(MeldKind.KAN, Card(f), table) for f in range(FACES))
    long = tuple(hu_value(MeldKind.LONG, Card(f), table) for f in range(FACES))
    return kan, long


@lru_cache(maxsize=4096)
def _meld_hu(meld: Meld, table: str) -> int:
    return hu_value(meld.kind, meld.cards[0], table)


def waits(
    counts: tuple[int, ...], melds: tuple[Meld, ...], rules: RuleSet
) -> Mapping[Card, int]:
    """``waiting_cards`` of a hand, memoised: {face: 胡} (叫牌), read-only.

    The engine's cache, so that the engine's own readiness checks of the hands
    the AI has just valued cost nothing.
    """
    return hand_waits(rules, counts, melds)


def points_of(hu: int) -> float:
    """Rough points of a win with ``hu`` 胡 under 算等 (RULES.md §G.1): P = max(2, 等)."""
    return max(2.0, math.ceil(hu / 10)) if hu > 10 else 2.0


def fan_of(counts: Sequence[int], melds: Sequence[Meld], read: Reading, rules: RuleSet) -> float:
    """The 番 fān a win with this hand would roughly carry under 算等 (RULES.md §G.1), 1
    under other scorings: 红 ×2 from ten red cards — half of it at nine, the winning
    card may be the tenth — and 乌 ×4 with none, counting the red cards the reading
    keeps (not the isolated ones, which go first)."""
    if rules.scoring != "deng":
        return 1.0
    reds = sum(counts[f] for f in RED_FACES)
    reds += sum(1 for m in melds for c in m.cards if c in RED_CARDS)
    reds -= sum(1 for f in read.isolated if f in RED_FACES)
    return 4.0 if reds <= 0 else 2.0 if reds >= 10 else 1.5 if reds == 9 else 1.0


def hand_value(
    counts: Sequence[int],
    melds: Sequence[Meld],
    ctx: Context,
    blocked: int | None = None,
    read: Reading | None = None,
) -> float:
    """The value of holding ``counts`` with ``melds`` (higher is better).

    ``blocked`` is a face about to become 过张 (the value of passing on it).
    ``read`` may pass the hand's reading when it is known already: a hand
    that just lost a card its best reading left isolated reads the same.
    """
    key = tuple(counts)
    mtuple = tuple(melds)
    if read is None:
        read = reading(key, mtuple, ctx.rules)
    if read is None:
        return DEAD
    dead = ctx.guo if blocked is None else ctx.guo | {blocked}
    if read.distance == 1:
        ready = _ready_value(key, mtuple, ctx, dead)
        if ready is not None:
            return ready + _fan_bonus(key, mtuple, read, ctx)
        # the shape is there but not the 胡 (1–9 胡), or every wait is dead:
        # it must be rebuilt
        return -2.0 + 0.3 * _outs_bonus(read, ctx, dead)
    weights = ctx.weights
    value = -float(read.distance) + weights.outs * _outs_bonus(read, ctx, dead)
    if 0 < read.hu < ctx.rules.min_hu:
        value -= weights.short_hu  # as read, it would end below the threshold
    value += weights.hu * (points_of(read.hu) - 2.0)
    return value + _fan_bonus(key, mtuple, read, ctx)


def _fan_bonus(
    counts: tuple[int, ...], melds: tuple[Meld, ...], read: Reading, ctx: Context
) -> float:
    """What the 番 of a win with this hand adds: under 算等 ``Weights.fan`` (none at the
    normal level), under the 名堂 scorings ``Weights.mingtang`` (``win_size``)."""
    weights = ctx.weights
    if ctx.rules.scoring == "deng":
        if not weights.fan:
            return 0.0
        return weights.fan * (fan_of(counts, melds, read, ctx.rules) - 1.0)
    if not weights.mingtang:
        return 0.0
    return weights.mingtang * (win_size.factor(counts, melds, read, ctx.rules) - 1.0)


def _ready_value(
    counts: tuple[int, ...], melds: tuple[Meld, ...], ctx: Context, dead: frozenset[int]
) -> float | None:
    wins = waits(counts, melds, ctx.rules)
    live = 0.0
    for face, hu in wins.items():
        if face not in dead:
            live += ctx.live[face] * (1.0 + 0.1 * (points_of(hu) - 2.0))
    if not live:
        return None  # no wait that can still come: the hand must be rebuilt
    # a float: the base lies in 0..1, so the power is real (typeshed cannot tell)
    chance: float = 1.0 - (1.0 - ctx.reach) ** live
    # −ready for a wait with little chance, up to 0 for a sure win
    return -1.0 + (1.0 - ctx.weights.ready) + ctx.weights.ready * chance


def _outs_bonus(read: Reading, ctx: Context, dead: frozenset[int]) -> float:
    """0..1: how easily the partials of ``read`` get their cards."""
    total = 0.0
    live, chi = ctx.live, ctx.weights.chi
    for faces, by_peng in read.needs:
        copies = 0  # (a loop, not sum() over a generator: this runs in every evaluation)
        for f in faces:
            if f not in dead:
                copies += live[f]
        total += (PENG_WEIGHT if by_peng else chi) * copies
    return 1.0 - math.exp(-ctx.weights.outs_rate * total)


def counts_after(counts: Sequence[int], removed: Sequence[Card]) -> list[int]:
    """``counts`` with ``removed`` taken out."""
    out = list(counts)
    for c in removed:
        out[c] -= 1
    return out


def free_faces(counts: Sequence[int]) -> list[int]:
    """Faces that may be discarded (not part of a 坎/垅, RULES.md §C12)."""
    return [f for f, c in enumerate(counts) if 0 < c < 3]


def claim_hand(counts: Sequence[int], card: Card, melds: Sequence[Meld]) -> list[int]:
    """Concealed counts after laying ``melds`` that use ``card`` from outside."""
    out = list(counts)
    used = [c for m in melds for c in m.cards]
    used.remove(card)
    for c in used:
        out[c] -= 1
    return out


__all__ = [
    "DEAD",
    "claim_hand",
    "counts_after",
    "free_faces",
    "hand_value",
    "points_of",
    "reading",
    "shape_search_for",
    "waits",
]
