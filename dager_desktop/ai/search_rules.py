"""How long the hard search plays, and what it concludes from its rows.

A row holds every candidate's value on one guess (``hard``), so candidates
are compared in pairs: ``paired`` gives the mean and standard error of the
differences, ``settled`` says when one candidate is clearly ahead (or none
ever differs) and ``pick`` chooses.  ``Clock`` keeps the time budget.
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..engine import Action

#: A candidate replaces the normal choice only if its paired gain is positive and
#: exceeds this many standard errors (0: the better mean wins).  Demanding one
#: standard error lost most of hard's lead in the arena: the search's close
#: calls are better than the heuristic's, not noise.
SWITCH_Z = 0.0
#: Early stop: the leader is ahead of every other candidate by this many standard errors.
STOP_Z = 3.0
MIN_ITERATIONS = 6


class Clock:
    """The search's time budget: a guess is begun only if its playouts, at the average
    length so far, end by the deadline, and once begun it is played to its end (half
    a guess is worth nothing: candidates are compared on the same guesses) unless
    ``stop`` says so (a helper's search, when the deciding side has finished).
    Without a deadline (a budget in guesses) there is always room."""

    def __init__(self, deadline: float | None, stop: Callable[[], bool] | None = None) -> None:
        self.deadline = deadline
        self.stop = stop
        self.spent_s = 0.0  #: seconds of playouts so far
        self.playouts = 0
        self.out = False  #: a guess was refused: the search must stop

    def room_for(self, playouts: int, now: float) -> bool:
        """May a guess of ``playouts`` playouts begin at ``now``?"""
        if self.stopped():
            self.out = True
        elif self.deadline is not None and self.playouts:
            self.out = now + playouts * self.spent_s / self.playouts > self.deadline
        return not self.out

    def stopped(self) -> bool:
        return self.stop is not None and self.stop()

    def interrupted(self) -> bool:
        """Stopped in the middle of a guess?  (The search is then out.)"""
        if self.stopped():
            self.out = True
        return self.out

    def played(self, seconds: float) -> None:
        self.spent_s += seconds
        self.playouts += 1

    def spent(self) -> bool:
        """Is the budget spent: the deadline passed, or the search stopped?"""
        if self.stopped():
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline


@contextmanager
def no_cycle_collection() -> Iterator[None]:
    """Pause Python's cycle collector while a hard decision is made.

    The search makes thousands of short-lived objects and no reference cycles
    (they all go by reference counting), but every 700 of them the collector
    runs, and every so often it walks the whole heap — the AI's caches make
    that 200–300 ms, which overran the budget (and, the GIL held, froze the
    window) although nothing was there to collect.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences a − b."""
    n = len(a)
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def settled(results: list[list[float]]) -> bool:
    """Stop early: one candidate clearly ahead, or all of them alike so far."""
    n = len(results[0])
    if n < MIN_ITERATIONS:
        return False
    means = [sum(r) / n for r in results]
    lead = max(range(len(results)), key=means.__getitem__)
    gaps = [paired(results[lead], results[i]) for i in range(len(results)) if i != lead]
    if all(mean == 0.0 and se == 0.0 for mean, se in gaps) and n >= 2 * MIN_ITERATIONS:
        return True
    return all(se > 0 and mean > STOP_Z * se for mean, se in gaps)


def pick(candidates: list[Action], results: list[list[float]], switch_z: float) -> Action:
    """The best mean if it beats the normal choice (``candidates[0]``) beyond the noise."""
    n = len(results[0])
    if n == 0:
        return candidates[0]
    means = [sum(r) / n for r in results]
    lead = max(range(len(candidates)), key=means.__getitem__)
    if lead == 0:
        return candidates[0]
    gain, se = paired(results[lead], results[0])
    if gain > 0 and (se == 0 or gain > switch_z * se) and n >= 2:
        return candidates[lead]
    return candidates[0]
