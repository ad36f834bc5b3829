"""What every computer player shares: the ``choose`` contract and small helpers.

An agent is handed a ``SeatView`` (what its seat may see, DESIGN.md "AI
contract") and the options the engine offers that seat, and returns one of
those options.  It never sees a ``Game`` and never changes what it is given.

Randomness is drawn per decision from the agent's seed and a digest of the
view, so a choice depends only on (seed, view, options): the same question
always gets the same answer, whatever was asked before.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence

from ..engine import Action, ActionKind, Card, SeatView
from ..engine.cards import counts_of


class Agent:
    """Base class: ``choose(view, options) -> Action``, one of ``options``."""

    level = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = int(seed)

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        options = tuple(options)
        if not options:
            raise ValueError("choose() needs at least one option")
        if len(options) == 1:
            return options[0]
        for option in options:
            if option.kind is ActionKind.HU:
                return option  # a win beats everything
        return self.decide(view, options)

    def decide(self, view: SeatView, options: tuple[Action, ...]) -> Action:
        """Choose among two or more options, none of them 胡."""
        raise NotImplementedError

    def rng(self, view: SeatView, salt: str = "") -> random.Random:
        """A generator seeded by this agent's seed and the view, for this decision only."""
        return random.Random(f"{self.level}:{self.seed}:{salt}:{view_digest(view)}")


def view_digest(view: SeatView) -> int:
    """A stable digest of the moment ``view`` shows: the seat, its hand and the play
    so far (enough to tell any two decisions of a round apart; it seeds randomness)."""
    parts: list[object] = [
        view.seat,
        view.dealer,
        view.phase.value,
        view.stock_count,
        view.offers,
        view.turned_count,
        _cards(view.hand),
        sorted(view.bao),
    ]
    for seat in view.players:
        parts.append(_cards(view.discards.get(seat, ())))
        parts.append([_cards(m.cards) for m in view.melds.get(seat, ())])
    if view.active is not None:
        parts.append((int(view.active.card), view.active.seat, view.active.turned))
    return zlib.crc32(repr(parts).encode())


def _cards(cards: Sequence[Card]) -> list[int]:
    return [int(c) for c in cards]


def concealed_counts(view: SeatView) -> list[int]:
    """The seat's concealed cards as a 20-slot count vector (face → copies held; not
    ``SeatView.hand_counts``, which is seat → number of cards)."""
    return counts_of(view.hand)
