"""Scoring a win: 等 (děng), 普通算等, 高级玩法 名堂, 胡子 × 名堂.

Implements RULES.md §G (G.1 ``scoring = deng``, G.2 ``scoring = mingtang``,
G.3 ``scoring = huzi001``), the decisions of §H.1 that concern scoring
(#3, #6, #7, #18, #19, #21–#32, #40, #46–#49, #51) and the ``score``
contract of §K.  The 名堂 (míngtáng) patterns of G.2 live in ``mingtang.py``,
the facts both read (``HandFacts``, ``WinContext``) in ``win_facts.py``.

``score`` is called by ``analyze`` for every candidate arrangement when
``arrangement_objective = points`` (and for the arrangements tied on 胡 under
``max_hu``), so the facts every method needs are
gathered in one pass over the groups (``HandFacts``), with the per-group
facts cached by group.

``score_steps`` runs the same computation noting each number it arrives at
(``score_steps.ScoreStep``), for the round-over dialog's sum: every method
below takes ``steps``, a list to note them in or ``None`` (``score``, the hot
path), and notes the very values it computes.
"""

from __future__ import annotations

from dataclasses import dataclass

from .melds import Arrangement
from .mingtang import mingtang_fan
from .rules import STANDARD, RuleSet
from .score_steps import ScoreStep, StepList
from .win_facts import HandFacts, WinContext, hand_facts


@dataclass(frozen=True)
class Score:
    """The result of ``score`` (RULES.md §K): L, D, W and how they came about.

    ``loser_pays`` (L), ``dijia_gets`` (D) and ``winner_gets`` (W) are ints,
    or floats only for a half point (``huzi001``, §H #47).
    """

    deng: int
    base: float
    multiplier: int
    mingtang: tuple[str, ...]
    loser_pays: float
    dijia_gets: float
    winner_gets: float


# -- numbers -------------------------------------------------------------------


def whole_or_half(x: float) -> float:
    """An int when whole; a float only for a half point (points are shown and stored so)."""
    return int(x) if x == int(x) else x


def deng(hu: int) -> int:
    """等 děng for a total 胡 (RULES.md §G.1): 1 up to 10 胡 (乱胡 included), then ceil(h / 10)."""
    return 1 if hu <= 10 else -(-hu // 10)


# -- the three methods ---------------------------------------------------------


#: A win with nothing the hand cannot show (``score``'s default; frozen, so shared).
PLAIN_WIN = WinContext()


def score(
    arrangement: Arrangement, rules: RuleSet = STANDARD, context: WinContext = PLAIN_WIN
) -> Score:
    """L, D, W of a win with ``arrangement`` under ``rules.scoring`` (RULES.md §G, §K)."""
    facts = hand_facts(arrangement)  # (the dispatch of ``_score``, one call the fewer)
    if rules.scoring == "deng":
        return _score_deng(facts, rules, context, None)
    if rules.scoring == "mingtang":
        return _score_mingtang(facts, rules, context, None)
    return _score_huzi(facts, rules, context, None)


def score_steps(
    arrangement: Arrangement, rules: RuleSet = STANDARD, context: WinContext = PLAIN_WIN
) -> tuple[Score, tuple[ScoreStep, ...]]:
    """``score`` and how it came about: the same computation, noting its steps in order
    (``hu`` first; the codes are listed in ``score_steps.py``)."""
    steps = [ScoreStep("hu", arrangement.hu, tuple(g.hu(rules) for g in arrangement.groups))]
    result = _score(hand_facts(arrangement), rules, context, steps)
    return result, tuple(steps)


def _score(facts: HandFacts, rules: RuleSet, context: WinContext, steps: StepList) -> Score:
    if rules.scoring == "deng":
        return _score_deng(facts, rules, context, steps)
    if rules.scoring == "mingtang":
        return _score_mingtang(facts, rules, context, steps)
    return _score_huzi(facts, rules, context, steps)


def _jiao_pai(rules: RuleSet, context: WinContext) -> bool:
    """叫牌/报: a 报 winner's score doubles only with ``bao_multiplier = 2`` (C11)."""
    return context.bao and rules.bao_multiplier_applies


# G.1 普通算等: the multipliers, in the order of the table; each ×2 except 乌 ×4.
_DENG_MULTIPLIERS: tuple[tuple[str, int], ...] = (
    ("hong", 2),
    ("wu", 4),
    ("tian_hu", 2),
    ("di_hu", 2),
    ("jiao_pai", 2),
)
_DENG_FACTOR = dict(_DENG_MULTIPLIERS)


def _deng_applies(key: str, facts: HandFacts, rules: RuleSet, context: WinContext) -> bool:
    if key == "hong":
        return facts.red >= 10
    if key == "wu":
        return facts.red == 0
    if key == "jiao_pai":
        return _jiao_pai(rules, context)
    return bool(getattr(context, key))


def _score_deng(facts: HandFacts, rules: RuleSet, context: WinContext, steps: StepList) -> Score:
    """普通算等 (G.1): P = max(2, 等), M = product of 红/乌/天/地/报; the 底家 takes M."""
    d = deng(facts.hu)
    points = max(2, d)
    applied: list[str] = []
    multiplier = 1
    if not context.instant:  # an instant win adds no 番 (§H #3)
        for key, factor in _DENG_MULTIPLIERS:
            if _deng_applies(key, facts, rules, context):
                applied.append(key)
                multiplier *= factor  # several multiply (§H #18)
    keys = tuple(applied)
    if rules.dijia:
        loser = (points + 1) * multiplier  # "输家同时加底家1分，有番加倍"
        dijia = multiplier
    else:
        loser = points * multiplier  # no 底家, no levy (§H #7)
        dijia = 0
    if steps is not None:
        steps.append(ScoreStep("deng", d, (facts.hu,)))
        steps.append(ScoreStep("points", points, (d,)))
        if context.instant:
            steps.append(ScoreStep("instant_plain", 1))
        factors = tuple(_DENG_FACTOR[key] for key in keys)
        steps.extend(ScoreStep("multiplier", _DENG_FACTOR[key], keys=(key,)) for key in keys)
        steps.append(ScoreStep("multiplier_total", multiplier, factors))
        if rules.dijia:
            steps.append(ScoreStep("deng_loser", loser, (points, multiplier)))
            steps.append(ScoreStep("deng_dijia", dijia, (multiplier,)))
        else:
            steps.append(ScoreStep("deng_loser_no_dijia", loser, (points, multiplier)))
        steps.append(ScoreStep("winner", 2 * loser - dijia, (2, loser, dijia)))
    return Score(d, points, multiplier, keys, loser, dijia, 2 * loser - dijia)


# G.2 番 → 分: what each loser pays and what the 底家 receives (out of the winner's share).
_FAN_POINTS: dict[int, tuple[int, int]] = {
    2: (5, 2),
    4: (8, 4),
    8: (12, 6),
    16: (16, 8),
    32: (24, 12),
}


def _score_mingtang(
    facts: HandFacts, rules: RuleSet, context: WinContext, steps: StepList
) -> Score:
    """高级玩法 (G.2): 名堂 番 after families, 平胡 floor, 报 and the 32番 cap, paid by table."""
    d = deng(facts.hu)
    fan, keys = mingtang_fan(facts, rules, context, steps)
    loser, dijia = _FAN_POINTS[fan]
    if not rules.dijia:
        dijia = 0
    if steps is not None:
        steps.append(ScoreStep("fan_loser", loser, (fan,)))
        if rules.dijia:
            steps.append(ScoreStep("fan_dijia", dijia, (fan,)))
        steps.append(ScoreStep("winner", 2 * loser - dijia, (2, loser, dijia)))
    return Score(d, max(2, d), fan, keys, loser, dijia, 2 * loser - dijia)


# G.3 胡子 × 名堂: the doubling 名堂 in their order, and the base overrides (largest applies).
_HUZI_DOUBLES = ("tian_hu", "shui_shang_piao", "hong", "gen", "kun", "jiao_pai")
_HUZI_OVERRIDES = (("qia_shi_hu", 30), ("luan_hu", 40), ("quan_hei", 160))


def _huzi_doubles(key: str, facts: HandFacts, rules: RuleSet, context: WinContext) -> bool:
    if key == "tian_hu":
        return context.tian_hu
    if key == "shui_shang_piao":
        return context.first_turned
    if key == "hong":
        return facts.red >= 10
    if key == "gen":  # 哏: a whole ten from 20 up (10 is 恰十胡, 0 is 乱胡: §H #46, #48)
        return facts.hu >= 20 and facts.hu % 10 == 0
    if key == "kun":  # 坤: every 列 carries 胡; the 对 is excepted
        return not facts.blank_lie
    return _jiao_pai(rules, context)


def _huzi_override(key: str, facts: HandFacts) -> bool:
    if key == "qia_shi_hu":
        return facts.hu == 10
    if key == "luan_hu":
        return facts.hu == 0
    return facts.red == 0  # quan_hei 全黑


def _score_huzi(facts: HandFacts, rules: RuleSet, context: WinContext, steps: StepList) -> Score:
    """胡子 × 名堂 (G.3): W = base × 2^番, D = 2 × 2^番, each loser pays (W + D) / 2."""
    d = deng(facts.hu)
    if context.instant:  # an instant win counts its 胡 with multiplier 1 (§H #3)
        loser = whole_or_half((facts.hu + 2) / 2)
        if steps is not None:
            steps.append(ScoreStep("instant_plain", 1))
            _note_huzi(steps, facts.hu, 1, facts.hu, 2, loser)
        return Score(d, facts.hu, 1, (), loser, 2, facts.hu)
    doubles = [k for k in _HUZI_DOUBLES if _huzi_doubles(k, facts, rules, context)]
    overrides = [(v, k) for k, v in _HUZI_OVERRIDES if _huzi_override(k, facts)]
    base = facts.hu
    keys = tuple(doubles)
    if overrides:
        base, key = max(overrides)  # several overrides: the largest (§H #49)
        keys += (key,)
    multiplier = 2 ** len(doubles)
    winner = base * multiplier
    dijia = 2 * multiplier
    loser = whole_or_half((winner + dijia) / 2)
    if steps is not None:
        if overrides:
            counted = keys[-1]
            steps.extend(ScoreStep("outranked", v, (v, base), (k, counted))
                         for v, k in overrides if k != counted)
            steps.append(ScoreStep("base_override", base, (facts.hu,), (counted,)))
        steps.extend(ScoreStep("multiplier", 2, keys=(k,)) for k in doubles)
        steps.append(ScoreStep("multiplier_total", multiplier, (2,) * len(doubles)))
        _note_huzi(steps, base, multiplier, winner, dijia, loser)
    return Score(d, base, multiplier, keys, loser, dijia, winner)


def _note_huzi(
    steps: list[ScoreStep], base: int, multiplier: int, winner: int, dijia: int, loser: float
) -> None:
    """W, D and then L, in the order G.3 computes them."""
    steps.append(ScoreStep("huzi_winner", winner, (base, multiplier)))
    steps.append(ScoreStep("huzi_dijia", dijia, (multiplier,)))
    steps.append(ScoreStep("huzi_loser", loser, (winner, dijia)))
