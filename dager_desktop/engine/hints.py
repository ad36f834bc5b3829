"""What a learner may want to know about the hand, computed from one seat's view.

``hand_hints(view)`` answers the questions of the practice panel: how many
胡 are already certain (the exposed 列 on the table, the locked 坎/垅 in the
hand), whether the hand is 叫牌 (ready) and on which faces — with the 胡 each
would give (RULES.md §D7, §E) and whether that is a 0-胡 win (乱胡, §F2), how
many copies of it are still to come (not seen yet, or known to lie in the
stock, RULES.md §B3), whether it is the seat's 过张 (then it can never win on
it, §C9) and the 名堂 and points a win on it would carry under the round's
rules (§G): those the scoring finds in the hand and in 报; the 名堂 of the
moment of the win (地胡, 海底捞 …) are not foreseen.  On a
discard turn the same is given for every discard that leaves the hand ready.

``loose_cards(hand)`` says which cards of a hand make neither a pair nor a 列
with its other cards: the one fact a hint's "it fits no set or pair" may claim.

Only the view is read, so nothing hidden can leak into a hint.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .actions import Phase
from .arrangement import analyze, waiting_cards
from .cards import Card, counts_of
from .chi import lies_with
from .melds import Meld, MeldKind, hu_value
from .resample import unseen_cards
from .scoring import score
from .view import SeatView
from .win_facts import WinContext


@dataclass(frozen=True)
class WaitHint:
    """One face the hand waits on (叫牌)."""

    card: Card
    hu: int  #: total 胡 of the win on this face
    #: copies still to come: unseen ones (other hands, the stock) and known stock cards
    left: int
    guo: bool  #: the face is the seat's 过张: it can never win on it
    mingtang: tuple[str, ...]  #: 名堂/番 keys of ``Score.mingtang`` a win would carry
    points: float  #: what the winner would receive (W)
    #: the win has 0 胡 (乱胡, RULES.md §F2) — legal, though "10 胡 to win" says otherwise;
    #: a fact about the hand, not a 名堂 (that one is in ``mingtang`` only where it is paid)
    luan_hu: bool = False

    @property
    def live(self) -> bool:
        """Could this face still win: not 过张 and a copy still to come."""
        return not self.guo and self.left > 0


@dataclass(frozen=True)
class HandHints:
    """The practice panel's facts about one seat's hand."""

    table_hu: int  #: 胡 of the seat's exposed 列
    hand_hu: int  #: 胡 of the 坎/垅 locked in the hand
    waits: tuple[WaitHint, ...]  #: the hand as it stands is 叫牌 on these faces
    #: discard → the waits it leaves, the best chances first (``chances``), then by card
    after_discard: tuple[tuple[Card, tuple[WaitHint, ...]], ...]
    discard_turn: bool  #: the seat holds one card too many: a discard is due

    @property
    def ready(self) -> bool:
        return bool(self.waits)


def hand_hints(view: SeatView) -> HandHints:
    """The facts of ``hand_hints`` for ``view.seat`` (empty for the 底家)."""
    rules = view.rules
    melds = tuple(view.melds.get(view.seat, ()))
    counts = Counter(view.hand)
    table_hu = sum(m.hu(rules) for m in melds)
    hand_hu = sum(_locked_hu(card, n, rules.hu_table) for card, n in counts.items() if n >= 3)
    left = Counter(unseen_cards(view)) + Counter(view.stock_to_come())
    if _discard_due(view):
        after = []
        for card in sorted(c for c, n in counts.items() if n < 3):
            rest = list(view.hand)
            rest.remove(card)
            waits = _waits(view, tuple(rest), melds, left)
            if waits:
                after.append((card, waits))
        after.sort(key=lambda entry: -chances(entry[1]))  # stable: by card among equals
        return HandHints(table_hu, hand_hu, (), tuple(after), True)
    waits = _waits(view, view.hand, melds, left) if view.hand else ()
    return HandHints(table_hu, hand_hu, waits, (), False)


def loose_cards(hand: Iterable[Card]) -> frozenset[Card]:
    """The faces of ``hand`` that make neither a pair nor a 列 with its other cards.

    A face held twice is a pair, three or four times a 坎/垅; a face held once is
    loose when no two of the hand's other free cards lie with it in a run, 二七十
    or 绞 (RULES.md §C7).  The cards of a 坎/垅 are locked (§C12) and lie with
    nothing else.
    """
    counts = counts_of(hand)
    free = [n if n < 3 else 0 for n in counts]
    loose = []
    for face, n in enumerate(counts):
        if n != 1:
            continue
        card = Card(face)
        others = list(free)
        others[face] = 0
        if next(lies_with(card, others), None) is None:
            loose.append(card)
    return frozenset(loose)


def chances(waits: tuple[WaitHint, ...]) -> int:
    """Copies still to come of the faces a hand could win on."""
    return sum(w.left for w in waits if w.live)


def _discard_due(view: SeatView) -> bool:
    """A discard turn — or the dealer's opening, before his opening discard (no 八块)."""
    if view.phase is Phase.DISCARD:
        return view.turn == view.seat
    opening = view.phase is Phase.OPENING and view.offers == 0
    return opening and view.seat == view.dealer and view.credits == 0


def _locked_hu(card: Card, held: int, table: str) -> int:
    return hu_value(MeldKind.KAN if held == 3 else MeldKind.LONG, card, table)


def _waits(
    view: SeatView, hand: tuple[Card, ...], melds: tuple[Meld, ...], left: Counter[Card]
) -> tuple[WaitHint, ...]:
    rules = view.rules
    try:
        faces = waiting_cards(hand, melds, rules)
    except ValueError:
        return ()  # not a hand size that can wait (an impossible view)
    context = WinContext(bao=view.seat in view.bao)
    hints = []
    for card, hu in faces.items():
        arrangement = analyze(hand, melds, card, rules)
        win = score(arrangement, rules, context) if arrangement is not None else None
        hints.append(
            WaitHint(
                card=card,
                hu=hu,
                left=left[card],
                guo=card in view.guo,
                mingtang=tuple(win.mingtang) if win is not None else (),
                points=win.winner_gets if win is not None else 0,
                luan_hu=arrangement is not None and arrangement.luan_hu,
            )
        )
    return tuple(hints)


__all__ = ["HandHints", "WaitHint", "hand_hints", "loose_cards"]
