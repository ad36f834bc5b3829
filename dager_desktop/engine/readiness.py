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
"maybe" for a hand that is not ready, never "no" for one that is.
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


@lru_cache(maxsize=1 << 16)
def _splits(counts: tuple[int, ...], wild: bool, pair: bool) -> bool:
    """Can ``counts`` split into 列 (+ at most one 对 while ``pair``), using the
    unknown card at most once while ``wild``?  The unknown card must be used."""
    face = next((f for f in range(FACES) if counts[f]), None)
    if face is None:
        return not wild
    rest = list(counts)
    rest[face] -= 1
    if pair:
        if rest[face] and _try(rest, (face,), wild, False):
            return True
        if wild and _splits(tuple(rest), False, False):
            return True
    return any(_try(rest, members, wild, pair) for members in _TEMPLATES[face])


def _try(rest: list[int], members: tuple[int, ...], wild: bool, pair: bool) -> bool:
    """Take ``members`` from ``rest`` (one may be the unknown card) and recurse."""
    taken: list[int] = []
    used_wild = False
    for m in members:
        if rest[m]:
            rest[m] -= 1
            taken.append(m)
        elif wild and not used_wild:
            used_wild = True
        else:
            for t in taken:
                rest[t] += 1
            return False
    ok = _splits(tuple(rest), wild and not used_wild, pair)
    for t in taken:
        rest[t] += 1
    return ok


def maybe_ready(counts: list[int] | tuple[int, ...]) -> bool:
    """False when no single added card can complete a winning shape (see module doc).

    ``counts`` is the concealed hand as a 20-slot count vector; exposed 列 are
    complete groups and do not matter here.
    """
    loose = tuple(n if n < 3 else 0 for n in counts)
    isolated = _isolated(loose)
    if len(isolated) > 2:
        return False  # each of them needs the one unknown card
    if len(isolated) == 2:
        a, b = isolated
        if not any(b in members for members in _TEMPLATES[a]):
            return False  # one unknown card cannot join both
    if _splits(loose, True, True):
        return True
    has_kan = any(n == 3 for n in counts)
    return has_kan and not isolated and _splits(loose, False, True)


def _isolated(loose: tuple[int, ...]) -> list[int]:
    """Single cards that no 列 of real cards can hold: each needs the unknown card."""
    return [face for face in range(FACES) if loose[face] == 1 and not _held(loose, face)]


def _needs(face: int, members: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(face, copies) a template of ``face`` takes from the hand, ``face`` itself included."""
    need: dict[int, int] = {face: 1}
    for m in members:
        need[m] = need.get(m, 0) + 1
    return tuple(need.items())


#: ``_needs`` of every template, per face: worked out once, not at every call.
_NEEDS = tuple(tuple(_needs(f, members) for members in _TEMPLATES[f]) for f in range(FACES))


def _held(loose: tuple[int, ...], face: int) -> bool:
    """Do the real cards hold a whole group with ``face`` in it?"""
    for needs in _NEEDS[face]:
        for m, n in needs:
            if loose[m] < n:
                break
        else:
            return True
    return False


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
