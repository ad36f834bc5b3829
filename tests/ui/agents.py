"""Computer players for the UI tests: the real easy agent when it can be loaded,
otherwise a tiny random one that honours the same contract."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence

from dager_desktop.engine import PRESETS, Action, Game, SeatView


class RandomAgent:
    """Picks any offered option; deterministic for a seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        return self.rng.choice(list(options))


class FailingAgent:
    """Raises on every decision."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        self.calls += 1
        raise RuntimeError("this agent always fails")


class SlowAgent(RandomAgent):
    """Thinks for ``delay`` seconds before answering, or until told to ``hurry``."""

    #: Set as a test's windows close (``conftest.make_window``): a closing window
    #: waits for its computer seats, and would sit out each one's last 2 s.
    hurry = threading.Event()

    def __init__(self, seed: int, delay: float) -> None:
        super().__init__(seed)
        self.delay = delay

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        self.hurry.wait(self.delay)
        return super().choose(view, options)


def easy_factory(level: str, seed: int):
    """The project's easy agent if ``dager_desktop.ai`` is there, else ``RandomAgent``."""
    try:
        from dager_desktop.ai import make_agent
    except ImportError:
        return RandomAgent(seed)
    return make_agent("easy", seed)


def won_by_easy_players(first_seed: int, wanted=lambda game: True, tries: int = 200) -> Game:
    """The first standard round from ``first_seed`` on that easy players (seeded from the
    deal's seed) play out to a win, and that is ``wanted``."""
    from dager_desktop.ai import make_agent

    for seed in range(first_seed, first_seed + tries):
        game = Game.new(PRESETS["standard"], seed=seed, dealer=0)
        agents = {seat: make_agent("easy", seed * 10 + seat) for seat in range(4)}
        while not game.over:
            decision = game.decisions()[0]
            view = game.view(decision.seat)
            game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
        result = game.result
        if result.winner is not None and result.arrangement is not None and wanted(game):
            return game
    raise AssertionError("no such round")
