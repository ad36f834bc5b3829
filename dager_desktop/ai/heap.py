"""The computer players' caches and Python's cycle collector.

The players keep large caches (hand readings, waits, the shape search's
table): a few hundred thousand objects that live for the whole session, and
whose entries come and go by reference counting — the engine and the players
make no reference cycles.  Python's cycle collector nevertheless walks them
all in each full collection, with the GIL held, on whichever thread happens
to allocate: 0.15–0.4 s at a time.  A process that hosts the players keeps
those passes out of their decisions (and out of a window's frames):

* ``survivors_frozen`` around each decision: what the decision leaves alive
  is frozen (``gc.freeze``), so no later collection walks it again.  The
  window's AI scheduler, the arena (``arena.Hosted``) and the search's helper
  processes do so;
* ``settle_the_heap`` at a quiet moment (the window: each round's end);
* ``collect_the_whole_heap_rarely``, for whatever is still walked.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

#: Middle-generation collections between two full ones (Python's default: 10).
FULL_COLLECTION_EVERY = 100


def collect_the_whole_heap_rarely() -> None:
    """Run Python's full cycle collection a tenth as often as by default.

    The computer players' caches hold a few hundred thousand objects, and a
    full collection walks them all: 200–300 ms with the GIL held, so the
    window froze that long now and then in a long session although there is
    nothing to collect.  The young generations are still collected as usual.
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
    are never walked again.  The youngest generation is collected as the
    decision starts, while it holds only what the window made since the last
    one (cycles among them are garbage): collected at the end it held the
    decision's survivors too, and walking them took up to 27 ms after a 300 ms
    search.  A decision that raises freezes nothing (its traceback would be kept
    for ever).  Whichever decision ends first turns the collector back on, so
    one that never returns cannot keep it off.  The price is that of
    ``settle_the_heap``: a cycle that becomes garbage after it was frozen — or
    that the window made and dropped during the decision — is never reclaimed;
    the players make none, the window a few dozen objects a round.
    """
    global _paused_by_decisions
    with _COLLECTOR_LOCK:
        ours = gc.isenabled() or _paused_by_decisions
        if gc.isenabled():
            gc.collect(0)
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
                    gc.freeze()
                _paused_by_decisions = False
                gc.enable()
