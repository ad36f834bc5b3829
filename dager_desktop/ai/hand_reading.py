"""How far a hand is from 叫牌 (jiàopái, ready): the shape search behind every agent.

A seat's cards never grow in 大贰: a turned card never enters a hand, and each
claim (吃 chī / 碰 pèng / 招 zhāo) brings in one card and is followed by one
discard.  So a 20-card hand reaches its win only by completing, one claim at a
time, the two-card *partials* it already holds, and the card that wins
completes the last one.  A hand therefore has to be read as exactly seven
units (RULES.md §D4): the exposed 列 liè, the locked 坎 kǎn / 垅 lǒng, and
from the loose cards ``m`` complete 列 plus ``p`` partials; the rest are
*isolated* cards, thrown away one per claim.  The number of outside cards it
still needs — claims plus the winning card — is its *distance* ``p``.

``ShapeSearch.table`` is a memoised search over the loose cards (lowest face
first, as the engine's own ``arrangement_search`` does) returning, for each
number of units ``u``, the best ``100·m + 胡`` over the ways to use them, where
the 胡 of a partial is that of the 列 it would become (a pair counts as the 碰
it would make).  ``read_hand`` then picks the reading with exactly the units
the hand still needs, and ``ShapeSearch.trace`` names the faces that would
complete its partials.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..engine.cards import FACES

#: Below every real value: "no reading with this many units".
NEG = -(10**6)
#: Weight of a complete 列 against the 胡 in a table value (胡 never reaches 100).
UNIT = 100
_ONE = tuple(1 << (2 * f) for f in range(FACES))
_EMPTY = (0,) + (NEG,) * 7
# Bound the memo: sub-states recur across hands, but a long session must not grow without end.
# 100,000 entries search as fast as 400,000 and the process stays smaller: 200 deals
# with a hard seat made 12,734 guesses against 12,426, peak memory 230 MB against 307 MB.
_MEMO_LIMIT = 100_000

#: One way to use the lowest loose face: (child state, 对 still open, units used,
#: value added, faces that complete it — empty for a complete 列 or an isolated card,
#: and whether those faces come by 碰 (any seat) rather than 吃 (上家 or own turn)).
Option = tuple[int, int, int, int, tuple[int, ...], bool]


#: An ``Option`` with the cards it takes from the state in place of the child state.
Move = Option
#: Where the counts ``_options`` reads sit in a state shifted down to its lowest
#: face: that face and the faces 1, 2, 3, 5, 8 and 10 above it.
_PARTNERS = sum(3 << (2 * d) for d in (0, 1, 2, 3, 5, 8, 10))

#: A partial's completing faces and whether they come by 碰 (any seat) or 吃.
Need = tuple[tuple[int, ...], bool]


class Reading(NamedTuple):
    """The best reading of a hand with the units it needs (see module docstring)."""

    distance: int  #: outside cards still needed, the winning one included (1 = 叫牌 shape)
    hu: int  #: 胡 of the whole hand once every partial is completed (an estimate)
    needs: tuple[Need, ...]  #: per partial: the faces that complete it, and whether by 碰
    isolated: tuple[int, ...]  #: faces of the cards in no unit (the next discards)


def pack_loose(counts: Sequence[int]) -> int:
    """Loose counts (each 0..2) packed two bits per face."""
    state = 0
    for f, c in enumerate(counts):
        if c:
            state |= c << (2 * f)
    return state


def _count(state: int, face: int) -> int:
    return (state >> (2 * face)) & 3


def _options(state: int, dui: int, peng_hu: Sequence[int]) -> list[Option]:
    """Every way the lowest face of ``state`` can be used (RULES.md §D1, §D3)."""
    f = ((state & -state).bit_length() - 1) >> 1
    rest = state >> (2 * f)
    c = rest & 3
    c1, c2 = (rest >> 2) & 3, (rest >> 4) & 3
    c3, c5, c8, c10 = (rest >> 6) & 3, (rest >> 10) & 3, (rest >> 16) & 3, (rest >> 20) & 3
    rank, big = f % 10 + 1, f >= 10
    if rank == 10:  # the next ranks belong to the other case (or nothing)
        c1 = c2 = 0
    elif rank == 9:
        c2 = 0
    low_run = (6 if big else 3) if rank == 1 else 0  # 一二三 / 壹贰叁 (§E1)
    red_run = 9 if big else 6  # 二七十 / 贰柒拾
    one = _ONE[f]
    s1 = state - one
    opts: list[Option] = [(s1, dui, 0, 0, (), False)]  # isolated: to be discarded
    # complete 列: a run, 二七十, the two 绞 jiǎo (handled from the small face)
    if c1 and c2:
        opts.append((s1 - (one << 2) - (one << 4), dui, 1, UNIT + low_run, (), False))
    if rank == 2 and c5 and c8:
        opts.append((s1 - (one << 10) - (one << 16), dui, 1, UNIT + red_run, (), False))
    if not big and c10:
        other = one << 20
        if c >= 2:
            opts.append((s1 - one - other, dui, 1, UNIT, (), False))
        if c10 >= 2:
            opts.append((s1 - 2 * other, dui, 1, UNIT, (), False))
        opts.append((s1 - other, dui, 1, 0, (f, f + 10), False))
    # a pair: the 碰 it would make, or the 对 of a hand with a 招/垅
    if c >= 2:
        opts.append((s1 - one, dui, 1, peng_hu[f], (f,), True))
        if dui:
            opts.append((s1 - one, 0, 1, UNIT, (), False))
    elif dui:
        opts.append((s1, 0, 1, 0, (f,), True))
    # two cards of a run or of 二七十, waiting for the third
    if c1:
        need = (f - 1, f + 2) if 1 < rank < 9 else ((f + 2,) if rank == 1 else (f - 1,))
        opts.append((s1 - (one << 2), dui, 1, low_run if rank == 1 else 0, need, False))
    if c2:
        opts.append((s1 - (one << 4), dui, 1, low_run if rank == 1 else 0, (f + 1,), False))
    if rank == 2:
        if c5:
            opts.append((s1 - (one << 10), dui, 1, red_run, (f + 8,), False))
        if c8:
            opts.append((s1 - (one << 16), dui, 1, red_run, (f + 5,), False))
    if rank == 7 and c3:
        opts.append((s1 - (one << 6), dui, 1, red_run, (f - 5,), False))
    return opts


class ShapeSearch:
    """The memoised table search for one 碰 胡 table (RULES.md §E)."""

    def __init__(self, peng_hu: Sequence[int]) -> None:
        self.peng_hu = tuple(peng_hu)
        self._memo: dict[int, tuple[int, ...]] = {}
        self._seed_memo()
        #: per lowest face, its ``moves`` by the counts they depend on
        self._moves: tuple[dict[int, tuple[Move, ...]], ...] = tuple({} for _ in range(FACES))

    def moves(self, state: int, dui: int) -> tuple[Move, ...]:
        """``_options`` of ``state``, each with the cards it takes in place of the
        child state.  They depend only on the lowest face, the counts of the few
        faces it can form a unit with and the 对 flag, so each set is worked out
        once: worked out at every state, they took about a quarter of a reading."""
        f = ((state & -state).bit_length() - 1) >> 1
        local = ((state >> (2 * f)) & _PARTNERS) | (dui << 30)
        found = self._moves[f].get(local)
        if found is None:
            found = self._moves[f][local] = tuple(
                (state - child, cdui, du, add, need, peng)
                for child, cdui, du, add, need, peng in _options(state, dui, self.peng_hu)
            )
        return found

    def table(self, state: int, dui: int) -> tuple[int, ...]:
        """For u = 0..7 units: the best ``100·m + 胡`` reading of the loose ``state``."""
        memo = self._memo
        found = memo.get(state | (dui << 45))
        if found is not None:
            return found
        # The hot loop of every evaluation: the eight entries are kept in locals.
        r0 = r1 = r2 = r3 = r4 = r5 = r6 = r7 = NEG
        for taken, cdui, du, add, _need, _peng in self.moves(state, dui):
            child = state - taken
            sub = memo.get(child | (cdui << 45))
            if sub is None:
                sub = self.table(child, cdui)
            s0, s1, s2, s3, s4, s5, s6, s7 = sub
            if du:  # one more unit: the child's row shifted by one, plus the group's value
                s7, s6, s5, s4, s3, s2, s1 = s6, s5, s4, s3, s2, s1, s0
                s1 += add
                s2 += add
                s3 += add
                s4 += add
                s5 += add
                s6 += add
                s7 += add
                s0 = NEG
            r0 = s0 if s0 > r0 else r0
            r1 = s1 if s1 > r1 else r1
            r2 = s2 if s2 > r2 else r2
            r3 = s3 if s3 > r3 else r3
            r4 = s4 if s4 > r4 else r4
            r5 = s5 if s5 > r5 else r5
            r6 = s6 if s6 > r6 else r6
            r7 = s7 if s7 > r7 else r7
        found = (r0, r1, r2, r3, r4, r5, r6, r7)
        if len(memo) > _MEMO_LIMIT:
            memo.clear()
            self._seed_memo()
        memo[state | (dui << 45)] = found
        return found

    def _seed_memo(self) -> None:
        """The empty state reads as zero units, whatever the 对 flag."""
        self._memo[0] = _EMPTY
        self._memo[1 << 45] = _EMPTY

    def trace(self, state: int, dui: int, units: int) -> tuple[list[Need], list[int]]:
        """The best reading with ``units`` units: each partial's needs, and the isolated faces."""
        target = self.table(state, dui)[units]
        needs: list[Need] = []
        isolated: list[int] = []
        while state and target > NEG // 2:
            for taken, cdui, du, add, need, peng in self.moves(state, dui):
                child = state - taken
                if units - du >= 0 and self.table(child, cdui)[units - du] + add == target:
                    if need:
                        needs.append((need, peng))
                    elif not du:
                        isolated.append(((state & -state).bit_length() - 1) >> 1)
                    state, dui, units, target = child, cdui, units - du, target - add
                    break
            else:  # pragma: no cover - the table guarantees a matching option
                break
        return needs, isolated


def read_hand(
    search: ShapeSearch, counts: Sequence[int], fixed_units: int, fixed_hu: int, quad: bool
) -> Reading | None:
    """The best reading of the concealed ``counts`` beside ``fixed_units`` exposed/locked 列.

    ``None`` when no reading fills the seven units: the hand can never be ready.
    """
    loose = pack_loose([c if c < 3 else 0 for c in counts])
    units = 7 - fixed_units
    if units < 0:
        return None
    dui = 1 if quad else 0
    value = search.table(loose, dui)[units]
    if value <= NEG // 2:
        return None
    complete, hu = divmod(value, UNIT)
    needs, isolated = search.trace(loose, dui, units)
    return Reading(units - complete, fixed_hu + hu, tuple(needs), tuple(isolated))
