"""What one seat may see of a round (DESIGN.md ``game.view(seat)``).

A ``SeatView`` holds the seat's own concealed cards and everything public —
never another seat's hand, another seat's 过张 from declined claims, or the
stock order.  The AI is handed views only, so hidden information cannot leak
by construction.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import ActiveCard, Phase
from .cards import Card
from .melds import Meld
from .rules import RuleSet
from .table import locked_faces, shangjia, xiajia


@dataclass(frozen=True)
class SeatView:
    """A frozen, seat-private snapshot of a round."""

    seat: int
    rules: RuleSet
    dealer: int
    dijia: int | None
    players: tuple[int, ...]  #: playing seats in turn order from the dealer
    hand: tuple[Card, ...]  #: this seat's concealed cards (empty for the 底家)
    melds: dict[int, tuple[Meld, ...]]  #: every playing seat's exposed 列
    discards: dict[int, tuple[Card, ...]]  #: cards played out per seat (unused turned ones too)
    active: ActiveCard | None  #: the card offered in the open claim window
    bottom_cards: tuple[Card, ...]  #: stock cards known to all (RULES.md §B3)
    stock_count: int  #: playable stock cards left
    hand_counts: dict[int, int]  #: concealed cards per playing seat
    guo: frozenset[Card]  #: this seat's 过张 faces
    bao: frozenset[int]  #: seats that declared 报牌
    phase: Phase
    baopai: int | None = None  #: the seat that became 包 first, if any
    credits: int = 0  #: this seat's 八块 free discards not yet used
    skips: dict[int, int] | None = None  #: 八块 free discards used per seat (public)
    turned_count: int = 0  #: stock cards turned so far
    laid: frozenset[int] = frozenset()  #: seats whose 垅 are on the table
    turn: int | None = None  #: the seat that must discard (or declare 报) now
    discarded: dict[int, frozenset[Card]] | None = None  #: faces each seat played from hand
    offers: int = 0  #: cards offered so far (discards and turned cards)
    opening_offer: int | None = None  #: which offer was the dealer's opening discard

    @property
    def locked(self) -> frozenset[Card]:
        """This seat's faces of a 坎 or unlaid 垅: they cannot be played or split."""
        return locked_faces(self.hand)

    def upper(self, seat: int) -> int:
        """上家 shàngjiā of ``seat``: the previous playing seat."""
        return shangjia(self.players, seat)

    def lower(self, seat: int) -> int:
        """下家 xiàjiā of ``seat``: the next playing seat."""
        return xiajia(self.players, seat)

    def known_guo(self, seat: int) -> frozenset[Card]:
        """Another seat's 过张 as far as the table shows: the faces it played from its
        hand, where those become 过张 (``guo_on_discard``, RULES.md §C9); the claims it
        declined, the other source, are private."""
        if not self.rules.guo_on_discard:
            return frozenset()
        return (self.discarded or {}).get(seat, frozenset())

    def stock_to_come(self) -> tuple[Card, ...]:
        """Known stock cards that will still be turned (RULES.md §B3): a red bottom card
        moved to the top, a black one left at the bottom; ``dead_last_2``'s are never
        played.  Seen, yet as likely to come as any unseen copy."""
        return () if self.rules.bottom_card == "dead_last_2" else self.bottom_cards

    def visible_cards(self) -> list[Card]:
        """Every card this seat can see: own hand, all 列, played-out rows,
        the offered card and the known stock cards."""
        seen = list(self.hand)
        for melds in self.melds.values():
            for m in melds:
                seen.extend(m.cards)
        for row in self.discards.values():
            seen.extend(row)
        if self.active is not None:
            seen.append(self.active.card)
        seen.extend(self.bottom_cards)
        return seen
