"""Why a reviewed decision lost points: a reason category a player can read.

``reason_of(view, options, chosen, best)`` compares the option chosen with the
review's best, from the seat's own view, and names the first of these that
tells them apart (the UI words each category, with its parameters, as a
sentence):

* ``bao`` — one of the two declares 报 bào (报牌, RULES.md §C11): ``declare``
  says whether the best does;
* ``score`` — 胡 and score: a 胡 passed or taken (``passed_win``), or, between
  two discards that both leave the hand 叫牌, the one whose win pays more (a
  红 hand, a higher 等: ``points`` of each);
* ``claim`` — a claim or a pass in a claim window (吃 chī / 碰 pèng / 招 zhāo /
  过): ``chosen`` and ``best`` kinds, the ``card``, and ``guo`` when the pass
  made the card 过张 guòzhāng for this seat (RULES.md §C9);
* ``waits`` — hand efficiency and waits: after the best discard the hand waits
  on more live copies (叫牌 faces ``faces`` and ``copies`` of each option);
* ``defence`` — the chosen discard is the more likely to feed another seat a
  claim or its win: ``card`` and the seat most at risk (``seat``);
* ``shape`` — otherwise: the best keeps the more useful cards together.

Cards in the parameters are faces (ints), seats numbers: they go into JSON.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import Action, ActionKind, Card, SeatView, declined_guo, waiting_cards
from .agent import concealed_counts
from .context import Context
from .evaluate import counts_after
from .outlook import win_points
from .safety import discard_danger
from .weights import SHARP

#: A discard counts as more dangerous when its danger exceeds the other's by this much.
DANGER_GAP = 0.05
CLAIMS = (ActionKind.CHI, ActionKind.PENG, ActionKind.ZHAO, ActionKind.PASS)

Reason = tuple[str, dict[str, Any]]


def reason_of(view: SeatView, options: Sequence[Action], chosen: Action, best: Action) -> Reason:
    """The category (and its parameters) of the difference between ``chosen`` and ``best``."""
    kinds = {chosen.kind, best.kind}
    if ActionKind.BAO in kinds:
        return "bao", {"declare": best.kind is ActionKind.BAO}
    if ActionKind.HU in kinds:
        return "score", {"passed_win": best.kind is ActionKind.HU}
    if view.active is not None and kinds <= set(CLAIMS):
        guo = bool(declined_guo(view.rules, tuple(options), chosen))
        return "claim", {"chosen": chosen.kind.value, "best": best.kind.value,
                         "card": int(view.active.card), "guo": guo}
    if chosen.card is not None and best.card is not None:
        return _discards(view, chosen.card, best.card)
    return "shape", {}


def _discards(view: SeatView, chosen: Card, best: Card) -> Reason:
    ctx = Context(view, SHARP)
    mine, theirs = _waits(view, ctx, chosen), _waits(view, ctx, best)
    params: dict[str, Any] = {"card": int(chosen), "best_card": int(best),
                              "faces": [mine[0], theirs[0]], "copies": [mine[1], theirs[1]]}
    if theirs[1] > mine[1] or (theirs[0] and not mine[0]):
        return "waits", params
    if discard_danger(view, ctx, int(chosen)) > discard_danger(view, ctx, int(best)) + DANGER_GAP:
        return "defence", {"card": int(chosen), "best_card": int(best),
                           "seat": _at_risk(view, chosen)}
    if mine[0] and theirs[0]:
        points = [_win_points(view, chosen), _win_points(view, best)]
        if points[1] > points[0]:
            return "score", {"passed_win": False, "points": points, "card": int(chosen),
                             "best_card": int(best)}
    return "shape", params


def _waits(view: SeatView, ctx: Context, discard: Card) -> tuple[int, int]:
    """(叫牌 faces, live copies of them) after playing ``discard``."""
    hand = list(view.hand)
    hand.remove(discard)
    try:
        faces = [f for f in waiting_cards(hand, tuple(view.melds.get(view.seat, ())), view.rules)
                 if f not in view.guo]
    except ValueError:
        return 0, 0
    return len(faces), sum(ctx.live_of(int(f)) for f in faces)


def _win_points(view: SeatView, discard: Card) -> float:
    left = counts_after(concealed_counts(view), [discard])
    return round(win_points(left, tuple(view.melds.get(view.seat, ())), view.rules), 2)


def _at_risk(view: SeatView, card: Card) -> int:
    """The other seat most likely to use ``card``: a 报 seat, else the one with most 列
    exposed (the 下家 first, who alone may 吃 it), leaving out those whose 过张 it is."""
    others = [s for s in view.players if s != view.seat and card not in view.known_guo(s)]
    if not others:
        return view.lower(view.seat)
    lower = view.lower(view.seat)
    return max(others, key=lambda s: (s in view.bao, len(view.melds.get(s, ())), s == lower))
