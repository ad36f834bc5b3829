"""Playing a round to its end with agents: used by the arena and by the search.

``play_round`` answers every decision the engine lists (DESIGN.md: in a claim
window every seat with a claim is asked) with the agent of that seat, seeing
only that seat's view, until the round is over.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from ..engine import Game, RoundResult
from .agent import Agent

#: Called after each decision with (seat, seconds it took).
Timer = Callable[[int, float], None]


def play_round(
    game: Game, agents: Mapping[int, Agent], timer: Timer | None = None
) -> RoundResult:
    """Play ``game`` to the end; ``agents`` maps every playing seat to its agent."""
    while not game.over:
        decision = game.decisions()[0]
        seat = decision.seat
        view = game.view(seat)
        if timer is None:
            action = agents[seat].choose(view, decision.options)
        else:
            start = time.perf_counter()
            action = agents[seat].choose(view, decision.options)
            timer(seat, time.perf_counter() - start)
        game.apply(seat, action)
    assert game.result is not None
    return game.result
