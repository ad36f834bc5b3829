"""Arrangements for the scoring tests, built group by group (RULES.md §I.2, §I.5).

``arr("碰四四四 一二三 …")`` builds an ``Arrangement`` without ``analyze``; the
same-face groups carry their kind as a prefix (碰 坎 招 垅), the other shapes
(run, 二七十, 绞, 对) are read from the cards.
"""

from __future__ import annotations

from dager_desktop.engine import PRESETS, Arrangement, Meld, MeldKind, WinContext
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
    """(L, D, W) of a score."""
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

NO = WinContext()
