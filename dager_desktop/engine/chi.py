"""吃 and 比 (RULES.md §C7, §C8, §C12). Being written."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import Card
from .melds import Meld
from .rules import STANDARD, RuleSet


@dataclass(frozen=True)
class ChiOption:
    """One way to 吃: the 吃 列 (claimed card included) and the 比 列 that go down with it."""

    meld: Meld
    bi: tuple[Meld, ...] = ()


def chi_options(hand: Iterable[Card], card: Card, rules: RuleSet = STANDARD) -> list[ChiOption]:
    raise NotImplementedError
