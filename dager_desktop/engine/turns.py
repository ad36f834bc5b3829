"""The turn loop of a round: what happens after each choice, up to the next one.

Implements RULES.md §C.1 step 4 (the turn loop: turning, offering, playing
out), §C5 (the discard after a claim), §C10 (八块 free discards) and §C11
(报牌 with a discard).  The opening lives in ``opening``, the end in
``ending``, who may claim what in ``claims``, the moves a seat makes without a
decision (laying 垅, 报, 八块) in ``table_moves``.

Every function here takes the ``Game`` and moves it forward until a seat must
choose (``decisions``) or the round is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ending, opening
from .actions import (
    BAO,
    BAO_OF,
    DISCARD_OF,
    PASS,
    Action,
    ActionKind,
    ActiveCard,
    Decision,
    Event,
    EventKind,
    Phase,
    active_card,
    card_event,
)
from .cards import Card
from .claims import (
    HuCheck,
    Window,
    claim_melds,
    declined_guo,
    hand_cards_of_claim,
    mandatory_claim,
    seat_claims,
    window_order,
)
from .table import xiajia
from .table_moves import declare_bao, lay_longs, use_credit
from .wins import claim_win

if TYPE_CHECKING:
    from .game import Game


# -- decisions ----------------------------------------------------------------------


def decisions(game: Game) -> tuple[Decision, ...]:
    if game.phase is Phase.OPENING:
        return tuple(
            Decision(s, opts)
            for s, opts in game.opening.items()
            if s not in game.opening_answers
        )
    if game.phase is Phase.CLAIM:
        assert game.window is not None
        return tuple(Decision(s, game.window.options[s]) for s in game.window.outstanding())
    if game.phase is Phase.BAO:
        assert game.to_act is not None
        return (Decision(game.to_act, (BAO, PASS)),)
    if game.phase is Phase.DISCARD:
        assert game.to_act is not None
        return (Decision(game.to_act, discard_options(game, game.to_act)),)
    return ()


def discard_options(game: Game, seat: int) -> tuple[Action, ...]:
    """DISCARD x for every free card; BAO x where x leaves the hand ready (§C11)."""
    faces = game.seats[seat].free_faces()
    options = [DISCARD_OF[c] for c in faces]
    if may_bao_with_discard(game, seat):
        options += [BAO_OF[c] for c in game.ready_discards(seat)]
    return tuple(options)


def may_bao_with_discard(game: Game, seat: int) -> bool:
    """§C11: whether ``seat`` may declare 报 bào with a discard now, its hand aside: the
    dealer's opening discard, or any discard under ``bao_window = any_time_ready``."""
    rules, st = game.rules, game.seats[seat]
    if not rules.bao or st.bao:
        return False
    opening = seat == game.dealer and game.opening_discard
    return opening or rules.bao_window == "any_time_ready"


# -- applying a choice ------------------------------------------------------------


def apply(game: Game, seat: int, action: Action) -> None:
    if game.phase is Phase.OPENING:
        opening.answer(game, seat, action)
    elif game.phase is Phase.BAO:
        if action.kind is ActionKind.BAO:
            declare_bao(game, seat)
        turn(game, xiajia(game.order, seat))
    elif game.phase is Phase.DISCARD:
        _discard(game, seat, action)
    elif game.phase is Phase.CLAIM:
        assert game.window is not None
        game.window.answers[seat] = action
        if game.window.settled():
            _resolve_window(game)


def _discard(game: Game, seat: int, action: Action) -> None:
    card = action.card
    assert card is not None
    st = game.seats[seat]
    st.remove([card])
    st.discarded.add(card)
    if game.rules.guo_on_discard:
        st.guo.add(card)
    if action.kind is ActionKind.BAO:
        declare_bao(game, seat)
    game.events.append(card_event(EventKind.DISCARDED, seat, card))
    if seat == game.dealer and game.opening_discard:
        game.opening_discard = False
        game.opening_offer = game.offers + 1
    offer(game, card, seat, turned=False)


def turn(game: Game, seat: int) -> None:
    """``seat`` turns the top stock card (it never enters a hand) — or 黄牌."""
    if not game.stock:
        ending.finish_huang(game)
        return
    card = game.stock.pop(0)
    game.turned_count += 1
    if card == game.known_top and game.turned_count == 1:
        game.known_top = None
    if not game.stock:
        game.known_bottom = None
    game.events.append(card_event(EventKind.TURNED, seat, card, len(game.stock)))
    offer(game, card, seat, turned=True)


def offer(game: Game, card: Card, seat: int, turned: bool) -> None:
    """Open a claim window on ``card``; with nobody to ask it is played out at once."""
    game.offers += 1
    active = active_card(card, seat, turned)
    window = window_for(game, active)
    if window is None:
        _play_out(game, active)
        return
    game.window = window
    game.phase, game.to_act = Phase.CLAIM, None
    game.events.append(card_event(EventKind.WINDOW_OPENED, seat, card))


def window_for(game: Game, active: ActiveCard) -> Window | None:
    """The claim window on ``active``: every seat with a claim and its options."""
    order = window_order(game.order, active.seat)
    downstream = xiajia(game.order, active.seat)
    options = {}
    can_hu = _can_hu(game)
    for s in order:
        opts = seat_claims(game.rules, s, game.seats[s], active, downstream, can_hu)
        if opts:
            options[s] = opts
    return Window(active, order, options) if options else None


def _can_hu(game: Game) -> HuCheck:
    return lambda seat, card: card in game.waits(seat)


def _play_out(game: Game, active: ActiveCard) -> None:
    game.seats[active.seat].played.append(active.card)
    game.events.append(card_event(EventKind.PLAYED_OUT, active.seat, active.card))
    turn(game, xiajia(game.order, active.seat))


def _resolve_window(game: Game) -> None:
    window = game.window
    assert window is not None
    best = window.best_answer()
    best_rank = window.rank(*best) if best else None
    for seat, answer in window.answers.items():
        _mark_declines(game, window, seat, answer, best_rank)
    game.window = None
    game.events.append(
        card_event(EventKind.WINDOW_CLOSED, window.active.seat, window.active.card)
    )
    if best is None:
        _play_out(game, window.active)
    else:
        _execute_claim(game, best[0], best[1], window.active)


def _mark_declines(
    game: Game, window: Window, seat: int, answer: Action, best_rank: tuple[int, int] | None
) -> None:
    """过张 for declined 吃/碰/胡 (§C9) and 包 for a passed mandatory 招/碰 (§C4),
    unless the claim executed outranks what the seat declined."""
    options = window.options[seat]
    st = game.seats[seat]

    def outranked(kind: ActionKind) -> bool:
        return best_rank is not None and best_rank > window.rank(seat, Action(kind))

    declined = declined_guo(game.rules, options, answer)
    if declined and not outranked(max(declined, key=lambda k: window.rank(seat, Action(k)))):
        st.guo.add(window.active.card)
    mandatory = _passed_mandatory(game, options, answer)
    if mandatory is not None and not outranked(mandatory) and not st.baopai:
        st.baopai = True
        if game.baopai is None:
            game.baopai = seat
        game.events.append(Event(EventKind.BAOPAI, seat, window.active.card))


def _passed_mandatory(game: Game, options: tuple[Action, ...], answer: Action) -> ActionKind | None:
    if answer.kind is not ActionKind.PASS or game.rules.claim_enforcement != "baopai_penalty":
        return None
    return mandatory_claim(game.rules, {a.kind for a in options})


def _execute_claim(game: Game, seat: int, action: Action, active: ActiveCard) -> None:
    if action.kind is ActionKind.HU:
        ending.finish_win(game, seat, claim_win(game, seat, active), active)
        return
    lay_longs(game, seat)
    st = game.seats[seat]
    st.remove(hand_cards_of_claim(action))
    melds = claim_melds(action)
    st.melds.extend(melds)
    game.events.append(Event(EventKind.CLAIMED, seat, active.card, melds[0]))
    for bi in melds[1:]:
        game.events.append(Event(EventKind.BI, seat, active.card, bi))
    if action.kind is ActionKind.ZHAO:
        st.quads += 1
        if st.quads > 1:
            st.credits += 1
    _after_claim(game, seat)


def _after_claim(game: Game, seat: int) -> None:
    """§C5: discard after a claim — except a 报 seat, or a seat with a free discard (八块)."""
    st = game.seats[seat]
    if st.bao:
        turn(game, xiajia(game.order, seat))
    elif st.credits:
        use_credit(game, seat)
        turn(game, xiajia(game.order, seat))
    else:
        game.phase, game.to_act = Phase.DISCARD, seat
