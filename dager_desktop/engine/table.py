"""The table of one round: seats, turn order and what each playing seat holds.

Implements RULES.md §B1 (4 seats with the 底家 opposite the dealer, or 3 seats),
§B4 (turn order, 上家/下家 skipping the 底家) and the per-seat bookkeeping the
turn loop of §C needs (hand, exposed 列, played-out row, 过张, 报, 八块 credits).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .cards import CARDS, FACES, Card, cards_of, counts_of
from .melds import Meld, MeldKind, same_face
from .rules import RuleSet


def playing_order(rules: RuleSet, dealer: int) -> tuple[int, ...]:
    """The playing seats in turn order, starting with the dealer."""
    n = rules.seats
    order = [(dealer + i) % n for i in range(n)]
    dijia = dijia_of(rules, dealer)
    if dijia is not None:
        order.remove(dijia)
    return tuple(order)


def xiajia(order: tuple[int, ...], seat: int) -> int:
    """下家 xiàjiā of ``seat``: the next playing seat in turn ``order`` (the 底家 skipped).

    The one place the engine works it out: who turns after a seat, whose discard a
    seat may 吃 (RULES.md §C6), and ``SeatView.lower`` all ask it.
    """
    return order[(order.index(seat) + 1) % len(order)]


def shangjia(order: tuple[int, ...], seat: int) -> int:
    """上家 shàngjiā of ``seat``: the previous playing seat in turn ``order``."""
    return order[order.index(seat) - 1]


def dijia_of(rules: RuleSet, dealer: int) -> int | None:
    """The 底家: the seat opposite the dealer, or ``None`` without one."""
    return (dealer + 2) % 4 if rules.dijia else None


def locked_faces(hand: Iterable[Card]) -> frozenset[Card]:
    """Faces of a concealed hand that are locked: held three (坎) or four (an unlaid
    垅) times.  Cards never enter a hand after the deal, so three alike in it were
    dealt together, which is what 坎 means (RULES.md §C12)."""
    counts = counts_of(hand)
    return frozenset(Card(f) for f in range(FACES) if counts[f] >= 3)


def keeps_a_card(counts: Sequence[int], removed: dict[int, int], needs_discard: bool) -> bool:
    """RULES.md §C14 for a hand of ``counts`` that gives up the cards ``removed``: it
    keeps a card (two, one of them free, when a discard must follow)."""
    total = sum(counts) - sum(removed.values())
    if not needs_discard:
        return total >= 1
    if total < 2:
        return False
    for f, n in enumerate(counts):  # noqa: SIM110 - any() over a generator is slower
        if 0 < n - removed.get(f, 0) < 3:
            return True
    return False


@dataclass
class SeatState:
    """What one playing seat holds and has done this round (mutable, engine-private)."""

    counts: list[int]  #: concealed cards as a 20-slot count vector
    melds: list[Meld] = field(default_factory=list)  #: exposed 列, in the order laid
    played: list[Card] = field(default_factory=list)  #: discards and unused turned cards
    guo: set[Card] = field(default_factory=set)  #: 过张 faces
    bao: bool = False  #: declared 报牌
    baopai: bool = False  #: became 包 by passing a mandatory 招/碰
    credits: int = 0  #: 八块 free discards not yet used
    quads: int = 0  #: 招 and 垅 so far (each beyond the first earns a credit)
    laid: bool = False  #: its 垅 are on the table (dealer at once, others at first claim)
    skips_used: int = 0  #: 八块 free discards already used (public)
    discarded: set[Card] = field(default_factory=set)  #: faces played from the hand (public)
    #: the last ``Game.waits``: (counts, melds, the winning faces), kept while they hold
    waits_seen: tuple[list[int], list[Meld], frozenset[Card]] | None = field(
        default=None, compare=False, repr=False
    )

    @property
    def hand(self) -> tuple[Card, ...]:
        return tuple(cards_of(self.counts))

    @property
    def size(self) -> int:
        return sum(self.counts)

    def locked(self, face: int) -> bool:
        """Cards of a 坎 (3) or an unlaid 垅 (4) can't be played or split (§C12)."""
        return self.counts[face] >= 3

    def free_faces(self) -> list[Card]:
        """Faces that may leave the hand (not part of a 坎/垅)."""
        return [CARDS[f] for f in range(FACES) if 0 < self.counts[f] < 3]

    def remove(self, cards: tuple[Card, ...] | list[Card]) -> None:
        for c in cards:
            if self.counts[c] <= 0:
                raise AssertionError(f"{c} is not in the hand")
            self.counts[c] -= 1

    def take_longs(self) -> list[Meld]:
        """Remove every 4-of-a-kind from the hand as 垅 列 (to be laid)."""
        longs = []
        for f in range(FACES):
            if self.counts[f] == 4:
                self.counts[f] = 0
                longs.append(same_face(MeldKind.LONG, CARDS[f]))
        return longs

    def can_keep_a_card(self, removed: dict[int, int], needs_discard: bool) -> bool:
        """RULES.md §C14: after a claim the hand keeps a card (two, one of them free,
        when a discard must follow)."""
        return keeps_a_card(self.counts, removed, needs_discard)

    def copy(self) -> SeatState:
        return SeatState(
            counts=list(self.counts),
            melds=list(self.melds),
            played=list(self.played),
            guo=set(self.guo),
            bao=self.bao,
            baopai=self.baopai,
            credits=self.credits,
            quads=self.quads,
            laid=self.laid,
            skips_used=self.skips_used,
            discarded=set(self.discarded),
            waits_seen=self.waits_seen,
        )
