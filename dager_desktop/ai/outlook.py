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
Hand values were cut into bands to measure it; the table keeps each band's
mean value (its centre), and a position is valued between the cells, by its
distance from those centres: bands alone would rate every discard that keeps
the hand in its band the same, and the search could then tell two moves apart
only by what the next cards happen to do.

The table knows how often a hand like this wins, not how much this hand would
win: under 算等 a 红 hand pays double and each 等 above two adds a point, and
neither the bands nor the normal player's hand value see it.  So a second
table holds the share of such seats that went on to win, and a position
gains that chance times what its own win would pay (``win_points``) beyond
what winners paid on average.

``python benchmarks/fit_outlook.py`` measures the tables again and writes
``outlook_points.py``; the self-play samples and the fit it uses (the bands,
how a rarely seen cell leans on coarser ones) are ``benchmarks/outlook_samples.py``:
the game itself only reads the tables.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine import Game, Meld, RuleSet
from ..engine.rules import preset_name
from .agent import concealed_counts
from .context import Context
from .evaluate import fan_of, hand_value, points_of, reading
from .outlook_points import OUTLOOKS, Table

#: Stock sizes that start the middle and the early stage of a round (about 19
#: cards are left once the hands are dealt).
STOCK_EDGES = (7, 13)
STAGES = len(STOCK_EDGES) + 1

#: (stage, own hand value, threat's hand value, what its own win would pay)
Features = tuple[int, float, float, float]


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


__all__ = [
    "STAGES",
    "Features",
    "Outlook",
    "features",
    "outlook_for",
    "position_points",
    "win_points",
]
