"""Arrangement search: analyze, waiting_cards, instant wins (RULES.md §D, §F). Being written."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card
from .melds import Arrangement, Meld
from .rules import STANDARD, RuleSet


def analyze(
    hand: Iterable[Card],
    melds: Iterable[Meld] = (),
    win: Card | None = None,
    rules: RuleSet = STANDARD,
) -> Arrangement | None:
    raise NotImplementedError


def waiting_cards(
    hand: Iterable[Card], melds: Iterable[Meld] = (), rules: RuleSet = STANDARD
) -> dict[Card, int]:
    raise NotImplementedError


def instant_win(hand: Iterable[Card], melds: Iterable[Meld] = (), rules: RuleSet = STANDARD) -> Arrangement | None:
    raise NotImplementedError
