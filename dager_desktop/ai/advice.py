"""Advice for a learner: the move a computer player would make, and a one-line reason.

``advise(view, options, level, seed)`` asks the ``normal`` or ``hard`` agent
(``make_agent``; agent behaviour is unchanged) which option it would take and
then says why in terms a player checks at the table, as a reason *code* with
parameters so that the UI can translate the sentence:

* ``win`` — 胡;
* ``forced`` — a mandatory 碰/招 (RULES.md §C4): no 过 is offered;
* ``keeps_ready`` — after the move the hand is 叫牌 on ``faces`` faces;
* ``claim_ready`` / ``claim_closer`` — the claim makes the hand ready, or
  brings it closer to ready;
* ``claim_no_gain`` — 过: claiming would not improve the hand;
* ``safe_lower_guo`` — the discard is 过张 for the 下家, who cannot 吃, 碰 or
  胡 it (§C9);
* ``safe_dead`` — the other copies are all in sight: nobody can 碰 it;
* ``isolated`` — the card belongs to no 列 or partial of the hand's best reading,
  and (the sentence says so) makes neither a pair nor a 列 with the other cards
  (``loose_cards``): a reading may leave one of two 九 alone, and "it fits no set
  or pair" would then be false;
* ``bao_doubles`` / ``bao_locks`` — 报牌 doubles the score, or would lock the
  hand for nothing (§C11);
* ``best_shape`` — otherwise: it keeps the most useful cards.

The hard agent is asked with a fixed number of guesses, so the same view and
seed always get the same advice.  Advice never plays: it only returns.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, ActionKind, Card, Meld, SeatView, loose_cards, waiting_cards
from ..engine.cards import cards_of
from ..engine.claims import claim_melds
from . import make_agent
from .agent import concealed_counts
from .evaluate import claim_hand, reading
from .normal import discard_follows

#: Guesses the hard agent plays for a hint (a fixed count keeps hints reproducible).
HINT_ITERATIONS = 12
LEVELS = ("normal", "hard")


@dataclass(frozen=True)
class Advice:
    """The suggested option and why (``reason`` is a code, see the module docstring)."""

    action: Action
    reason: str
    params: Mapping[str, Any] = field(default_factory=dict, compare=False)
    level: str = "normal"


def advise(
    view: SeatView,
    options: Sequence[Action],
    level: str = "normal",
    seed: int = 0,
    iterations: int = HINT_ITERATIONS,
) -> Advice:
    """What the ``level`` agent would choose among ``options`` for ``view``, and why."""
    if level not in LEVELS:
        raise ValueError(f"hints come from the normal or hard player, not {level!r}")
    options = tuple(options)
    opts = {"iterations": iterations} if level == "hard" else {}
    action = make_agent(level, seed, **opts).choose(view, options)
    reason, params = reason_for(view, options, action)
    return Advice(action, reason, params, level)


def reason_for(
    view: SeatView, options: Sequence[Action], action: Action
) -> tuple[str, dict[str, Any]]:
    """A reason code and its parameters for choosing ``action`` among ``options``."""
    kinds = {o.kind for o in options}
    card = action.card or (view.active.card if view.active else None)
    if action.kind is ActionKind.HU:
        return "win", {"card": card}
    if action.kind in (ActionKind.PENG, ActionKind.ZHAO) and ActionKind.PASS not in kinds:
        return "forced", {"claim": action.kind.value, "card": card}
    if action.kind is ActionKind.BAO and action.card is None:
        return "bao_doubles", {"faces": _ready_faces(view, view.hand, _melds(view))}
    if action.kind is ActionKind.PASS and ActionKind.BAO in kinds:
        return "bao_locks", {}
    if action.kind is ActionKind.PASS:
        return _why_pass(view, card)
    if action.kind in (ActionKind.CHI, ActionKind.PENG, ActionKind.ZHAO):
        return _why_claim(view, action)
    return _why_discard(view, action)


def _melds(view: SeatView) -> tuple[Meld, ...]:
    return tuple(view.melds.get(view.seat, ()))


def _ready_faces(view: SeatView, hand: Sequence[Card], melds: tuple[Meld, ...]) -> int:
    """Faces the hand waits on that the seat may still win on (not its 过张)."""
    try:
        waits = waiting_cards(hand, melds, view.rules)
    except ValueError:
        return 0
    return sum(1 for face in waits if face not in view.guo)


def _why_pass(view: SeatView, card: Card | None) -> tuple[str, dict[str, Any]]:
    faces = _ready_faces(view, view.hand, _melds(view))
    if faces:
        return "keeps_ready", {"faces": faces}
    return "claim_no_gain", {"card": card}


def _why_claim(view: SeatView, action: Action) -> tuple[str, dict[str, Any]]:
    card = action.card
    assert card is not None
    new = claim_melds(action)
    counts = claim_hand(concealed_counts(view), card, new)
    melds = _melds(view) + new
    faces = _best_ready(view, counts, melds, discard_follows(view, action))
    if faces:
        return "claim_ready", {"faces": faces, "claim": action.kind.value}
    return "claim_closer", {"claim": action.kind.value, "card": card}


def _best_ready(
    view: SeatView, counts: list[int], melds: tuple[Meld, ...], discard_follows: bool
) -> int:
    if not discard_follows:
        return _ready_faces(view, cards_of(counts), melds)
    best = 0
    for face, n in enumerate(counts):
        if 0 < n < 3:
            left = list(counts)
            left[face] -= 1
            best = max(best, _ready_faces(view, cards_of(left), melds))
    return best


def _why_discard(view: SeatView, action: Action) -> tuple[str, dict[str, Any]]:
    card = action.card
    assert card is not None
    left = list(view.hand)
    left.remove(card)
    melds = _melds(view)
    faces = _ready_faces(view, left, melds)
    if faces:
        return "keeps_ready", {"faces": faces, "card": card}
    lower = view.lower(view.seat)
    if card in view.known_guo(lower):
        return "safe_lower_guo", {"card": card, "seat": lower}
    if Counter(view.visible_cards())[card] >= 4:
        return "safe_dead", {"card": card}
    whole = reading(tuple(concealed_counts(view)), melds, view.rules)
    if whole is not None and int(card) in whole.isolated and card in loose_cards(view.hand):
        return "isolated", {"card": card}
    return "best_shape", {"card": card}


__all__ = ["HINT_ITERATIONS", "LEVELS", "Advice", "advise", "reason_for"]
