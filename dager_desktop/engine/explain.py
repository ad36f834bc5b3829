"""Why an action is not offered: one place for every refusal, in a player's words.

Each refusal has a stable ``code`` (for translation and tests), ``params``
(the card, the 胡 … that a translated sentence needs) and an English sentence
naming the rule: 过张 (RULES.md §C9), 坎 lock (§C12), 比 (§C8), the 10-胡
threshold (§F), 报牌 (§C11), mandatory 碰/招 (§C4), the 上家 rule (§C6), a
claim that would empty the hand (§C14).

A claim is judged in the order a player would: first whether the hand could
make it at all (a pair for 碰, a winning shape for 胡, a 列 for 吃), then the
rule that forbids it — so 过张 is named only for a claim the cards allow.

Where a rule decides whether a claim is offered at all, the refusal asks the very
predicate the offer does — who sits where they may 吃 (``claims.may_chi``), one's
own discard and own turned card (``claims.own_discard``, ``claims.own_flip_barred``),
the 报 window (``turns.may_bao_with_discard``) — so the two cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action, ActionKind, Phase
from .arrangement import analyze
from .cards import Card
from .chi import chi_options, lies_with
from .claims import may_chi, own_discard, own_flip_barred
from .table import SeatState, xiajia
from .turns import may_bao_with_discard

if TYPE_CHECKING:
    from .game import Game

#: The kinds a claim window may offer, in the order the buttons stand.
CLAIM_KINDS = (ActionKind.HU, ActionKind.ZHAO, ActionKind.PENG, ActionKind.CHI, ActionKind.PASS)


@dataclass(frozen=True)
class Refusal:
    """Why an action is not offered: ``code`` names the rule, ``params`` fill the sentence."""

    code: str
    message: str
    params: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def __str__(self) -> str:
        return self.message

    @property
    def by_rule(self) -> bool:
        """The cards would allow the claim and a rule bars it (过张, 报, the 10 胡 …):
        the refusals worth teaching, unlike "no pair" or "not your turn"."""
        return self.code in RULE_CODES


#: Refusal codes of claims the cards allow and a rule bars (``Refusal.by_rule``).
RULE_CODES = frozenset(
    {"guo", "bao_locked", "empty_hand", "too_few_hu", "kan_locked", "no_bi", "own_flip"}
)


def explain(game: Game, seat: int, action: Action) -> Refusal | None:
    """``None`` when ``seat`` is offered ``action`` now, else the reason it is not.

    A 吃 given without its 列 (``Action(CHI, card)``) stands for "any 吃 of the
    card"; a 碰/招/吃 whose card is omitted means the card on offer.
    """
    offered = {d.seat: d.options for d in game.decisions()}
    mine = offered.get(seat, ())
    if action.kind is ActionKind.CHI and action.meld is None:
        if any(a.kind is ActionKind.CHI for a in mine):
            return None
    elif action in mine:
        return None
    if action.card is None and game.window is not None and action.kind in CLAIM_KINDS[1:4]:
        action = Action(action.kind, game.window.active.card, action.meld, action.bi)
        if action in mine:
            return None
    return why_not(game, seat, action, offered)


def explain_claims(game: Game, seat: int) -> dict[ActionKind, Refusal | None]:
    """For the card on offer: each of 胡 招 碰 吃 过 → ``None`` if offered, else why not."""
    if game.window is None:
        return {}
    return {kind: explain(game, seat, Action(kind)) for kind in CLAIM_KINDS}


def why_not(
    game: Game, seat: int, action: Action, offered: Mapping[int, tuple[Action, ...]]
) -> Refusal:
    """The reason ``action`` by ``seat`` is not among ``offered``."""
    if type(seat) is not int:  # a bool or a float is no seat, whatever it equals
        return Refusal("not_your_turn", f"{seat!r} is not a seat number.")
    if game.phase is Phase.OVER:
        return Refusal("over", "The round is over.")
    claim = action.kind in (ActionKind.HU, ActionKind.ZHAO, ActionKind.PENG, ActionKind.CHI)
    asked_before = game.window is not None and seat in game.window.answers
    if claim and game.window is not None and seat in game.seats and not asked_before:
        return _why_not_claim(game, seat, action, offered.get(seat, ()))
    card = action.card
    if (
        action.kind in (ActionKind.DISCARD, ActionKind.BAO)
        and card is not None
        and _is_locked(game, seat, card)
    ):
        return _locked(card)  # whatever the phase, a 坎 card never leaves the hand
    if seat not in offered:
        return _not_asked(game, seat, action)
    if action.kind in (ActionKind.DISCARD, ActionKind.BAO) and action.card is not None:
        return _why_not_discard(game, seat, action)
    if game.window is None:
        return _why_not_declaration(game, seat, action)
    return _why_not_claim(game, seat, action, offered[seat])


def _is_locked(game: Game, seat: int, card: Card | None) -> bool:
    return card is not None and seat in game.seats and game.seats[seat].locked(card)


def _locked(card: Card) -> Refusal:
    return Refusal(
        "kan_locked", f"{card} belongs to a 坎/垅, which cannot be split.", {"card": card}
    )


def _not_asked(game: Game, seat: int, action: Action) -> Refusal:
    if seat not in game.seats:
        return Refusal("not_playing", f"Seat {seat} does not play this round (底家).")
    if game.window is not None and seat in game.window.answers:
        return Refusal("answered", f"Seat {seat} has already answered.")
    if action.kind is ActionKind.DISCARD:
        return Refusal("no_discard_due", "No discard is due now.")
    return Refusal("not_your_turn", f"Seat {seat} has nothing to decide now.")


def _why_not_discard(game: Game, seat: int, action: Action) -> Refusal:
    st = game.seats[seat]
    card = action.card
    assert card is not None
    if game.phase is not Phase.DISCARD:
        return Refusal("no_discard_due", "No discard is due now.")
    if st.counts[card] == 0:
        return Refusal("not_in_hand", f"{card} is not in the hand.", {"card": card})
    if action.kind is ActionKind.BAO:
        return _why_not_bao(game, seat, card)
    return Refusal("not_offered", f"{action} is not one of the choices now.")


def _why_not_bao(game: Game, seat: int, card: Card | None) -> Refusal:
    """报 without a card (a declaration) or with one (a discard, ``may_bao_with_discard``)."""
    barred = card is not None and not may_bao_with_discard(game, seat)
    if not game.rules.bao or game.seats[seat].bao or barred:
        return Refusal("no_bao", "报牌 cannot be declared now.")
    if card is None:
        return Refusal("not_ready", "The hand is not ready (叫牌): 报牌 needs a ready hand.")
    return Refusal(
        "not_ready",
        f"After playing {card} the hand would not be ready (叫牌).",
        {"card": card},
    )


def _why_not_declaration(game: Game, seat: int, action: Action) -> Refusal:
    """The opening (胡 with the dealt hand, 报) and a dealer's 报 after 八块."""
    if action.kind is ActionKind.HU and game.phase is Phase.OPENING:
        return Refusal(
            "no_opening_win",
            "The dealt hand does not win: no 天胡, nor 垅/坎 enough to win at once.",
        )
    if action.kind is ActionKind.BAO:
        return _why_not_bao(game, seat, None)
    if action.kind is ActionKind.PASS:
        return Refusal("must_play", "A card must be played: there is nothing to pass.")
    return Refusal("not_offered", f"{action} is not one of the choices now.")


def _why_not_claim(game: Game, seat: int, action: Action, options: tuple[Action, ...]) -> Refusal:
    assert game.window is not None
    st = game.seats[seat]
    card = game.window.active.card
    kinds = {a.kind for a in options}
    if action.kind is ActionKind.PASS:
        return _why_not_pass(card, kinds)
    if action.card not in (None, card):
        return Refusal("wrong_card", f"The card on offer is {card}, not {action.card}.")
    active = game.window.active
    if own_discard(seat, active):
        return Refusal("own_discard", "No seat can claim its own discard.")
    if action.kind is ActionKind.HU:
        return _why_not_hu(game, st, card)
    if action.kind is ActionKind.PENG:
        return _why_not_peng(st, card, own_flip_barred(game.rules, seat, active))
    if action.kind is ActionKind.ZHAO:
        if st.counts[card] != 3:
            return Refusal("no_kan", f"招 needs a 坎 of {card} in the hand.", {"card": card})
        if own_flip_barred(game.rules, seat, active):
            return _OWN_FLIP
        return _empty_hand(card)
    return _why_not_chi(game, seat, card, action, kinds)


#: The names of the same-face claims, as a refusal's sentence says them.
_NAMES = {ActionKind.ZHAO: "招", ActionKind.PENG: "碰"}


def _same_face_offered(kinds: set[ActionKind]) -> ActionKind | None:
    """The 招 or 碰 among the offered ``kinds`` (a 坎 is 招-ed, so never both)."""
    return next((k for k in _NAMES if k in kinds), None)


def _why_not_pass(card: Card, kinds: set[ActionKind]) -> Refusal:
    forced = _same_face_offered(kinds)
    if forced is not None:
        return Refusal(
            "mandatory",
            f"{_NAMES[forced]} is mandatory here: the seat cannot pass.",
            {"card": card, "claim": forced.value},
        )
    return Refusal("not_offered", "Passing is not one of the choices now.")


def _guo(card: Card) -> Refusal:
    return Refusal(
        "guo", f"{card} is 过张 for this seat: it cannot 吃, 碰 or 胡 it.", {"card": card}
    )


def _bao_locked(card: Card) -> Refusal:
    return Refusal("bao_locked", "After 报牌 the hand is locked: no 吃 or 碰.", {"card": card})


def _empty_hand(card: Card) -> Refusal:
    return Refusal("empty_hand", "That claim would leave no card to play.", {"card": card})


def _why_not_hu(game: Game, st: SeatState, card: Card) -> Refusal:
    arrangement = analyze(st.hand, st.melds, card, game.rules)
    if arrangement is None:
        return Refusal("no_win", f"{card} does not complete the hand.", {"card": card})
    if not arrangement.is_win:
        return Refusal(
            "too_few_hu",
            f"With {card} the hand has only {arrangement.hu} 胡: a win needs "
            f"{game.rules.min_hu} (or 0, 乱胡).",
            {"card": card, "hu": arrangement.hu, "min_hu": game.rules.min_hu},
        )
    if card in st.guo:
        return _guo(card)
    return Refusal("not_offered", "胡 is not one of the choices now.", {"card": card})


_OWN_FLIP = Refusal("own_flip", "These rules allow no 碰 or 招 of one's own turned card.")


def _why_not_peng(st: SeatState, card: Card, own_flip: bool) -> Refusal:
    held = st.counts[card]
    if held >= 3:
        return Refusal("kan_is_zhao", f"A 坎 of {card} is 招-ed, not 碰-ed.", {"card": card})
    if held < 2:
        return Refusal("no_pair", f"碰 needs a pair of {card} in the hand.", {"card": card})
    if own_flip:
        return _OWN_FLIP
    if card in st.guo:
        return _guo(card)
    if st.bao:
        return _bao_locked(card)
    return _empty_hand(card)


def _why_not_chi(
    game: Game, seat: int, card: Card, action: Action, kinds: set[ActionKind]
) -> Refusal:
    assert game.window is not None
    active = game.window.active
    st = game.seats[seat]
    # A pair forces a 碰 (§C7) — unless 报 or 过张 rules the 碰 out too (§C11, §C9):
    # then that is the reason, below.  A 坎 forces its 招 whatever they say.
    held = st.counts[card]
    if held >= 3 or (held == 2 and not st.bao and card not in st.guo):
        forced = ActionKind.ZHAO if st.counts[card] >= 3 else ActionKind.PENG
        if forced not in kinds and not own_flip_barred(game.rules, seat, active):
            # the 碰/招 lapsed (§C14): a 吃 would leave the hand as empty, and
            # "must 碰" would name a claim the seat cannot make
            return _empty_hand(card)
        return Refusal(
            "pair_forces_peng",
            f"Holding a pair of {card}, the seat must {_NAMES[forced]}, not 吃.",
            {"card": card, "claim": forced.value},
        )
    if not any(lies_with(card, list(st.counts))):
        return Refusal("no_chi", f"No 列 can be made with {card} from this hand.", {"card": card})
    if not may_chi(game.rules, seat, active, xiajia(game.order, active.seat)):
        return Refusal(
            "not_upper", "吃 only from one's 上家 or one's own turned card.", {"card": card}
        )
    if card in st.guo:
        return _guo(card)
    if st.bao:
        return _bao_locked(card)
    offered = _same_face_offered(kinds)
    if offered is not None:
        return Refusal(
            "mandatory", "A mandatory 碰/招 comes first.", {"card": card, "claim": offered.value}
        )
    return _why_not_chi_shape(st, card, action)


def _why_not_chi_shape(st: SeatState, card: Card, action: Action) -> Refusal:
    """The cards allow a 列 with ``card``: the 坎 lock, 比 or §C14 rules it out."""
    options = chi_options(st.hand, card)
    if not options:
        free = [n if n < 3 else 0 for n in st.counts]
        if not any(lies_with(card, free)):
            return _locked_chi(card)
        return Refusal(
            "no_bi",
            f"The other {card} in the hand could not go down in a 比 列.",
            {"card": card},
        )
    if action.meld is not None and all(o.meld != action.meld for o in options):
        return Refusal(
            "no_chi", f"{action.meld} is not a 吃 this hand can make.", {"card": card}
        )
    if action.meld is not None and all(o.bi != action.bi for o in options if o.meld == action.meld):
        return Refusal(
            "no_bi", f"That 吃 needs a 比 列 for the other {card} in the hand.", {"card": card}
        )
    return _empty_hand(card)


def _locked_chi(card: Card) -> Refusal:
    return Refusal(
        "kan_locked",
        f"Every 列 with {card} would take a card out of a 坎/垅, which cannot be split.",
        {"card": card, "claim": ActionKind.CHI.value},
    )


__all__ = ["CLAIM_KINDS", "Refusal", "explain", "explain_claims", "why_not"]
