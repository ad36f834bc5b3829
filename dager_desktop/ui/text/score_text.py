"""The sum of a round in words: each step of the engine's breakdown as a line with its
numbers ("Each loser pays (1 more for the Dijia): (2 + 1) × 2 = 6").

The steps and every number in them are the engine's (``score_breakdown``, the codes
in ``engine/score_steps.py``); here they are only worded, in the rules' order.  A line
is a pair: a short label and the sum that gives its number.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from dager_desktop.engine import ScoreStep
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import current_language, fill

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

Line = tuple[str, str]

# Payment steps the payments table shows by itself (each seat's amount): no line.
TABLE_ONLY = frozenset({"pays", "dijia_gets", "winner_gets", "huang_dijia"})


def number(value: float) -> str:
    """A number in a sum: 6, 8.5."""
    return f"{value:g}"


def _times(values: Sequence[float]) -> str:
    return " × ".join(number(v) for v in values)


def _hu(value: float) -> str:
    #: a number of 胡: %1 is the number. Chinese: %1胡
    return fill(translate("ScoreText", "%1 Hu"), number(value))


def _fan(value: float) -> str:
    #: a number of 番 (the multiplier of 名堂 scoring): %1 is the number. Chinese: %1番
    return fill(translate("ScoreText", "%1 Fan"), number(value))


def _paren(text: str) -> str:
    """Text in brackets after a word: full-width in Chinese."""
    return f" ({text})" if current_language() == "en" else f"（{text}）"


# -- labels used by several steps ---------------------------------------------------------


def _each_loser() -> str:
    #: label of the line that says what each losing seat pays. Chinese: 输家各付 (zh_TW 輸家各付)
    return translate("ScoreText", "Each loser pays")


def _dijia_gets() -> str:
    #: label: what the 底家 receives; the winner hands it over. Chinese: 底家得（从赢家扣）
    #: (zh_TW 底家得（從贏家扣）)
    return translate("ScoreText", "The Dijia gets (from the winner)")


def _winner_gets() -> str:
    #: label: what the winner receives in all. Chinese: 赢家得 (zh_TW 贏家得)
    return translate("ScoreText", "The winner gets")


def _multiplier() -> str:
    #: label: all the multipliers (番) of a win multiplied together. Chinese: 倍数 (zh_TW 倍數)
    return translate("ScoreText", "Multiplier")


def _bao_pai() -> str:
    #: 包牌 bāopái: a seat that passed a mandatory 招/碰 pays for the others. Chinese: 包牌
    return translate("ScoreText", "Bao Pai")


def _huang_pai() -> str:
    #: 黄牌: the stock ran out and nobody won. Chinese: 黄牌 (zh_TW 黃牌)
    return translate("ScoreText", "Huang Pai")


# -- one function per step code --------------------------------------------------------------


def _line_hu(step: ScoreStep) -> Line:
    #: label: the 胡 of the winning hand, its 列 added up. Chinese: 总胡数 (zh_TW 總胡數)
    label = translate("ScoreText", "Total Hu")
    parts = [v for v in step.inputs if v]
    if len(parts) > 1:
        return label, f"{' + '.join(number(v) for v in parts)} = {_hu(step.value)}"
    return label, _hu(step.value)


def _line_deng(step: ScoreStep) -> Line:
    #: label: 等 děng, the grade of a total 胡 (1 up to 10 胡, then one per ten). Chinese: 等
    label = translate("ScoreText", "Deng")
    #: %1 胡 make %2 等. Chinese: %1胡 → %2等
    return label, fill(translate("ScoreText", "%1 Hu → %2 Deng"), *map(number, (
        step.inputs[0], step.value)))


def _line_points(step: ScoreStep) -> Line:
    #: label: the points a win is worth before its multipliers (1 a 等, at least 2).
    #: Chinese: 计分 (zh_TW 計分)
    label = translate("ScoreText", "Points")
    deng, points = step.inputs[0], step.value
    #: %1 等 count %2 points. Chinese: %1等计%2分 (zh_TW %1等計%2分)
    text = fill(translate("ScoreText", "%1 Deng: %2 points"), number(deng), number(points))
    if points > deng:
        #: after the points of a 1-等 win: the least a win counts. Chinese: 最少2分
        text += _paren(translate("ScoreText", "at least 2"))
    return label, text


def _line_multiplier(step: ScoreStep) -> Line:
    return terms.mingtang_name(step.key), f"×{number(step.value)}"


def _line_instant_plain(step: ScoreStep) -> Line:
    #: label: 三垅/四坎, a win with the dealt cards. Chinese: 开局即胡 (zh_TW 開局即胡)
    label = translate("ScoreText", "Instant win")
    #: an instant win takes no multiplier. Chinese: 不加番
    return label, translate("ScoreText", "no multiplier")


def _line_multiplier_total(step: ScoreStep) -> Line:
    if not step.inputs:
        #: a win with no multiplier: %1 is 1. Chinese: 无，×%1 (zh_TW 無，×%1)
        return _multiplier(), fill(translate("ScoreText", "none, ×%1"), number(step.value))
    if len(step.inputs) == 1:
        return _multiplier(), f"×{number(step.value)}"
    return _multiplier(), f"{_times(step.inputs)} = {number(step.value)}"


def _line_deng_loser(step: ScoreStep) -> Line:
    points, multiplier = step.inputs
    #: label: what each loser pays under 算等 with a 底家: the points and one more for the
    #: 底家, times the multiplier ("输家同时加底家1分，有番加倍"). Chinese: 输家各付（加底家1分）
    #: (zh_TW 輸家各付（加底家1分）)
    label = translate("ScoreText", "Each loser pays (1 more for the Dijia)")
    return label, f"({number(points)} + 1) × {number(multiplier)} = {number(step.value)}"


def _line_deng_loser_no_dijia(step: ScoreStep) -> Line:
    return _each_loser(), f"{_times(step.inputs)} = {number(step.value)}"


def _line_deng_dijia(step: ScoreStep) -> Line:
    return _dijia_gets(), f"1 × {number(step.inputs[0])} = {number(step.value)}"


def _line_winner(step: ScoreStep) -> Line:
    losers, loser, dijia = step.inputs
    sum_ = f"{number(losers)} × {number(loser)}"
    if dijia:
        sum_ += f" - {number(dijia)}"
    return _winner_gets(), f"{sum_} = {number(step.value)}"


def _line_mingtang(step: ScoreStep) -> Line:
    return terms.mingtang_name(step.key), _fan(step.value)


def _line_outranked(step: ScoreStep) -> Line:
    dropped, counted = step.keys
    if counted in ("qia_shi_hu", "luan_hu", "quan_hei"):  # bases of 胡子 scoring
        #: a base of 胡子 scoring outranked by a larger one: %1 the smaller base, %2 the
        #: larger one's name. Chinese: 按%1，不计：取大者%2
        text = translate("ScoreText", "counts %1, not counted: the larger %2 is")
        return terms.mingtang_name(dropped), fill(text, number(step.value),
                                                 terms.mingtang_name(counted))
    #: a 名堂 not counted because a larger one of its kind is: %1 its 番, %2 the name of the
    #: larger. Chinese: %1，不计：同类取大，计%2
    text = translate("ScoreText", "%1, not counted: of its kind only the larger %2 counts")
    return terms.mingtang_name(dropped), fill(text, _fan(step.value), terms.mingtang_name(counted))


def _line_fan_product(step: ScoreStep) -> Line:
    #: label: the 番 of the 名堂 multiplied together. Chinese: 番
    label = translate("ScoreText", "Fan")
    if len(step.inputs) == 1:
        return label, _fan(step.value)
    return label, f"{_times(step.inputs)} = {_fan(step.value)}"


def _line_ping_hu(step: ScoreStep) -> Line:
    if step.value > 2:
        #: 平胡 with 27 胡 or more is 4番: %1 is that 番. Chinese: 无名堂，27胡以上：%1
        #: (zh_TW 無名堂，27胡以上：%1)
        text = translate("ScoreText", "no Mingtang, 27 Hu or more: %1")
    else:
        #: a win with no 名堂 scores 平胡: %1 is its 番. Chinese: 无名堂：%1 (zh_TW 無名堂：%1)
        text = translate("ScoreText", "no Mingtang: %1")
    return terms.mingtang_name("ping_hu"), fill(text, _fan(step.value))


def _line_ping_hu_floor(step: ScoreStep) -> Line:
    #: the 名堂 are worth less than 平胡 and the hand scores 平胡: %1 their 番, %2 平胡's.
    #: Chinese: 名堂%1不及平胡：按%2
    text = translate("ScoreText", "the Mingtang's %1 is less than Ping Hu: %2")
    return terms.mingtang_name("ping_hu"), fill(text, _fan(step.inputs[0]), _fan(step.value))


def _line_instant_ping_hu(step: ScoreStep) -> Line:
    #: label: 三垅/四坎, a win with the dealt cards. Chinese: 开局即胡 (zh_TW 開局即胡)
    label = translate("ScoreText", "Instant win")
    #: an instant win scores as 平胡: %1 is its 番. Chinese: 按平胡计：%1 (zh_TW 按平胡計：%1)
    return label, fill(translate("ScoreText", "scored as Ping Hu: %1"), _fan(step.value))


def _line_jiao_pai(step: ScoreStep) -> Line:
    return terms.mingtang_name("jiao_pai"), f"{_times(step.inputs)} = {_fan(step.value)}"


def _line_cap(step: ScoreStep) -> Line:
    #: label: the most 番 a win counts. Chinese: 封顶 (zh_TW 封頂)
    label = translate("ScoreText", "Cap")
    #: %1 is the 番 before the cap, %2 after it (32). Chinese: 最多32番：%1 → %2
    text = translate("ScoreText", "at most 32 Fan: %1 → %2")
    return label, fill(text, number(step.inputs[0]), _fan(step.value))


def _line_fan_loser(step: ScoreStep) -> Line:
    return _each_loser(), f"{_fan(step.inputs[0])} → {number(step.value)}"


def _line_fan_dijia(step: ScoreStep) -> Line:
    return _dijia_gets(), f"{_fan(step.inputs[0])} → {number(step.value)}"


def _line_base_override(step: ScoreStep) -> Line:
    #: a 胡子 base that replaces the 胡: %1 the base, %2 the 胡 it replaces.
    #: Chinese: 按%1计（原%2）(zh_TW 按%1計（原%2）)
    text = translate("ScoreText", "counts %1 instead of %2")
    return terms.mingtang_name(step.key), fill(text, number(step.value), _hu(step.inputs[0]))


def _line_huzi_winner(step: ScoreStep) -> Line:
    return _winner_gets(), f"{_times(step.inputs)} = {number(step.value)}"


def _line_huzi_dijia(step: ScoreStep) -> Line:
    # 胡子 scoring: the losers pay the 底家's share on top of the winner's (L = (W + D) / 2)
    #: label: what the 底家 receives (paid by the losers with the winner's points).
    #: Chinese: 底家得
    label = translate("ScoreText", "The Dijia gets")
    return label, f"2 × {number(step.inputs[0])} = {number(step.value)}"


def _line_huzi_loser(step: ScoreStep) -> Line:
    winner, dijia = step.inputs
    return _each_loser(), f"({number(winner)} + {number(dijia)}) ÷ 2 = {number(step.value)}"


def _line_baopai_pays(step: ScoreStep) -> Line:
    loser, losers = step.inputs
    #: the 包 seat pays every loser's share: %1 its name, %2 the number of losers, %3 a
    #: share, %4 the sum. Chinese: %1替%2家付：%2 × %3 = %4
    text = translate("ScoreText", "%1 pays for %2 losers: %2 × %3 = %4")
    name = terms.seat_name(step.seat) if step.seat is not None else "?"
    return _bao_pai(), fill(text, name, number(losers), number(loser), number(-step.value))


def _line_covered(step: ScoreStep) -> Line:
    #: a loser whose share the 包 seat pays: %1 that loser, %2 the 包 seat. Chinese: %1不付：
    #: 由%2包付
    text = translate("ScoreText", "%1 pays nothing: %2 pays for them")
    name = terms.seat_name(step.seat) if step.seat is not None else "?"
    return _bao_pai(), fill(text, name, terms.seat_name(int(step.inputs[0])))


def _line_huang(step: ScoreStep) -> Line:
    #: 黄牌 under rules without 黄牌 payments. Chinese: 无人付分 (zh_TW 無人付分)
    return _huang_pai(), translate("ScoreText", "nobody pays")


def _line_huang_pays(step: ScoreStep) -> Line:
    name = terms.seat_name(step.seat) if step.seat is not None else "?"
    if step.keys:
        #: 黄牌: a 包 seat pays the 底家 4 ("黄三包四"): %1 its name, %2 the points.
        #: Chinese: %1付底家%2分（包牌）
        text = translate("ScoreText", "%1 pays the Dijia %2 (Bao Pai)")
    else:
        #: 黄牌: a playing seat pays the 底家 3: %1 its name, %2 the points. Chinese: %1付底家%2分
        text = translate("ScoreText", "%1 pays the Dijia %2")
    return _huang_pai(), fill(text, name, number(-step.value))


_LINES: dict[str, Callable[[ScoreStep], Line]] = {
    "hu": _line_hu,
    "deng": _line_deng,
    "points": _line_points,
    "multiplier": _line_multiplier,
    "instant_plain": _line_instant_plain,
    "multiplier_total": _line_multiplier_total,
    "deng_loser": _line_deng_loser,
    "deng_loser_no_dijia": _line_deng_loser_no_dijia,
    "deng_dijia": _line_deng_dijia,
    "winner": _line_winner,
    "mingtang": _line_mingtang,
    "outranked": _line_outranked,
    "fan_product": _line_fan_product,
    "ping_hu": _line_ping_hu,
    "ping_hu_floor": _line_ping_hu_floor,
    "instant_ping_hu": _line_instant_ping_hu,
    "jiao_pai": _line_jiao_pai,
    "cap": _line_cap,
    "fan_loser": _line_fan_loser,
    "fan_dijia": _line_fan_dijia,
    "base_override": _line_base_override,
    "huzi_winner": _line_huzi_winner,
    "huzi_dijia": _line_huzi_dijia,
    "huzi_loser": _line_huzi_loser,
    "baopai_pays": _line_baopai_pays,
    "covered": _line_covered,
    "huang": _line_huang,
    "huang_pays": _line_huang_pays,
}

# Every code the engine notes that has a line of its own (``TABLE_ONLY`` aside).
WORDED = frozenset(_LINES)


def score_lines(steps: Sequence[ScoreStep], luan_hu: bool = False) -> list[Line]:
    """(label, sum) for each step of a round's breakdown, in order; the payments table
    says what each seat pays (``TABLE_ONLY``).  ``luan_hu``: the engine calls the win a
    乱胡, which the 胡 line says ("0 Hu" alone reads as a mistake)."""
    lines = []
    for step in steps:
        if step.code in TABLE_ONLY:
            continue
        label, text = _LINES[step.code](step)
        if step.code == "hu" and luan_hu:
            text += _paren(terms.mingtang_name("luan_hu"))
        lines.append((label, text))
    return lines
