"""Properties of analyze / waiting_cards over generated hands (RULES.md §D, §F).

The default run is short; set DAGER_PROP_EXAMPLES (e.g. 5000) for a longer one.
A plain exhaustive search written independently of the engine serves as the
reference for the winning decision and the 胡 under ``max_hu``.
"""

from __future__ import annotations

import os
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dager_desktop.engine import arrangement_search
from dager_desktop.engine.arrangement import analyze, instant_win, waiting_cards
from dager_desktop.engine.cards import COPIES, Card, format_cards
from dager_desktop.engine.melds import Arrangement, Meld, MeldKind
from dager_desktop.engine.rules import PRESETS, STANDARD, RuleSet

from .brute_force import Deal, reference

K = MeldKind
EXAMPLES = int(os.environ.get("DAGER_PROP_EXAMPLES", "200"))
SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

HU_RULES = [
    STANDARD,
    STANDARD.replace(hu_table="forum000"),
    STANDARD.replace(hu_table="online001"),
    STANDARD.replace(win_card_triple_is_peng=False),
    STANDARD.replace(pair_needs_quad=False),
    STANDARD.replace(seven_lie_with_quad=False),
    STANDARD.replace(luanhu=False, min_hu=5),
    STANDARD.replace(min_hu=20),
]
ALL_RULES = [*HU_RULES, PRESETS["mingtang"], PRESETS["online001"]]



# -- generated hands ---------------------------------------------------------------


def _three_card_shapes() -> list[tuple[MeldKind, tuple[Card, ...]]]:
    shapes: list[tuple[MeldKind, tuple[Card, ...]]] = []
    for f in Card:
        shapes.append((K.PENG, (f,) * 3))
        if f.rank <= 8:
            shapes.append((K.SHUN, (f, Card(f + 1), Card(f + 2))))
        if f.rank == 2:
            shapes.append((K.ERQISHI, (f, Card(f + 5), Card(f + 8))))
        if not f.big:
            shapes.append((K.JIAO, (f, f, f.other_case)))
    return shapes


SHAPES = _three_card_shapes()
TRIPLES = [s for s in SHAPES if s[0] is K.PENG]
OTHERS = [s for s in SHAPES if s[0] is not K.PENG]


def _shape(rng: random.Random) -> tuple[MeldKind, tuple[Card, ...]]:
    # Triples are rare in real hands, and stray ones lock as 坎: keep them a minority.
    return rng.choice(TRIPLES if rng.random() < 0.12 else OTHERS)


def _concealed(rng: random.Random, lie: int) -> list[Card]:
    """``lie`` random 列; a shape that would give a face a stray third copy is redrawn once,
    since such a triple locks as a 坎 and breaks the 列 it was drawn for."""
    pool: list[Card] = []
    for _ in range(lie):
        for _try in range(2):
            kind, cards = _shape(rng)
            held = Counter(pool)
            if kind is K.PENG or all(held[c] + cards.count(c) < 3 for c in cards):
                break
        pool.extend(cards)
    return pool


def _deal(rng: random.Random) -> Deal | None:
    """Exposed 列 plus concealed cards near a complete hand; None if a face ran over 4."""
    melds: list[Meld] = []
    for _ in range(rng.choice([0, 0, 0, 1, 1, 2, 3])):
        kind, cards = _shape(rng)
        if kind is K.PENG and rng.random() < 0.4:
            kind, cards = rng.choice([K.ZHAO, K.LONG]), cards + cards[:1]
        melds.append(Meld(kind, cards))
    pool = _concealed(rng, 7 - len(melds))
    if pool and rng.random() < (0.6 if any(m.kind.is_quad for m in melds) else 0.1):
        del pool[-3:]  # a 对 instead of the last 列
        pool += [Card(rng.randrange(20))] * 2
    for _ in range(rng.choice([0, 0, 0, 0, 0, 1, 2])):
        pool[rng.randrange(len(pool))] = Card(rng.randrange(20))  # noise
    if rng.random() < 0.1:
        pool = rng.sample([c for c in Card for _ in range(COPIES)], len(pool))
    rng.shuffle(pool)
    win = None if rng.random() < 0.15 else pool.pop()
    seen = Counter(pool) + Counter(c for m in melds for c in m.cards)
    if win is not None:
        seen[win] += 1
    if max(seen.values(), default=0) > COPIES:
        return None
    return pool, tuple(melds), win


deals = st.randoms(use_true_random=False).map(_deal).filter(lambda d: d is not None)


def _describe(deal: Deal) -> str:
    hand, melds, win = deal
    return f"hand {format_cards(hand)} melds {[str(m) for m in melds]} win {win}"


# -- properties --------------------------------------------------------------------


def _units_ok(result: Arrangement, rules: RuleSet) -> bool:
    duis = sum(1 for g in result.groups if g.kind is K.DUI)
    quad = any(g.kind.is_quad for g in result.groups)
    if len(result.groups) != 7 or duis > 1:
        return False
    if duis:
        return quad or not rules.pair_needs_quad
    return not quad or rules.seven_lie_with_quad


@SETTINGS
@given(deal=deals, rules=st.sampled_from(ALL_RULES))
def test_uses_exactly_the_cards_and_sums_hu(deal: Deal, rules: RuleSet) -> None:
    hand, melds, win = deal
    result = analyze(hand, melds, win, rules)
    if result is None:
        return
    given_cards = [*hand, *(c for m in melds for c in m.cards), *([win] if win is not None else [])]
    assert Counter(result.cards) == Counter(given_cards), _describe(deal)
    assert result.loose == ()
    assert result.hu == sum(g.hu(rules) for g in result.groups), _describe(deal)
    assert result.groups[: len(melds)] == melds
    if result.is_win:
        assert _units_ok(result, rules), _describe(deal)


@SETTINGS
@given(deal=deals, rules=st.sampled_from(HU_RULES))
def test_agrees_with_brute_force(deal: Deal, rules: RuleSet) -> None:
    result = analyze(*deal, rules)
    expected = reference(deal, rules)
    got = None if result is None else (result.is_win, result.hu)
    assert got == expected, _describe(deal)


@settings(SETTINGS, max_examples=max(20, EXAMPLES // 5))
@given(deal=deals, rules=st.sampled_from(ALL_RULES))
def test_deterministic_whatever_the_cache(deal: Deal, rules: RuleSet) -> None:
    first = analyze(*deal, rules)
    assert analyze(*deal, rules) == first
    for search in arrangement_search._SEARCHES.values():
        search.summary.cache_clear()
        search.partitions.cache_clear()
    assert analyze(*deal, rules) == first, _describe(deal)


@settings(SETTINGS, max_examples=max(20, EXAMPLES // 2))
@given(deal=deals, rules=st.sampled_from(ALL_RULES))
def test_waits_are_exactly_the_winning_faces(deal: Deal, rules: RuleSet) -> None:
    hand, melds, _ = deal
    waits = waiting_cards(hand, melds, rules)
    held = Counter(hand) + Counter(c for m in melds for c in m.cards)
    for face in Card:
        if held[face] >= COPIES:
            assert face not in waits
            continue
        result = analyze(hand, melds, face, rules)
        if face in waits:
            assert result is not None and result.is_win and result.hu == waits[face], _describe(
                deal
            )
        else:
            assert result is None or not result.is_win, _describe(deal)


@SETTINGS
@given(deal=deals, rules=st.sampled_from(ALL_RULES))
def test_instant_win_keeps_every_card(deal: Deal, rules: RuleSet) -> None:
    hand, _, win = deal
    dealt = [*hand, *([win] if win is not None else [])]
    result = instant_win(dealt, (), rules)
    if result is None:
        return
    assert result.is_win
    assert Counter(result.cards) == Counter(dealt)
    assert result.hu == sum(g.hu(rules) for g in result.groups)
    assert all(g.kind is not K.DUI for g in result.groups)
