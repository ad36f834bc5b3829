"""The 名堂 (míngtáng) of 高级玩法 and how their 番 (fān) combine.

Implements the 名堂 table of RULES.md §G.2 and its rules: the families (red,
spread, ladder, start: each takes its largest), 平胡 píng hú and its floor
(§H #30, #51), 报 ``jiao_pai`` and the 32番 cap applied last (§H #21–#31, #49).

Each pattern is one row of ``PATTERNS``: key, 番, family and the condition,
side by side.  The conditions read a ``HandFacts`` (see ``win_facts.py``):
counts are over all cards of the winning hand (§H #32); "units" are its
groups, each 列 and the 对 (§H #26).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .cards import Card
from .melds import MeldKind
from .rules import RuleSet
from .score_steps import ScoreStep, StepList
from .win_facts import HandFacts, WinContext

Condition = Callable[[HandFacts, RuleSet, WinContext], bool]

#: The cap: "一般最高计32番", applied after everything else.
CAP = 32


class Pattern(NamedTuple):
    key: str
    fan: int
    family: str | None  #: patterns of one family do not multiply: the largest counts
    applies: Condition


def _sisters(faces: tuple[Card, ...], partners: tuple[Card, ...]) -> bool:
    """A face in ``faces`` whose other case (same rank) is in ``partners`` (姊妹 zǐmèi)."""
    return any(f.other_case in partners for f in faces)


def _red_is(*split: int) -> Callable[[HandFacts], bool]:
    """Red cards spread over units exactly as ``split`` (largest first), nothing loose."""
    total = sum(split)
    return lambda f: f.red == total and f.red_units == split


_ONE_RED = _red_is(1)
_SPLIT_4 = _red_is(4)
_SPLIT_3_1 = _red_is(3, 1)
_SPLIT_1_1_1_1 = _red_is(1, 1, 1, 1)
_SPLIT_3 = _red_is(3)

# fmt: off
PATTERNS: tuple[Pattern, ...] = (
    # 红牌 — the red family: at most one counts
    Pattern("hong_hu", 8, "red", lambda f, r, c: f.red >= 10),  # 红胡
    Pattern("zhen_zhu", 16, "red",  # 真珠: the one red card sits in 一二三 / 壹贰叁
            lambda f, r, c: _ONE_RED(f) and f.red_in_low_run == 1),
    Pattern("jia_zhu", 8, "red",  # 假珠: the one red card sits elsewhere
            lambda f, r, c: _ONE_RED(f) and f.red_in_low_run == 0),
    Pattern("zhao_yin", 8, "red",  # 招印: the four red cards are one 招
            lambda f, r, c: _SPLIT_4(f) and f.red_quad_kind is MeldKind.ZHAO),
    Pattern("long_yin", 16, "red",  # 垅印: the four red cards are one 垅
            lambda f, r, c: _SPLIT_4(f) and f.red_quad_kind is MeldKind.LONG),
    Pattern("he_yin", 8, "red", lambda f, r, c: _SPLIT_3_1(f)),  # 合印: 1 + 3
    Pattern("san_yin", 8, "red", lambda f, r, c: _SPLIT_1_1_1_1(f)),  # 散印: 1 + 1 + 1 + 1
    Pattern("pian", 4, "red", lambda f, r, c: _SPLIT_3(f)),  # 偏: three red in one 列
    # the spread family: 花 / 遍地金
    Pattern("hua", 8, "spread", lambda f, r, c: len(f.red_units) >= 6),  # 花: red in 6 units
    Pattern("bian_di_jin", 32, "spread", lambda f, r, c: len(f.red_units) >= 7),  # 遍地金
    Pattern("shi_san_tai_bao", 32, "red", lambda f, r, c: f.red == 13),  # 十三太保 (§H #25)
    Pattern("shi_wu_guan_deng", 32, "red", lambda f, r, c: f.red == 15),  # 十五观灯
    # 乌牌
    Pattern("wu_hu", 32, "red", lambda f, r, c: f.red == 0),  # 乌胡
    # 一般 — no family: each multiplies
    Pattern("zi_mei_peng", 2, None, lambda f, r, c: _sisters(f.peng, f.peng)),  # 姊妹碰
    Pattern("zi_mei_zhao", 8, None,  # 姊妹招: 招 + 招, or 招 + 垅, of one rank
            lambda f, r, c: _sisters(f.zhao, f.zhao + f.long)),
    Pattern("zi_mei_long", 32, None, lambda f, r, c: _sisters(f.long, f.long)),  # 姊妹垅
    Pattern("qia", 2, None,  # 恰: a whole ten, 0 excluded (§H #48)
            lambda f, r, c: f.hu >= 10 and f.hu % 10 == 0),
    Pattern("qing", 8, None, lambda f, r, c: not f.has_scoring_run),  # 青
    Pattern("piao", 8, None, lambda f, r, c: not f.has_kan_or_long),  # 飘 (§H #22)
    Pattern("shuang_piao_dai", 32, None,  # 双飘带
            lambda f, r, c: f.repeated_low_run and f.repeated_erqishi),
    Pattern("shi_ba_da", 16, None, lambda f, r, c: f.big >= 18),  # 18大 (§H #29)
    Pattern("shi_ba_xiao", 16, None, lambda f, r, c: f.small >= 18),  # 18小
    # 其它
    Pattern("tian_hu", 8, "start", lambda f, r, c: c.tian_hu),  # 天胡
    Pattern("di_hu", 8, "start", lambda f, r, c: c.di_hu),  # 地胡
    Pattern("hui_long_di_hu", 4, "start", lambda f, r, c: c.huilong_di_hu),  # 回龙地胡
    Pattern("hai_di_lao", 2, None, lambda f, r, c: c.hai_di),  # 海底捞
    Pattern("xi_24", 32, None, lambda f, r, c: f.cards >= 24),  # 24喜
    Pattern("hu_30", 8, "ladder", lambda f, r, c: f.hu >= 30),  # 30胡
    Pattern("hu_33", 16, "ladder", lambda f, r, c: f.hu >= 33),  # 33胡
    Pattern("hu_36", 32, "ladder", lambda f, r, c: f.hu >= 36),  # 36胡
    Pattern("hu_27", 4, "ladder",  # 27胡: a rung only with pinghu_27 = ladder (§H #30)
            lambda f, r, c: r.pinghu_27 == "ladder" and f.hu >= 27),
)
# fmt: on

#: 报 doubles whatever the hand scores, 平胡 included; it is outside the families and the floor.
JIAO_PAI = ("jiao_pai", 2)
PING_HU = "ping_hu"


def ping_hu_fan(hu: int, rules: RuleSet) -> int:
    """平胡: 2番, or 4番 from 27胡 when 27 is not a ladder rung ("27胡为四番")."""
    return 4 if hu >= 27 and rules.pinghu_27 == "pinghu_only" else 2


def counted_patterns(facts: HandFacts, rules: RuleSet, context: WinContext) -> list[Pattern]:
    """The 名堂 that count, in table order: every one that applies, one per family."""
    applying = [p for applies, p in _CONDITIONS if applies(facts, rules, context)]
    best: dict[str, Pattern] = {}
    for p in applying:
        if p.family is not None and (p.family not in best or p.fan > best[p.family].fan):
            best[p.family] = p
    return [p for p in applying if p.family is None or best[p.family] is p]


# (condition, pattern) pairs: the hot loop of ``counted_patterns`` reads no tuple fields.
_CONDITIONS = tuple((p.applies, p) for p in PATTERNS)


def mingtang_fan(
    facts: HandFacts, rules: RuleSet, context: WinContext, steps: StepList = None
) -> tuple[int, tuple[str, ...]]:
    """番 after families, the 平胡 floor, 报 and the cap, and the keys counted (G.2);
    noted step by step in ``steps`` when it is a list (``score_steps``)."""
    ping = ping_hu_fan(facts.hu, rules)
    if context.instant:  # 三垅/四坎: "不另外加番" — scored as 平胡 (§H #3)
        if steps is not None:
            steps.append(ScoreStep("instant_ping_hu", ping, (facts.hu,)))
        return ping, (PING_HU,)
    counted = counted_patterns(facts, rules, context)
    fan = 1
    for pattern in counted:
        fan *= pattern.fan
    keys = tuple(p.key for p in counted)
    if steps is not None:
        _note_patterns(steps, counted, fan, facts, rules, context)
    if not counted or fan < ping:  # no 名堂, or 名堂 worth less than 平胡 (§H #51)
        if steps is not None:
            floor = ScoreStep("ping_hu_floor", ping, (fan, facts.hu))
            steps.append(floor if counted else ScoreStep("ping_hu", ping, (facts.hu,)))
        fan, keys = ping, (PING_HU,)
    if context.bao and rules.bao_multiplier_applies:
        if steps is not None:
            steps.append(ScoreStep("jiao_pai", fan * JIAO_PAI[1], (fan, JIAO_PAI[1])))
        fan *= JIAO_PAI[1]
        # keys follow the table, where jiao_pai comes just before ping_hu
        keys = (JIAO_PAI[0], PING_HU) if keys == (PING_HU,) else (*keys, JIAO_PAI[0])
    if steps is not None and fan > CAP:
        steps.append(ScoreStep("cap", CAP, (fan,)))
    return min(fan, CAP), keys


def _note_patterns(
    steps: list[ScoreStep],
    counted: list[Pattern],
    fan: int,
    facts: HandFacts,
    rules: RuleSet,
    context: WinContext,
) -> None:
    """The 名堂 counted, in table order, each followed by those of its family it
    outranked (§H #21), then their product."""
    applying = [p for p in PATTERNS if p.applies(facts, rules, context)]
    for pattern in counted:
        steps.append(ScoreStep("mingtang", pattern.fan, keys=(pattern.key,)))
        steps.extend(
            ScoreStep("outranked", other.fan, (other.fan, pattern.fan), (other.key, pattern.key))
            for other in applying
            if other.family is not None and other.family == pattern.family and other is not pattern
        )
    if counted:
        steps.append(ScoreStep("fan_product", fan, tuple(p.fan for p in counted)))
