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
per preset (``outlook_points``), since the presets pay on different scales.  Hand values
are cut into ``EDGES`` bands; a cell seen rarely leans on the coarser table
without the stock band, which leans on the seat's own band alone (``PRIOR``
rounds' worth of weight).

``python benchmarks/fit_outlook.py`` measures the tables again and writes
``outlook_points.py``.
"""

from __future__ import annotations

import bisect
import random
from functools import lru_cache

from ..engine import PRESETS, Game, RuleSet
from ..engine.rules import preset_name
from .agent import hand_counts
from .evaluate import Context, hand_value
from .outlook_points import POINTS, Table
from .playout import OfferCounter

#: Upper edges of the hand-value bands (values are about −distance, ready hands near 0).
EDGES = (-3.5, -2.5, -2.0, -1.5, -1.0, -0.6, -0.3)
BANDS = len(EDGES) + 1
#: Fewer stock cards than this: the late band.
LATE = 10
#: Weight, in samples, of the coarser estimate a rarely seen cell leans on.
PRIOR = 40.0



@lru_cache(maxsize=64)
def table_for(rules: RuleSet) -> Table:
    """The table measured under ``rules``' preset (the standard one for a custom set)."""
    return POINTS.get(preset_name(rules) or "standard", POINTS["standard"])


def band(value: float) -> int:
    """The band of a hand value (0: hopeless … BANDS − 1: ready with live waits)."""
    return bisect.bisect_right(EDGES, value)


def seat_value(game: Game, seat: int) -> float:
    """``seat``'s hand value, as that seat sees it."""
    view = game.view(seat)
    return hand_value(hand_counts(view), tuple(view.melds.get(seat, ())), Context(view))


def features(game: Game, seat: int) -> tuple[int, int, int]:
    """(late, own band, threat band) of ``seat`` in a round still in play."""
    values = {s: seat_value(game, s) for s in game.order}
    threat = max(v for s, v in values.items() if s != seat)
    return int(len(game.stock) < LATE), band(values[seat]), band(threat)


def position_points(game: Game, seat: int) -> float:
    """What the position is worth to ``seat``: its payment once over, else the table's."""
    if game.over:
        assert game.result is not None
        return float(game.result.payments[seat])
    late, own, threat = features(game, seat)
    return table_for(game.rules)[late][own][threat]


# -- measuring the table ---------------------------------------------------------------


def samples(
    rounds: int, seed: int = 0, rules_name: str = "standard"
) -> list[tuple[tuple[int, int, int], float]]:
    """(features, final points) of every playing seat at the first decision after
    each offered card, over ``rounds`` rounds of normal self-play."""
    from . import make_agent  # the package imports this module

    rules = PRESETS[rules_name]
    out: list[tuple[tuple[int, int, int], float]] = []
    rng = random.Random(seed)
    for number in range(rounds):
        game = Game.new(rules, rng.getrandbits(32), number % rules.seats)
        agents = {s: make_agent("normal", number) for s in game.order}
        seen: list[tuple[int, tuple[int, int, int]]] = []
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


def fit(samples: list[tuple[tuple[int, int, int], float]]) -> Table:
    """The shrunk cell means of (late, own, threat) → points samples."""
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


__all__ = ["EDGES", "band", "features", "fit", "position_points", "samples", "table_for"]
