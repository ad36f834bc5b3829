"""The memoised search behind ``analyze``: partitions of the loose cards (RULES.md §D1–D4, §J).

"Loose" cards are the concealed cards outside every locked kan 坎 / long 垅, plus
the winning card.  They are packed into one int, three bits per face: bits 0–1
hold the count (at most 3: a pair in hand plus the winning card), bit 2 is a
guard bit that is clear in a state and set while testing a subtraction, so a
group that needs more copies than there are shows up as a cleared guard bit
(one subtraction and one mask instead of a loop over faces).  Bit 60 says that
the one dui 对 is still to be placed.

At the lowest face present, every group that can hold that face is tried, in
this order (which is also the fixed order that settles ties): the triple made
with the winning card (peng 碰, D6), the run 顺 starting there, 二七十, both
jiao 绞, and the 对.  Every other card of such a group lies on a higher face,
so each partition is reached; sub-states recur within and across hands, which
is what the cache pays for.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .cards import FACES, Card
from .melds import Meld, MeldKind, hu_value

#: Bits per face in a packed state, the guard bits, and the "对 still to place" flag.
FACE_BITS = 3
GUARDS = sum(4 << (FACE_BITS * f) for f in range(FACES))
PAIR_FLAG = 1 << (FACE_BITS * FACES)
FIELDS = PAIR_FLAG - 1

# Sub-states kept per searcher: bounded for a long-running app.  A quarter of the
# 262,144 once kept plays as fast (120 deals of three hard seats: 119 s against 117 s)
# in a smaller process (205 MB against 244 MB); bench_hand's waiting_cards median
# rises from 0.24 to 0.30 ms, far inside its 2 ms.
_CACHE_SIZE = 1 << 16

#: Summary of a state: (most 胡, least 胡) over its complete partitions, or None if it has none.
Summary = tuple[int, int] | None
#: One option at a face: (packed cards it removes, its 胡, group id).
Option = tuple[int, int, int]


def one(face: int) -> int:
    """The packed state holding one copy of ``face``."""
    return 1 << (FACE_BITS * face)


def pack(counts: Sequence[int]) -> int:
    """Pack a 20-slot count vector (each count 0..3)."""
    return sum(c << (FACE_BITS * f) for f, c in enumerate(counts) if c)


def unpack(state: int) -> list[Card]:
    """The cards of a packed state, in face order."""
    state &= FIELDS
    return [Card(f) for f in range(FACES) for _ in range((state >> (FACE_BITS * f)) & 3)]


def _lowest_face(fields: int) -> int:
    return ((fields & -fields).bit_length() - 1) // FACE_BITS


def _group_shapes(triple_kind: MeldKind) -> list[Meld]:
    """Every group the search can form, in the order tried at a face (the fixed tie order)."""
    shapes: list[Meld] = []
    for face in Card:
        shapes.append(Meld(triple_kind, (face,) * 3))  # only ever made with the winning card
        if face.rank <= 8:
            shapes.append(Meld(MeldKind.SHUN, (face, Card(face + 1), Card(face + 2))))
        if face.rank == 2:
            shapes.append(Meld(MeldKind.ERQISHI, (face, Card(face + 5), Card(face + 8))))
        if not face.big:  # a 绞 holds a small card, so it is found from its small face
            other = face.other_case
            shapes.append(Meld(MeldKind.JIAO, (face, face, other)))
            shapes.append(Meld(MeldKind.JIAO, (face, other, other)))
        shapes.append(Meld(MeldKind.DUI, (face, face)))
    return shapes


class LooseSearch:
    """Partitions of packed loose cards into 列 (and the 对) for one 胡 table.

    ``triple_kind`` is the kind given to a pair completed by the winning card:
    PENG 碰, or KAN 坎 when ``win_card_triple_is_peng`` is off (D6).
    """

    def __init__(self, table: str, triple_kind: MeldKind) -> None:
        self.groups: tuple[Meld, ...] = tuple(_group_shapes(triple_kind))
        self.hu: tuple[int, ...] = tuple(hu_value(g.kind, g.cards[0], table) for g in self.groups)
        # Readable order of the groups of a result: by cards, the 对 last.
        ranked = sorted(range(len(self.groups)), key=self._display_key)
        self.display_rank: tuple[int, ...] = tuple(ranked.index(i) for i in range(len(ranked)))
        plain: list[list[Option]] = [[] for _ in range(FACES)]
        paired: list[list[Option]] = [[] for _ in range(FACES)]
        for gid, group in enumerate(self.groups):
            sub = sum(one(c) for c in group.cards)
            if group.kind is MeldKind.DUI:
                paired[group.face].append((sub | PAIR_FLAG, 0, gid))
                continue
            plain[group.face].append((sub, self.hu[gid], gid))
            paired[group.face].append((sub, self.hu[gid], gid))
        self.plain = tuple(tuple(o) for o in plain)
        self.paired = tuple(tuple(o) for o in paired)
        self.summary = lru_cache(maxsize=_CACHE_SIZE)(self._summary)
        self.partitions = lru_cache(maxsize=_CACHE_SIZE // 4)(self._partitions)
        self.partial = lru_cache(maxsize=_CACHE_SIZE // 4)(self._partial)

    def _display_key(self, gid: int) -> tuple[bool, tuple[Card, ...]]:
        group = self.groups[gid]
        return (group.kind is MeldKind.DUI, group.cards)

    def _options(self, key: int) -> tuple[Option, ...]:
        """The groups to try for the lowest face of ``key`` (the 对 only while it is due)."""
        face = _lowest_face(key & FIELDS)
        return self.paired[face] if key & PAIR_FLAG else self.plain[face]

    # -- most and least 胡 ----------------------------------------------------

    def _summary(self, key: int) -> Summary:
        """(most 胡, least 胡) over the complete partitions of ``key``; None if there is none."""
        if not key & FIELDS:
            return None if key & PAIR_FLAG else (0, 0)
        options = self._options(key)
        guarded = key | GUARDS
        summary = self.summary
        top, bottom = -1, 1 << 30
        for sub, hu, _ in options:
            if (guarded - sub) & GUARDS != GUARDS:
                continue  # not enough copies for this group
            child = summary(key - sub)
            if child is None:
                continue
            top = max(top, hu + child[0])
            bottom = min(bottom, hu + child[1])
        return (top, bottom) if top >= 0 else None

    def build(self, key: int, zero: bool) -> list[int]:
        """Group ids of the first partition (in option order) with the most 胡, or with 0 胡."""
        gids: list[int] = []
        while key & FIELDS:
            guarded = key | GUARDS
            here = self.summary(key)
            if here is None:
                raise ValueError("no partition to build")
            for sub, hu, gid in self._options(key):
                if (guarded - sub) & GUARDS != GUARDS:
                    continue
                child = self.summary(key - sub)
                if child is None:
                    continue
                if (hu == 0 and child[1] == 0) if zero else (hu + child[0] == here[0]):
                    gids.append(gid)
                    key -= sub
                    break
            else:
                raise ValueError("no partition with the asked 胡")
        return gids

    # -- every partition -------------------------------------------------------

    def _partitions(self, key: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """Every distinct complete partition as (胡, sorted group ids), in first-found order."""
        if not key & FIELDS:
            return () if key & PAIR_FLAG else ((0, ()),)
        guarded = key | GUARDS
        found: dict[tuple[int, ...], int] = {}
        for sub, hu, gid in self._options(key):
            if (guarded - sub) & GUARDS != GUARDS:
                continue
            for child_hu, child in self.partitions(key - sub):
                # Reaching one multiset of groups in two orders must count once.
                found.setdefault(tuple(sorted((gid, *child))), hu + child_hu)
        return tuple((hu, gids) for gids, hu in found.items())

    # -- partial arrangement (instant win, D8) --------------------------------

    def _partial(self, fields: int) -> tuple[int, int, tuple[int, ...]]:
        """Best partial grouping of ``fields`` into 列 (no 对): (胡, cards grouped, group ids).

        Most 胡 first; among equal 胡 the one leaving fewest cards loose, for a tidy display.
        """
        if not fields:
            return (0, 0, ())
        face = _lowest_face(fields)
        guarded = fields | GUARDS
        best: tuple[int, int, tuple[int, ...]] | None = None
        for sub, hu, gid in self.plain[face]:
            if (guarded - sub) & GUARDS != GUARDS:
                continue
            child = self.partial(fields - sub)
            value = (hu + child[0], 3 + child[1], (gid, *child[2]))
            if best is None or value[:2] > best[:2]:
                best = value
        # Leaving one copy of the lowest face loose is always possible.
        rest = self.partial(fields - one(face))
        return rest if best is None or rest[:2] > best[:2] else best


_SEARCHES: dict[tuple[str, MeldKind], LooseSearch] = {}


def search_for(table: str, triple_kind: MeldKind) -> LooseSearch:
    """The shared searcher (and its cache) for a 胡 table and winning-triple kind."""
    key = (table, triple_kind)
    if key not in _SEARCHES:
        _SEARCHES[key] = LooseSearch(table, triple_kind)
    return _SEARCHES[key]
