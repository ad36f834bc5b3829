"""Scoring: 等 / 普通算等 and 胡子 × 名堂, instant wins (RULES.md §G.1, §G.3, §D8; §I.5).

Every arrangement is built explicitly from its groups (``scoring_hands``), so
these tests do not depend on ``analyze``; where RULES.md lists the hand, the
groups are checked to hold exactly its cards.  The 名堂 of §G.2 are tested in
``test_mingtang.py``.
"""

from __future__ import annotations

import pytest

from dager_desktop.engine import PRESETS, Arrangement, WinContext, deng, score

from .scoring_hands import (
    MT,
    NO,
    ONLINE,
    STD,
    STD3,
    V09,
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

# The listed hands (hand, exposed melds, win) of the vectors, with their 胡 and red cards.
# fmt: off
VECTOR_HANDS = [
    pytest.param(V09, "一二三壹贰叁二七十四五六七八九肆伍陆柒捌", "", "玖", 15, 7, id="V09"),
    pytest.param(V11, "三四五六七八四五六七八九贰叁肆陆柒捌伍伍", "", "五", 0, 4, id="V11"),
    pytest.param(V21, "壹贰叁贰柒拾四五六七八九十", "三三三三捌捌捌捌", "十", 39, 7, id="V21"),
    pytest.param(V26, "一二三二七十七柒柒十拾拾肆伍陆五六", "四四四", "四", 10, 10, id="V26"),
    pytest.param(V59, "柒柒柒一二三十十拾二贰贰四五六三四五肆伍", "", "陆", 15, 10, id="V59"),
    pytest.param(V60, "一二三壹贰叁贰柒拾三四五肆伍陆六六八八八", "", "六", 25, 5, id="V60"),
    pytest.param(V61, "捌捌捌一二三壹贰叁贰柒拾四五肆伍陆三四五", "", "六", 27, 5, id="V61"),
    pytest.param(V63, "一一一叁叁叁四五六肆伍陆八八捌九玖玖三四", "", "五", 15, 0, id="V63"),
    pytest.param(V67, "七七柒十拾拾五六七陆柒捌八九十", "贰贰贰一一一", "", 10, 12, id="V67"),
]
# fmt: on


@pytest.mark.parametrize(("spec", "hand", "melds", "win", "hu", "red"), VECTOR_HANDS)
def test_vector_arrangements(spec, hand, melds, win, hu, red):
    a = arr(spec)
    assert_holds(a, hand, melds, win)
    assert (a.hu, a.red_count) == (hu, red)


# -- G.1 普通算等 ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hu", "d", "p"),
    list(
        zip(
            (0, 10, 11, 20, 21, 30, 31, 40, 41, 50, 51, 60, 61),
            (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7),
            (2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7),
            strict=True,
        )
    ),
    ids=lambda v: str(v),
)
def test_V52_deng_and_points(hu, d, p):
    assert deng(hu) == d
    a = Arrangement((), hu, True)
    s = score(a, STD)
    assert (s.deng, s.base) == (d, p)


@pytest.mark.parametrize(
    ("vid", "spec", "rules", "expected", "keys"),
    [
        pytest.param("V53", V26, STD, (6, 2, 10), ("hong",), id="V53-standard"),
        pytest.param("V54", V09, STD, (3, 1, 5), (), id="V54-standard"),
        pytest.param("V56", V21, STD, (5, 1, 9), (), id="V56-standard"),
        pytest.param("V56", V21, STD3, (4, 0, 8), (), id="V56-standard_3p"),
        pytest.param("V58", V11, STD, (3, 1, 5), (), id="V58-standard"),
        pytest.param("V59", V59, STD, (6, 2, 10), ("hong",), id="V59-standard"),
    ],
)
def test_deng_vectors(vid, spec, rules, expected, keys):
    s = score(arr(spec, rules), rules)
    assert lwd(s) == expected
    assert s.mingtang == keys


def test_V53_seed_example_details():
    s = score(arr(V26), STD)
    assert (s.deng, s.base, s.multiplier) == (1, 2, 2)
    assert s.winner_gets + s.dijia_gets == 2 * s.loser_pays


def test_V56_deng_4():
    s = score(arr(V21), STD)
    assert (s.deng, s.base, s.multiplier) == (4, 4, 1)


@pytest.mark.parametrize(
    ("spec", "context", "rules", "keys", "m"),
    [
        pytest.param(V63, WinContext(), STD, ("wu",), 4, id="wu"),
        pytest.param(V09, WinContext(tian_hu=True), STD, ("tian_hu",), 2, id="tian_hu"),
        pytest.param(V09, WinContext(di_hu=True), STD, ("di_hu",), 2, id="di_hu"),
        pytest.param(V26, WinContext(tian_hu=True), STD, ("hong", "tian_hu"), 4, id="hong-x-tian"),
        pytest.param(V63, WinContext(di_hu=True), STD, ("wu", "di_hu"), 8, id="wu-x-di"),
        pytest.param(V09, WinContext(bao=True), STD, (), 1, id="bao-x1"),
        pytest.param(
            V09, WinContext(bao=True), STD.replace(bao_multiplier=2), ("jiao_pai",), 2, id="bao-x2"
        ),
        pytest.param(V09, WinContext(hai_di=True, huilong_di_hu=True), STD, (), 1, id="not-deng"),
    ],
)
def test_deng_multipliers(spec, context, rules, keys, m):
    s = score(arr(spec), rules, context)
    assert s.mingtang == keys
    assert s.multiplier == m
    assert s.loser_pays == (s.base + 1) * m
    assert s.dijia_gets == m
    assert s.winner_gets == 2 * s.loser_pays - m


def test_deng_without_dijia_multiplies_points():
    s = score(arr(V63), STD3)  # 15 胡 → P 2, 乌 ×4
    assert lwd(s) == (8, 0, 16)


# -- G.3 胡子 × 名堂 ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "base", "mult", "keys", "expected"),
    [
        pytest.param(V09, 15, 1, (), (8.5, 2, 15), id="V74"),
        pytest.param(V26, 30, 2, ("hong", "qia_shi_hu"), (32, 4, 60), id="V75"),
        pytest.param(V11, 40, 1, ("luan_hu",), (21, 2, 40), id="V76"),
    ],
)
def test_huzi_vectors(spec, base, mult, keys, expected):
    s = score(arr(spec, ONLINE), ONLINE)
    assert (s.base, s.multiplier, s.mingtang) == (base, mult, keys)
    assert lwd(s) == expected


def test_V74_half_point_is_exact():
    s = score(arr(V09, ONLINE), ONLINE)
    assert isinstance(s.loser_pays, float) and s.loser_pays == 8.5
    assert isinstance(s.winner_gets, int) and isinstance(s.dijia_gets, int)
    assert s.winner_gets + s.dijia_gets == 2 * s.loser_pays


def test_huzi_whole_points_are_ints():
    s = score(arr(V26, ONLINE), ONLINE)
    assert all(isinstance(x, int) for x in lwd(s))


BLACK_20 = "招叁叁叁叁 坎肆肆肆 坎四四四 碰一一一 碰五五五 四五六 九九"  # online001: 9+6+3+1+1


# fmt: off
HUZI_CASES = [
    pytest.param(V09, WinContext(tian_hu=True), ONLINE, ("tian_hu",), 15, 2, id="tian_hu"),
    pytest.param(V09, WinContext(first_turned=True), ONLINE, ("shui_shang_piao",), 15, 2,
                 id="shui_shang_piao"),
    pytest.param(V59, NO, ONLINE, ("hong",), 15, 2, id="hong"),
    pytest.param(BLACK_20, NO, ONLINE, ("gen", "quan_hei"), 160, 2, id="gen-quan_hei"),
    pytest.param(V63, NO, ONLINE, ("quan_hei",), 160, 1, id="quan_hei"),
    pytest.param("三四五 四五六 叁肆伍 肆伍陆 八八捌 九玖玖 五五伍", NO, ONLINE,
                 ("quan_hei",), 160, 1, id="quan_hei-over-luan_hu"),
    pytest.param("坎捌捌捌 坎一一一 碰九九九 四五六 肆伍陆 三四五 叁叁三", NO, ONLINE,
                 ("quan_hei",), 160, 1, id="quan_hei-over-qia_shi_hu"),  # 10 胡, no red
    pytest.param("招叁叁叁叁 一二三 壹贰叁 二七十 贰柒拾 碰一一一 八八", NO, ONLINE,
                 ("kun",), 34, 2, id="kun"),
    pytest.param(V09, WinContext(bao=True), ONLINE, ("jiao_pai",), 15, 2, id="jiao_pai"),
    pytest.param(V09, WinContext(bao=True), ONLINE.replace(bao_multiplier=1), (), 15, 1,
                 id="bao-x1"),
    pytest.param(V09, WinContext(hai_di=True, di_hu=True), ONLINE, (), 15, 1, id="not-huzi"),
]
# fmt: on


@pytest.mark.parametrize(("spec", "context", "rules", "keys", "base", "mult"), HUZI_CASES)
def test_huzi_mingtang(spec, context, rules, keys, base, mult):
    s = score(arr(spec, rules), rules, context)
    assert (s.mingtang, s.base, s.multiplier) == (keys, base, mult)
    assert s.winner_gets == base * mult
    assert s.dijia_gets == 2 * mult
    assert s.loser_pays == (s.winner_gets + s.dijia_gets) / 2


def test_huzi_gen_not_on_10_or_0():
    assert "gen" not in score(arr(V26, ONLINE), ONLINE).mingtang  # 10 → 恰十胡 only
    assert "gen" not in score(arr(V11, ONLINE), ONLINE).mingtang  # 0 → 乱胡 only


def test_huzi_quan_hei_with_gen_is_320():
    s = score(arr(BLACK_20, ONLINE), ONLINE)
    assert arr(BLACK_20, ONLINE).hu == 20
    assert lwd(s) == (162, 4, 320)


# -- instant wins (三垅 / 四坎, D8) ---------------------------------------------------

INSTANT = "垅一一一一 垅三三三三 垅四四四四 五六七"
INSTANT_LOOSE = "八九捌玖拾"


@pytest.mark.parametrize(
    ("rules", "keys", "mult", "expected"),
    [
        pytest.param(STD, (), 1, (5, 1, 9), id="deng"),
        pytest.param(STD3, (), 1, (4, 0, 8), id="deng-3p"),
        pytest.param(MT, ("ping_hu",), 4, (8, 4, 12), id="mingtang"),
        pytest.param(ONLINE, (), 1, (14.5, 2, 27), id="huzi001"),
    ],
)
def test_instant_win(rules, keys, mult, expected):
    a = arr(INSTANT, rules, loose=INSTANT_LOOSE)
    s = score(a, rules, WinContext(instant=True, tian_hu=True, bao=True))
    assert (s.mingtang, s.multiplier) == (keys, mult)
    assert lwd(s) == expected


def test_instant_win_counts_loose_cards():
    a = arr(INSTANT, STD, loose=INSTANT_LOOSE)
    assert a.card_count == 20 and a.red_count == 2


def test_instant_mingtang_below_27_is_pinghu_2():
    a = arr("垅一一一一 坎三三三 五六七", MT, loose="八九捌玖拾")  # 18 胡
    s = score(a, MT, WinContext(instant=True))
    assert (s.mingtang, s.multiplier) == (("ping_hu",), 2)


# -- general -------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(PRESETS))
@pytest.mark.parametrize("spec", [V09, V11, V21, V26, V59, V63, V67], ids=lambda s: s[:6])
def test_points_sum_to_zero(name, spec):
    rules = PRESETS[name]
    s = score(arr(spec, rules), rules)
    assert s.winner_gets + s.dijia_gets == 2 * s.loser_pays
    assert s.dijia_gets == 0 or rules.dijia


def test_score_is_repeatable():
    a = arr(V67)
    assert score(a, MT) == score(a, MT)
