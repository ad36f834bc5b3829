"""RULES.md §I.4 claim vectors (V35–V51) played through Game.from_deal."""

from __future__ import annotations

import pytest

from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    EventKind,
    Game,
    IllegalAction,
    Meld,
    MeldKind,
    Phase,
    analyze,
    parse_cards,
)
from dager_desktop.engine.actions import ActiveCard
from dager_desktop.engine.cards import counts_of
from dager_desktop.engine.claims import seat_claims
from dager_desktop.engine.table import SeatState

from .deals import after_quiet_discard, c, deal, options_of, pass_opening, play
from .vectors import v35_game, v40_game


def test_V35_peng_beats_chi_and_chi_seat_gets_no_guo() -> None:
    game = v35_game()
    assert options_of(game) == {
        1: {"chi 七八九", "chi 二七十", "chi 五六七", "chi 六七八", "pass"},
        3: {"peng 七"},
    }
    play(game, 1, "pass")
    assert game.phase is Phase.CLAIM  # seat 3's 碰 is still outstanding
    play(game, 3, "peng 七")
    assert game.view(3).melds[3] == (Meld(MeldKind.PENG, parse_cards("七七七")),)
    assert c("七") not in game.view(1).guo
    assert game.decisions()[0].seat == 3  # the claimant discards


def test_V35_peng_answered_first_settles_the_window_at_once() -> None:
    game = v35_game()
    play(game, 3, "peng 七")
    assert game.phase is Phase.DISCARD and game.to_act == 3
    assert c("七") not in game.view(1).guo


def test_V36_hu_beats_peng() -> None:
    game = v35_game("五六一二三壹贰叁八九十捌玖拾肆伍陆贰柒拾")
    opts = options_of(game)
    assert "hu" in opts[1] and "chi 七八九" in opts[1] and opts[3] == {"peng 七"}
    play(game, 1, "hu")
    assert game.result is not None and game.result.winner == 1
    assert game.result.arrangement.hu == 18
    assert game.result.context.di_hu  # won on the dealer's opening discard


def test_V36_passing_the_hu_makes_guo_and_peng_executes() -> None:
    game = v35_game("五六一二三壹贰叁八九十捌玖拾肆伍陆贰柒拾")
    play(game, 1, "pass")
    play(game, 3, "peng 七")
    assert c("七") in game.view(1).guo
    assert game.view(3).melds[3][-1].kind is MeldKind.PENG


SEAT0_V37 = "一一四九九壹壹肆肆玖玖叁叁陆陆拾拾十十七"
SEAT1_V37 = "一二七七柒柒八八捌捌伍伍贰贰六九玖十肆拾"
SEAT3_V37 = "四五二二陆陆捌捌五六七八九十壹贰叁柒肆伍"


def _v37_after_opening() -> Game:
    """The dealer discards a card nobody can claim, then seat 1 turns 三."""
    return after_quiet_discard({0: SEAT0_V37, 1: SEAT1_V37, 3: SEAT3_V37}, "三")


def test_V37_turner_and_his_xiajia_are_asked_at_once_and_turner_wins_the_tie() -> None:
    game = _v37_after_opening()
    assert game.window is not None and game.window.active.card == c("三")
    assert game.window.active.seat == 1 and game.window.active.turned
    assert options_of(game) == {
        1: {"chi 一二三", "pass"},
        3: {"chi 三四五", "chi 二三四", "pass"},
    }
    play(game, 3, "chi 三四五")
    assert game.phase is Phase.CLAIM  # seat 1's 吃 would still win
    play(game, 1, "chi 一二三")
    assert game.view(1).melds[1] == (Meld(MeldKind.SHUN, parse_cards("一二三")),)
    assert c("三") not in game.view(3).guo  # pre-empted, not declined


def test_V37_when_the_turner_passes_his_xiajia_eats_and_only_the_turner_gets_guo() -> None:
    game = _v37_after_opening()
    play(game, 1, "pass")
    play(game, 3, "chi 二三四")
    assert c("三") in game.view(1).guo
    assert c("三") not in game.view(3).guo
    assert game.to_act == 3


def test_V40_only_the_xiajia_may_chi_a_discard() -> None:
    game = v40_game()
    assert "bao 四" in options_of(game)[1]  # the dealer is ready after 四
    play(game, 1, "discard 四")
    assert options_of(game) == {2: {"chi 三四五", "chi 四五六", "chi 四肆肆", "pass"}}


def test_V43_second_quad_is_bakuai_no_discard() -> None:
    seat1 = "三三三三捌捌捌一四七壹肆柒二五八贰伍陆九"
    seat3 = "十十玖拾拾玖"  # a pair of 十 to 碰 the dealer's 十, and a 捌 to discard later
    game = deal({1: seat1, 3: seat3 + "捌", 0: "十"})
    pass_opening(game)
    play(game, 0, "discard 十")
    play(game, 3, "peng 十")
    play(game, 3, "discard 捌")
    assert options_of(game)[1] == {"zhao 捌"}  # mandatory: no 过
    play(game, 1, "zhao 捌")
    kinds = [e.kind for e in game.events[-4:]]
    assert EventKind.BAKUAI in kinds
    assert game.view(1).hand_counts[1] + sum(len(m.cards) for m in game.view(1).melds[1]) == 21
    turned = [e for e in game.events if e.kind is EventKind.TURNED]
    assert turned[-1].seat == 3  # seat 1's 下家 turns next


def test_V43_after_bakuai_the_seat_wins_with_22_cards() -> None:
    seat1 = "三三三三捌捌捌七八九壹贰叁四五六肆伍陆九"  # ready on 九 (the pair) after the 招
    game = deal({1: seat1, 3: "十十玖拾拾玖捌", 0: "十"}, stock_top="九")
    pass_opening(game)
    play(game, 0, "discard 十")
    play(game, 3, "peng 十")
    play(game, 3, "discard 捌")
    play(game, 1, "zhao 捌")
    assert "hu" in options_of(game)[1]  # seat 3 turned the 九
    play(game, 1, "hu")
    result = game.result
    assert (result.winner, result.win_card, result.from_seat) == (1, c("九"), 3)
    assert result.arrangement.card_count == 22


def test_V44_first_quad_zhao_then_discard() -> None:
    seat1 = "捌捌捌一四七壹肆柒二五八贰伍陆九十拾三六"
    seat3 = "十十捌"
    game = deal({1: seat1, 3: seat3, 0: "十"})
    pass_opening(game)
    play(game, 0, "discard 十")
    play(game, 3, "peng 十")
    play(game, 3, "discard 捌")
    play(game, 1, "zhao 捌")
    assert game.phase is Phase.DISCARD and game.to_act == 1


def test_V45_dealer_with_two_long_lays_both_and_skips_the_opening_discard() -> None:
    game = deal({0: "一一一一九九九九"})
    pass_opening(game)
    laid = [e.meld for e in game.events if e.kind is EventKind.LONG_LAID]
    assert laid == [Meld(MeldKind.LONG, parse_cards(t)) for t in ("一一一一", "九九九九")]
    assert any(e.kind is EventKind.BAKUAI and e.seat == 0 for e in game.events)
    assert not any(e.kind is EventKind.DISCARDED for e in game.events)
    first_turn = next(e for e in game.events if e.kind is EventKind.TURNED)
    assert first_turn.seat == 1


READY_WITH_46 = "一二三壹贰叁二七十四五六七八九肆伍陆柒捌"  # V09's hand: waits 叁 陆 玖
READY_WITH_55 = "一二三壹贰叁二七十五五伍七八九肆伍陆柒捌"  # 绞 五五伍; waits 陆 玖
READY_WITH_555 = "一二三壹贰叁二七十五五五七八九肆伍陆柒捌"  # 坎 五五五; waits 陆 玖


def _bao(game: Game, seat: int) -> None:
    while game.phase is Phase.OPENING:
        d = game.decisions()[0]
        kind = ActionKind.BAO if d.seat == seat else ActionKind.PASS
        game.apply(d.seat, Action(kind))


def test_V46a_bao_seat_cannot_chi() -> None:
    game = deal({1: READY_WITH_46, 0: "五"})
    _bao(game, 1)
    assert 1 in game.view(0).bao
    play(game, 0, "discard 五")
    assert 1 not in options_of(game)


def test_V46b_bao_seat_cannot_peng() -> None:
    game = deal({3: READY_WITH_55, 0: "五"})
    _bao(game, 3)
    play(game, 0, "discard 五")
    assert 3 not in options_of(game)


def test_V46c_bao_seat_must_zhao_and_makes_no_discard() -> None:
    game = deal({3: READY_WITH_555, 0: "五"})
    _bao(game, 3)
    play(game, 0, "discard 五")
    assert options_of(game)[3] == {"zhao 五"}
    play(game, 3, "zhao 五")
    turned = [e for e in game.events if e.kind is EventKind.TURNED]
    assert turned[-1].seat == 0  # seat 3's 下家 turns next; no discard by seat 3
    assert not any(e.kind is EventKind.DISCARDED and e.seat == 3 for e in game.events)


def test_V47_claim_that_would_empty_the_hand_is_not_offered() -> None:
    runs = ("四五六", "肆伍陆", "七八九", "叁肆伍", "陆柒捌", "五六七")
    melds = [Meld(MeldKind.SHUN, parse_cards(t)) for t in runs]
    state = SeatState(counts=counts_of(parse_cards("九九")), melds=melds, laid=True)
    rules = PRESETS["standard"]

    def can_hu(seat: int, card) -> bool:
        arr = analyze(state.hand, state.melds, card, rules)
        return bool(arr and arr.is_win)

    active = ActiveCard(c("九"), 3, turned=False)
    assert seat_claims(rules, 1, state, active, downstream=1, can_hu=can_hu) == ()


def _play_to_huang(rules_name: str, claim_mandatory: bool = False) -> Game:
    """A seeded round played with PASS wherever possible, until one ends in 黄牌.

    ``claim_mandatory`` makes every 碰/招 offered (all mandatory where the rules
    say so; passing one makes the seat 包 under online001, RULES.md §C4).
    """
    rules = PRESETS[rules_name]
    for seed in range(200):
        game = Game.new(rules, seed=seed, dealer=0)
        while not game.over:
            d = game.decisions()[0]
            options = d.options
            pick = next((a for a in options if a.kind is ActionKind.PASS), options[0])
            if pick.kind is ActionKind.HU:
                pick = next((a for a in options if a.kind is not ActionKind.HU), pick)
            claims = [a for a in options if a.kind in (ActionKind.PENG, ActionKind.ZHAO)]
            if claim_mandatory and claims:
                pick = claims[0]
            game.apply(d.seat, pick)
        if game.result.winner is None:
            return game
    raise AssertionError("no 黄牌 in 200 seeds")


def test_V50_huang_standard_pays_nothing() -> None:
    game = _play_to_huang("standard")
    assert set(game.result.payments.values()) == {0}
    assert game.events[-1].kind is EventKind.HUANG


def test_V50_huang_online001_each_pays_three_to_the_dijia() -> None:
    game = _play_to_huang("online001", claim_mandatory=True)
    assert game.baopai is None
    assert game.result.payments == {s: (9 if s == game.dijia else -3) for s in range(4)}


def test_V50_huang_online001_the_bao_seat_pays_four() -> None:
    """黄三包四: the seat that passed a mandatory claim pays 4, the others 3."""
    game = _play_to_huang("online001")
    pay = game.result.payments
    assert game.baopai is not None
    assert pay[game.baopai] == -4 and pay[game.dijia] == 10
    assert sum(pay.values()) == 0


def test_V51_red_bottom_card_goes_to_the_top() -> None:
    game = deal({}, bottom="柒")
    assert game.view(1).bottom_cards == (c("柒"),)
    assert game.stock[0] == c("柒")
    revealed = [e for e in game.events if e.kind is EventKind.BOTTOM_REVEALED]
    assert revealed[0].card == c("柒")


def test_V51_black_bottom_card_stays_face_up() -> None:
    game = deal({}, bottom="捌")
    assert game.view(1).bottom_cards == (c("捌"),)
    assert game.stock[-1] == c("捌")


def test_dead_last_2_exposes_two_cards_that_are_never_played() -> None:
    game = deal({}, rules=PRESETS["online001"])
    assert len(game.view(1).bottom_cards) == 2
    assert game.view(1).stock_count == 17


def test_illegal_action_is_refused_with_a_reason_and_changes_nothing() -> None:
    game = v35_game()
    before = game.to_record()
    with pytest.raises(IllegalAction, match="mandatory"):
        game.apply(3, Action(ActionKind.PASS))
    with pytest.raises(IllegalAction, match=r"nothing to decide|底家"):
        game.apply(2, Action(ActionKind.PASS))
    assert game.to_record() == before


@pytest.mark.parametrize(
    ("seat", "action", "code"),
    [
        (0, Action(ActionKind.PENG, c("七")), "own_discard"),
        (1, Action(ActionKind.PENG, c("七")), "no_pair"),
        (1, Action(ActionKind.HU), "no_win"),
        (3, Action(ActionKind.PASS), "mandatory"),
        (3, Action(ActionKind.CHI, c("七"), Meld(MeldKind.SHUN, c("六七八"))), "pair_forces_peng"),
        (1, Action(ActionKind.ZHAO, c("七")), "no_kan"),
        (2, Action(ActionKind.PASS), "not_playing"),
    ],
)
def test_refusals_name_the_rule(seat: int, action: Action, code: str) -> None:
    game = v35_game()
    with pytest.raises(IllegalAction) as err:
        game.apply(seat, action)
    assert err.value.code == code, str(err.value)
