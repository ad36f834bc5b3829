"""The hard search's helper processes: they add guesses, and never cost a decision."""

from __future__ import annotations

import subprocess
import sys
import time
import types

import pytest

from dager_desktop.ai import make_agent, search_pool
from dager_desktop.ai.hard import HardAgent, _helper_search, _Recipe
from dager_desktop.ai.search_pool import SearchPool, Share
from dager_desktop.ai.weights import NORMAL, SHARP

from .helpers import random_states


def _started(workers: int = 1) -> SearchPool:
    """A pool whose helpers have said they are ready."""
    pool = SearchPool(workers)
    give_up = time.monotonic() + 30
    while not pool.ready():
        assert time.monotonic() < give_up, "the helper never became ready"
        time.sleep(0.05)
    return pool


@pytest.fixture
def pool():
    pool = _started()
    yield pool
    pool.close()


def test_a_share_comes_back_from_every_helper():
    pool = _started(2)
    try:
        share = pool.share(sum, [1, 2, 3])
        assert isinstance(share, Share)
        assert pool.gather(share, 10.0) == [6, 6]
    finally:
        pool.close()


def test_a_pool_that_is_not_ready_declines_at_once():
    pool = SearchPool(1)
    try:
        started = time.perf_counter()
        assert pool.share(sum, [1]) is None  # starts the helper, does not wait for it
        assert time.perf_counter() - started < 0.5
    finally:
        pool.close()


def test_a_helper_plays_its_share_as_the_deciding_side_does(pool):
    # the collector paused, and what the task leaves alive frozen after it (``heap``)
    first = pool.share(eval, "__import__('gc').isenabled()")
    assert first is not None and pool.gather(first, 10.0) == [False]
    second = pool.share(eval, "__import__('gc').get_freeze_count() > 0")
    assert second is not None and pool.gather(second, 10.0) == [True]


def test_no_helpers_no_share():
    assert SearchPool(0).share(sum, [1]) is None


def test_a_late_answer_is_not_waited_for_nor_mistaken_for_the_next(pool):
    late = pool.share(time.sleep, 0.6)
    assert late is not None
    assert pool.gather(late, 0.05) == []
    assert pool.share(sum, [1]) is None  # still busy with the late share
    time.sleep(1.0)
    share = pool.share(sum, [2, 3])
    assert share is not None
    assert pool.gather(share, 10.0) == [5]
    assert not pool.broken


def test_a_failing_task_turns_the_pool_off_without_raising(pool, caplog):
    share = pool.share(int, "not a number")
    assert share is not None
    assert pool.gather(share, 10.0) == []
    assert pool.broken
    assert pool.share(sum, [1]) is None
    assert "search helpers off" in caplog.text


def test_a_task_the_helper_cannot_open_turns_the_pool_off_without_raising(pool, monkeypatch):
    module = types.ModuleType("only_in_this_process")
    exec("def task(x):\n    return x", module.__dict__)
    monkeypatch.setitem(sys.modules, module.__name__, module)
    share = pool.share(module.task, 1)  # pickled by name: the helper cannot import it
    assert share is not None
    assert pool.gather(share, 10.0) == []
    assert pool.broken


def test_a_task_that_cannot_be_sent_turns_the_pool_off_without_raising(pool):
    assert pool.share(lambda: 1) is None  # a lambda cannot be pickled
    assert pool.broken


def test_a_helper_that_dies_turns_the_pool_off_without_raising(pool):
    pool._helpers[0].process.kill()
    pool._helpers[0].process.wait()
    share = pool.share(sum, [1])
    if share is not None:  # its end was not noticed yet: the share finds out
        assert pool.gather(share, 10.0) == []
    assert pool.share(sum, [1]) is None
    assert pool.broken


def test_closing_ends_the_helpers(pool):
    process = pool._helpers[0].process
    pool.close()
    assert process.poll() is not None


def _a_searched_decision(seed: int):
    """A view and two candidates of a decision the hard player searches."""
    agent = HardAgent(1, workers=0)
    for game, decision in random_states("standard", 60, seed=seed):
        view = game.view(decision.seat)
        candidates = agent._candidates_for(view, decision.options)
        if len(candidates) >= 2:
            return view, candidates[:2]
    raise AssertionError("no searched decision among the states")


def _warmed(pool: SearchPool) -> SearchPool:
    """The helper has searched once: its first search also fills its caches."""
    view, candidates = _a_searched_decision(5)
    share = pool.share(_helper_search, _Recipe(HardAgent, 1, SHARP, NORMAL, "shaped", 5), view,
                       candidates, 0.5)
    assert share is not None
    pool.gather(share, 10.0)
    return pool


def test_the_deciding_side_stops_a_helper_early(pool):
    _warmed(pool)
    view, candidates = _a_searched_decision(7)
    recipe = _Recipe(HardAgent, 1, SHARP, NORMAL, "shaped", 5)
    share = pool.share(_helper_search, recipe, view, candidates, 30.0)
    assert share is not None
    time.sleep(0.5)  # a guess takes a few milliseconds
    started = time.perf_counter()
    [rows] = pool.gather(share, 10.0)  # a 30 s share, stopped
    assert time.perf_counter() - started < 2.0
    assert len(rows) == 2 and len(rows[0]) == len(rows[1]) > 0


def test_hard_merges_the_helpers_rows(pool, monkeypatch):
    _warmed(pool)
    agent = HardAgent(1, budget_ms=150, workers=0)
    agent.pool = pool
    counted = {"own": 0, "theirs": 0}
    search, gather = agent._search, pool.gather

    def counted_search(*args):
        rows = search(*args)
        counted["own"] = len(rows[0])
        return rows

    def counted_gather(share, timeout):
        answers = gather(share, timeout)
        counted["theirs"] = sum(len(rows[0]) for rows in answers)
        return answers

    monkeypatch.setattr(agent, "_search", counted_search)
    monkeypatch.setattr(pool, "gather", counted_gather)
    helped = 0
    for seed in (11, 12, 13):
        view, candidates = _a_searched_decision(seed)
        counted.update(own=0, theirs=0)
        assert agent.choose(view, candidates) in candidates
        # a helper still busy with a late answer sits a search out: theirs is then 0
        assert agent.last_iterations == counted["own"] + counted["theirs"]
        helped += counted["theirs"]
        time.sleep(0.2)  # a late answer comes in meanwhile
    assert helped > 0 and not pool.broken


def test_a_budget_in_guesses_plays_alone():
    assert make_agent("hard", 0, iterations=3).pool is None
    assert make_agent("hard", 0, budget_ms=50, workers=0).pool is None
    with pytest.raises(ValueError):
        make_agent("hard", 0, workers=-1)


def test_the_number_of_helpers_can_be_set(monkeypatch):
    monkeypatch.setenv(search_pool.WORKERS_ENV, "2")
    assert search_pool.default_workers() == 2
    monkeypatch.setenv(search_pool.WORKERS_ENV, "0")
    assert search_pool.default_workers() == 0
    monkeypatch.setenv(search_pool.WORKERS_ENV, "many")
    assert search_pool.default_workers() == search_pool.spare_processors()


def test_a_frozen_build_starts_itself_as_the_helper(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert search_pool._helper_command() == [sys.executable, search_pool.HELPER_FLAG]


def test_the_program_answers_as_a_helper_when_asked():
    """``python -m dager_desktop --search-helper`` (what a frozen build runs) serves tasks
    and ends when its input does."""
    process = subprocess.Popen(
        [sys.executable, "-m", "dager_desktop", search_pool.HELPER_FLAG],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert process.stdin is not None and process.stdout is not None
    assert search_pool.receive_message(process.stdout)[0] == "ready"
    search_pool.send_message(process.stdin, search_pool.task_message(1, sum, [4, 5]))
    assert search_pool.receive_message(process.stdout) == ("done", 1, 9)
    qt_loaded = "'PySide6' in __import__('sys').modules"
    search_pool.send_message(process.stdin, search_pool.task_message(2, eval, qt_loaded))
    assert search_pool.receive_message(process.stdout) == ("done", 2, False)  # no Qt
    process.stdin.close()
    assert process.wait(timeout=10) == 0
