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
