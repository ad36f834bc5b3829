"""The facts of a win that scoring reads: what the hand shows and what it cannot.

``HandFacts`` gathers, in one pass over the winning arrangement's groups, every
count the three scoring methods ask (RULES.md §G): 胡, red and big cards, the
units holding red, the 碰 / 招 / 垅 faces …  ``WinContext`` says what the cards
cannot (天胡, 地胡, 海底捞, 报 …, RULES.md §K).  ``scoring`` and the 名堂 table of
``mingtang`` both read them, so they live here, below both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import Card
from .melds import Arrangement, Meld, MeldKind


@dataclass(frozen=True)
class WinContext:
    """What the hand cannot show about a win (RULES.md §K ``score``)."""

    tian_hu: bool = False  #: 天胡 tiānhú — the dealer wins with his dealt hand
    di_hu: bool = False  #: 地胡 dìhú — a non-dealer wins on the dealer's opening discard
    huilong_di_hu: bool = False  #: 回龙地胡 — the dealer wins on the card after his opening discard
    hai_di: bool = False  #: 海底捞 hǎidǐlāo — a win on the last stock card
    first_turned: bool = False  #: 水上漂 shuǐshàngpiāo — a win on the first stock card
    bao: bool = False  #: the winner had declared 报 bào
    instant: bool = False  #: 三垅/四坎 instant win (D8)


# -- facts about an arrangement ------------------------------------------------

_RED = tuple(Card(i).red for i in range(20))
_BIG = tuple(Card(i).big for i in range(20))


class _GroupFacts(NamedTuple):
    kind: MeldKind
    face: Card
    size: int
    red: int
    big: int
    red_low_run: bool  # 一二三 / 壹贰叁: the run whose red card makes a 真珠
    blank_lie: bool  # a 列 worth 0 胡 — under every table alike (RULES.md §E2)


_GROUP_CACHE: dict[Meld, _GroupFacts] = {}


def _group_facts(group: Meld) -> _GroupFacts:
    facts = _GROUP_CACHE.get(group)
    if facts is None:
        cards = group.cards
        facts = _GroupFacts(
            group.kind,
            cards[0],
            len(cards),
            sum(_RED[c] for c in cards),
            sum(_BIG[c] for c in cards),
            group.kind is MeldKind.SHUN and cards[0].rank == 1,
            group.is_lie and group.hu() == 0,
        )
        if len(_GROUP_CACHE) < 4096:  # there are only a few hundred distinct groups
            _GROUP_CACHE[group] = facts
    return facts


class HandFacts(NamedTuple):
    """Everything the scoring methods ask about one arrangement, computed once.

    Counts are over all cards (groups and loose); "units" are the groups
    (each 列 and the 对, RULES.md §H #26).
    """

    hu: int
    cards: int
    red: int
    big: int
    small: int
    red_units: tuple[int, ...]  #: red count of each unit that holds red, largest first
    red_quad_kind: MeldKind | None  #: kind of the unit holding 4 red cards, if any
    red_in_low_run: int  #: red cards inside 一二三 / 壹贰叁
    has_kan_or_long: bool
    has_scoring_run: bool  #: a 一二三/壹贰叁/二七十/贰柒拾 列 (what 青 forbids)
    peng: tuple[Card, ...]  #: faces of the 碰
    zhao: tuple[Card, ...]  #: faces of the 招
    long: tuple[Card, ...]  #: faces of the 垅
    repeated_low_run: bool  #: two identical 一二三-type 列
    repeated_erqishi: bool  #: two identical 二七十-type 列
    blank_lie: bool  #: some 列 is worth 0 胡 (the 对 aside)


_KAN, _LONG, _PENG, _ZHAO, _ERQISHI = (
    MeldKind.KAN,
    MeldKind.LONG,
    MeldKind.PENG,
    MeldKind.ZHAO,
    MeldKind.ERQISHI,
)


def hand_facts(arrangement: Arrangement) -> HandFacts:
    """Gather the facts of ``arrangement`` in one pass over its groups."""
    cards = red = big = red_in_low_run = 0
    red_units: list[int] = []
    red_quad_kind: MeldKind | None = None
    has_kan_or_long = blank_lie = False
    peng: list[Card] = []
    zhao: list[Card] = []
    long: list[Card] = []
    low_runs: list[Card] = []
    erqishi: list[Card] = []
    for group in arrangement.groups:
        kind, face, size, g_red, g_big, red_low_run, g_blank = _group_facts(group)
        cards += size
        blank_lie = blank_lie or g_blank
        big += g_big
        if g_red:
            red += g_red
            red_units.append(g_red)
            if g_red == 4:
                red_quad_kind = kind
        if red_low_run:
            red_in_low_run += g_red
            low_runs.append(face)
        elif kind is _ERQISHI:
            erqishi.append(face)
        elif kind is _KAN:
            has_kan_or_long = True
        elif kind is _PENG:
            peng.append(face)
        elif kind is _ZHAO:
            zhao.append(face)
        elif kind is _LONG:
            has_kan_or_long = True
            long.append(face)
    for c in arrangement.loose:
        cards += 1
        red += _RED[c]
        big += _BIG[c]
    red_units.sort(reverse=True)
    return HandFacts(
        arrangement.hu,
        cards,
        red,
        big,
        cards - big,
        tuple(red_units),
        red_quad_kind,
        red_in_low_run,
        has_kan_or_long,
        bool(low_runs or erqishi),
        tuple(peng),
        tuple(zhao),
        tuple(long),
        len(set(low_runs)) < len(low_runs),
        len(set(erqishi)) < len(erqishi),
        blank_lie,
    )
