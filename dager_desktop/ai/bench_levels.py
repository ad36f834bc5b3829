"""Levels for the arena only, never offered to a player: ``oracle`` and ``hard0``.

* ``oracle`` — the hard player's search whose guesses are the true hidden hands,
  with only the stock nobody knows reshuffled (``sampler.Truth``): the same
  candidates, budget, playouts, position values and helper processes as
  ``hard``.  It cheats, so it measures the information gap: how far a search
  that guessed the hands perfectly would lead.  The arena shows it the round
  it plays (``watch``); without that it refuses to decide.
* ``hard0`` — the hard player as it stood before the search learnt to read the
  table (two candidates, five cards ahead, guesses built from 列 by
  ``shaped_sampler``, the ``SHARP`` weights of then): every parameter is pinned
  here, so that each new hard can be played against the one it replaces.  (The
  normal level, which models the other seats, and the engine are shared: a
  change there that alters a decision shows in ``tests/ai/test_bench_levels``.)
  Its search's steps are still ``HardAgent``'s: a change to how hard searches
  (its candidates, its stopping rule, its guesses or its leaf value) first copies
  the step as it was into ``Hard0Agent``, as ``guess`` and ``horizon_value`` are.

``make_agent`` and the window know nothing of these; the arena asks
``arena_agent``.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import Action, Game, SeatView
from . import LEVELS, make_agent
from .agent import Agent
from .hard import HardAgent
from .outlook import position_points
from .sampler import Guess, Truth
from .shaped_sampler import shaped_sample
from .weights import Weights

#: The arena-only levels.
BENCH_LEVELS: tuple[str, ...] = ("hard0", "oracle")
#: Every level the arena seats.
ARENA_LEVELS: tuple[str, ...] = LEVELS + BENCH_LEVELS
#: The levels that search, and so take ``budget_ms`` or ``iterations``.
SEARCH_LEVELS: tuple[str, ...] = ("hard", *BENCH_LEVELS)

#: The hard player's ranking weights when ``hard0`` was frozen.
HARD0_WEIGHTS = Weights(chi=0.3, hu=0.06, danger=0.4, pair_danger=0.0, safe_enough=0.6, fan=0.2)


class Hard0Agent(HardAgent):
    """The frozen hard player (module docstring)."""

    level = "hard0"
    sampler = "shaped"
    switch_z = 0.0
    max_candidates = 2
    value_window = 0.6
    search_claims = True
    claim_window = 0.5
    horizon = 5
    policy_weights = HARD0_WEIGHTS

    def guess(self, view: SeatView, rng: random.Random) -> Guess:
        return shaped_sample(view, rng)

    def horizon_value(self, game: Game, seat: int) -> float:
        return position_points(game, seat)


class OracleAgent(HardAgent):
    """Hard's search on the true hidden hands (module docstring)."""

    level = "oracle"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.table: Game | None = None

    def watch(self, game: Game) -> None:
        """Be shown ``game``, the round this agent plays in."""
        self.table = game

    def decide(self, view: SeatView, options: tuple[Action, ...]) -> Action:
        if self.table is None:
            raise RuntimeError("the oracle decides only in a round it is shown (watch)")
        self.truth = Truth.of(self.table, view.seat)
        return super().decide(view, options)


_SEARCHERS: dict[str, type[HardAgent]] = {
    "hard": HardAgent,
    "hard0": Hard0Agent,
    "oracle": OracleAgent,
}


def arena_agent(
    level: str, seed: int, budget_ms: float | None = None, iterations: int | None = None
) -> Agent:
    """An agent of any ``ARENA_LEVELS`` level; a searching one with the budget given
    (``iterations`` guesses a decision, or ``budget_ms``; neither: its default)."""
    if level not in _SEARCHERS:
        return make_agent(level, seed)
    opts: dict[str, float | int] = {}
    if iterations is not None:
        opts["iterations"] = iterations
    elif budget_ms is not None:
        opts["budget_ms"] = budget_ms
    return _SEARCHERS[level](seed, **opts)  # type: ignore[arg-type]


__all__ = [
    "ARENA_LEVELS",
    "BENCH_LEVELS",
    "HARD0_WEIGHTS",
    "SEARCH_LEVELS",
    "Hard0Agent",
    "OracleAgent",
    "arena_agent",
]
