"""What a hand's win would pay under the 名堂 scorings (``win_size``)."""

from __future__ import annotations

import pytest

from dager_desktop.ai.evaluate import reading
from dager_desktop.ai.win_size import factor
from dager_desktop.engine import PRESETS
from dager_desktop.engine.cards import counts_of, parse_cards


def _factor(text: str, preset: str) -> float:
    counts = tuple(counts_of(parse_cards(text)))
    read = reading(counts, (), PRESETS[preset])
    assert read is not None
    return factor(counts, (), read, PRESETS[preset])


RED_14 = "二七十 二七十 贰柒拾 贰柒拾 一二三 四五六 柒捌"  # no 坎: 飘 too
RED_4 = "一二三 四五六 八九十 壹贰叁 肆伍陆 柒捌 玖玖"
NINE = "二七十 二七十 贰柒拾 三四五 四五六 八九 叁肆"
NONE = "三四五 四五六 三四五 叁肆伍 肆伍陆 八九 捌玖"
KAN_RED_4 = "一二三 四五六 八九十 壹贰叁 肆伍陆 柒捌 玖玖玖"


def test_mingtang_pays_red_piao_and_wu_by_the_fan_table():
    # 红胡 8 × 飘 8 = 64, capped at 32番: 24 points a loser against a plain win's 5
    assert _factor(RED_14, "mingtang") == pytest.approx(24 / 5)
    # four red cards over three units is no 印; 飘 alone: 8番
    assert _factor(RED_4, "mingtang") == pytest.approx(12 / 5)
    # a locked 坎 spoils 飘: a plain win
    assert _factor(KAN_RED_4, "mingtang") == pytest.approx(1.0)
    # nine red cards: half of 红
    assert _factor(NINE, "mingtang") == pytest.approx((24 / 5 + 12 / 5) / 2)
    # no red card: 乌胡 32番
    assert _factor(NONE, "mingtang") == pytest.approx(24 / 5)


def test_huzi_doubles_red_and_counts_all_black_as_160():
    assert _factor(RED_14, "online001") == 2.0
    assert _factor(RED_4, "online001") == 1.0
    assert _factor(NINE, "online001") == 1.5
    assert _factor(NONE, "online001") > 4.0


def test_standard_scoring_reads_no_mingtang():
    assert _factor(RED_14, "standard") == 1.0


def test_the_normal_level_values_the_mingtang_of_a_hand_only_where_it_pays():
    from dager_desktop.ai.context import Context
    from dager_desktop.ai.evaluate import hand_value
    from dager_desktop.ai.weights import NORMAL, Weights

    from .helpers import random_states

    for preset in ("mingtang", "standard"):
        game, decision = next(iter(random_states(preset, 1, seed=3)))
        view = game.view(decision.seat)
        red = list(counts_of(parse_cards(RED_14)))
        gain = hand_value(red, (), Context(view, NORMAL)) - hand_value(
            red, (), Context(view, Weights())
        )
        expected = NORMAL.mingtang * (24 / 5 - 1) if preset == "mingtang" else 0.0
        assert gain == pytest.approx(expected)
