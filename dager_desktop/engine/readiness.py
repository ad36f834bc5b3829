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
(``discards_maybe_ready``), which a 报 with a discard asks; and without the
unknown card it rules out a dealt hand's 天胡 (``may_be_complete``).
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter

from .cards import COPIES, FACES


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

_BITS = 4  # a hex digit a face, so that a hand packs through ``int(…, 16)``
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


def _options(face: int) -> dict[tuple[int, int], int]:
    """The ways to place the lowest card ``face``: (packed cards taken, flags used),
    each with the faces (a bit each) the unknown card stands for in it, if it is used.

    Every group of ``_TEMPLATES`` with its other members held, or with one of them
    the unknown card (a member below ``face`` can only be that card); the 对 of two
    copies, or of a copy and the unknown card; or, for a hand still to discard, the
    card played.
    """
    found: dict[tuple[int, int], int] = {}
    base = _one(face)
    for members in _TEMPLATES[face]:
        if members != (face, face):  # three real copies are a 坎, never loose
            found[base + sum(_one(m) for m in members), 0] = 0
        for i, unknown in enumerate(members):
            sub = base + sum(_one(m) for j, m in enumerate(members) if j != i)
            found[sub, WILD] = found.get((sub, WILD), 0) | 1 << unknown
    found[2 * base, PAIR] = 0
    found[base, PAIR | WILD] = 1 << face
    found[base, DISCARD] = 0
    return dict(sorted(found.items()))


_FLAGS = PAIR | WILD | DISCARD
_FLAG_SHIFT = _BITS * FACES
_HELD = range(0, _FLAGS + 1, PAIR)  #: every set of flags, as in ``key >> _FLAG_SHIFT`` × PAIR
#: ``_options`` by field and by the flags still to place (``key >> _FLAG_SHIFT``): the
#: cards taken plus the flags used, for the options those flags allow.
_OPTIONS = tuple(
    tuple(
        tuple(sub + used for sub, used in _options(face) if used & held == used) for held in _HELD
    )
    for face in _FACE_AT
)
#: The same for the options that use the unknown card, with the faces it stands for.
_WILD_OPTIONS = tuple(
    tuple(
        tuple(
            (sub + used, faces)
            for (sub, used), faces in _options(face).items()
            if used & WILD and used & held == used
        )
        for held in _HELD
    )
    for face in _FACE_AT
)
_NO_WILD = ~(WILD >> _FLAG_SHIFT)


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


#: The faces from the highest field down, and each count as the hex digit of its
#: loose copies (none for a 坎 or 垅): packing a hand takes a few C calls.
_FIELD_ORDER = itemgetter(*reversed(_FACE_AT))
_DIGITS = bytes.maketrans(bytes(range(COPIES + 1)), b"01200")


def _loose(counts: list[int] | tuple[int, ...]) -> tuple[int, int]:
    """The packed loose cards of a count vector and how many there are."""
    key = int(bytes(_FIELD_ORDER(counts)).translate(_DIGITS), 16)
    return key, sum(counts) - 3 * counts.count(3) - 4 * counts.count(4)


def _pair_flag(size: int) -> int | None:
    """What ``size`` cards to place take: 3-card 列 alone (0), or with the 对 (PAIR);
    None for 3k + 1 cards, which split into neither."""
    residue = size % 3
    return None if residue == 1 else PAIR if residue else 0


def _fits(key: int, size: int) -> bool:
    """``_splits`` of ``key``, ``size`` cards to place."""
    pair = _pair_flag(size)
    return pair is not None and _splits(key | pair)


def maybe_ready(counts: list[int] | tuple[int, ...]) -> bool:
    """False when no single added card can complete a winning shape (see module doc).

    ``counts`` is the concealed hand as a 20-slot count vector; exposed 列 are
    complete groups and do not matter here.
    """
    alone = _alone(counts)
    key, size = _loose(counts)
    if alone:
        # Each needs the unknown card: two must share its group, and no 招胡 is left.
        first = alone.bit_length() - 1
        other = alone ^ 1 << first
        if other & (other - 1) or (other and not _LINKED[first] & other):
            return False
        return _fits(key | WILD, size + 1)
    if _fits(key | WILD, size + 1):
        return True
    # With a 坎 in hand the unknown card may be its fourth copy (招胡, D6).
    return 3 in counts and _fits(key, size)


# Faces as bits, face f at bit f, for ``_alone``: the loose faces held, those held twice,
# the run starts that stay in one case (ranks 1..8) and the 二七十 of the small case.
_HELD_BITS = bytes.maketrans(bytes(range(COPIES + 1)), b"01100")
_TWICE_BITS = bytes.maketrans(bytes(range(COPIES + 1)), b"00100")
_RUN_STARTS = 0xFF | 0xFF << 10
_RED = 1 << 1 | 1 << 6 | 1 << 9
_SMALL = 0x3FF
#: The faces that share a group with each face.
_LINKED = tuple(sum({1 << m for members in _TEMPLATES[f] for m in members}) for f in range(FACES))


def _alone(counts: list[int] | tuple[int, ...]) -> int:
    """The loose single cards (a bit each) that no group of the hand's own cards can
    hold: each needs the unknown card (a quick test before the search, on bits)."""
    digits = bytes(counts[::-1])
    held = int(digits.translate(_HELD_BITS), 2)
    twice = int(digits.translate(_TWICE_BITS), 2)
    runs = held & held >> 1 & held >> 2 & _RUN_STARTS
    covered = twice | runs | runs << 1 | runs << 2
    for red in (_RED, _RED << 10):
        if held & red == red:
            covered |= red
    jiao = (twice & held >> 10 | held & twice >> 10) & _SMALL  # 大大小 / 小小大, by rank
    return held & ~(covered | jiao | jiao << 10)


def may_be_complete(counts: list[int] | tuple[int, ...]) -> bool:
    """False when the loose cards of the hand, as they are, split into no 列 and 对:
    no arrangement of the hand is complete (the 天胡 of a dealt hand, D4)."""
    return _fits(*_loose(counts))


def discards_maybe_ready(counts: list[int] | tuple[int, ...]) -> list[int]:
    """The free faces whose discard leaves a hand ``maybe_ready`` admits, in face
    order: one search for them all, instead of one per discard (a 报 with a discard
    asks it of 15 or so)."""
    key, size = _loose(counts)
    found = 0
    pair = _pair_flag(size)  # the unknown card in, the discard out
    if pair is not None:
        found = _discarded(key | DISCARD | WILD | pair)
    pair = _pair_flag(size - 1)  # 招胡 (D6): the discard out only
    if 3 in counts and pair is not None:
        found |= _discarded(key | DISCARD | pair)
    return [f for f in range(FACES) if found >> f & 1]


@lru_cache(maxsize=1 << 14)
def _discarded(key: int) -> int:
    """The faces (a bit each) that ``key``'s discard may be, all its cards then placed
    as ``_splits`` places them."""
    fields = key & _FIELDS
    if not fields:
        return 0
    field = ((fields & -fields).bit_length() - 1) // _BITS
    guarded = key | _GUARDS
    found = 0
    for sub in _OPTIONS[field][key >> _FLAG_SHIFT]:
        if (guarded - sub) & _GUARDS != _GUARDS:
            continue
        child = key - sub
        if child & DISCARD:
            found |= _discarded(child)
        elif _splits(child):  # this option was the discard of the lowest card
            found |= 1 << _FACE_AT[field]
    return found


def wait_candidates(counts: list[int] | tuple[int, ...]) -> int:
    """The faces (a bit each) that may complete the hand as ``maybe_ready`` sees it:
    every face a winning card can be is among them (``waiting_cards`` tries only these)."""
    key, size = _loose(counts)
    pair = _pair_flag(size + 1)
    found = _wilds(key | WILD | pair) if pair is not None else 0
    if 3 in counts and _fits(key, size):  # 招胡 (D6): the fourth copy of a 坎
        found |= sum(1 << f for f, n in enumerate(counts) if n == 3)
    return found


@lru_cache(maxsize=1 << 14)
def _wilds(key: int) -> int:
    """The faces (a bit each) the unknown card of ``key`` may be, all its cards then
    placed as ``_splits`` places them."""
    fields = key & _FIELDS
    if not fields:
        return 0
    field = ((fields & -fields).bit_length() - 1) // _BITS
    guarded = key | _GUARDS
    held = key >> _FLAG_SHIFT
    found = 0
    for sub in _OPTIONS[field][held & _NO_WILD]:
        if (guarded - sub) & _GUARDS == _GUARDS:
            found |= _wilds(key - sub)
    for sub, faces in _WILD_OPTIONS[field][held]:
        if (guarded - sub) & _GUARDS == _GUARDS and _splits(key - sub):
            found |= faces
    return found
