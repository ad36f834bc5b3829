"""理牌: how the hand is stood up in columns.  Presentation only: the shapes below (pair,
run, 二七十) are for the eye, and no rule of play lives here.

A 大贰 player keeps the hand as columns of up to four cards, each column a
group: a locked 坎/垅, a pair (with the other-case card of its rank when there
is one — a 绞 candidate), a run or 二七十 of one case, or loose singles.  The
grouping is a suggestion for the eye; which cards may be played is decided by
the engine alone, and the player may rearrange the columns freely.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from dager_desktop.engine import Card

MAX_COLUMN = 4

Column = list[Card]


def arrange(hand: Iterable[Card], locked: Iterable[Card] = ()) -> list[Column]:
    """Columns for ``hand``: the ``locked`` faces (坎/垅) first, then the rest by rank."""
    counts = Counter(hand)
    locked_faces = sorted(set(locked) & set(counts))
    columns: list[Column] = [[face] * counts.pop(face) for face in locked_faces]
    groups = _pairs(counts) + _sets(counts) + _singles(counts)
    groups.sort(key=_column_key)
    return columns + groups


def _column_key(column: Column) -> tuple[int, int]:
    low = min(column)
    return (low.rank, int(low.big))


def _take(counts: Counter[Card], cards: Iterable[Card]) -> Column:
    taken = list(cards)
    for card in taken:
        counts[card] -= 1
        if counts[card] == 0:
            del counts[card]
    return taken


def _pairs(counts: Counter[Card]) -> list[Column]:
    """Pairs and same-face groups; a lone card of the other case joins its pair."""
    columns: list[Column] = []
    for face in sorted(counts):
        n = counts.get(face, 0)
        if n < 2:
            continue
        column = _take(counts, [face] * min(n, MAX_COLUMN))
        partner = face.other_case
        if len(column) == 2 and counts.get(partner, 0) == 1:
            column += _take(counts, [partner])
        columns.append(column)
    return columns


def _sets(counts: Counter[Card]) -> list[Column]:
    """二七十 and runs of one case among the cards left."""
    columns: list[Column] = []
    for big in (False, True):
        red = [Card.of(r, big) for r in (2, 7, 10)]
        if all(counts.get(c, 0) for c in red):
            columns.append(_take(counts, red))
        rank = 1
        while rank <= 8:
            run = [Card.of(r, big) for r in (rank, rank + 1, rank + 2)]
            if all(counts.get(c, 0) for c in run):
                columns.append(_take(counts, run))
                rank += 3
            else:
                rank += 1
    return columns


def _singles(counts: Counter[Card]) -> list[Column]:
    """What is left: the two cases of one rank together, near neighbours of one case together."""
    columns: list[Column] = []
    for rank in range(1, 11):
        small, big = Card.of(rank, False), Card.of(rank, True)
        if counts.get(small, 0) and counts.get(big, 0):
            columns.append(_take(counts, [small, big]))
    rest = sorted(counts.elements(), key=lambda c: (c.big, c.rank))
    pending: Column | None = None
    for card in rest:
        if pending is not None and len(pending) < 2 and _near(pending[-1], card):
            pending.append(card)
        else:
            pending = [card]
            columns.append(pending)
    return columns


def _near(a: Card, b: Card) -> bool:
    """Two singles that could grow into a run together (same case, one rank between)."""
    return a.big == b.big and 0 < b.rank - a.rank <= 2
