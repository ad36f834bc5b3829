"""Groups and their 胡 (RULES.md §D1–D3, §E; vectors V03–V08)."""

from __future__ import annotations

import pytest

from dager_desktop.engine import PRESETS, Meld, MeldKind, parse_cards
from dager_desktop.engine.melds import hu_value

K = MeldKind
ONLINE = PRESETS["online001"]
FORUM = PRESETS["standard"].replace(hu_table="forum000")


def meld(kind: MeldKind, text: str) -> Meld:
    return Meld(kind, tuple(parse_cards(text)))


@pytest.mark.parametrize(
    ("vid", "kind", "text", "hu"),
    [
        ("V03", K.PENG, "三三三", 1),
        ("V03", K.PENG, "七七七", 6),
        ("V03", K.PENG, "叁叁叁", 3),
        ("V03", K.PENG, "柒柒柒", 9),
        ("V04", K.KAN, "五五五", 6),
        ("V04", K.KAN, "十十十", 9),
        ("V04", K.KAN, "捌捌捌", 9),
        ("V04", K.KAN, "贰贰贰", 12),
        ("V05", K.ZHAO, "四四四四", 9),
        ("V05", K.ZHAO, "二二二二", 12),
        ("V05", K.ZHAO, "肆肆肆肆", 12),
        ("V05", K.ZHAO, "拾拾拾拾", 15),
        ("V06", K.LONG, "三三三三", 12),
        ("V06", K.LONG, "七七七七", 15),
        ("V06", K.LONG, "玖玖玖玖", 15),
        ("V06", K.LONG, "柒柒柒柒", 18),
        ("V07", K.SHUN, "一二三", 3),
        ("V07", K.SHUN, "壹贰叁", 6),
        ("V07", K.ERQISHI, "二七十", 6),
        ("V07", K.ERQISHI, "贰柒拾", 9),
        ("V07", K.SHUN, "四五六", 0),
        ("V07", K.SHUN, "八九十", 0),
        ("V07", K.SHUN, "捌玖拾", 0),
        ("V07", K.JIAO, "五五伍", 0),
        ("V07", K.JIAO, "七柒柒", 0),
        ("V07", K.DUI, "拾拾", 0),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_luzhou_hu(vid, kind, text, hu):
    m = meld(kind, text)
    assert m.hu() == hu
    assert m.hu(PRESETS["standard"]) == hu


@pytest.mark.parametrize(
    ("kind", "text", "hu"),
    [
        (K.KAN, "八八八", 3),
        (K.ZHAO, "八八八八", 6),
        (K.LONG, "八八八八", 9),
        (K.KAN, "捌捌捌", 6),
        (K.PENG, "七七七", 6),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_V08_online001_hu(kind, text, hu):
    assert meld(kind, text).hu(ONLINE) == hu


@pytest.mark.parametrize(
    ("kind", "text", "hu"),
    [
        (K.PENG, "三三三", 1),
        (K.PENG, "七七七", 3),
        (K.PENG, "叁叁叁", 3),
        (K.PENG, "柒柒柒", 6),
        (K.KAN, "贰贰贰", 12),
        (K.ZHAO, "四四四四", 9),
        (K.LONG, "柒柒柒柒", 18),
        (K.SHUN, "一二三", 3),
        (K.ERQISHI, "贰柒拾", 9),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_forum000_spot_checks(kind, text, hu):
    assert meld(kind, text).hu(FORUM) == hu


@pytest.mark.parametrize("table", ["luzhou", "online001", "forum000"])
def test_runs_jiao_pair_same_under_every_table(table):
    assert hu_value(K.SHUN, parse_cards("壹")[0], table) == 6
    assert hu_value(K.ERQISHI, parse_cards("二")[0], table) == 6
    assert hu_value(K.JIAO, parse_cards("七")[0], table) == 0
    assert hu_value(K.DUI, parse_cards("拾")[0], table) == 0
    assert hu_value(K.SHUN, parse_cards("二")[0], table) == 0


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        (K.SHUN, "一贰三"),  # mixed case is not a 列
        (K.SHUN, "一二四"),
        (K.ERQISHI, "二七拾"),
        (K.JIAO, "五五五"),
        (K.JIAO, "五五六"),
        (K.KAN, "五五伍"),
        (K.ZHAO, "五五五"),
        (K.DUI, "五伍"),
        (K.PENG, "五五五五"),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_bad_shapes_raise(kind, text):
    with pytest.raises(ValueError, match=kind.name):
        meld(kind, text)


def test_meld_sorts_cards_and_reports_face():
    m = meld(K.JIAO, "柒七柒")
    assert str(m) == "七柒柒"
    assert m.face == parse_cards("七")[0]
    assert m.is_lie and not meld(K.DUI, "七七").is_lie
    assert K.ZHAO.is_quad and K.LONG.is_quad and not K.KAN.is_quad
