"""The ``normal`` player: a strong, fast heuristic.

Every decision compares the hand each option leaves (``evaluate.hand_value``):

* discard — the card whose absence leaves the best hand, less the danger of
  handing it to another seat (``safety``);
* 吃 chī (and any optional 碰 pèng / 招 zhāo) — the claimed hand after the
  discard its best reading would throw, against passing, which makes the
  face 过张 guòzhāng: it can then never be claimed or won on (RULES.md §C9);
* a mandatory claim is always made; with ``baopai_penalty``, where passing it
  makes the seat 包 (RULES.md §C4), it is made unless the hand it leaves is
  worth five outside cards less than passing;
* 报 bào (declare ready) when it pays: only where a 报 winner's score doubles
  (``bao_multiplier = 2``) and the waits are live.

No search and no randomness: the same view always gets the same choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Action, ActionKind, Card, Meld, MeldKind, Phase, SeatView
from ..engine.claims import claim_melds, mandatory_claim
from .agent import Agent, concealed_counts
from .context import Context
from .evaluate import claim_hand, counts_after, free_faces, hand_value, reading, waits
from .safety import discard_danger
from .weights import NORMAL, Weights

#: A hand that holds a card to discard and reads this many outside cards from its
#: win, or fewer, can be 叫牌 after the discard: every discard is then read.  (At 2
#: it was no stronger in self-play, and its decisions took twice as long.)
NEAR_READY = 1


class NormalAgent(Agent):
    """Heuristic player: hand potential, claim policy, safe discards.

    ``weights`` (module ``weights``) say how much each part counts: the normal
    level plays ``NORMAL``; the hard player ranks its own options with ``SHARP``.
    """

    level = "normal"

    def __init__(self, seed: int = 0, weights: Weights = NORMAL) -> None:
        super().__init__(seed)
        self.weights = weights

    def decide(self, view: SeatView, options: tuple[Action, ...]) -> Action:
        return self.ranked(view, options)[0][1]

    def ranked(
        self, view: SeatView, options: tuple[Action, ...]
    ) -> list[tuple[float, Action]]:
        """Every option with its value, best first (ties keep the engine's order)."""
        scores = self.scores(view, options)
        order = sorted(range(len(options)), key=lambda i: -scores[i])
        return [(scores[i], options[i]) for i in order]

    def scores(self, view: SeatView, options: tuple[Action, ...]) -> list[float]:
        """A value per option, comparable within this decision."""
        ctx = Context(view, self.weights)
        counts = concealed_counts(view)
        melds = tuple(view.melds.get(view.seat, ()))
        if view.phase is Phase.CLAIM and view.active is not None:
            return self._claim_scores(view, ctx, counts, melds, options)
        discards = any(o.card is not None for o in options)
        values = self._discard_values(view, ctx, counts, melds) if discards else {}
        out = []
        for option in options:
            if option.kind in (ActionKind.DISCARD, ActionKind.BAO) and option.card is not None:
                base = values.get(int(option.card), -20.0)
                if option.kind is ActionKind.BAO:
                    left = counts_after(counts, [option.card])
                    base += self._bao_bonus(view, ctx, left, melds)
                out.append(base)
            elif option.kind is ActionKind.BAO:  # a declaration without a discard
                out.append(self._bao_bonus(view, ctx, counts, melds))
            else:
                out.append(0.0)  # PASS of a 报 offer
        return out

    # -- discards and 报 --------------------------------------------------------

    def _discard_values(
        self, view: SeatView, ctx: Context, counts: list[int], melds: tuple[Meld, ...]
    ) -> dict[int, float]:
        """Value of each possible discard: the hand it leaves, less its danger.

        Far from 叫牌 only the likely discards are read in full — the cards
        the best reading of the whole hand leaves isolated, and, when those
        are not all safe, the two safest cards; any other card would break a
        unit, so it is valued one outside card worse.  When a discard can
        leave it 叫牌 (``NEAR_READY``) every card is read: the hand holds one
        card more than its units, its reading often leaves none isolated, and
        the card that keeps a live 叫牌 is then neither the isolated one nor
        the safest.  A discarded face becomes the seat's own 过张 (RULES.md
        §C9), so its copies no longer count.
        """
        free = free_faces(counts)
        danger = {f: discard_danger(view, ctx, f) for f in free}
        whole = reading(tuple(counts), melds, ctx.rules)
        if whole is None or whole.distance <= NEAR_READY:
            short = free
        else:
            short = [f for f in free if f in whole.isolated]
            if not short or min(danger[f] for f in short) > self.weights.safe_enough:
                safest = sorted(free, key=danger.__getitem__)[:2]
                short += [f for f in safest if f not in short]
        values = {}
        for face in short:
            left = list(counts)
            left[face] -= 1
            # throwing a card the whole hand's reading leaves isolated keeps that reading
            same = whole if whole is not None and face in whole.isolated else None
            value = hand_value(left, melds, ctx, blocked=face, read=same)
            values[face] = value - danger[face]
        floor = max(values.values(), default=0.0) - 1.0
        for face in free:
            if face not in values:
                values[face] = floor - danger[face]
        return values

    def _bao_bonus(
        self, view: SeatView, ctx: Context, counts: Sequence[int], melds: tuple[Meld, ...]
    ) -> float:
        """Positive when declaring 报 now pays (RULES.md §C11): a doubled score, live waits."""
        if not view.rules.bao_multiplier_applies:
            return -0.01  # nothing to gain and the hand would be locked
        wins = waits(tuple(counts), melds, view.rules)
        live = sum(ctx.live_of(f) for f in wins)
        return self.weights.bao if live >= 2 else -0.01

    # -- claims -------------------------------------------------------------------

    def _claim_scores(
        self,
        view: SeatView,
        ctx: Context,
        counts: list[int],
        melds: tuple[Meld, ...],
        options: tuple[Action, ...],
    ) -> list[float]:
        assert view.active is not None
        card = view.active.card
        pass_value = hand_value(counts, melds, ctx, blocked=int(card))
        out = []
        for option in options:
            if option.kind is ActionKind.PASS:
                out.append(pass_value + self._pass_penalty(view, options))
            elif option.kind in (ActionKind.ZHAO, ActionKind.PENG, ActionKind.CHI):
                margin = self.weights.claim_margin
                out.append(self._claim_value(view, ctx, counts, melds, option) - margin)
            else:
                out.append(pass_value)
        return out

    def _pass_penalty(self, view: SeatView, options: tuple[Action, ...]) -> float:
        """Passing a mandatory 招/碰 under ``baopai_penalty`` makes the seat 包 (§C4).
        Only the first seat to become 包 pays: once there is one, a pass costs no more."""
        if view.baopai is not None:
            return 0.0
        mandatory = mandatory_claim(view.rules, {o.kind for o in options})
        return -5.0 if mandatory is not None else 0.0

    def _claim_value(
        self,
        view: SeatView,
        ctx: Context,
        counts: list[int],
        melds: tuple[Meld, ...],
        option: Action,
    ) -> float:
        card = option.card
        assert card is not None
        new = claim_melds(option)
        after = claim_hand(counts, card, new)
        laid = _lay_longs(after)
        all_melds = melds + laid + new
        if not discard_follows(view, option):
            return hand_value(after, all_melds, ctx)
        whole = reading(tuple(after), all_melds, ctx.rules)
        free = free_faces(after)
        if whole is None or not free:
            return hand_value(after, all_melds, ctx)
        if whole.distance <= NEAR_READY:
            # close to 叫牌 the claim is worth its best discard, which the
            # reading does not always point to
            return max(self._discard_values(view, ctx, after, all_melds).values())
        # Judge the claim by the discard its best reading points to (the one
        # thrown away first); the discard decision itself looks wider.
        pool = [f for f in whole.isolated if f in free] or free
        face = min(pool, key=lambda f: discard_danger(view, ctx, f))
        after[face] -= 1
        same = whole if face in whole.isolated else None
        return hand_value(after, all_melds, ctx, read=same) - discard_danger(view, ctx, face)


def discard_follows(view: SeatView, option: Action) -> bool:
    """Must the seat discard after making the claim ``option``?  Not a 报 seat, nor one
    with a free discard (八块, RULES.md §C10) — one that this 招 earns, as its second
    quad, included."""
    if view.seat in view.bao or view.credits > 0:
        return False
    quads = sum(1 for m in view.melds.get(view.seat, ()) if m.kind.is_quad)
    quads += sum(1 for n in concealed_counts(view) if n == 4)
    return not (option.kind is ActionKind.ZHAO and quads >= 1)


def _lay_longs(counts: list[int]) -> tuple[Meld, ...]:
    """A non-dealer's 垅 go down at its first claim (RULES.md §C13)."""
    longs = []
    for face, n in enumerate(counts):
        if n == 4:
            counts[face] = 0
            longs.append(Meld(MeldKind.LONG, (Card(face),) * 4))
    return tuple(longs)


__all__ = ["NormalAgent", "discard_follows"]
