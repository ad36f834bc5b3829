"""Scoring: 等, 普通算等, 高级玩法 名堂 and 胡子 × 名堂 (RULES.md §G, vectors of §I.5).

Every arrangement is built explicitly from its groups, so these tests do not
depend on ``analyze``; where RULES.md lists the hand, the groups are checked
to hold exactly its cards.
"""

from __future__ import annotations

import pytest

from dager_desktop.engine import PRESETS, Arrangement, Meld, MeldKind, WinContext, deng, score
from dager_desktop.engine.cards import parse_cards
from dager_desktop.engine.rules import STANDARD, RuleSet

STD = PRESETS["standard"]
STD3 = PRESETS["standard_3p"]
MT = PRESETS["mingtang"]
ONLINE = PRESETS["online001"]

_SAME_FACE = {"碰": MeldKind.PENG, "坎": MeldKind.KAN, "招": MeldKind.ZHAO, "垅": MeldKind.LONG}


def _group(token: str) -> Meld:
    """``碰四四四``, ``坎…``, ``招…``, ``垅…``: a same-face group; other shapes are inferred."""
    if token[0] in _SAME_FACE:
        return Meld(_SAME_FACE[token[0]], tuple(parse_cards(token[1:])))
    cards = sorted(parse_cards(token))
    if len(cards) == 2:
        return Meld(MeldKind.DUI, tuple(cards))
    if len({c.rank for c in cards}) == 1:
        return Meld(MeldKind.JIAO, tuple(cards))
    if [c.rank for c in cards] == [2, 7, 10]:
        return Meld(MeldKind.ERQISHI, tuple(cards))
    return Meld(MeldKind.SHUN, tuple(cards))


def arr(spec: str, rules: RuleSet = STANDARD, loose: str = "") -> Arrangement:
    """An arrangement from space-separated groups; its 胡 under ``rules.hu_table``."""
    groups = tuple(_group(t) for t in spec.split())
    hu = sum(g.hu(rules) for g in groups)
    return Arrangement(groups, hu, True, tuple(parse_cards(loose)))


def assert_holds(arrangement: Arrangement, *parts: str) -> None:
    """The arrangement holds exactly the cards of the listed hand, melds and win."""
    assert sorted(arrangement.cards) == sorted(parse_cards("".join(parts)))


def lwd(s) -> tuple:
    return (s.loser_pays, s.dijia_gets, s.winner_gets)


# The hands of RULES.md §I.2 that the scoring vectors use.
V09 = "一二三 壹贰叁 二七十 四五六 七八九 肆伍陆 柒捌玖"
V11 = "三四五 四五六 六七八 七八九 贰叁肆 陆柒捌 伍伍五"
V21 = "垅三三三三 招捌捌捌捌 壹贰叁 贰柒拾 四五六 七八九 十十"
V26 = "碰四四四 一二三 二七十 七柒柒 十拾拾 肆伍陆 四五六"
V59 = "坎柒柒柒 一二三 十十拾 二贰贰 四五六 三四五 肆伍陆"
V60 = "一二三 壹贰叁 贰柒拾 三四五 肆伍陆 碰六六六 坎八八八"
V61 = "坎捌捌捌 一二三 壹贰叁 贰柒拾 四五六 肆伍陆 三四五"
V63 = "坎一一一 坎叁叁叁 四五六 肆伍陆 八八捌 九玖玖 三四五"  # no red card, two 坎
V67 = "碰贰贰贰 碰一一一 七七柒 十拾拾 五六七 陆柒捌 八九十"  # 花 红 青 飘 恰


@pytest.mark.parametrize(
    ("spec", "hand", "melds", "win"),
    [
        pytest.param(V09, "一二三壹贰叁二七十四五六七八九肆伍陆柒捌", "", "玖", id="V09"),
        pytest.param(V11, "三四五六七八四五六七八九贰叁肆陆柒捌伍伍", "", "五", id="V11"),
        pytest.param(V21, "壹贰叁贰柒拾四五六七八九十", "三三三三捌捌捌捌", "十", id="V21"),
        pytest.param(V26, "一二三二七十七柒柒十拾拾肆伍陆五六", "四四四", "四", id="V26"),
        pytest.param(V59, "柒柒柒一二三十十拾二贰贰四五六三四五肆伍", "", "陆", id="V59"),
        pytest.param(V60, "一二三壹贰叁贰柒拾三四五肆伍陆六六八八八", "", "六", id="V60"),
        pytest.param(V61, "捌捌捌一二三壹贰叁贰柒拾四五肆伍陆三四五", "", "六", id="V61"),
    ],
)
def test_vector_arrangements_hold_the_listed_hand(spec, hand, melds, win):
    assert_holds(arr(spec), hand, melds, win)


@pytest.mark.parametrize(
    ("spec", "hu", "red"),
    [
        pytest.param(V09, 15, 7, id="V09"),
        pytest.param(V11, 0, 4, id="V11"),
        pytest.param(V21, 39, 7, id="V21"),
        pytest.param(V26, 10, 10, id="V26"),
        pytest.param(V59, 15, 10, id="V59"),
        pytest.param(V60, 25, 5, id="V60"),
        pytest.param(V61, 27, 5, id="V61"),
        pytest.param(V63, 15, 0, id="V63"),
        pytest.param(V67, 10, 12, id="V67"),
    ],
)
def test_vector_hu_and_red(spec, hu, red):
    a = arr(spec)
    assert (a.hu, a.red_count) == (hu, red)


# -- G.1 普通算等 ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hu", "d", "p"),
    list(
        zip(
            (0, 10, 11, 20, 21, 30, 31, 40, 41),
            (1, 1, 2, 2, 3, 3, 4, 4, 5),
            (2, 2, 2, 2, 3, 3, 4, 4, 5),
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


# -- G.2 高级玩法 名堂 -------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "fan", "keys", "expected"),
    [
        pytest.param(V59, 8, ("hong_hu",), (12, 6, 18), id="V59-mingtang"),
        pytest.param(V60, 2, ("ping_hu",), (5, 2, 8), id="V60"),
        pytest.param(V61, 4, ("ping_hu",), (8, 4, 12), id="V61"),
        pytest.param(V63, 32, ("wu_hu", "qing"), (24, 12, 36), id="V63"),
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
    from dager_desktop.engine.scoring import hand_facts

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


HU_36 = "坎壹壹壹 坎叁叁叁 坎玖玖玖 一二三 壹贰叁 四五六 肆伍陆"

# One positive case per 名堂: (arrangement, context, rules, expected keys, expected 番).
NO = WinContext()
PATTERN_CASES = [
    ("hong_hu", V59, NO, MT, ("hong_hu",), 8),
    ("zhen_zhu", "一二三 坎叁叁叁 四五六 肆伍陆 八八捌 九玖玖 三四五", NO, MT, ("zhen_zhu",), 16),
    (
        "jia_zhu",
        "坎一一一 坎叁叁叁 六七八 四五六 肆伍陆 八八捌 九玖玖",
        NO,
        MT,
        ("jia_zhu", "qing"),
        32,
    ),
    (
        "zhao_yin",
        "招七七七七 四五六 肆伍陆 三四五 八八捌 九玖玖 一一",
        NO,
        MT,
        ("zhao_yin", "qing", "piao"),
        32,
    ),
    (
        "long_yin",
        "垅七七七七 四五六 肆伍陆 三四五 八八捌 九玖玖 一一",
        NO,
        MT,
        ("long_yin", "qing"),
        32,
    ),
    ("he_yin", "坎一一一 二七十 五六七 四五六 肆伍陆 八八捌 九玖玖", NO, MT, ("he_yin",), 8),
    ("san_yin", V11, NO, MT, ("san_yin", "qing", "piao"), 32),
    ("pian", "坎一一一 二七十 三四五 四五六 肆伍陆 八八捌 九玖玖", NO, MT, ("pian",), 4),
    ("hua", V67, NO, MT, ("hong_hu", "hua", "qia", "qing", "piao"), 32),
    (
        "bian_di_jin",
        "二七十 贰柒拾 六七八 柒捌玖 八九十 十十拾 一二三",
        NO,
        MT,
        ("bian_di_jin", "shi_san_tai_bao", "piao"),
        32,
    ),
    (
        "shi_san_tai_bao",
        "二七十 贰柒拾 六七八 柒捌玖 八九十 十十拾 一二三",
        NO,
        MT,
        ("bian_di_jin", "shi_san_tai_bao", "piao"),
        32,
    ),
    (
        "shi_wu_guan_deng",
        "碰七七七 碰柒柒柒 二七十 贰柒拾 十十拾 三四五 四五六",
        NO,
        MT,
        ("shi_wu_guan_deng", "zi_mei_peng", "qia", "piao", "hu_30"),
        32,
    ),
    ("wu_hu", V63, NO, MT, ("wu_hu", "qing"), 32),
    (
        "zi_mei_peng",
        "碰四四四 碰肆肆肆 坎八八八 一二三 壹贰叁 二七十 三四五",
        NO,
        MT,
        ("zi_mei_peng",),
        2,
    ),
    (
        "zi_mei_zhao",
        "招四四四四 招肆肆肆肆 一二三 壹贰叁 二七十 三四五 八八",
        NO,
        MT,
        ("zi_mei_zhao", "piao", "hu_36"),
        32,
    ),
    (
        "zi_mei_zhao-with-long",
        "招四四四四 垅肆肆肆肆 一二三 壹贰叁 二七十 三四五 八八",
        NO,
        MT,
        ("zi_mei_zhao", "hu_36"),
        32,
    ),
    (
        "zi_mei_long",
        "垅四四四四 垅肆肆肆肆 一二三 壹贰叁 二七十 三四五 八八",
        NO,
        MT,
        ("zi_mei_long", "hu_36"),
        32,
    ),
    ("qia", "坎四四四 一二三 碰三三三 六七八 七八九 叁肆伍 九玖玖", NO, MT, ("qia",), 2),
    ("qing", V63, NO, MT, ("wu_hu", "qing"), 32),
    ("piao", "碰叁叁叁 一二三 二七十 三四五 四五六 肆伍陆 五六七", NO, MT, ("piao",), 8),
    (
        "shuang_piao_dai",
        "一二三 一二三 二七十 二七十 四五六 肆伍陆 坎捌捌捌",
        NO,
        MT,
        ("shuang_piao_dai",),
        32,
    ),
    (
        "shi_ba_da",
        "壹贰叁 肆伍陆 柒捌玖 坎叁叁叁 坎陆陆陆 捌玖拾 四五六",
        NO,
        MT,
        ("shi_ba_da",),
        16,
    ),
    (
        "shi_ba_xiao",
        "一二三 四五六 七八九 坎三三三 坎六六六 八九十 肆伍陆",
        NO,
        MT,
        ("shi_ba_xiao",),
        16,
    ),
    ("tian_hu", V60, WinContext(tian_hu=True), MT, ("tian_hu",), 8),
    ("di_hu", V60, WinContext(di_hu=True), MT, ("di_hu",), 8),
    ("hui_long_di_hu", V60, WinContext(huilong_di_hu=True), MT, ("hui_long_di_hu",), 4),
    ("hai_di_lao", V60, WinContext(hai_di=True), MT, ("hai_di_lao",), 2),
    (
        "xi_24",
        "垅一一一一 招三三三三 招四四四四 垅五五五五 六七八 肆伍陆 九九",
        NO,
        MT,
        ("jia_zhu", "qing", "shi_ba_xiao", "xi_24", "hu_36"),
        32,
    ),
    (
        "hu_30",
        "坎一一一 坎叁叁叁 坎九九九 一二三 壹贰叁 四五六 肆伍陆",
        NO,
        MT,
        ("qia", "hu_30"),
        16,
    ),
    ("hu_33", "坎一一一 坎叁叁叁 坎玖玖玖 一二三 壹贰叁 四五六 肆伍陆", NO, MT, ("hu_33",), 16),
    ("hu_36", HU_36, NO, MT, ("hu_36",), 32),
    ("hu_27", V61, NO, MT.replace(pinghu_27="ladder"), ("hu_27",), 4),
    (
        "jiao_pai",
        V60,
        WinContext(bao=True),
        MT.replace(bao_multiplier=2),
        ("jiao_pai", "ping_hu"),
        4,
    ),
    ("ping_hu", V60, NO, MT, ("ping_hu",), 2),
]


@pytest.mark.parametrize(
    ("spec", "context", "rules", "keys", "fan"),
    [pytest.param(*case[1:], id=case[0]) for case in PATTERN_CASES],
)
def test_each_mingtang(spec, context, rules, keys, fan):
    s = score(arr(spec, rules), rules, context)
    assert s.mingtang == keys
    assert s.multiplier == fan


def test_every_mingtang_key_has_a_positive_case():
    from dager_desktop.engine.mingtang import PATTERNS

    covered = {k for case in PATTERN_CASES for k in case[4]}
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


@pytest.mark.parametrize(
    ("spec", "context", "rules", "keys", "base", "mult"),
    [
        pytest.param(V09, WinContext(tian_hu=True), ONLINE, ("tian_hu",), 15, 2, id="tian_hu"),
        pytest.param(
            V09,
            WinContext(first_turned=True),
            ONLINE,
            ("shui_shang_piao",),
            15,
            2,
            id="shui_shang_piao",
        ),
        pytest.param(V59, NO, ONLINE, ("hong",), 15, 2, id="hong"),
        pytest.param(BLACK_20, NO, ONLINE, ("gen", "quan_hei"), 160, 2, id="gen-quan_hei"),
        pytest.param(
            "坎一一一 坎叁叁叁 四五六 肆伍陆 八八捌 九玖玖 三四五",
            NO,
            ONLINE,
            ("quan_hei",),
            160,
            1,
            id="quan_hei",
        ),
        pytest.param(
            "三四五 四五六 叁肆伍 肆伍陆 八八捌 九玖玖 五五伍",
            NO,
            ONLINE,
            ("quan_hei",),
            160,
            1,
            id="quan_hei-over-luan_hu",
        ),
        pytest.param(
            "招叁叁叁叁 一二三 壹贰叁 二七十 贰柒拾 碰一一一 八八",
            NO,
            ONLINE,
            ("kun",),
            34,
            2,
            id="kun",
        ),
        pytest.param(V09, WinContext(bao=True), ONLINE, ("jiao_pai",), 15, 2, id="jiao_pai"),
        pytest.param(
            V09, WinContext(bao=True), ONLINE.replace(bao_multiplier=1), (), 15, 1, id="bao-x1"
        ),
        pytest.param(V09, WinContext(hai_di=True, di_hu=True), ONLINE, (), 15, 1, id="not-huzi"),
    ],
)
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
