"""The players' caches and the cycle collector (``ai.heap``): what a host process does."""

from __future__ import annotations

import gc
import weakref

import pytest

from dager_desktop.ai.heap import settle_the_heap, survivors_frozen


def test_settling_the_heap_collects_cycles_then_freezes_what_lives_on():
    class Node:
        pass

    cycle = Node()
    cycle.me = cycle  # garbage only the cycle collector can free
    gone = weakref.ref(cycle)
    del cycle
    try:
        settle_the_heap()
        assert gone() is None
        assert gc.get_freeze_count() > 0  # the living objects are set aside
    finally:
        gc.unfreeze()


def test_a_decision_that_raises_freezes_nothing_and_turns_the_collector_back_on():
    class Big:
        pass

    held = []
    gc.unfreeze()
    try:
        with pytest.raises(RuntimeError), survivors_frozen():
            local = Big()
            local.me = local  # only the cycle collector can free it
            held.append(weakref.ref(local))
            raise RuntimeError("the agent broke")
        assert gc.isenabled() and gc.get_freeze_count() == 0
        del local
        gc.collect()
        assert held[0]() is None
    finally:
        gc.unfreeze()


def test_a_decision_that_never_ends_does_not_keep_the_collector_off():
    stuck, next_one = survivors_frozen(), survivors_frozen()
    try:
        stuck.__enter__()
        next_one.__enter__()
        assert not gc.isenabled()
        next_one.__exit__(None, None, None)
        assert gc.isenabled()  # the stuck decision still runs
        stuck.__exit__(None, None, None)
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()


def test_the_cycles_made_before_a_decision_are_collected_as_it_starts():
    class Node:
        pass

    gc.collect()  # the youngest generation now holds only what follows
    cycle = Node()
    cycle.me = cycle
    gone = weakref.ref(cycle)
    del cycle
    try:
        with survivors_frozen():
            assert gone() is None
    finally:
        gc.unfreeze()


def test_what_a_decision_leaves_alive_is_frozen_without_a_walk_over_it():
    # Walking a long search's survivors held the GIL up to 27 ms at the decision's end.
    walks = []

    def seen(phase, _info):
        walks.append(phase)

    gc.unfreeze()
    try:
        with survivors_frozen():
            kept = [{"entry": i} for i in range(10_000)]
            gc.callbacks.append(seen)
        gc.callbacks.remove(seen)
        assert walks == []
        walked = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
        assert gc.is_tracked(kept) and id(kept) not in walked
    finally:
        gc.unfreeze()
