"""The ``easy`` player: plausible but weak.

It takes every obvious claim — 胡 hú always, 招 zhāo and 碰 pèng whenever
offered — 吃 chī about half the time, never declares 报 bào, and discards
by a rough feel for the hand with plenty of noise: a card with no neighbour
in the hand is thrown first, but not always.  It reads nothing of the table.

Weak, not absurd: it does not 吃 a card only to be left with a card that
belongs nowhere (the next one it would throw), and of several ways to 吃 it
takes the one that leaves its cards best together.
"""

from __future__ import annotations

import random

from ..engine import Action, ActionKind, SeatView
from ..engine.claims import claim_melds
from .agent import Agent, concealed_counts
from .evaluate import claim_hand

#: Spread of the noise on a discard's score (a neighbour counts about 1).
NOISE = 1.2
#: Chance to take a 吃 when one is offered.
CHI_CHANCE = 0.5


class EasyAgent(Agent):
    """Obvious claims, noisy discards."""

    level = "easy"

    def decide(self, view: SeatView, options: tuple[Action, ...]) -> Action:
        rng = self.rng(view)
        by_kind: dict[ActionKind, list[Action]] = {}
        for option in options:
            by_kind.setdefault(option.kind, []).append(option)
        for kind in (ActionKind.ZHAO, ActionKind.PENG):
            if kind in by_kind:
                return by_kind[kind][0]
        if ActionKind.CHI in by_kind:
            chi = self._chi(view, by_kind[ActionKind.CHI])
            if ActionKind.PASS not in by_kind:
                return chi or by_kind[ActionKind.CHI][0]
            if chi is not None and rng.random() < CHI_CHANCE:
                return chi
            return by_kind[ActionKind.PASS][0]
        if ActionKind.DISCARD in by_kind:
            return self._discard(view, by_kind[ActionKind.DISCARD], rng)
        if ActionKind.PASS in by_kind:
            return by_kind[ActionKind.PASS][0]
        return options[0]

    def _chi(self, view: SeatView, chis: list[Action]) -> Action | None:
        """The 吃 that leaves the hand best together; None if each would leave
        more cards with nothing near them than the hand has now."""
        counts = concealed_counts(view)
        lone = _lone(counts)
        best: tuple[float, Action] | None = None
        for chi in chis:
            assert chi.card is not None
            after = claim_hand(counts, chi.card, claim_melds(chi))
            if _lone(after) > lone:
                continue
            together = sum(n * _belonging(after, f) for f, n in enumerate(after) if n)
            if best is None or together > best[0]:
                best = (together, chi)
        return best[1] if best is not None else None

    def _discard(self, view: SeatView, discards: list[Action], rng: random.Random) -> Action:
        counts = concealed_counts(view)

        def discard_keep(action: Action) -> float:
            assert action.card is not None  # a discard always names its card
            return _belonging(counts, int(action.card)) + rng.gauss(0.0, NOISE)

        return min(discards, key=discard_keep)


def _lone(counts: list[int]) -> int:
    """Cards that belong nowhere in the hand."""
    return sum(n for f, n in enumerate(counts) if n and _belonging(counts, f) <= 0)


def _belonging(counts: list[int], face: int) -> float:
    """How much a card of ``face`` seems to belong: copies and same-case neighbours."""
    near: float = counts[face] - 1
    for step in (-2, -1, 1, 2):
        g = face + step
        if 0 <= g < 20 and (g >= 10) == (face >= 10):
            near += counts[g] * (1.0 if abs(step) == 1 else 0.6)
    near += 0.5 * counts[(face + 10) % 20]
    return near
