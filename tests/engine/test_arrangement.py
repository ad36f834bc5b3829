"""analyze, waiting_cards and instant_win against RULES.md §I.2 and §D4–D8."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest

from dager_desktop.engine.arrangement import analyze, instant_win, waiting_cards
from dager_desktop.engine.cards import Card, parse_cards
from dager_desktop.engine.melds import Arrangement, Meld, MeldKind
from dager_desktop.engine.rules import PRESETS, STANDARD, RuleSet
from dager_desktop.engine.scoring import score

K = MeldKind


def card(text: str) -> Card:
    (only,) = parse_cards(text)
    return only


def meld(kind: MeldKind, text: str) -> Meld:
    return Meld(kind, tuple(parse_cards(text)))


def shown(arrangement: Arrangement) -> Counter[str]:
    """The groups as a multiset of "KIND:cards" strings."""
    return Counter(f"{g.kind.name}:{g}" for g in arrangement.groups)


def expect(text: str) -> Counter[str]:
    """Groups written as space-separated "KIND:cards"."""
    return Counter(text.split())


@dataclass(frozen=True)
class Vector:
    id: str
    hand: str
    win: str
    melds: tuple[Meld, ...] = ()
    rules: RuleSet = STANDARD
    is_win: bool | None = True  # None: analyze returns None (no complete shape)
    hu: int | None = None
    groups: Counter[str] | None = field(default=None, compare=False)

    def run(self) -> Arrangement | None:
        return analyze(parse_cards(self.hand), self.melds, card(self.win), self.rules)


V09_HAND = "一二三壹贰叁二七十四五六七八九肆伍陆柒捌"
V14_HAND = "一二三二七十五六七陆柒捌肆伍陆玖"
V14_MELDS = (meld(K.ZHAO, "四四四四"),)
V18_HAND = "伍伍伍肆陆一二三壹贰叁二七十七八九捌玖拾"
V72_HAND = "二二贰七七柒十十三四五四五六叁肆伍肆伍陆"
V73_HAND = "一二三壹贰叁二七十五六七八九十捌玖"

VECTORS = [
    Vector(
        "V09",
        V09_HAND,
        "玖",
        hu=15,
        groups=expect(
            "SHUN:一二三 SHUN:壹贰叁 ERQISHI:二七十 SHUN:四五六 SHUN:七八九 SHUN:肆伍陆 SHUN:柒捌玖"
        ),
    ),
    Vector("V10", "一二三二七十四五六七八九肆伍陆叁肆伍柒捌", "玖", is_win=False, hu=9),
    Vector(
        "V11",
        "三四五六七八四五六七八九贰叁肆陆柒捌伍伍",
        "五",
        hu=0,
        groups=expect(
            "SHUN:三四五 SHUN:四五六 SHUN:六七八 SHUN:七八九 SHUN:贰叁肆 SHUN:陆柒捌 JIAO:五伍伍"
        ),
    ),
    Vector("V12", "一二三六七八四五六七八九贰叁肆陆柒捌伍伍", "五", is_win=False, hu=3),
    Vector("V13", "一二三壹贰叁二七十四五六七八九肆伍陆捌", "捌", is_win=None),
    Vector(
        "V14",
        V14_HAND,
        "玖",
        V14_MELDS,
        hu=18,
        groups=expect(
            "ZHAO:四四四四 SHUN:一二三 ERQISHI:二七十 SHUN:五六七 SHUN:陆柒捌 SHUN:肆伍陆 DUI:玖玖"
        ),
    ),
    Vector("V16", "七七一二三壹贰叁四五六肆伍陆八九十捌玖拾", "七", hu=15),
    Vector("V17", V18_HAND, "五", is_win=None),
    Vector(
        "V18",
        V18_HAND,
        "伍",
        hu=24,
        groups=expect(
            "KAN:伍伍伍 SHUN:肆伍陆 SHUN:一二三 SHUN:壹贰叁 ERQISHI:二七十 SHUN:七八九 SHUN:捌玖拾"
        ),
    ),
    Vector(
        "V21",
        "壹贰叁贰柒拾四五六七八九十",
        "十",
        (meld(K.LONG, "三三三三"), meld(K.ZHAO, "捌捌捌捌")),
        hu=39,
        groups=expect(
            "LONG:三三三三 ZHAO:捌捌捌捌 SHUN:壹贰叁 ERQISHI:贰柒拾 "
            "SHUN:四五六 SHUN:七八九 DUI:十十"
        ),
    ),
    Vector("V24", "一二三二七十五六七八九十捌玖拾伍陆", "柒", (meld(K.PENG, "四四四"),), hu=10),
    Vector(
        "V26",
        "一二三二七十七柒柒十拾拾肆伍陆五六",
        "四",
        (meld(K.PENG, "四四四"),),
        hu=10,
        groups=expect(
            "PENG:四四四 SHUN:四五六 SHUN:一二三 ERQISHI:二七十 JIAO:七柒柒 JIAO:十拾拾 SHUN:肆伍陆"
        ),
    ),
    Vector(
        "V71",
        "二三四二贰三叁叁四肆肆五六七陆柒捌八九十",
        "二",
        hu=0,
        groups=expect(
            "SHUN:二三四 JIAO:二二贰 JIAO:三叁叁 JIAO:四肆肆 SHUN:五六七 SHUN:陆柒捌 SHUN:八九十"
        ),
    ),
    Vector(
        "V72-standard",
        V72_HAND,
        "拾",
        hu=21,
        groups=expect(
            "ERQISHI:二七十 ERQISHI:二七十 ERQISHI:贰柒拾 SHUN:三四五 "
            "SHUN:四五六 SHUN:叁肆伍 SHUN:肆伍陆"
        ),
    ),
    Vector(
        "V72-mingtang",
        V72_HAND,
        "拾",
        rules=PRESETS["mingtang"],
        hu=0,
        groups=expect(
            "JIAO:二二贰 JIAO:七七柒 JIAO:十十拾 SHUN:三四五 SHUN:四五六 SHUN:叁肆伍 SHUN:肆伍陆"
        ),
    ),
    Vector(
        "V73",
        V73_HAND,
        "拾",
        V14_MELDS,
        hu=24,
        groups=expect(
            "ZHAO:四四四四 SHUN:一二三 SHUN:壹贰叁 ERQISHI:二七十 "
            "SHUN:五六七 SHUN:八九十 SHUN:捌玖拾"
        ),
    ),
    Vector(
        "V73-no-seven-lie-with-quad",
        V73_HAND,
        "拾",
        V14_MELDS,
        rules=STANDARD.replace(seven_lie_with_quad=False),
        is_win=None,
    ),
]


@pytest.mark.parametrize("vector", VECTORS, ids=lambda v: v.id)
def test_vector(vector: Vector) -> None:
    result = vector.run()
    if vector.is_win is None:
        assert result is None
        return
    assert result is not None
    assert result.is_win is vector.is_win
    assert result.hu == vector.hu
    assert result.loose == ()
    if vector.groups is not None:
        assert shown(result) == vector.groups


def test_v13_pair_without_quad_when_allowed() -> None:
    rules = STANDARD.replace(pair_needs_quad=False)
    result = analyze(parse_cards("一二三壹贰叁二七十四五六七八九肆伍陆捌"), (), card("捌"), rules)
    assert result is not None and result.is_win
    assert result.hu == 15
    assert "DUI:捌捌" in shown(result)


def test_v14_and_v21_card_counts() -> None:
    v14 = analyze(parse_cards(V14_HAND), V14_MELDS, card("玖"))
    v21 = VECTORS[[v.id for v in VECTORS].index("V21")].run()
    assert v14 is not None and v14.card_count == 21
    assert v21 is not None and v21.card_count == 22  # 八块


@pytest.mark.parametrize("quads", [3, 4, 5, 6])
def test_every_quad_laid_adds_a_card_to_the_winning_hand(quads: int) -> None:
    """RULES.md §C10's table: 十二块 23 cards, 十六块 24, 二十块 25, 二十四块 26."""
    faces = "一三四壹叁肆"[:quads]
    melds = tuple(Meld(MeldKind.LONG, tuple(parse_cards(face * 4))) for face in faces)
    hand = parse_cards("".join(["五六七", "伍陆柒", "八九十"][: 6 - quads]) + "贰")
    win = analyze(hand, melds, card("贰"))
    assert win is not None and win.is_win
    assert win.card_count == 20 + quads


def test_v16_triple_by_win_card_is_peng_unless_configured() -> None:
    hand = parse_cards("七七一二三壹贰叁四五六肆伍陆八九十捌玖拾")
    peng = analyze(hand, (), card("七"))
    kan = analyze(hand, (), card("七"), STANDARD.replace(win_card_triple_is_peng=False))
    assert peng is not None and "PENG:七七七" in shown(peng) and peng.hu == 15
    assert kan is not None and "KAN:七七七" in shown(kan) and kan.hu == 18


def test_v16_dealt_triple_is_kan() -> None:
    # The same 21 cards judged as a dealt hand (天胡): the triple was dealt, so it is a 坎.
    dealt = analyze(parse_cards("七七七一二三壹贰叁四五六肆伍陆八九十捌玖拾"))
    assert dealt is not None and dealt.is_win
    assert dealt.hu == 18 and "KAN:七七七" in shown(dealt)


def test_v26_red_count_and_no_zhao_onto_exposed_peng() -> None:
    result = VECTORS[[v.id for v in VECTORS].index("V26")].run()
    assert result is not None
    assert result.red_count == 10
    assert all(g.kind is not K.ZHAO for g in result.groups)


def test_v72_mingtang_pays_more() -> None:
    rules = PRESETS["mingtang"]
    chosen = analyze(parse_cards(V72_HAND), (), card("拾"), rules)
    assert chosen is not None
    paid = score(chosen, rules)
    assert (paid.loser_pays, paid.dijia_gets, paid.winner_gets) == (24, 12, 36)


def test_zhao_hu_with_pair() -> None:
    # The winning 五 is the 4th copy of the 坎 五五五: only 招胡 (招, 5 列, 对) completes it.
    result = analyze(parse_cards("五五五一二三壹贰叁二七十七八九捌玖拾陆陆"), (), card("五"))
    assert result is not None and result.is_win
    assert shown(result)["ZHAO:五五五五"] == 1 and shown(result)["DUI:陆陆"] == 1
    assert result.hu == 9 + 3 + 6 + 6


def test_exposed_first_then_locked_then_loose() -> None:
    result = analyze(parse_cards(V18_HAND), (meld(K.PENG, "九九九"),), card("伍"), STANDARD)
    assert result is None  # 23 cards with no quad: no shape
    result = analyze(parse_cards(V14_HAND), V14_MELDS, card("玖"))
    assert result is not None
    kinds = [g.kind for g in result.groups]
    assert kinds[0] is K.ZHAO and kinds[-1] is K.DUI
    loose = [g.cards for g in result.groups[1:-1]]
    assert loose == sorted(loose)


def test_luanhu_off_and_custom_threshold() -> None:
    v11 = parse_cards("三四五六七八四五六七八九贰叁肆陆柒捌伍伍")
    off = analyze(v11, (), card("五"), STANDARD.replace(luanhu=False))
    assert off is not None and not off.is_win and off.hu == 0
    v09 = parse_cards(V09_HAND)
    high = analyze(v09, (), card("玖"), STANDARD.replace(min_hu=16))
    assert high is not None and not high.is_win and high.hu == 15


def test_v71_losing_six_hu_shape_does_not_hide_luanhu() -> None:
    v71 = parse_cards("二三四二贰三叁叁四肆肆五六七陆柒捌八九十")
    no_luanhu = analyze(v71, (), card("二"), STANDARD.replace(luanhu=False))
    assert no_luanhu is not None and not no_luanhu.is_win
    assert no_luanhu.hu == 6 and "PENG:二二二" in shown(no_luanhu)


def test_hu_table_applies_to_win_card_peng() -> None:
    hand = parse_cards("七七一二三壹贰叁四五六肆伍陆八九十捌玖拾")
    forum = analyze(hand, (), card("七"), STANDARD.replace(hu_table="forum000"))
    assert forum is not None and forum.hu == 12  # red small 碰 is 3 in forum000


def test_equal_hu_broken_by_payment() -> None:
    # 15 胡 either way (坎 四 6 + 坎 捌 9); under 名堂 scoring 七柒柒 in one 列 pays more (偏).
    rules = PRESETS["mingtang"].replace(arrangement_objective="max_hu")
    hand = parse_cards("一三三四四四五七壹壹叁伍伍陆陆柒柒捌捌捌")
    chosen = analyze(hand, (), card("六"), rules)
    assert chosen is not None and chosen.is_win and chosen.hu == 15
    assert "JIAO:七柒柒" in shown(chosen)
    assert score(chosen, rules).winner_gets == 36


def test_too_many_copies_rejected() -> None:
    with pytest.raises(ValueError, match="copies"):
        analyze(parse_cards("五五五五"), (), card("五"))
    with pytest.raises(ValueError, match="对"):
        analyze(parse_cards("一二三"), (meld(K.DUI, "五五"),), card("五"))


# -- waiting_cards (叫牌) ------------------------------------------------------------

WAITS = [
    ("V09", V09_HAND, (), {"叁": 15, "陆": 15, "玖": 15}),
    ("V14", V14_HAND, V14_MELDS, {"叁": 18, "陆": 18, "玖": 18}),
    ("V18", V18_HAND, (), {"伍": 24}),
]


@pytest.mark.parametrize(
    ("hand", "melds", "waits"), [w[1:] for w in WAITS], ids=[w[0] for w in WAITS]
)
def test_waits(hand: str, melds: tuple[Meld, ...], waits: dict[str, int]) -> None:
    result = waiting_cards(parse_cards(hand), melds)
    assert result == {card(k): v for k, v in waits.items()}
    assert list(result) == sorted(result)


def test_waits_under_points_objective_give_the_paying_hu() -> None:
    hand = parse_cards(V72_HAND)
    assert waiting_cards(hand)[card("拾")] == 21
    assert waiting_cards(hand, rules=PRESETS["mingtang"])[card("拾")] == 0


def test_waits_skip_faces_with_all_copies_held() -> None:
    # 坎 五五五 with the 4th 五 exposed in a run: 五 cannot be waited on.
    hand = parse_cards("五五五一二三壹贰叁二七十七八九捌玖拾陆")
    assert card("五") not in waiting_cards(hand, (meld(K.SHUN, "四五六"),))


# -- instant win 三垅 / 四坎 (D8) -------------------------------------------------------


def test_instant_three_long() -> None:
    hand = parse_cards("一一一一九九九九壹壹壹壹二七十三四五六八")
    result = instant_win(hand)
    assert result is not None and result.is_win
    assert shown(result) == expect(
        "LONG:一一一一 LONG:九九九九 LONG:壹壹壹壹 ERQISHI:二七十 SHUN:三四五"
    )
    assert result.loose == tuple(parse_cards("六八"))
    assert result.hu == 12 + 12 + 15 + 6
    assert sorted(result.cards) == sorted(hand)


def test_three_long_needs_the_option() -> None:
    hand = parse_cards("一一一一九九九九壹壹壹壹二七十三四五六八")
    assert instant_win(hand, rules=STANDARD.replace(instant_three_long=False)) is None


def test_instant_four_kan_counting_laid_long() -> None:
    hand = parse_cards("五五五柒柒柒八八八八一二三七十肆")
    laid = (meld(K.LONG, "贰贰贰贰"),)
    result = instant_win(hand, laid)
    assert result is not None and result.is_win
    assert result.groups[0] == laid[0]
    # 坎 五 6 + 坎 柒 12 + 垅 八 12 + 垅 贰 18; of 一二三 / 二七十 (one 二) the 二七十 pays more.
    assert result.hu == 6 + 12 + 12 + 18 + 6
    assert "ERQISHI:二七十" in shown(result)
    assert result.loose == tuple(parse_cards("一三肆"))


def test_five_kan_under_seed000() -> None:
    four = parse_cards("一一一四四四六六六玖玖玖二七十叁肆伍捌拾")
    five = parse_cards("一一一四四四六六六玖玖玖捌捌捌二七十叁肆")
    assert instant_win(four) is not None
    assert instant_win(four, rules=PRESETS["seed000"]) is None
    result = instant_win(five, rules=PRESETS["seed000"])
    assert result is not None and result.is_win
    assert sum(1 for g in result.groups if g.kind is K.KAN) == 5


def test_not_instant() -> None:
    assert instant_win(parse_cards("一一一四四四六六六二七十叁肆伍捌拾八九十")) is None
    assert instant_win(parse_cards(V09_HAND)) is None


# -- hands of other sections, checked for the part analyze owns ---------------------

# The 胡 of the hands §I.5 scores (V59–V61) and the readiness §K states for V35, V36, V40.
SCORED_HANDS = [
    ("V59", "柒柒柒一二三十十拾二贰贰四五六三四五肆伍", "陆", 15, 10),
    ("V60", "一二三壹贰叁贰柒拾三四五肆伍陆六六八八八", "六", 25, 5),
    ("V61", "捌捌捌一二三壹贰叁贰柒拾四五肆伍陆三四五", "六", 27, 5),
]


@pytest.mark.parametrize(
    ("hand", "win", "hu", "red"), [h[1:] for h in SCORED_HANDS], ids=[h[0] for h in SCORED_HANDS]
)
def test_scored_hands(hand: str, win: str, hu: int, red: int) -> None:
    result = analyze(parse_cards(hand), (), card(win))
    assert result is not None and result.is_win
    assert (result.hu, result.red_count) == (hu, red)


READY_HANDS = [
    ("V35-seat1", "五六一二三壹贰叁八九十捌玖拾肆伍陆贰柒四", {"柒": 18, "拾": 18}),
    ("V36-seat1", "五六一二三壹贰叁八九十捌玖拾肆伍陆贰柒拾", {"四": 18, "七": 18}),
    ("V40-seat1", "一二三壹贰叁二七十五六七八九十捌玖拾肆伍", {"叁": 15, "陆": 15}),
    ("V35-seat0", "一一四四九九壹壹肆肆玖玖三三叁叁陆陆拾拾", {}),
]


@pytest.mark.parametrize(
    ("hand", "waits"), [h[1:] for h in READY_HANDS], ids=[h[0] for h in READY_HANDS]
)
def test_ready_hands(hand: str, waits: dict[str, int]) -> None:
    assert waiting_cards(parse_cards(hand)) == {card(k): v for k, v in waits.items()}


def test_v47_single_peng_is_below_threshold() -> None:
    exposed = tuple(
        meld(K.SHUN, t) for t in ("四五六", "肆伍陆", "七八九", "叁肆伍", "陆柒捌", "五六七")
    )
    result = analyze(parse_cards("九九"), exposed, card("九"))
    assert result is not None and not result.is_win and result.hu == 1
