"""``maybe_ready`` never says "no" for a hand that ``waiting_cards`` finds ready."""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from dager_desktop.engine import Card, parse_cards, waiting_cards
from dager_desktop.engine.cards import counts_of
from dager_desktop.engine.readiness import maybe_ready

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


def test_precomputed_template_checks_match_their_definition() -> None:
    """``may_join`` and ``_isolated`` use tables built from ``_TEMPLATES``: same answers."""
    import random

    from dager_desktop.engine.readiness import _TEMPLATES, _isolated, may_join

    def joins(counts: list[int], face: int) -> bool:
        return bool(counts[face]) or any(
            all(counts[m] >= members.count(m) for m in members) for members in _TEMPLATES[face]
        )

    def held(loose: tuple[int, ...], face: int) -> bool:
        for members in _TEMPLATES[face]:
            need = {face: 1}
            for m in members:
                need[m] = need.get(m, 0) + 1
            if all(loose[m] >= n for m, n in need.items()):
                return True
        return False

    rng = random.Random(3)
    for _ in range(2000):
        counts = [rng.choice((0, 0, 0, 1, 1, 2, 3)) for _ in range(20)]
        for face in range(20):
            assert may_join(counts, face) == joins(counts, face)
        loose = tuple(n if n < 3 else 0 for n in counts)
        assert _isolated(loose) == [f for f in range(20) if loose[f] == 1 and not held(loose, f)]
