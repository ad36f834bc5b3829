"""Claims that owe no discard (八块 bākuài, a 报 bào seat's 招 zhāo, RULES.md §C10–C11):
which card then follows the dealer's opening discard (回龙地胡, §G.2), and how many
cards the seat wins with (§C10: 21, plus one for every discard it skipped).

RULES.md names two cards that "immediately follow" the opening discard: the 下家's
first turned card and the claimant's discard.  When the claimant owes no discard,
the card that follows is the one its 下家 turns; the dealer's own turned card never
counts (a 自摸, tested in ``test_game_rules``), and with no opening discard there is
no 回龙地胡 at all.  A 报 seat's 招 skips one discard even when it is also the seat's
second quad: the 八块 credit it earns is never used and adds no card.
"""

from __future__ import annotations

from dager_desktop.engine import PRESETS, Phase

from .deals import deal, declare_bao_at_opening, pass_opening, play

MINGTANG = PRESETS["mingtang"]
V09_HAND = "一二三壹贰叁二七十四五六七八九肆伍陆柒捌"  # ready: waits 叁 陆 玖 (15 胡)
RUNS = "一二三壹贰叁二七十"  # 3 + 6 + 6 胡


def test_the_card_after_a_bakuai_zhao_of_the_opening_discard_is_hui_long_di_hu() -> None:
    # Seat 1 (the dealer's 下家) 招s the opening 拾 as its second quad: 八块, no discard,
    # so its 下家 (seat 3; seat 2 is the 底家) turns the next card, and the dealer wins on it.
    game = deal({0: V09_HAND + "拾", 1: "玖玖玖玖拾拾拾"}, rules=MINGTANG, stock_top="叁")
    pass_opening(game)
    play(game, 0, "discard 拾")
    play(game, 1, "zhao 拾")
    assert game.window.active.seat == 3 and game.window.active.turned
    play(game, 0, "hu")
    assert game.result.context.huilong_di_hu
    assert "hui_long_di_hu" in game.result.score.mingtang


def test_without_an_opening_discard_there_is_no_hui_long_di_hu() -> None:
    # The dealer was dealt two 垅: 八块, he makes no opening discard.
    game = deal({0: "玖玖玖玖拾拾拾拾一二三壹贰叁二七十四五六八"}, rules=MINGTANG, stock_top="八")
    while game.phase in (Phase.OPENING, Phase.BAO):
        play(game, game.decisions()[0].seat, "pass")
    assert game.window.active.seat == 1 and game.window.active.turned
    play(game, 0, "hu")
    assert not game.result.context.huilong_di_hu
    assert "hui_long_di_hu" not in game.result.score.mingtang


def _cards_at_the_win(game) -> int:
    arrangement = game.result.arrangement
    return sum(len(m.cards) for m in arrangement.groups) + len(arrangement.loose)


def test_a_bao_seat_wins_with_one_card_more_for_each_zhao_not_two() -> None:
    # A 报 seat 招s twice; the second 招 is its second quad (八块), yet it skips one
    # discard, not two: 21 + 2 = 23 cards, and the 八块 credit stays unused.
    game = deal({0: "九", 1: "九九九捌捌捌" + RUNS + "贰柒拾四五"}, rules=MINGTANG,
                stock_top="捌六")
    declare_bao_at_opening(game, 1)
    play(game, 0, "discard 九")
    play(game, 1, "zhao 九")
    play(game, 1, "zhao 捌")
    assert game.seats[1].credits == 1 and game.seats[1].skips_used == 0
    play(game, 1, "hu")
    assert game.result.winner == 1
    assert _cards_at_the_win(game) == 23
    assert "xi_24" not in game.result.score.mingtang


def test_the_same_zhao_without_bao_uses_the_bakuai_credit() -> None:
    # Dealt a 垅 and a 坎: the 招 is the second quad, and without 报 it skips the discard
    # by the 八块 credit — the same 22 cards as the 报 seat, which skips it as 报.
    hand = "九九九九捌捌捌" + RUNS + "四五拾拾"
    for bao in (True, False):
        game = deal({0: "捌", 1: hand}, rules=MINGTANG, stock_top="六")
        if bao:
            declare_bao_at_opening(game, 1)
        else:
            pass_opening(game)
        play(game, 0, "discard 捌")
        play(game, 1, "zhao 捌")
        assert game.seats[1].skips_used == (0 if bao else 1)
        play(game, 1, "hu")
        assert _cards_at_the_win(game) == 22
