"""The table's own moves: what a seat does without a decision, from whichever phase.

Laying its 垅 lǒng (RULES.md §C13: the dealer at once, the others at their first
claim or win), declaring 报 bào (§C11: at the opening or with a discard) and
using a 八块 bākuài free discard (§C10: after the opening, or after a claim).
Each changes one seat's holdings and logs its event; the opening, the turn loop
and the end of a round all call them, so each lives here once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Event, EventKind

if TYPE_CHECKING:
    from .game import Game


def lay_longs(game: Game, seat: int) -> None:
    """Lay every 垅 of ``seat`` (three face down, one face up); once per round."""
    st = game.seats[seat]
    if st.laid:
        return
    st.laid = True
    for meld in st.take_longs():
        st.melds.append(meld)
        game.events.append(Event(EventKind.LONG_LAID, seat, meld.face, meld))


def declare_bao(game: Game, seat: int) -> None:
    """``seat`` declares 报牌: from now on it only 招s or 胡s (§C11)."""
    game.seats[seat].bao = True
    game.events.append(Event(EventKind.BAO, seat))


def use_credit(game: Game, seat: int) -> None:
    """``seat`` uses one 八块 free discard: it owes no discard this time (§C10)."""
    st = game.seats[seat]
    st.credits -= 1
    st.skips_used += 1
    game.events.append(Event(EventKind.BAKUAI, seat))
