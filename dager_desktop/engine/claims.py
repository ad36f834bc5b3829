"""The claim window: who may claim an offered card, and which claim wins.

Implements RULES.md §C1 (who may claim what), §C2–C3 (priority 胡 > 招 > 碰 > 吃,
ties in turn order from the source, the turner first), §C2a (every seat asked at
once; the window resolves as soon as no outstanding answer could win), §C4
(mandatory 招/碰 offered without 过), §C6 (吃 from the 上家 or one's own turned
card), §C9 (which declines make 过张), §C11 (a 报 seat only 招s or 胡s) and §C14
(a claim must leave a card).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from .actions import CLAIM_PRIORITY, HU, PASS, PENG_OF, ZHAO_OF, Action, ActionKind, ActiveCard
from .cards import Card
from .chi import chi_near, may_chi_with, near_counts
from .melds import Meld, MeldKind, same_face
from .rules import RuleSet
from .table import SeatState, keeps_a_card

#: ``can_hu(seat, card)``: would this card complete a winning hand for the seat.
HuCheck = Callable[[int, Card], bool]


@dataclass
class Window:
    """An open claim window on one offered card."""

    active: ActiveCard
    order: tuple[int, ...]  #: seats in tie-break order (from the source, turner first)
    options: dict[int, tuple[Action, ...]]  #: every asked seat → its legal answers
    answers: dict[int, Action] = field(default_factory=dict)

    def copy(self) -> Window:
        return Window(self.active, self.order, dict(self.options), dict(self.answers))

    def outstanding(self) -> list[int]:
        return [s for s in self.options if s not in self.answers]

    def rank(self, seat: int, action: Action) -> tuple[int, int]:
        """Higher wins: priority first, then earlier in turn order."""
        return (CLAIM_PRIORITY[action.kind], -self.order.index(seat))

    def best_answer(self) -> tuple[int, Action] | None:
        claims = [(s, a) for s, a in self.answers.items() if a.kind is not ActionKind.PASS]
        if not claims:
            return None
        return max(claims, key=lambda sa: self.rank(*sa))

    def settled(self) -> bool:
        """True when no outstanding answer could beat the best one given (§C2a)."""
        pending = self.outstanding()
        if not pending:
            return True
        best = self.best_answer()
        if best is None:
            return False
        best_rank = self.rank(*best)
        return all(
            max(self.rank(s, a) for a in self.options[s]) < best_rank for s in pending
        )


def window_order(order: tuple[int, ...], source: int) -> tuple[int, ...]:
    """Playing seats in turn order starting from ``source`` (RULES.md §C3)."""
    i = order.index(source)
    return order[i:] + order[:i]


def seat_claims(
    rules: RuleSet,
    seat: int,
    state: SeatState,
    active: ActiveCard,
    downstream: int,
    can_hu: HuCheck,
) -> tuple[Action, ...]:
    """Every legal answer of ``seat`` to the offered card, in the order 胡 招 碰 吃 过.

    ``downstream`` is the source seat's 下家.  Returns ``()`` when the seat has no
    claim at all (it is then not asked).
    """
    card = active.card
    if own_discard(seat, active):
        return ()
    blocked = card in state.guo
    hu = [HU] if not blocked and can_hu(seat, card) else []
    if not (
        hu
        or state.counts[card] >= 2
        or _may_chi_here(rules, seat, state, active, downstream, blocked)
    ):
        return ()  # no 胡, no pair or 坎 of the card, no 吃: most seats at most cards
    needs_discard = not state.bao and state.credits == 0

    barred = own_flip_barred(rules, seat, active)
    zhao, peng = _same_face_claims(state, card, barred, blocked, needs_discard)
    chi = _chi_claims(rules, state, active, seat, downstream, blocked, needs_discard)

    same_face = zhao + peng  # one claim at most: a 坎's 招 or a pair's 碰
    forced = bool(same_face) and mandatory_claim(rules, (same_face[0].kind,)) is not None
    if forced and rules.claim_enforcement == "auto":
        return tuple(hu + same_face)
    claims = hu + zhao + peng + chi
    return (*claims, PASS) if claims else ()


def _may_chi_here(
    rules: RuleSet, seat: int, state: SeatState, active: ActiveCard, downstream: int, blocked: bool
) -> bool:
    """Could ``seat`` 吃 the card at all: seat, 过张, 报 and the hand's cards (no 比, C14)."""
    return (
        not blocked
        and not state.bao
        and may_chi(rules, seat, active, downstream)
        and may_chi_with(state.counts, active.card)
    )


def mandatory_claim(rules: RuleSet, kinds: Collection[ActionKind]) -> ActionKind | None:
    """§C4: the claim among ``kinds`` (a seat's options) that the rules make mandatory —
    a 招 zhāo under ``mandatory_zhao``, else a 碰 pèng under ``mandatory_peng`` — or None."""
    if ActionKind.ZHAO in kinds and rules.mandatory_zhao:
        return ActionKind.ZHAO
    if ActionKind.PENG in kinds and rules.mandatory_peng:
        return ActionKind.PENG
    return None


def own_discard(seat: int, active: ActiveCard) -> bool:
    """§C1: the offered card is ``seat``'s own discard, which no seat can claim."""
    return seat == active.seat and not active.turned


def own_flip_barred(rules: RuleSet, seat: int, active: ActiveCard) -> bool:
    """§C1: the offered card is ``seat``'s own (turned) card and the rules allow no 碰
    pèng or 招 zhāo of it (``peng_zhao_own_flip``)."""
    return seat == active.seat and not rules.peng_zhao_own_flip


def _same_face_claims(
    state: SeatState,
    card: Card,
    barred: bool,
    blocked: bool,
    needs_discard: bool,
) -> tuple[list[Action], list[Action]]:
    """The 招 and 碰 of ``card``; ``barred``: its own turned card, by ``own_flip_barred``."""
    if barred:
        return [], []
    held = state.counts[card]
    # A 招 that is the seat's second quad earns the free discard it then uses (八块).
    zhao_discards = needs_discard and state.quads == 0
    if held == 3 and state.can_keep_a_card({card: 3}, zhao_discards):
        # 招 is never blocked by 过张 and a 报 seat must still make it (§C9, §C11).
        return [ZHAO_OF[card]], []
    peng_ok = held == 2 and not blocked and not state.bao
    if peng_ok and state.can_keep_a_card({card: 2}, needs_discard):
        return [], [PENG_OF[card]]
    return [], []


def _chi_claims(
    rules: RuleSet,
    state: SeatState,
    active: ActiveCard,
    seat: int,
    downstream: int,
    blocked: bool,
    needs_discard: bool,
) -> list[Action]:
    if not _may_chi_here(rules, seat, state, active, downstream, blocked):
        return []
    return chi_actions(state.counts, active.card, needs_discard)


def chi_actions(counts: Sequence[int], card: Card, needs_discard: bool) -> list[Action]:
    """The 吃 of ``card`` that leave a hand of ``counts`` a card to keep (§C7, §C8, §C14)."""
    near = near_counts(counts, card)
    if near is None:
        return []
    return [
        action
        for action, used in _chi_menu(card, near)
        if keeps_a_card(counts, used, needs_discard)
    ]


@lru_cache(maxsize=1 << 12)
def _chi_menu(card: Card, near: tuple[int, ...]) -> tuple[tuple[Action, dict[int, int]], ...]:
    """Every 吃 of ``card`` by the counts near it (``chi.near_counts``), each with the
    hand cards it uses: made once per such counts, as every offered card asks it of
    the seat that may 吃 (C14 is then checked on the whole hand)."""
    return tuple(
        (Action(ActionKind.CHI, card, meld, bi), _hand_cards_used(meld, bi, card))
        for meld, bi in chi_near(card, near)
    )


def may_chi(rules: RuleSet, seat: int, active: ActiveCard, downstream: int) -> bool:
    """§C6: whether ``seat`` sits where it may 吃 chī ``active``: a discard only as its
    下家 xiàjiā (``downstream``, the source's 下家), a turned card as its turner or, under
    ``chi_from_upper_flip``, the turner's 下家.  The cards in the hand are not asked."""
    if active.turned:
        return seat == active.seat or (rules.chi_from_upper_flip and seat == downstream)
    return seat == downstream


def _hand_cards_used(meld: Meld, bi: tuple[Meld, ...], claimed: Card) -> dict[int, int]:
    used: dict[int, int] = {}
    cards = list(meld.cards)
    cards.remove(claimed)
    for c in cards + [c for m in bi for c in m.cards]:
        used[c] = used.get(c, 0) + 1
    return used


def claim_melds(action: Action) -> tuple[Meld, ...]:
    """The 列 a claim lays down, the claimed card included (RULES.md §C5): 招 four,
    碰 three, 吃 its 列 and its 比 列."""
    card = action.card
    assert card is not None
    if action.kind is ActionKind.ZHAO:
        return (same_face(MeldKind.ZHAO, card),)
    if action.kind is ActionKind.PENG:
        return (same_face(MeldKind.PENG, card),)
    assert action.meld is not None
    return (action.meld, *action.bi)


def hand_cards_of_claim(action: Action) -> list[Card]:
    """The cards a claim takes out of the claimant's hand."""
    card = action.card
    assert card is not None
    if action.kind is ActionKind.ZHAO:
        return [card] * 3
    if action.kind is ActionKind.PENG:
        return [card] * 2
    assert action.meld is not None
    used = _hand_cards_used(action.meld, action.bi, card)
    return [Card(f) for f, n in used.items() for _ in range(n)]


def declined_guo(rules: RuleSet, options: tuple[Action, ...], answer: Action) -> set[ActionKind]:
    """The declined options of a seat that count as 过张 triggers (RULES.md §C9).

    Declining a 吃, an optional 碰 (one offered with 过) or a 胡 — including by
    taking a lower claim instead of an available 胡.
    """
    kinds = {a.kind for a in options}
    optional_peng = ActionKind.PENG in kinds and ActionKind.PASS in kinds
    declined: set[ActionKind] = set()
    if rules.guo_on_declined_hu and ActionKind.HU in kinds and answer.kind is not ActionKind.HU:
        declined.add(ActionKind.HU)
    if answer.kind is ActionKind.PASS and rules.guo_on_declined_chi:
        if ActionKind.CHI in kinds:
            declined.add(ActionKind.CHI)
        if optional_peng:
            declined.add(ActionKind.PENG)
    # each outranks the answer given: a 胡 passed over for another claim or 过, a
    # 吃 or 碰 only for 过
    return declined
