"""What the play has shown of another seat's concealed cards: clues for the guesses.

Two facts of the rules make the table tell more than which cards are gone.
A seat's concealed cards only ever leave its hand (a turned card never enters
one, RULES.md §C.1; a claimed card goes straight into a 列), and a seat's hand
changes only when it claims: it discards after a claim (C5), never on its own
turn.  So what held of the hand when a card was offered still holds now, and
the hand it holds now is the one it has held since its last claim.  From them:

* **Copies held** (``clue_caps``).  A face a seat discarded from its hand
  (``SeatView.discarded``): it held at most two of it, three being a locked 坎
  kǎn that cannot be played (C12), so it holds at most one now — under every
  preset, and for a 报 bào or 包 bāo seat too (``sampler.caps`` knows only the
  faces played out, and only where 碰 is mandatory).  The face of its own 碰
  pèng: it held exactly the pair, a 坎 would have been a 招 zhāo, so none now.
* **Faces it cannot win on** (``no_hu``).  A card offered while the seat held
  its present hand that completed it was a 胡 on offer: the computer players
  always take one, and a declined 胡 makes the face 过张 guòzhāng, which blocks
  every later 胡 on it (C9).  Either way the seat cannot win on that face now.
  A seat that has not claimed (its 垅 lǒng aside) holds its dealt hand, less
  the dealer's opening discard: every card played out went by it.  For a seat
  that has claimed, the cards offered since its last discard are read from the
  rows of played-out cards (``SeatView.discards``, one per seat, in order):
  its own row after its last discard holds the cards it turned since, and
  turns go round the table, so each other row's last entries, one fewer than
  that, came after too.  That is an estimate — a claim elsewhere can skip a
  seat's turn — and so it is kept short.
"""

from __future__ import annotations

from ..engine import MeldKind, SeatView
from ..engine.cards import FACES

#: How many fewer of each other row's last entries than the seat's own turned
#: cards since its last discard are read as played after it.
LAG = 0


def clue_caps(view: SeatView, seat: int) -> list[int]:
    """Most copies of each face ``seat`` can hold by its discards and its 碰 (module
    docstring); 4 where these say nothing."""
    cap = [4] * FACES
    for face in (view.discarded or {}).get(seat, ()):
        cap[face] = 1
    for meld in view.melds.get(seat, ()):
        if meld.kind is MeldKind.PENG:
            cap[meld.cards[0]] = 0
    return cap


def claimed(view: SeatView, seat: int) -> bool:
    """Has ``seat`` claimed a card this round (a 垅 laid is not a claim)?"""
    return any(m.kind is not MeldKind.LONG for m in view.melds.get(seat, ()))


def no_hu(view: SeatView, seat: int) -> frozenset[int]:
    """Faces ``seat`` cannot win on now, as the play shows (module docstring); its
    known 过张 are not listed (they are ``SeatView.known_guo``)."""
    rows = view.discards
    if not claimed(view, seat):
        return frozenset(int(c) for row in rows.values() for c in row)
    own = rows.get(seat, ())
    thrown = (view.discarded or {}).get(seat, frozenset())
    last = max((i for i, c in enumerate(own) if c in thrown), default=None)
    if last is None:
        return frozenset()  # its discards were all claimed: no anchor in the rows
    since = len(own) - 1 - last  # the cards it turned since its last discard
    faces = {int(c) for c in own[last + 1 :]}
    back = since - LAG
    if back > 0:
        for other, row in rows.items():
            if other != seat:
                faces.update(int(c) for c in row[max(0, len(row) - back) :])
    return frozenset(faces)
