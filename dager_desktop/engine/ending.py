"""The end of a round: a win or 黄牌, and the payments that follow.

Implements the hand-over to RULES.md §G (scoring, through ``wins``) and §C15
(黄牌): the result is recorded, the payments settled (``settlement``) and the
round closed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ActiveCard, Event, EventKind, Phase
from .settlement import RoundResult, huang_payments, win_payments
from .table_moves import lay_longs
from .wins import Win, winning_group

if TYPE_CHECKING:
    from .game import Game


def finish_win(game: Game, seat: int, win: Win, active: ActiveCard | None) -> None:
    """``win`` is a ``wins.Win`` (arrangement, score, context)."""
    st = game.seats[seat]
    card = active.card if active else None
    held = st.counts[card] if card is not None else 0
    # before its 垅 are laid: the 列 exposed at the win come first in the arrangement
    group = winning_group(win.arrangement, len(st.melds), held, card)
    lay_longs(game, seat)
    payments = win_payments(game.rules, game.order, game.dijia, seat, win.score, game.baopai)
    game.result = RoundResult(
        winner=seat,
        arrangement=win.arrangement,
        score=win.score,
        win_card=active.card if active else None,
        from_seat=active.seat if active else None,
        win_turned=active.turned if active else False,
        context=win.context,
        payments=payments,
        win_group=group,
    )
    game.window = None
    game.phase, game.to_act = Phase.OVER, None
    game.events.append(Event(EventKind.WON, seat, active.card if active else None))


def finish_huang(game: Game) -> None:
    payments = huang_payments(game.rules, game.order, game.dijia, game.baopai)
    game.result = RoundResult(winner=None, payments=payments)
    game.phase, game.to_act = Phase.OVER, None
    game.events.append(Event(EventKind.HUANG))
