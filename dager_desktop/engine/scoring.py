"""Scoring: 等, 普通算等, 高级玩法 名堂, 胡子 × 名堂 (RULES.md §G). Being written."""

from __future__ import annotations

from dataclasses import dataclass

from .melds import Arrangement
from .rules import STANDARD, RuleSet


@dataclass(frozen=True)
class WinContext:
    """What the hand cannot show about a win (RULES.md §K ``score``)."""

    tian_hu: bool = False
    di_hu: bool = False
    huilong_di_hu: bool = False
    hai_di: bool = False
    first_turned: bool = False
    bao: bool = False
    instant: bool = False


@dataclass(frozen=True)
class Score:
    """The result of ``score`` (RULES.md §K): L, D, W and how they came about."""

    deng: int
    base: float
    multiplier: int
    mingtang: tuple[str, ...]
    loser_pays: float
    dijia_gets: float
    winner_gets: float


def deng(hu: int) -> int:
    raise NotImplementedError


def score(
    arrangement: Arrangement, rules: RuleSet = STANDARD, context: WinContext = WinContext()
) -> Score:
    raise NotImplementedError
