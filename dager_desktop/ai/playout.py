"""Playing a round to its end with agents: used by the arena and by the search.

``play_round`` answers every decision the engine lists (DESIGN.md: in a claim
window every seat with a claim is asked) with the agent of that seat, seeing
only that seat's view, until the round is over.  A decision with one option,
or one that offers a 胡, is answered as ``Agent.choose`` answers it (the only
option; the 胡) without building the view, for an agent that keeps that
``choose``: a view costs about a tenth of a playout.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence

from ..engine import Action, ActionKind, EventKind, Game, RoundResult
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
        agent = agents[seat]
        action = forced(agent, decision.options)
        if action is None:
            view = game.view(seat)
            start = time.perf_counter()
            action = agent.choose(view, decision.options)
            if timer is not None and len(decision.options) > 1:
                timer(seat, time.perf_counter() - start)
        game.apply(seat, action)
    assert game.result is not None
    return game.result


def forced(agent: Agent, options: Sequence[Action]) -> Action | None:
    """The answer ``Agent.choose`` gives without a look at the view — the only option,
    or a 胡 — if ``agent`` keeps that ``choose``; None when it must be asked."""
    if type(agent).choose is not Agent.choose:
        return None
    if len(options) == 1:
        return options[0]
    for option in options:
        if option.kind is ActionKind.HU:
            return option
    return None


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
        agent = agents[decision.seat]
        action = forced(agent, decision.options)
        if action is None:
            action = agent.choose(game.view(decision.seat), decision.options)
        game.apply(decision.seat, action)
