"""吃 chī and 比 bǐ: the legal ways to eat a card with two cards from the hand.

Implements RULES.md §C7 (the 吃 combinations; a pair of the card rules out
吃), §C8 (比: the forced companion 列, and the 绞 jiǎo exemption), §C12 (the
cards of a 坎 kǎn or 垅 lǒng in the hand are locked) and the ``chi_options``
contract of §K.  Seat position, 过张, 报 and C14 are the ``Game``'s business.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

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
    for kind, a, b in partners(card):
        need_a = 2 if a == b else 1
        if free[a] >= need_a and free[b] >= 1:
            yield Meld(kind, (card, a, b))


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
    counts = counts_of(hand)
    if counts[card] >= 2:
        return []
    # 坎 and 垅 are locked (C12): only faces held once or twice may be used.
    free = [n if n < 3 else 0 for n in counts]
    options: set[ChiOption] = set()
    for meld in lies_with(card, free):
        rest = _without(free, meld.cards, card)
        if rest[card] == 0 or meld.kind is MeldKind.JIAO:
            # nothing left to 比, or the 绞 exemption: the copy stays in the hand
            options.add(ChiOption(meld))
            continue
        rest[card] -= 1  # the copy goes into the 比 列 (at most one copy is left)
        for bi in lies_with(card, rest):
            options.add(ChiOption(meld, (bi,)))
    return sorted(options, key=_order)


def _without(free: list[int], cards: tuple[Card, ...], claimed: Card) -> list[int]:
    """``free`` after the two hand cards of a 吃 列 (all its cards but the claimed one) go down."""
    rest = list(free)
    taken = list(cards)
    taken.remove(claimed)
    for c in taken:
        rest[c] -= 1
    return rest


def _order(option: ChiOption) -> tuple[tuple[int, ...], ...]:
    return (tuple(option.meld.cards), *(tuple(b.cards) for b in option.bi))
