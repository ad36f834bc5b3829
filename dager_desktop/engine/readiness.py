"""A fast necessary test for 叫牌 (being one card from a winning shape).

The round engine asks "can this seat win on this card?" for every seat on every
offered card, and "is this hand ready?" for every possible 报牌 discard.  The
full answer (``waiting_cards``) searches every arrangement and 胡 total; most
hands in play are several cards from any winning shape, and this module says
so in microseconds so the full search runs only for hands that might be ready.

The test (RULES.md §D): the *loose* cards (outside every 坎/垅; none of them
has three copies) plus one unknown card must split into 列 — runs, 二七十, 绞,
the 碰 made by the unknown card — and at most one 对; or, when the hand holds a
坎, the unknown card may be its fourth copy (招胡) and the loose cards alone
must split.  It ignores the unit count and the 10-胡 threshold, so it can say
"maybe" for a hand that is not ready, never "no" for one that is.  The same
search with one card still to play answers for every discard at once
(``maybe_ready_after_a_discard``), which the dealer's opening 报 asks.
"""

from __future__ import annotations

from functools import lru_cache

from .cards import FACES


def _templates(face: int) -> tuple[tuple[int, ...], ...]:
    """Every 列 containing ``face`` (the 碰 of a pair among them), as tuples of the
    other members' faces; a 对 is tried apart, in ``_splits``."""
    case, rank = divmod(face, 10)  # rank 0..9
    base = case * 10
    other = (1 - case) * 10 + rank
    groups: list[tuple[int, ...]] = []
    for start in range(rank - 2, rank + 1):
        if start >= 0 and start + 2 <= 9:
            run = [base + start + i for i in range(3)]
            run.remove(face)
            groups.append(tuple(run))
    if rank in (1, 6, 9):  # 二七十
        red = [base + 1, base + 6, base + 9]
        red.remove(face)
        groups.append(tuple(red))
    groups.append((face, other))  # 绞 大大小 / 小小大
    groups.append((other, other))
    groups.append((face, face))  # the 碰 made by the unknown card
    return tuple(groups)


_TEMPLATES = tuple(_templates(f) for f in range(FACES))
# ``may_join``'s test per template, precomputed (it runs for every face of every hand
# whose waits are listed): the two other members (a, b) of each template are held
# when the hand has ``need`` copies of a — two when a is b — and a copy of b.
_JOINS = tuple(
    tuple((a, 2 if a == b else 1, b) for a, b in _TEMPLATES[f]) for f in range(FACES)
)


# -- the search, on packed count vectors --------------------------------------------
#
# The loose cards are packed three bits a face, as in ``arrangement_search``: bits
# 0-1 the count, bit 2 a guard that a subtraction taking more copies than there are
# clears.  The faces lie rank by rank, 一 壹 二 贰 …, not small before big: the search
# places the lowest face first, and every group then reaches at most four fields on
# (a run) or a 二七十 ahead, so the cards left after a few steps recur across hands
# and the memo pays.  Flags above the fields say what is still to place: the
# unknown card (WILD, which must be used), the one 对 (PAIR, optional) and, for a
# hand that is still to discard, the card it plays (DISCARD, which must be played).

_BITS = 3
#: Bit offset of each face's field: rank by rank, the small face first.
_SHIFT = tuple(_BITS * (2 * (f % 10) + f // 10) for f in range(FACES))
_FACE_AT = tuple(sorted(range(FACES), key=_SHIFT.__getitem__))  #: face of each field
_GUARDS = sum(4 << s for s in _SHIFT)
_FIELDS = (1 << (_BITS * FACES)) - 1
PAIR = 1 << (_BITS * FACES)
WILD = PAIR << 1
DISCARD = PAIR << 2


def _one(face: int) -> int:
    return 1 << _SHIFT[face]


def _options(face: int) -> list[tuple[int, int]]:
    """The ways to place the lowest card ``face``: (packed cards taken, flags used).

    Every group of ``_TEMPLATES`` with its other members held, or with one of them
    the unknown card (a member below ``face`` can only be that card); the 对 of two
    copies, or of a copy and the unknown card; or, for a hand still to discard, the
    card played.
    """
    found: set[tuple[int, int]] = set()
    base = _one(face)
    for members in _TEMPLATES[face]:
        if members != (face, face):  # three real copies are a 坎, never loose
            found.add((base + sum(_one(m) for m in members), 0))
        for i in range(len(members)):
            found.add((base + sum(_one(m) for j, m in enumerate(members) if j != i), WILD))
    found.add((2 * base, PAIR))
    found.add((base, PAIR | WILD))
    found.add((base, DISCARD))
    return sorted(found)


_FLAGS = PAIR | WILD | DISCARD
#: ``_options`` by field and by the flags still to place (``key >> _FLAG_SHIFT``):
#: (cards taken plus flags used, the guard test) for the options those flags allow.
_FLAG_SHIFT = _BITS * FACES
_OPTIONS = tuple(
    tuple(
        tuple(sub + used for sub, used in _options(face) if used & held == used)
        for held in range(0, _FLAGS + 1, PAIR)
    )
    for face in _FACE_AT
)


@lru_cache(maxsize=1 << 16)
def _splits(key: int) -> bool:
    """Can the packed cards of ``key`` all be placed, using every flag that must be?"""
    fields = key & _FIELDS
    if not fields:
        return not key & (WILD | DISCARD)
    guarded = key | _GUARDS
    for sub in _OPTIONS[((fields & -fields).bit_length() - 1) // _BITS][key >> _FLAG_SHIFT]:
        if (guarded - sub) & _GUARDS == _GUARDS and _splits(key - sub):
            return True
    return False


def _ready(counts: list[int] | tuple[int, ...], discard: int) -> bool:
    """``maybe_ready``, of the hand left by a discard when ``discard`` is DISCARD."""
    key = 0
    size = 0
    for f, n in enumerate(counts):
        if 0 < n < 3:
            key |= n << _SHIFT[f]
            size += n
    if _fits(key | discard | WILD, size + 1 - bool(discard)):
        return True
    # With a 坎 in hand the unknown card may be its fourth copy (招胡, D6).
    return 3 in counts and _fits(key | discard, size - bool(discard))


def _fits(key: int, size: int) -> bool:
    """``_splits`` of ``key``, ``size`` cards to place: 3-card 列 and, when the count
    says so, the 对 (a hand of 3k + 1 cards has no split at all)."""
    residue = size % 3
    return residue != 1 and _splits(key | (PAIR if residue else 0))


def maybe_ready(counts: list[int] | tuple[int, ...]) -> bool:
    """False when no single added card can complete a winning shape (see module doc).

    ``counts`` is the concealed hand as a 20-slot count vector; exposed 列 are
    complete groups and do not matter here.
    """
    return _ready(counts, 0)


def maybe_ready_after_a_discard(counts: list[int] | tuple[int, ...]) -> bool:
    """False when no free card's discard leaves a hand ``maybe_ready`` admits: one
    search, where most hands are far from ready, instead of one per discard."""
    return _ready(counts, DISCARD)


def may_join(counts: list[int] | tuple[int, ...], face: int) -> bool:
    """Could ``face``, added to the hand, share a group with the hand's own cards?

    A winning card always does — it completes a 列 (run, 二七十, 绞), a 对 or
    碰 with its own face, or a 坎's 招 — so a face for which this is false can
    be skipped when listing the waits.
    """
    if counts[face]:
        return True
    for a, need, b in _JOINS[face]:  # noqa: SIM110 - a loop: any() over a generator is slower here
        if counts[a] >= need and counts[b]:
            return True
    return False
