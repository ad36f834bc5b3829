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
