"""Reading a hand as groups: ``analyze``, ``waiting_cards``, ``instant_win``.

Implements RULES.md §D4–D8 (winning shape, kan 坎 lock, the winning card's peng 碰
and zhao 招胡, choice of arrangement, 三垅/四坎 instant win), §F (the 胡 threshold
and 乱胡) and the ``analyze`` contract of §K.  The search over the loose cards
lives in ``arrangement_search``.

A hand is split once into its fixed part — the exposed 列, every concealed
triple (kan 坎) and quad (long 垅), all locked — and its loose cards.  A winning
card that is the fourth copy of a 坎 gives two *branches*: the 坎 stays and the
card is loose, or the two become a 招 (招胡, D6).  Each branch is summarised by
the most and least 胡 of its loose cards, which settles whether it wins and
with how much; the groups themselves are built only for the branch chosen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .arrangement_search import FACE_BITS, PAIR_FLAG, LooseSearch, one, pack, search_for, unpack
from .cards import COPIES, Card, counts_of
from .melds import Arrangement, Meld, MeldKind
from .readiness import wait_candidates
from .rules import STANDARD, RuleSet
from .scoring import score

# The same-face groups a hand can hold locked, per kind and face.
_SAME_FACE: dict[MeldKind, tuple[Meld, ...]] = {
    kind: tuple(Meld(kind, (face,) * size) for face in Card)
    for kind, size in ((MeldKind.KAN, 3), (MeldKind.LONG, 4), (MeldKind.ZHAO, 4))
}


class _Branch(NamedTuple):
    """One way to fix the locked part; ``summary`` is (most, least) 胡 of the loose cards."""

    fixed: tuple[Meld, ...]
    fixed_hu: int
    key: int
    summary: tuple[int, int]


class _Candidate(NamedTuple):
    """A complete arrangement found by enumeration: total 胡, its branch, loose group ids."""

    hu: int
    branch: int
    gids: tuple[int, ...]


# -- public API ----------------------------------------------------------------


def analyze(
    hand: Iterable[Card],
    melds: Iterable[Meld] = (),
    win: Card | None = None,
    rules: RuleSet = STANDARD,
) -> Arrangement | None:
    """The best arrangement of ``hand`` + ``melds`` + ``win`` (RULES.md §D7), or None.

    ``hand`` is the concealed hand before the winning card, ``melds`` the exposed
    列, ``win`` the card from outside (None judges the dealt hand, 天胡).  Among
    winning arrangements the one preferred by ``rules.arrangement_objective``
    is returned; when none wins, the complete shape with the most 胡
    (``is_win`` false); None when the cards form no complete shape at all.
    """
    melds = tuple(melds)
    counts = _checked_counts(hand, melds, win)
    search = _search(rules)
    branches = _branches(counts, melds, win, rules, search)
    if not branches:
        return None
    if rules.arrangement_objective == "points":
        return _by_points(branches, melds, rules, search)
    return _by_hu(branches, melds, rules, search)


def waiting_cards(
    hand: Iterable[Card], melds: Iterable[Meld] = (), rules: RuleSet = STANDARD
) -> dict[Card, int]:
    """{face: 胡} for every face that wins when added to the hand (叫牌), in face order.

    Faces whose four copies are all in the hand and melds already are skipped.
    """
    hand = tuple(hand)
    melds = tuple(melds)
    counts = _checked_counts(hand, melds, None)
    seen = list(counts)
    for meld in melds:
        for card in meld.cards:
            seen[card] += 1
    search = _search(rules)
    part = _fixed_part(counts, melds, rules)
    waits: dict[Card, int] = {}
    # Most faces cannot complete the shape at all: the readiness search says which may.
    candidates = wait_candidates(counts)
    for face in Card:
        if seen[face] >= COPIES or not candidates >> face & 1:
            continue
        if rules.arrangement_objective == "points":
            # The paying arrangement may hold less than the most 胡: build it.
            chosen = analyze(hand, melds, face, rules)
            hu = chosen.hu if chosen is not None and chosen.is_win else None
        else:
            # Under max_hu the chosen 胡 is the best winning one whatever breaks ties.
            branches = _branches(counts, melds, face, rules, search, part)
            hu = max((v for b in branches if (v := _win_value(b, rules)) is not None), default=None)
        if hu is not None:
            waits[face] = hu
    return waits


def instant_win(
    hand: Iterable[Card], melds: Iterable[Meld] = (), rules: RuleSet = STANDARD
) -> Arrangement | None:
    """The instant win 三垅/四坎 of a dealt hand (RULES.md §D8), or None if it does not apply.

    ``melds`` are the long 垅 already laid.  The arrangement holds every 坎/垅,
    then the partial grouping of the other cards into 列 with the most 胡; the
    cards left over are in ``.loose``.
    """
    melds = tuple(melds)
    counts = _checked_counts(hand, melds, None)
    longs = sum(1 for c in counts if c == 4) + sum(1 for m in melds if m.kind is MeldKind.LONG)
    kans = sum(1 for c in counts if c == 3)
    three_long = rules.instant_three_long and longs >= 3
    if not (three_long or longs + kans >= rules.instant_kan_count):
        return None
    locked = _locked(counts)
    search = _search(rules)
    loose = _loose(counts)
    hu, _, gids = search.partial(loose)
    for gid in gids:
        loose -= sum(one(c) for c in search.groups[gid].cards)
    groups = melds + locked + _ordered(gids, search)
    fixed_hu = sum(g.hu(rules) for g in melds + locked)
    return Arrangement(groups, fixed_hu + hu, True, loose=tuple(unpack(loose)))


# -- the fixed part and the branches ---------------------------------------------


def _checked_counts(hand: Iterable[Card], melds: Sequence[Meld], win: Card | None) -> list[int]:
    """Counts of the concealed hand, after checking that no face appears more than 4 times."""
    counts = counts_of(hand)
    if not melds and max(counts) < COPIES:
        return counts  # a fifth copy needs the winning card on a fourth, or exposed ones
    total = list(counts)
    for meld in melds:
        if meld.kind is MeldKind.DUI:
            raise ValueError("an exposed meld must be a 列, not a 对")
        for card in meld.cards:
            total[card] += 1
    if win is not None:
        total[win] += 1
    for face, n in enumerate(total):
        if n > COPIES:
            raise ValueError(f"{n} copies of {Card(face)}: the deck holds {COPIES}")
    return counts


def _search(rules: RuleSet) -> LooseSearch:
    triple = MeldKind.PENG if rules.win_card_triple_is_peng else MeldKind.KAN
    return search_for(rules.hu_table, triple)


def _locked(counts: Sequence[int]) -> tuple[Meld, ...]:
    """The concealed triples (坎) and quads (垅), in face order: they cannot be split (C12)."""
    return tuple(
        _SAME_FACE[MeldKind.LONG if c == 4 else MeldKind.KAN][face]
        for face, c in enumerate(counts)
        if c >= 3
    )


def _loose(counts: Sequence[int]) -> int:
    """The packed concealed cards outside every 坎/垅."""
    return pack([c if c < 3 else 0 for c in counts])


class _Fixed(NamedTuple):
    """What every branch of a hand shares, whatever the winning card: worked out once
    per hand, as ``waiting_cards`` asks for the branches of up to 20 winning cards."""

    locked: tuple[Meld, ...]
    loose: int
    size: int  #: loose cards
    exposed_hu: int  #: 胡 of the exposed 列
    hu: int  #: 胡 of the exposed and the locked 列
    quad: bool  #: a quad among them


def _fixed_part(counts: Sequence[int], melds: tuple[Meld, ...], rules: RuleSet) -> _Fixed:
    # one pass over the faces: asked of every hand analysed
    locked: list[Meld] = []
    loose = size = 0
    for face, c in enumerate(counts):
        if c >= 3:
            locked.append(_SAME_FACE[MeldKind.LONG if c == 4 else MeldKind.KAN][face])
        elif c:
            loose |= c << (FACE_BITS * face)
            size += c
    exposed_hu = sum(m.hu(rules) for m in melds) if melds else 0
    return _Fixed(
        tuple(locked),
        loose,
        size,
        exposed_hu,
        exposed_hu + sum(g.hu(rules) for g in locked),
        4 in counts or _has_quad(melds),
    )


def _branches(
    counts: Sequence[int],
    melds: tuple[Meld, ...],
    win: Card | None,
    rules: RuleSet,
    search: LooseSearch,
    part: _Fixed | None = None,
) -> list[_Branch]:
    """The branches of this hand that have a complete shape (D4–D6); ``part`` is the
    hand's ``_fixed_part`` when the caller has it already."""
    if part is None:
        part = _fixed_part(counts, melds, rules)
    locked, loose, size = part.locked, part.loose, part.size
    # (fixed part, loose cards, how many, a quad among the groups, 胡 of the fixed part)
    variants: list[tuple[tuple[Meld, ...], int, int, bool, int]] = []
    if win is None:
        variants.append((locked, loose, size, part.quad, part.hu))
    else:
        # The winning card is loose; if it is a 坎's fourth copy it may instead make a 招.
        variants.append((locked, loose + one(win), size + 1, part.quad, part.hu))
        if counts[win] == 3:
            zhao = tuple(_SAME_FACE[MeldKind.ZHAO][win] if g.face == win else g for g in locked)
            zhao_hu = part.exposed_hu + sum(g.hu(rules) for g in zhao)
            variants.append((zhao, loose, size, True, zhao_hu))
    branches = []
    for fixed, key, n, quad, fixed_hu in variants:
        pair = _pair_flag(n, len(melds) + len(fixed), quad, rules)
        if pair is None:
            continue
        summary = search.summary(key | pair)
        if summary is not None:
            branches.append(_Branch(fixed, fixed_hu, key | pair, summary))
    return branches


def _has_quad(groups: Iterable[Meld]) -> bool:
    return any(g.kind.is_quad for g in groups)


def _pair_flag(loose: int, fixed_units: int, quad: bool, rules: RuleSet) -> int | None:
    """Whether the loose cards must hold the 对 (PAIR_FLAG) or not (0); None: no shape (D3, D4).

    Seven units in all: 7 列, or 6 列 + 对.  The card count alone says which.
    """
    lie = 7 - fixed_units
    if lie >= 0 and loose == 3 * lie:
        return 0 if (not quad or rules.seven_lie_with_quad) else None
    if lie >= 1 and loose == 3 * lie - 1:
        return PAIR_FLAG if (quad or not rules.pair_needs_quad) else None
    return None


# -- choosing the arrangement (D7, F) ----------------------------------------------


def _wins(hu: int, rules: RuleSet) -> bool:
    return hu >= rules.min_hu or (hu == 0 and rules.luanhu)


def _win_value(branch: _Branch, rules: RuleSet) -> int | None:
    """The most 胡 a winning arrangement of this branch holds, or None if none wins (F1, F2)."""
    most = branch.fixed_hu + branch.summary[0]
    if most >= rules.min_hu:
        return most
    # Totals 1..min_hu-1 never win, but a 0-胡 arrangement beside them may (V71).
    least = branch.fixed_hu + branch.summary[1]
    return 0 if (least == 0 and rules.luanhu) else None


def _by_hu(
    branches: list[_Branch], melds: tuple[Meld, ...], rules: RuleSet, search: LooseSearch
) -> Arrangement:
    """max_hu: the winning arrangement with the most 胡; ties by W, then first found."""
    values = [_win_value(b, rules) for b in branches]
    if all(v is None for v in values):
        return _best_losing(branches, melds, search)
    best = max(v for v in values if v is not None)
    tied = [i for i, v in enumerate(values) if v == best]
    if rules.scoring == "deng":
        # 算等 pays by 胡 and by the cards alone (G.1): equal 胡 means equal W, so the
        # first arrangement found with the best 胡 is the answer; no need to list them.
        branch = branches[tied[0]]
        gids = search.build(branch.key, zero=best == 0)
        return _arrangement(melds, branch, gids, best, True, search)
    candidates = [c for c in _candidates(branches, search, tied) if c.hu == best]
    return _best_paying(candidates, branches, melds, rules, search)


def _by_points(
    branches: list[_Branch], melds: tuple[Meld, ...], rules: RuleSet, search: LooseSearch
) -> Arrangement:
    """points: the winning arrangement paying the winner most, then the most 胡 (D7)."""
    candidates = [
        c for c in _candidates(branches, search, range(len(branches))) if _wins(c.hu, rules)
    ]
    if not candidates:
        return _best_losing(branches, melds, search)
    return _best_paying(candidates, branches, melds, rules, search)


def _candidates(
    branches: list[_Branch], search: LooseSearch, which: Iterable[int]
) -> list[_Candidate]:
    """Every complete arrangement of the given branches, branch by branch in first-found order."""
    return [
        _Candidate(branches[i].fixed_hu + hu, i, gids)
        for i in which
        for hu, gids in search.partitions(branches[i].key)
    ]


def _best_paying(
    candidates: list[_Candidate],
    branches: list[_Branch],
    melds: tuple[Meld, ...],
    rules: RuleSet,
    search: LooseSearch,
) -> Arrangement:
    """The candidate with the highest (W, 胡); ``max`` keeps the first of equals."""
    arrangements = [
        _arrangement(melds, branches[c.branch], c.gids, c.hu, True, search) for c in candidates
    ]
    if len(arrangements) == 1:
        return arrangements[0]
    return max(arrangements, key=lambda a: (score(a, rules).winner_gets, a.hu))


def _best_losing(
    branches: list[_Branch], melds: tuple[Meld, ...], search: LooseSearch
) -> Arrangement:
    """No arrangement wins: the complete shape with the most 胡, first on ties."""
    branch = max(branches, key=lambda b: b.fixed_hu + b.summary[0])
    hu = branch.fixed_hu + branch.summary[0]
    return _arrangement(melds, branch, search.build(branch.key, zero=False), hu, False, search)


def _ordered(gids: Iterable[int], search: LooseSearch) -> tuple[Meld, ...]:
    return tuple(search.groups[g] for g in sorted(gids, key=search.display_rank.__getitem__))


def _arrangement(
    melds: tuple[Meld, ...],
    branch: _Branch,
    gids: Iterable[int],
    hu: int,
    is_win: bool,
    search: LooseSearch,
) -> Arrangement:
    """Exposed 列 first, then the locked ones, then the loose groups by card order (对 last)."""
    return Arrangement(melds + branch.fixed + _ordered(gids, search), hu, is_win)
