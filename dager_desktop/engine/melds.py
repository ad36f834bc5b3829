"""Groups of cards (列 and 对), their 胡, and the arrangement of a winning hand.

Implements RULES.md §D1–D3 (the 3-card 列, the 4-card 招/垅, the 对) and §E
(the 胡 tables ``luzhou``, ``online001``, ``forum000``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cache

from .cards import Card
from .hashing import HashedOnce
from .rules import RuleSet


class MeldKind(Enum):
    """The kinds of group a hand is made of."""

    KAN = "kan"  #: 坎 — three identical cards dealt into the hand; locked
    LONG = "long"  #: 垅 — four identical cards held in the hand; laid down
    PENG = "peng"  #: 碰 — a pair completed by a claimed (or the winning) card
    ZHAO = "zhao"  #: 招 — a 坎 completed by the claimed fourth copy
    SHUN = "shun"  #: 顺 — a run of three consecutive ranks in one case
    ERQISHI = "erqishi"  #: 二七十 / 贰柒拾 — the red ranks of one case
    JIAO = "jiao"  #: 绞 — one rank in mixed case (大大小 or 小小大)
    DUI = "dui"  #: 对 — a pair, the seventh unit of a hand with a 招/垅

    # Identity, as equality is: hashed for every cache and set lookup of the turn loop.
    __hash__ = object.__hash__

    @property
    def is_quad(self) -> bool:
        return self in (MeldKind.ZHAO, MeldKind.LONG)


# 胡 of the same-face groups, indexed [kind][column] with the columns of
# RULES.md §E: black small, red small, black big, red big.
_SAME_FACE_HU: dict[str, dict[MeldKind, tuple[int, int, int, int]]] = {
    "luzhou": {
        MeldKind.PENG: (1, 6, 3, 9),
        MeldKind.KAN: (6, 9, 9, 12),
        MeldKind.ZHAO: (9, 12, 12, 15),
        MeldKind.LONG: (12, 15, 15, 18),
    },
    "forum000": {
        MeldKind.PENG: (1, 3, 3, 6),
        MeldKind.KAN: (6, 9, 9, 12),
        MeldKind.ZHAO: (9, 12, 12, 15),
        MeldKind.LONG: (12, 15, 15, 18),
    },
    "online001": {
        MeldKind.PENG: (1, 6, 3, 9),
        MeldKind.KAN: (3, 9, 6, 12),
        MeldKind.ZHAO: (6, 12, 9, 15),
        MeldKind.LONG: (9, 15, 12, 18),
    },
}

_SIZE = {
    MeldKind.KAN: 3,
    MeldKind.LONG: 4,
    MeldKind.PENG: 3,
    MeldKind.ZHAO: 4,
    MeldKind.SHUN: 3,
    MeldKind.ERQISHI: 3,
    MeldKind.JIAO: 3,
    MeldKind.DUI: 2,
}


@cache  # asked of every group of every hand analysed: 480 answers in all
def hu_value(kind: MeldKind, low: Card, table: str = "luzhou") -> int:
    """胡 of a group of ``kind`` whose lowest card is ``low`` (RULES.md §E).

    Runs score only as 一二三 (3) / 壹贰叁 (6); 二七十 6, 贰柒拾 9; every
    other run, every 绞 and the 对 are 0 — under every table.
    """
    if kind is MeldKind.SHUN:
        return (6 if low.big else 3) if low.rank == 1 else 0
    if kind is MeldKind.ERQISHI:
        return 9 if low.big else 6
    if kind in (MeldKind.JIAO, MeldKind.DUI):
        return 0
    column = (2 if low.big else 0) + (1 if low.red else 0)
    return _SAME_FACE_HU[table][kind][column]


@dataclass(frozen=True)
class Meld(HashedOnce):
    """A group: a 列 (3 or 4 cards) or the 对.  ``cards`` are kept sorted."""

    kind: MeldKind
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = tuple(sorted(Card(c) for c in self.cards))
        object.__setattr__(self, "cards", cards)
        problem = _shape_problem(self.kind, cards)
        if problem:
            raise ValueError(f"not a {self.kind.name}: {problem}")

    __hash__ = HashedOnce.__hash__

    def hu(self, rules: RuleSet | None = None) -> int:
        """胡 of this group under ``rules.hu_table`` (standard when omitted)."""
        return hu_value(self.kind, self.cards[0], rules.hu_table if rules else "luzhou")

    @property
    def face(self) -> Card:
        """The face of a same-face group (坎 垅 碰 招 对), or the lowest card otherwise."""
        return self.cards[0]

    @property
    def is_lie(self) -> bool:
        """A 列 (counts toward the seven), as opposed to the 对."""
        return self.kind is not MeldKind.DUI

    def __str__(self) -> str:
        return "".join(str(c) for c in self.cards)


@cache
def same_face(kind: MeldKind, face: Card) -> Meld:
    """The group of ``kind`` (坎 垅 碰 招 对) of one face, made once: every claim and
    every laid 垅 asks for one."""
    return Meld(kind, (face,) * _SIZE[kind])


def _shape_problem(kind: MeldKind, cards: tuple[Card, ...]) -> str | None:
    if len(cards) != _SIZE[kind]:
        return f"{len(cards)} cards, needs {_SIZE[kind]}"
    if kind in (MeldKind.KAN, MeldKind.LONG, MeldKind.PENG, MeldKind.ZHAO, MeldKind.DUI):
        return None if len(set(cards)) == 1 else "cards differ"
    a, b, c = cards
    if kind is MeldKind.SHUN:
        ok = a.big == b.big == c.big and b.rank == a.rank + 1 and c.rank == b.rank + 1
        return None if ok else "not three consecutive ranks of one case"
    if kind is MeldKind.ERQISHI:
        ok = a.big == b.big == c.big and (a.rank, b.rank, c.rank) == (2, 7, 10)
        return None if ok else "not 二七十 of one case"
    # JIAO: one rank, both cases present (2 + 1 in either direction).
    ok = a.rank == b.rank == c.rank and len(set(cards)) == 2
    return None if ok else "not one rank in mixed case"


@dataclass(frozen=True)
class Arrangement:
    """One way to read a hand as groups (RULES.md §D, DESIGN.md ``analyze``).

    ``groups`` holds every 列 and the 对, exposed ones included; ``hu`` their
    total; ``is_win`` whether it is a winning hand (shape and threshold, or an
    instant win); ``loose`` the cards in no group (only for an instant win).
    """

    groups: tuple[Meld, ...]
    hu: int
    is_win: bool
    loose: tuple[Card, ...] = field(default=())

    @property
    def luan_hu(self) -> bool:
        """A win with 0 胡 — 乱胡 luàn hú (RULES.md §F2): the shape wins without the 10 胡.

        It says *why* the hand wins, not what it is paid: 乱胡 is a scored 名堂 only
        under ``huzi001`` (无胡 counts 40, §G.3, where ``Score.mingtang`` lists
        ``luan_hu``); under 算等 it is 1等 and under 名堂 scoring the hand carries
        whatever 名堂 its cards make.  An instant win (``loose`` cards) never is one.
        """
        return self.is_win and self.hu == 0 and not self.loose

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the hand, grouped ones first."""
        return tuple(c for g in self.groups for c in g.cards) + self.loose

    @property
    def card_count(self) -> int:
        return sum(len(g.cards) for g in self.groups) + len(self.loose)

    @property
    def red_count(self) -> int:
        return sum(1 for c in self.cards if c.red)
