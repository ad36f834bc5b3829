"""``explain``: the one reason an action is not offered, on scripted deals (RULES.md §C, §F).

Each practice-mode reason is met in a real round built with ``Game.from_deal``:
过张, 坎 locked (a discard, and a 吃 that would split a 坎), no 比, fewer than
10 胡, 报牌 locking the hand, a mandatory 碰, not the 上家, and a claim that
would leave the hand empty.
"""

from __future__ import annotations

from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    Game,
    Meld,
    MeldKind,
    Phase,
    analyze,
    explain,
    explain_claims,
    parse_cards,
)
from dager_desktop.engine.actions import ActiveCard
from dager_desktop.engine.cards import counts_of
from dager_desktop.engine.turns import window_for

from .deals import after_quiet_discard, c, deal, options_of, pass_opening, play
from .vectors import SEAT0_V35, SEAT1_V35, SEAT3_V35, v35_game, v40_game

SEED000 = PRESETS["seed000"]
READY_WITH_46 = "一二三壹贰叁二七十四五六七八九肆伍陆柒捌"  # V09's hand: waits 叁 陆 玖


def guo_game() -> Game:
    """A round under seed000, where a 碰 may be declined (包牌 rules).  Dealer 3 discards
    七; seat 0 passes the 碰, so 七 is its 过张; then seat 0 turns the last 七 and only
    seat 2 (its 下家, who may 吃 a turned card after the turner) is asked."""
    game = deal({3: SEAT0_V35 + "七", 0: SEAT3_V35, 2: SEAT1_V35}, dealer=3, rules=SEED000,
                stock_top="七")
    pass_opening(game)
    play(game, 3, "discard 七")
    assert options_of(game) == {0: {"peng 七", "pass"}}
    play(game, 0, "pass")
    assert game.window is not None and game.window.active == ActiveCard(c("七"), 0, True)
    assert set(options_of(game)) == {2}
    return game


def code(game: Game, seat: int, action: Action) -> str | None:
    refusal = explain(game, seat, action)
    return refusal.code if refusal is not None else None


def test_an_offered_action_has_no_refusal() -> None:
    game = v35_game()
    assert explain(game, 3, Action(ActionKind.PENG, c("七"))) is None
    assert explain(game, 3, Action(ActionKind.PENG)) is None  # the card on offer is implied
    assert explain(game, 1, Action(ActionKind.CHI)) is None  # any 吃 of the card
    claims = explain_claims(game, 1)
    assert claims[ActionKind.CHI] is None and claims[ActionKind.PASS] is None


def test_guo_zhang_bars_the_peng_of_a_face_once_passed() -> None:
    game = guo_game()
    assert 0 not in options_of(game)  # not even asked: 过张 leaves no claim
    refusal = explain(game, 0, Action(ActionKind.PENG, c("七")))
    assert refusal is not None and refusal.code == "guo"
    assert refusal.params["card"] == c("七") and "过张" in refusal.message


def test_a_rule_refusal_is_told_from_a_cards_refusal() -> None:
    game = guo_game()
    guo = explain(game, 0, Action(ActionKind.PENG, c("七")))
    assert guo is not None and guo.by_rule  # the pair is there; 过张 bars it
    no_pair = explain(v35_game(), 1, Action(ActionKind.PENG))
    assert no_pair is not None and no_pair.code == "no_pair" and not no_pair.by_rule


def test_claim_seats_lists_the_seats_asked_while_a_card_is_on_offer() -> None:
    game = v35_game()
    asked = game.claim_seats()
    assert asked is not None and {1, 3} <= asked
    assert asked == frozenset(d.seat for d in game.decisions())
    quiet = deal({})
    pass_opening(quiet)
    assert quiet.phase is Phase.DISCARD and quiet.claim_seats() is None


def test_a_kan_card_cannot_be_discarded() -> None:
    game = deal({0: "三三三"})
    pass_opening(game)
    assert game.phase is Phase.DISCARD
    refusal = explain(game, 0, Action(ActionKind.DISCARD, c("三")))
    assert refusal is not None and refusal.code == "kan_locked"
    assert refusal.params == {"card": c("三")}


def test_a_chi_that_would_split_a_kan_is_refused_as_kan_locked() -> None:
    # 三四五 would take a 四 of the 坎 四四四; no other 列 with 三 is in the hand.
    game = deal({1: "四四四五六七八九十壹壹贰贰肆肆伍伍陆陆柒", 0: "三"})
    pass_opening(game)
    play(game, 0, "discard 三")
    refusal = explain(game, 1, Action(ActionKind.CHI, c("三")))
    assert refusal is not None and refusal.code == "kan_locked"
    assert refusal.params["claim"] == "chi"


def test_a_chi_with_no_possible_bi_is_refused() -> None:
    # V28: 一二 would eat 三, but the 三 left in the hand fits no 比 列.
    game = deal({1: "一二三六七八九十壹贰肆伍陆柒捌玖拾肆伍陆", 0: "三"})
    pass_opening(game)
    play(game, 0, "discard 三")
    assert code(game, 1, Action(ActionKind.CHI, c("三"))) == "no_bi"


def test_fewer_than_ten_hu_is_no_win() -> None:
    hand = "四五六五六七肆伍陆叁肆伍陆柒捌八九十玖玖"  # six 0-胡 列 and 玖玖: 碰 玖 = 3 胡
    arrangement = analyze(parse_cards(hand), (), c("玖"), PRESETS["standard"])
    assert arrangement is not None and not arrangement.is_win and arrangement.hu == 3
    game = deal({1: hand, 0: "玖"})
    pass_opening(game)
    play(game, 0, "discard 玖")
    assert options_of(game)[1] == {"peng 玖"}
    refusal = explain(game, 1, Action(ActionKind.HU))
    assert refusal is not None and refusal.code == "too_few_hu"
    assert refusal.params == {"card": c("玖"), "hu": 3, "min_hu": 10}


def test_bao_locks_the_hand_against_chi() -> None:
    game = deal({1: READY_WITH_46, 0: "五", 3: "五五"})  # seat 3 must 碰: a window opens
    while game.phase is Phase.OPENING:
        d = game.decisions()[0]
        game.apply(d.seat, Action(ActionKind.BAO if d.seat == 1 else ActionKind.PASS))
    play(game, 0, "discard 五")
    assert set(options_of(game)) == {3}
    assert code(game, 1, Action(ActionKind.CHI, c("五"))) == "bao_locked"


def test_a_bao_seat_holding_a_pair_is_told_its_hand_is_locked_not_that_it_must_peng() -> None:
    ready_with_55 = "一二三壹贰叁二七十五五伍七八九肆伍陆柒捌"  # ready, holds 五五
    game = deal({1: ready_with_55, 0: "五", 3: "一二三壹贰叁二七十四六七八九肆伍陆柒捌玖"})
    while game.phase is Phase.OPENING:
        d = game.decisions()[0]
        game.apply(d.seat, Action(ActionKind.BAO if d.seat == 1 else ActionKind.PASS))
    play(game, 0, "discard 五")
    assert code(game, 1, Action(ActionKind.PENG, c("五"))) == "bao_locked"
    assert code(game, 1, Action(ActionKind.CHI, c("五"))) == "bao_locked"


def test_a_bao_seat_holding_a_kan_is_told_it_must_zhao() -> None:
    ready_with_kan = "一二三壹贰叁二七十五五五七八九肆伍陆柒"  # ready, holds 五五五
    game = deal({1: ready_with_kan, 0: "五", 3: "一二三壹贰叁二七十四六七八九肆伍陆柒捌玖"})
    while game.phase is Phase.OPENING:
        d = game.decisions()[0]
        game.apply(d.seat, Action(ActionKind.BAO if d.seat == 1 else ActionKind.PASS))
    play(game, 0, "discard 五")
    assert options_of(game)[1] == {"zhao 五"}  # a 报 seat still makes its 招 (§C11)
    refusal = explain(game, 1, Action(ActionKind.CHI, c("五")))
    assert refusal is not None and refusal.params["claim"] == "zhao"


def test_no_zhao_of_ones_own_turned_card_where_the_rules_allow_none() -> None:
    rules = PRESETS["standard"].replace(peng_zhao_own_flip=False)
    game = after_quiet_discard({1: "五五五"}, "五", rules)
    assert game.window is not None and game.window.active == ActiveCard(c("五"), 1, True)
    refusal = explain(game, 1, Action(ActionKind.ZHAO, c("五")))
    assert refusal is not None and refusal.code == "own_flip" and refusal.by_rule


def test_a_mandatory_peng_cannot_be_passed() -> None:
    game = v35_game()
    refusal = explain(game, 3, Action(ActionKind.PASS))
    assert refusal is not None and refusal.code == "mandatory"
    assert refusal.params == {"card": c("七"), "claim": "peng"}


def test_chi_only_from_the_shangjia() -> None:
    # V40: seat 0 holds 二三 but the discard comes from seat 1, whose 下家 is seat 2.
    game = v40_game()
    play(game, 1, "discard 四")
    assert code(game, 0, Action(ActionKind.CHI, c("四"))) == "not_upper"


def late_pair_of_qi() -> Game:
    """V35 with seat 1 at V47's late stage: six 列 down and only 七七 in the hand,
    the 七 on offer offered to that hand (set up directly: such a state takes a
    whole round to reach)."""
    game = v35_game()
    runs = ("四五六", "肆伍陆", "七八九", "叁肆伍", "陆柒捌", "五六七")
    seat = game.seats[1]
    seat.counts = counts_of(parse_cards("七七"))
    seat.melds = [Meld(MeldKind.SHUN, tuple(parse_cards(t))) for t in runs]
    assert game.window is not None
    game.window = window_for(game, game.window.active)
    game._decisions = None
    return game


def test_a_claim_that_would_empty_the_hand_is_explained() -> None:
    game = late_pair_of_qi()
    assert code(game, 1, Action(ActionKind.PENG, c("七"))) == "empty_hand"


def test_a_chi_refused_when_the_pairs_peng_has_lapsed_gives_that_reason() -> None:
    # the 碰 of 七 would empty the hand (§C14), so the seat is offered nothing,
    # and "must 碰" would name a claim it cannot make
    game = late_pair_of_qi()
    assert options_of(game).get(1, set()) == set()
    assert code(game, 1, Action(ActionKind.CHI, c("七"))) == "empty_hand"


def test_pair_forces_peng_and_not_chi() -> None:
    game = v35_game()
    refusal = explain(game, 3, Action(ActionKind.CHI, c("七")))
    assert refusal is not None and refusal.code == "pair_forces_peng"
    assert refusal.params["claim"] == "peng"


def test_opening_refusals() -> None:
    game = deal({1: READY_WITH_46})
    assert game.phase is Phase.OPENING and options_of(game)[1] == {"bao", "pass"}
    assert code(game, 1, Action(ActionKind.HU)) == "no_opening_win"
    game = deal({1: SEAT1_V35, 3: SEAT3_V35, 0: SEAT0_V35 + "七"})
    pass_opening(game)
    assert game.phase is Phase.DISCARD
    assert code(game, 0, Action(ActionKind.BAO, c("七"))) == "not_ready"
    assert code(game, 1, Action(ActionKind.DISCARD, c("五"))) == "no_discard_due"
