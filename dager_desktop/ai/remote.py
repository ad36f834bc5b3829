"""A computer player that thinks in a process of its own (``RemoteAgent``).

The hard player's search is pure Python and busy for its whole budget.  On a
thread of the window's process it holds the interpreter's lock most of the
time, and every return of the window's thread from Qt to Python waits for it:
painting a frame could wait 25–35 ms however short the lock's switch interval.
In another process it takes nothing from the window but a processor, and the
thread that asks only waits on a pipe.

``RemoteAgent(level, seed)`` has the agents' ``choose(view, options)``;
``RemoteReviewer`` values a review's (复盘) decisions there the same way.  It hands
each decision to a helper process (``search_pool``'s: the program started again,
reading pickled tasks), where an agent made by ``make_agent`` with the same level,
seed and options decides, and keeps its state from decision to decision.  The
helper runs at a lower priority, so the window is served first when the
processors are busy.  A decision waits a while for a helper still starting
(its first few tenths of a second) or finishing a late answer; whenever the
helper cannot answer — gone, not ready after that wait, or late beyond the
budget and a grace — the decision is made here, on the asking thread, by an agent of the same kind:
a decision is never lost, only made where it always was.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from dager_desktop.engine import Action, SeatView

from . import make_agent
from .agent import Agent
from .hard import HardAgent
from .review import DecisionReview, Moment, reviewer, value_moment
from .search_pool import SearchPool

log = logging.getLogger(__name__)

#: Beyond the budget, how long the asking thread waits for the helper's answer (s).
GRACE_S = 2.0
#: How long a decision waits for a helper that is starting or busy (s).
READY_WAIT_S = 3.0
#: How much lower the helper's priority is than the window's (``os.nice``).
NICENESS = 5
#: Agents a helper keeps (the seats of a few matches); the oldest go first.
MOST_AGENTS = 16

_pool: SearchPool | None = None
_pool_lock = threading.Lock()
_names = itertools.count(1)


def _shared_pool() -> SearchPool:
    """One helper for every remote agent: decisions are asked one at a time."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = SearchPool(1)
        return _pool


class RemoteAgent:
    """An agent of ``level`` whose decisions are made in a helper process."""

    def __init__(self, level: str, seed: int = 0, **opts: Any) -> None:
        self.level, self.seed, self.opts = level, seed, dict(opts)
        self.name = (os.getpid(), next(_names))  # this agent's in the helper
        #: decides when the helper cannot; made first, so a wrong level or option
        #: fails here, as ``make_agent`` does
        self.local = make_agent(level, seed, **opts)
        self.wait_s = getattr(self.local, "budget_ms", 1000.0) / 1000.0 + GRACE_S
        self._pool = _shared_pool()
        self._pool.ready()  # start the helper now: it takes a moment to start

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        _wait_for(self._pool)
        share = self._pool.share(_decide, self.name, self.level, self.seed, self.opts,
                                 view, tuple(options))
        if share is not None:
            answers = self._pool.gather(share, self.wait_s)
            answer = answers[0] if answers else None
            if isinstance(answer, Action) and answer in options:
                return answer
            log.warning("the %s player's helper gave no answer; deciding here", self.level)
        return self.local.choose(view, options)


class RemoteReviewer:
    """Values decisions for a review (``review.value_moment``) in the helper process,
    by a hard search like ``local``'s (same seed, budget and guesses); ``local``
    values them here whenever the helper cannot."""

    def __init__(self, local: HardAgent, seed: int = 0) -> None:
        self.local = local
        self.seed = seed
        self.opts: dict[str, Any] = {"budget_ms": local.budget_ms,
                                     "iterations": local.iterations,
                                     "horizon": local.horizon}
        self.name = (os.getpid(), next(_names))
        self.wait_s = local.budget_ms / 1000.0 + GRACE_S
        self._pool = _shared_pool()
        self._pool.ready()  # start the helper now

    def value(self, moment: Moment) -> DecisionReview:
        _wait_for(self._pool)
        share = self._pool.share(_value, self.name, self.seed, self.opts, moment)
        if share is not None:
            answers = self._pool.gather(share, self.wait_s)
            answer = answers[0] if answers else None
            if isinstance(answer, DecisionReview) and answer.step == moment.step:
                return answer
            log.warning("the review's helper gave no answer; valuing here")
        return value_moment(self.local, moment)


def _wait_for(pool: SearchPool) -> None:
    """Wait a while (``READY_WAIT_S``) for a helper still starting (the match's first
    decision comes a moment after the helper is started) or finishing a late answer:
    deciding here meanwhile would hold the lock beside the window's thread, as the
    table paints the deal."""
    give_up = time.monotonic() + READY_WAIT_S
    while not pool.ready() and not pool.broken:
        if time.monotonic() > give_up:
            return
        time.sleep(0.02)  # waits without the lock


# -- in the helper ------------------------------------------------------------------------

_agents: OrderedDict[tuple[int, int], Agent] = OrderedDict()
_lowered = False


def _decide(name: tuple[int, int], level: str, seed: int, opts: dict[str, Any],
            view: SeatView, options: tuple[Action, ...]) -> Action:
    """In the helper: the named agent's choice (made on its first decision)."""
    return _agent(name, lambda: make_agent(level, seed, **opts)).choose(view, options)


def _value(name: tuple[int, int], seed: int, opts: dict[str, Any],
           moment: Moment) -> DecisionReview:
    """In the helper: a review's decision valued by the named reviewer."""
    agent = _agent(name, lambda: reviewer(seed, **opts))
    assert isinstance(agent, HardAgent)
    return value_moment(agent, moment)


def _agent(name: tuple[int, int], make: Callable[[], Agent]) -> Agent:
    """In the helper: the named agent, made on its first use; the helper lowers its
    own priority then."""
    global _lowered
    if not _lowered and hasattr(os, "nice"):  # not on Windows
        _lowered = True
        with contextlib.suppress(OSError):
            os.nice(NICENESS)  # and the search helpers it starts with it
    agent = _agents.get(name)
    if agent is None:
        agent = _agents[name] = make()
        while len(_agents) > MOST_AGENTS:
            _agents.popitem(last=False)
    _agents.move_to_end(name)
    return agent
