"""吃 and 比 (RULES.md §C7, §C8, §C12; vectors of §I.3)."""

from __future__ import annotations

import pytest

from dager_desktop.engine import Card, ChiOption, Meld, chi_options, parse_cards


def faces(option: ChiOption) -> tuple[str, tuple[str, ...]]:
    """An option as text: the 吃 列 and its 比 列."""
    return str(option.meld), tuple(str(b) for b in option.bi)


def options(hand: str, card: str) -> set[tuple[str, tuple[str, ...]]]:
    result = chi_options(parse_cards(hand), parse_cards(card)[0])
    found = {faces(o) for o in result}
    assert len(found) == len(result), "options must be distinct by faces"
    return found


@pytest.mark.parametrize(
    ("hand", "card", "expected"),
    [
        pytest.param("三四四五五", "三", {("三四五", ("三四五",))}, id="V27"),
        pytest.param("一二三八九", "三", set(), id="V28"),
        pytest.param(
            "一二三二四五",
            "三",
            {
                ("一二三", ("三四五",)),
                ("一二三", ("二三四",)),
                ("三四五", ("一二三",)),
                ("二三四", ("一二三",)),
            },
            id="V29",
        ),
        pytest.param("肆伍伍伍", "陆", set(), id="V31"),
        pytest.param("七七八九", "七", set(), id="V33"),
    ],
)
def test_vectors(hand, card, expected):
    assert options(hand, card) == expected


@pytest.mark.parametrize(
    ("hand", "card", "expected"),
    [
        # 绞 with the other case twice: the 三 left in the hand needs no 比;
        # or the 绞 using the hand's 三
        pytest.param("三叁叁", "三", {("三叁叁", ()), ("三三叁", ())}, id="jiao-exempt"),
        # 绞 using the hand's own copy (三三叁): nothing is left to 比
        pytest.param("三叁", "三", {("三三叁", ())}, id="jiao-own-copy"),
        # both 绞 shapes plus a run whose leftover 三 goes down as 三叁叁
        pytest.param(
            "三叁叁四五",
            "三",
            {("三三叁", ()), ("三叁叁", ()), ("三四五", ("三叁叁",))},
            id="jiao-and-run-with-bi",
        ),
        # the run would leave a 三 that cannot be placed; only the 绞 is legal
        pytest.param("三叁四五", "三", {("三三叁", ())}, id="run-illegal-jiao-legal"),
        pytest.param("柒柒", "七", {("七柒柒", ())}, id="jiao-big-pair"),
        pytest.param("七柒", "七", {("七七柒", ())}, id="jiao-small-pair"),
        pytest.param("七七七柒", "柒", set(), id="jiao-blocked-by-kan"),
    ],
)
def test_jiao(hand, card, expected):
    assert options(hand, card) == expected


@pytest.mark.parametrize(
    ("hand", "card", "expected"),
    [
        pytest.param("七十", "二", {("二七十", ())}, id="erqishi-2"),
        pytest.param("二十", "七", {("二七十", ())}, id="erqishi-7"),
        pytest.param("贰柒", "拾", {("贰柒拾", ())}, id="erqishi-big"),
        pytest.param("七拾", "二", set(), id="erqishi-mixed-case"),
        # 二七十 as the 比 of a run
        pytest.param(
            "一三二七十", "二", {("一二三", ("二七十",)), ("二七十", ("一二三",))}, id="erqishi-bi"
        ),
        # the 二七十 would use a card of the 坎 十十十
        pytest.param("七十十十", "二", set(), id="erqishi-kan-lock"),
    ],
)
def test_erqishi(hand, card, expected):
    assert options(hand, card) == expected


@pytest.mark.parametrize(
    ("hand", "card", "expected"),
    [
        pytest.param("八九", "十", {("八九十", ())}, id="run-top"),
        pytest.param("二三", "一", {("一二三", ())}, id="run-bottom"),
        pytest.param("九拾", "十", set(), id="mixed-run-no"),
        pytest.param("四六", "五", {("四五六", ())}, id="run-middle"),
        pytest.param("三四六七", "五", {("三四五", ()), ("四五六", ()), ("五六七", ())}, id="runs"),
        # a 垅 is locked like a 坎
        pytest.param("四六六六六", "五", set(), id="long-lock"),
        # a 坎 of another face stays whole; the pair 六六 is usable
        pytest.param("四六六", "五", {("四五六", ())}, id="pair-of-other-face"),
        # a 坎 of the card itself: 招, never 吃
        pytest.param("五五五四六", "五", set(), id="kan-of-card"),
    ],
)
def test_runs_and_locks(hand, card, expected):
    assert options(hand, card) == expected


def test_bi_leftover_cannot_use_the_eaten_cards():
    # 吃 三 with 四五: the leftover 三 needs its own 四五, so a single 四 五 is not enough
    assert options("三四五", "三") == set()


def test_order_is_deterministic_and_sorted():
    hand = parse_cards("一二三二四五")
    first = chi_options(hand, Card.X3)
    again = chi_options(list(reversed(hand)), Card.X3)
    assert first == again
    keys = [(o.meld.cards, tuple(b.cards for b in o.bi)) for o in first]
    assert keys == sorted(keys)


def test_option_shape():
    (option,) = chi_options(parse_cards("三四四五五"), Card.X3)
    assert isinstance(option.meld, Meld)
    assert Card.X3 in option.meld.cards
    assert len(option.bi) == 1 and Card.X3 in option.bi[0].cards


# -- the cached count-vector path against the plain one ------------------------------


def _plain_chi_options(hand: list[Card], card: Card) -> list[ChiOption]:
    """``chi_options`` written plainly (C7, C8, C12): every 列 of the card and two free
    hand cards, then the 比 列 that lays down a copy left in the hand."""
    from dager_desktop.engine import MeldKind
    from dager_desktop.engine.chi import partners

    def lies(free: list[int]) -> list[Meld]:
        return [
            Meld(kind, (card, a, b))
            for kind, a, b in partners(card)
            if free[a] >= (2 if a == b else 1) and free[b] >= 1
        ]

    counts = [hand.count(Card(f)) for f in range(20)]
    if counts[card] >= 2:
        return []
    free = [n if n < 3 else 0 for n in counts]
    found: set[ChiOption] = set()
    for meld in lies(free):
        rest = list(free)
        taken = list(meld.cards)
        taken.remove(card)
        for c in taken:
            rest[c] -= 1
        if rest[card] == 0 or meld.kind is MeldKind.JIAO:
            found.add(ChiOption(meld))
            continue
        rest[card] -= 1
        found.update(ChiOption(meld, (bi,)) for bi in lies(rest))
    return sorted(found, key=lambda o: (o.meld.cards, *(b.cards for b in o.bi)))


def test_chi_options_agree_with_the_plain_search() -> None:
    import random

    from dager_desktop.engine.claims import chi_actions

    rng = random.Random(7)
    deck = [c for c in Card for _ in range(4)]
    for _ in range(3000):
        hand = rng.sample(deck, rng.choice((2, 5, 8, 11, 14, 17, 20)))
        card = Card(rng.randrange(20))
        if hand.count(card) == 4:
            continue
        expected = _plain_chi_options(hand, card)
        assert chi_options(hand, card) == expected, (hand, card)
        if len(hand) <= 5:
            continue  # a claim must leave a card (C14): the 吃 of a small hand are fewer
        counts = [hand.count(Card(f)) for f in range(20)]
        assert [(a.meld, a.bi) for a in chi_actions(counts, card, False)] == [
            (o.meld, o.bi) for o in expected
        ]
