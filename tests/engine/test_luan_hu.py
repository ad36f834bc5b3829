"""乱胡 luàn hú (RULES.md §F2): a 0-胡 win is flagged by the engine (``Arrangement.luan_hu``,
``WaitHint.luan_hu``) — a fact about the hand, not a 名堂: the 名堂 a hint lists are exactly
those ``score`` applies, 乱胡 among them only where it is paid (``huzi001``, §G.3)."""

from __future__ import annotations

from dager_desktop.engine import (
    PRESETS,
    RuleSet,
    WaitHint,
    analyze,
    hand_hints,
    instant_win,
    parse_cards,
    score,
)

from .deals import c, deal

STANDARD = PRESETS["standard"]
MINGTANG = PRESETS["mingtang"]
ONLINE = PRESETS["online001"]

V11_HAND = "三四五六七八四五六七八九贰叁肆陆柒捌伍伍"  # + 五: 乱胡, 0 胡, 4 red
READY_WITH_46 = "一二三壹贰叁二七十四五六七八九肆伍陆柒捌"  # V09: 15 胡

#: The review's case (preset mingtang): 21 cards on a discard turn; playing 贰 leaves a
#: 0-胡 wait on 玖 that the scoring pays 散印 × 青 × 飘 (8·8·8 → 32番, W 36).
REPRO_HAND = "一二三三四五五八九十壹壹贰叁叁伍陆柒捌捌拾"


def test_a_zero_hu_win_is_flagged_luan_hu() -> None:
    win = analyze(parse_cards(V11_HAND), (), c("五"), STANDARD)
    assert win is not None and win.is_win and win.hu == 0 and win.luan_hu


def test_only_a_winning_zero_is_luan_hu() -> None:
    off = analyze(parse_cards(V11_HAND), (), c("五"), STANDARD.replace(luanhu=False))
    assert off is not None and not off.is_win and not off.luan_hu  # 0 胡 that does not win
    fifteen = analyze(parse_cards(READY_WITH_46), (), c("叁"), STANDARD)
    assert fifteen is not None and fifteen.is_win and not fifteen.luan_hu


def test_an_instant_win_is_not_luan_hu() -> None:
    three_long = parse_cards("一一一一二二二二三三三三四五六七八九十壹")
    instant = instant_win(three_long, (), STANDARD)
    assert instant is not None and instant.is_win and not instant.luan_hu


def test_the_reported_hand_lists_the_mingtang_scored_and_flags_luan_hu() -> None:
    game = deal({0: REPRO_HAND}, rules=MINGTANG)
    hints = hand_hints(game.view(0))
    assert hints.discard_turn
    waits = dict(hints.after_discard)[c("贰")]
    assert [w.card for w in waits] == [c("玖")]
    wait = waits[0]
    assert wait.hu == 0 and wait.luan_hu
    left = parse_cards(REPRO_HAND)
    left.remove(c("贰"))
    scored = score(analyze(left, (), c("玖"), MINGTANG), MINGTANG)
    assert wait.mingtang == scored.mingtang == ("san_yin", "qing", "piao")
    assert wait.points == scored.winner_gets == 36
    assert "luan_hu" not in wait.mingtang  # not a 名堂 of 名堂 scoring


def test_luan_hu_is_listed_as_scored_only_where_it_is_paid() -> None:
    for rules, named, points in ((STANDARD, (), 5), (ONLINE, ("luan_hu",), 40)):
        wait = _v11_wait(rules)
        assert wait.luan_hu and wait.hu == 0
        assert wait.mingtang == named and wait.points == points  # V58, V76


def test_a_wait_with_hu_is_not_luan_hu() -> None:
    game = deal({1: READY_WITH_46})
    assert not any(w.luan_hu for w in hand_hints(game.view(1)).waits)


def _v11_wait(rules: RuleSet) -> WaitHint:
    """V11's wait on 五 under ``rules``."""
    game = deal({1: V11_HAND}, rules=rules)
    (wait,) = [w for w in hand_hints(game.view(1)).waits if w.card == c("五")]
    return wait
