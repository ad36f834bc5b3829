"""``hand_hints``: the practice panel's facts, read from one seat's view only."""

from __future__ import annotations

import dataclasses

import pytest

from dager_desktop.engine import PRESETS, Game, hand_hints, loose_cards, parse_cards
from dager_desktop.engine.hints import chances

from .deals import c, deal, pass_opening, play, rest_of_deck
from .vectors import SEAT1_V40

READY_WITH_46 = "一二三壹贰叁二七十四五六七八九肆伍陆柒捌"  # V09: 15 胡, waits 叁 陆 玖


def test_a_ready_hand_lists_its_waits_with_hu_copies_left_and_points() -> None:
    game = deal({1: READY_WITH_46})
    view = game.view(1)
    hints = hand_hints(view)
    assert hints.ready and not hints.discard_turn
    assert [w.card for w in hints.waits] == [c("叁"), c("陆"), c("玖")]
    for wait in hints.waits:
        seen = view.visible_cards().count(wait.card) - view.stock_to_come().count(wait.card)
        assert wait.hu == 15 and wait.left == 4 - seen and wait.live
        assert wait.mingtang == () and wait.points == 5  # V54: L 3, D 1, W 5


def test_the_mingtang_a_win_would_carry_follow_the_preset() -> None:
    game = deal({1: READY_WITH_46}, rules=PRESETS["mingtang"])
    waits = hand_hints(game.view(1)).waits
    assert all(w.mingtang == ("piao",) and w.points == 18 for w in waits)  # 飘 8番 → W 18


def test_a_last_copy_known_at_the_bottom_of_the_stock_is_still_to_come() -> None:
    """The black bottom card lies face up and is turned last (RULES.md §B3): a wait
    whose other copies are all in sight still has that one."""
    hand = parse_cards("三三三四四四一二壹贰叁肆伍陆柒捌玖五六七")
    rest = rest_of_deck(hand, [c("三")])
    stock = [*rest[41:], c("三")]
    game = Game.from_deal(PRESETS["standard"], 0, {0: rest[:21], 1: hand, 3: rest[21:41]}, stock)
    view = game.view(1)
    assert view.bottom_cards == (c("三"),) and view.stock_to_come() == (c("三"),)
    wait = next(w for w in hand_hints(view).waits if w.card == c("三"))
    assert wait.left == 1 and wait.live


def test_a_guo_zhang_wait_is_marked_dead() -> None:
    game = deal({1: READY_WITH_46})
    view = dataclasses.replace(game.view(1), guo=frozenset({c("陆")}))
    dead = [w for w in hand_hints(view).waits if not w.live]
    assert [w.card for w in dead] == [c("陆")] and dead[0].guo


def test_hu_on_the_table_and_in_kan() -> None:
    game = deal({1: "捌捌捌" + "一二三", 0: "十", 3: "十十"})
    pass_opening(game)
    hints = hand_hints(game.view(3))
    assert hints.table_hu == 0 and hints.hand_hu == 0
    assert hand_hints(game.view(1)).hand_hu == 9  # 坎 of a black big card (§E1)
    play(game, 0, "discard 十")
    play(game, 3, "peng 十")
    assert hand_hints(game.view(3)).table_hu == 6  # 碰 of a red small card


def test_on_a_discard_turn_each_discard_that_leaves_the_hand_ready() -> None:
    # V40's dealer is ready after playing 四 (waits 叁 and 陆).
    game = deal({1: SEAT1_V40 + "四"}, dealer=1)
    hints = hand_hints(game.view(1))
    assert hints.discard_turn and not hints.waits
    after = dict(hints.after_discard)
    assert [w.card for w in after[c("四")]] == [c("叁"), c("陆")]
    best_first = [chances(waits) for _, waits in hints.after_discard]
    assert len(best_first) > 1 and best_first == sorted(best_first, reverse=True)


def test_the_dijia_has_no_hand_and_no_waits() -> None:
    game = deal({})
    hints = hand_hints(game.view(game.dijia))
    assert hints.waits == () and hints.after_discard == () and hints.table_hu == 0


@pytest.mark.parametrize(("hand", "loose"), [
    ("九九三五七", "三五七"),  # 九九 a pair; 三, 五 and 七 lie with nothing
    ("一三五", "一三五"),
    ("一二三", ""),  # a run
    ("二七十", ""),  # 二七十
    ("九玖玖", ""),  # a 绞
    ("四四四五六", "五六"),  # the 坎 of 四 is locked: 五 and 六 lie with nothing free
    ("一贰", "一贰"),
])
def test_loose_cards_are_the_ones_in_no_pair_or_set(hand: str, loose: str) -> None:
    assert loose_cards(parse_cards(hand)) == frozenset(parse_cards(loose))

