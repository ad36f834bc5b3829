"""The measuring behind ``ai.outlook``'s tables: normal self-play samples and their fit.

``benchmarks/fit_outlook.py`` runs it; the game only reads the tables it writes
(``dager_desktop/ai/outlook_points.py``).  Whenever a card was offered, every
playing seat's position is described by ``outlook.features`` (the stage, its own
hand value, the most dangerous other hand's, what its own win would pay) and
paired with the points it finally scored and whether it won.

Hand values are cut into ``EDGES`` bands; a cell seen rarely leans on the
coarser table without the stock band, which leans on the seat's own band
alone (``PRIOR`` samples' worth of weight).  Each band also keeps its mean
value, the centre ``Outlook.value`` interpolates between.
"""

from __future__ import annotations

import bisect
import random

from dager_desktop.ai import make_agent, outlook
from dager_desktop.ai.outlook_points import Table
from dager_desktop.ai.playout import OfferCounter
from dager_desktop.engine import PRESETS, Game

#: Upper edges of the hand-value bands (values are about −distance, ready hands near 0).
EDGES = (-3.5, -2.5, -2.0, -1.5, -1.0, -0.6, -0.3)
BANDS = len(EDGES) + 1
#: Weight, in samples, of the coarser estimate a rarely seen cell leans on.
PRIOR = 40.0

Sample = tuple[outlook.Features, float, bool]  #: features, the final points, whether the seat won


def band(value: float) -> int:
    """The band of a hand value (0: hopeless … BANDS − 1: ready with live waits)."""
    return bisect.bisect_right(EDGES, value)


def samples(rounds: int, seed: int = 0, rules_name: str = "standard") -> list[Sample]:
    """(features, final points, won) of every playing seat at the first decision
    after each offered card, over ``rounds`` rounds of normal self-play."""
    rules = PRESETS[rules_name]
    out: list[Sample] = []
    rng = random.Random(seed)
    for number in range(rounds):
        game = Game.new(rules, rng.getrandbits(32), number % rules.seats)
        agents = {s: make_agent("normal", number) for s in game.order}
        seen: list[tuple[int, outlook.Features]] = []
        counter = OfferCounter(game)
        taken = 0
        while not game.over:
            decision = game.decisions()[0]
            if counter.offered() > taken:
                taken = counter.offered()
                seen.extend((s, outlook.features(game, s)) for s in game.order)
            view = game.view(decision.seat)
            game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
        result = game.result
        assert result is not None
        out.extend((f, float(result.payments[s]), result.winner == s) for s, f in seen)
    return out


def fit(samples: list[Sample]) -> outlook.Outlook:
    """The ``Outlook`` of ``samples``: band centres, shrunk cell means, the winners' size."""
    cells = [
        ((stage, band(own), band(threat)), points, won)
        for (stage, own, threat, _), points, won in samples
    ]
    sizes = [win for (_, _, _, win), _, won in samples if won]
    return outlook.Outlook(
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
    cell_sum = [[[0.0] * BANDS for _ in range(BANDS)] for _ in range(outlook.STAGES)]
    cell_n = [[[0] * BANDS for _ in range(BANDS)] for _ in range(outlook.STAGES)]
    total = sum(p for _, p in samples) / max(1, len(samples))
    for (stage, own, threat), points in samples:
        own_sum[own] += points
        own_n[own] += 1
        pair_sum[own][threat] += points
        pair_n[own][threat] += 1
        cell_sum[stage][own][threat] += points
        cell_n[stage][own][threat] += 1
    table: list[tuple[tuple[float, ...], ...]] = []
    for stage in range(outlook.STAGES):
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
