"""``maybe_ready`` never says "no" for a hand that ``waiting_cards`` finds ready."""

from __future__ import annotations

import os
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dager_desktop.engine import Card, parse_cards, waiting_cards
from dager_desktop.engine.cards import counts_of
from dager_desktop.engine.readiness import discards_maybe_ready, maybe_ready

EXAMPLES = int(os.environ.get("DAGER_PROP_EXAMPLES", "300"))


def _groups() -> list[tuple[Card, ...]]:
    menu: list[tuple[Card, ...]] = []
    for face in Card:
        menu.append((face,) * 3)
        if face.rank <= 8:
            menu.append((face, Card(face + 1), Card(face + 2)))
        if face.rank == 2:
            menu.append((face, Card(face + 5), Card(face + 8)))
        menu.append((face, face, face.other_case))
    return menu


GROUPS = _groups()


@st.composite
def near_winning_hands(draw: st.DrawFn) -> list[Card]:
    """20 cards: seven random 列 with one card taken out (ready more often than not)."""
    cards = [c for _ in range(7) for c in draw(st.sampled_from(GROUPS))]
    cards.pop(draw(st.integers(0, 20)))
    counts = counts_of(cards)
    if max(counts) > 4:
        cards = [c for c in cards if counts[c] <= 4]
    return cards


@settings(max_examples=EXAMPLES, deadline=None)
@given(near_winning_hands())
def test_a_ready_hand_is_never_ruled_out(hand: list[Card]) -> None:
    if waiting_cards(hand):
        assert maybe_ready(counts_of(hand))


def test_far_hand_is_ruled_out() -> None:
    # Six singles no 列 of real cards can hold; one unknown card can't rescue them.
    hand = parse_cards("一五九壹伍玖三三三叁叁叁七七七柒柒柒十十")
    assert not maybe_ready(counts_of(hand))
    assert not waiting_cards(hand)


def test_kan_with_the_fourth_copy_counts() -> None:
    # 招胡: the 坎 takes its fourth copy and the loose cards are already complete.
    hand = parse_cards("五五五一二三壹贰叁二七十七八九肆伍陆拾拾")
    assert parse_cards("五")[0] in waiting_cards(hand)
    assert maybe_ready(counts_of(hand))


def test_the_wait_candidates_hold_every_wait() -> None:
    """``waiting_cards`` tries only ``wait_candidates``: checked against every face."""
    from dager_desktop.engine import analyze
    from dager_desktop.engine.cards import cards_of
    from dager_desktop.engine.readiness import wait_candidates

    rng = random.Random(3)
    hands = [_random_counts(rng, rng.choice((8, 14, 20))) for _ in range(100)]
    for _ in range(300):
        counts = _near_winning(rng)
        counts[rng.choice([f for f in range(20) if counts[f]])] -= 1
        hands.append(counts)
    waits = 0
    for counts in hands:
        candidates = wait_candidates(counts)
        hand = cards_of(counts)
        for face in Card:
            if counts[face] == 4 or candidates >> face & 1:
                continue
            result = analyze(hand, (), face)
            assert result is None or not result.is_win, (counts, face)
        waits += len(waiting_cards(hand))
    assert waits > 100


# -- the packed search against the plain one it replaced -----------------------------


def _plain_splits(counts: tuple[int, ...], wild: bool, pair: bool) -> bool:
    """Can ``counts`` split into 列 (+ at most one 对 while ``pair``), using the
    unknown card exactly once while ``wild``?  Lowest face first, on count tuples."""
    from dager_desktop.engine.readiness import _TEMPLATES

    face = next((f for f in range(20) if counts[f]), None)
    if face is None:
        return not wild
    rest = list(counts)
    rest[face] -= 1
    if pair:
        if rest[face] and _plain_take(rest, (face,), wild, False):
            return True
        if wild and _plain_splits(tuple(rest), False, False):
            return True
    return any(_plain_take(rest, members, wild, pair) for members in _TEMPLATES[face])


def _plain_take(rest: list[int], members: tuple[int, ...], wild: bool, pair: bool) -> bool:
    left = list(rest)
    used_wild = False
    for m in members:
        if left[m]:
            left[m] -= 1
        elif wild and not used_wild:
            used_wild = True
        else:
            return False
    return _plain_splits(tuple(left), wild and not used_wild, pair)


def _plain_maybe_ready(counts: list[int]) -> bool:
    loose = tuple(n if n < 3 else 0 for n in counts)
    if _plain_splits(loose, True, True):
        return True
    return any(n == 3 for n in counts) and _plain_splits(loose, False, True)


def _near_winning(rng: random.Random) -> list[int]:
    """21 cards: seven random 列, one card swapped for a random one (as counts)."""
    while True:
        cards = [c for _ in range(7) for c in rng.choice(GROUPS)]
        cards[rng.randrange(21)] = Card(rng.randrange(20))
        counts = counts_of(cards)
        if max(counts) <= 4:
            return counts


def _random_counts(rng: random.Random, size: int) -> list[int]:
    deck = [c for c in Card for _ in range(4)]
    return counts_of(rng.sample(deck, size))


def test_packed_search_agrees_with_the_plain_one() -> None:
    rng = random.Random(11)
    hands = [_random_counts(rng, rng.choice((5, 8, 11, 14, 17, 20))) for _ in range(400)]
    for _ in range(300):  # and 20 cards near a win: one card fewer
        counts = _near_winning(rng)
        counts[rng.choice([f for f in range(20) if counts[f]])] -= 1
        hands.append(counts)
    for counts in hands:
        assert maybe_ready(counts) == _plain_maybe_ready(counts), counts


def test_one_search_for_every_discard_agrees_with_one_per_discard() -> None:
    rng = random.Random(12)
    hands = [_random_counts(rng, 21) for _ in range(300)]
    hands += [_near_winning(rng) for _ in range(300)]
    for counts in hands:
        each = [
            d
            for d in range(20)
            if 0 < counts[d] < 3 and maybe_ready([n - (f == d) for f, n in enumerate(counts)])
        ]
        assert discards_maybe_ready(counts) == each, counts


def test_a_complete_hand_is_never_ruled_out() -> None:
    """``may_be_complete`` (the 天胡 pre-check) is false only where ``analyze`` of the
    dealt hand finds no complete arrangement."""
    from dager_desktop.engine import analyze
    from dager_desktop.engine.cards import cards_of
    from dager_desktop.engine.readiness import may_be_complete

    rng = random.Random(13)
    hands = [_random_counts(rng, 21) for _ in range(200)]
    hands += [counts_of([c for _ in range(7) for c in rng.choice(GROUPS)]) for _ in range(400)]
    hands += [_near_winning(rng) for _ in range(200)]
    complete = 0
    for counts in hands:
        if max(counts) > 4:
            continue
        found = analyze(cards_of(counts)) is not None
        complete += found
        assert may_be_complete(counts) or not found, counts
    assert complete > 40  # the test saw complete hands too
