"""The interpreter's side of a responsive window: the GIL and the cycle collector.

The computer players run on a worker thread beside the GUI thread, in the
same interpreter.  Two process-wide settings decide how long the window can
wait behind them: how often a thread hands over the GIL, and when Python's
cycle collector walks the heap (with the GIL held, on whichever thread
happens to allocate).  ``TaskRunner`` sets the first when it is made; the
window settles the heap at each round's end and the AI scheduler runs every
decision inside ``survivors_frozen``.
"""

from __future__ import annotations

import contextlib
import gc
import sys
import threading
from collections.abc import Iterator

#: How long a thread may hold the GIL while another waits (Python's default: 5 ms).
GIL_SWITCH_S = 0.0001
#: Middle-generation collections between two full ones (Python's default: 10).
FULL_COLLECTION_EVERY = 100


def hand_over_the_gil_often() -> None:
    """Shorten the GIL switch interval while work runs beside the GUI thread.

    Painting and event handling make many short calls into Qt, and each may give
    up the GIL; with a CPU-bound worker thread (a computer seat thinking) every
    re-acquisition waits up to the switch interval, so at the default 5 ms a
    frame can wait hundreds of milliseconds.  At 0.2 ms the longest stall while
    a hard seat thinks falls from ~200 ms to 25–46 ms, at 0.1 ms to 23–33 ms
    (benchmarks/bench_ui.py, several runs each); the thinking seat then does
    ~3% less work while the GUI is busy, and a lone thread is not slowed, as
    nobody asks for the GIL.
    """
    if sys.getswitchinterval() > GIL_SWITCH_S:
        sys.setswitchinterval(GIL_SWITCH_S)
    collect_the_whole_heap_rarely()


def collect_the_whole_heap_rarely() -> None:
    """Run Python's full cycle collection a tenth as often as by default.

    The computer players' caches hold a few hundred thousand objects, and a
    full collection walks them all: 200–300 ms with the GIL held, so the
    window froze that long now and then in a long session although there is
    nothing to collect (the engine and the players make no reference cycles).
    The young generations are still collected as usual.
    """
    young, middle, old = gc.get_threshold()
    if old < FULL_COLLECTION_EVERY:
        gc.set_threshold(young, middle, FULL_COLLECTION_EVERY)


def settle_the_heap() -> None:
    """Collect the garbage of the round just played, then freeze what lives on.

    Called at the end of each round, while the player reads the result.  Frozen
    objects (``gc.freeze``) are left out of every later collection, so a full
    pass — should one still fall inside a computer seat's decision — walks only
    what was made since: the players' caches keep growing for a long while, and
    in a plain process such a pass took 0.12 s after 20 rounds with a hard seat,
    0.53 s after 200.  The price: an object frozen now and left in an
    unreachable reference cycle later is never reclaimed; the caches and the
    finished rounds are freed by reference counting, so that costs little.
    """
    gc.collect()
    gc.freeze()


_COLLECTOR_LOCK = threading.Lock()
_paused_by_decisions = False  # the cycle collector is off because a decision turned it off


@contextlib.contextmanager
def survivors_frozen() -> Iterator[None]:
    """Pause the cycle collector for a computer seat's decision, then freeze what lives on.

    A decision fills the players' caches with thousands of entries; with the
    collector paused they all wait in its youngest generation, and the next
    collections walk them on the worker thread with the GIL held: the window
    stalled 64–69 ms in 2 of 9 runs of ``benchmarks/bench_ui.py``.  Frozen, they
    are never walked again.  The garbage of the youngest generation (cycles the
    window made meanwhile) is collected first; a decision that raises freezes
    nothing (its traceback would be kept for ever).  Whichever decision ends
    first turns the collector back on, so one that never returns cannot keep it
    off.  The price is that of ``settle_the_heap``: a cycle that becomes garbage
    after it was frozen is never reclaimed — the players make none.
    """
    global _paused_by_decisions
    with _COLLECTOR_LOCK:
        ours = gc.isenabled() or _paused_by_decisions
        gc.disable()
        _paused_by_decisions = ours
    answered = False
    try:
        yield
        answered = True
    finally:
        with _COLLECTOR_LOCK:
            if ours and _paused_by_decisions:
                if answered:
                    gc.collect(0)
                    gc.freeze()
                _paused_by_decisions = False
                gc.enable()
