"""The deals of RULES.md §I.4's claim vectors that several tests play (V35 and its kin)."""

from __future__ import annotations

from dager_desktop.engine import Game

from .deals import deal, pass_opening, play

#: V35: seat 0 deals and plays 七; seat 1 (its 下家) may 吃 it, seat 3 must 碰 it.
SEAT0_V35 = "一一四四九九壹壹肆肆玖玖三三叁叁陆陆拾拾"
SEAT1_V35 = "五六一二三壹贰叁八九十捌玖拾肆伍陆贰柒四"
SEAT3_V35 = "七七二二伍伍捌捌贰贰八八六十四九三叁柒陆"


def v35_game(seat1: str = SEAT1_V35) -> Game:
    """V35 at its claim window: the dealer's opening 七 on offer (``seat1``: V36's hand …)."""
    game = deal({0: SEAT0_V35 + "七", 1: seat1, 3: SEAT3_V35})
    pass_opening(game)
    play(game, 0, "discard 七")
    return game


#: V40: seat 1 deals (seat 3 is the 底家) and is ready after playing 四; seat 0, its
#: 上家, holds 二三 but may not 吃 it, seat 2, its 下家, may.
SEAT1_V40 = "一二三壹贰叁二七十五六七八九十捌玖拾肆伍"
SEAT0_V40 = "二三壹壹叁叁陆陆玖玖拾拾七七八八九九一一"
SEAT2_V40 = "五六贰贰捌捌伍伍柒柒十十肆肆陆三九玖一八"


def v40_game() -> Game:
    """V40 dealt, its opening passed: the dealer (seat 1) is to play 四."""
    game = deal({1: SEAT1_V40 + "四", 0: SEAT0_V40, 2: SEAT2_V40}, dealer=1)
    pass_opening(game)
    return game
