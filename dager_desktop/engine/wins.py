"""Recognising a win in play and what the hand cannot show about it.

Implements RULES.md §D8 (instant wins 三垅/四坎 at the opening, scored against
天胡 when both apply, §H #52), §C.1 (天胡 on the dealt hand) and the
``WinContext`` facts of §G/§K: 天胡, 地胡, 回龙地胡, 海底捞, 水上漂, 报; and which
group of the scored arrangement the winning card went into (``winning_group``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import ActiveCard
from .arrangement import analyze, instant_win
from .cards import Card
from .melds import Arrangement, Meld, MeldKind
from .readiness import may_be_complete
from .scoring import Score, score
from .win_facts import WinContext

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Win:
    arrangement: Arrangement
    score: Score
    context: WinContext


def opening_win(game: Game, seat: int) -> Win | None:
    """The better of 天胡 (dealer only) and an instant win, or ``None``."""
    st = game.seats[seat]
    candidates: list[Win] = []
    instant = instant_win(st.hand, st.melds, game.rules) if _may_be_instant(game, seat) else None
    if instant is not None:
        ctx = WinContext(instant=True)
        candidates.append(Win(instant, score(instant, game.rules, ctx), ctx))
    if seat == game.dealer and may_be_complete(st.counts):
        tian = analyze(st.hand, st.melds, None, game.rules)
        if tian is not None and tian.is_win:
            ctx = WinContext(tian_hu=True)
            candidates.append(Win(tian, score(tian, game.rules, ctx), ctx))
    if not candidates:
        return None
    return max(candidates, key=lambda w: (w.score.winner_gets, w.arrangement.hu))


def _may_be_instant(game: Game, seat: int) -> bool:
    """Enough 坎 and 垅 for 三垅/四坎 (D8), laid 垅 included: ``instant_win`` is asked
    only then, at every deal, for every seat."""
    st = game.seats[seat]
    locked = sum(1 for n in st.counts if n >= 3)
    laid = sum(1 for m in st.melds if m.kind is MeldKind.LONG)
    longs = laid + sum(1 for n in st.counts if n == 4)
    return longs >= 3 or locked + laid >= game.rules.instant_kan_count


def claim_win(game: Game, seat: int, active: ActiveCard) -> Win:
    """The win of ``seat`` on the offered card (its 胡 was offered, so it exists)."""
    st = game.seats[seat]
    arrangement = analyze(st.hand, st.melds, active.card, game.rules)
    assert arrangement is not None and arrangement.is_win
    context = win_context(game, seat, active)
    return Win(arrangement, score(arrangement, game.rules, context), context)


def win_context(game: Game, seat: int, active: ActiveCard) -> WinContext:
    opening = game.opening_offer
    # 回龙地胡 is won on a card another seat offers next (RULES.md §H #34, S002 "閑家打的
    # 第一張牌"): not on the dealer's own turned card, which comes next when the seat
    # that claimed the opening discard owes no discard (八块) and is the dealer's 上家.
    next_card = opening is not None and game.offers == opening + 1 and active.seat != seat
    return WinContext(
        di_hu=seat != game.dealer and opening == game.offers,
        huilong_di_hu=seat == game.dealer and next_card,
        hai_di=active.turned and not game.stock,
        first_turned=active.turned and game.turned_count == 1,
        bao=game.seats[seat].bao,
    )


def winning_group(
    arrangement: Arrangement, exposed: int, held: int, win: Card | None
) -> int | None:
    """The index in ``arrangement.groups`` of the group the winning card ``win`` went into.

    ``exposed`` is how many exposed 列 the winner had (they come first in
    ``groups`` and never take the card), ``held`` how many copies of ``win`` were
    in the concealed hand.  Three held copies are a 坎, locked (RULES.md §C12):
    the card made a 招 with it (招胡, D6) or went into another group, never into
    the 坎.  A same-face group that holds the card and is no 坎 of the hand (the
    碰 the card made, D6, or the 招) is its group; otherwise the first group that
    holds that face.  ``None`` when no card came from outside (天胡, an instant win).
    """
    if win is None:
        return None
    candidates = [
        i for i, group in enumerate(arrangement.groups)
        if i >= exposed and win in group.cards and not _locked_kan(group, held)
    ]
    made = [i for i in candidates if _same_face(arrangement.groups[i])]
    chosen = made or candidates
    return chosen[0] if chosen else None


def _locked_kan(group: Meld, held: int) -> bool:
    return group.kind is MeldKind.KAN and held == 3


def _same_face(group: Meld) -> bool:
    return group.kind in (MeldKind.PENG, MeldKind.KAN, MeldKind.ZHAO)
