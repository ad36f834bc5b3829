"""A plain exhaustive search for the winning decision and 胡 of a hand (RULES.md §D, §F).

Written independently of the engine's search: the property tests check
``analyze`` against it, and ``benchmarks/bench_hand.py --reference`` times it
beside ``analyze`` on the same hands.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache

from dager_desktop.engine.cards import Card
from dager_desktop.engine.melds import Meld, MeldKind, hu_value
from dager_desktop.engine.rules import RuleSet

K = MeldKind
Deal = tuple[list[Card], tuple[Meld, ...], Card | None]


def reference(deal: Deal, rules: RuleSet) -> tuple[bool, int] | None:
    """(is_win, 胡) the engine must report under ``max_hu``, by brute force."""
    hand, melds, win = deal
    counts = Counter(hand)
    locked = [(K.LONG if n == 4 else K.KAN, f) for f, n in counts.items() if n >= 3]
    loose = sorted(c for c in hand if counts[c] < 3)
    options = [(locked, [*loose, win] if win is not None else loose)]
    if win is not None and counts[win] == 3:
        options.append(([(K.ZHAO if f == win else k, f) for k, f in locked], loose))
    totals: set[int] = set()
    for fixed, cards in options:
        fixed_hu = sum(m.hu(rules) for m in melds)
        fixed_hu += sum(hu_value(k, f, rules.hu_table) for k, f in fixed)
        quad = any(m.kind.is_quad for m in melds) or any(k.is_quad for k, _ in fixed)
        units = len(melds) + len(fixed)
        ways = splits(tuple(sorted(cards)), win, rules.hu_table, rules.win_card_triple_is_peng)
        for hu, lie, dui in ways:
            if units + lie + dui != 7:
                continue
            if dui and not (quad or not rules.pair_needs_quad):
                continue
            if not dui and quad and not rules.seven_lie_with_quad:
                continue
            totals.add(fixed_hu + hu)
    if not totals:
        return None
    winning = [t for t in totals if t >= rules.min_hu or (t == 0 and rules.luanhu)]
    return (True, max(winning)) if winning else (False, max(totals))


@cache
def splits(cards: tuple[Card, ...], win: Card | None, table: str, peng: bool) -> frozenset:
    """Every (胡, 列 count, 对 count ≤ 1) splitting all of ``cards``."""
    if not cards:
        return frozenset({(0, 0, 0)})
    first, rest = cards[0], list(cards[1:])
    found = set()
    for group, kind in _groups_with(first, rest, win, peng):
        left = list(rest)
        for c in group[1:]:
            left.remove(c)
        hu = hu_value(kind, first, table)
        for h, lie, dui in splits(tuple(left), win, table, peng):
            if kind is K.DUI:
                if not dui:
                    found.add((h + hu, lie, 1))
            else:
                found.add((h + hu, lie + 1, dui))
    return frozenset(found)


def _groups_with(
    first: Card, rest: list[Card], win: Card | None, peng: bool
) -> Iterator[tuple[tuple[Card, ...], MeldKind]]:
    have = Counter(rest)
    r, big = first.rank, first.big
    wanted = [([first], K.DUI)]
    if first == win:  # the winning card may complete a pair in hand
        wanted.append(([first, first], K.PENG if peng else K.KAN))
    if r <= 8:
        wanted.append(([Card.of(r + 1, big), Card.of(r + 2, big)], K.SHUN))
    if r == 2:
        wanted.append(([Card.of(7, big), Card.of(10, big)], K.ERQISHI))
    other = first.other_case
    wanted += [([first, other], K.JIAO), ([other, other], K.JIAO)]
    for extra, kind in wanted:
        if all(have[c] >= n for c, n in Counter(extra).items()):
            yield (first, *extra), kind
