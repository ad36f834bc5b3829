"""Playing a round to its end with agents: used by the arena and by the search.

``play_round`` answers every decision the engine lists (DESIGN.md: in a claim
window every seat with a claim is asked) with the agent of that seat, seeing
only that seat's view, until the round is over.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from ..engine import EventKind, Game, RoundResult
from .agent import Agent

#: Called after each decision that offers a real choice (more than one option)
#: with (seat, seconds it took).
Timer = Callable[[int, float], None]


def play_round(
    game: Game, agents: Mapping[int, Agent], timer: Timer | None = None
) -> RoundResult:
    """Play ``game`` to the end; ``agents`` maps every playing seat to its agent."""
    while not game.over:
        decision = game.decisions()[0]
        seat = decision.seat
        view = game.view(seat)
        start = time.perf_counter()
        action = agents[seat].choose(view, decision.options)
        if timer is not None and len(decision.options) > 1:
            timer(seat, time.perf_counter() - start)
        game.apply(seat, action)
    assert game.result is not None
    return game.result


class OfferCounter:
    """Counts the cards offered (turned from the stock or discarded) since it was made."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.read = len(game.events)
        self.count = 0

    def offered(self) -> int:
        events = self.game.events
        for event in events[self.read :]:
            if event.kind is EventKind.TURNED or event.kind is EventKind.DISCARDED:
                self.count += 1
        self.read = len(events)
        return self.count


def play_ahead(game: Game, agents: Mapping[int, Agent], cards: int) -> None:
    """Play ``game`` on until ``cards`` more cards have been offered and a decision is due
    (or the round is over): the short playout of the search."""
    counter = OfferCounter(game)
    while not game.over:
        decision = game.decisions()[0]
        if counter.offered() >= cards:
            return
        action = agents[decision.seat].choose(game.view(decision.seat), decision.options)
        game.apply(decision.seat, action)
