"""What one decision's evaluations share: the live copies, the pace, the safety table.

Every candidate of a decision is valued against one ``Context``: ``evaluate``
reads it for hand values, ``safety`` for the danger of a discard and fills in
its ``SafetyTable`` once.  Both modules read the types, so they live here,
below both.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import SeatView
from ..engine.cards import counts_of
from .weights import NORMAL, Weights

#: One other seat as a discard's danger sees it: the seat, its known 过张 guòzhāng
#: faces, how close it looks to winning, whether it declared 报 bào, and what its
#: win costs this seat against an even share.
OtherSeat = tuple[int, set[int], float, bool, float]


@dataclass
class SafetyTable:
    """What every discard of one decision is judged against (``safety`` builds it once)."""

    played: set[int]  #: faces played out so far, by any seat
    lower: int  #: this seat's 下家 xiàjiā: the only seat that may 吃 its discard
    after_bao: bool  #: every card played out was offered to each 报 seat after it declared
    others: list[OtherSeat]  #: every other playing seat


class Context:
    """What one decision's evaluations share: live copies, 过张, the pace of the
    round, and the ``weights`` of the player evaluating (``safety`` reads them too)."""

    def __init__(self, view: SeatView, weights: Weights = NORMAL) -> None:
        self.rules = view.rules
        self.weights = weights
        seen = counts_of(view.visible_cards())
        # a known stock card is seen, yet it will be turned like an unseen one (§B3)
        for card in view.stock_to_come():
            seen[card] -= 1
        self.live = [max(0, 4 - n) for n in seen]
        self.guo = frozenset(int(c) for c in view.guo)
        unseen = max(1, sum(self.live))
        # Chance that one unseen copy is still offered: the stock is all turned,
        # the other hands give up a few discards.
        self.reach = min(1.0, (view.stock_count + 3) / unseen)
        self.bao = view.seat in view.bao
        self.danger: dict[int, float] = {}  #: discard danger per face, filled by ``safety``
        self.safety: SafetyTable | None = None  #: ``safety``'s per-decision table

    def live_of(self, face: int) -> int:
        return 0 if face in self.guo else self.live[face]
