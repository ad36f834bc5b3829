"""What a position is worth to a seat, in points: the leaf of the ``hard`` search.

The search plays each option only a few cards ahead (``hard``); the round is
then rarely over, and what it is worth to the searching seat is read from a
table measured on normal-level self-play.  Whenever a card was offered, each
playing seat's position was described by three numbers —

* its own hand value (``evaluate.hand_value``, read from its own view),
* the best hand value among the other playing seats (the threat: every loser
  pays the same, RULES.md §G.1, so only the most dangerous one counts),
* how far the round has gone (``STAGES``, by the stock left: a ready hand
  late in the round has fewer cards left to win on),

and the table holds the mean points such seats finally scored — one table
per preset (``outlook_points``), since the presets pay on different scales.
Hand values are cut into ``EDGES`` bands; a cell seen rarely leans on the
coarser table without the stock band, which leans on the seat's own band
alone (``PRIOR`` samples' worth of weight).  A position is valued between the
cells, by its distance from each band's mean value: bands alone would rate
every discard that keeps the hand in its band the same, and the search could
then tell two moves apart only by what the next cards happen to do.

The table knows how often a hand like this wins, not how much this hand would
win: under 算等 a 红 hand pays double and each 等 above two adds a point, and
neither the bands nor the normal player's hand value see it.  So a second
table holds the share of such seats that went on to win, and a position
gains that chance times what its own win would pay (``win_points``) beyond
what winners paid on average.

``python benchmarks/fit_outlook.py`` measures the tables again and writes
``outlook_points.py``.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine import PRESETS, Game, Meld, RuleSet
from ..engine.rules import preset_name
from .agent import concealed_counts
from .context import Context
from .evaluate import fan_of, hand_value, points_of, reading
from .outlook_points import OUTLOOKS, Table
from .playout import OfferCounter

#: Upper edges of the hand-value bands (values are about −distance, ready hands near 0).
EDGES = (-3.5, -2.5, -2.0, -1.5, -1.0, -0.6, -0.3)
BANDS = len(EDGES) + 1
#: Stock sizes that start the middle and the early stage of a round (about 19
#: cards are left once the hands are dealt).
STOCK_EDGES = (7, 13)
STAGES = len(STOCK_EDGES) + 1
#: Weight, in samples, of the coarser estimate a rarely seen cell leans on.
PRIOR = 40.0

#: (stage, own hand value, threat's hand value, what its own win would pay)
Features = tuple[int, float, float, float]
Sample = tuple[Features, float, bool]  #: features, the final points, whether the seat won



@dataclass(frozen=True)
class Outlook:
    """One preset's measured tables, ``[stage][own band][threat band]``: the mean final
    ``points`` and the share of rounds the seat went on to win (``chances``); the
    mean hand value of each band (``own_centres``, ``threat_centres``); and the
    mean ``win_points`` estimate of the seats that went on to win (``mean_win_points``)."""

    own_centres: tuple[float, ...]
    threat_centres: tuple[float, ...]
    points: Table
    chances: Table
    mean_win_points: float

    def value(self, stage: int, own: float, threat: float, win: float) -> float:
        """Mean final points at these features, interpolated between the bands'
        centres so that a slightly better hand is worth slightly more; a hand
        whose win would pay more than most gains that much times its chance."""
        where = (stage, *_between(own, self.own_centres), *_between(threat, self.threat_centres))
        points = _interpolate(self.points, *where)
        if self.mean_win_points <= 0.0:
            return points  # no estimate of the win's size under these rules
        return points + _interpolate(self.chances, *where) * (win - self.mean_win_points)


def _interpolate(
    table: Table, stage: int, o_lo: int, o_hi: int, o_t: float, t_lo: int, t_hi: int, t_t: float
) -> float:
    rows = table[stage]
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
    return Outlook(*OUTLOOKS.get(preset_name(rules) or "standard", OUTLOOKS["standard"]))


def band(value: float) -> int:
    """The band of a hand value (0: hopeless … BANDS − 1: ready with live waits)."""
    return bisect.bisect_right(EDGES, value)


def seat_value(game: Game, seat: int) -> float:
    """``seat``'s hand value, as that seat sees it."""
    view = game.view(seat)
    return hand_value(concealed_counts(view), tuple(view.melds.get(seat, ())), Context(view))


def win_points(counts: Sequence[int], melds: Sequence[Meld], rules: RuleSet) -> float:
    """What a win with this hand would roughly pay its winner under 算等 (RULES.md §G.1),
    0 under other scorings.

    The 胡 of the hand's best reading gives the 等, the red cards it keeps the
    番 (``evaluate.fan_of``).
    """
    if rules.scoring != "deng":
        return 0.0
    read = reading(tuple(counts), tuple(melds), rules)
    if read is None:
        return 0.0
    times = fan_of(counts, melds, read, rules)
    level = points_of(read.hu)
    if rules.dijia:
        return 2 * (level + 1) * times - times  # W = 2L − D
    return 2 * level * times


def features(game: Game, seat: int) -> Features:
    """(stage, own hand value, best other hand value, own win's points) of ``seat``."""
    threat = max(seat_value(game, s) for s in game.order if s != seat)
    view = game.view(seat)
    counts, melds = concealed_counts(view), tuple(view.melds.get(seat, ()))
    own = hand_value(counts, melds, Context(view))
    stage = bisect.bisect_right(STOCK_EDGES, len(game.stock))
    return stage, own, threat, win_points(counts, melds, game.rules)


def position_points(game: Game, seat: int) -> float:
    """What the position is worth to ``seat``: its payment once over, else the table's."""
    if game.over:
        assert game.result is not None
        return float(game.result.payments[seat])
    return outlook_for(game.rules).value(*features(game, seat))


# -- measuring the table ---------------------------------------------------------------


def samples(rounds: int, seed: int = 0, rules_name: str = "standard") -> list[Sample]:
    """(features, final points, won) of every playing seat at the first decision
    after each offered card, over ``rounds`` rounds of normal self-play."""
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
        result = game.result
        assert result is not None
        out.extend((f, float(result.payments[s]), result.winner == s) for s, f in seen)
    return out


def fit(samples: list[Sample]) -> Outlook:
    """The ``Outlook`` of ``samples``: band centres, shrunk cell means, the winners' size."""
    cells = [
        ((stage, band(own), band(threat)), points, won)
        for (stage, own, threat, _), points, won in samples
    ]
    sizes = [win for (_, _, _, win), _, won in samples if won]
    return Outlook(
        _centres([own for (_, own, _, _), _, _ in samples]),
        _centres([threat for (_, _, threat, _), _, _ in samples]),
        _cells([(cell, points) for cell, points, _ in cells]),
        _cells([(cell, float(won)) for cell, _, won in cells]),
        round(sum(sizes) / len(sizes), 3) if sizes else 0.0,
    )


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
    """The shrunk cell means of (stage, own band, threat band) → points samples."""
    own_sum = [0.0] * BANDS
    own_n = [0] * BANDS
    pair_sum = [[0.0] * BANDS for _ in range(BANDS)]
    pair_n = [[0] * BANDS for _ in range(BANDS)]
    cell_sum = [[[0.0] * BANDS for _ in range(BANDS)] for _ in range(STAGES)]
    cell_n = [[[0] * BANDS for _ in range(BANDS)] for _ in range(STAGES)]
    total = sum(p for _, p in samples) / max(1, len(samples))
    for (stage, own, threat), points in samples:
        own_sum[own] += points
        own_n[own] += 1
        pair_sum[own][threat] += points
        pair_n[own][threat] += 1
        cell_sum[stage][own][threat] += points
        cell_n[stage][own][threat] += 1
    table: list[tuple[tuple[float, ...], ...]] = []
    for stage in range(STAGES):
        rows = []
        for own in range(BANDS):
            base = _shrunk(own_sum[own], own_n[own], total)
            row = []
            for threat in range(BANDS):
                pair = _shrunk(pair_sum[own][threat], pair_n[own][threat], base)
                cell = _shrunk(cell_sum[stage][own][threat], cell_n[stage][own][threat], pair)
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
