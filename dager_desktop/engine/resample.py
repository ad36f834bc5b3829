"""Rebuilding a round from one seat's view and a guess of what it cannot see.

This is the one door through which hidden cards may be guessed (DESIGN.md
"AI contract", like OpenSpiel's resample-from-infostate): the search AI draws
the other seats' hands and the stock order from the unseen cards and plays
the rebuilt round forward.  The guess must fit the view — hand sizes, the 80
cards, the known stock cards in their places, no undeclared 垅 for a seat that
has already laid its 垅.

What a view cannot tell is filled in plausibly: another seat's 过张 are the
faces it discarded (its declined claims are private), and its 八块 credits
follow from its quads and the free discards it has already used.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from .actions import Phase
from .cards import Card, counts_of, full_deck
from .table import SeatState
from .view import SeatView

if TYPE_CHECKING:
    from .game import Game


def unseen_cards(view: SeatView) -> list[Card]:
    """The cards ``view.seat`` cannot see: other hands and the unknown stock."""
    remaining = Counter(full_deck())
    remaining.subtract(view.visible_cards())
    return sorted(c for c, n in remaining.items() for _ in range(n))


def known_stock_positions(view: SeatView) -> tuple[Card | None, Card | None]:
    """(known top card, known bottom card) of the playable stock, if any (§B3)."""
    if view.rules.bottom_card == "dead_last_2" or not view.bottom_cards:
        return None, None
    card = view.bottom_cards[0]
    return (card, None) if card.red else (None, card)


def game_from_view(
    view: SeatView, hands: Mapping[int, Iterable[Card]], stock: Sequence[Card]
) -> Game:
    from . import opening, turns
    from .game import Game

    game = Game(view.rules, view.dealer)
    guess = {int(s): [Card(c) for c in cards] for s, cards in hands.items()}
    guess[view.seat] = list(view.hand)
    stock = [Card(c) for c in stock]
    _check_guess(view, guess, stock)
    for seat in view.players:
        game.seats[seat] = _seat_from_view(view, seat, guess[seat])
    game.stock = stock
    game.known_top, game.known_bottom = known_stock_positions(view)
    if view.rules.bottom_card == "dead_last_2":
        game.dead = view.bottom_cards
    game.turned_count = view.turned_count
    game.offers = view.offers
    game.opening_offer = view.opening_offer
    game.baopai = view.baopai
    game.opening_discard = view.offers == 0 and view.phase in (Phase.OPENING, Phase.DISCARD)
    game.phase, game.to_act = view.phase, view.turn
    if view.phase is Phase.OPENING:
        opening.reopen_opening(game)
    elif view.phase is Phase.CLAIM:
        assert view.active is not None
        game.window = turns.window_for(game, view.active)
        if game.window is None:
            raise ValueError("the guess leaves nobody to answer the offered card")
    return game


def _seat_from_view(view: SeatView, seat: int, hand: list[Card]) -> SeatState:
    melds = list(view.melds.get(seat, ()))
    counts = counts_of(hand)
    quads = sum(1 for m in melds if m.kind.is_quad) + sum(1 for n in counts if n == 4)
    skips = (view.skips or {}).get(seat, 0)
    if seat == view.seat:
        guo, credits = set(view.guo), view.credits
    else:
        guo = set(view.known_guo(seat))
        credits = max(0, quads - 1 - skips)
    return SeatState(
        counts=counts,
        melds=melds,
        played=list(view.discards.get(seat, ())),
        guo=guo,
        bao=seat in view.bao,
        baopai=seat == view.baopai,
        credits=credits,
        quads=quads,
        laid=seat in view.laid,
        skips_used=skips,
        discarded=set((view.discarded or {}).get(seat, frozenset())),
    )


def _check_guess(view: SeatView, guess: dict[int, list[Card]], stock: list[Card]) -> None:
    if sorted(guess) != sorted(view.players):
        raise ValueError(f"hands must be guessed for the playing seats {sorted(view.players)}")
    for seat in view.players:
        if len(guess[seat]) != view.hand_counts[seat]:
            held = view.hand_counts[seat]
            raise ValueError(f"seat {seat} holds {held} cards, not {len(guess[seat])}")
        if seat in view.laid and any(n == 4 for n in counts_of(guess[seat])):
            raise ValueError(f"seat {seat} has laid its 垅: its hand cannot hold four of a kind")
    if len(stock) != view.stock_count:
        raise ValueError(f"the stock holds {view.stock_count} cards, not {len(stock)}")
    top, bottom = known_stock_positions(view)
    if top is not None and view.turned_count == 0 and stock[:1] != [top]:
        raise ValueError(f"the top stock card is known to be {top}")
    if bottom is not None and stock and stock[-1] != bottom:
        raise ValueError(f"the bottom stock card is known to be {bottom}")
    everything = Counter(view.visible_cards())
    for seat, cards in guess.items():
        if seat != view.seat:
            everything.update(cards)
    everything.update(stock)
    known = Counter(view.bottom_cards)
    if view.rules.bottom_card != "dead_last_2":
        everything.subtract(known)  # a known stock card is in ``stock`` too
    if +everything != Counter(full_deck()):
        raise ValueError("the guess and the view together are not the 80-card deck")
