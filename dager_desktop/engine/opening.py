"""The opening of a round: the 底牌, the dealer's 垅, instant wins, 天胡, 报牌.

Implements RULES.md §B3 (the bottom-card rule), §C.1 step 2 (opening
declarations: instant win 三垅/四坎, 天胡, 垅, the non-dealers' 报 together),
§C.1 step 3 (the dealer's opening discard, or 八块 when he was dealt two 垅),
§C10 (free discards from dealt 垅) and §C13 (垅 laid at the first claim).
Laying 垅, declaring 报 and a 八块 free discard are ``table_moves``, which the
turn loop and the end of a round share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ending, turns
from .actions import BAO, HU, PASS, Action, ActionKind, Event, EventKind, Phase
from .table import xiajia
from .table_moves import declare_bao, lay_longs, use_credit
from .wins import opening_win

if TYPE_CHECKING:
    from .game import Game


def begin(game: Game) -> None:
    """After the deal: the bottom card, the dealer's 垅, the opening declarations."""
    _bottom_card(game)
    for st in game.seats.values():
        st.quads = sum(1 for n in st.counts if n == 4)
        st.credits = max(0, st.quads - 1)
    lay_longs(game, game.dealer)
    game.opening = {s: opts for s in game.order if (opts := _opening_options(game, s))}
    if game.opening:
        game.phase = Phase.OPENING
    else:
        _dealer_opening(game)


def _bottom_card(game: Game) -> None:
    """RULES.md §B3: reveal the bottom card (a red one goes to the top), or two dead cards."""
    if game.rules.bottom_card == "dead_last_2":
        game.dead = tuple(game.stock[-2:])
        del game.stock[-2:]
        for card in game.dead:
            game.events.append(Event(EventKind.BOTTOM_REVEALED, card=card))
        return
    bottom = game.stock[-1]
    game.events.append(Event(EventKind.BOTTOM_REVEALED, card=bottom))
    if bottom.red:
        game.stock.insert(0, game.stock.pop())
        game.known_top = bottom
    else:
        game.known_bottom = bottom


def reopen_opening(game: Game) -> None:
    """Recompute the opening options (a round rebuilt from a view)."""
    game.opening = {s: opts for s in game.order if (opts := _opening_options(game, s))}
    game.opening_answers = {}


def _opening_options(game: Game, seat: int) -> tuple[Action, ...]:
    """Instant win / 天胡 as HU, a ready non-dealer's 报 (RULES.md §C.1 step 2, §C11)."""
    st = game.seats[seat]
    options: list[Action] = []
    if opening_win(game, seat) is not None:
        options.append(HU)
    if game.rules.bao and seat != game.dealer and game.ready_after(seat):
        options.append(BAO)
    if not options:
        return ()
    stuck = seat == game.dealer and not st.free_faces() and st.credits == 0
    return tuple(options) if stuck else (*options, PASS)


def answer(game: Game, seat: int, action: Action) -> None:
    """Record one opening answer; resolve once nothing outstanding could change it."""
    game.opening_answers[seat] = action
    if _opening_settled(game):
        _resolve_opening(game)


def _resolve_opening(game: Game) -> None:
    winners = [s for s in game.order if game.opening_answers.get(s) == HU]
    if winners:
        win = opening_win(game, winners[0])
        assert win is not None  # HU is offered at the opening only with a win in hand
        ending.finish_win(game, winners[0], win, None)
        return
    for seat in game.order:
        if game.opening_answers.get(seat, PASS).kind is ActionKind.BAO:
            declare_bao(game, seat)
    game.opening = {}
    _dealer_opening(game)


def _opening_settled(game: Game) -> bool:
    """All answered, or a 胡 given that no earlier seat could still beat."""
    pending = [s for s in game.order if s in game.opening and s not in game.opening_answers]
    if not pending:
        return True
    hu_given = [s for s in game.order if game.opening_answers.get(s) == HU]
    if not hu_given:
        return False
    first = game.order.index(hu_given[0])
    return all(
        game.order.index(s) > first or HU not in game.opening[s] for s in pending
    )


def _dealer_opening(game: Game) -> None:
    """The dealer's opening discard — or, with a free discard (两垅), 报 and pass the turn."""
    dealer = game.seats[game.dealer]
    if dealer.credits:
        use_credit(game, game.dealer)
        game.opening_discard = False
        if game.rules.bao and not dealer.bao and game.ready_after(game.dealer):
            game.phase, game.to_act = Phase.BAO, game.dealer
            return
        turns.turn(game, xiajia(game.order, game.dealer))
        return
    game.phase, game.to_act = Phase.DISCARD, game.dealer
