"""吃 chī and 比 bǐ: the legal ways to eat a card with two cards from the hand.

Implements RULES.md §C7 (the 吃 combinations; a pair of the card rules out
吃), §C8 (比: the forced companion 列, and the 绞 jiǎo exemption), §C12 (the
cards of a 坎 kǎn or 垅 lǒng in the hand are locked) and the ``chi_options``
contract of §K.  Seat position, 过张, 报 and C14 are the ``Game``'s business.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from .cards import Card, counts_of
from .melds import Meld, MeldKind
from .rules import STANDARD, RuleSet


@dataclass(frozen=True)
class ChiOption:
    """One way to 吃: the 吃 列 (claimed card included) and the 比 列 that go down with it."""

    meld: Meld
    bi: tuple[Meld, ...] = ()


@cache
def partners(card: Card) -> tuple[tuple[MeldKind, Card, Card], ...]:
    """Every pair of faces that makes a 列 with ``card`` (C7), with the kind of that 列.

    Worked out once per face: every offered card asks it of the seat that may 吃.
    """
    rank, big = card.rank, card.big
    found = []
    for low in range(rank - 2, rank + 1):  # runs of one case holding this rank
        if 1 <= low <= 8:
            others = [Card.of(r, big) for r in (low, low + 1, low + 2) if r != rank]
            found.append((MeldKind.SHUN, others[0], others[1]))
    if rank in (2, 7, 10):  # 二七十 / 贰柒拾 of one case
        others = [Card.of(r, big) for r in (2, 7, 10) if r != rank]
        found.append((MeldKind.ERQISHI, others[0], others[1]))
    other = card.other_case
    found.append((MeldKind.JIAO, other, other))  # X + the other case twice
    found.append((MeldKind.JIAO, card, other))  # X twice + the other case
    return tuple(found)


def lies_with(card: Card, free: list[int]) -> Iterator[Meld]:
    """Every 列 of ``card`` plus two cards taken from the counts ``free``."""
    for a, b, need_a, meld in _LIES[card]:
        if free[a] >= need_a and free[b] >= 1:
            yield meld


def may_chi_with(counts: Sequence[int], card: Card) -> bool:
    """Has a hand of these counts any 吃 of ``card`` at all (before 比 and C14)?  A
    quick test: most hands asked have none."""
    if counts[card] >= 2:
        return False
    for a, b, need_a, _ in _LIES[card]:  # noqa: SIM110 - any() over a generator is slower
        if 0 < counts[b] < 3 and need_a <= counts[a] < 3:
            return True
    return False


def chi_options(hand: Iterable[Card], card: Card, rules: RuleSet = STANDARD) -> list[ChiOption]:
    """Every legal 吃 of ``card`` for a seat holding ``hand`` (its concealed cards).

    Returns ``[]`` when the hand holds two or more copies of ``card`` (a pair
    must 碰 and a 坎 must 招, C7).  Otherwise each option is a 吃 列 and, when
    a copy of ``card`` remains in the hand, the one 比 列 that lays it down;
    a 吃 whose 列 is a 绞 is exempt from 比 (C8).  Options are distinct by
    faces and sorted by the cards of the 吃 列, then of the 比 列.
    """
    # ``rules`` is accepted for the contract: the 吃/比 rules are fixed in every preset (§H.2).
    card = Card(card)
    return [ChiOption(m, bi) for m, bi in chi_ways(counts_of(hand), card)]


def chi_ways(counts: Sequence[int], card: Card) -> tuple[tuple[Meld, tuple[Meld, ...]], ...]:
    """``chi_options`` of the hand with these counts, as (吃 列, 比 列) pairs."""
    near = near_counts(counts, card)
    return () if near is None else chi_near(card, near)


def near_counts(counts: Sequence[int], card: Card) -> tuple[int, ...] | None:
    """The free counts of the faces a 列 of ``card`` can hold (``_NEAR[card]``), the
    only ones its 吃 depend on; None when the hand holds two or more copies (C7)."""
    if counts[card] >= 2:
        return None
    # 坎 and 垅 are locked (C12): only faces held once or twice may be used.
    return tuple(n if (n := counts[f]) < 3 else 0 for f in _NEAR[card])


@lru_cache(maxsize=1 << 12)
def chi_near(card: Card, near: tuple[int, ...]) -> tuple[tuple[Meld, tuple[Meld, ...]], ...]:
    """``chi_ways`` from ``near_counts``: cached on them, as every offered card asks it
    of the seat that may 吃, the hand mostly a new one."""
    free = [0] * 20
    for f, n in zip(_NEAR[card], near, strict=True):
        free[f] = n
    found: list[tuple[Meld, tuple[Meld, ...]]] = []
    for a, b, need_a, meld in _LIES[card]:
        if free[a] < need_a or not free[b]:
            continue
        if meld.kind is MeldKind.JIAO or free[card] == (a == card) + (b == card):
            # the 绞 exemption, or nothing left to 比: the copy, if any, stays in the hand
            found.append((meld, ()))
            continue
        rest = list(free)
        rest[a] -= 1
        rest[b] -= 1
        rest[card] -= 1  # the copy goes into the 比 列 (at most one copy is left)
        found.extend((meld, (bi,)) for bi in lies_with(card, rest))
    found.sort(key=_order)
    return tuple(found)


def _order(option: tuple[Meld, tuple[Meld, ...]]) -> tuple[tuple[int, ...], ...]:
    meld, bi = option
    return (meld.cards, *(b.cards for b in bi))


#: ``partners`` of every face with the 列 each pair makes, for ``lies_with``:
#: (a, b, copies of a needed, the 列 of the card with a and b).
_LIES = tuple(
    tuple(
        (a, b, 2 if a == b else 1, Meld(kind, (Card(face), a, b)))
        for kind, a, b in partners(Card(face))
    )
    for face in range(20)
)
#: The faces a 列 of each face (and the 比 列 beside it) can hold, the face included.
_NEAR = tuple(
    tuple(sorted({face} | {f for a, b, _, _ in _LIES[face] for f in (a, b)})) for face in range(20)
)
