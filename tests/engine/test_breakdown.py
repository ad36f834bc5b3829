"""The sum of a round, step by step (``score_steps``, ``score_breakdown``; RULES.md §G, §I.5).

The worked examples of RULES.md come out as the rules write them ("（2+1）*2=6分，
赢家加2*6－1*2=10分，底家加1*2=2分"); every step's number follows from its inputs by
the formula its code names (``FORMULAS``, written here apart from the engine); the
steps chain (each one's inputs are the numbers before it) and end in the ``Score``;
the payment steps sum, seat by seat, to the round's payments.  Checked on the vectors,
on random settlements of every preset and on random rounds played out.
"""

from __future__ import annotations

import math
import os
import random

import pytest

from dager_desktop.engine import (
    PRESETS,
    Game,
    ScoreStep,
    WinContext,
    score,
    score_breakdown,
    score_steps,
)
from dager_desktop.engine.score_steps import CODES, PAYMENT_CODES
from dager_desktop.engine.settlement import huang_payments, win_payments

from .scoring_hands import MT, ONLINE, STD, STD3, V09, V11, V21, V26, V59, V60, V61, V63, V67, arr

# -- the formulas each code names (RULES.md §G), written apart from the engine --------------

_FAN_TABLE = {2: (5, 2), 4: (8, 4), 8: (12, 6), 16: (16, 8), 32: (24, 12)}

FORMULAS = {
    "hu": sum,
    "deng": lambda i: 1 if i[0] <= 10 else math.ceil(i[0] / 10),
    "points": lambda i: max(2, i[0]),
    "instant_plain": lambda i: 1,
    "multiplier_total": math.prod,
    "deng_loser": lambda i: (i[0] + 1) * i[1],
    "deng_loser_no_dijia": lambda i: i[0] * i[1],
    "deng_dijia": lambda i: 1 * i[0],
    "outranked": lambda i: i[0],
    "fan_product": math.prod,
    "ping_hu_floor": lambda i: None,  # 2 or 4, above the 名堂's 番: checked apart
    "jiao_pai": lambda i: i[0] * i[1],
    "cap": lambda i: 32,
    "fan_loser": lambda i: _FAN_TABLE[i[0]][0],
    "fan_dijia": lambda i: _FAN_TABLE[i[0]][1],
    "winner": lambda i: i[0] * i[1] - i[2],
    "huzi_winner": lambda i: i[0] * i[1],
    "huzi_dijia": lambda i: 2 * i[0],
    "huzi_loser": lambda i: (i[0] + i[1]) / 2,
    "pays": lambda i: -i[0],
    "baopai_pays": lambda i: -i[0] * i[1],
    "covered": lambda i: 0,
    "huang": lambda i: 0,
    "huang_pays": lambda i: -i[0],
}


def rows(steps) -> list[tuple]:
    """Steps as (code, value, inputs[, keys]) — keys only where there are some."""
    return [(s.code, s.value, s.inputs, *((s.keys,) if s.keys else ())) for s in steps]


def check_formulas(steps: tuple[ScoreStep, ...]) -> None:
    for step in steps:
        assert step.code in CODES, step
        formula = FORMULAS.get(step.code)
        expected = formula(step.inputs) if formula else None
        if expected is not None:
            assert step.value == expected, step
        if step.code == "ping_hu_floor":
            assert step.value in (2, 4) and step.inputs[0] < step.value, step
        if step.code in ("ping_hu", "instant_ping_hu"):
            assert step.value == 2 or (step.value == 4 and step.inputs[0] >= 27), step
        if step.code == "cap":
            assert step.inputs[0] > 32, step
        if step.code in ("multiplier", "mingtang", "base_override"):
            assert step.keys, step


def check_chain(steps: tuple[ScoreStep, ...], result_score, rules) -> None:
    """Each step's inputs are the numbers of the steps before it; the last ones are L, D, W."""
    by = {}
    for step in steps:
        if step.code not in PAYMENT_CODES:
            by.setdefault(step.code, []).append(step)

    def one(code):
        (step,) = by[code]
        return step

    hu = one("hu")
    assert steps[0] is hu
    if rules.scoring == "deng":
        assert one("deng").inputs == (hu.value,)
        assert one("points").inputs == (one("deng").value,)
        factors = tuple(s.value for s in by.get("multiplier", ()))
        assert one("multiplier_total").inputs == factors
        assert tuple(s.key for s in by.get("multiplier", ())) == result_score.mingtang
        loser = one("deng_loser" if rules.dijia else "deng_loser_no_dijia")
        assert loser.inputs == (one("points").value, one("multiplier_total").value)
        dijia = one("deng_dijia").value if rules.dijia else 0
        assert (result_score.deng, result_score.base) == (one("deng").value, one("points").value)
    elif rules.scoring == "mingtang":
        fan = one("fan_loser").inputs[0]
        assert fan == result_score.multiplier
        loser = one("fan_loser")
        dijia = one("fan_dijia").value if rules.dijia else 0
        counted = [s.key for s in by.get("mingtang", ())]
        if "fan_product" in by:
            assert one("fan_product").inputs == tuple(s.value for s in by["mingtang"])
        if result_score.mingtang[-1:] == ("ping_hu",) or "ping_hu" in result_score.mingtang:
            assert {"ping_hu", "ping_hu_floor", "instant_ping_hu"} & set(by)
        else:
            assert tuple(k for k in result_score.mingtang if k != "jiao_pai") == tuple(counted)
    else:
        winner = one("huzi_winner")
        assert winner.inputs == (result_score.base, result_score.multiplier)
        assert one("huzi_dijia").inputs == (result_score.multiplier,)
        loser = one("huzi_loser")
        assert loser.inputs == (winner.value, one("huzi_dijia").value)
        dijia = one("huzi_dijia").value
        assert winner.value == result_score.winner_gets
    assert loser.value == result_score.loser_pays
    assert dijia == result_score.dijia_gets
    if rules.scoring != "huzi001":
        assert one("winner").inputs == (2, loser.value, dijia)
        assert one("winner").value == result_score.winner_gets


def check_payments(steps: tuple[ScoreStep, ...], payments: dict) -> None:
    paid = {seat: 0 for seat in payments}
    for step in steps:
        if step.code in PAYMENT_CODES and step.seat is not None:
            paid[step.seat] += step.value
    assert paid == payments
    assert sum(payments.values()) == 0


# -- the worked examples of RULES.md §G and §I.5 -----------------------------------------

NO_CONTEXT = WinContext()

# fmt: off
DENG_VECTORS = [
    # the seed example: "刚好胡红10胡，则为（2+1）*2=6分，赢家加2*6－1*2=10分，底家加1*2=2分"
    pytest.param(V26, STD, NO_CONTEXT, [
        ("hu", 10, (1, 3, 6, 0, 0, 0, 0)), ("deng", 1, (10,)), ("points", 2, (1,)),
        ("multiplier", 2, (), ("hong",)), ("multiplier_total", 2, (2,)),
        ("deng_loser", 6, (2, 2)), ("deng_dijia", 2, (2,)), ("winner", 10, (2, 6, 2)),
    ], id="V53"),
    pytest.param(V09, STD, NO_CONTEXT, [
        ("hu", 15, (3, 6, 6, 0, 0, 0, 0)), ("deng", 2, (15,)), ("points", 2, (2,)),
        ("multiplier_total", 1, ()), ("deng_loser", 3, (2, 1)), ("deng_dijia", 1, (1,)),
        ("winner", 5, (2, 3, 1)),
    ], id="V54"),
    pytest.param(V21, STD, NO_CONTEXT, [
        ("hu", 39, (12, 12, 6, 9, 0, 0, 0)), ("deng", 4, (39,)), ("points", 4, (4,)),
        ("multiplier_total", 1, ()), ("deng_loser", 5, (4, 1)), ("deng_dijia", 1, (1,)),
        ("winner", 9, (2, 5, 1)),
    ], id="V56-standard"),
    pytest.param(V21, STD3, NO_CONTEXT, [
        ("hu", 39, (12, 12, 6, 9, 0, 0, 0)), ("deng", 4, (39,)), ("points", 4, (4,)),
        ("multiplier_total", 1, ()), ("deng_loser_no_dijia", 4, (4, 1)),
        ("winner", 8, (2, 4, 0)),
    ], id="V56-standard_3p"),
    pytest.param(V11, STD, NO_CONTEXT, [
        ("hu", 0, (0,) * 7), ("deng", 1, (0,)), ("points", 2, (1,)),
        ("multiplier_total", 1, ()), ("deng_loser", 3, (2, 1)), ("deng_dijia", 1, (1,)),
        ("winner", 5, (2, 3, 1)),
    ], id="V58"),
    pytest.param(V63, STD, WinContext(di_hu=True), [
        ("hu", 15, (6, 9, 0, 0, 0, 0, 0)), ("deng", 2, (15,)), ("points", 2, (2,)),
        ("multiplier", 4, (), ("wu",)), ("multiplier", 2, (), ("di_hu",)),
        ("multiplier_total", 8, (4, 2)), ("deng_loser", 24, (2, 8)), ("deng_dijia", 8, (8,)),
        ("winner", 40, (2, 24, 8)),
    ], id="wu-x-di_hu"),
]

MINGTANG_VECTORS = [
    pytest.param(V59, MT, [
        ("hu", 15, (12, 3, 0, 0, 0, 0, 0)), ("mingtang", 8, (), ("hong_hu",)),
        ("fan_product", 8, (8,)), ("fan_loser", 12, (8,)), ("fan_dijia", 6, (8,)),
        ("winner", 18, (2, 12, 6)),
    ], id="V59-mingtang"),
    pytest.param(V60, MT, [
        ("hu", 25, (3, 6, 9, 0, 0, 1, 6)), ("ping_hu", 2, (25,)), ("fan_loser", 5, (2,)),
        ("fan_dijia", 2, (2,)), ("winner", 8, (2, 5, 2)),
    ], id="V60"),
    pytest.param(V61, MT, [
        ("hu", 27, (9, 3, 6, 9, 0, 0, 0)), ("ping_hu", 4, (27,)), ("fan_loser", 8, (4,)),
        ("fan_dijia", 4, (4,)), ("winner", 12, (2, 8, 4)),
    ], id="V61"),
    pytest.param(V63, MT, [
        ("hu", 15, (6, 9, 0, 0, 0, 0, 0)), ("mingtang", 32, (), ("wu_hu",)),
        ("mingtang", 8, (), ("qing",)), ("fan_product", 256, (32, 8)), ("cap", 32, (256,)),
        ("fan_loser", 24, (32,)), ("fan_dijia", 12, (32,)), ("winner", 36, (2, 24, 12)),
    ], id="V63"),
    pytest.param(V26, MT, [
        ("hu", 10, (1, 3, 6, 0, 0, 0, 0)), ("mingtang", 8, (), ("hong_hu",)),
        ("mingtang", 2, (), ("qia",)), ("mingtang", 8, (), ("piao",)),
        ("fan_product", 128, (8, 2, 8)), ("cap", 32, (128,)),
        ("fan_loser", 24, (32,)), ("fan_dijia", 12, (32,)), ("winner", 36, (2, 24, 12)),
    ], id="V66"),
    pytest.param(V67, MT, [
        ("hu", 10, (9, 1, 0, 0, 0, 0, 0)), ("mingtang", 8, (), ("hong_hu",)),
        ("mingtang", 8, (), ("hua",)), ("mingtang", 2, (), ("qia",)),
        ("mingtang", 8, (), ("qing",)), ("mingtang", 8, (), ("piao",)),
        ("fan_product", 8192, (8, 8, 2, 8, 8)), ("cap", 32, (8192,)),
        ("fan_loser", 24, (32,)), ("fan_dijia", 12, (32,)), ("winner", 36, (2, 24, 12)),
    ], id="V67"),
]

HUZI_VECTORS = [
    pytest.param(V09, [
        ("hu", 15, (3, 6, 6, 0, 0, 0, 0)), ("multiplier_total", 1, ()),
        ("huzi_winner", 15, (15, 1)), ("huzi_dijia", 2, (1,)), ("huzi_loser", 8.5, (15, 2)),
    ], id="V74"),
    pytest.param(V26, [
        ("hu", 10, (1, 3, 6, 0, 0, 0, 0)), ("base_override", 30, (10,), ("qia_shi_hu",)),
        ("multiplier", 2, (), ("hong",)), ("multiplier_total", 2, (2,)),
        ("huzi_winner", 60, (30, 2)), ("huzi_dijia", 4, (2,)), ("huzi_loser", 32, (60, 4)),
    ], id="V75"),
    pytest.param(V11, [
        ("hu", 0, (0,) * 7), ("base_override", 40, (0,), ("luan_hu",)),
        ("multiplier_total", 1, ()), ("huzi_winner", 40, (40, 1)), ("huzi_dijia", 2, (1,)),
        ("huzi_loser", 21, (40, 2)),
    ], id="V76"),
]
# fmt: on


@pytest.mark.parametrize(("spec", "rules", "context", "expected"), DENG_VECTORS)
def test_deng_steps_follow_the_worked_examples(spec, rules, context, expected):
    scored, steps = score_steps(arr(spec, rules), rules, context)
    assert rows(steps) == expected
    assert scored == score(arr(spec, rules), rules, context)


@pytest.mark.parametrize(("spec", "rules", "expected"), MINGTANG_VECTORS)
def test_mingtang_steps_follow_the_worked_examples(spec, rules, expected):
    scored, steps = score_steps(arr(spec, rules), rules)
    assert rows(steps) == expected
    assert scored == score(arr(spec, rules), rules)


@pytest.mark.parametrize(("spec", "expected"), HUZI_VECTORS)
def test_huzi_steps_follow_the_worked_examples(spec, expected):
    scored, steps = score_steps(arr(spec, ONLINE), ONLINE)
    assert rows(steps) == expected
    assert scored == score(arr(spec, ONLINE), ONLINE)


def test_a_family_names_the_mingtang_it_outranks():
    # 13 red cards: 红胡 (8) and 十三太保 (32) are of one family; the larger counts
    spec = "碰贰贰贰 碰柒柒柒 碰拾拾拾 二七十 八八捌 一二三 四五六"
    a = arr(spec)
    assert a.red_count == 13
    _, steps = score_steps(a, MT)
    assert ("outranked", 8, (8, 32), ("hong_hu", "shi_san_tai_bao")) in rows(steps)
    assert ("mingtang", 32, (), ("shi_san_tai_bao",)) in rows(steps)


def test_a_larger_base_outranks_a_smaller_one():
    # no red and 0 胡: 无胡 (40) and 全黑 (160); the larger is the base
    spec = "三四五 四五六 叁肆伍 肆伍陆 八八捌 九玖玖 五五伍"
    _, steps = score_steps(arr(spec, ONLINE), ONLINE)
    assert rows(steps)[1:3] == [
        ("outranked", 40, (40, 160), ("luan_hu", "quan_hei")),
        ("base_override", 160, (0,), ("quan_hei",)),
    ]


def test_the_ping_hu_floor_is_a_step():
    # 28 胡 with only 姊妹碰 (2番) scores the 平胡 4番 instead (§H #51)
    spec = "碰四四四 碰肆肆肆 坎捌捌捌 一二三 壹贰叁 二七十 三四五"
    _, steps = score_steps(arr(spec), MT)
    assert rows(steps)[1:4] == [
        ("mingtang", 2, (), ("zi_mei_peng",)),
        ("fan_product", 2, (2,)),
        ("ping_hu_floor", 4, (2, 28)),
    ]


def test_bao_doubles_after_the_floor_and_before_the_cap():
    rules = MT.replace(bao_multiplier=2)
    _, steps = score_steps(arr(V61), rules, WinContext(bao=True))
    assert rows(steps)[1:3] == [("ping_hu", 4, (27,)), ("jiao_pai", 8, (4, 2))]
    _, steps = score_steps(arr(V63), rules, WinContext(bao=True))
    assert ("jiao_pai", 512, (256, 2)) in rows(steps) and ("cap", 32, (512,)) in rows(steps)


INSTANT = "垅一一一一 垅三三三三 垅四四四四 五六七"


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        pytest.param(STD, ["hu", "deng", "points", "instant_plain", "multiplier_total",
                           "deng_loser", "deng_dijia", "winner"], id="deng"),
        pytest.param(MT, ["hu", "instant_ping_hu", "fan_loser", "fan_dijia", "winner"],
                     id="mingtang"),
        pytest.param(ONLINE, ["hu", "instant_plain", "huzi_winner", "huzi_dijia",
                              "huzi_loser"], id="huzi001"),
    ],
)
def test_an_instant_win_says_it_takes_no_multiplier(rules, expected):
    a = arr(INSTANT, rules, loose="八九捌玖拾")
    context = WinContext(instant=True, tian_hu=True, bao=True)
    scored, steps = score_steps(a, rules, context)
    assert [s.code for s in steps] == expected
    assert scored == score(a, rules, context)
    check_formulas(steps)


# -- payments ---------------------------------------------------------------------------


def test_payment_steps_name_each_seat():
    s = score(arr(V26), STD)
    steps: list[ScoreStep] = []
    pay = win_payments(STD, (0, 1, 3), 2, 0, s, None, steps)
    assert rows(steps) == [("pays", -6, (6,)), ("pays", -6, (6,)), ("dijia_gets", 2, ()),
                           ("winner_gets", 10, ())]
    assert [st.seat for st in steps] == [1, 3, 2, 0]
    check_payments(tuple(steps), pay)


def test_the_baopai_seat_pays_for_every_loser():
    s = score(arr(V09, ONLINE), ONLINE)  # L 8.5
    steps: list[ScoreStep] = []
    pay = win_payments(ONLINE, (0, 1, 3), 2, 0, s, 3, steps)
    assert rows(steps)[:2] == [("baopai_pays", -17, (8.5, 2)), ("covered", 0, (3,))]
    assert [st.seat for st in steps[:2]] == [3, 1]
    check_payments(tuple(steps), pay)


@pytest.mark.parametrize("baopai", [None, 1])
def test_huang_steps(baopai):
    steps: list[ScoreStep] = []
    pay = huang_payments(ONLINE, (0, 1, 3), 2, baopai, steps)
    expected = [("huang_pays", -3, (3,)), ("huang_pays", -3, (3,)), ("huang_pays", -3, (3,))]
    if baopai is not None:
        expected[1] = ("huang_pays", -4, (4,), ("baopai",))
    assert rows(steps) == [*expected, ("huang_dijia", 10 if baopai else 9, ())]
    check_payments(tuple(steps), pay)
    steps = []
    huang_payments(STD, (0, 1, 3), 2, baopai, steps)
    assert rows(steps) == [("huang", 0, ())]


# -- random settlements of every preset ----------------------------------------------------

_CONTEXT_FLAGS = ("tian_hu", "di_hu", "huilong_di_hu", "hai_di", "first_turned", "bao")
_SPECS = (V09, V11, V21, V26, V59, V60, V61, V63, V67, INSTANT)


def _random_context(rng: random.Random, instant: bool) -> WinContext:
    flags = {f: rng.random() < 0.2 for f in _CONTEXT_FLAGS}
    return WinContext(instant=instant, **flags)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_random_settlements_add_up(name):
    """Every vector hand under random 天/地/海底/报 facts, random winners, 底家 and 包
    seats, and both 报 multipliers: 1,000 settlements per preset."""
    rng = random.Random(name)
    hands: dict[str, object] = {}  # the same 胡 table for the whole preset
    for _ in range(1000):
        rules = PRESETS[name].replace(bao_multiplier=rng.choice((1, 2)))
        spec = rng.choice(_SPECS)
        a = hands.get(spec) or hands.setdefault(
            spec, arr(spec, rules, loose="八九捌玖拾" if spec is INSTANT else ""))
        context = _random_context(rng, spec is INSTANT)
        scored, steps = score_steps(a, rules, context)
        assert scored == score(a, rules, context)
        check_formulas(steps)
        check_chain(steps, scored, rules)
        seats = list(range(rules.seats))
        dijia = rng.choice(seats) if rules.dijia else None
        players = tuple(s for s in seats if s != dijia)
        winner = rng.choice(players)
        baopai = rng.choice((None, *[s for s in players if s != winner]))
        paid: list[ScoreStep] = []
        pay = win_payments(rules, players, dijia, winner, scored, baopai, paid)
        check_formulas(tuple(paid))
        check_payments(tuple(paid), pay)


# -- random rounds played out ----------------------------------------------------------------

#: rounds per preset, a few seconds in all (the settlements above cover the rare facts);
#: DAGER_BREAKDOWN_ROUNDS=2000 plays thousands (5 to 30 ms a round)
ROUNDS = int(os.environ.get("DAGER_BREAKDOWN_ROUNDS", "60"))


def _play_randomly(game: Game, rng: random.Random) -> None:
    """Any seat's any option, but 胡 whenever offered nine times in ten: more wins."""
    while not game.over:
        decision = rng.choice(game.decisions())
        wins = [o for o in decision.options if o.kind.name == "HU"]
        action = wins[0] if wins and rng.random() < 0.9 else rng.choice(decision.options)
        game.apply(decision.seat, action)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_random_rounds_add_up(name):
    rules = PRESETS[name]
    won = 0
    for seed in range(ROUNDS):
        game = Game.new(rules, seed=seed, dealer=seed % rules.seats)
        _play_randomly(game, random.Random(seed))
        result = game.result
        steps = score_breakdown(game)
        check_formulas(steps)
        check_payments(steps, result.payments)
        if result.winner is not None:
            won += 1
            check_chain(tuple(s for s in steps if s.code not in PAYMENT_CODES), result.score,
                        rules)
            assert [s.seat for s in steps if s.code == "winner_gets"] == [result.winner]
    assert won >= ROUNDS // 20  # the sums of wins were checked, not only 黄牌's


def test_every_code_has_a_formula_or_a_check():
    checked = set(FORMULAS) | {"ping_hu", "instant_ping_hu", "multiplier", "mingtang",
                                "base_override", "dijia_gets", "winner_gets", "huang_dijia"}
    assert checked == CODES


def test_a_round_in_play_has_no_breakdown():
    with pytest.raises(ValueError, match="not over"):
        score_breakdown(Game.new(STD, seed=1))
