"""高级玩法 名堂 scoring (RULES.md §G.2, §H #21–#31, #49, #51; vectors V59–V67, V72)."""

from __future__ import annotations

import pytest

from dager_desktop.engine import WinContext, score

from .scoring_hands import (
    MT,
    V11,
    V21,
    V26,
    V59,
    V60,
    V61,
    V63,
    V67,
    arr,
    assert_holds,
    lwd,
)


@pytest.mark.parametrize(
    ("spec", "fan", "keys", "expected"),
    [
        pytest.param(V59, 8, ("hong_hu",), (12, 6, 18), id="V59-mingtang"),
        pytest.param(V60, 2, ("ping_hu",), (5, 2, 8), id="V60"),
        pytest.param(V61, 4, ("ping_hu",), (8, 4, 12), id="V61"),
        pytest.param(V63, 32, ("wu_hu", "qing"), (24, 12, 36), id="V63"),
        # §G.2's 16番 row; 真珠: the one red card is in a 壹贰叁
        pytest.param("坎捌捌捌 壹贰叁 四五六 肆伍陆 三四五 八八捌 九九玖", 16, ("zhen_zhu",),
                     (16, 8, 24), id="16-fan"),
        pytest.param(V26, 32, ("hong_hu", "qia", "piao"), (24, 12, 36), id="V66"),
        pytest.param(V67, 32, ("hong_hu", "hua", "qia", "qing", "piao"), (24, 12, 36), id="V67"),
    ],
)
def test_mingtang_vectors(spec, fan, keys, expected):
    s = score(arr(spec), MT)
    assert s.multiplier == fan
    assert s.mingtang == keys
    assert lwd(s) == expected


def test_V67_product_before_the_cap_is_8192():
    from dager_desktop.engine.mingtang import counted_patterns
    from dager_desktop.engine.win_facts import hand_facts

    product = 1
    for p in counted_patterns(hand_facts(arr(V67)), MT, WinContext()):
        product *= p.fan
    assert product == 8 * 8 * 8 * 8 * 2 == 8192


@pytest.mark.parametrize(
    ("spec", "fan", "keys"),
    [
        # the 21-胡 reading: 飘 only
        pytest.param(
            "二七十 二七十 贰柒拾 三四五 四五六 叁肆伍 肆伍陆", 8, ("piao",), id="V72-21hu"
        ),
        # the 乱胡 reading: 青 × 飘 = 64 → 32
        pytest.param(
            "二二贰 七七柒 十十拾 三四五 四五六 叁肆伍 肆伍陆", 32, ("qing", "piao"), id="V72-0hu"
        ),
    ],
)
def test_V72_both_readings(spec, fan, keys):
    a = arr(spec)
    assert_holds(a, "二二贰七七柒十十三四五四五六叁肆伍肆伍陆", "拾")
    s = score(a, MT)
    assert (s.multiplier, s.mingtang) == (fan, keys)


def test_mingtang_without_dijia():
    s = score(arr(V59), MT.replace(seats=3, dijia=False))
    assert lwd(s) == (12, 0, 24)


def test_mingtang_shows_deng_and_points():
    s = score(arr(V21), MT)
    assert (s.deng, s.base) == (4, 4)


HU_36 = "坎壹壹壹 坎叁叁叁 坎玖玖玖 一二三 壹贰叁 四五六 肆伍陆"  # 9 + 9 + 9 + 3 + 6

# One positive case per 名堂: (id, arrangement, keys counted, 番 after the cap), under
# ``mingtang`` with a default context; the context-only 名堂 follow below.
# fmt: off
PATTERN_CASES = [
    ("hong_hu", V59, ("hong_hu",), 8),
    ("zhen_zhu", "一二三 坎叁叁叁 四五六 肆伍陆 八八捌 九玖玖 三四五", ("zhen_zhu",), 16),
    ("jia_zhu", "坎一一一 坎叁叁叁 六七八 四五六 肆伍陆 八八捌 九玖玖", ("jia_zhu", "qing"), 32),
    ("zhao_yin", "招七七七七 四五六 肆伍陆 三四五 八八捌 九玖玖 一一",
     ("zhao_yin", "qing", "piao"), 32),
    ("long_yin", "垅七七七七 四五六 肆伍陆 三四五 八八捌 九玖玖 一一", ("long_yin", "qing"), 32),
    ("he_yin", "坎一一一 二七十 五六七 四五六 肆伍陆 八八捌 九玖玖", ("he_yin",), 8),
    ("san_yin", V11, ("san_yin", "qing", "piao"), 32),
    ("pian", "坎一一一 二七十 三四五 四五六 肆伍陆 八八捌 九玖玖", ("pian",), 4),
    ("hua", V67, ("hong_hu", "hua", "qia", "qing", "piao"), 32),
    # red in all 7 units, and 13 red cards: one 名堂 of each family, plus 飘
    ("bian_di_jin", "二七十 贰柒拾 六七八 柒捌玖 八九十 十十拾 一二三",
     ("bian_di_jin", "shi_san_tai_bao", "piao"), 32),
    ("shi_wu_guan_deng", "碰七七七 碰柒柒柒 二七十 贰柒拾 十十拾 三四五 四五六",
     ("shi_wu_guan_deng", "zi_mei_peng", "qia", "piao", "hu_30"), 32),
    ("wu_hu", V63, ("wu_hu", "qing"), 32),
    ("zi_mei_peng", "碰四四四 碰肆肆肆 坎八八八 一二三 壹贰叁 二七十 三四五", ("zi_mei_peng",), 2),
    ("zi_mei_zhao", "招四四四四 招肆肆肆肆 一二三 壹贰叁 二七十 三四五 八八",
     ("zi_mei_zhao", "piao", "hu_36"), 32),
    ("zi_mei_zhao-long", "招四四四四 垅肆肆肆肆 一二三 壹贰叁 二七十 三四五 八八",
     ("zi_mei_zhao", "hu_36"), 32),
    ("zi_mei_long", "垅四四四四 垅肆肆肆肆 一二三 壹贰叁 二七十 三四五 八八",
     ("zi_mei_long", "hu_36"), 32),
    ("qia", "坎四四四 一二三 碰三三三 六七八 七八九 叁肆伍 九玖玖", ("qia",), 2),
    ("piao", "碰叁叁叁 一二三 二七十 三四五 四五六 肆伍陆 五六七", ("piao",), 8),
    ("shuang_piao_dai", "一二三 一二三 二七十 二七十 四五六 肆伍陆 坎捌捌捌",
     ("shuang_piao_dai",), 32),
    ("shi_ba_da", "壹贰叁 肆伍陆 柒捌玖 坎叁叁叁 坎陆陆陆 捌玖拾 四五六", ("shi_ba_da",), 16),
    ("shi_ba_xiao", "一二三 四五六 七八九 坎三三三 坎六六六 八九十 肆伍陆", ("shi_ba_xiao",), 16),
    ("xi_24", "垅一一一一 招三三三三 招四四四四 垅五五五五 六七八 肆伍陆 九九",
     ("jia_zhu", "qing", "shi_ba_xiao", "xi_24", "hu_36"), 32),
    ("hu_30", "坎一一一 坎叁叁叁 坎九九九 一二三 壹贰叁 四五六 肆伍陆", ("qia", "hu_30"), 16),
    ("hu_33", "坎一一一 坎叁叁叁 坎玖玖玖 一二三 壹贰叁 四五六 肆伍陆", ("hu_33",), 16),
    ("hu_36", HU_36, ("hu_36",), 32),
    ("ping_hu", V60, ("ping_hu",), 2),
]
# fmt: on


@pytest.mark.parametrize(
    ("spec", "keys", "fan"), [pytest.param(*case[1:], id=case[0]) for case in PATTERN_CASES]
)
def test_each_mingtang(spec, keys, fan):
    s = score(arr(spec), MT)
    assert (s.mingtang, s.multiplier) == (keys, fan)


CONTEXT_CASES = [
    ("tian_hu", WinContext(tian_hu=True), MT, ("tian_hu",), 8),
    ("di_hu", WinContext(di_hu=True), MT, ("di_hu",), 8),
    ("hui_long_di_hu", WinContext(huilong_di_hu=True), MT, ("hui_long_di_hu",), 4),
    ("hai_di_lao", WinContext(hai_di=True), MT, ("hai_di_lao",), 2),
    ("jiao_pai", WinContext(bao=True), MT.replace(bao_multiplier=2), ("jiao_pai", "ping_hu"), 4),
]


@pytest.mark.parametrize(
    ("context", "rules", "keys", "fan"),
    [pytest.param(*case[1:], id=case[0]) for case in CONTEXT_CASES],
)
def test_each_context_mingtang(context, rules, keys, fan):
    s = score(arr(V60), rules, context)  # V60 alone is 平胡 2番
    assert (s.mingtang, s.multiplier) == (keys, fan)


def test_hu_27_rung_with_ladder():
    s = score(arr(V61), MT.replace(pinghu_27="ladder"))
    assert (s.mingtang, s.multiplier) == (("hu_27",), 4)


def test_every_mingtang_key_has_a_positive_case():
    from dager_desktop.engine.mingtang import PATTERNS

    covered = {k for case in PATTERN_CASES for k in case[2]}
    covered |= {k for case in CONTEXT_CASES for k in case[3]} | {"hu_27"}
    assert {p.key for p in PATTERNS} | {"jiao_pai", "ping_hu"} <= covered


def test_family_takes_its_largest_start():
    s = score(arr(V60), MT, WinContext(tian_hu=True, huilong_di_hu=True))
    assert (s.mingtang, s.multiplier) == (("tian_hu",), 8)


def test_family_takes_its_largest_ladder():
    s = score(arr(HU_36), MT)
    assert s.mingtang == ("hu_36",)  # 30胡 and 33胡 apply too, the rung counts once


def test_red_family_largest_over_hong_hu():
    spec = "碰七七七 碰柒柒柒 二七十 贰柒拾 十十拾 三四五 四五六"
    assert "hong_hu" not in score(arr(spec), MT).mingtang


def test_different_families_multiply():
    # 红胡 (red 8) × 天胡 (start 8) = 64 → 32; 海底捞 2 alone with 红胡 8 = 16
    assert score(arr(V59), MT, WinContext(tian_hu=True)).multiplier == 32
    assert score(arr(V59), MT, WinContext(hai_di=True)).multiplier == 16


def test_pinghu_floor_at_27_to_29():
    # 28 胡 with only 姊妹碰 (2番) scores the 平胡 4番 instead (§H #51)
    spec = "碰四四四 碰肆肆肆 坎捌捌捌 一二三 壹贰叁 二七十 三四五"
    s = score(arr(spec), MT)
    assert arr(spec).hu == 28
    assert (s.mingtang, s.multiplier, lwd(s)) == (("ping_hu",), 4, (8, 4, 12))


def test_pinghu_floor_with_hai_di():
    s = score(arr(V61), MT, WinContext(hai_di=True))
    assert (s.mingtang, s.multiplier) == (("ping_hu",), 4)


def test_ladder_mode_has_no_pinghu_4():
    spec = "碰四四四 碰肆肆肆 坎捌捌捌 一二三 壹贰叁 二七十 三四五"
    s = score(arr(spec), MT.replace(pinghu_27="ladder"))
    assert (s.mingtang, s.multiplier) == (("zi_mei_peng", "hu_27"), 8)
    # without any 名堂 at 25 胡, 平胡 is 2番 under either setting
    assert score(arr(V60), MT.replace(pinghu_27="ladder")).multiplier == 2


def test_jiao_pai_doubles_pinghu_4():
    s = score(arr(V61), MT.replace(bao_multiplier=2), WinContext(bao=True))
    assert (s.mingtang, s.multiplier) == (("jiao_pai", "ping_hu"), 8)


def test_jiao_pai_doubles_mingtang_then_cap():
    rules = MT.replace(bao_multiplier=2)
    assert score(arr(V59), rules, WinContext(bao=True)).multiplier == 16
    s = score(arr(V63), rules, WinContext(bao=True))
    assert (s.multiplier, s.mingtang) == (32, ("wu_hu", "qing", "jiao_pai"))


def test_jiao_pai_needs_bao_multiplier_2():
    s = score(arr(V60), MT, WinContext(bao=True))
    assert (s.mingtang, s.multiplier) == (("ping_hu",), 2)


def test_pattern_counts_once():
    # two pairs of sister 碰 are still one 姊妹碰
    spec = "碰四四四 碰肆肆肆 碰五五五 碰伍伍伍 一二三 二七十 坎八八八"
    s = score(arr(spec), MT)
    assert s.mingtang.count("zi_mei_peng") == 1


def test_two_red_pairs_make_no_yin():
    # 4 red cards split 2 + 2 (a 对 and a 绞 shape are not 印): no red 名堂 (§H #27)
    spec = "招四四四四 二二贰 三四五 四五六 肆伍陆 八八捌 七七"
    keys = score(arr(spec), MT).mingtang
    assert not {"he_yin", "san_yin", "zhao_yin", "pian"} & set(keys)
