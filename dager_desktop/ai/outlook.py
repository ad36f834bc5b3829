"""What a position is worth to a seat, in points: the leaf of the ``hard`` search.

The search plays each option only a few cards ahead (``hard``); the round is
then rarely over, and what it is worth to the searching seat is read from a
table measured on normal-level self-play.  Whenever a card was offered, each
playing seat's position was described by three numbers —

* its own hand value (``evaluate.hand_value``, read from its own view),
* the best hand value among the other playing seats (the threat: every loser
  pays the same, RULES.md §G.1, so only the most dangerous one counts),
* whether the stock is still long (``LATE``: a ready hand late in the round
  has fewer cards left to win on),

and the table holds the mean points such seats finally scored — one table
per preset (``outlook_points``), since the presets pay on different scales.
Hand values are cut into ``EDGES`` bands; a cell seen rarely leans on the
coarser table without the stock band, which leans on the seat's own band
alone (``PRIOR`` samples' worth of weight).  A position is valued between the
cells, by its distance from each band's mean value: bands alone would rate
every discard that keeps the hand in its band the same, and the search could
then tell two moves apart only by what the next cards happen to do.

``python benchmarks/fit_outlook.py`` measures the tables again and writes
``outlook_points.py``.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass
from functools import lru_cache

from ..engine import PRESETS, Game, RuleSet
from ..engine.rules import preset_name
from .agent import hand_counts
from .evaluate import Context, hand_value
from .outlook_points import OUTLOOKS, Table
from .playout import OfferCounter

#: Upper edges of the hand-value bands (values are about −distance, ready hands near 0).
EDGES = (-3.5, -2.5, -2.0, -1.5, -1.0, -0.6, -0.3)
BANDS = len(EDGES) + 1
#: Fewer stock cards than this: the late band.
LATE = 10
#: Weight, in samples, of the coarser estimate a rarely seen cell leans on.
PRIOR = 40.0

Features = tuple[int, float, float]  #: (late, own hand value, threat's hand value)
Sample = tuple[Features, float]  #: features and the final points


@dataclass(frozen=True)
class Outlook:
    """One preset's measured table: ``points[late][own band][threat band]``, and the
    mean hand value of each band (``own_centres``, ``threat_centres``)."""

    own_centres: tuple[float, ...]
    threat_centres: tuple[float, ...]
    points: Table

    def value(self, late: int, own: float, threat: float) -> float:
        """Mean final points at these features, interpolated between the bands'
        centres so that a slightly better hand is worth slightly more."""
        rows = self.points[late]
        o_lo, o_hi, o_t = _between(own, self.own_centres)
        t_lo, t_hi, t_t = _between(threat, self.threat_centres)
        low = rows[o_lo][t_lo] * (1 - t_t) + rows[o_lo][t_hi] * t_t
        high = rows[o_hi][t_lo] * (1 - t_t) + rows[o_hi][t_hi] * t_t
        return low * (1 - o_t) + high * o_t


def _between(value: float, centres: tuple[float, ...]) -> tuple[int, int, float]:
    """The bands whose centres enclose ``value`` and the weight of the upper one."""
    i = bisect.bisect_right(centres, value)
    if i == 0:
        return 0, 0, 0.0
    if i == len(centres):
        return i - 1, i - 1, 0.0
    lo = centres[i - 1]
    return i - 1, i, (value - lo) / (centres[i] - lo)


@lru_cache(maxsize=64)
def outlook_for(rules: RuleSet) -> Outlook:
    """The table measured under ``rules``' preset (the standard one for a custom set)."""
    own, threat, points = OUTLOOKS.get(preset_name(rules) or "standard", OUTLOOKS["standard"])
    return Outlook(own, threat, points)


def band(value: float) -> int:
    """The band of a hand value (0: hopeless … BANDS − 1: ready with live waits)."""
    return bisect.bisect_right(EDGES, value)


def seat_value(game: Game, seat: int) -> float:
    """``seat``'s hand value, as that seat sees it."""
    view = game.view(seat)
    return hand_value(hand_counts(view), tuple(view.melds.get(seat, ())), Context(view))


def features(game: Game, seat: int) -> Features:
    """(late, own hand value, best other hand value) of ``seat`` in a round in play."""
    values = {s: seat_value(game, s) for s in game.order}
    threat = max(v for s, v in values.items() if s != seat)
    return int(len(game.stock) < LATE), values[seat], threat


def position_points(game: Game, seat: int) -> float:
    """What the position is worth to ``seat``: its payment once over, else the table's."""
    if game.over:
        assert game.result is not None
        return float(game.result.payments[seat])
    return outlook_for(game.rules).value(*features(game, seat))


# -- measuring the table ---------------------------------------------------------------


def samples(rounds: int, seed: int = 0, rules_name: str = "standard") -> list[Sample]:
    """(features, final points) of every playing seat at the first decision after
    each offered card, over ``rounds`` rounds of normal self-play."""
    from . import make_agent  # the package imports this module

    rules = PRESETS[rules_name]
    out: list[Sample] = []
    rng = random.Random(seed)
    for number in range(rounds):
        game = Game.new(rules, rng.getrandbits(32), number % rules.seats)
        agents = {s: make_agent("normal", number) for s in game.order}
        seen: list[tuple[int, Features]] = []
        counter = OfferCounter(game)
        taken = 0
        while not game.over:
            decision = game.decisions()[0]
            if counter.offered() > taken:
                taken = counter.offered()
                seen.extend((s, features(game, s)) for s in game.order)
            view = game.view(decision.seat)
            game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
        assert game.result is not None
        out.extend((f, float(game.result.payments[s])) for s, f in seen)
    return out


def fit(samples: list[Sample]) -> tuple[tuple[float, ...], tuple[float, ...], Table]:
    """(own centres, threat centres, shrunk cell means) of ``samples``."""
    banded = [((late, band(own), band(threat)), points) for (late, own, threat), points in samples]
    own_centres = _centres([own for (_, own, _), _ in samples])
    threat_centres = _centres([threat for (_, _, threat), _ in samples])
    return own_centres, threat_centres, _cells(banded)


def _centres(values: list[float]) -> tuple[float, ...]:
    """The mean value of each band (the middle of its edges when no value fell in it)."""
    sums = [0.0] * BANDS
    counts = [0] * BANDS
    for value in values:
        b = band(value)
        sums[b] += value
        counts[b] += 1
    bounds = (EDGES[0] - 1.0, *EDGES, 0.5)
    return tuple(
        round(sums[b] / counts[b] if counts[b] else (bounds[b] + bounds[b + 1]) / 2, 3)
        for b in range(BANDS)
    )


def _cells(samples: list[tuple[tuple[int, int, int], float]]) -> Table:
    """The shrunk cell means of (late, own band, threat band) → points samples."""
    own_sum = [0.0] * BANDS
    own_n = [0] * BANDS
    pair_sum = [[0.0] * BANDS for _ in range(BANDS)]
    pair_n = [[0] * BANDS for _ in range(BANDS)]
    cell_sum = [[[0.0] * BANDS for _ in range(BANDS)] for _ in range(2)]
    cell_n = [[[0] * BANDS for _ in range(BANDS)] for _ in range(2)]
    total = sum(p for _, p in samples) / max(1, len(samples))
    for (late, own, threat), points in samples:
        own_sum[own] += points
        own_n[own] += 1
        pair_sum[own][threat] += points
        pair_n[own][threat] += 1
        cell_sum[late][own][threat] += points
        cell_n[late][own][threat] += 1
    table: list[tuple[tuple[float, ...], ...]] = []
    for late in range(2):
        rows = []
        for own in range(BANDS):
            base = _shrunk(own_sum[own], own_n[own], total)
            row = []
            for threat in range(BANDS):
                pair = _shrunk(pair_sum[own][threat], pair_n[own][threat], base)
                cell = _shrunk(cell_sum[late][own][threat], cell_n[late][own][threat], pair)
                row.append(round(cell, 2))
            rows.append(tuple(row))
        table.append(tuple(rows))
    return tuple(table)


def _shrunk(total: float, n: int, prior: float) -> float:
    return (total + PRIOR * prior) / (n + PRIOR)


__all__ = [
    "EDGES",
    "Outlook",
    "band",
    "features",
    "fit",
    "outlook_for",
    "position_points",
    "samples",
]
