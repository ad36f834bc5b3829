"""Single decisions a competent player gets right, on positions set up by hand.

Each position comes from a self-play audit where a level chose badly: a
discard that broke a live 叫牌 jiàopái, a ready hand kept on a wait that can
never come, a pass on the 吃 chī that made the hand ready, a card fed to a
locked 报 bào seat, a 吃 that only brought in a card to throw away.
"""

from __future__ import annotations

import dataclasses

from dager_desktop.ai.context import Context
from dager_desktop.ai.easy import EasyAgent
from dager_desktop.ai.normal import NormalAgent, discard_follows
from dager_desktop.ai.safety import discard_danger
from dager_desktop.ai.weights import Weights
from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    ActiveCard,
    Card,
    Meld,
    MeldKind,
    Phase,
    SeatView,
    chi_options,
    parse_cards,
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def face(text: str) -> Card:
    return parse_cards(text)[0]


def meld(kind: MeldKind, text: str) -> Meld:
    return Meld(kind, cards(text))


def view_of(
    hand: str,
    melds: tuple[Meld, ...] = (),
    discards: dict[int, str] | None = None,
    *,
    rules: str = "standard_3p",
    phase: Phase = Phase.DISCARD,
    active: ActiveCard | None = None,
    bao: frozenset[int] = frozenset(),
    stock: int = 8,
    others: dict[int, tuple[Meld, ...]] | None = None,
) -> SeatView:
    """Seat 0's view at a three-player table; ``discards`` are the faces each seat
    played from its hand (its 过张 too), ``others`` the other seats' 列."""
    played = {seat: cards((discards or {}).get(seat, "")) for seat in (0, 1, 2)}
    return SeatView(
        seat=0, rules=PRESETS[rules], dealer=0, dijia=None, players=(0, 1, 2),
        hand=cards(hand), melds={0: melds, 1: (), 2: (), **(others or {})},
        discards=played, active=active,
        bottom_cards=(), stock_count=stock, hand_counts={0: len(cards(hand)), 1: 14, 2: 14},
        guo=frozenset(played[0]), bao=bao, phase=phase,
        turn=0 if phase is Phase.DISCARD else None,
        discarded={seat: frozenset(row) for seat, row in played.items()},
    )


def discards_of(view: SeatView) -> tuple[Action, ...]:
    faces = sorted({c for c in view.hand if view.hand.count(c) < 3})
    return tuple(Action(ActionKind.DISCARD, c) for c in faces)


def test_every_discard_that_keeps_a_live_jiao_pai_ranks_above_the_others() -> None:
    # one card more than its units and none left isolated by the hand's reading:
    # 七, 十 or 壹 keeps it ready (on 十, 七 or 二), anything else breaks it
    view = view_of(
        "一一七八八八十壹壹贰叁",
        (meld(MeldKind.ZHAO, "九九九九"), meld(MeldKind.PENG, "肆肆肆"),
         meld(MeldKind.PENG, "伍伍伍")),
        {0: "五叁肆", 1: "六", 2: "陆捌"},
    )
    ranked = [str(a.card) for _, a in NormalAgent().ranked(view, discards_of(view))]
    assert set(ranked[:3]) == {"七", "十", "壹"}


def test_a_ready_hand_is_not_kept_on_a_wait_that_can_never_come() -> None:
    # throwing 叁 waits on 伍 — its own 过张, never to be won on; throwing 伍
    # waits on 叁, with copies still unseen
    view = view_of(
        "六七八壹贰叁叁伍",
        (meld(MeldKind.PENG, "玖玖玖"), meld(MeldKind.JIAO, "十拾拾"),
         meld(MeldKind.ZHAO, "九九九九"), meld(MeldKind.SHUN, "一二三")),
        {0: "三七肆伍"},
    )
    assert NormalAgent().decide(view, discards_of(view)).card == face("伍")


def test_a_known_stock_card_still_counts_as_a_copy_to_come() -> None:
    # the black bottom card lies face up and is turned last (RULES.md §B3); under
    # dead_last_2 the exposed cards are never played
    view = dataclasses.replace(view_of("一二三", discards={1: "四四"}), bottom_cards=cards("四"))
    assert Context(view).live[face("四")] == 2  # two played out, two to come
    dead = dataclasses.replace(view, rules=PRESETS["online001"])
    assert Context(dead).live[face("四")] == 1


def test_a_chi_that_makes_the_hand_ready_is_taken() -> None:
    # 吃 捌玖拾 and then the right discard is 叫牌; the card its reading points
    # to first is not that discard, and a pass would make 拾 过张 for good
    hand = "一二三四四五七八八九九十贰叁肆伍陆柒捌玖"
    view = view_of(hand, phase=Phase.CLAIM, active=ActiveCard(face("拾"), 2, False), stock=17)
    chis = chi_options(cards(hand), face("拾"), view.rules)
    options = tuple(Action(ActionKind.CHI, face("拾"), o.meld, o.bi) for o in chis)
    chosen = NormalAgent().decide(view, (*options, Action(ActionKind.PASS)))
    assert chosen.meld == meld(MeldKind.SHUN, "捌玖拾")


def test_a_zhao_that_is_the_seats_second_quad_owes_no_discard() -> None:
    zhao = Action(ActionKind.ZHAO, face("五"))
    offered = ActiveCard(face("五"), 1, False)
    first = view_of("五五五一二", phase=Phase.CLAIM, active=offered)
    assert discard_follows(first, zhao)
    second = view_of("五五五一二", (meld(MeldKind.ZHAO, "九九九九"),), phase=Phase.CLAIM,
                     active=offered)
    assert not discard_follows(second, zhao)  # it earns the 八块 it then uses (§C10)
    with_long = view_of("五五五一二二二二", phase=Phase.CLAIM, active=offered)
    assert not discard_follows(with_long, zhao)
    assert discard_follows(second, Action(ActionKind.PENG, face("五")))


def test_a_face_played_out_since_the_opening_is_safe_against_a_bao_seat() -> None:
    # seat 1 declared 报 at the opening and let 玖 go by; seat 2 has 玖 as 过张
    view = view_of("玖拾十", discards={1: "", 2: "玖"}, bao=frozenset({1}))
    ctx = Context(view)
    assert discard_danger(view, ctx, int(face("玖"))) == 0.0
    assert discard_danger(view, ctx, int(face("十"))) > 0.0


def test_a_discarded_face_is_no_guo_zhang_where_the_rules_say_so() -> None:
    view = view_of("玖拾十", discards={1: "", 2: "玖"}, bao=frozenset({1}))
    free = dataclasses.replace(view, rules=view.rules.replace(guo_on_discard=False))
    assert discard_danger(free, Context(free), int(face("玖"))) > 0.0


def test_the_last_copy_of_a_face_is_not_a_safe_discard() -> None:
    # every other 八 is in sight, but another seat's run may still wait on it:
    # the danger of feeding its 胡 alone (no 碰 or 吃 of it counted) is not nil
    view = view_of("八五", others={2: (meld(MeldKind.PENG, "八八八"),)}, stock=2)
    only_hu = Context(view, Weights(pair_danger=0.0, chi_danger=0.0))
    assert discard_danger(view, only_hu, int(face("八"))) > 0.0


def test_once_a_seat_is_bao_pai_a_mandatory_peng_is_passed_at_no_further_cost() -> None:
    # Only the first seat to become 包 pays (RULES.md §C4): the −5 of becoming 包
    # was still charged when another seat already was, and it made claims that
    # wrecked the hand
    offered = ActiveCard(face("五"), 1, False)
    view = view_of("五五一二三", phase=Phase.CLAIM, active=offered, rules="online001")
    options = (Action(ActionKind.PENG, face("五")), Action(ActionKind.PASS))
    agent = NormalAgent()
    assert agent._pass_penalty(view, options) < 0
    for baopai in (0, 1):
        late = dataclasses.replace(view, baopai=baopai)
        assert agent._pass_penalty(late, options) == 0.0


def test_a_bao_pai_seat_fears_every_win_and_the_others_only_its_own() -> None:
    # a 包 seat pays for every loser when another seat wins, and the others then
    # pay nothing unless the 包 seat itself wins (RULES.md §C4)
    view = view_of("四十", discards={1: "", 2: ""}, rules="online001", stock=4)
    plain = discard_danger(view, Context(view), int(face("四")))
    assert plain > 0.0
    paying = dataclasses.replace(view, baopai=0)
    assert discard_danger(paying, Context(paying), int(face("四"))) == 2 * plain
    spared = dataclasses.replace(view, baopai=1)
    only_one = discard_danger(spared, Context(spared), int(face("四")))
    assert 0.0 < only_one < plain  # feeding seat 1 still costs its win


def chi(text: str, kind: MeldKind) -> Action:
    """A 吃 of the 拾 on offer making ``text``."""
    return Action(ActionKind.CHI, face("拾"), meld(kind, text))


def easy_choices(hand: str, options: tuple[Action, ...]) -> set[Action]:
    view = view_of(hand, phase=Phase.CLAIM, active=ActiveCard(face("拾"), 2, False))
    return {EasyAgent(seed).decide(view, options) for seed in range(40)}


def test_easy_does_not_eat_a_card_only_to_throw_one_away() -> None:
    # 十十拾 would leave the hand's 拾 alone, 十拾拾 its other 十
    options = (chi("十十拾", MeldKind.JIAO), chi("十拾拾", MeldKind.JIAO), Action(ActionKind.PASS))
    assert easy_choices("十十拾四五六", options) == {options[2]}


def test_easy_eats_the_way_that_keeps_its_cards_together() -> None:
    # 十十拾 keeps 捌玖 with the hand's 拾; 十拾拾 would leave a 十 alone
    options = (chi("十十拾", MeldKind.JIAO), chi("十拾拾", MeldKind.JIAO),
               chi("捌玖拾", MeldKind.SHUN), Action(ActionKind.PASS))
    assert easy_choices("十十拾捌玖四五六", options) == {options[0], options[3]}
