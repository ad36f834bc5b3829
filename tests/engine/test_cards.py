"""Cards, colours and notation (RULES.md §A, §0.2; vectors V01, V02)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dager_desktop.engine import Card, format_cards, full_deck, parse_cards
from dager_desktop.engine.cards import counts_of


def test_V01_full_deck():
    deck = full_deck()
    assert len(deck) == 80
    assert counts_of(deck) == [4] * 20
    assert len(set(deck)) == 20
    red = [c for c in deck if c.red]
    assert len(red) == 24
    assert len(deck) - len(red) == 56
    assert format_cards(sorted(set(red))) == "二七十贰柒拾"


def test_V02_traditional_aliases():
    assert parse_cards("貳叄參陸") == [Card.D2, Card.D3, Card.D3, Card.D6]
    assert all(c.big for c in parse_cards("貳叄參陸"))


@pytest.mark.parametrize(
    ("card", "rank", "big", "red"),
    [
        (Card.X1, 1, False, False),
        (Card.X2, 2, False, True),
        (Card.X7, 7, False, True),
        (Card.X10, 10, False, True),
        (Card.D1, 1, True, False),
        (Card.D2, 2, True, True),
        (Card.D8, 8, True, False),
        (Card.D10, 10, True, True),
    ],
    ids=lambda v: repr(v),
)
def test_card_properties(card, rank, big, red):
    assert (card.rank, card.big, card.red) == (rank, big, red)
    assert Card.of(rank, big) is card
    assert card.other_case.rank == rank and card.other_case.big is not big
    assert card.other_case.other_case is card


def test_card_of_rejects_bad_rank():
    with pytest.raises(ValueError, match="11"):
        Card.of(11, False)


def test_small_before_big_and_int_index():
    assert sorted([Card.D1, Card.X10, Card.X1]) == [Card.X1, Card.X10, Card.D1]
    assert counts_of([Card.D10])[19] == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("一二三四五六七八九十", list(Card)[:10]),
        ("壹贰叁肆伍陆柒捌玖拾", list(Card)[10:]),
        ("一 二|三,四，五、六", list(Card)[:6]),
        ("x1 x10 d1 d10", [Card.X1, Card.X10, Card.D1, Card.D10]),
        ("X2D7", [Card.X2, Card.D7]),
        ("x10d3", [Card.X10, Card.D3]),
        ("", []),
    ],
    ids=["small", "big", "separators", "ascii", "ascii-upper", "ascii-adjacent", "empty"],
)
def test_parse(text, expected):
    assert parse_cards(text) == expected


@pytest.mark.parametrize(
    ("bad", "token"),
    [("一二z三", "'z三'"), ("一 二 z 三", "'z'"), ("x0", "'x0'"), ("q", "'q'"), ("一 五a", "'a'"),
     ("x11", "'x11'"), ("d3 x101", "'x101'")],
)
def test_parse_bad_token_names_it(bad, token):
    with pytest.raises(ValueError, match=token):
        parse_cards(bad)


def test_format_scripts():
    cards = parse_cards("贰叁陆一")
    assert format_cards(cards) == "贰叁陆一"
    assert format_cards(cards, "traditional") == "貳叄陸一"
    assert format_cards(cards, "ascii") == "d2 d3 d6 x1"
    assert str(Card.D2) == "贰" and Card.D2.glyph("traditional") == "貳"


def test_format_unknown_script():
    with pytest.raises(ValueError, match="klingon"):
        format_cards([Card.X1], "klingon")


@pytest.mark.parametrize("script", ["simplified", "traditional", "ascii"])
@given(cards=st.lists(st.sampled_from(list(Card)), max_size=30))
def test_format_parse_round_trip(script, cards):
    assert parse_cards(format_cards(cards, script)) == cards
