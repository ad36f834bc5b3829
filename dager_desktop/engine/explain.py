"""Why an action is not offered: one place for every refusal, in a player's words.

Each refusal has a stable ``code`` (for translation and tests) and an English
sentence naming the rule: 过张 (RULES.md §C9), 坎 lock (§C12), 比 (§C8), the
10-胡 threshold (§F), 报牌 (§C11), mandatory 碰/招 (§C4), the 上家 rule (§C6),
a claim that would empty the hand (§C14).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, ActionKind, Phase
from .arrangement import analyze
from .cards import Card
from .chi import chi_options
from .table import SeatState

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Refusal:
    code: str
    message: str

    def __str__(self) -> str:
        return self.message


def why_not(
    game: Game, seat: int, action: Action, offered: Mapping[int, tuple[Action, ...]]
) -> Refusal:
    """The reason ``action`` by ``seat`` is not among ``offered``."""
    if game.phase is Phase.OVER:
        return Refusal("over", "The round is over.")
    claim = action.kind in (ActionKind.HU, ActionKind.ZHAO, ActionKind.PENG, ActionKind.CHI)
    asked_before = game.window is not None and seat in game.window.answers
    if claim and game.window is not None and seat in game.seats and not asked_before:
        return _why_not_claim(game, seat, action, offered.get(seat, ()))
    if seat not in offered:
        return _not_asked(game, seat)
    if action.kind in (ActionKind.DISCARD, ActionKind.BAO) and action.card is not None:
        return _why_not_discard(game, seat, action)
    if game.window is None:
        return Refusal("not_offered", f"{action} is not one of the choices now.")
    return _why_not_claim(game, seat, action, offered[seat])


def _not_asked(game: Game, seat: int) -> Refusal:
    if seat not in game.seats:
        return Refusal("not_playing", f"Seat {seat} does not play this round (底家).")
    if game.window is not None and seat in game.window.answers:
        return Refusal("answered", f"Seat {seat} has already answered.")
    return Refusal("not_your_turn", f"Seat {seat} has nothing to decide now.")


def _why_not_discard(game: Game, seat: int, action: Action) -> Refusal:
    st = game.seats[seat]
    card = action.card
    assert card is not None
    if game.phase is not Phase.DISCARD:
        return Refusal("no_discard_due", "No discard is due now.")
    if st.counts[card] == 0:
        return Refusal("not_in_hand", f"{card} is not in the hand.")
    if st.locked(card):
        return Refusal("kan_locked", f"{card} belongs to a 坎/垅, which cannot be split.")
    if action.kind is ActionKind.BAO:
        if not game.rules.bao or st.bao:
            return Refusal("no_bao", "报牌 cannot be declared now.")
        return Refusal("not_ready", f"After playing {card} the hand would not be ready (叫牌).")
    return Refusal("not_offered", f"{action} is not one of the choices now.")


def _why_not_claim(game: Game, seat: int, action: Action, options: tuple[Action, ...]) -> Refusal:
    assert game.window is not None
    st = game.seats[seat]
    card = game.window.active.card
    kinds = {a.kind for a in options}
    if action.kind is ActionKind.PASS:
        forced = "招" if ActionKind.ZHAO in kinds else "碰"
        return Refusal("mandatory", f"{forced} is mandatory here: the seat cannot pass.")
    if action.card not in (None, card):
        return Refusal("wrong_card", f"The card on offer is {card}, not {action.card}.")
    if seat == game.window.active.seat and not game.window.active.turned:
        return Refusal("own_discard", "No seat can claim its own discard.")
    if action.kind in (ActionKind.HU, ActionKind.CHI, ActionKind.PENG) and card in st.guo:
        return Refusal("guo", f"{card} is 过张 for this seat: it cannot 吃, 碰 or 胡 it.")
    if action.kind is ActionKind.HU:
        return _why_not_hu(game, st, card)
    if action.kind in (ActionKind.CHI, ActionKind.PENG) and st.bao:
        return Refusal("bao_locked", "After 报牌 the hand is locked: no 吃 or 碰.")
    if action.kind is ActionKind.PENG:
        return _why_not_peng(st.counts[card], card)
    if action.kind is ActionKind.ZHAO:
        if st.counts[card] == 3:
            return Refusal("empty_hand", "That claim would leave no card to play.")
        return Refusal("no_kan", f"招 needs a 坎 of {card} in the hand.")
    return _why_not_chi(game, seat, card, action, kinds)


def _why_not_hu(game: Game, st: SeatState, card: Card) -> Refusal:
    arrangement = analyze(st.hand, st.melds, card, game.rules)
    if arrangement is None:
        return Refusal("no_win", f"{card} does not complete the hand.")
    return Refusal(
        "too_few_hu",
        f"With {card} the hand has only {arrangement.hu} 胡: a win needs "
        f"{game.rules.min_hu} (or 0, 乱胡).",
    )


def _why_not_peng(held: int, card: Card) -> Refusal:
    if held == 2:
        return Refusal("empty_hand", "That claim would leave no card to play.")
    if held == 3:
        return Refusal("kan_locked", f"A 坎 of {card} is 招-ed, not 碰-ed.")
    return Refusal("no_pair", f"碰 needs a pair of {card} in the hand.")


def _why_not_chi(
    game: Game, seat: int, card: Card, action: Action, kinds: set[ActionKind]
) -> Refusal:
    assert game.window is not None
    active = game.window.active
    st = game.seats[seat]
    if st.counts[card] >= 2:
        return Refusal("pair_forces_peng", f"Holding a pair of {card}, the seat must 碰, not 吃.")
    own_turn = active.turned and active.seat == seat
    if not own_turn and game.order[(game.order.index(active.seat) + 1) % len(game.order)] != seat:
        return Refusal("not_upper", "吃 only from one's 上家 or one's own turned card.")
    if ActionKind.ZHAO in kinds or ActionKind.PENG in kinds:
        return Refusal("mandatory", "A mandatory 碰/招 comes first.")
    options = chi_options(st.hand, card, game.rules)
    if not options:
        return Refusal("no_chi", f"No 列 with {card} can be made without splitting a 坎 or 比.")
    if action.meld is not None and all(o.meld != action.meld for o in options):
        return Refusal("no_chi", f"{action.meld} is not a 吃 this hand can make.")
    if action.meld is not None:
        return Refusal("no_bi", f"That 吃 needs a 比 列 for the other {card} in the hand.")
    return Refusal("empty_hand", "That claim would leave no card to play.")
