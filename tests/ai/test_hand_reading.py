"""The hand reading (``ai.hand_reading``) agrees with the engine's own 叫牌 test."""

from __future__ import annotations

import random

from dager_desktop.ai.evaluate import reading
from dager_desktop.engine import PRESETS, Card, parse_cards, waiting_cards
from dager_desktop.engine.cards import counts_of

RULES = PRESETS["standard"]


def _read(text: str):
    return reading(tuple(counts_of(parse_cards(text))), (), RULES)


def test_a_ready_hand_is_one_card_away():
    # six 列 and a pair: 一二三 壹贰叁 二七十 四五六 捌玖拾 八八捌 + 九九
    hand = "一二三 壹贰叁 二七十 四五六 捌玖拾 八八捌 九九"
    assert waiting_cards(parse_cards(hand))
    read = _read(hand)
    assert read.distance == 1
    assert read.needs == (((8,), True),)  # the 九 it waits for comes by 碰 or 胡


def test_distance_counts_the_missing_cards():
    # two pairs and a run partial less: 一二三 壹贰叁 二七十 四五六 捌玖 + 九九 陆陆 + 3 singles
    read = _read("一二三 壹贰叁 二七十 四五六 捌玖 九九 陆陆 十 叁")
    assert read.distance == 3
    assert len(read.isolated) == 2


def test_ready_shapes_agree_with_waiting_cards():
    rng = random.Random(9)
    deck = [Card(f) for f in range(20) for _ in range(4)]
    for _ in range(300):
        rng.shuffle(deck)
        hand = deck[:20]
        read = reading(tuple(counts_of(hand)), (), RULES)
        if waiting_cards(hand, (), RULES):
            assert read is not None and read.distance == 1


def _plain_table(state: int, dui: int, peng_hu: tuple[int, ...]) -> tuple[int, ...]:
    """The table search written plainly (no memo, no precomputed moves): the reference."""
    from dager_desktop.ai.hand_reading import NEG, _options

    if state == 0:
        return (0,) + (NEG,) * 7
    best = [NEG] * 8
    for child, cdui, du, add, _need, _peng in _options(state, dui, peng_hu):
        sub = _plain_table(child, cdui, peng_hu)
        row = [NEG] + [v + add for v in sub[:7]] if du else list(sub)
        best = [max(a, b) for a, b in zip(best, row, strict=True)]
    return tuple(best)


def test_memoised_table_matches_the_plain_search():
    from dager_desktop.ai.evaluate import shape_search_for
    from dager_desktop.ai.hand_reading import ShapeSearch, pack_loose

    peng_hu = shape_search_for(RULES).peng_hu
    search = ShapeSearch(peng_hu)
    rng = random.Random(4)
    # many states share a lowest face and its partners: the worked-out moves are reused
    for _ in range(400):
        counts = [0] * 20
        for _ in range(rng.randint(1, 11)):
            face = rng.randrange(20)
            counts[face] = min(2, counts[face] + 1)
        dui = rng.randint(0, 1)
        state = pack_loose(counts)
        assert search.table(state, dui) == _plain_table(state, dui, peng_hu)
